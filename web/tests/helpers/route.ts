// Calling Remix route modules directly with real Requests: the same functions the server runs, without
// an HTTP server. Thrown Responses (redirects, 401s) come back as the answer, as Remix would send them.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { upsertUserFromIdentity } from '../../app/models/user.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { commitSession, getSessionStorage } from '../../app/utils/session.server.ts';

type RouteFunction = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;

export interface CallOptions {
  method?: string;
  cookie?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Needed for streamed bodies. */
  duplex?: 'half';
}

export async function call(fn: RouteFunction, url: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set('Cookie', options.cookie);
  const init: RequestInit & { duplex?: 'half' } = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) init.body = options.body;
  if (options.duplex) init.duplex = options.duplex;
  const request = new Request(new URL(url, 'http://localhost:3000'), init);
  try {
    const result = await fn({ request, params: options.params ?? {}, context: {} } as LoaderFunctionArgs & ActionFunctionArgs);
    if (result instanceof Response) return result;
    return Response.json(result);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

let counter = 0;

/** A signed-up user (100 credits, ledger entry) and the session cookie that signs them in. */
export async function signedInUser(options: { email?: string; credits?: number } = {}) {
  const db = getDb();
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@example.com`;
  let user = await upsertUserFromIdentity(db, { subject: `test ${email}`, email, emailVerified: true }, []);
  if (options.credits !== undefined) {
    user = await db.user.update({ where: { id: user.id }, data: { credits: options.credits } });
  }
  const session = await getSessionStorage().getSession();
  session.set('userId', user.id);
  const setCookie = await commitSession(session);
  const cookie = setCookie.split(';')[0] as string;
  return { user, cookie };
}
