// The credit ledger. A balance changes only together with a CreditTransaction row, in one database
// transaction, through a conditional UPDATE (never below zero). Every entry has an idempotency key,
// so a retried task or a repeated request cannot apply the same charge or refund twice.
import type { Prisma } from '../generated/prisma/client.ts';
import type { Db } from '../utils/db.server.ts';

export type Tx = Prisma.TransactionClient;

export const SIGNUP_CREDITS = 100;
export const RECENT_TRANSACTIONS = 10;

export class InsufficientCreditsError extends Error {
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(`Insufficient credits: this document needs ${needed} credit${needed === 1 ? '' : 's'} but your balance is ${balance}.`);
    this.name = 'InsufficientCreditsError';
  }
}

export interface CreditChange {
  userId: string;
  /** Positive adds credits, negative spends them. */
  amount: number;
  kind: 'signup' | 'reserve' | 'settle' | 'refund' | 'purchase' | 'purchase_refund' | 'admin';
  description: string;
  idempotencyKey: string;
  jobId?: string;
}

export type CreditChangeResult = { applied: true; balance: number } | { applied: false; reason: 'duplicate' };

/**
 * Applies one ledger entry inside the caller's transaction. Throws InsufficientCreditsError (which
 * must roll the transaction back) when a charge would take the balance below zero.
 */
export async function applyCreditChange(tx: Tx, change: CreditChange): Promise<CreditChangeResult> {
  // The ledger row goes in first: its unique key serialises concurrent attempts at the same change.
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "CreditTransaction" ("id", "userId", "jobId", "amount", "balanceAfter", "kind", "description", "idempotencyKey")
    VALUES (gen_random_uuid()::text, ${change.userId}, ${change.jobId ?? null}, ${change.amount}, 0, ${change.kind}, ${change.description}, ${change.idempotencyKey})
    ON CONFLICT ("idempotencyKey") DO NOTHING
    RETURNING "id"`;
  const row = inserted[0];
  if (!row) return { applied: false, reason: 'duplicate' };

  const updated = await tx.$queryRaw<{ credits: number }[]>`
    UPDATE "User" SET "credits" = "credits" + ${change.amount}, "updatedAt" = now()
    WHERE "id" = ${change.userId} AND "credits" + ${change.amount} >= 0
    RETURNING "credits"`;
  const balance = updated[0]?.credits;
  if (balance === undefined) {
    const current = await tx.user.findUnique({ where: { id: change.userId }, select: { credits: true } });
    if (!current) throw new Error(`User ${change.userId} does not exist`);
    throw new InsufficientCreditsError(-change.amount, current.credits);
  }
  await tx.$executeRaw`UPDATE "CreditTransaction" SET "balanceAfter" = ${balance} WHERE "id" = ${row.id}`;
  return { applied: true, balance };
}

/** The 100 free credits of a new account (once per user). */
export function grantSignupCredits(tx: Tx, userId: string): Promise<CreditChangeResult> {
  return applyCreditChange(tx, {
    userId,
    amount: SIGNUP_CREDITS,
    kind: 'signup',
    description: `Welcome bonus: ${SIGNUP_CREDITS} free credits`,
    idempotencyKey: `signup:${userId}`,
  });
}

export const reserveKey = (jobId: string) => `reserve:${jobId}`;
export const settleKey = (jobId: string) => `settle:${jobId}`;
export const extraChargeKey = (jobId: string) => `charge:${jobId}`;
export const refundKey = (jobId: string) => `refund:${jobId}`;

/**
 * Reserves `amount` credits for a job, atomically. Returns the reserved amount (the earlier one when
 * this job already holds a reservation); throws InsufficientCreditsError, charging nothing.
 */
export async function reserveJobCredits(db: Db, input: { userId: string; jobId: string; amount: number; filename: string }): Promise<number> {
  return db.$transaction(async (tx) => {
    const result = await applyCreditChange(tx, {
      userId: input.userId,
      jobId: input.jobId,
      amount: -input.amount,
      kind: 'reserve',
      description: `Processing "${input.filename}" (reserved)`,
      idempotencyKey: reserveKey(input.jobId),
    });
    if (!result.applied) {
      const existing = await tx.creditTransaction.findUnique({ where: { idempotencyKey: reserveKey(input.jobId) } });
      return -(existing?.amount ?? 0);
    }
    await tx.job.updateMany({ where: { id: input.jobId }, data: { reservedCredits: input.amount } });
    return input.amount;
  });
}

/**
 * Settles a completed job at `charge` credits against its reservation: refunds the difference, or
 * charges the extra when the balance allows it. Returns the credits actually used.
 */
export async function settleJobCredits(
  tx: Tx,
  input: { userId: string; jobId: string; charge: number; filename: string; /** references not checked (lookups failed), not charged */ unchecked?: number },
): Promise<number> {
  const reservation = await tx.creditTransaction.findUnique({ where: { idempotencyKey: reserveKey(input.jobId) } });
  const reserved = reservation ? -reservation.amount : 0;
  if (input.charge < reserved) {
    const unchecked = input.unchecked ?? 0;
    await applyCreditChange(tx, {
      userId: input.userId,
      jobId: input.jobId,
      amount: reserved - input.charge,
      kind: 'settle',
      // Says why, so that a user who sees credits come back knows which references were not looked up.
      description:
        unchecked > 0
          ? `Processing "${input.filename}": returned for ${unchecked} reference${unchecked === 1 ? '' : 's'} that could not be checked`
          : `Processing "${input.filename}": unused reservation returned`,
      idempotencyKey: settleKey(input.jobId),
    });
    return input.charge;
  }
  if (input.charge > reserved) {
    const extra = input.charge - reserved;
    const balance = await tx.user.findUnique({ where: { id: input.userId }, select: { credits: true } });
    // Never below zero: a job that turned out bigger than reserved is charged what the balance allows.
    const affordable = Math.min(extra, balance?.credits ?? 0);
    if (affordable > 0) {
      await applyCreditChange(tx, {
        userId: input.userId,
        jobId: input.jobId,
        amount: -affordable,
        kind: 'settle',
        description: `Processing "${input.filename}"`,
        idempotencyKey: extraChargeKey(input.jobId),
      });
    }
    return reserved + affordable;
  }
  return reserved;
}

/** Returns a failed or cancelled job's reservation (once). Returns the refunded amount. */
export async function refundJobReservation(tx: Tx, input: { userId: string; jobId: string; filename: string; reason: string }): Promise<number> {
  const reservation = await tx.creditTransaction.findUnique({ where: { idempotencyKey: reserveKey(input.jobId) } });
  if (!reservation || reservation.amount >= 0) return 0;
  const result = await applyCreditChange(tx, {
    userId: input.userId,
    jobId: input.jobId,
    amount: -reservation.amount,
    kind: 'refund',
    description: `Refund for "${input.filename}" (${input.reason})`,
    idempotencyKey: refundKey(input.jobId),
  });
  return result.applied ? -reservation.amount : 0;
}

export interface CreditsDto {
  credits: number;
  transactions: { id: string; description: string; amount: number; createdAt: string; jobId: string | null; kind: string }[];
}

/** Spec §3 Credits response: the balance and the latest transactions, newest first. */
export async function getCredits(db: Db, userId: string, limit = RECENT_TRANSACTIONS): Promise<CreditsDto | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { credits: true } });
  if (!user) return null;
  const transactions = await db.creditTransaction.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  const running = await runningJobIds(db, transactions);
  return {
    credits: user.credits,
    transactions: transactions.map((t) => ({
      id: t.id,
      description: t.kind === 'reserve' && !(t.jobId && running.has(t.jobId)) ? settledDescription(t.description) : t.description,
      amount: t.amount,
      createdAt: t.createdAt.toISOString(),
      jobId: t.jobId,
      kind: t.kind,
    })),
  };
}

/**
 * The ledger is append-only, so a reservation keeps the words it was written with ("(reserved)").
 * Once its job has finished (settled, refunded, or deleted) the entry is read as the job's charge: the
 * list says so, while the amount, and the balance = sum of entries, stay exactly as recorded.
 */
export function settledDescription(description: string): string {
  return description.replace(/ \(reserved\)$/, '');
}

async function runningJobIds(db: Db, transactions: { kind: string; jobId: string | null }[]): Promise<Set<string>> {
  const ids = transactions.filter((t) => t.kind === 'reserve' && t.jobId).map((t) => t.jobId as string);
  if (ids.length === 0) return new Set();
  const rows = await db.job.findMany({ where: { id: { in: ids }, status: 'processing' }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}
