import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AbortError } from '../errors.ts';
import type { Resolution } from '../types.ts';
import { ARXIV, CROSSREF, fixturePages } from '../../test/resolve/http-fixtures.ts';
import { useFixtureServer } from '../../test/resolve/fixture-server.ts';
import { makeRef } from '../../test/resolve/make-ref.ts';
import { openAiHandler, testOpenAiClient } from '../../test/resolve/openai-fixtures.ts';
import type { ResolverConfigInput } from './config.ts';
import type { ResolverDeps } from './create-resolver.ts';
import { arxivResolver, BUILTIN_RESOLVERS, createResolver, crossrefResolver } from './create-resolver.ts';
import type { Resolver } from './resolver.ts';
import { createMemoryCache } from './memory-cache.ts';
import { createLimiterRegistry } from './rate-limiter.ts';

const { server, log } = useFixtureServer();

const CONFIG: ResolverConfigInput = {
  crossref: { baseUrl: CROSSREF, mailto: 'test@example.org' },
  arxiv: { baseUrl: ARXIV, minIntervalMs: 0 },
  http: { retries: 1, backoffBaseMs: 1, backoffMaxMs: 2 },
};

function build(config: ResolverConfigInput = CONFIG, deps: ResolverDeps = {}) {
  return createResolver(config, { limiters: createLimiterRegistry(), fetchPage: fixturePages(), now: () => Date.UTC(2025, 0, 2), ...deps });
}

const seelig = makeRef({
  raw: 'B. Seelig and J. W. Szostak, "Selection and evolution of enzymes from a partially randomized non-catalytic scaffold," Nature, vol. 448, no. 7155, pp. 828–831, 2007.',
  title: 'Selection and evolution of enzymes from a partially randomized non-catalytic scaffold',
  authors: [
    { family: 'Seelig', given: 'B.' },
    { family: 'Szostak', given: 'J. W.' },
  ],
  year: 2007,
  containerTitle: 'Nature',
  volume: '448',
  issue: '7155',
  pages: '828–831',
});

const doiMismatch = makeRef({
  raw: 'Corrigan T, Fontaine FW, Brennan H, Kristiansen PA, Oyelaran M. Insights from genomic profiling of Vivo Imaging, and Diagnostics. Angewandte Chemie International Edition. 2001;368(10):231-247. doi:10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4',
  title: 'Insights from genomic profiling of Vivo Imaging, and Diagnostics',
  authors: [
    { family: 'Corrigan', given: 'T' },
    { family: 'Fontaine', given: 'FW' },
  ],
  year: 2001,
  volume: '368',
  issue: '10',
  pages: '231-247',
  doi: '10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4',
  url: 'https://doi.org/10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4',
});

const inventedDoi = makeRef({
  raw: 'J. Adeyemi and M. K. Fairbanks, "Click Chemistry: Systematic review and dose-response meta-analysis of prospective cohort studies," Proceedings of the National Academy of Sciences, vol. 337, no. 1, pp. 1691–1703, 2008. doi:10.1073/pnas.0610632801.',
  title: 'Click Chemistry: Systematic review and dose-response meta-analysis of prospective cohort studies',
  authors: [
    { family: 'Adeyemi', given: 'J.' },
    { family: 'Fairbanks', given: 'M. K.' },
  ],
  year: 2008,
  volume: '337',
  doi: '10.1073/pnas.0610632801',
});

const tevet = makeRef({
  raw: 'G. Tevet et al., "Human Motion Diffusion Model," arXiv preprint arXiv:2209.14916, 2022.',
  title: 'Human Motion Diffusion Model',
  authors: [{ family: 'Tevet' }],
  year: 2022,
  arxivId: '2209.14916',
});
const zhou = makeRef({
  raw: 'Detailed Human-Centric Text Description-Driven Large Scene Synthesis - arXiv, arXiv:2311.18654',
  title: 'Detailed Human-Centric Text Description-Driven Large Scene Synthesis',
  arxivId: '2311.18654',
});

describe('createResolver().resolveAll', () => {
  it('gives each reference its status, in order, and reports each as it settles', async () => {
    const settled: [number, Resolution][] = [];
    const results = await build().resolveAll([{ ...seelig, doi: '10.1038/nature06032' }, doiMismatch, inventedDoi], {
      onResolved: (index, resolution) => settled.push([index, resolution]),
      itemIds: ['w1', 'w2', 'w3'],
    });
    expect(results.map((r) => r.status)).toEqual(['verified', 'mismatch', 'not-found']);
    expect(results.map((r) => r.item.id)).toEqual(['w1', 'w2', 'w3']);
    expect(settled.map(([i]) => i).sort()).toEqual([0, 1, 2]);
    expect(results[0]).toMatchObject({ strategy: 'crossref', item: { DOI: '10.1038/nature06032' } });
  });

  it('never carries the contradicted DOI of a mismatch, and says which work it belongs to', async () => {
    const [result] = await build().resolveAll([doiMismatch]);
    expect(result).toMatchObject({ status: 'mismatch', strategy: 'parsed', confidence: 0, evidence: [] });
    expect(result?.item.DOI).toBeUndefined();
    expect(result?.item.URL).toBeUndefined();
    expect(result?.item.title).toBe(doiMismatch.title);
    expect(result?.message).toMatch(/^Identifier mismatch .*belongs to a different work: "A stepwise Huisgen cycloaddition/);
  });

  it('drops an invented DOI that does not resolve and rejects the near miss (not-found)', async () => {
    const [result] = await build().resolveAll([inventedDoi]);
    expect(result?.status).toBe('not-found');
    expect(result?.item.DOI).toBeUndefined();
    expect(result?.message).toMatch(/not registered with Crossref/);
  });

  it('finds the real work by search when the DOI in the string is wrong, and says so', async () => {
    const [result] = await build().resolveAll([{ ...seelig, doi: '10.1038/nrg2636' }]);
    expect(result).toMatchObject({ status: 'verified', strategy: 'crossref', item: { DOI: '10.1038/nature06032' } });
    expect(result?.message).toMatch(/Note: DOI 10\.1038\/nrg2636 belongs to a different work/);
  });

  it('marks references unverified when Crossref is down, and still completes', async () => {
    server.use(
      http.get(`${CROSSREF}/works/*`, () => new HttpResponse('unavailable', { status: 503, headers: { 'Retry-After': '0' } })),
      http.get(`${CROSSREF}/works`, () => new HttpResponse('unavailable', { status: 503 })),
    );
    const results = await build().resolveAll([{ ...seelig, doi: '10.1038/nature06032' }, seelig]);
    expect(results.map((r) => r.status)).toEqual(['unverified', 'unverified']);
    expect(results[0]?.item.DOI).toBe('10.1038/nature06032');
    // Plain words first (all a user reads), the raw error kept below it for the operator.
    expect(results[0]?.message?.split('\n')[0]).toBe('Could not be checked: the lookup services did not answer.');
    expect(results[0]?.message).toMatch(/\ncrossref unavailable/);
    expect(results.map((r) => r.message)).not.toContainEqual(expect.stringMatching(/fabricated/));
  });

  it('costs one request for a repeated reference, within a document and across documents', async () => {
    const cache = createMemoryCache();
    const resolver = build(CONFIG, { cache });
    await resolver.resolveAll([seelig, seelig, { ...seelig }]);
    expect(log.count(/\/works\?/)).toBe(1);
    await build(CONFIG, { cache }).resolveAll([seelig]);
    expect(log.count(/\/works\?/)).toBe(1);
  });

  it('spaces Crossref searches by the configured rate and caps them in flight', async () => {
    const arrivals: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    server.use(
      http.get(`${CROSSREF}/works`, async () => {
        arrivals.push(performance.now());
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 30));
        inFlight--;
        return HttpResponse.json({ status: 'ok', message: { items: [] } });
      }),
    );
    const refs = [1, 2, 3, 4, 5, 6].map((n) => makeRef({ raw: `A study of subject number ${n} in depth`, title: `A study of subject number ${n} in depth` }));
    await build({ ...CONFIG, crossref: { ...CONFIG.crossref, limits: { searchPerSecond: 20, concurrency: 2 } } }).resolveAll(refs);
    expect(arrivals).toHaveLength(6);
    arrivals.sort((a, b) => a - b);
    // 20 per second: one every 50 ms (a little slack for the HTTP stack between start and arrival).
    for (let i = 1; i < arrivals.length; i++) expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(40);
    expect(arrivals[5]! - arrivals[0]!).toBeGreaterThanOrEqual(240);
    expect(maxInFlight).toBeLessThanOrEqual(2);
  });

  it('asks arXiv once for all of a document’s ids', async () => {
    const results = await build().resolveAll([tevet, zhou]);
    expect(results.map((r) => [r.status, r.item.arxivId])).toEqual([
      ['verified', '2209.14916'],
      ['verified', '2311.18654'],
    ]);
    expect(log.count(/export\.arxiv\.test/)).toBe(1);
    expect(log.urls[0]).toMatch(/id_list=2209.14916%2C2311.18654/);
  });

  it('resolves a landing page to a web entry', async () => {
    const url = 'http://127.0.0.1:18089/site/www.telegraph.co.uk/finance/newsbysector/energy/6424030/Let-the-battle-begin-over-black-gold.html';
    const [result] = await build().resolveAll([
      makeRef({
        raw: `Mason R. Let the battle begin over black gold. ${url}`,
        type: 'article-newspaper',
        title: 'Let the battle begin over black gold',
        urls: [url],
        url,
      }),
    ]);
    expect(result).toMatchObject({
      status: 'verified',
      strategy: 'scrape',
      item: { type: 'article-newspaper', author: [{ family: 'Mason', given: 'Rowena' }] },
    });
    expect(log.count(/crossref/)).toBe(0);
  });

  it('offline: every reference unverified from the string, no request', async () => {
    const results = await build({ ...CONFIG, offline: true }).resolveAll([{ ...seelig, doi: '10.1038/nature06032' }]);
    expect(results[0]).toMatchObject({ status: 'unverified', strategy: 'parsed', item: { DOI: '10.1038/nature06032', title: seelig.title } });
    expect(log.urls).toHaveLength(0);
  });

  it('stops when the job is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(build().resolveAll([seelig], { signal: controller.signal })).rejects.toBeInstanceOf(AbortError);
  });

  it('adds the AI web search only with a client and an enabled call site, and respects the per-document budget', async () => {
    expect(build().strategies).toEqual(['crossref', 'arxiv', 'scrape']);
    const bodies: Record<string, unknown>[] = [];
    server.use(openAiHandler(bodies, JSON.stringify({ found: false })));
    const resolver = build({ ...CONFIG, openai: { maxCallsPerDocument: 1 } }, { openai: testOpenAiClient() });
    expect(resolver.strategies).toEqual(['crossref', 'arxiv', 'scrape', 'openai']);
    const nothing = (n: number) =>
      makeRef({ raw: `An unknown monograph number ${n} on obscure topics`, title: `An unknown monograph number ${n} on obscure topics` });
    const results = await resolver.resolveAll([nothing(1), nothing(2)]);
    expect(results.map((r) => r.status)).toEqual(['not-found', 'not-found']);
    expect(bodies).toHaveLength(1);
    expect(build({ ...CONFIG, openai: { enabled: false } }, { openai: testOpenAiClient() }).strategies).not.toContain('openai');
  });
});

describe('createResolver({ resolvers })', () => {
  const deps: ResolverDeps = { limiters: createLimiterRegistry(), fetchPage: fixturePages(), now: () => Date.UTC(2025, 0, 2) };
  const mine = (calls: string[]): Resolver => ({
    id: 'mine',
    canResolve: (_ref, pass) => pass === 'identifier',
    async resolve(ref, ctx) {
      calls.push(ref.raw);
      return {
        item: { id: ctx.itemId, type: 'book', title: 'From my own catalogue' },
        status: 'verified',
        strategy: 'mine',
        confidence: 1,
        evidence: ['isbn'],
        message: 'found in my catalogue',
      };
    },
  });

  it('takes the built-ins as values: reordered, dropped, or followed by a strategy of the caller', () => {
    expect(BUILTIN_RESOLVERS.map((r) => r.id)).toEqual(['crossref', 'arxiv', 'scrape', 'openai']);
    expect(createResolver({ ...CONFIG, resolvers: [arxivResolver, crossrefResolver, mine([])] }, deps).strategies).toEqual(['arxiv', 'crossref', 'mine']);
    expect(createResolver({ ...CONFIG, resolvers: BUILTIN_RESOLVERS.filter((r) => r.id !== 'scrape') }, deps).strategies).toEqual(['crossref', 'arxiv']);
  });

  it('asks a strategy of the caller before the built-ins it precedes', async () => {
    const calls: string[] = [];
    const resolver = createResolver({ ...CONFIG, resolvers: [mine(calls), ...BUILTIN_RESOLVERS] }, deps);
    const [result] = await resolver.resolveAll([seelig]);
    expect(calls).toEqual([seelig.raw]);
    expect(result).toMatchObject({ status: 'verified', strategy: 'mine', item: { title: 'From my own catalogue' } });
    expect(log.count(/crossref/)).toBe(0);
  });
});
