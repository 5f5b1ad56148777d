// The Prisma client (PostgreSQL through @prisma/adapter-pg), one per process.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

// A global, not a module variable: in development the Remix routes are loaded through Vite and the
// server through tsx, two module graphs that must still share one connection pool.
const holder = globalThis as { __citeRepairDb?: { url: string; client: PrismaClient } };

/** The shared client for DATABASE_URL (set by server start-up, or by the environment). */
export function getDb(): PrismaClient {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: the server start-up sets it before the app is used.');
  if (holder.__citeRepairDb?.url !== url) {
    holder.__citeRepairDb = { url, client: createDb(url) };
  }
  return holder.__citeRepairDb.client;
}

export function createDb(url: string, poolSize = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: poolSize }) });
}

export async function disconnectDb(): Promise<void> {
  const current = holder.__citeRepairDb;
  holder.__citeRepairDb = undefined;
  await current?.client.$disconnect();
}
