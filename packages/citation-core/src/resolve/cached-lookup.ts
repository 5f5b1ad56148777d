// Every remote lookup goes through here: answered from the cache when possible, and concurrent
// requests for the same key share one call (a reference repeated in a document costs one request).
import type { LookupCache, ResolverLogger } from './resolver.ts';

export interface LookupStoreOptions {
  cache: LookupCache;
  ttlSeconds: number;
  negativeTtlSeconds: number;
  logger?: ResolverLogger;
}

export type CachedLookup = <T>(key: string, load: () => Promise<T | null>) => Promise<T | null>;

export interface LookupStore {
  /** Cached value, or load() once (shared by concurrent callers) and cache it; null means "does not exist". */
  lookup: CachedLookup;
  peek<T>(key: string): Promise<{ hit: true; value: T | null } | { hit: false }>;
  put<T>(key: string, value: T | null): Promise<void>;
}

/** Wraps what is stored so that a cached "not found" (null) differs from a cache miss. */
interface Stored<T> {
  v: T | null;
}

export function createLookupStore(options: LookupStoreOptions): LookupStore {
  const inFlight = new Map<string, Promise<unknown>>();

  const peek = async <T>(key: string): Promise<{ hit: true; value: T | null } | { hit: false }> => {
    try {
      const stored = (await options.cache.get(key)) as Stored<T> | undefined;
      if (stored && typeof stored === 'object' && 'v' in stored) return { hit: true, value: stored.v };
    } catch (error) {
      options.logger?.warn?.('lookup cache read failed', { key, error: String(error) });
    }
    return { hit: false };
  };

  const put = async <T>(key: string, value: T | null): Promise<void> => {
    const ttl = value === null ? options.negativeTtlSeconds : options.ttlSeconds;
    try {
      await options.cache.set(key, { v: value } satisfies Stored<T>, ttl);
    } catch (error) {
      options.logger?.warn?.('lookup cache write failed', { key, error: String(error) });
    }
  };

  const lookup: CachedLookup = async <T>(key: string, load: () => Promise<T | null>): Promise<T | null> => {
    const pending = inFlight.get(key);
    if (pending) return (await pending) as T | null;
    const promise = (async () => {
      const cached = await peek<T>(key);
      if (cached.hit) return cached.value;
      // Errors propagate and are not cached: a service that is down now may answer later.
      const value = await load();
      await put(key, value);
      return value;
    })();
    inFlight.set(key, promise);
    try {
      return await promise;
    } finally {
      inFlight.delete(key);
    }
  };

  return { lookup, peek, put };
}
