// The Graphile worker that runs inside the web process (RUN_WORKER=1, the default), on a database
// pool of its own: under page load the requests hold every connection of theirs, and a job that
// waited for one of them stalled (a load run measured 89 jobs/min during page load with the shared
// pool, 108 with this one; Graphile Worker's queue has its own pool besides).
import type { ResolverDeps } from '@cite-repair/citation-core';
import { createDb } from '../app/utils/db.server.ts';
import type { Db } from '../app/utils/db.server.ts';
import { notifyJobCompleted } from '../app/utils/email.server.ts';
import type { Env } from '../app/utils/env.server.ts';
import { createWebResolver } from '../app/utils/resolver.server.ts';
import { startWorker, workerPoolSize } from '../worker/start-worker.ts';
import type { StartedWorker, StartWorkerOptions } from '../worker/start-worker.ts';

export interface InProcessWorkerOptions {
  databaseUrl: string;
  env: Pick<Env, 'WORKER_CONCURRENCY' | 'WORKER_HEARTBEAT_MS' | 'WORKER_DEAD_AFTER_MS'>;
  /** Injected into the metadata resolver (tests send landing pages to a local look-alike). */
  resolverDeps?: Partial<ResolverDeps>;
  log?: (message: string) => void;
  /** Test hooks (a fake processor, faster polling). */
  overrides?: Partial<Omit<StartWorkerOptions, 'db' | 'databaseUrl'>>;
}

export interface InProcessWorker {
  worker: StartedWorker;
  /** The worker's own Prisma client (never the requests' getDb()). */
  db: Db;
  stop(): Promise<void>;
}

export async function startInProcessWorker(options: InProcessWorkerOptions): Promise<InProcessWorker> {
  const { env } = options;
  const db = createDb(options.databaseUrl, workerPoolSize(env.WORKER_CONCURRENCY).prisma);
  let worker: StartedWorker;
  try {
    worker = await startWorker({
      db,
      databaseUrl: options.databaseUrl,
      concurrency: env.WORKER_CONCURRENCY,
      heartbeatMs: env.WORKER_HEARTBEAT_MS,
      deadAfterMs: env.WORKER_DEAD_AFTER_MS,
      getResolver: (job) => createWebResolver(db, { jobId: job.id, userId: job.userId }, options.resolverDeps),
      notifyCompleted: async (jobId) => {
        await notifyJobCompleted(db, jobId);
      },
      log: options.log,
      ...options.overrides,
    });
  } catch (error) {
    await db.$disconnect().catch(() => {});
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    worker,
    db,
    stop() {
      stopping ??= (async () => {
        await worker.stop();
        await db.$disconnect();
      })();
      return stopping;
    },
  };
}
