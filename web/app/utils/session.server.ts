// Server-side sessions (issue 13): the cookie (HttpOnly, SameSite=Lax, Secure over https) carries
// only a signed random id; the session itself is a row of the Session table. Sign-out deletes the
// row, so a copied cookie is refused afterwards; "sign out everywhere" deletes every row of the
// user; a session dies after SESSION_IDLE_DAYS without a visit or SESSION_MAX_DAYS in all.
import { randomBytes } from 'node:crypto';
import { createSessionStorage } from '@remix-run/node';
import type { Session, SessionStorage } from '@remix-run/node';
import { getDb } from './db.server.ts';
import { appUrl, getEnv } from './env.server.ts';

export interface SessionData {
  userId: string;
  returnTo: string;
}

/** Idle and absolute lifetimes of a signed-in session; a visitor's session (before sign-in) lasts an hour. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60_000;
const ANONYMOUS_MS = 60 * 60_000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

type Storage = SessionStorage<SessionData>;
const holder = globalThis as { __citeRepairSessionStorage?: { secret: string; storage: Storage } };

function lifetime(data: Partial<SessionData>, from: Date): Date {
  return new Date(from.getTime() + (data.userId ? SESSION_MAX_MS : ANONYMOUS_MS));
}

export function getSessionStorage(): Storage {
  const env = getEnv();
  const secret = env.SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set: the server start-up generates one under DATA_DIR.');
  if (holder.__citeRepairSessionStorage?.secret !== secret) {
    const storage = createSessionStorage<SessionData>({
      cookie: {
        name: '__session',
        httpOnly: true,
        sameSite: 'lax',
        secure: appUrl(env).startsWith('https:'),
        path: '/',
        secrets: [secret],
        maxAge: SESSION_MAX_MS / 1000,
      },
      async createData(data) {
        const id = randomBytes(32).toString('base64url');
        const now = new Date();
        await getDb().session.create({ data: { id, userId: data.userId ?? null, data: data as object, expiresAt: lifetime(data, now) } });
        return id;
      },
      async readData(id) {
        const db = getDb();
        const row = await db.session.findUnique({ where: { id } });
        if (!row) return null;
        const now = Date.now();
        if (row.expiresAt.getTime() <= now || (row.userId && now - row.lastSeenAt.getTime() > SESSION_IDLE_MS)) {
          await db.session.deleteMany({ where: { id } });
          return null;
        }
        if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await db.session.updateMany({ where: { id }, data: { lastSeenAt: new Date(now) } });
        return row.data as Partial<SessionData>;
      },
      async updateData(id, data) {
        const db = getDb();
        const row = await db.session.findUnique({ where: { id } });
        // A row that was deleted meanwhile (signed out elsewhere) is not brought back.
        if (!row) return;
        const userId = data.userId ?? null;
        await db.session.update({
          where: { id },
          data: { data: data as object, userId, ...(userId && !row.userId ? { expiresAt: lifetime(data, new Date()) } : {}) },
        });
      },
      async deleteData(id) {
        await getDb().session.deleteMany({ where: { id } });
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

/**
 * Sign-in: the visitor's session is thrown away and a new one, with a new id, holds the user
 * (rotation: an id seen before sign-in is never a signed-in id).
 */
export async function startUserSession(request: Request, userId: string): Promise<string> {
  const storage = getSessionStorage();
  // Rows past their lifetime are swept here, at the rare moment a session starts (no scheduler needed).
  await deleteExpiredSessions();
  const old = await storage.getSession(request.headers.get('Cookie'));
  if (old.id) await storage.destroySession(old);
  const fresh = await storage.getSession();
  fresh.set('userId', userId);
  const cookie = await storage.commitSession(fresh);
  const userAgent = request.headers.get('User-Agent')?.slice(0, 300) ?? null;
  if (userAgent)
    await getDb().session.updateMany({ where: { userId, userAgent: null, createdAt: { gte: new Date(Date.now() - 60_000) } }, data: { userAgent } });
  return cookie;
}

/** "Sign out everywhere": every session of the user ends. */
export async function endAllSessions(userId: string): Promise<number> {
  return (await getDb().session.deleteMany({ where: { userId } })).count;
}

/** Sessions past their lifetime are removed (at every sign-in). */
export async function deleteExpiredSessions(): Promise<number> {
  const idleSince = new Date(Date.now() - SESSION_IDLE_MS);
  return (await getDb().session.deleteMany({ where: { OR: [{ expiresAt: { lte: new Date() } }, { userId: { not: null }, lastSeenAt: { lt: idleSince } }] } }))
    .count;
}

/**
 * A browser that signed out asks the identity provider for a fresh sign-in next time (OpenID
 * Connect's prompt=login): otherwise the provider's own session, still alive, signs the same person
 * straight back in, and on a shared computer the next person gets the last one's account.
 */
const SIGNED_OUT = 'signed_out';

export function signedOutCookie(signedOut: boolean): string {
  const secure = appUrl().startsWith('https:') ? '; Secure' : '';
  return signedOut
    ? `${SIGNED_OUT}=1; Path=/; Max-Age=${SESSION_MAX_MS / 1000}; HttpOnly; SameSite=Lax${secure}`
    : `${SIGNED_OUT}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}

export function signedOutBefore(request: Request): boolean {
  return (request.headers.get('Cookie') ?? '').split(';').some((part) => part.trim() === `${SIGNED_OUT}=1`);
}
