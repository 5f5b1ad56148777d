// GET /api/jobs/:id — one of the user's jobs with its processing logs; DELETE removes it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { deleteJobForUser, getJobForUser, toJobDto } from '../models/job.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const job = await getJobForUser(getDb(), user.id, params.id ?? '');
  if (!job) return jsonError(404, 'Job not found');
  return json(toJobDto(job, { includeLogs: true }));
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return jsonError(405, 'Use DELETE to remove a job.');
  const user = await requireApiUser(request);
  const deleted = await deleteJobForUser(getDb(), user.id, params.id ?? '');
  if (!deleted) return jsonError(404, 'Job not found');
  return json({ success: true, id: params.id });
}
