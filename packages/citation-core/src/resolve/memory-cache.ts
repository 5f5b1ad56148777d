// An in-memory LookupCache with a time-to-live, for tests and for the web app's per-process layer.
import type { LookupCache } from './resolver.ts';

export interface MemoryCache extends LookupCache {
  readonly size: number;
  clear(): void;
}

export function createMemoryCache(options: { now?: () => number; maxEntries?: number } = {}): MemoryCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    get size() {
      return entries.size;
    },
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return structuredClone(entry.value);
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      entries.delete(key);
      // Oldest insertion goes first: Map keeps insertion order.
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value: structuredClone(value), expiresAt: now() + ttlSeconds * 1000 });
    },
    clear() {
      entries.clear();
    },
  };
}
