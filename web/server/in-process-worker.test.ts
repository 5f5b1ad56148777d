// The in-process worker keeps taking jobs while the requests' pool is exhausted: it has its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../app/models/job.server.ts';
import { createDb, getDb } from '../app/utils/db.server.ts';
import { fakeProcessor } from '../tests/helpers/fake-processor.ts';
import { citedDocx } from '../tests/helpers/make-docx.ts';
import { signedInUser } from '../tests/helpers/route.ts';
import { waitFor } from '../tests/helpers/wait.ts';
import { workerPoolSize } from '../worker/start-worker.ts';
import { startInProcessWorker } from './in-process-worker.ts';
import type { InProcessWorker } from './in-process-worker.ts';

const REQUEST_POOL = 10; // getDb()'s pool (createDb's default)
let inProcess: InProcessWorker;

beforeAll(async () => {
  inProcess = await startInProcessWorker({
    databaseUrl: process.env.DATABASE_URL as string,
    env: { WORKER_CONCURRENCY: 2, WORKER_HEARTBEAT_MS: 500, WORKER_DEAD_AFTER_MS: 10_000 },
    log: () => {},
    overrides: { processor: fakeProcessor({ uniqueReferences: 2 }), pollIntervalMs: 200, cancelPollMs: 200 },
  });
});

afterAll(async () => {
  await inProcess?.stop();
});

describe('startInProcessWorker', () => {
  it('has a pool of its own, sized for its concurrency', () => {
    expect(inProcess.db).not.toBe(getDb());
    expect(workerPoolSize(1)).toEqual({ prisma: 4, graphile: 5 });
    expect(workerPoolSize(2)).toEqual({ prisma: 8, graphile: 6 });
    expect(workerPoolSize(8)).toEqual({ prisma: 32, graphile: 12 });
  });

  it("completes a job while every connection of the requests' pool is held", async () => {
    const { user } = await signedInUser();
    const submitter = createDb(process.env.DATABASE_URL as string, 1);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = 0;
    const held = Array.from({ length: REQUEST_POOL }, () =>
      getDb().$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1`;
          holding += 1;
          await released;
        },
        { timeout: 60_000, maxWait: 60_000 },
      ),
    );
    try {
      await waitFor(() => holding === REQUEST_POOL, 10_000, 'the request pool to be exhausted');
      const job = await createJob(submitter, { userId: user.id, filename: 'busy.docx', bytes: citedDocx(), maxAttempts: 2 });
      const done = await waitFor(
        async () => {
          const row = await submitter.job.findUnique({ where: { id: job.id } });
          return row?.status === 'completed' ? row : null;
        },
        15_000,
        'the job to complete',
      );
      expect(done).toMatchObject({ status: 'completed', creditsUsed: 2, bibtexEntries: 2 });
      // Nothing went through the held pool meanwhile.
      expect(holding).toBe(REQUEST_POOL);
    } finally {
      release();
      await Promise.all(held);
      await submitter.$disconnect();
    }
  });

  it('stops the worker (once) and unregisters it', async () => {
    const extra = await startInProcessWorker({
      databaseUrl: process.env.DATABASE_URL as string,
      env: { WORKER_CONCURRENCY: 1, WORKER_HEARTBEAT_MS: 500, WORKER_DEAD_AFTER_MS: 10_000 },
      log: () => {},
      overrides: { processor: fakeProcessor() },
    });
    expect(await getDb().workerHeartbeat.count({ where: { id: extra.worker.id } })).toBe(1);
    await extra.stop();
    await extra.stop(); // once
    expect(await getDb().workerHeartbeat.count({ where: { id: extra.worker.id } })).toBe(0);
  });
});
