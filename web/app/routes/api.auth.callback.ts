// GET /api/auth/callback — the provider sends the browser back here with the authorization code.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { getAuthenticator } from '../utils/auth.server.ts';
import { safeReturnTo } from '../utils/http.server.ts';
import { getSession, startUserSession } from '../utils/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  let user;
  try {
    user = await (await getAuthenticator()).authenticate('oidc', request);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    console.warn(`Sign-in failed: ${(thrown as Error).message}`);
    return signInFailed((thrown as Error).message);
  }
  const session = await getSession(request);
  const returnTo = safeReturnTo(session.get('returnTo'));
  const headers = new Headers();
  headers.append('Set-Cookie', await startUserSession(request, user.id));
  // The state/PKCE cookies of remix-auth-oauth2 ("oauth2:<uuid>") have done their job.
  for (const name of stateCookieNames(request)) {
    headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  }
  return redirect(returnTo, { headers });
}

function stateCookieNames(request: Request): string[] {
  return (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => name === 'oauth2' || name.startsWith('oauth2:'));
}

function signInFailed(reason: string): Response {
  const escaped = reason.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in failed</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>Sign-in failed</h1><p>${escaped}</p><p><a href="/api/login">Try again</a> · <a href="/">Home</a></p></body></html>`,
    { status: 400, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}
