import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultCacheDir } from './cache-dir.ts';
import { openSqliteCache } from './sqlite-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cite-repair-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openSqliteCache', () => {
  it('stores values across processes (reopening the file) until they expire', async () => {
    let now = 1_000_000;
    const first = await openSqliteCache({ dir: path.join(dir, 'nested'), now: () => now });
    await first.set('crossref@api.crossref.org:doi:10.1038/nature06032', { v: { DOI: '10.1038/nature06032', title: ['Ünïcode'] } }, 60);
    await first.set('negative', { v: null }, 1);
    await first.close();

    const second = await openSqliteCache({ dir: path.join(dir, 'nested'), now: () => now });
    expect(await second.get('crossref@api.crossref.org:doi:10.1038/nature06032')).toEqual({ v: { DOI: '10.1038/nature06032', title: ['Ünïcode'] } });
    expect(await second.get('negative')).toEqual({ v: null });
    expect(await second.get('missing')).toBeUndefined();
    now += 2000;
    expect(await second.get('negative')).toBeUndefined();
    expect(await second.prune()).toBe(1);
    now += 60_000;
    expect(await second.get('crossref@api.crossref.org:doi:10.1038/nature06032')).toBeUndefined();
    await second.close();
  });

  it('replaces an entry and can be cleared', async () => {
    const cache = await openSqliteCache({ dir });
    await cache.set('k', 1, 60);
    await cache.set('k', 2, 60);
    expect(await cache.get('k')).toBe(2);
    await cache.clear();
    expect(await cache.get('k')).toBeUndefined();
    expect(cache.file).toBe(path.join(dir, 'lookups.sqlite'));
    await cache.close();
  });

  it('lets two connections write concurrently', async () => {
    const a = await openSqliteCache({ dir });
    const b = await openSqliteCache({ dir });
    await Promise.all([...Array.from({ length: 20 }, (_, i) => a.set(`a${i}`, i, 60)), ...Array.from({ length: 20 }, (_, i) => b.set(`b${i}`, i, 60))]);
    expect(await a.get('b19')).toBe(19);
    expect(await b.get('a7')).toBe(7);
    await a.close();
    await b.close();
  });
});

describe('defaultCacheDir', () => {
  it('uses XDG_CACHE_HOME when absolute, else ~/.cache', () => {
    expect(defaultCacheDir({ XDG_CACHE_HOME: '/var/cache/me' }, '/home/me')).toBe('/var/cache/me/cite-repair');
    expect(defaultCacheDir({ XDG_CACHE_HOME: 'relative' }, '/home/me')).toBe('/home/me/.cache/cite-repair');
    expect(defaultCacheDir({}, '/home/me')).toBe('/home/me/.cache/cite-repair');
  });
});
