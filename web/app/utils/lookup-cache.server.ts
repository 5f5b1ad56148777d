// The resolver's LookupCache in the database, shared by every worker machine.
import type { LookupCache } from '@cite-repair/citation-core';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Db } from './db.server.ts';

export function createDbLookupCache(db: Db): LookupCache {
  return {
    async get(key) {
      const row = await db.lookupCache.findUnique({ where: { key } });
      if (!row) return undefined;
      if (row.expiresAt.getTime() <= Date.now()) {
        await db.lookupCache.deleteMany({ where: { key, expiresAt: { lte: new Date() } } }).catch(() => {});
        return undefined;
      }
      return row.value;
    },
    async set(key, value, ttlSeconds) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const json = (value ?? null) as Prisma.InputJsonValue;
      await db.lookupCache.upsert({ where: { key }, create: { key, value: json, expiresAt }, update: { value: json, expiresAt } });
    },
  };
}
