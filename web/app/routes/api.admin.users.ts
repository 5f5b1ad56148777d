// GET /api/admin/users — every user with role, credits and job count (admins only).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { listUsers } from '../models/admin-users.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json } from '../utils/http.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await listUsers(getDb()));
}
