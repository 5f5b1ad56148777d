// What every process (web server, `npm run worker`) does before it serves: find or start the
// database, apply migrations (ours and Graphile Worker's), make sure a session secret exists, validate
// the environment, seed default content.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runMigrations as runGraphileMigrations } from 'graphile-worker';
import { seedDatabase } from '../../prisma/seed.ts';
import { getDb } from '../app/utils/db.server.ts';
import { checkResolverEnv } from '../app/utils/resolver.server.ts';
import { getEnv, parseEnv, resetEnv } from '../app/utils/env.server.ts';
import type { Env } from '../app/utils/env.server.ts';
import { startEmbeddedPostgres } from './database/embedded-postgres.ts';
import type { EmbeddedPostgres } from './database/embedded-postgres.ts';
import { runMigrations } from './database/migrate.ts';
import { migrationsDir, resolveDataDir } from './paths.ts';

export interface Runtime {
  env: Env;
  dataDir: string;
  databaseUrl: string;
  embedded?: EmbeddedPostgres;
}

export const DATABASE_NAME = 'cite_repair';

/**
 * DATABASE_URL, or else the embedded PostgreSQL of DATA_DIR (started, or the running one), whose URL
 * is then put in DATABASE_URL for this process. Both the servers and `npm run ledger:check` start here.
 */
export async function ensureDatabase(log: (message: string) => void): Promise<{ dataDir: string; databaseUrl: string; embedded?: EmbeddedPostgres }> {
  const parsed = parseEnv(process.env);
  const dataDir = resolveDataDir(parsed.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
  if (parsed.DATABASE_URL) return { dataDir, databaseUrl: parsed.DATABASE_URL };
  const embedded = await startEmbeddedPostgres({ dataDir, port: parsed.EMBEDDED_PG_PORT, database: DATABASE_NAME, log });
  process.env.DATABASE_URL = embedded.url;
  return { dataDir, databaseUrl: embedded.url, embedded };
}

export async function bootRuntime(log: (message: string) => void = console.log): Promise<Runtime> {
  // Fail on a bad variable before starting anything.
  parseEnv(process.env);
  await checkResolverEnv(process.env);
  const { dataDir, databaseUrl, embedded } = await ensureDatabase(log);

  const { applied } = await runMigrations(databaseUrl, migrationsDir);
  if (applied.length > 0) log(`Applied ${applied.length} database migration(s): ${applied.join(', ')}`);
  await runGraphileMigrations({ connectionString: databaseUrl, logger: undefined });

  if (!process.env.SESSION_SECRET?.trim()) process.env.SESSION_SECRET = readOrCreateSecret(path.join(dataDir, 'session-secret'));
  resetEnv();
  const env = getEnv();
  await seedDatabase(getDb());
  return { env, dataDir, databaseUrl, embedded };
}

function readOrCreateSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {}
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
