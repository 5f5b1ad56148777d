// GET /api/login?returnTo=/path — starts the OpenID Connect sign-in (or returns at once when signed in).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { checkRateLimits, rateLimitedPage } from '../models/rate-limit.server.ts';
import { getAuthenticator, getUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { ipSubject, rateRules } from '../utils/rate-rules.server.ts';
import { safeReturnTo } from '../utils/http.server.ts';
import { getOidcConfig } from '../utils/oidc-config.server.ts';
import { commitSession, getSession } from '../utils/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'));
  if (await getUser(request)) return redirect(returnTo);
  const refused = await checkRateLimits(getDb(), [{ rule: rateRules().signIn, subject: ipSubject(request) }]);
  if (refused) return rateLimitedPage(refused);

  const config = getOidcConfig();
  if (config.kind === 'none') {
    return new Response(config.reason, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const session = await getSession(request);
  session.set('returnTo', returnTo);
  const cookie = await commitSession(session);
  try {
    await (await getAuthenticator()).authenticate('oidc', request);
  } catch (thrown) {
    // remix-auth answers the first leg by throwing the redirect to the provider.
    if (thrown instanceof Response) {
      const headers = new Headers(thrown.headers);
      headers.append('Set-Cookie', cookie);
      return new Response(thrown.body, { status: thrown.status, headers });
    }
    throw thrown;
  }
  return redirect(returnTo, { headers: { 'Set-Cookie': cookie } });
}
