// The administrator's view of every job (spec §2 /admin Processing History) and its two clean-up
// actions. Ending a stale job goes through failJob, so its reserved credits are refunded exactly once.
import type { Db } from '../utils/db.server.ts';
import { recordAdminAction } from './admin-audit.server.ts';
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
 * A job's updatedAt moves with every progress write, so only a job nobody is working on is caught;
 * a worker still holding one sees it is no longer processing and stops, as after a cancel.
 */
export async function cleanupStaleJobs(db: Db, input: { adminId: string; staleAfterMs: number; now?: Date }): Promise<number> {
  const cutoff = new Date((input.now ?? new Date()).getTime() - input.staleAfterMs);
  const stale = await db.job.findMany({ where: { status: 'processing', updatedAt: { lt: cutoff } }, select: { id: true } });
  let updated = 0;
  for (const { id } of stale) {
    if (await failJob(db, id, { errorMessage: STALE_JOB_MESSAGE, currentStep: 'Processing failed' })) updated += 1;
  }
  await recordAdminAction(db, { adminId: input.adminId, action: 'cleanup-stale-jobs', details: { updated, staleAfterMs: input.staleAfterMs } });
  return updated;
}

/** Deletes every failed job's record (its files go with it; ledger rows stay, keyed by plain job id). */
export async function deleteFailedJobs(db: Db, input: { adminId: string }): Promise<number> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.job.deleteMany({ where: { status: 'failed' } });
    await recordAdminAction(tx, { adminId: input.adminId, action: 'delete-failed-jobs', details: { deleted: count } });
    return count;
  });
}
