// The worker's resolver: citation-core's createResolver wired to the database LookupCache, so a
// lookup made by one worker is reused by every other (no network: fetch is injected).
import { afterEach, describe, expect, it } from 'vitest';
import type { ParsedReference } from '@cite-repair/citation-core';
import { getDb } from './db.server.ts';
import { createWebResolver } from './resolver.server.ts';
import { createDbLookupCache } from './lookup-cache.server.ts';

const CROSSREF = 'http://crossref.test';

const lecun: ParsedReference = {
  raw: 'LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature, 521(7553), 436-444. https://doi.org/10.1038/nature14539',
  format: 'apa',
  type: 'article-journal',
  doi: '10.1038/nature14539',
  url: 'https://doi.org/10.1038/nature14539',
  urls: ['https://doi.org/10.1038/nature14539'],
  authors: [
    { family: 'LeCun', given: 'Y.' },
    { family: 'Bengio', given: 'Y.' },
    { family: 'Hinton', given: 'G.' },
  ],
  etAl: false,
  title: 'Deep learning',
  year: 2015,
  containerTitle: 'Nature',
  volume: '521',
  issue: '7553',
  pages: '436-444',
};

const work = {
  status: 'ok',
  'message-type': 'work',
  message: {
    DOI: '10.1038/nature14539',
    type: 'journal-article',
    title: ['Deep learning'],
    author: [
      { family: 'LeCun', given: 'Yann', sequence: 'first' },
      { family: 'Bengio', given: 'Yoshua', sequence: 'additional' },
      { family: 'Hinton', given: 'Geoffrey', sequence: 'additional' },
    ],
    issued: { 'date-parts': [[2015, 5, 27]] },
    'container-title': ['Nature'],
    volume: '521',
    issue: '7553',
    page: '436-444',
    URL: 'https://doi.org/10.1038/nature14539',
  },
};

describe('createWebResolver', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['CITE_REPAIR_OFFLINE', 'CROSSREF_API_URL', 'CITE_REPAIR_NO_AI']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('is offline in tests unless a test points it at a look-alike: no request at all', async () => {
    const urls: string[] = [];
    const fetch = async (input: string | URL) => {
      urls.push(String(input));
      return new Response('{}', { status: 500 });
    };
    const pages: string[] = [];
    const resolver = await createWebResolver(
      getDb(),
      {},
      {
        fetch,
        fetchPage: async (url) => {
          pages.push(url);
          throw new Error('no pages in tests');
        },
      },
    );
    const [resolution] = await resolver.resolveAll([lecun]);
    expect(resolution).toMatchObject({ status: 'unverified', message: expect.stringContaining('offline mode') });
    expect(urls).toEqual([]);
    expect(pages).toEqual([]);
  });

  it('resolves through the configured Crossref and keeps the answer in the database cache', async () => {
    process.env.CITE_REPAIR_OFFLINE = '0';
    process.env.CROSSREF_API_URL = CROSSREF;
    process.env.CITE_REPAIR_NO_AI = '1';
    const urls: string[] = [];
    const fetch = async (input: string | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith(`${CROSSREF}/works/`)) return Response.json(work);
      return new Response('not found', { status: 404 });
    };
    const db = getDb();
    const first = await createWebResolver(db, { jobId: 'job-1' }, { fetch });
    const [resolution] = await first.resolveAll([lecun]);
    expect(resolution).toMatchObject({ status: 'verified', strategy: 'crossref', item: { DOI: '10.1038/nature14539', title: 'Deep learning' } });
    expect(urls.some((u) => u.startsWith(`${CROSSREF}/works/`))).toBe(true);
    expect(await db.lookupCache.count()).toBeGreaterThan(0);

    // Another worker (another resolver, same database) needs no request at all.
    urls.length = 0;
    const second = await createWebResolver(db, { jobId: 'job-2' }, { fetch });
    const [again] = await second.resolveAll([lecun]);
    expect(again).toMatchObject({ status: 'verified', item: { DOI: '10.1038/nature14539' } });
    expect(urls.filter((u) => u.startsWith(CROSSREF))).toEqual([]);
  });
});

describe('createDbLookupCache', () => {
  it('forgets entries after their time-to-live', async () => {
    const cache = createDbLookupCache(getDb());
    await cache.set('k1', { a: 1 }, 3600);
    await cache.set('k2', { b: 2 }, 0);
    expect(await cache.get('k1')).toEqual({ a: 1 });
    expect(await cache.get('k2')).toBeUndefined();
    expect(await cache.get('missing')).toBeUndefined();
  });
});
