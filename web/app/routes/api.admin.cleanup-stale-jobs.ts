// POST /api/admin/cleanup-stale-jobs — processing jobs with no progress for STALE_JOB_MINUTES end as
// failed, their credits refunded; answers { updated }.
import type { ActionFunctionArgs } from '@remix-run/node';
import { cleanupStaleJobs } from '../models/admin-jobs.server.ts';
import { postOnlyAdminLoader } from '../utils/admin-route.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { getEnv } from '../utils/env.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export const loader = postOnlyAdminLoader('Use POST to clean up stale jobs.');

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  if (request.method !== 'POST') return jsonError(405, 'Use POST to clean up stale jobs.');
  const staleAfterMs = getEnv().STALE_JOB_MINUTES * 60_000;
  const updated = await cleanupStaleJobs(getDb(), { adminId: admin.id, staleAfterMs });
  return json({ success: true, updated, staleAfterMinutes: getEnv().STALE_JOB_MINUTES });
}
