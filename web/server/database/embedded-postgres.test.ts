// The embedded PostgreSQL of a fresh machine: data under DATA_DIR/pg survives a restart, and a second
// process on the same DATA_DIR reuses the running server instead of starting another.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { importWithoutSignalHooks, startEmbeddedPostgres } from './embedded-postgres.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-embedded-'));
fs.chmodSync(dataDir, 0o755);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function run(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// First in the file: the module must not have been imported yet for the listener counts to tell.
describe('importWithoutSignalHooks', () => {
  it('leaves no hook that would exit the process with its own code', async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit', 'message'] as const;
    const before = events.map((e) => process.listenerCount(e));
    await importWithoutSignalHooks();
    // A 'beforeExit' hook calling process.exit(0) made failing test runs exit 0.
    expect(events.map((e) => process.listenerCount(e))).toEqual(before);
  });
});

describe('startEmbeddedPostgres', () => {
  it('keeps data across restarts and shares one running server', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port: 25433, database: 'app' });
    expect(first.owned).toBe(true);
    await run(first.url, 'CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)');

    const attached = await startEmbeddedPostgres({ dataDir, port: 25433, database: 'app' });
    expect(attached.owned).toBe(false);
    expect(attached.port).toBe(first.port);
    await attached.stop(); // not the owner: does nothing
    expect(await run(first.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);

    await first.stop();
    const restarted = await startEmbeddedPostgres({ dataDir, port: 25433, database: 'app' });
    try {
      expect(restarted.owned).toBe(true);
      expect(await run(restarted.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
      expect(fs.statSync(path.join(dataDir, 'pg-credentials.json')).mode & 0o077).toBe(0);
    } finally {
      await restarted.stop();
    }
  }, 60_000);
});
