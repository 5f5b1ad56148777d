// POST /api/jobs/:id/cancel — stops a processing job; it ends 'failed' with a 'cancelled' message and
// its reserved credits are returned.
import type { ActionFunctionArgs } from '@remix-run/node';
import { cancelJobForUser, toJobDto } from '../models/job.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export const loader = () => jsonError(405, 'Use POST to cancel a job.');

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST to cancel a job.');
  const user = await requireApiUser(request);
  const db = getDb();
  const before = await db.job.findFirst({ where: { id: params.id ?? '', userId: user.id }, select: { status: true } });
  if (!before) return jsonError(404, 'Job not found');
  if (before.status !== 'processing') return jsonError(409, 'This job is not processing any more.', { status: before.status });
  const job = await cancelJobForUser(db, user.id, params.id ?? '');
  if (!job) return jsonError(404, 'Job not found');
  if (job.status === 'completed') return jsonError(409, 'The job completed before it could be cancelled.', { job: toJobDto(job) });
  return json({ success: true, message: 'Processing cancelled', job: toJobDto(job) });
}
