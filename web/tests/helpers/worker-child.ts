// A worker process for the crash tests: the real startWorker with a fake processor that takes
// FAKE_LOOKUP_MS to look references up. Prints "ready" once running and "processing" when a job starts.
import { createDb } from '../../app/utils/db.server.ts';
import { startWorker } from '../../worker/start-worker.ts';
import { fakeProcessor } from './fake-processor.ts';

const db = createDb(process.env.DATABASE_URL as string, 4);
const worker = await startWorker({
  db,
  databaseUrl: process.env.DATABASE_URL as string,
  concurrency: 1,
  heartbeatMs: 300,
  deadAfterMs: 60_000,
  pollIntervalMs: 200,
  cancelPollMs: 200,
  orphanGraceMs: 0,
  processor: fakeProcessor({
    uniqueReferences: 3,
    lookupMs: Number(process.env.FAKE_LOOKUP_MS ?? 0),
    onStart: () => console.log('processing'),
  }),
  log: (m) => console.log(m),
});
console.log(`ready ${worker.id}`);
process.on('SIGTERM', () => {
  worker.stop().then(() => process.exit(0));
});
