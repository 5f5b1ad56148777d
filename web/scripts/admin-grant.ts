// npm run admin:grant -- EMAIL — makes an existing account an administrator. This is how the first
// administrator is made (or ADMIN_EMAILS): signing in first no longer is (issue 13 item 7). It uses
// the same database as the server: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (reused
// when the server is running).
import { grantAdmin } from '../app/models/user.server.ts';
import { disconnectDb, getDb } from '../app/utils/db.server.ts';
import { bootRuntime } from '../server/boot.ts';

const email = process.argv[2]?.trim();
if (!email || !email.includes('@') || process.argv.length > 3) {
  console.error('usage: npm run admin:grant -- EMAIL   (the account must have signed in once)');
  process.exit(2);
}

const runtime = await bootRuntime(() => {});
let code = 0;
try {
  if (await grantAdmin(getDb(), email)) {
    console.log(`${email.toLowerCase()} is now an administrator.`);
  } else {
    console.error(`No account has the e-mail ${email.toLowerCase()}: sign in with it once, then run this again.`);
    code = 1;
  }
} finally {
  await disconnectDb();
  if (runtime.embedded?.owned) await runtime.embedded.stop();
}
process.exit(code);
