// Starts Graphile Worker from code (its CLI cannot load .ts task files on Node 20) with the
// process_document task and the hourly expire_files task (the retention policy, on Graphile's cron),
// registers this process in the worker registry, and keeps recovering jobs left behind by dead workers.
import crypto from 'node:crypto';
import os from 'node:os';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { Logger, run } from 'graphile-worker';
import type { Runner, WorkerEvents } from 'graphile-worker';
import type { MetadataResolver } from '@cite-repair/citation-core';
import type { Db } from '../app/utils/db.server.ts';
import type { Storage } from '../app/storage/storage.server.ts';
import { createExpireFilesTask, EXPIRE_FILES, EXPIRE_FILES_CRONTAB } from './tasks/expire_files.ts';
import { PROCESS_DOCUMENT_TASK } from '../app/utils/queue.server.ts';
import { createProcessDocumentTask } from './tasks/process_document.ts';
import type { DocConverter } from './legacy-doc.ts';
import { defaultProcessor } from './processor.ts';
import type { Processor } from './processor.ts';
import { heartbeat, recover, registerWorker, unregisterWorker } from './worker-registry.ts';

export interface StartWorkerOptions {
  db: Db;
  databaseUrl: string;
  concurrency: number;
  heartbeatMs: number;
  deadAfterMs: number;
  processor?: Processor;
  /** Turns a legacy .doc upload into .docx (default: LibreOffice). */
  convertDoc?: DocConverter;
  getResolver?: (job: { id: string; userId: string }) => Promise<MetadataResolver | undefined>;
  notifyCompleted?: (jobId: string) => Promise<void>;
  cancelPollMs?: number;
  pollIntervalMs?: number;
  /** Age under which a processing job without a runnable queue entry is left alone (ms). */
  orphanGraceMs?: number;
  /** Where files are read and written (default: the environment's storage). */
  storage?: Storage;
  /** The retention schedule (a Graphile crontab); '' runs none (tests run the task themselves). */
  crontab?: string;
  log?: (message: string) => void;
}

export interface StartedWorker {
  id: string;
  runner: Runner;
  stop(): Promise<void>;
}

/**
 * The database connections a worker running `concurrency` jobs at once needs. Prisma's: each job's
 * writes, its cancel watch and progress writer, and the resolver's cache lookups. Graphile's own
 * pool: one connection per job, plus the poller, the cron and the job-completion writes.
 */
export function workerPoolSize(concurrency: number): { prisma: number; graphile: number } {
  return { prisma: Math.max(4, concurrency * 4), graphile: concurrency + 4 };
}

export async function startWorker(options: StartWorkerOptions): Promise<StartedWorker> {
  const log = options.log ?? ((m: string) => console.log(m));
  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const pgPool = new pg.Pool({ connectionString: options.databaseUrl, max: workerPoolSize(options.concurrency).graphile });
  pgPool.on('error', (e) => log(`worker database pool: ${e.message}`));
  pgPool.on('connect', (client) => client.on('error', (e) => log(`worker database client: ${e.message}`)));

  const poolIds: string[] = [];
  const events: WorkerEvents = new EventEmitter() as WorkerEvents;
  events.on('pool:create', ({ workerPool }) => poolIds.push(workerPool.id));

  // Recover before taking new work: a previous run of this machine may have died holding jobs.
  await registerWorker(options.db, id, []);
  const first = await recover(options.db, id, options.deadAfterMs, options.orphanGraceMs);
  logRecovery(first, log);

  const runner = await run({
    pgPool,
    concurrency: options.concurrency,
    noHandleSignals: true,
    pollInterval: options.pollIntervalMs ?? 1000,
    events,
    logger: quietLogger(log),
    crontab: options.crontab ?? EXPIRE_FILES_CRONTAB,
    taskList: {
      [PROCESS_DOCUMENT_TASK]: createProcessDocumentTask({
        db: options.db,
        processor: options.processor ?? defaultProcessor,
        convertDoc: options.convertDoc,
        getResolver: options.getResolver,
        notifyCompleted: options.notifyCompleted,
        cancelPollMs: options.cancelPollMs,
        workerId: id,
        storage: options.storage,
      }),
      [EXPIRE_FILES]: createExpireFilesTask({ db: options.db, storage: options.storage }),
    },
  });
  await registerWorker(options.db, id, poolIds);

  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    heartbeat(options.db, id)
      .then(() => recover(options.db, id, options.deadAfterMs, options.orphanGraceMs))
      .then((r) => logRecovery(r, log))
      .catch((e: unknown) => log(`worker heartbeat failed: ${String(e)}`))
      .finally(() => {
        sweeping = false;
      });
  }, options.heartbeatMs);
  timer.unref();

  let stopping: Promise<void> | undefined;
  return {
    id,
    runner,
    stop() {
      stopping ??= (async () => {
        clearInterval(timer);
        await runner.stop().catch((e: unknown) => log(`worker stop: ${String(e)}`));
        await unregisterWorker(options.db, id).catch(() => {});
        await pgPool.end().catch(() => {});
      })();
      return stopping;
    },
  };
}

function logRecovery(result: { deadWorkers: string[]; failedJobs: string[] }, log: (m: string) => void): void {
  if (result.deadWorkers.length > 0) log(`Unlocked the jobs of ${result.deadWorkers.length} dead worker(s): ${result.deadWorkers.join(', ')}`);
  if (result.failedJobs.length > 0) log(`Failed ${result.failedJobs.length} job(s) that could no longer run (credits refunded).`);
}

function quietLogger(log: (m: string) => void): Logger {
  return new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') log(`[worker] ${message}`);
  });
}
