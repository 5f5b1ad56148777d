import { describe, expect, it } from 'vitest';
import { makeRef } from '../../test/resolve/make-ref.ts';
import { lookupsFailed, resolveReference } from './chain.ts';
import type { Resolver } from './resolver.ts';
import { ResolverHttpError } from './resolver-http-error.ts';

const ref = makeRef({
  raw: 'Blinder, S. (2015). Naturalisation as a British Citizen. http://127.0.0.1:18089/site/x.pdf',
  title: 'Naturalisation as a British Citizen',
});
const options = { itemId: 'ref-1', logger: {}, now: () => 0, spend: () => true };

function failing(id: string, error: Error): Resolver {
  return { id, canResolve: () => true, resolve: () => Promise.reject(error) };
}
function answeringNothing(id: string): Resolver {
  return {
    id,
    canResolve: (_ref, pass) => pass === 'search',
    resolve: (_ref, ctx) => {
      ctx.note({ kind: 'rejected', strategy: id, message: `${id} search returned nothing` });
      return Promise.resolve(null);
    },
  };
}
const blocked = new ResolverHttpError('BLOCKED', 'refused to fetch http://127.0.0.1:18089/site/x.pdf: address 127.0.0.1 is loopback', {
  url: 'http://127.0.0.1:18089/site/x.pdf',
  service: 'page',
});
const unreachable = new ResolverHttpError('NETWORK', 'crossref could not be reached: ENOTFOUND', {
  url: 'https://api.crossref.org/works',
  service: 'crossref',
});

describe('resolveReference: failed lookups are not evidence of fabrication', () => {
  it('says "could not be checked" in plain words when the services did not answer', async () => {
    const result = await resolveReference(ref, [failing('crossref', unreachable), failing('scrape', blocked)], options);
    expect(result.status).toBe('unverified');
    expect(result.message.split('\n')[0]).toBe('Could not be checked: the lookup services did not answer.');
    expect(result.message).not.toMatch(/fabricated/);
    expect(lookupsFailed(result)).toBe(true);
  });

  it('a link refused by the address guard, with nothing else asked, is unverified too', async () => {
    const result = await resolveReference(ref, [failing('scrape', blocked)], options);
    expect(result.status).toBe('unverified');
    expect(result.message.split('\n')[0]).toMatch(/^Could not be checked: its link points to a local or private address/);
  });

  it('a refused link next to a service that answered with no match stays not-found', async () => {
    const result = await resolveReference(ref, [failing('scrape', blocked), answeringNothing('crossref')], options);
    expect(result.status).toBe('not-found');
    expect(result.message).toMatch(/possibly fabricated/);
    expect(lookupsFailed(result)).toBe(false);
  });

  it('an offline run is unverified but not a failed lookup', () => {
    expect(lookupsFailed({ status: 'unverified', message: 'Not verified online (offline mode); metadata taken from the reference as written' })).toBe(false);
  });
});
