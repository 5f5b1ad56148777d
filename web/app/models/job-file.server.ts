// A job's files (issue 13 item 4, ADR 104): the JobFile row holds the metadata and the storage key,
// the storage holds the bytes. Rows written before the storage existed still hold their bytes and are
// read from the database. Every file has an expiry (OUTPUT_RETENTION_DAYS); the retention task deletes
// the bytes of the files past it and marks them expired, keeping the rows, the job and its report.
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { JobFile } from '../generated/prisma/client.ts';
import { getStorage } from '../storage/get-storage.server.ts';
import { jobFileKey, jobPrefix, readAll } from '../storage/storage.server.ts';
import type { Storage, StoredObject } from '../storage/storage.server.ts';
import type { Db } from '../utils/db.server.ts';
import { getEnv } from '../utils/env.server.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** When a file stored at `from` expires, under the configured retention. */
export function expiryFrom(from: Date, days = getEnv().OUTPUT_RETENTION_DAYS): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** The content to store: bytes in memory, or a file on disk (a received upload) of known size. */
export type FileSource = Uint8Array | { path: string; size: number };

/** Stores one file of a job at <userId>/<jobId>/<kind>; returns its key and size. */
export async function storeJobFile(
  storage: Storage,
  input: { userId: string; jobId: string; kind: string; contentType: string; source: FileSource },
): Promise<{ storageKey: string; size: number }> {
  const storageKey = jobFileKey(input.userId, input.jobId, input.kind);
  const { source } = input;
  if (source instanceof Uint8Array) {
    const { size } = await storage.put(storageKey, source, { contentType: input.contentType });
    return { storageKey, size };
  }
  // Opened before the storage is called: a missing file fails here, not as a stream error nobody hears yet.
  const handle = await fsp.open(source.path, 'r');
  const { size } = await storage.put(storageKey, handle.createReadStream({ autoClose: true }), { contentType: input.contentType, size: source.size });
  return { storageKey, size };
}

type OpenableFile = Pick<JobFile, 'bytes' | 'storageKey' | 'expiredAt'>;

/** A file's bytes as a stream: from the storage, or from an old row's bytes column; null when gone. */
export async function openJobFile(file: OpenableFile, storage: Storage = getStorage()): Promise<StoredObject | null> {
  if (file.expiredAt) return null;
  if (file.storageKey) return storage.get(file.storageKey);
  if (file.bytes) return { body: Readable.from([Buffer.from(file.bytes)]), size: file.bytes.byteLength };
  return null;
}

/** One file of a job, whole (the worker reads the upload this way); null when there is none. */
export async function readJobFile(db: Db, jobId: string, kind: string, storage: Storage = getStorage()): Promise<Buffer | null> {
  const file = await db.jobFile.findUnique({ where: { jobId_kind: { jobId, kind } }, select: { bytes: true, storageKey: true, expiredAt: true } });
  if (!file) return null;
  const object = await openJobFile(file, storage);
  return object ? readAll(object) : null;
}

/**
 * Removes every stored file of a deleted job. Best effort: the rows are already gone, and a file left
 * behind by a storage error is only wasted space, so the error is logged, not thrown.
 */
export async function deleteStoredJobFiles(userId: string, jobId: string, storage: Storage = getStorage()): Promise<void> {
  try {
    await storage.deletePrefix(jobPrefix(userId, jobId));
  } catch (error) {
    console.error(`Deleting the stored files of job ${jobId} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export interface ExpireResult {
  /** Files whose bytes were deleted and which are now marked expired. */
  files: number;
  /** Completed jobs whose outputs are now all gone. */
  jobs: number;
  /** Files the storage refused to delete (tried again next run). */
  failed: number;
}

/**
 * The retention task's work: every file past its expiry loses its bytes (in the storage, or in the
 * bytes column of an old row) and is marked expired; a completed job whose outputs are all expired gets
 * filesExpiredAt. The rows, the job and its report stay.
 */
export async function expireDueFiles(
  db: Db,
  options: { now?: Date; storage?: Storage; batchSize?: number; log?: (message: string) => void } = {},
): Promise<ExpireResult> {
  const now = options.now ?? new Date();
  const storage = options.storage ?? getStorage();
  const batchSize = options.batchSize ?? 100;
  const result: ExpireResult = { files: 0, jobs: 0, failed: 0 };
  let cursor: { jobId: string; kind: string } | undefined;
  for (;;) {
    const due = await db.jobFile.findMany({
      where: {
        expiresAt: { lte: now },
        expiredAt: null,
        // After the last row of the previous batch (a row that failed stays due, and is not asked for again).
        ...(cursor ? { OR: [{ jobId: { gt: cursor.jobId } }, { jobId: cursor.jobId, kind: { gt: cursor.kind } }] } : {}),
      },
      select: { jobId: true, kind: true, storageKey: true },
      orderBy: [{ jobId: 'asc' }, { kind: 'asc' }],
      take: batchSize,
    });
    if (due.length === 0) break;
    for (const file of due) {
      try {
        if (file.storageKey) await storage.delete(file.storageKey);
        await db.jobFile.update({ where: { jobId_kind: { jobId: file.jobId, kind: file.kind } }, data: { expiredAt: now, bytes: null } });
        result.files += 1;
      } catch (error) {
        // A row deleted meanwhile (its job was deleted) or a storage error: the next run tries again.
        result.failed += 1;
        options.log?.(`Expiring ${file.storageKey ?? `${file.jobId}/${file.kind}`} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const last = due[due.length - 1] as { jobId: string; kind: string };
    cursor = { jobId: last.jobId, kind: last.kind };
    if (due.length < batchSize) break;
  }
  result.jobs = await db.$executeRaw`
    UPDATE "Job" SET "filesExpiredAt" = ${now}
     WHERE "filesExpireAt" <= ${now} AND "filesExpiredAt" IS NULL
       AND NOT EXISTS (SELECT 1 FROM "JobFile" f WHERE f."jobId" = "Job"."id" AND f."kind" <> 'upload' AND f."expiredAt" IS NULL)`;
  return result;
}

/** Whether a file may no longer be served: expired, or past its expiry and waiting for the task. */
export function isPastExpiry(file: Pick<JobFile, 'expiresAt' | 'expiredAt'>, now = new Date()): boolean {
  return file.expiredAt !== null || (file.expiresAt !== null && file.expiresAt.getTime() <= now.getTime());
}
