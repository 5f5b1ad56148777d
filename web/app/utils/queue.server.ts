// Enqueueing work for Graphile Worker, in the caller's transaction: a job row and its queue entry
// are created together or not at all.
import type { Tx } from '../models/credit.server.ts';

export const GRAPHILE_SCHEMA = 'graphile_worker';
export const PROCESS_DOCUMENT_TASK = 'process_document';

/** Graphile job key of a document job: lets the recovery sweep find the queue entry of a Job row. */
export const queueKeyFor = (jobId: string) => `${PROCESS_DOCUMENT_TASK}:${jobId}`;

export async function enqueueProcessDocument(tx: Tx, jobId: string, maxAttempts: number): Promise<void> {
  await tx.$executeRawUnsafe(
    `SELECT ${GRAPHILE_SCHEMA}.add_job($1::text, $2::json, max_attempts => $3::int, job_key => $4::text)`,
    PROCESS_DOCUMENT_TASK,
    JSON.stringify({ jobId }),
    maxAttempts,
    queueKeyFor(jobId),
  );
}
