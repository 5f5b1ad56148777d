import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixtureClients, makeCtx } from '../../test/resolve/context.ts';
import { ARXIV, fixtureText } from '../../test/resolve/http-fixtures.ts';
import { useFixtureServer } from '../../test/resolve/fixture-server.ts';
import { makeRef } from '../../test/resolve/make-ref.ts';
import { arxivEntryToCsl, splitName } from './arxiv-atom.ts';
import { parseArxivAtom } from './arxiv-feed.ts';
import { arxiv } from './arxiv.ts';

const { server, log } = useFixtureServer();

describe('arXiv Atom feed', () => {
  it('reads the entries of a batched answer and skips ids arXiv does not know', () => {
    const entries = parseArxivAtom(fixtureText('arxiv/batch.xml'));
    expect(entries.map((e) => e.id)).toEqual(['2311.18654', '2403.18512', '2209.14916']);
    expect(entries[2]).toMatchObject({ title: 'Human Motion Diffusion Model', published: '2022-09-01T00:00:00Z' });
    expect(entries[2]?.authors[0]).toBe('Guy Tevet');
  });

  it('keeps the published DOI of a preprint and keeps the preprint identity', () => {
    const [entry] = parseArxivAtom(fixtureText('arxiv/2305.00001-published.xml'));
    const item = arxivEntryToCsl(entry!, 'a');
    expect(item).toMatchObject({
      arxivId: '2305.00001',
      publishedDoi: '10.5555/published.2023.001',
      URL: 'https://arxiv.org/abs/2305.00001',
      number: 'arXiv:2305.00001',
    });
    expect(item.DOI).toBeUndefined();
    expect(item.author?.[0]).toEqual({ family: 'van de Panne', given: 'Michiel' });
  });

  it('rejects malformed XML and non-feeds', () => {
    expect(() => parseArxivAtom('<feed><entry><id>x</entry></feed>')).toThrow(/malformed/);
    expect(() => parseArxivAtom('<html><body>maintenance</body></html>')).toThrow(/not an Atom feed/);
  });

  it('skips arXiv error entries', () => {
    const xml = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/api/errors#incorrect_id_format_for_abc</id><title>Error</title></entry></feed>`;
    expect(parseArxivAtom(xml)).toEqual([]);
  });

  it('splits arXiv author names', () => {
    expect(splitName('Guy Tevet')).toEqual({ family: 'Tevet', given: 'Guy' });
    expect(splitName('Martin Luther King Jr.')).toEqual({ family: 'King', given: 'Martin Luther', suffix: 'Jr.' });
    expect(splitName('Plato')).toEqual({ family: 'Plato' });
  });

  it('keeps a lower-case particle with the family name, and a capitalised look-alike with the given names', () => {
    expect(splitName('Michiel van de Panne')).toEqual({ family: 'van de Panne', given: 'Michiel' });
    expect(splitName('Xue Bin Peng')).toEqual({ family: 'Peng', given: 'Xue Bin' });
    expect(splitName('Omar Al Rashid')).toEqual({ family: 'Al Rashid', given: 'Omar' });
  });
});

describe('arxiv strategy', () => {
  const tevet = makeRef({
    raw: 'G. Tevet, S. Raab, B. Gordon, Y. Shafir, D. Cohen-Or, and A. H. Bermano, "Human Motion Diffusion Model," arXiv preprint arXiv:2209.14916, 2022.',
    title: 'Human Motion Diffusion Model',
    authors: [{ family: 'Tevet', given: 'G.' }],
    year: 2022,
    arxivId: '2209.14916',
  });

  it('fetches all ids of a document in one request, then answers each from the cache', async () => {
    const { arxiv: client } = fixtureClients();
    const found = await client.byIds(['2311.18654', '2403.18512', '2209.14916', '9999.99999']);
    expect(found.get('9999.99999')).toBeNull();
    expect(log.urls).toHaveLength(1);
    const resolution = await arxiv({ client }).resolve(tevet, makeCtx('identifier'));
    expect(resolution).toMatchObject({ status: 'verified', strategy: 'arxiv', item: { arxivId: '2209.14916', title: 'Human Motion Diffusion Model' } });
    expect(resolution?.evidence).toEqual(expect.arrayContaining(['arxiv', 'title', 'author', 'year']));
    expect(log.urls).toHaveLength(1);
  });

  it('concurrent lookups of the same id share one request', async () => {
    const { arxiv: client } = fixtureClients();
    await Promise.all([client.byIds(['2311.18654']), client.byIds(['2311.18654'])]);
    expect(log.urls).toHaveLength(1);
  });

  it('flags an arXiv id that belongs to another paper', async () => {
    const { arxiv: client } = fixtureClients();
    const ctx = makeCtx('identifier');
    const ref = makeRef({ raw: 'x', title: 'Flexible Motion In-betweening with Diffusion Models', authors: [{ family: 'Cohan' }], arxivId: '2311.18654' });
    expect(await arxiv({ client }).resolve(ref, ctx)).toBeNull();
    expect(ctx.notes[0]).toMatchObject({ kind: 'mismatch', identifier: { type: 'arxiv', value: '2311.18654' } });
  });

  it('reports an unknown id as missing', async () => {
    const { arxiv: client } = fixtureClients();
    const ctx = makeCtx('identifier');
    expect(await arxiv({ client }).resolve(makeRef({ raw: 'arXiv:9999.99999', arxivId: '9999.99999' }), ctx)).toBeNull();
    expect(ctx.notes[0]).toMatchObject({ kind: 'missing' });
  });

  it('searches a reference that names arXiv without an id', async () => {
    const { arxiv: client } = fixtureClients();
    const ref = makeRef({
      raw: 'Text2Immersion: Generative Immersive Scene with 3D Gaussians - arXiv, accessed April 21, 2025',
      title: 'Text2Immersion: Generative Immersive Scene with 3D Gaussians',
    });
    const resolver = arxiv({ client });
    expect(resolver.canResolve(ref, 'search')).toBe(true);
    const resolution = await resolver.resolve(ref, makeCtx('search'));
    expect(resolution?.item.arxivId).toBe('2312.09242');
  });

  it("searches a conference paper with no DOI, and cites it as the paper: the preprint's title, authors and id, the reference's proceedings and year", async () => {
    server.use(http.get(`${ARXIV}/query`, () => new HttpResponse(fixtureText('arxiv/batch.xml'), { headers: { 'Content-Type': 'application/atom+xml' } })));
    const { arxiv: client } = fixtureClients();
    const iclr = makeRef({
      raw: 'Tevet, G., Raab, S., Gordon, B., Shafir, Y., Cohen-Or, D., & Bermano, A. H. (2023). Human motion diffusion model. In International Conference on Learning Representations.',
      type: 'paper-conference',
      title: 'Human motion diffusion model',
      authors: [{ family: 'Tevet', given: 'G.' }],
      year: 2023,
      containerTitle: 'International Conference on Learning Representations',
    });
    const resolver = arxiv({ client });
    expect(resolver.canResolve(iclr, 'search')).toBe(true);
    const resolution = await resolver.resolve(iclr, makeCtx('search'));
    expect(resolution).toMatchObject({
      status: 'verified',
      item: {
        type: 'paper-conference',
        arxivId: '2209.14916',
        title: 'Human Motion Diffusion Model',
        'container-title': 'International Conference on Learning Representations',
      },
    });
    expect(resolution?.item.issued).toEqual({ 'date-parts': [[2023]] });
    // A journal article is not searched there.
    expect(resolver.canResolve({ ...iclr, type: 'article-journal' }, 'search')).toBe(false);
  });

  it('raises a malformed feed as a service error', async () => {
    server.use(http.get(`${ARXIV}/query`, () => new HttpResponse('<feed><entry>', { headers: { 'Content-Type': 'application/atom+xml' } })));
    const { arxiv: client } = fixtureClients();
    await expect(arxiv({ client }).resolve(tevet, makeCtx('identifier'))).rejects.toMatchObject({ code: 'BAD_RESPONSE', service: 'arxiv' });
  });
});
