// `npm run ledger:check`: verifies, for every user, that the credit balance equals the sum of the
// user's ledger entries (and is not negative). Uses DATABASE_URL, else the embedded PostgreSQL under
// DATA_DIR (the running one when the app is up). Exit 0 when the ledger holds, 1 when it does not.
import { checkLedger } from '../app/models/ledger.server.ts';
import { disconnectDb, getDb } from '../app/utils/db.server.ts';
import { ensureDatabase } from './boot.ts';

const { embedded } = await ensureDatabase(() => {});
const stopEmbedded = embedded ? () => embedded.stop() : undefined;

let failed = false;
try {
  const report = await checkLedger(getDb());
  for (const p of report.problems) {
    console.error(`${p.email} (${p.userId}): balance ${p.balance}, ledger sum ${p.ledgerSum} over ${p.entries} entries`);
  }
  failed = report.problems.length > 0;
  console.log(
    failed
      ? `Ledger check FAILED: ${report.problems.length} of ${report.users} users' balances differ from their ledger.`
      : `Ledger check passed: ${report.users} users, ${report.entries} entries; every balance equals the sum of its entries.`,
  );
} finally {
  await disconnectDb();
  await stopEmbedded?.();
}
process.exit(failed ? 1 : 0);
