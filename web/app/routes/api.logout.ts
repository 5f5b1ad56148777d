// /api/logout — POST ends this browser's session (its row is deleted, so the cookie is dead even if
// copied) and goes home; the next sign-in from this browser asks who is signing in. A GET never signs out (a link or an image on another site must not): it
// answers a page with the button.
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { plainPage } from '../utils/http.server.ts';
import { destroySession, getSession, signedOutCookie } from '../utils/session.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const headers = new Headers();
  headers.append('Set-Cookie', await destroySession(session));
  headers.append('Set-Cookie', signedOutCookie(true));
  return redirect('/', { headers });
}

export const loader = () =>
  plainPage({
    title: 'Sign out',
    message: '',
    body: '<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>',
    links: [{ href: '/', label: 'Back home' }],
  });
