// GET /api/tokens — the signed-in user's personal API tokens (no secrets).
// POST /api/tokens — JSON {name, expiresInDays?, adminScope?} → {id, token, prefix, expiresAt, ...}; the
// token is in this answer only. Both need the session cookie: a token cannot mint tokens.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { createApiToken, listApiTokens, parseNewToken, TokenInputError } from '../models/api-token.server.ts';
import { requireSessionApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionApiUser(request);
  return json(await listApiTokens(getDb(), user.id));
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST to create a token, DELETE /api/tokens/:id to revoke one.');
  const user = await requireSessionApiUser(request);
  let body: Record<string, unknown>;
  try {
    body = (await request.json()) as Record<string, unknown>;
    if (!body || typeof body !== 'object') throw new Error('not an object');
  } catch {
    return jsonError(400, 'Send a JSON body such as {"name": "laptop", "expiresInDays": 90}.');
  }
  try {
    const input = parseNewToken(body, user.role === 'admin');
    return json(await createApiToken(getDb(), user.id, input), { status: 201 });
  } catch (error) {
    if (error instanceof TokenInputError) return jsonError(400, error.message);
    throw error;
  }
}
