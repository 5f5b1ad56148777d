import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixtureClients, makeCtx } from '../../test/resolve/context.ts';
import { useFixtureServer } from '../../test/resolve/fixture-server.ts';
import { makeRef } from '../../test/resolve/make-ref.ts';
import { OPENAI_BASE, openAiHandler, testOpenAiClient } from '../../test/resolve/openai-fixtures.ts';
import { DEFAULT_AI_CALL_CONFIGS } from './ai-configs.ts';
import { createAiRunner } from './ai-runner.ts';
import { openai, parseAnswer } from './openai.ts';

const { server, log } = useFixtureServer();

// Garbled beyond what the Crossref search could match: only the AI finds it.
const garbled = makeRef({
  raw: 'Seelig & Szostak, enzyme selection from a randomized scaffold, Nature 448 (2007) 828',
  title: 'enzyme selection from a randomized scaffold',
  authors: [{ family: 'Seelig' }, { family: 'Szostak' }],
  year: 2007,
  volume: '448',
  pages: '828',
});

function setup(configs = DEFAULT_AI_CALL_CONFIGS) {
  const clients = fixtureClients();
  const runner = createAiRunner({ client: testOpenAiClient(), configs });
  return openai({ runner, lookup: clients.store.lookup, crossref: clients.crossref, arxiv: clients.arxiv });
}

const answer = (fields: Record<string, unknown>) =>
  JSON.stringify({ found: true, doi: null, arxivId: null, url: null, title: null, authors: [], year: null, containerTitle: null, ...fields });

describe('openai strategy', () => {
  it('accepts a suggested DOI only after Crossref confirms it against the reference', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(openAiHandler(bodies));
    const resolution = await setup().resolve(garbled, makeCtx('search'));
    expect(resolution).toMatchObject({ status: 'verified', strategy: 'openai', item: { DOI: '10.1038/nature06032' } });
    expect(resolution?.message).toMatch(/^AI web search suggested DOI 10\.1038\/nature06032, confirmed/);
    expect(resolution?.evidence).toEqual(expect.arrayContaining(['doi', 'author', 'year', 'volume', 'page']));
    // The DOI is one encoded path segment (a DOI with ".." cannot leave /works/).
    expect(log.count(/\/works\/10\.1038%2Fnature06032/i)).toBe(1);
    expect(bodies).toHaveLength(1);
  });

  it('rejects a suggested DOI that belongs to another work, without calling the reference a mismatch', async () => {
    server.use(openAiHandler([], answer({ doi: '10.1038/nrg2636' })));
    const ctx = makeCtx('search');
    expect(await setup().resolve(garbled, ctx)).toBeNull();
    expect(ctx.notes.map((n) => n.kind)).toEqual(['rejected']);
    expect(ctx.notes[0]?.message).toMatch(/suggestion not confirmed: DOI 10\.1038\/nrg2636 belongs to a different work/);
  });

  it('takes "found: false" and unusable answers as no result', async () => {
    server.use(openAiHandler([], answer({ found: false })));
    const ctx = makeCtx('search');
    expect(await setup().resolve(garbled, ctx)).toBeNull();
    expect(ctx.notes[0]?.message).toBe('AI web search found no matching work');
    expect(log.urls).toHaveLength(0);
    expect(parseAnswer('Sorry, I could not find it.')).toBeNull();
    expect(parseAnswer('```json\n{"found": true, "doi": "10.1/x", "year": "2007"}\n```')).toBeNull();
    expect(parseAnswer('Here: {"found": true, "doi": "10.1/x"}')).toMatchObject({ found: true, doi: '10.1/x' });
  });

  it('asks once for a repeated reference (cached answer, no second charge)', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(openAiHandler(bodies));
    const resolver = setup();
    const ctx = makeCtx('search', 1);
    await resolver.resolve(garbled, ctx);
    const again = await resolver.resolve(garbled, ctx);
    expect(again?.status).toBe('verified');
    expect(bodies).toHaveLength(1);
  });

  it('makes no call once the document budget is spent', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(openAiHandler(bodies));
    const ctx = makeCtx('search', 0);
    expect(await setup().resolve(garbled, ctx)).toBeNull();
    expect(bodies).toHaveLength(0);
    expect(ctx.notes[0]?.message).toMatch(/budget is spent/);
  });

  it('reports a failing AI call as no result, not as a service outage', async () => {
    server.use(http.post(`${OPENAI_BASE}/responses`, () => HttpResponse.json({ error: { message: 'quota exceeded' } }, { status: 429 })));
    const ctx = makeCtx('search');
    expect(await setup().resolve(garbled, ctx)).toBeNull();
    expect(ctx.notes).toEqual([expect.objectContaining({ kind: 'rejected', message: expect.stringMatching(/^AI web search failed/) })]);
  });

  it('runs only in the search pass and only when its call site is enabled', () => {
    expect(setup().canResolve(garbled, 'search')).toBe(true);
    expect(setup().canResolve(garbled, 'identifier')).toBe(false);
    expect(setup([{ ...DEFAULT_AI_CALL_CONFIGS[0]!, enabled: false }]).canResolve(garbled, 'search')).toBe(false);
  });
});
