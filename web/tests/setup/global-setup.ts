// Starts one embedded PostgreSQL for the whole test run and prepares a template database with every
// migration (ours and Graphile Worker's) and the seed applied. Test files copy it (database-per-file.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations as runGraphileMigrations } from 'graphile-worker';
import { startEmbeddedPostgres } from '../../server/database/embedded-postgres.ts';
import { runMigrations } from '../../server/database/migrate.ts';
import { migrationsDir } from '../../server/paths.ts';
import { seedDatabase } from '../../../prisma/seed.ts';
import { createDb } from '../../app/utils/db.server.ts';

export const TEMPLATE_DB = 'cite_repair_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDb: string;
    pgUrlPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cite-repair-test-pg-'));
  fs.chmodSync(dataDir, 0o755);
  // TEST_PG_PORT lets two checkouts run their suites side by side on one machine.
  const server = await startEmbeddedPostgres({ dataDir, port: Number(process.env.TEST_PG_PORT || 15433), database: TEMPLATE_DB });
  const templateUrl = server.url;
  await runMigrations(templateUrl, migrationsDir);
  await runGraphileMigrations({ connectionString: templateUrl });
  const db = createDb(templateUrl, 1);
  await seedDatabase(db);
  await db.$disconnect();
  // A template must have no open connections when it is copied.
  const admin = new pg.Client({ connectionString: server.urlFor('postgres') });
  await admin.connect();
  await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [TEMPLATE_DB]);
  await admin.end();

  project.provide('pgAdminUrl', server.urlFor('postgres'));
  project.provide('pgTemplateDb', TEMPLATE_DB);
  project.provide('pgUrlPrefix', server.urlFor(''));

  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
