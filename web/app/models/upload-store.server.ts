// Storing a received upload as a job (issue 13 items 3 and 4). The file received to disk streams into
// the storage (DATA_DIR/files or S3, ADR 104), never whole in memory and never into PostgreSQL; then the
// job row, its file row and its queue entry are created together. A failure after the job row exists
// fails the job (nothing was charged yet).
import type { Job } from '../generated/prisma/client.ts';
import type { OutputOptions } from '../lib/output-forms.ts';
import type { Storage } from '../storage/storage.server.ts';
import type { Db } from '../utils/db.server.ts';
import type { WordFormat } from '../utils/upload.server.ts';
import { createJob } from './job.server.ts';

export async function createJobFromFile(
  db: Db,
  input: {
    userId: string;
    filename: string;
    path: string;
    size: number;
    format?: WordFormat;
    maxAttempts: number;
    outputOptions?: OutputOptions;
    storage?: Storage;
  },
): Promise<Job> {
  return createJob(db, {
    userId: input.userId,
    filename: input.filename,
    file: { path: input.path, size: input.size },
    format: input.format,
    maxAttempts: input.maxAttempts,
    outputOptions: input.outputOptions,
    storage: input.storage,
  });
}
