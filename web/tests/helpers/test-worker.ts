// The real Graphile Worker on this test file's database, tuned for tests: quick polls and heartbeats,
// no log output. A test file passes its processor and whatever else it needs to differ.
import { getDb } from '../../app/utils/db.server.ts';
import { startWorker } from '../../worker/start-worker.ts';
import type { StartedWorker, StartWorkerOptions } from '../../worker/start-worker.ts';

export function startTestWorker(options: Partial<StartWorkerOptions> = {}): Promise<StartedWorker> {
  return startWorker({
    db: getDb(),
    databaseUrl: process.env.DATABASE_URL as string,
    concurrency: 1,
    heartbeatMs: 500,
    deadAfterMs: 10_000,
    pollIntervalMs: 200,
    log: () => {},
    ...options,
  });
}
