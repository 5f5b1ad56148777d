// The S3 backend against a real S3-compatible server started here on loopback: s3rver (a devDependency,
// files in a temporary directory). Nothing leaves this machine; the test is skipped, saying why, only
// when s3rver is not installed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageContract } from '../../tests/helpers/storage-contract.ts';
import { parseEnv } from '../utils/env.server.ts';
import { S3Storage } from './s3-storage.server.ts';
import { createStorage } from './get-storage.server.ts';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = await import('s3rver').then((m: { default: unknown }) => m.default as S3rverClass).catch(() => null);
if (!S3rver) console.warn('s3-storage.test.ts: skipped — s3rver is not installed (npm ci installs it as a devDependency of web).');

const BUCKET = 'cite-repair-test';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-s3rver-'));
let server: S3rverInstance | undefined;
let endpoint = '';
let storage: S3Storage;

beforeAll(async () => {
  if (!S3rver) return;
  // s3rver's own access key and secret (S3RVER/S3RVER).
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = new S3Storage({ bucket: BUCKET, endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  await storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!S3rver)('S3Storage (against s3rver on loopback)', () => {
  storageContract(() => storage);

  it('stores the content type with the object, at the key, path-style in the bucket', async () => {
    await storage.put('user-1/job-1/bibtex', new TextEncoder().encode('@book{b,}'), { contentType: 'application/x-bibtex; charset=utf-8' });
    const head = await storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'user-1/job-1/bibtex' }));
    expect(head).toMatchObject({ ContentType: 'application/x-bibtex; charset=utf-8', ContentLength: 9 });
    // s3rver keeps the bucket as a directory: the request went to /cite-repair-test/user-1/…, not a virtual host.
    expect(fs.existsSync(path.join(dir, BUCKET))).toBe(true);
  });

  it('is what STORAGE=s3 builds from the environment', async () => {
    const configured = createStorage(
      parseEnv({ STORAGE: 's3', S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' }),
    );
    expect(configured.backend).toBe('s3');
    await configured.put('user-2/job-1/ris', new TextEncoder().encode('TY  - JOUR'), { contentType: 'text/plain' });
    expect((await storage.get('user-2/job-1/ris'))?.size).toBe(10);
    (configured as S3Storage).client.destroy();
  });

  it('a missing bucket is an error, not a missing object', async () => {
    const other = new S3Storage({ bucket: 'no-such-bucket', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    await expect(other.get('user-1/job-1/bibtex')).rejects.toThrow();
    other.client.destroy();
  });
});
