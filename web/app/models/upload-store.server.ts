// Storing a received upload as a job (issue 13 item 3). The job row is created through Prisma with an
// empty placeholder, the file's bytes are written by node-postgres as one binary parameter, and only
// then is the job queued. Through Prisma a 49 MB upload cost about a gigabyte of memory while it was
// written (the bytes travel through its query engine as text); as a binary parameter it costs the
// file and one protocol message. A failure in between fails the job (nothing was charged yet).
import fsp from 'node:fs/promises';
import pg from 'pg';
import type { Job } from '../generated/prisma/client.ts';
import type { OutputOptions } from '../lib/output-forms.ts';
import type { Db } from '../utils/db.server.ts';
import { enqueueProcessDocument } from '../utils/queue.server.ts';
import { createJob, failJob } from './job.server.ts';

const holder = globalThis as { __citeRepairUploadPool?: { url: string; pool: pg.Pool } };

/** A small pool of its own: a few uploads are stored at once (upload-capacity.server.ts). */
function uploadPool(url: string): pg.Pool {
  if (holder.__citeRepairUploadPool?.url !== url) {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on('error', () => {});
    holder.__citeRepairUploadPool = { url, pool };
  }
  return holder.__citeRepairUploadPool.pool;
}

export async function createJobFromFile(
  db: Db,
  input: { userId: string; filename: string; path: string; size: number; maxAttempts: number; outputOptions?: OutputOptions; databaseUrl?: string },
): Promise<Job> {
  const job = await createJob(db, { userId: input.userId, filename: input.filename, bytes: new Uint8Array(0), size: input.size, maxAttempts: input.maxAttempts, outputOptions: input.outputOptions });
  try {
    const url = input.databaseUrl ?? process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    const bytes = await fsp.readFile(input.path);
    await uploadPool(url).query(`UPDATE "JobFile" SET "bytes" = $1 WHERE "jobId" = $2 AND "kind" = 'upload'`, [bytes, job.id]);
    await db.$transaction((tx) => enqueueProcessDocument(tx, job.id, input.maxAttempts));
    return job;
  } catch (error) {
    await failJob(db, job.id, { errorMessage: 'The upload could not be stored. Please try again.' }).catch(() => {});
    throw error;
  }
}
