// What the run reads straight from the app's database at the end: the jobs with their timestamps,
// the users and their ledger, and whatever is left in Graphile Worker's queue.
import pg from 'pg';
import type { JobRow, LedgerRow, UserRow } from './ledger-check.ts';

export interface JobDetail extends JobRow {
  filename: string;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  attempts: number;
  errorMessage: string | null;
}

export interface QueueRow {
  id: string;
  task_identifier: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  locked_at: Date | null;
}

export interface DatabaseState {
  users: UserRow[];
  jobs: JobDetail[];
  ledger: LedgerRow[];
  queue: QueueRow[];
}

export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function countProcessing(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "Job" WHERE "status" = 'processing'`);
  return Number(rows[0]?.n ?? 0);
}

/** Waits until no job is processing any more, or the time is up; returns how many still are. */
export async function waitForNoProcessing(client: pg.Client, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const n = await countProcessing(client);
    if (n === 0 || Date.now() > deadline) return n;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function readState(client: pg.Client): Promise<DatabaseState> {
  const users = await client.query<UserRow>(`SELECT "id", "email", "credits" FROM "User"`);
  const jobs = await client.query<JobDetail>(
    `SELECT "id", "userId", "filename", "status"::text AS "status", "creditsUsed", "createdAt", "startedAt", "completedAt", "attempts", "errorMessage" FROM "Job"`,
  );
  const ledger = await client.query<LedgerRow>(`SELECT "userId", "jobId", "amount", "kind" FROM "CreditTransaction"`);
  const queue = await client.query<QueueRow>(
    `SELECT "id"::text AS "id", "task_identifier", "attempts", "max_attempts", "last_error", "locked_at" FROM graphile_worker.jobs`,
  );
  return { users: users.rows, jobs: jobs.rows, ledger: ledger.rows, queue: queue.rows };
}
