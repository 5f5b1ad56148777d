// The whole path through the S3 backend (STORAGE=s3): upload → worker → download → delete, against
// s3rver on loopback (a devDependency; skipped, saying why, only when it is not installed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as processRoute from '../../app/routes/api.process.ts';
import * as jobRoute from '../../app/routes/api.jobs.$id.ts';
import * as downloadVariant from '../../app/routes/api.download.$jobId.$variant.ts';
import { getStorage } from '../../app/storage/get-storage.server.ts';
import type { S3Storage } from '../../app/storage/s3-storage.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { resetEnv } from '../../app/utils/env.server.ts';
import type { StartedWorker } from '../../worker/start-worker.ts';
import { fakeProcessor } from '../helpers/fake-processor.ts';
import { citedDocx, uploadForm } from '../helpers/make-docx.ts';
import { call, signedInUser } from '../helpers/route.ts';
import { startTestWorker } from '../helpers/test-worker.ts';
import { waitFor } from '../helpers/wait.ts';

type AnyRoute = Parameters<typeof call>[0];
type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = await import('s3rver').then((m: { default: unknown }) => m.default as S3rverClass).catch(() => null);
if (!S3rver) console.warn('storage-s3.test.ts: skipped — s3rver is not installed (npm ci installs it as a devDependency of web).');

const BUCKET = 'cite-repair-jobs';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-s3rver-'));
let server: S3rverInstance | undefined;
let worker: StartedWorker | undefined;

beforeAll(async () => {
  if (!S3rver) return;
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  Object.assign(process.env, {
    STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  resetEnv();
  await (getStorage() as S3Storage).client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  worker = await startTestWorker({ processor: fakeProcessor({ uniqueReferences: 2, bibtexEntries: 2 }), crontab: '' });
});

afterAll(async () => {
  await worker?.stop();
  for (const name of ['STORAGE', 'S3_BUCKET', 'S3_ENDPOINT', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) delete process.env[name];
  resetEnv();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await (getStorage() as S3Storage).client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key as string).sort();
}

describe.skipIf(!S3rver)('STORAGE=s3 end to end (s3rver on loopback)', () => {
  it('upload → worker → download reads and writes the bucket; deleting the job empties its prefix', async () => {
    const { user, cookie } = await signedInUser();
    const response = await call(processRoute.action as AnyRoute, '/api/process', { method: 'POST', cookie, body: uploadForm(citedDocx(), 'paper.docx') });
    expect(response.status).toBe(200);
    const { jobId } = (await response.json()) as { jobId: string };
    await waitFor(async () => (await getDb().job.findUniqueOrThrow({ where: { id: jobId } })).status === 'completed', 15_000, 'the job to complete');

    const keys = await keysUnder(`${user.id}/${jobId}/`);
    expect(keys).toEqual(
      expect.arrayContaining([`${user.id}/${jobId}/upload`, `${user.id}/${jobId}/document`, `${user.id}/${jobId}/bibtex`, `${user.id}/${jobId}/zip`]),
    );
    // Nothing on disk: DATA_DIR/files is not used.
    expect(fs.existsSync(path.join(process.env.DATA_DIR as string, 'files'))).toBe(false);

    const bib = await call(downloadVariant.loader as AnyRoute, '/x', { cookie, params: { jobId, variant: 'bibtex' } });
    expect(bib.status).toBe(200);
    expect(await bib.text()).toContain('@article{smith2020');

    const deleted = await call(jobRoute.action as AnyRoute, `/api/jobs/${jobId}`, { method: 'DELETE', cookie, params: { id: jobId } });
    expect(deleted.status).toBe(200);
    expect(await keysUnder(`${user.id}/${jobId}/`)).toEqual([]);
  });
});
