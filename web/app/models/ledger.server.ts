// The ledger's invariant (issue 12): every user's balance equals the sum of their CreditTransaction
// entries, and no balance is negative. `npm run ledger:check` runs this over every user.
import type { Db } from '../utils/db.server.ts';

export interface LedgerProblem {
  userId: string;
  email: string;
  balance: number;
  ledgerSum: number;
  entries: number;
}

export interface LedgerReport {
  users: number;
  entries: number;
  problems: LedgerProblem[];
}

export async function checkLedger(db: Db): Promise<LedgerReport> {
  // One statement, one snapshot: a job or a purchase committing meanwhile cannot make it disagree.
  const rows = await db.$queryRaw<{ id: string; email: string; credits: number; sum: bigint; entries: bigint }[]>`
    SELECT u."id", u."email", u."credits", COALESCE(SUM(t."amount"), 0)::bigint AS "sum", COUNT(t."id")::bigint AS "entries"
    FROM "User" u LEFT JOIN "CreditTransaction" t ON t."userId" = u."id"
    GROUP BY u."id", u."email", u."credits"
    ORDER BY u."email"`;
  const problems: LedgerProblem[] = [];
  let entries = 0;
  for (const row of rows) {
    const ledgerSum = Number(row.sum);
    entries += Number(row.entries);
    if (ledgerSum !== row.credits || row.credits < 0) {
      problems.push({ userId: row.id, email: row.email, balance: row.credits, ledgerSum, entries: Number(row.entries) });
    }
  }
  return { users: rows.length, entries, problems };
}
