// The app's own small OpenID Connect provider (oidc-provider), mounted at /oidc when no external
// provider is configured: sign-in asks for an e-mail address only, so that a fresh machine can sign in
// through the very same authorization-code + PKCE code path as a real provider. Never on the internet
// (see getOidcConfig): anyone could sign in as anyone.
import crypto from 'node:crypto';
import express from 'express';
import type { Express, Request, Response, NextFunction } from 'express';
import Provider from 'oidc-provider';
import type { KoaContextWithOIDC, Configuration } from 'oidc-provider';
import { deriveSecret, LOCAL_OIDC_PATH } from '../app/utils/oidc-config.server.ts';
import { LocalOidcStore } from './local-oidc-store.ts';

export interface LocalOidcOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  sessionSecret: string;
  secure: boolean;
  /** LOCAL_SIGN_IN=1: the sign-in page warns that anyone who reaches the server can sign in. */
  openToNetwork: boolean;
  /** TRUST_PROXY is set: X-Forwarded-Proto says whether the browser used https. */
  trustProxy: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function mountLocalOidc(app: Express, options: LocalOidcOptions): void {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: [deriveSecret(options.sessionSecret, 'local-oidc-cookies')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local', use: 'sig', alg: 'RS256' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    // Interactions and sessions are short-lived and live in this process's memory (local-oidc-store.ts).
    adapter: LocalOidcStore,
    ttl: { Session: 600, Interaction: 600, Grant: 600, AccessToken: 300, AuthorizationCode: 60, IdToken: 300 },
    interactions: { url: (_ctx, interaction) => `${LOCAL_OIDC_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true }),
    }),
    // The app is the only client and is first-party: no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const accountId = ctx.oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Sign-in error', `<p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/">Back to cite-repair</a></p>`);
    },
  };
  const provider = new Provider(options.issuer, configuration);
  // X-Forwarded-Proto is believed only when the server trusts a proxy (TRUST_PROXY), as for Express.
  provider.proxy = options.trustProxy;

  const form = express.urlencoded({ extended: false, limit: '10kb' });
  app.get(`${LOCAL_OIDC_PATH}/interaction/:uid`, (req, res, next) => {
    handle(async () => {
      const details = await provider.interactionDetails(req, res);
      res
        .type('html')
        .send(loginPage(String(details.uid), typeof details.params.login_hint === 'string' ? details.params.login_hint : '', options.openToNetwork));
    }, next);
  });
  app.post(`${LOCAL_OIDC_PATH}/interaction/:uid/login`, form, (req: Request, res: Response, next: NextFunction) => {
    handle(async () => {
      const details = await provider.interactionDetails(req, res);
      const email = String((req.body as Record<string, unknown>).email ?? '')
        .trim()
        .toLowerCase();
      if (!EMAIL.test(email) || email.length > 254) {
        res
          .status(400)
          .type('html')
          .send(loginPage(String(details.uid), email, options.openToNetwork, 'Please enter a valid e-mail address.'));
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: email, remember: false } }, { mergeWithLastSubmission: false });
    }, next);
  });
  // Signing out of the app ends this browser's session with the provider too: left alive, it would sign
  // the same person straight back in, and another person only through the provider's own page that
  // ends a session (a form the browser must post by script).
  app.post('/api/logout', (req: Request, res: Response, next: NextFunction) => {
    handle(async () => {
      const sessions = provider as unknown as ProviderSessions;
      const session = await sessions.Session.get(sessions.createContext(req, res));
      if (session.accountId) await session.destroy();
      next();
    }, next);
  });
  app.use(LOCAL_OIDC_PATH, provider.callback());
}

/** What oidc-provider has, untyped, to find the session of a request outside its own routes. */
interface ProviderSessions {
  createContext(req: Request, res: Response): unknown;
  Session: { get(ctx: unknown): Promise<{ accountId?: string; destroy(): Promise<void> }> };
}

function handle(work: () => Promise<void>, next: NextFunction): void {
  work().catch(next);
}

function loginPage(uid: string, email: string, openToNetwork: boolean, error?: string): string {
  const warning = openToNetwork
    ? `<p class="warning" role="alert"><strong>Development mode (LOCAL_SIGN_IN=1):</strong> anyone who can reach this server can sign in
      as any e-mail address, administrators included. Never use it on a network you do not trust.</p>`
    : '';
  return page(
    'Sign in to cite-repair',
    `${warning}<form method="post" action="${LOCAL_OIDC_PATH}/interaction/${encodeURIComponent(uid)}/login" autocomplete="on">
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" required autofocus value="${escapeHtml(email)}" placeholder="you@example.com">
      ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
      <button type="submit">Sign in</button>
    </form>
    <p class="note">Local sign-in: this server has no identity provider configured, so an e-mail address is enough.
    ${openToNetwork ? '' : 'It is only offered to the computer the server runs on.'}</p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:grid;place-items:center;min-height:100vh}
  main{box-sizing:border-box;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:2rem;width:min(92vw,24rem);box-shadow:0 1px 3px rgba(0,0,0,.06)}
  h1{font-size:1.25rem;margin:0 0 1.25rem}
  label{display:block;font-size:.875rem;font-weight:600;margin-bottom:.375rem}
  input{box-sizing:border-box;width:100%;padding:.625rem .75rem;border:1px solid #cbd5e1;border-radius:8px;font-size:1rem}
  input:focus{outline:2px solid #2563eb;outline-offset:1px}
  button{margin-top:1rem;width:100%;padding:.625rem;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
  button:hover{background:#1d4ed8}
  .error{color:#b91c1c;font-size:.875rem;margin:.5rem 0 0}
  .note{color:#64748b;font-size:.75rem;margin:1.25rem 0 0}
  .warning{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:8px;padding:.75rem;font-size:.8125rem;margin:0 0 1rem}
</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
