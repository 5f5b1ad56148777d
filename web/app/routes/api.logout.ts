// /api/logout — POST ends this browser's session (its row is deleted, so the cookie is dead even if
// copied) and goes home; the next sign-in from this browser asks who is signing in. A GET never signs out (a link or an image on another site must not): it
// answers a page with the button.
import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { destroySession, getSession, signedOutCookie } from '../utils/session.server.ts';

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const headers = new Headers();
  headers.append('Set-Cookie', await destroySession(session));
  headers.append('Set-Cookie', signedOutCookie(true));
  return redirect('/', { headers });
}

export const loader = () =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>Sign out</h1><form method="post" action="/api/logout"><button type="submit">Sign out</button></form><p><a href="/">Back home</a></p></body></html>`,
    { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
