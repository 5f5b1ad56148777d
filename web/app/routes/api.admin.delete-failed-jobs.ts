// POST /api/admin/delete-failed-jobs — removes every failed job's record; answers { deleted }.
import type { ActionFunctionArgs } from '@remix-run/node';
import { deleteFailedJobs } from '../models/admin-jobs.server.ts';
import { postOnlyAdminLoader } from '../utils/admin-route.server.ts';
import { requireApiAdmin } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export const loader = postOnlyAdminLoader('Use POST to delete failed jobs.');

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireApiAdmin(request);
  if (request.method !== 'POST') return jsonError(405, 'Use POST to delete failed jobs.');
  const deleted = await deleteFailedJobs(getDb(), { adminId: admin.id });
  return json({ success: true, deleted });
}
