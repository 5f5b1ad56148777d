// The credit ledger against a real PostgreSQL: conditional updates, idempotency keys, races.
import { describe, expect, it } from 'vitest';
import { getDb } from '../utils/db.server.ts';
import { signedInUser } from '../../tests/helpers/route.ts';
import { applyCreditChange, getCredits, InsufficientCreditsError, refundJobReservation, reserveJobCredits, settleJobCredits } from './credit.server.ts';
import { createJob, failJob } from './job.server.ts';
import { citedDocx } from '../../tests/helpers/make-docx.ts';

async function jobFor(userId: string, name = 'paper.docx') {
  const job = await createJob(getDb(), { userId, filename: name, bytes: citedDocx(), maxAttempts: 3 });
  return job.id;
}

/** Moves the balance to `credits` through the ledger, as an admin adjustment would. */
async function setBalance(userId: string, credits: number) {
  const db = getDb();
  const current = (await db.user.findUniqueOrThrow({ where: { id: userId } })).credits;
  await db.$transaction((tx) =>
    applyCreditChange(tx, { userId, amount: credits - current, kind: 'admin', description: 'test balance', idempotencyKey: `test:${userId}:${Date.now()}` }),
  );
}

/** The balance must always equal the sum of the ledger. */
async function expectLedgerConsistent(userId: string) {
  const db = getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const sum = await db.creditTransaction.aggregate({ where: { userId }, _sum: { amount: true } });
  expect(user.credits).toBeGreaterThanOrEqual(0);
  expect(sum._sum.amount).toBe(user.credits);
}

describe('reserveJobCredits', () => {
  it('reserves once per job, whatever the number of attempts', async () => {
    const { user } = await signedInUser();
    const jobId = await jobFor(user.id);
    const db = getDb();
    expect(await reserveJobCredits(db, { userId: user.id, jobId, amount: 12, filename: 'p' })).toBe(12);
    expect(await reserveJobCredits(db, { userId: user.id, jobId, amount: 12, filename: 'p' })).toBe(12);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(88);
    await expectLedgerConsistent(user.id);
  });

  it('charges nothing when the balance is short', async () => {
    const { user } = await signedInUser();
    const db = getDb();
    await setBalance(user.id, 5);
    const jobId = await jobFor(user.id);
    const error = await reserveJobCredits(db, { userId: user.id, jobId, amount: 6, filename: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect((error as Error).message).toBe('Insufficient credits: this document needs 6 credits but your balance is 5.');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(5);
    expect(await db.creditTransaction.count({ where: { jobId } })).toBe(0);
  });

  it('two jobs racing for the last credits: one wins, no negative balance, no double spend', async () => {
    const db = getDb();
    const { user } = await signedInUser();
    await setBalance(user.id, 10);
    const first = await jobFor(user.id, 'one.docx');
    await db.job.update({ where: { id: first }, data: { status: 'completed' } }); // frees the one-processing-job slot
    const second = await jobFor(user.id, 'two.docx');

    for (let round = 0; round < 5; round++) {
      const ids = [`${first}-${round}`, `${second}-${round}`];
      const results = await Promise.allSettled(ids.map((jobId) => reserveJobCredits(db, { userId: user.id, jobId, amount: 6, filename: 'p' })));
      const won = results.findIndex((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toBeGreaterThanOrEqual(0);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientCreditsError);
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(4);
      await expectLedgerConsistent(user.id);
      // Give the credits back for the next round.
      await db.$transaction((tx) => refundJobReservation(tx, { userId: user.id, jobId: ids[won] as string, filename: 'p', reason: 'test' }));
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(10);
    }
  });

  it('many concurrent reservations never overspend', async () => {
    const { user } = await signedInUser();
    const db = getDb();
    const attempts = Array.from({ length: 30 }, (_, i) => reserveJobCredits(db, { userId: user.id, jobId: `race-${user.id}-${i}`, amount: 7, filename: 'p' }));
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === 'fulfilled').length;
    expect(won).toBe(14); // 14 × 7 = 98 ≤ 100 < 15 × 7
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(2);
    await expectLedgerConsistent(user.id);
  });
});

describe('settling and refunding', () => {
  it('settles at the final charge, refunding the difference once', async () => {
    const { user } = await signedInUser();
    const db = getDb();
    const jobId = await jobFor(user.id);
    await reserveJobCredits(db, { userId: user.id, jobId, amount: 10, filename: 'p' });
    const used = await db.$transaction((tx) => settleJobCredits(tx, { userId: user.id, jobId, charge: 7, filename: 'p' }));
    expect(used).toBe(7);
    await db.$transaction((tx) => settleJobCredits(tx, { userId: user.id, jobId, charge: 7, filename: 'p' }));
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(93);
    await expectLedgerConsistent(user.id);
  });

  it('charges an extra only as far as the balance goes', async () => {
    const { user } = await signedInUser();
    const db = getDb();
    const jobId = await jobFor(user.id);
    await reserveJobCredits(db, { userId: user.id, jobId, amount: 95, filename: 'p' });
    const used = await db.$transaction((tx) => settleJobCredits(tx, { userId: user.id, jobId, charge: 120, filename: 'p' }));
    expect(used).toBe(100);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(0);
    await expectLedgerConsistent(user.id);
  });

  it('a failed job is refunded exactly once, even when failed twice', async () => {
    const { user } = await signedInUser();
    const db = getDb();
    const jobId = await jobFor(user.id);
    await reserveJobCredits(db, { userId: user.id, jobId, amount: 4, filename: 'p' });
    const results = await Promise.all([failJob(db, jobId, { errorMessage: 'x' }), failJob(db, jobId, { errorMessage: 'y' })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(100);
    const credits = await getCredits(db, user.id);
    expect(credits?.transactions.map((t) => t.amount)).toEqual([4, -4, 100]);
    await expectLedgerConsistent(user.id);
  });

  it('lists a reservation as "(reserved)" only while its job runs; once settled it reads as the charge, amounts untouched', async () => {
    const db = getDb();
    const { user } = await signedInUser();
    const jobId = await jobFor(user.id, 'fx02.docx');
    await reserveJobCredits(db, { userId: user.id, jobId, amount: 13, filename: 'fx02.docx' });
    const running = await getCredits(db, user.id);
    expect(running?.transactions[0]).toMatchObject({ kind: 'reserve', amount: -13, description: 'Processing "fx02.docx" (reserved)' });
    await db.$transaction(async (tx) => {
      await settleJobCredits(tx, { userId: user.id, jobId, charge: 13, filename: 'fx02.docx' });
      await tx.job.update({ where: { id: jobId }, data: { status: 'completed' } });
    });
    const settled = await getCredits(db, user.id);
    expect(settled?.transactions[0]).toMatchObject({ kind: 'reserve', amount: -13, description: 'Processing "fx02.docx"' });
    // The stored entry is not rewritten (the ledger is append-only).
    const row = await db.creditTransaction.findFirstOrThrow({ where: { jobId, kind: 'reserve' } });
    expect(row.description).toBe('Processing "fx02.docx" (reserved)');
    await expectLedgerConsistent(user.id);
  });
});
