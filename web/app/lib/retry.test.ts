import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import type { FetchLike } from './api.ts';
import { describeRetryError, retryJob } from './retry.ts';

function answer(status: number, body: unknown): FetchLike & { calls: [string, RequestInit | undefined][] } {
  const calls: [string, RequestInit | undefined][] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return new Response(JSON.stringify(body), { status });
  });
  return Object.assign(fn, { calls });
}

async function refusal(status: number, body: unknown): Promise<unknown> {
  return retryJob('job-1', { fetch: answer(status, body) }).catch((e: unknown) => e);
}

describe('retryJob', () => {
  it('POSTs to /api/jobs/:id/retry with credentials and returns the new job id', async () => {
    const f = answer(200, { jobId: 'new-job' });
    expect(await retryJob('old job/1', { fetch: f })).toEqual({ jobId: 'new-job' });
    expect(f.calls[0]?.[0]).toBe('/api/jobs/old%20job%2F1/retry');
    expect(f.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('refuses an answer without a job id', async () => {
    await expect(retryJob('x', { fetch: answer(200, {}) })).rejects.toThrow('did not return a job id');
  });
});

describe('describeRetryError', () => {
  it('uses the title and error the server sent', async () => {
    const busy = await refusal(409, { error: 'A document is already being processed.', title: 'Processing in Progress' });
    expect(describeRetryError(busy)).toEqual({ title: 'Processing in Progress', description: 'A document is already being processed.' });
    const gone = await refusal(410, { error: 'The uploaded document of this job is no longer stored. Please upload it again.', title: 'Cannot Retry' });
    expect(describeRetryError(gone)).toEqual({
      title: 'Cannot Retry',
      description: 'The uploaded document of this job is no longer stored. Please upload it again.',
    });
  });

  it('words credits, sign-in and missing jobs as the other screens do', async () => {
    expect(describeRetryError(await refusal(402, { error: 'Insufficient credits: …', title: 'Insufficient Credits' }))).toEqual({
      title: 'Insufficient Credits',
      description: "You don't have enough credits to process this document. Please purchase more credits to continue.",
    });
    expect(describeRetryError(await refusal(401, { error: 'Unauthorized: please sign in' })).title).toBe('Please sign in again');
    expect(describeRetryError(await refusal(404, { error: 'Job not found' })).title).toBe('Job not found');
  });

  it('falls back to a generic title, and explains a network failure', () => {
    expect(describeRetryError(new ApiError(500, 'boom', 'Internal Server Error'))).toEqual({ title: 'Retry failed', description: 'boom' });
    expect(describeRetryError(new TypeError('Failed to fetch'))).toEqual({
      title: 'Retry failed',
      description: 'The server could not be reached (Failed to fetch). Please try again.',
    });
  });
});
