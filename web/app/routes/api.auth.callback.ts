// GET /api/auth/callback — the provider sends the browser back here with the authorization code.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { checkRateLimits, rateLimitedPage } from '../models/rate-limit.server.ts';
import { getAuthenticator, signInFailed } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { ipSubject, rateRules } from '../utils/rate-rules.server.ts';
import { safeReturnTo } from '../utils/http.server.ts';
import { getSession, signedOutCookie, signedOutBefore, startUserSession } from '../utils/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const refused = await checkRateLimits(getDb(), [{ rule: rateRules().signInReturn, subject: ipSubject(request) }]);
  if (refused) return rateLimitedPage(refused);
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
  if (signedOutBefore(request)) headers.append('Set-Cookie', signedOutCookie(false));
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
