// Guards every request passes before Remix (issue 13 items 5 and 6):
// - a state-changing request (anything but GET/HEAD/OPTIONS) sent by a browser from another site is
//   refused with 403: the browser says where it came from (Sec-Fetch-Site, else Origin). Requests
//   with an API token (Authorization: Bearer) carry no ambient credential and pass, as do clients
//   that send neither header (curl, the CLI);
// - security headers on every answer: no framing, no MIME sniffing, a strict referrer policy, and
//   HSTS when the request came over HTTPS.
import type express from 'express';
import { CLIENT_IP_HEADER } from '../app/utils/client-ip.server.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Forbidden: this request came from another site. Please use cite-repair itself.';

/** Whether a browser request is from this site's own pages. */
export function isSameSite(headers: { secFetchSite?: string | undefined; origin?: string | undefined; host?: string | undefined }, appOrigin: string | undefined): boolean {
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

export function requestGuards(appUrl: string | undefined): express.RequestHandler {
  const appOrigin = appUrl ? safeOrigin(appUrl) : undefined;
  return (req, res, next) => {
    // The client's address for the routes (rate limits), as Express determined it: whatever a client
    // sent under this name is overwritten.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? '';
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'");
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (SAFE_METHODS.has(req.method) || /^Bearer\s/i.test(req.headers.authorization ?? '')) return next();
    const ok = isSameSite({ secFetchSite: header(req.headers['sec-fetch-site']), origin: header(req.headers.origin), host: req.headers.host }, appOrigin);
    if (ok) return next();
    res.status(403).setHeader('Cache-Control', 'no-store').json({ error: CROSS_SITE_MESSAGE });
  };
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
