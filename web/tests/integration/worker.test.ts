// The process_document task in a real Graphile Worker on a real PostgreSQL, with a fake processor.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocxReadError, UnsupportedDocumentError } from '@cite-repair/citation-core';
import type { RepairOptions } from '@cite-repair/citation-core';
import * as cancelRoute from '../../app/routes/api.jobs.$id.cancel.ts';
import { createJob, toJobDto } from '../../app/models/job.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { notifyJobCompleted } from '../../app/utils/email.server.ts';
import { queueKeyFor } from '../../app/utils/queue.server.ts';
import type { StartedWorker } from '../../worker/start-worker.ts';
import type { Processor } from '../../worker/processor.ts';
import { fakeProcessor, fakeResult } from '../helpers/fake-processor.ts';
import { UNCHECKED_MESSAGE } from '@cite-repair/citation-core';
import { citedDocx } from '../helpers/make-docx.ts';
import { call, signedInUser } from '../helpers/route.ts';
import { startTestWorker } from '../helpers/test-worker.ts';
import { waitFor } from '../helpers/wait.ts';
import { UNREADABLE_DOCUMENT } from '../../worker/unreadable-document.ts';

let current: Processor = fakeProcessor();
let worker: StartedWorker;

beforeAll(async () => {
  const db = getDb();
  worker = await startTestWorker({
    db,
    concurrency: 2,
    cancelPollMs: 200,
    processor: (bytes, options) => current(bytes, options),
    notifyCompleted: async (jobId) => {
      await notifyJobCompleted(db, jobId);
    },
  });
});

afterAll(async () => {
  await worker?.stop();
});

async function submit(userId: string, maxAttempts = 3) {
  const job = await createJob(getDb(), { userId, filename: 'paper.docx', bytes: citedDocx(), maxAttempts });
  return job.id;
}

async function finished(jobId: string, timeoutMs = 15_000) {
  return waitFor(
    async () => {
      const job = await getDb().job.findUnique({ where: { id: jobId } });
      return job && job.status !== 'processing' ? job : null;
    },
    timeoutMs,
    `job ${jobId} to finish`,
  );
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const balance = async (userId: string) => (await getDb().user.findUniqueOrThrow({ where: { id: userId } })).credits;
const ledger = async (jobId: string) =>
  (await getDb().creditTransaction.findMany({ where: { jobId }, orderBy: { createdAt: 'asc' } })).map((t) => [t.kind, t.amount]);

describe('process_document', () => {
  it('completes a job: counters, logs, outputs, credits settled at max(1, bibtexEntries), e-mail', async () => {
    const { user } = await signedInUser();
    current = fakeProcessor({ uniqueReferences: 5, bibtexEntries: 4 });
    const jobId = await submit(user.id);
    const job = await finished(jobId);
    expect(job).toMatchObject({
      status: 'completed',
      progress: 100,
      citationsFound: 5,
      uniqueReferences: 5,
      bibtexEntries: 4,
      orphanedReferences: 1,
      creditsUsed: 4,
      errorMessage: null,
      attempts: 1,
    });
    expect(job.processingLogs).toEqual([expect.objectContaining({ citation: '[1]', status: 'success', strategy: 'crossref' })]);
    const files = await getDb().jobFile.findMany({ where: { jobId }, orderBy: { kind: 'asc' } });
    expect(files.map((f) => [f.kind, f.fileName])).toEqual([
      ['bibtex', 'paper.bib'],
      ['document', 'paper.repaired.docx'],
      ['upload', 'paper.docx'],
      ['zip', 'paper.citations.zip'],
    ]);
    expect(await balance(user.id)).toBe(96);
    expect(await ledger(jobId)).toEqual([
      ['reserve', -5],
      ['settle', 1],
    ]);
    const outbox = path.join(process.env.DATA_DIR as string, 'outbox');
    const mail = await waitFor(
      () => fs.existsSync(outbox) && fs.readdirSync(outbox).find((f) => f.endsWith('.eml') && f.includes(user.email.replace(/[^a-zA-Z0-9@._-]/g, '_'))),
      5000,
      'the e-mail',
    );
    const eml = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, mail), 'utf8'));
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toContain(`/results?jobId=${jobId}`);
    // The queue entry is gone once the task succeeded (Graphile removes it just after the task returns).
    await waitFor(
      async () => ((await getDb().$queryRawUnsafe(`SELECT 1 FROM graphile_worker._private_jobs WHERE key = $1`, queueKeyFor(jobId))) as unknown[]).length === 0,
      10_000,
      'the queue entry to go',
    );
  });

  it('charges 1 credit when no BibTeX entry came out', async () => {
    const { user } = await signedInUser();
    current = fakeProcessor({ uniqueReferences: 2, bibtexEntries: 0 });
    const job = await finished(await submit(user.id));
    expect(job).toMatchObject({ status: 'completed', creditsUsed: 1 });
    expect(await balance(user.id)).toBe(99);
  });

  it('does not charge for references whose lookups failed (services down), and says how many in the job', async () => {
    const { user } = await signedInUser();
    const base = fakeProcessor({ uniqueReferences: 4, bibtexEntries: 4 });
    const result = fakeResult(4);
    const ref = (status: string, message: string) =>
      ({ ...({} as (typeof result.report.references)[number]), status, message }) as (typeof result.report.references)[number];
    result.report.references = [
      ref('verified', 'Found on Crossref'),
      ref('not-found', 'No trustworthy match found (possibly fabricated): nothing agreed with the reference'),
      ref('unverified', `${UNCHECKED_MESSAGE}\ncrossref unavailable: crossref could not be reached: ENOTFOUND`),
      ref('unverified', `${UNCHECKED_MESSAGE}\ncrossref unavailable: crossref could not be reached: ENOTFOUND`),
    ];
    current = async (bytes, options) => {
      await base(bytes, options);
      return result;
    };
    const jobId = await submit(user.id);
    const job = await finished(jobId);
    expect(job).toMatchObject({ status: 'completed', bibtexEntries: 4, creditsUsed: 2 });
    expect(await balance(user.id)).toBe(98);
    expect(await ledger(jobId)).toEqual([
      ['reserve', -4],
      ['settle', 2],
    ]);
    const settle = await getDb().creditTransaction.findFirstOrThrow({ where: { jobId, kind: 'settle' } });
    expect(settle.description).toBe('Processing "paper.docx": returned for 2 references that could not be checked');
    expect(toJobDto(job, { includeLogs: true }).uncheckedReferences).toBe(2);
  });

  it('a job where no reference could be checked costs nothing', async () => {
    const { user } = await signedInUser();
    const base = fakeProcessor({ uniqueReferences: 2, bibtexEntries: 2 });
    const result = fakeResult(2);
    result.report.references = [0, 1].map(
      () => ({ status: 'unverified', message: `${UNCHECKED_MESSAGE}\nENOTFOUND` }) as unknown as (typeof result.report.references)[number],
    );
    current = async (bytes, options) => {
      await base(bytes, options);
      return result;
    };
    const job = await finished(await submit(user.id));
    expect(job).toMatchObject({ status: 'completed', creditsUsed: 0 });
    expect(await balance(user.id)).toBe(100);
  });

  it('a document without numbered citations completes as "not supported" and costs nothing', async () => {
    const { user } = await signedInUser();
    current = async () => {
      throw new UnsupportedDocumentError('NO_CITATIONS', 'Document Format Not Supported: no numbered citations were found.');
    };
    const jobId = await submit(user.id);
    const job = await finished(jobId);
    expect(job).toMatchObject({ status: 'completed', unsupportedFormat: true, citationsFound: 0, bibtexEntries: 0, creditsUsed: 0 });
    expect(await balance(user.id)).toBe(100);
    expect(await ledger(jobId)).toEqual([]);
  });

  it('a document repaired before (ALREADY_CITED) is "not supported" too, costs nothing, and keeps its reason for the page', async () => {
    const { user } = await signedInUser();
    const reason =
      'Nothing to repair: this document already has 12 live Zotero citations and no numbered citations. Update them in Word with Zotero → Refresh.';
    current = async () => {
      throw new UnsupportedDocumentError('ALREADY_CITED', reason);
    };
    const jobId = await submit(user.id);
    const job = await finished(jobId);
    expect(job).toMatchObject({ status: 'completed', unsupportedFormat: true, citationsFound: 0, creditsUsed: 0 });
    expect(await balance(user.id)).toBe(100);
    const row = await getDb().job.findUniqueOrThrow({ where: { id: jobId } });
    expect(toJobDto(row, { includeLogs: true })).toMatchObject({ unsupportedReason: reason, unsupportedCode: 'ALREADY_CITED' });
    expect(toJobDto(row).unsupportedReason).toBeUndefined();
  });

  it('fails with "Insufficient credits" and charges nothing when the balance is short', async () => {
    const { user } = await signedInUser({ credits: 2 });
    current = fakeProcessor({ uniqueReferences: 5 });
    const jobId = await submit(user.id);
    const job = await finished(jobId);
    expect(job.status).toBe('failed');
    expect(job.errorMessage).toBe('Insufficient credits: this document needs 5 credits but your balance is 2.');
    expect(await balance(user.id)).toBe(2);
    expect(await ledger(jobId)).toEqual([]);
  });

  it('a document error fails at once with its message (no retry) and refunds', async () => {
    const { user } = await signedInUser();
    current = fakeProcessor({ uniqueReferences: 3, fail: () => new DocxReadError('CORRUPT_ZIP', 'The file is damaged: it is not a readable Word document.') });
    const jobId = await submit(user.id);
    const job = await finished(jobId);
    // Marked as refused for the file itself: no 'Retry Processing' for it (job-state.ts).
    expect(job).toMatchObject({
      status: 'failed',
      errorMessage: 'The file is damaged: it is not a readable Word document.',
      attempts: 1,
      currentStep: 'Document refused',
    });
    expect(await balance(user.id)).toBe(100);
    expect(await ledger(jobId)).toEqual([
      ['reserve', -3],
      ['refund', 3],
    ]);
  });

  it('a document that cannot be read (a stack overflow, say) fails at once, plainly, and refunds', async () => {
    const { user } = await signedInUser();
    let calls = 0;
    const failing = fakeProcessor({ uniqueReferences: 3, fail: () => new RangeError('Maximum call stack size exceeded') });
    current = (bytes: Uint8Array, options: RepairOptions) => {
      calls += 1;
      return failing(bytes, options);
    };
    const jobId = await submit(user.id, 3);
    const job = await finished(jobId);
    expect(calls).toBe(1);
    expect(job).toMatchObject({ status: 'failed', errorMessage: UNREADABLE_DOCUMENT, attempts: 1, currentStep: 'Document refused' });
    expect(await balance(user.id)).toBe(100);
    expect(await ledger(jobId)).toEqual([
      ['reserve', -3],
      ['refund', 3],
    ]);
  });

  it('a transient error is retried; after the last attempt the job fails and the credits come back', async () => {
    const { user } = await signedInUser();
    let calls = 0;
    const failing = fakeProcessor({ uniqueReferences: 3, fail: () => new Error('Crossref is down') });
    current = (bytes: Uint8Array, options: RepairOptions) => {
      calls += 1;
      return failing(bytes, options);
    };
    const jobId = await submit(user.id, 2);
    const job = await finished(jobId, 20_000);
    expect(calls).toBe(2);
    expect(job).toMatchObject({ status: 'failed', errorMessage: 'Processing failed: Crossref is down', attempts: 2 });
    expect(await balance(user.id)).toBe(100);
    // Reserved once for both attempts, refunded once.
    expect(await ledger(jobId)).toEqual([
      ['reserve', -3],
      ['refund', 3],
    ]);
  });

  it('cancel stops the running pipeline within seconds; the job ends failed "cancelled" and is refunded', async () => {
    const { user, cookie } = await signedInUser();
    const processor = fakeProcessor({ uniqueReferences: 4, lookupMs: 60_000 });
    current = processor;
    const jobId = await submit(user.id);
    await waitFor(async () => (await ledger(jobId)).length === 1, 10_000, 'the reservation');
    expect(await balance(user.id)).toBe(96);
    // The count is kept as soon as the core has it, so the jobs list shows it while the job runs.
    await waitFor(async () => (await getDb().job.findUnique({ where: { id: jobId } }))?.citationsFound === 4, 5000, 'the citations counted');
    const started = Date.now();
    const response = await call(cancelRoute.action as Parameters<typeof call>[0], `/api/jobs/${jobId}/cancel`, {
      method: 'POST',
      cookie,
      params: { id: jobId },
    });
    expect(response.status).toBe(200);
    await waitFor(() => processor.signals[0]?.aborted, 5000, 'the pipeline to be aborted');
    expect(Date.now() - started).toBeLessThan(3000);
    const job = await finished(jobId);
    expect(job.status).toBe('failed');
    expect(job.errorMessage).toContain('cancelled');
    // What was found before the cancel stays with the job (the jobs list shows it).
    expect(job).toMatchObject({ citationsFound: 4, uniqueReferences: 4 });
    expect(await balance(user.id)).toBe(100);
    await waitFor(
      async () => (await getDb().$queryRawUnsafe<unknown[]>(`SELECT 1 FROM graphile_worker._private_jobs WHERE key = $1`, queueKeyFor(jobId))).length === 0,
      5000,
      'the queue entry to be done',
    );
  });
});
