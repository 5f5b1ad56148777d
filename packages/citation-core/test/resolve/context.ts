// A ResolveContext for strategy unit tests, plus the clients wired to the recorded fixtures.
import type { ResolveContext, ResolveNote, ResolvePass } from '../../src/resolve/resolver.ts';
import { createArxivClient } from '../../src/resolve/arxiv-client.ts';
import { createLookupStore } from '../../src/resolve/cached-lookup.ts';
import { createCrossrefClient } from '../../src/resolve/crossref-client.ts';
import { createHttpClient } from '../../src/resolve/http.ts';
import { createMemoryCache } from '../../src/resolve/memory-cache.ts';
import { ARXIV, CROSSREF } from './http-fixtures.ts';

export function makeCtx(pass: ResolvePass = 'identifier', budget = 10): ResolveContext & { notes: ResolveNote[] } {
  const notes: ResolveNote[] = [];
  let left = budget;
  return {
    pass,
    itemId: 'ref-1',
    logger: {},
    now: () => Date.UTC(2025, 5, 1),
    note: (note) => notes.push(note),
    spend: () => (left-- > 0 ? true : false),
    notes,
  };
}

export function fixtureClients() {
  const http = createHttpClient({
    fetch: (input, init) => fetch(input, init),
    userAgent: 'cite-repair-test',
    timeoutMs: 2000,
    retries: 0,
    backoffBaseMs: 1,
    backoffMaxMs: 1,
    maxRetryAfterMs: 1000,
  });
  const store = createLookupStore({ cache: createMemoryCache(), ttlSeconds: 3600, negativeTtlSeconds: 60 });
  const crossref = createCrossrefClient({ http, lookup: store.lookup, baseUrl: CROSSREF, userAgent: 'cite-repair-test', mailto: 'test@example.org', rows: 5 });
  const arxiv = createArxivClient({ http, store, baseUrl: ARXIV, userAgent: 'cite-repair-test', batchSize: 100 });
  return { http, store, crossref, arxiv };
}
