// POST /api/jobs/:id/retry against a real PostgreSQL: a new job from a failed job's stored upload,
// under the upload's rules (owner only, one processing job, at least 1 credit).
import { describe, expect, it } from 'vitest';
import * as retryRoute from '../../app/routes/api.jobs.$id.retry.ts';
import { createJob, failJob } from '../../app/models/job.server.ts';
import { readJobFile } from '../../app/models/job-file.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { GRAPHILE_SCHEMA, queueKeyFor } from '../../app/utils/queue.server.ts';
import { citedDocx } from '../helpers/make-docx.ts';
import { DOCUMENT_REFUSED_STEP } from '../../app/lib/job-state.ts';
import { call, signedInUser } from '../helpers/route.ts';

type AnyRoute = Parameters<typeof call>[0];

const retry = (jobId: string, cookie?: string, method = 'POST') =>
  call(retryRoute.action as AnyRoute, `/api/jobs/${jobId}/retry`, { method, cookie, params: { id: jobId }, headers: { 'Sec-Fetch-Mode': 'cors' } });

/** A job that failed in the worker, its upload still stored. */
async function failedJob(userId: string, filename = 'thesis.docx', bytes = citedDocx()) {
  const job = await createJob(getDb(), { userId, filename, bytes, maxAttempts: 3 });
  await failJob(getDb(), job.id, { errorMessage: 'Processing failed: the resolver timed out' });
  return job.id;
}

async function queued(jobId: string): Promise<{ task_identifier: string; max_attempts: number } | undefined> {
  const rows = await getDb().$queryRawUnsafe<{ task_identifier: string; max_attempts: number }[]>(
    `SELECT t.identifier AS task_identifier, j.max_attempts FROM ${GRAPHILE_SCHEMA}._private_jobs j
       JOIN ${GRAPHILE_SCHEMA}._private_tasks t ON t.id = j.task_id WHERE j.key = $1`,
    queueKeyFor(jobId),
  );
  return rows[0];
}

describe('POST /api/jobs/:id/retry', () => {
  it('answers 401 signed out and 405 to anything but POST', async () => {
    const response = await retry('x');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringContaining('Unauthorized') });
    const { cookie } = await signedInUser();
    expect((await call(retryRoute.loader as AnyRoute, '/api/jobs/x/retry', { cookie })).status).toBe(405);
  });

  it("answers 404 for another user's job and for an unknown id, and creates nothing", async () => {
    const owner = await signedInUser();
    const jobId = await failedJob(owner.user.id);
    const other = await signedInUser();
    for (const id of [jobId, 'no-such-job']) {
      const response = await retry(id, other.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Job not found' });
    }
    expect(await getDb().job.count({ where: { userId: { in: [owner.user.id, other.user.id] } } })).toBe(1);
  });

  it('refuses a job whose document itself was refused (it would fail the same way), and creates nothing', async () => {
    const { user, cookie } = await signedInUser();
    const job = await createJob(getDb(), { userId: user.id, filename: 'broken.docx', bytes: citedDocx(), maxAttempts: 3 });
    await failJob(getDb(), job.id, { errorMessage: 'This Word document is damaged or incomplete.', currentStep: DOCUMENT_REFUSED_STEP });
    const response = await retry(job.id, cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/would fail the same way/), title: 'Cannot Retry' });
    expect(await getDb().job.count({ where: { userId: user.id } })).toBe(1);
  });

  it('creates a NEW processing job from the stored upload, same file name, queued; the failed job stays', async () => {
    const { user, cookie } = await signedInUser();
    const bytes = citedDocx();
    const oldId = await failedJob(user.id, 'chapter 3 – draft.docx', bytes);

    const response = await retry(oldId, cookie);
    expect(response.status).toBe(200);
    const { jobId } = (await response.json()) as { jobId: string };
    expect(jobId).not.toBe(oldId);

    const db = getDb();
    const created = await db.job.findUniqueOrThrow({ where: { id: jobId } });
    expect(created).toMatchObject({
      userId: user.id,
      filename: 'chapter 3 – draft.docx',
      status: 'processing',
      progress: 0,
      currentStep: 'Starting document processing...',
      errorMessage: null,
      uploadSize: bytes.byteLength,
    });
    const upload = await db.jobFile.findUniqueOrThrow({ where: { jobId_kind: { jobId, kind: 'upload' } } });
    // Copied in the storage to the new job's own key: deleting either job leaves the other its upload.
    expect((await readJobFile(db, jobId, 'upload'))!.equals(Buffer.from(bytes))).toBe(true);
    expect(upload).toMatchObject({ fileName: 'chapter 3 – draft.docx', size: bytes.byteLength, bytes: null, storageKey: `${user.id}/${jobId}/upload` });
    expect(await queued(jobId)).toEqual({ task_identifier: 'process_document', max_attempts: 3 });

    const old = await db.job.findUniqueOrThrow({ where: { id: oldId } });
    expect(old).toMatchObject({ status: 'failed', errorMessage: 'Processing failed: the resolver timed out' });
    expect(await db.jobFile.count({ where: { jobId: oldId, kind: 'upload' } })).toBe(1);
    // Nothing is charged before the worker counts the citations.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(100);
  });

  it('refuses while another job of the user is processing (409), and only one of two racing retries wins', async () => {
    const { user, cookie } = await signedInUser();
    const first = await failedJob(user.id, 'a.docx');
    const second = await failedJob(user.id, 'b.docx');

    const answers = await Promise.all([retry(first, cookie), retry(second, cookie)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409) as Response;
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining('already being processed'), title: 'Processing in Progress' });
    expect(await getDb().job.count({ where: { userId: user.id, status: 'processing' } })).toBe(1);

    // The running job is not 'failed': retrying it is refused too.
    const running = await getDb().job.findFirstOrThrow({ where: { userId: user.id, status: 'processing' } });
    const again = await retry(running.id, cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Only a failed job can be retried.', title: 'Cannot Retry' });
  });

  it('refuses a completed job, a user without credits (402) and a job whose upload is gone (410)', async () => {
    const db = getDb();
    const { user, cookie } = await signedInUser();
    const completedId = await failedJob(user.id, 'done.docx');
    await db.job.update({ where: { id: completedId }, data: { status: 'completed', errorMessage: null } });
    const completed = await retry(completedId, cookie);
    expect(completed.status).toBe(409);
    expect((await completed.json()).title).toBe('Cannot Retry');

    const jobId = await failedJob(user.id, 'paper.docx');
    await db.user.update({ where: { id: user.id }, data: { credits: 0 } });
    const broke = await retry(jobId, cookie);
    expect(broke.status).toBe(402);
    expect(await broke.json()).toEqual({
      error: 'Insufficient credits: You need at least 1 credit to process a document. Please purchase more credits.',
      title: 'Insufficient Credits',
    });

    await db.user.update({ where: { id: user.id }, data: { credits: 1 } });
    await db.jobFile.delete({ where: { jobId_kind: { jobId, kind: 'upload' } } });
    const gone = await retry(jobId, cookie);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ error: 'The uploaded document of this job is no longer stored. Please upload it again.', title: 'Cannot Retry' });
    expect(await db.job.count({ where: { userId: user.id, status: 'processing' } })).toBe(0);
  });
});
