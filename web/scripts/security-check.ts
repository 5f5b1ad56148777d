// scripts/security-check: the built app on loopback, with an embedded PostgreSQL in a temporary
// DATA_DIR and free ports of its own, and the issue-13 reproductions against it (security-checks.ts).
// One line per check; exit status 1 when any fails. `--short` skips the slow ones; `--load` runs only
// the load check (20 concurrent 49 MB uploads, sign-in limits off).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resetEnv } from '../app/utils/env.server.ts';
import { startServer } from '../server/start-server.ts';
import { runSecurityChecks, SECURITY_CHECK_ENV } from './security-checks.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const short = process.argv.includes('--short');
const load = process.argv.includes('--load');
const started = Date.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-security-check-'));
const port = await freePort();
const base = `http://localhost:${port}`;
// Nothing of the caller's configuration: a database, a provider or a proxy setting would change what is checked.
for (const name of ['DATABASE_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'SESSION_SECRET', 'ADMIN_EMAILS', 'SMTP_URL'])
  delete process.env[name];
Object.assign(process.env, SECURITY_CHECK_ENV, {
  NODE_ENV: 'production',
  PORT: String(port),
  APP_URL: base,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(await freePort()),
  // The load check signs in twenty users from this one address.
  ...(load ? { RATE_LIMIT_SIGN_IN: '0', RATE_LIMIT_SIGN_UP: '0' } : {}),
});
resetEnv();

let failed = 0;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  server = await startServer({ mode: 'production', handleSignals: false, log: () => {} });
  console.log(`security-check: the built app at ${base} (DATA_DIR ${dataDir}), started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const results = await runSecurityChecks({ base, port, short, load, serverRss: () => process.memoryUsage().rss }, (line) => console.log(line));
  failed = results.filter((r) => !r.ok).length;
  console.log(`security-check: ${results.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`FAIL  the server did not start: ${error instanceof Error ? error.message : String(error)}`);
  failed = 1;
} finally {
  await server?.stop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed > 0 ? 1 : 0);
