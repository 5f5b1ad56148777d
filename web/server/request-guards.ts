// Guards every request passes before Remix (issue 13 items 5 and 6):
// - a state-changing request (anything but GET/HEAD/OPTIONS) sent by a browser from another site is
//   refused with 403: the browser says where it came from (Sec-Fetch-Site, else Origin). Requests
//   with an API token (Authorization: Bearer) carry no ambient credential and pass, as do clients
//   that send neither header (curl, the CLI);
// - security headers on every answer: no framing, no MIME sniffing, a strict referrer policy, a
//   Content-Security-Policy whose scripts are this site's files and the inline scripts carrying this
//   request's nonce, and HSTS when the request came over HTTPS.
import crypto from 'node:crypto';
import type express from 'express';
import { CLIENT_IP_HEADER } from '../app/utils/client-ip.server.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Forbidden: this request came from another site. Please use cite-repair itself.';

/** Whether a browser request is from this site's own pages. */
export function isSameSite(
  headers: { secFetchSite?: string | undefined; origin?: string | undefined; host?: string | undefined },
  appOrigin: string | undefined,
): boolean {
  const site = headers.secFetchSite?.toLowerCase();
  if (site) return site === 'same-origin' || site === 'none';
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  try {
    const url = new URL(origin);
    if (appOrigin && url.origin === appOrigin) return true;
    return url.host === headers.host;
  } catch {
    return false;
  }
}

/**
 * The Content-Security-Policy of every answer. Scripts: the site's own files and inline scripts with
 * the nonce (Remix's hydration data and module loaders); nothing injected into a page can run. Styles
 * allow inline: Radix and Tailwind set style attributes, and a style cannot run code. Images may come
 * from https (the provider's profile pictures). Vite's development server also needs its HMR socket.
 */
export function contentSecurityPolicy(nonce: string, mode: 'development' | 'production'): string {
  const dev = mode === 'development';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export interface RequestGuardOptions {
  mode?: 'development' | 'production';
}

export function requestGuards(appUrl: string | undefined, options: RequestGuardOptions = {}): express.RequestHandler {
  const appOrigin = appUrl ? safeOrigin(appUrl) : undefined;
  const mode = options.mode ?? 'production';
  return (req, res, next) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    // create-app.ts passes it to Remix (the load context), entry.server.tsx to the inline scripts.
    res.locals.cspNonce = nonce;
    // The client's address for the routes (rate limits), as Express determined it: whatever a client
    // sent under this name is overwritten.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, mode));
    if (req.secure) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      secureCookies(res);
    }
    if (SAFE_METHODS.has(req.method) || /^Bearer\s/i.test(req.headers.authorization ?? '')) return next();
    const ok = isSameSite({ secFetchSite: header(req.headers['sec-fetch-site']), origin: header(req.headers.origin), host: req.headers.host }, appOrigin);
    if (ok) return next();
    res.status(403).setHeader('Cache-Control', 'no-store').json({ error: CROSS_SITE_MESSAGE });
  };
}

/**
 * Over HTTPS every cookie is Secure, whoever sets it (the session, remix-auth's state cookie, the local
 * provider's): the request said how it came, so no cookie of it may travel back over plain http.
 * req.secure follows X-Forwarded-Proto only when TRUST_PROXY is set (create-app.ts).
 */
function secureCookies(res: express.Response): void {
  const addSecure = (value: unknown): unknown => {
    const one = (cookie: unknown) => (typeof cookie === 'string' && !/;\s*secure\s*(;|$)/i.test(cookie) ? `${cookie}; Secure` : cookie);
    return Array.isArray(value) ? value.map(one) : one(value);
  };
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    setHeader(name, name.toLowerCase() === 'set-cookie' ? (addSecure(value) as string | string[]) : value);
  const appendHeader = res.appendHeader?.bind(res);
  if (appendHeader) {
    res.appendHeader = (name: string, value: string | readonly string[]) =>
      appendHeader(name, name.toLowerCase() === 'set-cookie' ? (addSecure(value) as string | string[]) : value);
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
