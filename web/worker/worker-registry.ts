// The registry of live worker processes (WorkerHeartbeat rows) and the recovery of what dead ones
// left behind. Graphile Worker keeps a crashed worker's jobs locked for hours; here a worker whose
// heartbeat stopped (or whose process is gone, on this host) has its jobs unlocked at once, and a
// Job row whose queue entry is gone or out of attempts is failed with its credits refunded, so that
// no job stays 'processing'.
import os from 'node:os';
import { failJob } from '../app/models/job.server.ts';
import type { Db } from '../app/utils/db.server.ts';
import { GRAPHILE_SCHEMA, queueKeyFor } from '../app/utils/queue.server.ts';

export interface RegistryOptions {
  db: Db;
  id: string;
  heartbeatMs: number;
  deadAfterMs: number;
  log?: (message: string) => void;
}

export interface RecoveryResult {
  deadWorkers: string[];
  failedJobs: string[];
}

export async function registerWorker(db: Db, id: string, graphileWorkerIds: string[]): Promise<void> {
  await db.workerHeartbeat.upsert({
    where: { id },
    create: { id, hostname: os.hostname(), pid: process.pid, graphileWorkerIds, lastSeenAt: new Date() },
    update: { graphileWorkerIds, lastSeenAt: new Date() },
  });
}

export async function heartbeat(db: Db, id: string): Promise<void> {
  await db.workerHeartbeat.updateMany({ where: { id }, data: { lastSeenAt: new Date() } });
}

export async function unregisterWorker(db: Db, id: string): Promise<void> {
  await db.workerHeartbeat.deleteMany({ where: { id } });
}

function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Unlocks the Graphile jobs of dead workers and removes their rows. */
export async function reapDeadWorkers(db: Db, selfId: string, deadAfterMs: number): Promise<string[]> {
  const rows = await db.workerHeartbeat.findMany({ where: { id: { not: selfId } } });
  const cutoff = Date.now() - deadAfterMs;
  const host = os.hostname();
  const dead = rows.filter((r) => r.lastSeenAt.getTime() < cutoff || (r.hostname === host && processIsGone(r.pid)));
  if (dead.length === 0) return [];
  const graphileIds = dead.flatMap((r) => r.graphileWorkerIds);
  if (graphileIds.length > 0) {
    await db.$executeRawUnsafe(`SELECT ${GRAPHILE_SCHEMA}.force_unlock_workers($1::text[])`, graphileIds);
  }
  await db.workerHeartbeat.deleteMany({ where: { id: { in: dead.map((r) => r.id) } } });
  return dead.map((r) => r.id);
}

/**
 * Fails 'processing' jobs that can no longer run: their queue entry is gone, or it used up its
 * attempts and nobody holds it. `graceMs` skips jobs created a moment ago.
 */
export async function failOrphanedJobs(db: Db, graceMs = 10_000): Promise<string[]> {
  const orphans = await db.$queryRawUnsafe<{ id: string; attempts: number | null }[]>(
    `SELECT j."id", g.attempts
       FROM "Job" j
       LEFT JOIN ${GRAPHILE_SCHEMA}._private_jobs g ON g.key = $1 || j."id"
      WHERE j."status" = 'processing'
        AND j."createdAt" < $2
        AND (g.id IS NULL OR (g.locked_at IS NULL AND g.attempts >= g.max_attempts))`,
    queueKeyFor(''),
    new Date(Date.now() - graceMs),
  );
  const failed: string[] = [];
  for (const { id, attempts } of orphans) {
    const tries = attempts ?? 0;
    const ended = await failJob(db, id, {
      errorMessage:
        tries > 0
          ? `Processing failed: the worker stopped unexpectedly ${tries} time${tries === 1 ? '' : 's'}. Please try again.`
          : 'Processing failed: the job was lost before it started. Please try again.',
    });
    if (attempts !== null) {
      await db.$executeRawUnsafe(`DELETE FROM ${GRAPHILE_SCHEMA}._private_jobs WHERE key = $1 AND locked_at IS NULL`, queueKeyFor(id));
    }
    if (ended) failed.push(id);
  }
  return failed;
}

export async function recover(db: Db, selfId: string, deadAfterMs: number, orphanGraceMs?: number): Promise<RecoveryResult> {
  const deadWorkers = await reapDeadWorkers(db, selfId, deadAfterMs);
  const failedJobs = await failOrphanedJobs(db, orphanGraceMs);
  return { deadWorkers, failedJobs };
}

/** Worker processes whose heartbeat is fresh: 0 means uploaded jobs wait until one starts. */
export async function liveWorkerCount(db: Db, deadAfterMs: number): Promise<number> {
  return db.workerHeartbeat.count({ where: { lastSeenAt: { gte: new Date(Date.now() - deadAfterMs) } } });
}

export interface RecoverySweep {
  stop(): void;
}

/**
 * The recovery loop without a worker of its own, for a web process started with RUN_WORKER=0: the
 * jobs of crashed workers are unlocked and lost jobs refunded even while no worker process is up
 * (every worker runs the same sweep with its heartbeat, so with one or more alive this only repeats it).
 */
export function startRecoverySweep(options: {
  db: Db;
  everyMs: number;
  deadAfterMs: number;
  orphanGraceMs?: number;
  log?: (message: string) => void;
}): RecoverySweep {
  const log = options.log ?? ((m: string) => console.log(m));
  // Not a registered worker: no heartbeat row carries this id, so every row is judged on its own.
  const selfId = `web-sweep:${os.hostname()}:${process.pid}`;
  let sweeping = false;
  const sweep = () => {
    if (sweeping) return;
    sweeping = true;
    recover(options.db, selfId, options.deadAfterMs, options.orphanGraceMs)
      .then((r) => {
        if (r.deadWorkers.length > 0) log(`Unlocked the jobs of ${r.deadWorkers.length} dead worker(s): ${r.deadWorkers.join(', ')}`);
        if (r.failedJobs.length > 0) log(`Failed ${r.failedJobs.length} job(s) that could no longer run (credits refunded).`);
      })
      .catch((e: unknown) => log(`job recovery failed: ${String(e)}`))
      .finally(() => {
        sweeping = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
