// /api/logout — ends the session (a navigation or a POST) and goes home.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { destroySession, getSession } from '../utils/session.server.ts';

async function logout(request: Request) {
  const session = await getSession(request);
  return redirect('/', { headers: { 'Set-Cookie': await destroySession(session) } });
}

export const loader = ({ request }: LoaderFunctionArgs) => logout(request);
export const action = ({ request }: ActionFunctionArgs) => logout(request);
