import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { runMigrations } from './migrate.ts';
import { migrationsDir } from '../paths.ts';

const name = `migrate_${crypto.randomBytes(4).toString('hex')}`;
const url = `${inject('pgUrlPrefix')}${name}`;

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  await client.query(sql);
  await client.end();
}

afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

describe('runMigrations', () => {
  it('applies every migration once, records it, and skips it the next time', async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const all = fs.readdirSync(migrationsDir).filter((d) => fs.existsSync(path.join(migrationsDir, d, 'migration.sql')));
    expect((await runMigrations(url, migrationsDir)).applied).toEqual(all.sort());
    expect((await runMigrations(url, migrationsDir)).applied).toEqual([]);
    const recorded = await query<{ migration_name: string; finished_at: Date | null }>('SELECT migration_name, finished_at FROM "_prisma_migrations"');
    expect(recorded.map((r) => r.migration_name).sort()).toEqual(all.sort());
    expect(recorded.every((r) => r.finished_at !== null)).toBe(true);
    // The hand-written constraints are in place.
    const indexes = await query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'Job'`);
    expect(indexes.map((i) => i.indexname)).toContain('Job_one_processing_per_user');
  });

  it('rolls a failing migration back completely and does not record it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.mkdirSync(path.join(dir, '20990101000000_broken'));
    fs.writeFileSync(path.join(dir, '20990101000000_broken', 'migration.sql'), 'CREATE TABLE "Half" (id int);\nSELECT no_such_function();');
    await expect(runMigrations(url, dir)).rejects.toThrow(/20990101000000_broken failed/);
    expect(await query(`SELECT 1 FROM pg_tables WHERE tablename = 'Half'`)).toEqual([]);
    expect(await query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '20990101000000_broken'`)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
