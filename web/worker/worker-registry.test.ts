import { describe, expect, it } from 'vitest';
import { createJob } from '../app/models/job.server.ts';
import { reserveJobCredits } from '../app/models/credit.server.ts';
import { getDb } from '../app/utils/db.server.ts';
import { queueKeyFor } from '../app/utils/queue.server.ts';
import { citedDocx } from '../tests/helpers/make-docx.ts';
import { signedInUser } from '../tests/helpers/route.ts';
import { waitFor } from '../tests/helpers/wait.ts';
import { failOrphanedJobs, liveWorkerCount, reapDeadWorkers, registerWorker, startRecoverySweep } from './worker-registry.ts';

const queueRow = async (jobId: string) =>
  (
    await getDb().$queryRawUnsafe<{ locked_by: string | null; attempts: number }[]>(
      `SELECT locked_by, attempts FROM graphile_worker._private_jobs WHERE key = $1`,
      queueKeyFor(jobId),
    )
  )[0];

describe('reapDeadWorkers', () => {
  it('unlocks the jobs of a worker whose heartbeat stopped, and leaves live ones alone', async () => {
    const db = getDb();
    const { user } = await signedInUser();
    const job = await createJob(db, { userId: user.id, filename: 'p.docx', bytes: citedDocx(), maxAttempts: 3 });
    await db.$executeRawUnsafe(
      `UPDATE graphile_worker._private_jobs SET locked_by = 'pool-dead', locked_at = now(), attempts = 1 WHERE key = $1`,
      queueKeyFor(job.id),
    );
    await registerWorker(db, 'far-away:1:dead', ['pool-dead']);
    await db.workerHeartbeat.update({ where: { id: 'far-away:1:dead' }, data: { hostname: 'far-away', lastSeenAt: new Date(Date.now() - 120_000) } });
    await registerWorker(db, 'far-away:2:alive', ['pool-alive']);
    await db.workerHeartbeat.update({ where: { id: 'far-away:2:alive' }, data: { hostname: 'far-away' } });

    expect(await reapDeadWorkers(db, 'me', 60_000)).toEqual(['far-away:1:dead']);
    expect(await queueRow(job.id)).toEqual({ locked_by: null, attempts: 1 });
    expect((await db.workerHeartbeat.findMany()).map((w) => w.id)).toEqual(['far-away:2:alive']);
  });
});

describe('failOrphanedJobs', () => {
  it('fails, with a refund, a processing job whose queue entry is gone or used up; never a runnable one', async () => {
    const db = getDb();
    const lost = await signedInUser();
    const usedUp = await signedInUser();
    const fine = await signedInUser();
    const make = async (userId: string) => {
      const job = await createJob(db, { userId, filename: 'p.docx', bytes: citedDocx(), maxAttempts: 2 });
      await reserveJobCredits(db, { userId, jobId: job.id, amount: 5, filename: 'p.docx' });
      return job.id;
    };
    const lostJob = await make(lost.user.id);
    const usedUpJob = await make(usedUp.user.id);
    const fineJob = await make(fine.user.id);
    await db.$executeRawUnsafe(`DELETE FROM graphile_worker._private_jobs WHERE key = $1`, queueKeyFor(lostJob));
    await db.$executeRawUnsafe(`UPDATE graphile_worker._private_jobs SET attempts = 2 WHERE key = $1`, queueKeyFor(usedUpJob));

    // Too young: left alone.
    expect(await failOrphanedJobs(db, 60_000)).toEqual([]);
    const failed = await failOrphanedJobs(db, 0);
    expect(failed.sort()).toEqual([lostJob, usedUpJob].sort());
    const rows = await db.job.findMany({ where: { id: { in: [lostJob, usedUpJob, fineJob] } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(lostJob)?.errorMessage).toBe('Processing failed: the job was lost before it started. Please try again.');
    expect(byId.get(usedUpJob)?.errorMessage).toBe('Processing failed: the worker stopped unexpectedly 2 times. Please try again.');
    expect(byId.get(fineJob)?.status).toBe('processing');
    for (const { user } of [lost, usedUp]) {
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(100);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: fine.user.id } })).credits).toBe(95);
    expect(await queueRow(usedUpJob)).toBeUndefined();
  });
});

describe('startRecoverySweep (a web process with no worker of its own)', () => {
  it('unlocks a dead worker’s job and refunds a lost one while no worker process is up; counts live workers', async () => {
    const db = getDb();
    await db.workerHeartbeat.deleteMany();
    const { user } = await signedInUser();
    const other = await signedInUser();
    const held = await createJob(db, { userId: user.id, filename: 'p.docx', bytes: citedDocx(), maxAttempts: 3 });
    const lost = await createJob(db, { userId: other.user.id, filename: 'q.docx', bytes: citedDocx(), maxAttempts: 3 });
    await db.$executeRawUnsafe(
      `UPDATE graphile_worker._private_jobs SET locked_by = 'pool-gone', locked_at = now(), attempts = 1 WHERE key = $1`,
      queueKeyFor(held.id),
    );
    await db.$executeRawUnsafe(`DELETE FROM graphile_worker._private_jobs WHERE key = $1`, queueKeyFor(lost.id));
    await registerWorker(db, 'far-away:9:dead', ['pool-gone']);
    await db.workerHeartbeat.update({ where: { id: 'far-away:9:dead' }, data: { hostname: 'far-away', lastSeenAt: new Date(Date.now() - 120_000) } });
    expect(await liveWorkerCount(db, 60_000)).toBe(0);

    const sweep = startRecoverySweep({ db, everyMs: 100, deadAfterMs: 60_000, orphanGraceMs: 0, log: () => {} });
    try {
      await waitFor(async () => (await db.job.findUniqueOrThrow({ where: { id: lost.id } })).status === 'failed', 5_000, 'the lost job to fail');
      await waitFor(async () => (await queueRow(held.id))?.locked_by === null, 5_000, 'the held job to be unlocked');
    } finally {
      sweep.stop();
    }
    expect(await db.workerHeartbeat.count()).toBe(0);
    await registerWorker(db, 'here:1:alive', []);
    expect(await liveWorkerCount(db, 60_000)).toBe(1);
  });
});
