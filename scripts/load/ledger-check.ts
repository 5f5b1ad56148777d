// The credits ledger after the run, as plain data in and problems out: every balance must equal the
// signup grant minus what the user's jobs were charged, equal the sum of the user's ledger entries,
// never be negative; each job's ledger entries must add up to minus its charge (a reservation settled
// or refunded exactly once).

export interface UserRow {
  id: string;
  email: string;
  credits: number;
}

export interface JobRow {
  id: string;
  userId: string;
  status: string;
  creditsUsed: number | null;
}

export interface LedgerRow {
  userId: string;
  jobId: string | null;
  amount: number;
  kind: string;
}

export interface LedgerVerdict {
  usersChecked: number;
  problems: string[];
}

export function checkLedger(users: UserRow[], jobs: JobRow[], ledger: LedgerRow[], signupCredits: number): LedgerVerdict {
  const problems: string[] = [];
  for (const user of users) {
    const own = jobs.filter((j) => j.userId === user.id);
    const entries = ledger.filter((e) => e.userId === user.id);
    const charged = own.reduce((n, j) => n + (j.creditsUsed ?? 0), 0);
    const sum = entries.reduce((n, e) => n + e.amount, 0);
    const signups = entries.filter((e) => e.kind === 'signup');
    if (user.credits < 0) problems.push(`${user.email}: negative balance ${user.credits}`);
    if (signups.length !== 1 || signups[0]?.amount !== signupCredits) {
      problems.push(`${user.email}: ${signups.length} signup entries (${signups.map((e) => e.amount).join(', ')}), expected one of ${signupCredits}`);
    }
    if (user.credits !== signupCredits - charged) {
      problems.push(`${user.email}: balance ${user.credits} ≠ ${signupCredits} − ${charged} charged by ${own.length} job(s)`);
    }
    if (user.credits !== sum) problems.push(`${user.email}: balance ${user.credits} ≠ ledger sum ${sum}`);
    for (const job of own) {
      const net = entries.filter((e) => e.jobId === job.id).reduce((n, e) => n + e.amount, 0);
      const expected = job.status === 'processing' ? undefined : -(job.creditsUsed ?? 0);
      if (expected !== undefined && net !== expected) {
        problems.push(`${user.email}: job ${job.id} (${job.status}, creditsUsed ${job.creditsUsed}) has ledger net ${net}, expected ${expected}`);
      }
    }
  }
  return { usersChecked: users.length, problems };
}
