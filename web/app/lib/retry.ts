// 'Retry Processing' (POST /api/jobs/:id/retry): a new job from a failed job's stored upload. The
// refusals become the same kind of toast as an upload's (title from the server, credits wording of
// spec §8).
import { ApiError, sendJson } from './api.ts';
import type { ApiRequestOptions } from './api.ts';
import { INSUFFICIENT_CREDITS_MESSAGE } from './upload.ts';

export async function retryJob(jobId: string, options: ApiRequestOptions = {}): Promise<{ jobId: string }> {
  const body = await sendJson<{ jobId?: unknown }>('POST', `/api/jobs/${encodeURIComponent(jobId)}/retry`, undefined, options);
  if (typeof body.jobId !== 'string' || body.jobId === '') throw new Error('The server did not return a job id');
  return { jobId: body.jobId };
}

export interface RetryErrorReport {
  title: string;
  description: string;
}

export function describeRetryError(error: unknown): RetryErrorReport {
  if (error instanceof ApiError) {
    if (error.status === 401) return { title: 'Please sign in again', description: 'Your session has ended. Sign in and retry the document.' };
    if (error.status === 402) return { title: 'Insufficient Credits', description: INSUFFICIENT_CREDITS_MESSAGE };
    if (error.status === 404) return { title: 'Job not found', description: 'This job no longer exists. Please upload the document again.' };
    let title: string | undefined;
    try {
      const body = JSON.parse(error.bodyText) as { title?: unknown };
      if (typeof body.title === 'string' && body.title) title = body.title;
    } catch {}
    return { title: title ?? 'Retry failed', description: error.serverMessage };
  }
  const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
  return { title: 'Retry failed', description: `The server could not be reached${detail}. Please try again.` };
}
