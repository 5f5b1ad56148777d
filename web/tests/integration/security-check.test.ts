// The short form of scripts/security-check in every test run (CI included): the issue-13
// reproductions against the whole server over HTTP — under Vite's development server here, so that no
// build is needed; the script runs them against the production build, large uploads included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../../app/utils/env.server.ts';
import { startServer } from '../../server/start-server.ts';
import type { StartedServer } from '../../server/start-server.ts';
import { runSecurityChecks, SECURITY_CHECK_ENV } from '../../scripts/security-checks.ts';
import { freePort } from '../helpers/test-server.ts';

let server: StartedServer;
let base: string;
let port: number;

beforeAll(async () => {
  port = await freePort();
  base = `http://localhost:${port}`;
  Object.assign(process.env, SECURITY_CHECK_ENV, { PORT: String(port), APP_URL: base, VITE_LOG_LEVEL: 'silent' });
  resetEnv();
  server = await startServer({ mode: 'development', handleSignals: false, log: () => {} });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('scripts/security-check, short form', () => {
  it('every reproduction of issue 13 passes', async () => {
    const lines: string[] = [];
    const results = await runSecurityChecks({ base, port, short: true }, (line) => lines.push(line));
    expect(results.length).toBeGreaterThanOrEqual(9);
    expect(
      results.filter((r) => !r.ok),
      lines.join('\n'),
    ).toEqual([]);
  }, 120_000);
});
