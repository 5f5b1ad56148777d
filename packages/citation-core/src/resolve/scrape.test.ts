import { describe, expect, it } from 'vitest';
import { fixtureClients, makeCtx } from '../../test/resolve/context.ts';
import { createRequestLog, fixturePages } from '../../test/resolve/http-fixtures.ts';
import { useFixtureServer } from '../../test/resolve/fixture-server.ts';
import { makeRef } from '../../test/resolve/make-ref.ts';
import { createPageLoader } from './page-loader.ts';
import { extractPageMetadata } from './page-metadata.ts';
import { pageItem, scrape } from './scrape.ts';

const { log } = useFixtureServer();

const SITE = 'http://127.0.0.1:18089/site';

function setup() {
  const clients = fixtureClients();
  const pageLog = createRequestLog();
  const loadPage = createPageLoader({
    store: clients.store,
    fetchPage: fixturePages(pageLog),
    fetchOptions: { allowHosts: [], timeoutMs: 1000, maxBytes: 1e6, maxRedirects: 5, userAgent: 'test' },
  });
  return { resolver: scrape({ loadPage, crossref: clients.crossref, arxiv: clients.arxiv }), pageLog };
}

describe('scrape strategy', () => {
  it('confirms a DOI found on the landing page through Crossref', async () => {
    const { resolver } = setup();
    const ref = makeRef({
      raw: 'Quantitative imaging of lateral ErbB1 receptor signal propagation in the plasma membrane - Science, accessed March 16, 2025',
      title: 'Quantitative imaging of lateral ErbB1 receptor signal propagation in the plasma membrane',
      urls: [`${SITE}/doi.org/10.1126/science.290.5496.1567`],
    });
    // The DOI in this URL is read by the crossref strategy first; here the page is asked directly.
    const resolution = await resolver.resolve(ref, makeCtx('identifier'));
    expect(resolution).toMatchObject({ status: 'verified', strategy: 'scrape', item: { DOI: '10.1126/science.290.5496.1567' } });
    expect(resolution?.evidence.slice(0, 2)).toEqual(['url', 'doi']);
    expect(log.count(/\/works\/10\.1126/)).toBe(1);
  });

  it('turns a news page into a web entry with its person author and date', async () => {
    const { resolver } = setup();
    const url = `${SITE}/www.telegraph.co.uk/finance/newsbysector/energy/6424030/Let-the-battle-begin-over-black-gold.html?utm_source=chatgpt.com`;
    const ref = makeRef({
      raw: `Mason, R. (2009). Let the battle begin over black gold. The Daily Telegraph. ${url}`,
      type: 'article-newspaper',
      title: 'Let the battle begin over black gold',
      authors: [{ family: 'Mason', given: 'R.' }],
      year: 2009,
      urls: [url],
    });
    const resolution = await resolver.resolve(ref, makeCtx('identifier'));
    expect(resolution?.status).toBe('verified');
    expect(resolution?.item).toMatchObject({
      type: 'article-newspaper',
      title: 'Let the battle begin over black gold',
      author: [{ family: 'Mason', given: 'Rowena' }],
      issued: { 'date-parts': [[2009, 10, 24]] },
      'container-title': 'The Daily Telegraph',
      accessed: { 'date-parts': [[2025, 6, 1]] },
    });
    expect(resolution?.item.URL).not.toContain('utm_source');
    expect(resolution?.evidence).toEqual(expect.arrayContaining(['url', 'title', 'author', 'year']));
  });

  it('uses the site as author when the page names no person', async () => {
    const { resolver } = setup();
    const ref = makeRef({
      raw: 'BBC News. England Expert predicts coal revolution',
      title: "England Expert predicts 'coal revolution'",
      accessed: '2025-03-03',
      urls: [`${SITE}/news.bbc.co.uk/1/hi/england/7046981.stm`],
    });
    const resolution = await resolver.resolve(ref, makeCtx('identifier'));
    expect(resolution?.item.author).toEqual([{ literal: 'BBC News' }]);
    expect(resolution?.item.accessed).toEqual({ 'date-parts': [[2025, 3, 3]] });
  });

  it('accepts a bare URL reference with what the page says', async () => {
    const { resolver } = setup();
    const ref = makeRef({
      raw: `${SITE}/www.ons.gov.uk/ons/rel/migration1/migration-statistics-quarterly-report/may-2012/msqr.html`,
      format: 'url-only',
      type: 'webpage',
      urls: [`${SITE}/www.ons.gov.uk/ons/rel/migration1/migration-statistics-quarterly-report/may-2012/msqr.html`],
    });
    const resolution = await resolver.resolve(ref, makeCtx('identifier'));
    expect(resolution).toMatchObject({
      status: 'verified',
      item: { title: 'Migration Statistics Quarterly Report May 2012', author: [{ literal: 'Office for National Statistics' }] },
    });
    expect(resolution?.evidence).toEqual(['url']);
  });

  it('reports a page that does not exist', async () => {
    const { resolver } = setup();
    const ctx = makeCtx('identifier');
    expect(await resolver.resolve(makeRef({ raw: 'x', title: 'Gone', urls: [`${SITE}/example.org/no-such-page`] }), ctx)).toBeNull();
    expect(ctx.notes[0]).toMatchObject({ kind: 'missing', identifier: { type: 'url' } });
  });

  it('flags a URL whose page is about a different work', async () => {
    const { resolver } = setup();
    const ctx = makeCtx('identifier');
    const ref = makeRef({
      raw: 'x',
      title: 'Quantum computing with trapped ions in practice',
      authors: [{ family: 'Okafor' }],
      urls: [`${SITE}/articles.example.org/art-308205eedf`],
    });
    expect(await resolver.resolve(ref, ctx)).toBeNull();
    expect(ctx.notes[0]).toMatchObject({ kind: 'mismatch', identifier: { type: 'url' } });
  });

  it('fetches a page once for repeated references (cache)', async () => {
    const { resolver, pageLog } = setup();
    const ref = makeRef({ raw: 'Is peer review broken?', title: 'Is peer review broken?', urls: [`${SITE}/articles.example.org/art-308205eedf`] });
    await resolver.resolve(ref, makeCtx('identifier'));
    const again = await resolver.resolve(ref, makeCtx('identifier'));
    expect(again?.item).toMatchObject({ type: 'article-journal', 'container-title': 'The Scientist', volume: '20' });
    expect(pageLog.urls).toHaveLength(1);
  });

  it('only runs in the identifier pass and only for a landing URL', () => {
    const { resolver } = setup();
    expect(resolver.canResolve(makeRef({ raw: 'x', urls: ['https://doi.org/10.1/x'] }), 'identifier')).toBe(false);
    expect(resolver.canResolve(makeRef({ raw: 'x', urls: ['https://example.org/x'] }), 'search')).toBe(false);
    expect(resolver.canResolve(makeRef({ raw: 'x', urls: ['https://example.org/x'] }), 'identifier')).toBe(true);
  });
});

describe('pageItem', () => {
  it('keeps what only the reference says: its people before the site, its year', () => {
    const meta = extractPageMetadata('<html><head><title>Notes on protein folding | Wikipedia</title></head><body><h1>Notes</h1></body></html>');
    const ref = makeRef({
      raw: 'Kowalski, B. (2018). Notes on protein folding.',
      title: 'Notes on protein folding',
      year: 2018,
      authors: [{ family: 'Kowalski', given: 'B.' }],
    });
    const item = pageItem(meta, ref, 'https://en.wikipedia.org/wiki/x', makeCtx('identifier'));
    expect(item.author).toEqual([{ family: 'Kowalski', given: 'B.' }]);
    expect(item.issued).toEqual({ 'date-parts': [[2018]] });
  });
  it("prefers the page's own date and people when it has them", () => {
    const meta = extractPageMetadata(
      '<html><head><meta name="citation_title" content="Notes"><meta name="citation_author" content="Mason, Rowena"><meta name="citation_publication_date" content="2009/10/24"></head></html>',
    );
    const ref = makeRef({ raw: 'Notes (2018)', title: 'Notes', year: 2018, authors: [{ family: 'Kowalski' }] });
    const item = pageItem(meta, ref, 'https://example.org/x', makeCtx('identifier'));
    expect(item.author).toEqual([{ family: 'Mason', given: 'Rowena' }]);
    expect(item.issued).toEqual({ 'date-parts': [[2009, 10, 24]] });
  });
});
