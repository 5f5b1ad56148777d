// The CLI's LookupCache: one SQLite file (lookups.sqlite) in the cache directory, entries with an
// expiry time, so a reference resolved yesterday costs no request today. Several CLI processes may
// share the file (batch runs): WAL mode and a busy timeout let them.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import type { LookupCache } from '@cite-repair/citation-core';

export interface SqliteCache extends LookupCache {
  readonly file: string;
  /** Deletes expired entries; returns how many. */
  prune(): Promise<number>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

export interface SqliteCacheOptions {
  /** Directory of the cache file (created if missing). */
  dir: string;
  fileName?: string;
  now?: () => number;
}

export async function openSqliteCache(options: SqliteCacheOptions): Promise<SqliteCache> {
  const now = options.now ?? Date.now;
  await mkdir(options.dir, { recursive: true });
  const file = path.join(options.dir, options.fileName ?? 'lookups.sqlite');
  const db = await openDatabase(file);
  await exec(db, 'PRAGMA busy_timeout = 5000');
  await exec(db, 'PRAGMA journal_mode = WAL');
  await exec(db, 'CREATE TABLE IF NOT EXISTS lookup_cache (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER NOT NULL)');
  const cache: SqliteCache = {
    file,
    async get(key) {
      const row = await get<{ value: string }>(db, 'SELECT value FROM lookup_cache WHERE key = ? AND expires_at > ?', [key, now()]);
      if (!row) return undefined;
      try {
        return JSON.parse(row.value) as unknown;
      } catch {
        // A damaged entry is a miss, not a failure.
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      await run(db, 'INSERT OR REPLACE INTO lookup_cache (key, value, expires_at) VALUES (?, ?, ?)', [
        key,
        JSON.stringify(value),
        now() + Math.round(ttlSeconds * 1000),
      ]);
    },
    async prune() {
      return run(db, 'DELETE FROM lookup_cache WHERE expires_at <= ?', [now()]);
    },
    async clear() {
      await run(db, 'DELETE FROM lookup_cache', []);
    },
    close() {
      return new Promise((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));
    },
  };
  await cache.prune();
  return cache;
}

function openDatabase(file: string): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(db)));
  });
}

function exec(db: sqlite3.Database, sql: string): Promise<void> {
  return new Promise((resolve, reject) => db.exec(sql, (error) => (error ? reject(error) : resolve())));
}

function get<T>(db: sqlite3.Database, sql: string, params: unknown[]): Promise<T | undefined> {
  return new Promise((resolve, reject) => db.get(sql, params, (error: Error | null, row: T | undefined) => (error ? reject(error) : resolve(row))));
}

function run(db: sqlite3.Database, sql: string, params: unknown[]): Promise<number> {
  return new Promise((resolve, reject) =>
    db.run(sql, params, function (this: sqlite3.RunResult, error: Error | null) {
      if (error) reject(error);
      else resolve(this.changes);
    }),
  );
}
