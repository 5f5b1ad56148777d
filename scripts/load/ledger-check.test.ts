import { describe, expect, it } from 'vitest';
import { checkLedger } from './ledger-check.ts';
import type { JobRow, LedgerRow, UserRow } from './ledger-check.ts';

const user: UserRow = { id: 'u1', email: 'a@x.test', credits: 88 };
const jobs: JobRow[] = [
  { id: 'j1', userId: 'u1', status: 'completed', creditsUsed: 12 },
  { id: 'j2', userId: 'u1', status: 'failed', creditsUsed: 0 },
];
const ledger: LedgerRow[] = [
  { userId: 'u1', jobId: null, amount: 100, kind: 'signup' },
  { userId: 'u1', jobId: 'j1', amount: -14, kind: 'reserve' },
  { userId: 'u1', jobId: 'j1', amount: 2, kind: 'settle' },
  { userId: 'u1', jobId: 'j2', amount: -5, kind: 'reserve' },
  { userId: 'u1', jobId: 'j2', amount: 5, kind: 'refund' },
];

describe('checkLedger', () => {
  it('accepts a balance that is the grant minus the charges and the sum of the ledger', () => {
    expect(checkLedger([user], jobs, ledger, 100)).toEqual({ usersChecked: 1, problems: [] });
  });

  it('finds a refund applied twice', () => {
    const twice = [...ledger, { userId: 'u1', jobId: 'j2', amount: 5, kind: 'refund' }];
    const { problems } = checkLedger([{ ...user, credits: 93 }], jobs, twice, 100);
    expect(problems).toContain('a@x.test: balance 93 ≠ 100 − 12 charged by 2 job(s)');
    expect(problems).toContain('a@x.test: job j2 (failed, creditsUsed 0) has ledger net 5, expected 0');
  });

  it('finds a balance that moved without a ledger entry', () => {
    const { problems } = checkLedger([{ ...user, credits: 87 }], jobs, ledger, 100);
    expect(problems).toContain('a@x.test: balance 87 ≠ ledger sum 88');
  });

  it('finds a missing signup grant', () => {
    const { problems } = checkLedger([user], jobs, ledger.slice(1), 100);
    expect(problems[0]).toMatch(/0 signup entries/);
  });
});
