import { describe, expect, it } from 'vitest';
import { createLookupStore } from './cached-lookup.ts';
import { createMemoryCache } from './memory-cache.ts';

describe('createMemoryCache', () => {
  it('expires entries after their time-to-live and returns copies', async () => {
    let now = 0;
    const cache = createMemoryCache({ now: () => now });
    const value = { a: [1] };
    await cache.set('k', value, 10);
    value.a.push(2);
    expect(await cache.get('k')).toEqual({ a: [1] });
    now = 10_001;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('drops the oldest entry beyond its capacity', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('createLookupStore', () => {
  it('caches "not found" separately from a miss, and shares concurrent loads', async () => {
    const store = createLookupStore({ cache: createMemoryCache(), ttlSeconds: 60, negativeTtlSeconds: 60 });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return null;
    };
    const [a, b] = await Promise.all([store.lookup('k', load), store.lookup('k', load)]);
    expect([a, b]).toEqual([null, null]);
    expect(await store.lookup('k', load)).toBeNull();
    expect(loads).toBe(1);
    expect(await store.peek('k')).toEqual({ hit: true, value: null });
    expect(await store.peek('other')).toEqual({ hit: false });
  });

  it('does not cache failures', async () => {
    const store = createLookupStore({ cache: createMemoryCache(), ttlSeconds: 60, negativeTtlSeconds: 60 });
    await expect(store.lookup('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await store.lookup('k', async () => 'up')).toBe('up');
  });
});
