// GET /api/jobs/:id/report — the full citation-core report of one of the user's completed jobs: the
// same JSON the local CLI prints with --json (the remote CLI prints it from here).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getJobForUser } from '../models/job.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const job = await getJobForUser(getDb(), user.id, params.id ?? '');
  if (!job) return jsonError(404, 'Job not found');
  if (job.status !== 'completed' || !job.report) return jsonError(409, 'The job has no report yet', { status: job.status });
  return json(job.report);
}
