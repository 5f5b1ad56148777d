// Loaders of the /admin pages (ADR 112). The layout (routes/admin.tsx) shows 'Access denied' to
// anyone but an administrator, but Remix runs every matched route's loader at once, so each page's
// loader must refuse on its own: it loads only for an administrator (requireApiAdmin's rule for a
// session; pages have no tokens) and answers null to anyone else. Signed-out visitors are sent to sign in.
import type { Db } from './db.server.ts';
import { getDb } from './db.server.ts';
import { requireUser } from './auth.server.ts';

export async function loadForAdmin<T>(request: Request, load: (db: Db) => Promise<T>): Promise<T | null> {
  const user = await requireUser(request);
  return user.role === 'admin' ? load(getDb()) : null;
}
