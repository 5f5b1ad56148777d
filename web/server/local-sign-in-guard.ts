// Keeps the local passwordless sign-in on this machine: without LOCAL_SIGN_IN=1, only loopback clients
// may reach the local OpenID provider and the routes that start or finish a sign-in through it.
// Another machine gets a plain 403 page that says why (ADR 006).
import type { NextFunction, Request, Response } from 'express';
import { CALLBACK_PATH, isLoopbackHost, LOCAL_OIDC_PATH } from '../app/utils/oidc-config.server.ts';

const GUARDED = [LOCAL_OIDC_PATH, '/api/login', CALLBACK_PATH];

export function isGuardedSignInPath(path: string): boolean {
  return GUARDED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
}

/**
 * The client is on this machine: the socket's peer is loopback, and no proxy header says the request
 * came from elsewhere. The socket address is used, never `req.ip`: X-Forwarded-For is the client's to
 * write, so it may only make the answer stricter (a reverse proxy on this machine forwarding a remote
 * client is a remote client).
 */
export function isLoopbackClient(req: Pick<Request, 'socket' | 'headers'>): boolean {
  if (!isLoopbackHost(req.socket.remoteAddress)) return false;
  const forwarded: string[] = [];
  for (const name of ['x-forwarded-for', 'x-real-ip']) {
    const value = req.headers[name];
    if (value) forwarded.push(...(Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')));
  }
  const standard = req.headers.forwarded;
  if (standard) {
    for (const match of standard.matchAll(/for=("?\[[^\]]*\][^;,]*|[^;,]*)/gi)) forwarded.push(match[1] as string);
  }
  return forwarded.every((address) => isLoopbackHost(stripPort(address)));
}

/** `1.2.3.4:5678` → `1.2.3.4`, `[::1]:80` → `::1`; a bare IPv6 address stays as it is. */
function stripPort(address: string): string {
  const a = address.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\]/.exec(a);
  if (bracketed) return bracketed[1] as string;
  return a.split(':').length === 2 ? (a.split(':')[0] as string) : a;
}

export function localSignInGuard() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isGuardedSignInPath(req.path) || isLoopbackClient(req)) {
      next();
      return;
    }
    res
      .status(403)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in is not available</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
          `<h1>Sign-in is not available from another computer</h1>` +
          `<p>This server has no identity provider configured, so it only offers its local passwordless sign-in ` +
          `to the computer it runs on. Its administrator can configure OpenID Connect (OIDC_ISSUER, OIDC_CLIENT_ID, ` +
          `OIDC_CLIENT_SECRET) to let people sign in from elsewhere.</p><p><a href="/">Back to cite-repair</a></p></body></html>`,
      );
  };
}
