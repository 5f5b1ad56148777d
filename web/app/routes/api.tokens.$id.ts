// DELETE /api/tokens/:id — revokes one of the signed-in user's tokens at once (session cookie only).
import type { ActionFunctionArgs } from '@remix-run/node';
import { revokeApiToken } from '../models/api-token.server.ts';
import { requireSessionApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export const loader = () => jsonError(405, 'Use DELETE to revoke a token.');

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return jsonError(405, 'Use DELETE to revoke a token.');
  const user = await requireSessionApiUser(request);
  // Another user's token id answers the same 404 as an unknown one.
  if (!(await revokeApiToken(getDb(), user.id, params.id ?? ''))) return jsonError(404, 'Token not found');
  return json({ revoked: true });
}
