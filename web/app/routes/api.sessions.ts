// POST /api/sessions — "sign out everywhere": every session of the signed-in user ends (this one
// too), in every browser. Session cookie only, never an API token.
import type { ActionFunctionArgs } from '@remix-run/node';
import { requireSessionApiUser } from '../utils/auth.server.ts';
import { json, jsonError } from '../utils/http.server.ts';
import { endAllSessions, destroySession, getSession } from '../utils/session.server.ts';

export const loader = () => jsonError(405, 'Use POST to sign out everywhere.');

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST to sign out everywhere.');
  const user = await requireSessionApiUser(request);
  const ended = await endAllSessions(user.id);
  const cookie = await destroySession(await getSession(request));
  return json({ ended }, { headers: { 'Set-Cookie': cookie } });
}
