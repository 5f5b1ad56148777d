// GET /api/admin/jobs — every user's jobs with their owner, newest first (admins only).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { listAllJobs } from '../models/admin-jobs.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json } from '../utils/http.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await listAllJobs(getDb()));
}
