// Files out of the database, with a retention policy (issue 13 item 4, ADR 104), end to end through the
// filesystem backend: an upload through POST /api/process, the real worker, downloads, then the
// expire_files task run by the worker from its queue, after which the files are gone and downloads
// answer 410 while the job and its report stay.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCrontab } from 'graphile-worker';
import * as processRoute from '../../app/routes/api.process.ts';
import * as jobRoute from '../../app/routes/api.jobs.$id.ts';
import * as downloadVariant from '../../app/routes/api.download.$jobId.$variant.ts';
import type { JobDto } from '../../app/models/job.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import type { StartedWorker } from '../../worker/start-worker.ts';
import { EXPIRE_FILES, EXPIRE_FILES_CRONTAB } from '../../worker/tasks/expire_files.ts';
import { fakeProcessor } from '../helpers/fake-processor.ts';
import { citedDocx, uploadForm } from '../helpers/make-docx.ts';
import { call, signedInUser } from '../helpers/route.ts';
import { startTestWorker } from '../helpers/test-worker.ts';
import { waitFor } from '../helpers/wait.ts';

type AnyRoute = Parameters<typeof call>[0];
const DAY = 86_400_000;

let worker: StartedWorker;

beforeAll(async () => {
  worker = await startTestWorker({
    processor: fakeProcessor({ uniqueReferences: 3, bibtexEntries: 3 }),
    // The hourly schedule is not waited for: the test queues the task itself.
    crontab: '',
  });
});

afterAll(async () => {
  await worker?.stop();
});

const filesDir = () => path.join(process.env.DATA_DIR as string, 'files');

async function uploadAndFinish(cookie: string): Promise<string> {
  const response = await call(processRoute.action as AnyRoute, '/api/process', { method: 'POST', cookie, body: uploadForm(citedDocx(), 'paper.docx') });
  expect(response.status).toBe(200);
  const { jobId } = (await response.json()) as { jobId: string };
  await waitFor(async () => (await getDb().job.findUniqueOrThrow({ where: { id: jobId } })).status === 'completed', 15_000, 'the job to complete');
  return jobId;
}

const download = (cookie: string, jobId: string, variant: string) => call(downloadVariant.loader as AnyRoute, '/x', { cookie, params: { jobId, variant } });
const jobDto = async (cookie: string, jobId: string) =>
  (await (await call(jobRoute.loader as AnyRoute, '/x', { cookie, params: { id: jobId } })).json()) as JobDto;

async function runExpireFiles(): Promise<void> {
  await getDb().$executeRawUnsafe(
    `SELECT graphile_worker.add_job($1::text, '{}'::json, job_key => 'expire-files-test', job_key_mode => 'replace')`,
    EXPIRE_FILES,
  );
  await waitFor(
    async () =>
      (await getDb().$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE key = 'expire-files-test'`))[0]?.n ===
      0,
    15_000,
    'expire_files to run',
  );
}

describe('Files in the storage, kept for OUTPUT_RETENTION_DAYS', () => {
  it('upload → worker → download through DATA_DIR/files; nothing of the files in PostgreSQL', async () => {
    const { user, cookie } = await signedInUser();
    const jobId = await uploadAndFinish(cookie);
    const files = await getDb().jobFile.findMany({ where: { jobId }, orderBy: { kind: 'asc' } });
    expect(files.map((f) => [f.kind, f.storageKey, f.bytes])).toEqual(
      ['bibtex', 'csljson', 'document', 'ris', 'upload', 'zip']
        .filter((k) => files.some((f) => f.kind === k))
        .map((k) => [k, `${user.id}/${jobId}/${k}`, null]),
    );
    expect(files.map((f) => f.kind)).toEqual(expect.arrayContaining(['bibtex', 'document', 'upload', 'zip']));
    expect(fs.readdirSync(path.join(filesDir(), user.id, jobId)).sort()).toEqual(files.map((f) => f.kind).sort());
    expect(fs.readFileSync(path.join(filesDir(), user.id, jobId, 'upload')).equals(Buffer.from(citedDocx()))).toBe(true);

    const bib = await download(cookie, jobId, 'bibtex');
    expect(bib.status).toBe(200);
    expect(bib.headers.get('Content-Disposition')).toContain('paper.bib');
    const text = await bib.text();
    expect(text).toContain('@article{smith2020');
    expect(bib.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));
    expect(await (await download(cookie, jobId, 'document')).text()).toBe('docx-bytes');

    // Kept 30 days from completion, and the results screen is told so.
    const job = await getDb().job.findUniqueOrThrow({ where: { id: jobId } });
    expect(job.filesExpireAt!.getTime() - job.completedAt!.getTime()).toBe(30 * DAY);
    for (const f of files.filter((f) => f.kind !== 'upload')) expect(f.expiresAt).toEqual(job.filesExpireAt);
    expect(await jobDto(cookie, jobId)).toMatchObject({ filesAvailableUntil: job.filesExpireAt!.toISOString(), filesDeletedAt: null, filesKeptDays: 30 });
  });

  it('the expire_files task deletes expired files and marks them; downloads then answer 410; the job and its report stay', async () => {
    const { user, cookie } = await signedInUser();
    const jobId = await uploadAndFinish(cookie);
    const keep = await uploadAndFinishForOther();
    const db = getDb();
    const job = await db.job.findUniqueOrThrow({ where: { id: jobId } });
    // 30 days later.
    const past = new Date(Date.now() - 1000);
    await db.job.update({ where: { id: jobId }, data: { filesExpireAt: past, completedAt: new Date(past.getTime() - 30 * DAY) } });
    await db.jobFile.updateMany({ where: { jobId }, data: { expiresAt: past } });

    await runExpireFiles();

    expect(fs.existsSync(path.join(filesDir(), user.id, jobId)) ? fs.readdirSync(path.join(filesDir(), user.id, jobId)) : []).toEqual([]);
    const files = await db.jobFile.findMany({ where: { jobId } });
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) expect(f.expiredAt).not.toBeNull();
    const after = await db.job.findUniqueOrThrow({ where: { id: jobId } });
    expect(after).toMatchObject({ status: 'completed', bibtexEntries: 3, report: job.report });
    expect(after.filesExpiredAt).not.toBeNull();

    const gone = await download(cookie, jobId, 'bibtex');
    expect(gone.status).toBe(410);
    const body = (await gone.json()) as { error: string; title: string };
    expect(body.title).toBe('Files deleted');
    expect(body.error).toMatch(/^The files of this job were deleted on .+, 30 days after it completed/);
    expect(await jobDto(cookie, jobId)).toMatchObject({ filesDeletedAt: after.filesExpiredAt!.toISOString(), filesKeptDays: 30, bibtexEntries: 3 });

    // Another job, not yet due, keeps everything.
    expect((await download(keep.cookie, keep.jobId, 'bibtex')).status).toBe(200);
    expect(fs.readdirSync(path.join(filesDir(), keep.userId, keep.jobId)).length).toBeGreaterThanOrEqual(4);
  });

  it('a file past its expiry is not served even before the task has run', async () => {
    const { cookie } = await signedInUser();
    const jobId = await uploadAndFinish(cookie);
    await getDb().jobFile.update({ where: { jobId_kind: { jobId, kind: 'zip' } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await download(cookie, jobId, 'zip')).status).toBe(410);
    expect((await download(cookie, jobId, 'bibtex')).status).toBe(200);
  });

  it('rows from before the storage keep being served from their bytes, and expire the same way', async () => {
    const { user, cookie } = await signedInUser();
    const jobId = await uploadAndFinish(cookie);
    const db = getDb();
    // As the migration left an old job: bytes in the row, no storage key.
    await db.jobFile
      .update({ where: { jobId_kind: { jobId, kind: 'ris' } }, data: { storageKey: null, bytes: new Uint8Array(Buffer.from('TY  - OLD\n')), size: 10 } })
      .catch(async () => {
        await db.jobFile.create({
          data: {
            jobId,
            kind: 'ris',
            fileName: 'paper.ris',
            contentType: 'text/plain',
            size: 10,
            bytes: new Uint8Array(Buffer.from('TY  - OLD\n')),
            expiresAt: new Date(Date.now() + DAY),
          },
        });
      });
    const old = await download(cookie, jobId, 'ris');
    expect(old.status).toBe(200);
    expect(await old.text()).toBe('TY  - OLD\n');

    await db.jobFile.update({ where: { jobId_kind: { jobId, kind: 'ris' } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await runExpireFiles();
    const row = await db.jobFile.findUniqueOrThrow({ where: { jobId_kind: { jobId, kind: 'ris' } } });
    expect(row.bytes).toBeNull();
    expect(row.expiredAt).not.toBeNull();
    expect((await download(cookie, jobId, 'ris')).status).toBe(410);
    // The job's other files are not due: kept, and still served.
    expect((await download(cookie, jobId, 'bibtex')).status).toBe(200);
    expect(fs.existsSync(path.join(filesDir(), user.id, jobId, 'bibtex'))).toBe(true);
  });

  it('deleting a job removes its stored files', async () => {
    const { user, cookie } = await signedInUser();
    const jobId = await uploadAndFinish(cookie);
    expect(fs.existsSync(path.join(filesDir(), user.id, jobId))).toBe(true);
    const response = await call(jobRoute.action as AnyRoute, `/api/jobs/${jobId}`, { method: 'DELETE', cookie, params: { id: jobId } });
    expect(response.status).toBe(200);
    expect(fs.existsSync(path.join(filesDir(), user.id, jobId))).toBe(false);
  });

  it('the worker schedules expire_files every hour (Graphile crontab)', () => {
    expect(parseCrontab(EXPIRE_FILES_CRONTAB)).toEqual([expect.objectContaining({ task: EXPIRE_FILES, identifier: EXPIRE_FILES })]);
  });
});

async function uploadAndFinishForOther() {
  const { user, cookie } = await signedInUser();
  const jobId = await uploadAndFinish(cookie);
  return { userId: user.id, cookie, jobId };
}
