// Who is signed in, and the OpenID Connect sign-in itself (remix-auth + remix-auth-oauth2:
// authorization code + PKCE + state). remix-auth does not manage sessions: the callback puts the
// user id into the app's own cookie session.
import { redirect } from '@remix-run/node';
import { Authenticator } from 'remix-auth';
import { OAuth2Strategy } from 'remix-auth-oauth2';
import { authenticateApiToken, bearerToken, TOKEN_REJECTED } from '../models/api-token.server.ts';
import type { TokenAuth } from '../models/api-token.server.ts';
import { checkRateLimits, rateLimitedPage } from '../models/rate-limit.server.ts';
import { IdentityConflictError, toUserDto, upsertUserFromIdentity } from '../models/user.server.ts';
import type { UserDto } from '../models/user.server.ts';
import { getDb } from './db.server.ts';
import { appUrl, getEnv } from './env.server.ts';
import { jsonError, plainPage, safeReturnTo } from './http.server.ts';
import { getOidcConfig } from './oidc-config.server.ts';
import type { OidcConfig } from './oidc-config.server.ts';
import { ipSubject, rateRules } from './rate-rules.server.ts';
import { getSession, signedOutBefore } from './session.server.ts';

export type { UserDto } from '../models/user.server.ts';
/** @deprecated name kept from the skeleton: same as UserDto. */
export type SessionUser = UserDto;

/** The signed-in user, or null. */
export async function getUser(request: Request): Promise<UserDto | null> {
  const session = await getSession(request);
  const userId = session.get('userId');
  if (!userId) return null;
  const user = await getDb().user.findUnique({ where: { id: userId } });
  return user ? toUserDto(user) : null;
}

/** The path to sign in and come back to `request`'s page. */
export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return `/api/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** For pages: the signed-in user, or a redirect to sign-in and back. */
export async function requireUser(request: Request): Promise<UserDto> {
  const user = await getUser(request);
  if (!user) throw redirect(loginPath(request));
  return user;
}

/**
 * For /api routes: the user of the session cookie or of a personal API token (`Authorization: Bearer`),
 * or a 401 JSON answer. A request that carries a token is judged by the token alone.
 */
export async function requireApiUser(request: Request): Promise<UserDto> {
  return (await requireApiCaller(request)).user;
}

export interface ApiCaller {
  user: UserDto;
  /** Set when the request was authenticated by a personal API token. */
  token?: TokenAuth;
}

export async function requireApiCaller(request: Request): Promise<ApiCaller> {
  const token = bearerToken(request);
  if (token !== null) {
    const db = getDb();
    const auth = token ? await authenticateApiToken(db, token) : null;
    const user = auth ? await db.user.findUnique({ where: { id: auth.userId } }) : null;
    if (!auth || !user) throw jsonError(401, TOKEN_REJECTED);
    return { user: toUserDto(user), token: auth };
  }
  const user = await getUser(request);
  if (!user) throw jsonError(401, 'Unauthorized: please sign in');
  return { user };
}

/** The user of the session cookie or of a valid API token, or null (for routes that redirect instead of 401). */
export async function getRequestUser(request: Request): Promise<UserDto | null> {
  return (await getRequestCaller(request))?.user ?? null;
}

/** As getRequestUser, with the token that authenticated the request. */
export async function getRequestCaller(request: Request): Promise<ApiCaller | null> {
  try {
    return await requireApiCaller(request);
  } catch (error) {
    if (error instanceof Response && error.status === 401) return null;
    throw error;
  }
}

/** For routes that manage tokens and other account settings: the session cookie only, never a token. */
export async function requireSessionApiUser(request: Request): Promise<UserDto> {
  if (bearerToken(request) !== null) throw jsonError(403, 'API tokens cannot manage tokens or sign-in sessions: sign in to the web app.');
  const user = await getUser(request);
  if (!user) throw jsonError(401, 'Unauthorized: please sign in');
  return user;
}

/** An administrator's session, or an administrator's token created with the admin scope (ADR 070). */
export function isAdminCaller(caller: ApiCaller): boolean {
  return caller.user.role === 'admin' && (!caller.token || caller.token.adminScope);
}

/** For /api/admin routes: 401 signed out, 403 for non-admins and for tokens without the admin scope. */
export async function requireApiAdmin(request: Request): Promise<UserDto> {
  const { user, token } = await requireApiCaller(request);
  if (user.role !== 'admin') throw jsonError(403, 'Admin access required');
  if (token && !token.adminScope) throw jsonError(403, 'Admin access required: this API token has no admin scope');
  return user;
}

interface OidcEndpoints {
  authorization: string;
  token: string;
  userinfo: string;
}

async function discover(config: Exclude<OidcConfig, { kind: 'none' }>): Promise<OidcEndpoints> {
  if (config.kind === 'local') {
    // oidc-provider's default routes; the browser goes to the public URL, the server calls loopback.
    return {
      authorization: `${config.issuer}/auth`,
      token: `${config.internalIssuer}/token`,
      userinfo: `${config.internalIssuer}/me`,
    };
  }
  const url = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OpenID Connect discovery failed at ${url}: HTTP ${response.status}`);
  const metadata = (await response.json()) as Record<string, unknown>;
  const field = (name: string) => {
    const value = metadata[name];
    if (typeof value !== 'string') throw new Error(`OpenID Connect discovery at ${url} has no ${name}`);
    return value;
  };
  return { authorization: field('authorization_endpoint'), token: field('token_endpoint'), userinfo: field('userinfo_endpoint') };
}

const holder = globalThis as { __citeRepairAuth?: { key: string; authenticator: Promise<Authenticator<UserDto>> } };

/** The remix-auth authenticator for the configured provider (one per configuration). */
/** The provider is asked for a fresh sign-in after this browser signed out (session.server.ts, signedOutCookie). */
class SignInStrategy<User> extends OAuth2Strategy<User> {
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const base = super.authorizationParams(params, request);
    if (signedOutBefore(request)) base.set('prompt', 'login');
    return base;
  }
}

export function getAuthenticator(): Promise<Authenticator<UserDto>> {
  const config = getOidcConfig();
  if (config.kind === 'none') throw new Error(config.reason);
  const key = JSON.stringify(config);
  if (holder.__citeRepairAuth?.key !== key) {
    const authenticator = createAuthenticator(config);
    // A failed discovery must not be remembered forever.
    authenticator.catch(() => {
      if (holder.__citeRepairAuth?.key === key) holder.__citeRepairAuth = undefined;
    });
    holder.__citeRepairAuth = { key, authenticator };
  }
  return holder.__citeRepairAuth.authenticator;
}

async function createAuthenticator(config: Exclude<OidcConfig, { kind: 'none' }>): Promise<Authenticator<UserDto>> {
  const endpoints = await discover(config);
  const secure = appUrl().startsWith('https:');
  const strategy = new SignInStrategy<UserDto>(
    {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authorizationEndpoint: endpoints.authorization,
      tokenEndpoint: endpoints.token,
      redirectURI: config.redirectUri,
      scopes: config.kind === 'local' ? ['openid', 'email'] : ['openid', 'email', 'profile'],
      cookie: { name: 'oauth2', path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 600, ...(secure ? { secure: true as const } : {}) },
    },
    async ({ tokens, request }) => {
      const response = await fetch(endpoints.userinfo, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The identity provider's userinfo answered HTTP ${response.status}`);
      const claims = (await response.json()) as Record<string, unknown>;
      const str = (name: string) => (typeof claims[name] === 'string' && claims[name] ? (claims[name] as string) : null);
      const sub = str('sub');
      const email = str('email');
      if (!sub || !email) throw new Error('The identity provider did not share an e-mail address.');
      // Some providers send the claim as the string "true".
      const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
      const db = getDb();
      let user;
      try {
        user = await upsertUserFromIdentity(
          db,
          {
            subject: `${config.issuer} ${sub}`,
            email,
            emailVerified,
            firstName: str('given_name'),
            lastName: str('family_name'),
            profileImageUrl: str('picture'),
          },
          getEnv().ADMIN_EMAILS,
          {
            beforeCreate: async () => {
              const refused = await checkRateLimits(db, [{ rule: rateRules().signUp, subject: ipSubject(request) }]);
              if (refused) throw rateLimitedPage(refused);
            },
          },
        );
      } catch (error) {
        if (error instanceof IdentityConflictError) throw signInFailed(error.message, 409);
        throw error;
      }
      return toUserDto(user);
    },
  );
  return new Authenticator<UserDto>().use(strategy, 'oidc');
}

export { safeReturnTo };

/** The page a failed sign-in shows (the callback's answer). */
export function signInFailed(reason: string, status = 400): Response {
  return plainPage({
    title: 'Sign-in failed',
    message: reason,
    links: [
      { href: '/api/login', label: 'Try again' },
      { href: '/', label: 'Home' },
    ],
    status,
  });
}
