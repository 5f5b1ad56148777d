import { describe, expect, it } from 'vitest';
import { CitationCoreError } from '../errors.ts';
import { crossrefLimits, parseResolverConfig, resolverConfigFromEnv } from './config.ts';

describe('resolver configuration', () => {
  it('has working defaults', () => {
    const config = parseResolverConfig({});
    expect(config.crossref.baseUrl).toBe('https://api.crossref.org');
    expect(config.arxiv).toMatchObject({ baseUrl: 'https://export.arxiv.org/api', minIntervalMs: 3000 });
    expect(config.scrape).toMatchObject({ timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5, allowHosts: [] });
    expect(config.strategies).toEqual(['crossref', 'arxiv', 'scrape', 'openai']);
  });

  it('reads the environment it is given', () => {
    const config = resolverConfigFromEnv({
      CROSSREF_API_URL: 'http://127.0.0.1:18089',
      ARXIV_API_URL: 'http://127.0.0.1:18089',
      CROSSREF_MAILTO: 'me@example.org',
      OPENAI_API_KEY: 'sk-x',
      CITE_REPAIR_ALLOW_HOSTS: '127.0.0.1:18089, mock.test:80',
      CITE_REPAIR_CACHE_TTL_DAYS: '2',
      CITE_REPAIR_RATE_LIMIT_SHARE: '',
      CITE_REPAIR_NO_AI: 'true',
    });
    expect(config.crossref).toMatchObject({ baseUrl: 'http://127.0.0.1:18089', mailto: 'me@example.org' });
    expect(config.scrape.allowHosts).toEqual(['127.0.0.1:18089', 'mock.test:80']);
    expect(config.cache.ttlSeconds).toBe(2 * 24 * 3600);
    expect(config.openai).toMatchObject({ apiKey: 'sk-x', enabled: false });
    expect(config.rateLimitShare).toBe(1);
  });

  it('lets CLI flags override the environment', () => {
    const config = resolverConfigFromEnv({ CROSSREF_MAILTO: 'env@example.org' }, { offline: true, crossref: { mailto: 'flag@example.org' } });
    expect(config.offline).toBe(true);
    expect(config.crossref.mailto).toBe('flag@example.org');
  });

  it('names the variable that is wrong', () => {
    expect(() => resolverConfigFromEnv({ CROSSREF_MAILTO: 'not-an-email' })).toThrow(/CROSSREF_MAILTO/);
    expect(() => resolverConfigFromEnv({ CROSSREF_API_URL: 'ftp://x' })).toThrow(/CROSSREF_API_URL/);
    expect(() => resolverConfigFromEnv({ CROSSREF_SEARCH_RATE: 'fast' })).toThrow(/CROSSREF_SEARCH_RATE must be a number/);
    expect(() => resolverConfigFromEnv({ CITE_REPAIR_OFFLINE: 'maybe' })).toThrow(CitationCoreError);
  });

  it("derives Crossref's limits from the pool, overrides and the per-process share", () => {
    expect(crossrefLimits(parseResolverConfig({}))).toEqual({ searchPerSecond: 1, lookupPerSecond: 5, concurrency: 1 });
    expect(crossrefLimits(parseResolverConfig({ crossref: { mailto: 'a@b.org' } }))).toEqual({ searchPerSecond: 3, lookupPerSecond: 10, concurrency: 3 });
    expect(crossrefLimits(parseResolverConfig({ crossref: { mailto: 'a@b.org' }, rateLimitShare: 3 }))).toEqual({
      searchPerSecond: 1,
      lookupPerSecond: 10 / 3,
      concurrency: 1,
    });
    expect(crossrefLimits(parseResolverConfig({ crossref: { plusToken: 't', limits: { searchPerSecond: 40 } } })).searchPerSecond).toBe(40);
  });
});
