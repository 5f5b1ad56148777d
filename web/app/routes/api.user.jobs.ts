// GET /api/user/jobs — the user's jobs, newest first (without processing logs).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { listJobsForUser } from '../models/job.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json } from '../utils/http.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(await listJobsForUser(getDb(), user.id));
}
