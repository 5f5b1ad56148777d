import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDb } from '../utils/db.server.ts';
import { queueKeyFor } from '../utils/queue.server.ts';
import { citedDocx } from '../../tests/helpers/make-docx.ts';
import { signedInUser } from '../../tests/helpers/route.ts';
import { createJobFromFile } from './upload-store.server.ts';
import { readJobFile } from './job-file.server.ts';

const queued = async (jobId: string) =>
  (await getDb().$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE key = $1`, queueKeyFor(jobId)))[0]?.n;

const filesDir = () => path.join(process.env.DATA_DIR as string, 'files');
/** Every file (not directory) under dir, as relative paths. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((n) => fs.statSync(path.join(dir, n)).isFile()) : [];

describe('createJobFromFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-store-'));

  it('streams the file into the storage (DATA_DIR/files/<user>/<job>/upload), not the database, and queues the job', async () => {
    const { user } = await signedInUser();
    const bytes = citedDocx();
    const file = path.join(dir, 'a.upload');
    fs.writeFileSync(file, bytes);
    const job = await createJobFromFile(getDb(), { userId: user.id, filename: 'a.docx', path: file, size: bytes.byteLength, maxAttempts: 3 });
    const stored = await getDb().jobFile.findUniqueOrThrow({ where: { jobId_kind: { jobId: job.id, kind: 'upload' } } });
    expect(stored).toMatchObject({ bytes: null, storageKey: `${user.id}/${job.id}/upload`, size: bytes.byteLength });
    expect(stored.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(fs.readFileSync(path.join(filesDir(), user.id, job.id, 'upload')).equals(Buffer.from(bytes))).toBe(true);
    expect((await readJobFile(getDb(), job.id, 'upload'))!.equals(Buffer.from(bytes))).toBe(true);
    expect(await queued(job.id)).toBe(1);
  });

  it('creates no job when the file cannot be stored', async () => {
    const { user } = await signedInUser();
    await expect(
      createJobFromFile(getDb(), { userId: user.id, filename: 'b.docx', path: path.join(dir, 'missing.upload'), size: 10, maxAttempts: 3 }),
    ).rejects.toThrow();
    expect(await getDb().job.count({ where: { userId: user.id } })).toBe(0);
    expect(filesUnder(path.join(filesDir(), user.id))).toEqual([]);
  });

  it('removes the stored file when the job is refused (one processing job per user)', async () => {
    const { user } = await signedInUser();
    const bytes = citedDocx();
    const file = path.join(dir, 'c.upload');
    fs.writeFileSync(file, bytes);
    await createJobFromFile(getDb(), { userId: user.id, filename: 'c.docx', path: file, size: bytes.byteLength, maxAttempts: 3 });
    await expect(createJobFromFile(getDb(), { userId: user.id, filename: 'd.docx', path: file, size: bytes.byteLength, maxAttempts: 3 })).rejects.toThrow(
      /already being processed/,
    );
    expect(filesUnder(path.join(filesDir(), user.id))).toHaveLength(1);
  });
});
