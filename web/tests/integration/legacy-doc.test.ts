// A legacy Word 97-2003 .doc upload (ADR 111): the request stores the .doc as it came and queues the
// job, without running LibreOffice; the worker converts it to .docx and repairs that; a .doc LibreOffice
// cannot read ends as a failed job with a person-readable message and nothing charged. Skipped where
// soffice is missing (scripts/test installs it).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as processRoute from '../../app/routes/api.process.ts';
import { readJobFile } from '../../app/models/job-file.server.ts';
import { createJob, INITIAL_STEP } from '../../app/models/job.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { DOC_CONVERSION_FAILED, DOC_NOT_SUPPORTED } from '../../app/utils/doc-convert.server.ts';
import { resetEnv } from '../../app/utils/env.server.ts';
import { queueKeyFor } from '../../app/utils/queue.server.ts';
import { startWorker } from '../../worker/start-worker.ts';
import type { StartedWorker } from '../../worker/start-worker.ts';
import { call, signedInUser } from '../helpers/route.ts';
import { citedDocx, uploadForm } from '../helpers/make-docx.ts';
import { waitFor } from '../helpers/wait.ts';

type AnyRoute = Parameters<typeof call>[0];
const realSoffice = spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).stdout.trim();
const hasSoffice = realSoffice !== '' && spawnSync(realSoffice, ['--version'], { stdio: 'ignore' }).status === 0;

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const ZIP_MAGIC = [0x50, 0x4b]; // "PK": a .docx

describe.skipIf(!hasSoffice)('Uploading a legacy .doc', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cite-repair-doc-test-'));
  // LibreOffice behind a wrapper that notes each run, so the test sees who converted and when.
  const runs = join(dir, 'soffice-runs.log');
  const recordingSoffice = join(dir, 'soffice');
  let doc: Uint8Array;
  let worker: StartedWorker | undefined;

  const db = () => getDb();
  const upload = async (cookie: string, bytes: Uint8Array, name: string) =>
    call(processRoute.action as AnyRoute, '/api/process', { method: 'POST', cookie, body: uploadForm(bytes, name) });
  const conversions = () => (existsSync(runs) ? readFileSync(runs, 'utf8').split('\n').filter(Boolean).length : 0);
  const finished = (jobId: string) =>
    waitFor(
      async () => {
        const job = await db().job.findUnique({ where: { id: jobId } });
        return job && job.status !== 'processing' ? job : null;
      },
      150_000,
      `job ${jobId} to finish`,
    );

  beforeAll(() => {
    // A real .doc, written by LibreOffice from a .docx with numbered citations.
    writeFileSync(join(dir, 'paper.docx'), citedDocx());
    execFileSync(
      realSoffice,
      [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'doc', '--outdir', dir, join(dir, 'paper.docx')],
      {
        env: { ...process.env, HOME: dir },
        stdio: 'ignore',
        timeout: 120_000,
      },
    );
    doc = new Uint8Array(readFileSync(join(dir, 'paper.doc')));
    writeFileSync(recordingSoffice, `#!/bin/sh\necho run >> ${JSON.stringify(runs)}\nexec ${JSON.stringify(realSoffice)} "$@"\n`, { mode: 0o755 });
    process.env.SOFFICE_PATH = recordingSoffice;
    resetEnv();
  }, 150_000);

  afterAll(async () => {
    await worker?.stop();
    delete process.env.SOFFICE_PATH;
    resetEnv();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The worker starts only once the upload tests have looked at the queued jobs untouched. */
  async function runWorker() {
    worker ??= await startWorker({
      db: db(),
      databaseUrl: process.env.DATABASE_URL as string,
      concurrency: 1,
      heartbeatMs: 500,
      deadAfterMs: 10_000,
      pollIntervalMs: 200,
      crontab: '',
      log: () => {},
    });
  }

  let goodJobId = '';
  let brokenJobId = '';
  let brokenUserId = '';
  let creditsBefore = 0;

  it('the upload stores the .doc as it came and queues the job, without converting it', async () => {
    expect([...doc.slice(0, 4)]).toEqual(OLE_MAGIC); // an OLE container, not a zip
    const { cookie } = await signedInUser();
    const response = await upload(cookie, doc, 'paper.doc');
    expect(response.status).toBe(200);
    goodJobId = ((await response.json()) as { jobId: string }).jobId;

    expect(conversions()).toBe(0); // LibreOffice never ran in the request
    const stored = new Uint8Array((await readJobFile(db(), goodJobId, 'upload')) ?? []);
    expect([...stored.slice(0, 4)]).toEqual(OLE_MAGIC);
    expect(stored.byteLength).toBe(doc.byteLength);
    const file = await db().jobFile.findUniqueOrThrow({ where: { jobId_kind: { jobId: goodJobId, kind: 'upload' } } });
    expect(file).toMatchObject({ fileName: 'paper.doc', contentType: 'application/msword' });
    const job = await db().job.findUniqueOrThrow({ where: { id: goodJobId } });
    expect(job).toMatchObject({ filename: 'paper.doc', status: 'processing', currentStep: INITIAL_STEP, uploadSize: doc.byteLength });
    const queued = await db().$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE key = $1`,
      queueKeyFor(goodJobId),
    );
    expect(queued[0]?.n).toBe(1);
  });

  it('a .doc LibreOffice cannot read is accepted at upload too: only the worker finds out', async () => {
    const { user, cookie } = await signedInUser();
    brokenUserId = user.id;
    creditsBefore = user.credits;
    // The first 2,000 bytes of a real .doc: an OLE header whose streams are cut off.
    const response = await upload(cookie, doc.slice(0, 2000), 'broken.doc');
    expect(response.status).toBe(200);
    brokenJobId = ((await response.json()) as { jobId: string }).jobId;
    expect(conversions()).toBe(0);
  });

  it('the worker converts the .doc and the job completes with .docx outputs', async () => {
    await runWorker();
    const job = await finished(goodJobId);
    expect(job.errorMessage).toBeNull();
    expect(job.status).toBe('completed');
    expect(job.citationsFound).toBeGreaterThan(0);
    expect(conversions()).toBeGreaterThanOrEqual(1);
    const output = await db().jobFile.findUniqueOrThrow({ where: { jobId_kind: { jobId: goodJobId, kind: 'document' } } });
    expect(output.fileName).toBe('paper.repaired.docx');
    const bytes = new Uint8Array((await readJobFile(db(), goodJobId, 'document')) ?? []);
    expect([...bytes.slice(0, 2)]).toEqual(ZIP_MAGIC);
    const zip = await db().jobFile.findUniqueOrThrow({ where: { jobId_kind: { jobId: goodJobId, kind: 'zip' } } });
    expect(zip.fileName).toBe('paper.citations.zip');
  }, 180_000);

  it('a .doc that cannot be converted fails its job with the message, and nothing is charged', async () => {
    await runWorker();
    const job = await finished(brokenJobId);
    expect(job).toMatchObject({ status: 'failed', errorMessage: DOC_CONVERSION_FAILED, creditsUsed: 0 });
    // Failed once, not retried: the same file fails the same way on every attempt.
    expect(job.attempts).toBe(1);
    const user = await db().user.findUniqueOrThrow({ where: { id: brokenUserId } });
    expect(user.credits).toBe(creditsBefore);
    const ledger = await db().creditTransaction.findMany({ where: { jobId: brokenJobId } });
    expect(ledger.reduce((sum, t) => sum + t.amount, 0)).toBe(0);
  }, 180_000);

  it('a worker without LibreOffice fails the job with the message the upload would have given', async () => {
    await runWorker();
    const { user } = await signedInUser();
    process.env.SOFFICE_PATH = join(dir, 'no-such-soffice');
    resetEnv();
    try {
      // Queued as the request would (it had LibreOffice); the worker's machine has none.
      const job = await createJob(db(), { userId: user.id, filename: 'paper.doc', bytes: doc, format: 'doc', maxAttempts: 3 });
      expect(await finished(job.id)).toMatchObject({ status: 'failed', errorMessage: DOC_NOT_SUPPORTED, attempts: 1 });
    } finally {
      process.env.SOFFICE_PATH = recordingSoffice;
      resetEnv();
    }
  }, 60_000);

  it('is refused up front, with the same message as before, where the server has no LibreOffice', async () => {
    process.env.SOFFICE_PATH = join(dir, 'no-such-soffice');
    resetEnv();
    try {
      const { cookie } = await signedInUser();
      const response = await upload(cookie, doc, 'paper.doc');
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ message: DOC_NOT_SUPPORTED });
    } finally {
      process.env.SOFFICE_PATH = recordingSoffice;
      resetEnv();
    }
  });
});
