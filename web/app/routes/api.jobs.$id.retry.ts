// POST /api/jobs/:id/retry — 'Retry Processing' of a failed job: a new job from the stored upload
// (same file name), queued under the upload's rules. Answers { jobId } of the new job; refusals are
// JSON { error, title } like the upload's.
import type { ActionFunctionArgs } from '@remix-run/node';
import { JobAlreadyProcessingError, JobRetryError, retryJobForUser } from '../models/job.server.ts';
import type { RetryRefusal } from '../models/job.server.ts';
import { requireApiUser } from '../utils/auth.server.ts';
import { getDb } from '../utils/db.server.ts';
import { getEnv } from '../utils/env.server.ts';
import { json, jsonError } from '../utils/http.server.ts';

export const loader = () => jsonError(405, 'Use POST to retry a failed job.');

const REFUSALS: Record<RetryRefusal, { status: number; title: string }> = {
  'not-found': { status: 404, title: 'Job not found' },
  'not-failed': { status: 409, title: 'Cannot Retry' },
  'document-refused': { status: 409, title: 'Cannot Retry' },
  'upload-missing': { status: 410, title: 'Cannot Retry' },
  'insufficient-credits': { status: 402, title: 'Insufficient Credits' },
};

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return jsonError(405, 'Use POST to retry a failed job.');
  const user = await requireApiUser(request);
  try {
    const job = await retryJobForUser(getDb(), { userId: user.id, jobId: params.id ?? '', maxAttempts: getEnv().JOB_MAX_ATTEMPTS });
    return json({ jobId: job.id });
  } catch (error) {
    if (error instanceof JobRetryError) {
      const { status, title } = REFUSALS[error.reason];
      return jsonError(status, error.message, error.reason === 'not-found' ? {} : { title });
    }
    if (error instanceof JobAlreadyProcessingError) return jsonError(409, error.message, { title: 'Processing in Progress' });
    throw error;
  }
}
