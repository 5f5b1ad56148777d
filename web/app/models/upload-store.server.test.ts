import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDb } from '../utils/db.server.ts';
import { queueKeyFor } from '../utils/queue.server.ts';
import { citedDocx } from '../../tests/helpers/make-docx.ts';
import { signedInUser } from '../../tests/helpers/route.ts';
import { createJobFromFile } from './upload-store.server.ts';

const queued = async (jobId: string) =>
  (await getDb().$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE key = $1`, queueKeyFor(jobId)))[0]?.n;

describe('createJobFromFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-store-'));

  it('stores the file’s bytes (a binary parameter, not through Prisma) and only then queues the job', async () => {
    const { user } = await signedInUser();
    const bytes = citedDocx();
    const file = path.join(dir, 'a.upload');
    fs.writeFileSync(file, bytes);
    const job = await createJobFromFile(getDb(), { userId: user.id, filename: 'a.docx', path: file, size: bytes.byteLength, maxAttempts: 3 });
    const stored = await getDb().jobFile.findUniqueOrThrow({ where: { jobId_kind: { jobId: job.id, kind: 'upload' } } });
    expect(Buffer.from(stored.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(stored.size).toBe(bytes.byteLength);
    expect(await queued(job.id)).toBe(1);
  });

  it('fails the job, unqueued, when the bytes cannot be stored', async () => {
    const { user } = await signedInUser();
    await expect(createJobFromFile(getDb(), { userId: user.id, filename: 'b.docx', path: path.join(dir, 'missing.upload'), size: 10, maxAttempts: 3 })).rejects.toThrow();
    const job = await getDb().job.findFirstOrThrow({ where: { userId: user.id } });
    expect(job).toMatchObject({ status: 'failed', errorMessage: 'The upload could not be stored. Please try again.' });
    expect(await queued(job.id)).toBe(0);
  });
});
