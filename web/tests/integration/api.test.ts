// The /api routes for users, called as Remix calls them, against a real PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import * as authUser from '../../app/routes/api.auth.user.ts';
import * as processRoute from '../../app/routes/api.process.ts';
import * as jobRoute from '../../app/routes/api.jobs.$id.ts';
import * as cancelRoute from '../../app/routes/api.jobs.$id.cancel.ts';
import * as userJobs from '../../app/routes/api.user.jobs.ts';
import * as userCredits from '../../app/routes/api.user.credits.ts';
import * as pageContent from '../../app/routes/api.page-content.$pageKey.ts';
import * as download from '../../app/routes/api.download.$jobId.ts';
import * as downloadVariant from '../../app/routes/api.download.$jobId.$variant.ts';
import { reserveJobCredits } from '../../app/models/credit.server.ts';
import { completeJob, failJob } from '../../app/models/job.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { readJobFile } from '../../app/models/job-file.server.ts';
import { resetEnv } from '../../app/utils/env.server.ts';
import { queueKeyFor } from '../../app/utils/queue.server.ts';
import { call, signedInUser } from '../helpers/route.ts';
import { citedDocx, uploadForm } from '../helpers/make-docx.ts';

type AnyRoute = Parameters<typeof call>[0];

async function upload(cookie: string, bytes: Uint8Array, filename: string) {
  return call(processRoute.action as AnyRoute, '/api/process', { method: 'POST', cookie, body: uploadForm(bytes, filename) });
}

async function uploadOk(cookie: string): Promise<string> {
  const response = await upload(cookie, citedDocx(), 'paper.docx');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { jobId: string };
  return body.jobId;
}

beforeAll(() => {
  process.env.SOFFICE_PATH = '/nonexistent/soffice';
  resetEnv();
});

/** The counters of a finished job that found and checked two references. */
const TWO_REFERENCES_DONE = {
  citationsFound: 2,
  uniqueReferences: 2,
  bibtexEntries: 2,
  orphanedReferences: 0,
  duplicateRefsRemoved: 0,
  totalBibliographyEntries: 2,
  successfulLookups: 2,
  metadataFoundPercentage: 100,
};
describe('Signed-out callers', () => {
  const cases: [string, AnyRoute, string, string?][] = [
    ['GET /api/auth/user', authUser.loader as AnyRoute, '/api/auth/user'],
    ['POST /api/process', processRoute.action as AnyRoute, '/api/process', 'POST'],
    ['GET /api/jobs/:id', jobRoute.loader as AnyRoute, '/api/jobs/x'],
    ['DELETE /api/jobs/:id', jobRoute.action as AnyRoute, '/api/jobs/x', 'DELETE'],
    ['POST /api/jobs/:id/cancel', cancelRoute.action as AnyRoute, '/api/jobs/x/cancel', 'POST'],
    ['GET /api/user/jobs', userJobs.loader as AnyRoute, '/api/user/jobs'],
    ['GET /api/user/credits', userCredits.loader as AnyRoute, '/api/user/credits'],
    ['GET /api/download/:jobId (fetch)', download.loader as AnyRoute, '/api/download/x'],
  ];
  it.each(cases)('%s answers 401 with a JSON error', async (_name, fn, url, method) => {
    const response = await call(fn, url, { method, params: { id: 'x', jobId: 'x' }, headers: { 'Sec-Fetch-Mode': 'cors' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringContaining('Unauthorized') });
  });

  it('a signed-out download navigation is sent to sign-in and back', async () => {
    const response = await call(downloadVariant.loader as AnyRoute, '/api/download/abc/bibtex', {
      params: { jobId: 'abc', variant: 'bibtex' },
      headers: { 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/api/login?returnTo=%2Fapi%2Fdownload%2Fabc%2Fbibtex');
  });
});

describe('GET /api/auth/user and /api/user/credits', () => {
  it('a new user has the spec fields and 100 credits with a ledger entry', async () => {
    const { cookie, user } = await signedInUser();
    const me = await (await call(authUser.loader as AnyRoute, '/api/auth/user', { cookie })).json();
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: expect.any(String),
      credits: 100,
    });
    const credits = await (await call(userCredits.loader as AnyRoute, '/api/user/credits', { cookie })).json();
    expect(credits).toEqual({
      credits: 100,
      transactions: [
        expect.objectContaining({ id: expect.any(String), description: 'Welcome bonus: 100 free credits', amount: 100, createdAt: expect.any(String) }),
      ],
    });
  });
});

describe('POST /api/process validation', () => {
  it('refuses a file that is not .doc or .docx by extension', async () => {
    const { cookie } = await signedInUser();
    const response = await upload(cookie, citedDocx(), 'paper.pdf');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: 'Invalid file type: Please upload a Word document (.doc or .docx file)', title: 'Invalid file type' });
  });

  it('refuses a .docx whose content is not a Word package', async () => {
    const { cookie } = await signedInUser();
    const response = await upload(cookie, new TextEncoder().encode('just some text pretending to be a docx'), 'paper.docx');
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe('Invalid file type: Please upload a Word document (.doc or .docx file)');
  });

  it('asks to save a legacy .doc as .docx when LibreOffice is not installed', async () => {
    const { cookie } = await signedInUser();
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const response = await upload(cookie, ole, 'old.doc');
    expect(response.status).toBe(415);
    expect((await response.json()).error).toContain('save it as .docx');
  });

  it('refuses a file over 50 MB while it is still streaming in', async () => {
    const { cookie } = await signedInUser();
    const boundary = 'xBOUNDARYx';
    const encoder = new TextEncoder();
    const megabyte = new Uint8Array(1024 * 1024).fill(65);
    let sent = 0;
    // The body never ends: a server that buffered the whole upload first would never answer.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        );
      },
      pull(controller) {
        sent += 1;
        controller.enqueue(megabyte);
      },
    });
    const response = await call(processRoute.action as AnyRoute, '/api/process', {
      method: 'POST',
      cookie,
      body,
      duplex: 'half',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'File too large: Please upload a file smaller than 50MB' });
    expect(sent).toBeGreaterThanOrEqual(50);
    expect(sent).toBeLessThan(60);
  });

  it('streams the file to disk under DATA_DIR and leaves nothing there afterwards', async () => {
    const { cookie, user } = await signedInUser();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-upload-'));
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = dataDir;
    resetEnv();
    try {
      const seen: string[][] = [];
      const bytes = citedDocx();
      const boundary = 'xSTREAMx';
      const encoder = new TextEncoder();
      const parts = [
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="streamed.docx"\r\n\r\n`),
        bytes.subarray(0, 100),
        bytes.subarray(100),
        encoder.encode(`\r\n--${boundary}--\r\n`),
      ];
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          // Between chunks (slow ones, as over a network), the upload is a file of its own in DATA_DIR/uploads.
          await new Promise((r) => setTimeout(r, 50));
          const dir = path.join(dataDir, 'uploads');
          seen.push(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
          const next = parts.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      const response = await call(processRoute.action as AnyRoute, '/api/process', {
        method: 'POST',
        cookie,
        body,
        duplex: 'half',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.status).toBe(200);
      expect(seen.some((names) => names.length === 1 && names[0]!.endsWith('.upload'))).toBe(true);
      expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual([]);
      const job = await getDb().job.findFirstOrThrow({ where: { userId: user.id }, include: { files: true } });
      expect(job.files[0]!.bytes).toBeNull();
      expect((await readJobFile(getDb(), job.id, 'upload'))!.equals(Buffer.from(bytes))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'files', user.id, job.id, 'upload'))).toBe(true);
    } finally {
      process.env.DATA_DIR = previous;
      resetEnv();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers a busy server 503 with Retry-After before reading the body', async () => {
    process.env.MAX_CONCURRENT_UPLOADS = '1';
    resetEnv();
    try {
      const first = await signedInUser();
      const second = await signedInUser();
      const boundary = 'xHOLDx';
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const bytes = citedDocx();
      // The first upload trickles in and holds the only slot until released.
      const slow = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n\r\n`));
        },
        async pull(controller) {
          await held;
          controller.enqueue(bytes);
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
        },
      });
      const pending = call(processRoute.action as AnyRoute, '/api/process', {
        method: 'POST',
        cookie: first.cookie,
        body: slow,
        duplex: 'half',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
      await new Promise((r) => setTimeout(r, 200));
      const refused = await upload(second.cookie, citedDocx(), 'b.docx');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(await refused.json()).toMatchObject({ title: 'Server busy' });
      release();
      expect((await pending).status).toBe(200);
      // The slot is free again.
      expect((await upload(second.cookie, citedDocx(), 'b.docx')).status).toBe(200);
    } finally {
      delete process.env.MAX_CONCURRENT_UPLOADS;
      resetEnv();
    }
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const { cookie } = await signedInUser();
    const response = await call(processRoute.action as AnyRoute, '/api/process', {
      method: 'POST',
      cookie,
      body: 'x',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b', 'Content-Length': String(60 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it('needs at least 1 credit', async () => {
    const { cookie } = await signedInUser({ credits: 0 });
    const response = await upload(cookie, citedDocx(), 'paper.docx');
    expect(response.status).toBe(402);
    expect((await response.json()).error).toBe('Insufficient credits: You need at least 1 credit to process a document. Please purchase more credits.');
    expect(await getDb().job.count({ where: { filename: 'paper.docx', user: { credits: 0 } } })).toBe(0);
  });

  it('allows one processing job per user at a time, even when two uploads race', async () => {
    const { cookie, user } = await signedInUser();
    const [a, b] = await Promise.all([upload(cookie, citedDocx(), 'a.docx'), upload(cookie, citedDocx(), 'b.docx')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect((await refused.json()).error).toContain('already being processed');
    expect(await getDb().job.count({ where: { userId: user.id } })).toBe(1);
    const again = await upload(cookie, citedDocx(), 'c.docx');
    expect(again.status).toBe(409);
  });

  it('creates a processing job holding the upload and queues it', async () => {
    const { cookie, user } = await signedInUser();
    const jobId = await uploadOk(cookie);
    const db = getDb();
    const job = await db.job.findUniqueOrThrow({ where: { id: jobId }, include: { files: true } });
    expect(job).toMatchObject({ userId: user.id, filename: 'paper.docx', status: 'processing', progress: 0 });
    expect(job.files.map((f) => f.kind)).toEqual(['upload']);
    expect(job.files[0]).toMatchObject({ bytes: null, storageKey: `${user.id}/${jobId}/upload` });
    expect((await readJobFile(db, jobId, 'upload'))!.equals(Buffer.from(citedDocx()))).toBe(true);
    const queued = await db.$queryRawUnsafe<{ task_identifier: string; max_attempts: number }[]>(
      `SELECT t.identifier AS task_identifier, j.max_attempts FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE j.key = $1`,
      queueKeyFor(jobId),
    );
    expect(queued).toEqual([{ task_identifier: 'process_document', max_attempts: 3 }]);
  });

  it('accepts file names with = and ; in them', async () => {
    for (const filename of ['a=b.docx', 'notes; draft 2.docx']) {
      const { cookie, user } = await signedInUser();
      const response = await upload(cookie, citedDocx(), filename);
      expect(response.status).toBe(200);
      expect(await getDb().job.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ filename });
    }
  });
});

describe('Jobs of the signed-in user', () => {
  it('GET /api/jobs/:id answers the spec fields, including the processing logs', async () => {
    const { cookie } = await signedInUser();
    const jobId = await uploadOk(cookie);
    const job = await (await call(jobRoute.loader as AnyRoute, `/api/jobs/${jobId}`, { cookie, params: { id: jobId } })).json();
    for (const field of [
      'id',
      'filename',
      'status',
      'progress',
      'currentStep',
      'createdAt',
      'completedAt',
      'errorMessage',
      'citationsFound',
      'uniqueReferences',
      'bibtexEntries',
      'orphanedReferences',
      'duplicateRefsRemoved',
      'totalBibliographyEntries',
      'successfulLookups',
      'metadataFoundPercentage',
      'processingLogs',
    ]) {
      expect(job, field).toHaveProperty(field);
    }
    expect(job).toMatchObject({ id: jobId, status: 'processing', processingLogs: [] });
  });

  it("another user's job is 404 everywhere", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const jobId = await uploadOk(owner.cookie);
    const params = { id: jobId, jobId, variant: 'zip' };
    for (const [fn, method] of [
      [jobRoute.loader, 'GET'],
      [jobRoute.action, 'DELETE'],
      [cancelRoute.action, 'POST'],
      [downloadVariant.loader, 'GET'],
    ] as const) {
      const response = await call(fn as AnyRoute, `/api/jobs/${jobId}`, { method, cookie: other.cookie, params });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await getDb().job.count({ where: { id: jobId, status: 'processing' } })).toBe(1);
  });

  it('GET /api/user/jobs lists only the own jobs, newest first, without logs', async () => {
    const { cookie, user } = await signedInUser();
    const first = await uploadOk(cookie);
    await getDb().job.update({ where: { id: first }, data: { status: 'failed', errorMessage: 'x' } });
    const second = await uploadOk(cookie);
    await signedInUser().then((other) => uploadOk(other.cookie));
    const jobs = (await (await call(userJobs.loader as AnyRoute, '/api/user/jobs', { cookie })).json()) as { id: string; processingLogs?: unknown }[];
    expect(jobs.map((j) => j.id)).toEqual([second, first]);
    expect(jobs[0]).not.toHaveProperty('processingLogs');
    expect(user.id).toBeTruthy();
  });

  it('cancel ends the job failed with "cancelled" and returns the reserved credits', async () => {
    const { cookie, user } = await signedInUser();
    const jobId = await uploadOk(cookie);
    const db = getDb();
    await reserveJobCredits(db, { userId: user.id, jobId, amount: 7, filename: 'paper.docx' });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(93);
    const response = await call(cancelRoute.action as AnyRoute, `/api/jobs/${jobId}/cancel`, { method: 'POST', cookie, params: { id: jobId } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.job).toMatchObject({ status: 'failed', errorMessage: expect.stringContaining('cancelled') });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(100);
    const again = await call(cancelRoute.action as AnyRoute, `/api/jobs/${jobId}/cancel`, { method: 'POST', cookie, params: { id: jobId } });
    expect(again.status).toBe(409);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(100);
  });

  it('DELETE removes the job and its files; the ledger stays', async () => {
    const { cookie, user } = await signedInUser();
    const jobId = await uploadOk(cookie);
    const db = getDb();
    await reserveJobCredits(db, { userId: user.id, jobId, amount: 2, filename: 'paper.docx' });
    const response = await call(jobRoute.action as AnyRoute, `/api/jobs/${jobId}`, { method: 'DELETE', cookie, params: { id: jobId } });
    expect(response.status).toBe(200);
    expect(await db.job.count({ where: { id: jobId } })).toBe(0);
    expect(await db.jobFile.count({ where: { jobId } })).toBe(0);
    expect(fs.existsSync(path.join(process.env.DATA_DIR as string, 'files', user.id, jobId))).toBe(false);
    // Deleting a running job cancelled it first: the reservation came back.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(100);
    expect(await db.creditTransaction.count({ where: { jobId } })).toBe(2);
  });
});

describe('A job deleted while the worker writes its files', () => {
  it('completes nothing, leaves no file behind and raises no error for the queue to retry', async () => {
    const { cookie, user } = await signedInUser();
    const jobId = await uploadOk(cookie);
    const db = getDb();
    await reserveJobCredits(db, { userId: user.id, jobId, amount: 2, filename: 'paper.docx' });
    const put: string[] = [];
    const removed: string[] = [];
    // The first file is written; then the user deletes the job, which removes its folder under the second write.
    const storage = {
      backend: 'filesystem' as const,
      put: async (key: string) => {
        put.push(key);
        if (put.length === 2) {
          await db.job.deleteMany({ where: { id: jobId } });
          throw Object.assign(new Error('ENOENT: no such file or directory, rename'), { code: 'ENOENT' });
        }
        return { size: 1 };
      },
      get: async () => null,
      delete: async (key: string) => void removed.push(key),
      deletePrefix: async () => 0,
    };
    const bytes = new TextEncoder().encode('x');
    const files = (['document', 'bibtex', 'zip'] as const).map((kind) => ({ kind, fileName: `paper.${kind}`, contentType: 'application/octet-stream', bytes }));
    await expect(completeJob(db, jobId, { counters: TWO_REFERENCES_DONE, report: {}, logs: [], files }, storage)).resolves.toBe(false);
    expect(put).toHaveLength(2);
    expect(removed).toEqual([put[0]]);
  });
});

describe('Downloads', () => {
  it('serve each variant of a completed job with its file name and type', async () => {
    const { cookie, user } = await signedInUser();
    const jobId = await uploadOk(cookie);
    const db = getDb();
    const notYet = await call(downloadVariant.loader as AnyRoute, '/x', { cookie, params: { jobId, variant: 'document' } });
    expect(notYet.status).toBe(409);
    expect(((await notYet.json()) as { error: string }).error).toBe('The job has no files yet: it is still processing.');
    await reserveJobCredits(db, { userId: user.id, jobId, amount: 2, filename: 'paper.docx' });
    const encoder = new TextEncoder();
    await completeJob(db, jobId, {
      counters: TWO_REFERENCES_DONE,
      report: {},
      logs: [],
      files: [
        {
          kind: 'document',
          fileName: 'paper.repaired.docx',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          bytes: encoder.encode('DOCX'),
        },
        { kind: 'bibtex', fileName: 'paper.bib', contentType: 'application/x-bibtex; charset=utf-8', bytes: encoder.encode('@article{a,}') },
        { kind: 'zip', fileName: 'paper.citations.zip', contentType: 'application/zip', bytes: encoder.encode('ZIP') },
      ],
    });
    const expected = {
      document: ['paper.repaired.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'DOCX'],
      bibtex: ['paper.bib', 'application/x-bibtex; charset=utf-8', '@article{a,}'],
      zip: ['paper.citations.zip', 'application/zip', 'ZIP'],
    } as const;
    for (const [variant, [name, type, content]] of Object.entries(expected)) {
      const response = await call(downloadVariant.loader as AnyRoute, '/x', { cookie, params: { jobId, variant } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(type);
      expect(response.headers.get('Content-Disposition')).toContain(`filename="${name}"`);
      expect(await response.text()).toBe(content);
    }
    const plain = await call(download.loader as AnyRoute, '/x', { cookie, params: { jobId } });
    expect(await plain.text()).toBe('ZIP');
    const unknown = await call(downloadVariant.loader as AnyRoute, '/x', { cookie, params: { jobId, variant: 'pdf' } });
    expect(unknown.status).toBe(404);
  });

  it('of a failed job say it failed and has no files, not that they are coming', async () => {
    const { cookie } = await signedInUser();
    const jobId = await uploadOk(cookie);
    await failJob(getDb(), jobId, { errorMessage: 'This Word document is damaged or incomplete.' });
    const response = await call(downloadVariant.loader as AnyRoute, '/x', { cookie, params: { jobId, variant: 'bibtex' } });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe('This job failed, so it has no files. Process the document again to get them.');
  });

  it("opened in the browser, someone else's (or no) job gets a page that says so, with a way to the user's jobs", async () => {
    const owner = await signedInUser();
    const jobId = await uploadOk(owner.cookie);
    const other = await signedInUser();
    const response = await call(downloadVariant.loader as AnyRoute, '/x', {
      cookie: other.cookie,
      params: { jobId, variant: 'document' },
      headers: { 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<h1>Not found</h1><p>Job not found</p>');
    expect(page).toContain('<a href="/jobs">My Jobs</a>');
  });
});

describe('GET /api/page-content/:pageKey', () => {
  it('serves the seeded legal pages to everyone', async () => {
    const response = await call(pageContent.loader as AnyRoute, '/api/page-content/terms', { params: { pageKey: 'terms' } });
    expect(await response.json()).toMatchObject({
      pageKey: 'terms',
      title: 'Terms of Service',
      content: expect.stringContaining('<p>'),
      updatedAt: expect.any(String),
    });
    const missing = await call(pageContent.loader as AnyRoute, '/api/page-content/other', { params: { pageKey: 'other' } });
    expect(missing.status).toBe(404);
  });
});
