// The administrator's view of every job (spec §2 /admin Processing History) and its two clean-up
// actions. Ending a stale job goes through failJob, so its reserved credits are refunded exactly once.
import type { Db } from '../utils/db.server.ts';
import { GRAPHILE_SCHEMA, queueKeyFor } from '../utils/queue.server.ts';
import { recordAdminAction } from './admin-audit.server.ts';
import { deleteStoredJobFiles } from './job-file.server.ts';
import { failJob, jobListSelect, toJobDto } from './job.server.ts';
import type { JobDto } from './job.server.ts';

export interface AdminJobDto extends JobDto {
  userId: string;
  /** Spec §3: the admin list carries the owner. */
  user: { email: string; firstName: string | null; lastName: string | null } | null;
}

/** Every user's jobs, newest first, with their owner (GET /api/admin/jobs). */
export async function listAllJobs(db: Db, limit = 1000): Promise<AdminJobDto[]> {
  const jobs = await db.job.findMany({
    orderBy: { createdAt: 'desc' },
    take: limit,
    omit: jobListSelect,
    include: { user: { select: { email: true, firstName: true, lastName: true } } },
  });
  return jobs.map(({ user, ...job }) => ({ ...toJobDto({ ...job, processingLogs: [], report: null }), userId: job.userId, user }));
}

export const STALE_JOB_MESSAGE = 'Processing failed: the job stopped making progress and was ended by an administrator.';

/**
 * Marks processing jobs that have not changed for `staleAfterMs` as failed, refunding their credits.
 * A job's updatedAt moves with every progress write, so only a job nobody is working on is caught; a
 * worker still holding one sees it is no longer processing and stops, as after a cancel. A job still
 * waiting in the queue for its turn (or for a retry) is not stale: a worker will take it.
 */
export async function cleanupStaleJobs(db: Db, input: { adminId: string; staleAfterMs: number; now?: Date }): Promise<number> {
  const cutoff = new Date((input.now ?? new Date()).getTime() - input.staleAfterMs);
  const stale = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT j."id"
       FROM "Job" j
      WHERE j."status" = 'processing'
        AND j."updatedAt" < $2
        AND NOT EXISTS (
          SELECT 1 FROM ${GRAPHILE_SCHEMA}._private_jobs g
           WHERE g.key = $1 || j."id" AND g.locked_at IS NULL AND g.attempts < g.max_attempts)`,
    queueKeyFor(''),
    cutoff,
  );
  let updated = 0;
  for (const { id } of stale) {
    if (await failJob(db, id, { errorMessage: STALE_JOB_MESSAGE, currentStep: 'Processing failed' })) updated += 1;
    // A used-up queue entry nobody holds would only be swept later: it goes with its job.
    await db.$executeRawUnsafe(`DELETE FROM ${GRAPHILE_SCHEMA}._private_jobs WHERE key = $1 AND locked_at IS NULL`, queueKeyFor(id));
  }
  await recordAdminAction(db, { adminId: input.adminId, action: 'cleanup-stale-jobs', details: { updated, staleAfterMs: input.staleAfterMs } });
  return updated;
}

/** Deletes every failed job's record and stored files (ledger rows stay, keyed by plain job id). */
export async function deleteFailedJobs(db: Db, input: { adminId: string }): Promise<number> {
  const deleted = await db.$transaction(async (tx) => {
    const failed = await tx.job.findMany({ where: { status: 'failed' }, select: { id: true, userId: true } });
    const { count } = await tx.job.deleteMany({ where: { id: { in: failed.map((j) => j.id) }, status: 'failed' } });
    await recordAdminAction(tx, { adminId: input.adminId, action: 'delete-failed-jobs', details: { deleted: count } });
    return { count, failed };
  });
  for (const job of deleted.failed) await deleteStoredJobFiles(job.userId, job.id);
  return deleted.count;
}
