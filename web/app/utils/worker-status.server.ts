// Whether any job worker is alive, for the pages (the banner) — a .server module so that the
// worker's code never reaches the browser bundle.
import { liveWorkerCount } from '../../worker/worker-registry.ts';
import { getDb } from './db.server.ts';
import { getEnv } from './env.server.ts';

export async function isWorkerRunning(): Promise<boolean> {
  return (await liveWorkerCount(getDb(), getEnv().WORKER_DEAD_AFTER_MS)) > 0;
}
