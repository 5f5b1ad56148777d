// Which OpenID Connect provider signs users in: the one configured by OIDC_ISSUER/OIDC_CLIENT_ID/
// OIDC_CLIENT_SECRET, or, with none, the app's own local provider mounted at /oidc. Both the
// provider (server/local-oidc.ts) and the client side (auth.server.ts) derive the local client's
// credentials from SESSION_SECRET, so they agree without sharing state.
import crypto from 'node:crypto';
import { appUrl, getEnv } from './env.server.ts';
import type { Env } from './env.server.ts';

export const LOCAL_CLIENT_ID = 'cite-repair-local';
export const LOCAL_OIDC_PATH = '/oidc';
export const CALLBACK_PATH = '/api/auth/callback';

export type OidcConfig =
  | {
      kind: 'external';
      issuer: string;
      clientId: string;
      clientSecret: string;
      redirectUri: string;
    }
  | {
      kind: 'local';
      issuer: string;
      clientId: string;
      clientSecret: string;
      redirectUri: string;
      /** Server-to-server base URL of the local provider (loopback, whatever APP_URL is). */
      internalIssuer: string;
    }
  | { kind: 'none'; reason: string };

export function isLocalhostUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}

export function getOidcConfig(env: Env = getEnv()): OidcConfig {
  const base = appUrl(env);
  const redirectUri = `${base}${CALLBACK_PATH}`;
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    return { kind: 'external', issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, redirectUri };
  }
  // The local provider signs anyone in with just an e-mail address: never on a public URL unless asked.
  if (!isLocalhostUrl(base) && !env.LOCAL_SIGN_IN) {
    return {
      kind: 'none',
      reason: `Sign-in is not configured: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (the local passwordless sign-in only runs when APP_URL is on localhost, or with LOCAL_SIGN_IN=1).`,
    };
  }
  if (!env.SESSION_SECRET) return { kind: 'none', reason: 'SESSION_SECRET is not set.' };
  return {
    kind: 'local',
    issuer: `${base}${LOCAL_OIDC_PATH}`,
    internalIssuer: `http://127.0.0.1:${env.PORT}${LOCAL_OIDC_PATH}`,
    clientId: LOCAL_CLIENT_ID,
    clientSecret: deriveSecret(env.SESSION_SECRET, 'local-oidc-client-secret'),
    redirectUri,
  };
}

export function deriveSecret(secret: string, purpose: string): string {
  return crypto.createHmac('sha256', secret).update(purpose).digest('base64url');
}
