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
      /**
       * LOCAL_SIGN_IN=1, the explicit development flag: clients on other machines may use the local
       * provider too. Without it, only loopback clients reach /oidc and the sign-in routes.
       */
      openToNetwork: boolean;
    }
  | {
      kind: 'none';
      reason: string;
      /** The server must not start at all (the local provider would be reachable from the network). */
      fatal: boolean;
    };

export function isLocalhostUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/**
 * A host name or address (as a URL, HOST or a socket reports it) that only this machine can reach:
 * localhost, 127.0.0.0/8, ::1 and their IPv4-mapped forms. `0.0.0.0` and `::` are every interface.
 */
export function isLoopbackHost(host: string | undefined | null): boolean {
  if (!host) return false;
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export function getOidcConfig(env: Env = getEnv()): OidcConfig {
  const base = appUrl(env);
  const redirectUri = `${base}${CALLBACK_PATH}`;
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    return { kind: 'external', issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, redirectUri };
  }
  // The local provider signs anyone in with just an e-mail address. It runs only where nobody else can
  // reach it (a loopback HOST and a localhost APP_URL), unless LOCAL_SIGN_IN=1 says otherwise.
  if (!env.LOCAL_SIGN_IN) {
    if (!isLoopbackHost(env.HOST)) {
      return {
        kind: 'none',
        fatal: true,
        reason:
          `Refusing to start: HOST=${env.HOST} makes the server reachable from other machines, and with no identity provider ` +
          `configured the local passwordless sign-in would let anyone sign in as anyone. Set OIDC_ISSUER, OIDC_CLIENT_ID and ` +
          `OIDC_CLIENT_SECRET, or listen on 127.0.0.1 (the default), or set LOCAL_SIGN_IN=1 for a development machine on a trusted network.`,
      };
    }
    if (!isLocalhostUrl(base)) {
      return {
        kind: 'none',
        fatal: false,
        reason: `Sign-in is not configured: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (the local passwordless sign-in only runs when APP_URL is on localhost, or with LOCAL_SIGN_IN=1).`,
      };
    }
  }
  if (!env.SESSION_SECRET) return { kind: 'none', fatal: false, reason: 'SESSION_SECRET is not set.' };
  return {
    kind: 'local',
    issuer: `${base}${LOCAL_OIDC_PATH}`,
    internalIssuer: `http://${internalHost(env.HOST)}:${env.PORT}${LOCAL_OIDC_PATH}`,
    clientId: LOCAL_CLIENT_ID,
    clientSecret: deriveSecret(env.SESSION_SECRET, 'local-oidc-client-secret'),
    redirectUri,
    openToNetwork: env.LOCAL_SIGN_IN,
  };
}

/** Where this process reaches its own server: loopback when it listens there or on every interface. */
function internalHost(host: string): string {
  const h = host.replace(/^\[|\]$/g, '');
  if (isLoopbackHost(h) || h === '0.0.0.0' || h === '::') return '127.0.0.1';
  return h.includes(':') ? `[${h}]` : h;
}

export function deriveSecret(secret: string, purpose: string): string {
  return crypto.createHmac('sha256', secret).update(purpose).digest('base64url');
}
