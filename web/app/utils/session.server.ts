// The cookie session: HttpOnly, SameSite=Lax, Secure when the app is served over https.
import { createCookieSessionStorage } from '@remix-run/node';
import type { Session } from '@remix-run/node';
import { appUrl, getEnv } from './env.server.ts';

export interface SessionData {
  userId: string;
  returnTo: string;
}

type Storage = ReturnType<typeof createCookieSessionStorage<SessionData>>;
const holder = globalThis as { __citeRepairSessionStorage?: { secret: string; storage: Storage } };

export function getSessionStorage(): Storage {
  const env = getEnv();
  const secret = env.SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set: the server start-up generates one under DATA_DIR.');
  if (holder.__citeRepairSessionStorage?.secret !== secret) {
    const storage = createCookieSessionStorage<SessionData>({
      cookie: {
        name: '__session',
        httpOnly: true,
        sameSite: 'lax',
        secure: appUrl(env).startsWith('https:'),
        path: '/',
        secrets: [secret],
        maxAge: 60 * 60 * 24 * 30,
      },
    });
    holder.__citeRepairSessionStorage = { secret, storage };
  }
  return holder.__citeRepairSessionStorage.storage;
}

export function getSession(request: Request): Promise<Session<SessionData>> {
  return getSessionStorage().getSession(request.headers.get('Cookie'));
}

export function commitSession(session: Session<SessionData>): Promise<string> {
  return getSessionStorage().commitSession(session);
}

export function destroySession(session: Session<SessionData>): Promise<string> {
  return getSessionStorage().destroySession(session);
}
