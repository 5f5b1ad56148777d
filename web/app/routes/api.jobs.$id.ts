// GET /api/jobs/:id — one of the user's jobs with its processing logs (an administrator may read any
// user's job, for /results from the admin dashboard); DELETE removes one of the user's own jobs.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { deleteJobForUser, getJobForViewer } from '../models/job.server.ts';
import { isAdminCaller, requireApiCaller, requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireApiCaller(request);
  const job = await getJobForViewer(getDb(), { userId: caller.user.id, isAdmin: isAdminCaller(caller) }, params.id ?? '');
  if (!job) return jsonError(404, 'Job not found');
  return json(job);
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return jsonError(405, 'Use DELETE to remove a job.');
  const user = await requireApiUser(request);
  const deleted = await deleteJobForUser(getDb(), user.id, params.id ?? '');
  if (!deleted) return jsonError(404, 'Job not found');
  return json({ success: true, id: params.id });
}
