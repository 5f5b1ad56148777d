// `npm run worker -w web`: a worker process without the web server, on this machine or any other that
// reaches the same database (DATABASE_URL, or the embedded one of DATA_DIR on this machine).
import { createWebResolver } from '../app/utils/resolver.server.ts';
import { createDb } from '../app/utils/db.server.ts';
import { notifyJobCompleted } from '../app/utils/email.server.ts';
import { bootRuntime } from '../server/boot.ts';
import { startWorker, workerPoolSize } from './start-worker.ts';

const log = (m: string) => console.log(m);
try {
  const runtime = await bootRuntime(log);
  const db = createDb(runtime.databaseUrl, workerPoolSize(runtime.env.WORKER_CONCURRENCY).prisma);
  const worker = await startWorker({
    db,
    databaseUrl: runtime.databaseUrl,
    concurrency: runtime.env.WORKER_CONCURRENCY,
    heartbeatMs: runtime.env.WORKER_HEARTBEAT_MS,
    deadAfterMs: runtime.env.WORKER_DEAD_AFTER_MS,
    getResolver: (job) => createWebResolver(db, { jobId: job.id, userId: job.userId }),
    notifyCompleted: async (jobId) => {
      await notifyJobCompleted(db, jobId);
    },
    log,
  });
  log(`cite-repair worker ${worker.id} is running`);
  const shutdown = (signal: string) => {
    log(`${signal} received: stopping the worker...`);
    worker
      .stop()
      .then(() => db.$disconnect())
      .then(() => (runtime.embedded?.owned ? runtime.embedded.stop() : undefined))
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
