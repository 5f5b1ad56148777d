// A worker process killed with SIGKILL in the middle of a job: the next worker to start unlocks it at
// once and either runs it again or, when its attempts are used up, fails it with a refund. Never
// stuck in 'processing'.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createJob } from '../../app/models/job.server.ts';
import { getDb } from '../../app/utils/db.server.ts';
import { citedDocx } from '../helpers/make-docx.ts';
import { signedInUser } from '../helpers/route.ts';
import { waitFor } from '../helpers/wait.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const childScript = path.resolve(here, '../helpers/worker-child.ts');
const children: ChildProcess[] = [];

function startChild(lookupMs: number) {
  const child = spawn(process.execPath, ['--conditions=@cite-repair/source', '--import', 'tsx', childScript], {
    cwd: path.resolve(here, '../..'),
    env: { ...process.env, FAKE_LOOKUP_MS: String(lookupMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
  }
});

const balance = async (userId: string) => (await getDb().user.findUniqueOrThrow({ where: { id: userId } })).credits;

async function killMidJob(maxAttempts: number) {
  const { user } = await signedInUser();
  const db = getDb();
  const job = await createJob(db, { userId: user.id, filename: 'paper.docx', bytes: citedDocx(), maxAttempts });
  const first = startChild(60_000);
  await waitFor(() => first.output().includes('processing'), 20_000, 'the first worker to start the job');
  await waitFor(async () => (await db.creditTransaction.count({ where: { jobId: job.id, kind: 'reserve' } })) === 1, 10_000, 'the reservation');
  first.child.kill('SIGKILL');
  await exited(first.child);
  expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe('processing');
  expect(await balance(user.id)).toBe(97);
  return { user, jobId: job.id };
}

describe('A worker killed mid-job', () => {
  it('the next worker picks the job up at once and completes it, charging once', async () => {
    const { user, jobId } = await killMidJob(3);
    const started = Date.now();
    const second = startChild(0);
    const job = await waitFor(
      async () => {
        const row = await getDb().job.findUniqueOrThrow({ where: { id: jobId } });
        return row.status !== 'processing' ? row : null;
      },
      20_000,
      'the job to finish',
    );
    expect(second.output()).toContain('Unlocked the jobs of 1 dead worker');
    expect(job).toMatchObject({ status: 'completed', attempts: 2, creditsUsed: 3 });
    // Far sooner than Graphile's own 4-hour lock timeout.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await balance(user.id)).toBe(97);
    expect(await getDb().creditTransaction.count({ where: { jobId, kind: 'reserve' } })).toBe(1);
  });

  it('after its last attempt the job is failed and the credits refunded', async () => {
    const { user, jobId } = await killMidJob(1);
    startChild(0);
    const job = await waitFor(
      async () => {
        const row = await getDb().job.findUniqueOrThrow({ where: { id: jobId } });
        return row.status !== 'processing' ? row : null;
      },
      20_000,
      'the job to be failed',
    );
    expect(job.status).toBe('failed');
    expect(job.errorMessage).toContain('the worker stopped unexpectedly');
    expect(await balance(user.id)).toBe(100);
    const ledger = await getDb().creditTransaction.findMany({ where: { jobId }, orderBy: { createdAt: 'asc' } });
    expect(ledger.map((t) => [t.kind, t.amount])).toEqual([
      ['reserve', -3],
      ['refund', 3],
    ]);
  });
});
