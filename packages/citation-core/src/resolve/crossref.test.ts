import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixtureClients, makeCtx } from '../../test/resolve/context.ts';
import { CROSSREF, fixtureJson } from '../../test/resolve/http-fixtures.ts';
import { useFixtureServer } from '../../test/resolve/fixture-server.ts';
import { makeRef } from '../../test/resolve/make-ref.ts';
import { crossref } from './crossref.ts';
import { crossrefWorkToCsl } from './crossref-work.ts';
import type { CrossrefWork } from './crossref-work.ts';

const { server, log } = useFixtureServer();

const seelig = makeRef({
  raw: 'B. Seelig and J. W. Szostak, "Selection and evolution of enzymes from a partially randomized non-catalytic scaffold," Nature, vol. 448, no. 7155, pp. 828–831, 2007.',
  format: 'ieee',
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

describe('crossref strategy — DOI in the string', () => {
  it('verifies a DOI whose record agrees with the string', async () => {
    const { crossref: client } = fixtureClients();
    const ctx = makeCtx('identifier');
    const resolution = await crossref({ client }).resolve({ ...seelig, doi: '10.1038/nature06032' }, ctx);
    expect(resolution).toMatchObject({ status: 'verified', strategy: 'crossref' });
    expect(resolution?.item).toMatchObject({ DOI: '10.1038/nature06032', title: seelig.title, volume: '448', 'container-title': 'Nature' });
    expect(resolution?.item.author?.[0]).toEqual({ family: 'Seelig', given: 'B.' });
    expect(resolution?.evidence).toEqual(expect.arrayContaining(['doi', 'title', 'author', 'year', 'volume', 'page']));
    expect(resolution?.confidence).toBeGreaterThan(0.9);
    expect(log.urls[0]).toContain('mailto=test%40example.org');
  });

  it('flags a real DOI attached to an invented title (fx09) and never accepts it', async () => {
    const { crossref: client } = fixtureClients();
    const ctx = makeCtx('identifier');
    const fabricated = makeRef({
      raw: 'Corrigan T, Fontaine FW, Brennan H. Insights from genomic profiling of Vivo Imaging, and Diagnostics. Angewandte Chemie International Edition. 2001;368(10):231-247. doi:10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4',
      title: 'Insights from genomic profiling of Vivo Imaging, and Diagnostics',
      authors: [
        { family: 'Corrigan', given: 'T' },
        { family: 'Fontaine', given: 'FW' },
        { family: 'Brennan', given: 'H' },
      ],
      year: 2001,
      doi: '10.1002/1521-3773(20020715)41:14<2596::AID-ANIE2596>3.0.CO;2-4',
    });
    expect(await crossref({ client }).resolve(fabricated, ctx)).toBeNull();
    expect(ctx.notes).toHaveLength(1);
    expect(ctx.notes[0]).toMatchObject({ kind: 'mismatch', identifier: { type: 'doi' } });
    expect(ctx.notes[0]?.message).toMatch(/belongs to a different work: "A stepwise Huisgen cycloaddition/);
  });

  it('keeps a DOI with dot segments inside /works/ (it cannot reach another endpoint)', async () => {
    const { crossref: client } = fixtureClients();
    const doi = '10.1000/../../members/1';
    await crossref({ client }).resolve(makeRef({ raw: `x doi:${doi}`, doi, title: 'Anything' }), makeCtx('identifier'));
    const url = new URL(log.urls[0] as string);
    expect(url.pathname).toBe('/works/10.1000%2F..%2F..%2Fmembers%2F1');
  });

  it('reports a DOI Crossref does not know (404) as missing', async () => {
    const { crossref: client } = fixtureClients();
    const ctx = makeCtx('identifier');
    const ref = makeRef({ raw: 'x doi:10.1073/pnas.0610632801', doi: '10.1073/pnas.0610632801', title: 'Click Chemistry: Systematic review' });
    expect(await crossref({ client }).resolve(ref, ctx)).toBeNull();
    expect(ctx.notes[0]).toMatchObject({ kind: 'missing', identifier: { type: 'doi', value: '10.1073/pnas.0610632801' } });
  });

  it('raises malformed JSON as a service error (the chain turns it into unverified)', async () => {
    server.use(http.get(`${CROSSREF}/works/*`, () => new HttpResponse('{"status":"ok","message":', { headers: { 'Content-Type': 'application/json' } })));
    const { crossref: client } = fixtureClients();
    await expect(crossref({ client }).resolve({ ...seelig, doi: '10.1038/nature06032' }, makeCtx())).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('caches: the same DOI twice costs one request', async () => {
    const { crossref: client } = fixtureClients();
    const resolver = crossref({ client });
    await resolver.resolve({ ...seelig, doi: '10.1038/nature06032' }, makeCtx());
    await resolver.resolve({ ...seelig, doi: '10.1038/NATURE06032' }, makeCtx());
    expect(log.count(/\/works\/10\.1038/)).toBe(1);
  });
});

describe('crossref strategy — search', () => {
  it('finds a work from its full reference string', async () => {
    const { crossref: client } = fixtureClients();
    const ctx = makeCtx('search');
    const resolution = await crossref({ client }).resolve(seelig, ctx);
    expect(resolution).toMatchObject({ status: 'verified', strategy: 'crossref', item: { DOI: '10.1038/nature06032' } });
    expect(log.urls[0]).toContain('rows=5');
  });

  it('finds a work whose title is cut off', async () => {
    const { crossref: client } = fixtureClients();
    const ref = makeRef({
      raw: 'Vincent, M. E., Liu, W. S., Haney, E. B., & Ismagilov, R. F. (2010). Microfluidic stochastic confinement enhances analysis of rare cells by isolating cells and. Chemical Society Reviews, 39(3), 974-984.',
      title: 'Microfluidic stochastic confinement enhances analysis of rare cells by isolating cells and',
      authors: [
        { family: 'Vincent', given: 'M. E.' },
        { family: 'Liu', given: 'W. S.' },
      ],
      year: 2010,
      volume: '39',
      issue: '3',
      pages: '974-984',
      containerTitle: 'Chemical Society Reviews',
    });
    const resolution = await crossref({ client }).resolve(ref, makeCtx('search'));
    expect(resolution?.item.DOI).toBe('10.1039/b917851a');
    expect(resolution?.evidence).toContain('title-prefix');
  });

  it('rejects the near miss for an invented reference (fx09) and says why', async () => {
    const { crossref: client } = fixtureClients();
    const ctx = makeCtx('search');
    const ref = makeRef({
      raw: 'J. Adeyemi and M. K. Fairbanks, "Click Chemistry: Systematic review and dose-response meta-analysis of prospective cohort studies," Proceedings of the National Academy of Sciences, vol. 337, no. 1, pp. 1691–1703, 2008.',
      title: 'Click Chemistry: Systematic review and dose-response meta-analysis of prospective cohort studies',
      authors: [
        { family: 'Adeyemi', given: 'J.' },
        { family: 'Fairbanks', given: 'M. K.' },
      ],
      year: 2008,
      volume: '337',
      issue: '1',
      pages: '1691–1703',
    });
    expect(await crossref({ client }).resolve(ref, ctx)).toBeNull();
    expect(ctx.notes[0]).toMatchObject({ kind: 'rejected', strategy: 'crossref' });
    expect(ctx.notes[0]?.message).toMatch(/closest Crossref record .* rejected/);
  });

  it('reports an empty search', async () => {
    const { crossref: client } = fixtureClients();
    const ctx = makeCtx('search');
    expect(await crossref({ client }).resolve(makeRef({ raw: 'qqxv zzkw wxyq', title: 'qqxv zzkw wxyq' }), ctx)).toBeNull();
    expect(ctx.notes[0]?.message).toBe('Crossref search returned nothing');
  });

  it('refuses to choose between two records that match equally well', async () => {
    const recorded = fixtureJson<{ message: { items: Record<string, unknown>[] } }>('crossref/search.seelig-2007.json');
    const [top] = recorded.message.items;
    const twin = { ...top, DOI: '10.9999/twin-of-nature06032' };
    server.use(http.get(`${CROSSREF}/works`, () => HttpResponse.json({ ...recorded, message: { ...recorded.message, items: [top, twin] } })));
    const { crossref: client } = fixtureClients();
    const ctx = makeCtx('search');
    expect(await crossref({ client }).resolve(seelig, ctx)).toBeNull();
    expect(ctx.notes[0]?.message).toMatch(/ambiguous/);
  });

  it('skips a query too weak to mean anything and web pages that have a URL', () => {
    const { crossref: client } = fixtureClients();
    const resolver = crossref({ client });
    expect(resolver.canResolve(makeRef({ raw: 'Smith 2020' }), 'search')).toBe(false);
    expect(resolver.canResolve(makeRef({ raw: 'x', type: 'webpage', title: 'Let the battle begin', urls: ['https://news.example/a'] }), 'search')).toBe(false);
    expect(resolver.canResolve(seelig, 'search')).toBe(true);
  });
});

describe('crossrefWorkToCsl', () => {
  it('flags a retracted work (Crossref updated-by) and says so in the resolution', async () => {
    const recorded = fixtureJson<{ message: CrossrefWork }>('crossref/10.1038_nature06032.json');
    const retracted = {
      ...recorded,
      message: {
        ...recorded.message,
        'updated-by': [{ DOI: '10.1038/retraction-notice', type: 'retraction', label: 'Retraction', source: 'retraction-watch' }],
      },
    };
    server.use(http.get(`${CROSSREF}/works/*`, () => HttpResponse.json(retracted)));
    const { crossref: client } = fixtureClients();
    const resolution = await crossref({ client }).resolve({ ...seelig, doi: '10.1038/nature06032' }, makeCtx());
    expect(resolution).toMatchObject({ status: 'verified', retracted: true });
    expect(resolution?.message).toMatch(/RETRACTED \(retraction notice 10\.1038\/retraction-notice\)/);
  });

  it('records the published DOI of a preprint record (relation is-preprint-of)', () => {
    const recorded = fixtureJson<{ message: CrossrefWork }>('crossref/10.5555_published.2023.001.json').message;
    const work: CrossrefWork = { ...recorded, relation: { 'is-preprint-of': [{ 'id-type': 'doi', id: '10.1234/journal.version', 'asserted-by': 'subject' }] } };
    const { item } = crossrefWorkToCsl(work, 'a');
    expect(item).toMatchObject({ type: 'article', DOI: '10.5555/published.2023.001', publishedDoi: '10.1234/journal.version' });
  });

  it('keeps subtitles as another form of the title and strips markup', () => {
    const { item, altTitles } = crossrefWorkToCsl({ DOI: '10.1/X', title: ['The <i>E. coli</i> genome'], subtitle: ['a review'], type: 'book-chapter' }, 'a');
    expect(item).toMatchObject({ title: 'The E. coli genome', type: 'chapter', DOI: '10.1/x', URL: 'https://doi.org/10.1/x' });
    expect(altTitles).toEqual(['The E. coli genome: a review']);
  });

  it('reads the character references Crossref leaves in titles, journals, publishers and names', () => {
    const { item } = crossrefWorkToCsl(
      {
        DOI: '10.1/Y',
        title: ['Outcomes in children &lt;5 years&#x2013;a cohort &quot;study&quot; of CO<sub>2</sub>'],
        'container-title': ['Clinical &amp; Translational Medicine'],
        publisher: 'Taylor &amp; Francis',
        author: [{ family: 'O&#39;Brien', given: 'Se&aacute;n' }],
      },
      'a',
    );
    expect(item).toMatchObject({
      title: 'Outcomes in children <5 years–a cohort "study" of CO2',
      'container-title': 'Clinical & Translational Medicine',
      publisher: 'Taylor & Francis',
      author: [{ family: "O'Brien" }],
    });
  });

  it("keeps an author's suffix and a chapter's editors", () => {
    const { item } = crossrefWorkToCsl(
      {
        DOI: '10.1/Z',
        type: 'book-chapter',
        author: [{ family: 'King', given: 'Martin Luther', suffix: 'Jr.' }],
        editor: [{ family: 'Rossi', given: 'Maria' }, { name: 'The Editorial Board' }],
      },
      'a',
    );
    expect(item.author).toEqual([{ family: 'King', given: 'Martin Luther', suffix: 'Jr.' }]);
    expect(item.editor).toEqual([{ family: 'Rossi', given: 'Maria' }, { literal: 'The Editorial Board' }]);
  });
});

describe('crossref strategy — a ScienceDirect, Cell or Lancet link', () => {
  const link = (url: string) => makeRef({ raw: url, urls: [url], url, type: 'webpage' });
  const article = fixtureJson<{ message: CrossrefWork }>('crossref/10.1038_nature06032.json').message;
  const answer = (items: CrossrefWork[]) => {
    server.use(
      http.get(`${CROSSREF}/works`, ({ request }) =>
        new URL(request.url).searchParams.get('filter') === 'alternative-id:S0092867406009767'
          ? HttpResponse.json({ status: 'ok', 'message-type': 'work-list', message: { 'total-results': items.length, items } })
          : HttpResponse.json({ status: 'ok', 'message-type': 'work-list', message: { 'total-results': 0, items: [] } }),
      ),
    );
  };

  it('finds the article by the Elsevier id in the link', async () => {
    answer([article]);
    const { crossref: client } = fixtureClients();
    const resolver = crossref({ client });
    const ref = link('https://www.cell.com/cell/fulltext/S0092-8674(06)00976-7');
    expect(resolver.canResolve(ref, 'identifier')).toBe(true);
    const resolution = await resolver.resolve(ref, makeCtx('identifier'));
    expect(resolution).toMatchObject({ status: 'verified', strategy: 'crossref', item: { DOI: '10.1038/nature06032' } });
    expect(resolution?.evidence[0]).toBe('pii');
    // The handler answers the article only to the filter alternative-id:S0092867406009767.
  });

  it('takes nothing when the id is unknown or names more than one record', async () => {
    answer([article, article]);
    const { crossref: client } = fixtureClients();
    const ctx = makeCtx('identifier');
    expect(await crossref({ client }).resolve(link('https://www.sciencedirect.com/science/article/pii/S0092867406009767'), ctx)).toBeNull();
    expect(ctx.notes[0]?.message).toMatch(/more than one/);
    const other = makeCtx('identifier');
    expect(await crossref({ client }).resolve(link('https://www.sciencedirect.com/science/article/pii/S0140673620301835'), other)).toBeNull();
    expect(other.notes[0]?.message).toMatch(/not known to Crossref/);
  });

  it('drops a link that leads to another work than the one written', async () => {
    answer([article]);
    const { crossref: client } = fixtureClients();
    const ctx = makeCtx('identifier');
    const ref = makeRef({
      raw: 'Doe, J. (2019). Ocean acidification in coral reefs. https://www.sciencedirect.com/science/article/pii/S0092867406009767',
      title: 'Ocean acidification in coral reefs',
      authors: [{ family: 'Doe', given: 'J.' }],
      year: 2019,
      urls: ['https://www.sciencedirect.com/science/article/pii/S0092867406009767'],
    });
    expect(await crossref({ client }).resolve(ref, ctx)).toBeNull();
    expect(ctx.notes[0]).toMatchObject({ kind: 'mismatch', identifier: { type: 'url', value: 'S0092867406009767' } });
  });
});
