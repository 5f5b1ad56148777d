// arXiv API calls: ids are fetched in batches (all of a document's ids in one id_list call) and
// cached one by one; searches are cached by query. arXiv asks for one request every 3 s.
import type { ArxivEntry } from './arxiv-atom.ts';
import type { LookupStore } from './cached-lookup.ts';
import type { HttpClient } from './http.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { ResolverHttpError } from './resolver-http-error.ts';
import { normalizeText } from './text-match.ts';

export interface ArxivClientOptions {
  http: HttpClient;
  limiter?: RateLimiter;
  store: LookupStore;
  baseUrl: string;
  userAgent: string;
  batchSize: number;
}

export interface ArxivClient {
  /** Entries by id (null: arXiv has no such id). One request for all ids not yet cached. */
  byIds(ids: string[], signal?: AbortSignal): Promise<Map<string, ArxivEntry | null>>;
  search(query: string, signal?: AbortSignal): Promise<ArxivEntry[]>;
}

export function createArxivClient(options: ArxivClientOptions): ArxivClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const scope = `arxiv@${hostOf(base)}`;
  const headers = { Accept: 'application/atom+xml', 'User-Agent': options.userAgent };
  const pending = new Map<string, Promise<ArxivEntry | null>>();

  const fetchFeed = async (url: string, signal?: AbortSignal): Promise<ArxivEntry[]> => {
    const response = await options.http.get({ url, service: 'arxiv', limiter: options.limiter, bucket: 'api', headers, signal });
    if (response.status !== 200) {
      throw new ResolverHttpError('HTTP_STATUS', `arXiv answered HTTP ${response.status}`, { url, service: 'arxiv', status: response.status });
    }
    try {
      const { parseArxivAtom } = await import('./arxiv-feed.ts');
      return parseArxivAtom(response.text);
    } catch (error) {
      throw new ResolverHttpError('BAD_RESPONSE', `arXiv sent a malformed feed (${String(error)})`, { url, service: 'arxiv', cause: error });
    }
  };

  const fetchBatch = async (ids: string[], signal?: AbortSignal): Promise<Map<string, ArxivEntry | null>> => {
    const url = new URL(`${base}/query`);
    url.searchParams.set('id_list', ids.join(','));
    url.searchParams.set('max_results', String(ids.length));
    const entries = await fetchFeed(url.toString(), signal);
    const found = new Map<string, ArxivEntry | null>(ids.map((id) => [id, null]));
    for (const entry of entries) if (found.has(entry.id)) found.set(entry.id, entry);
    await Promise.all([...found].map(([id, entry]) => options.store.put(`${scope}:id:${id}`, entry)));
    return found;
  };

  return {
    async byIds(ids, signal) {
      const unique = [...new Set(ids)];
      const result = new Map<string, ArxivEntry | null>();
      const waiting = new Map<string, Promise<ArxivEntry | null>>();
      const missing: string[] = [];
      for (const id of unique) {
        const cached = await options.store.peek<ArxivEntry>(`${scope}:id:${id}`);
        if (cached.hit) result.set(id, cached.value);
        else {
          const inFlight = pending.get(id);
          if (inFlight) waiting.set(id, inFlight);
          else missing.push(id);
        }
      }
      for (let i = 0; i < missing.length; i += options.batchSize) {
        const chunk = missing.slice(i, i + options.batchSize);
        const batch = fetchBatch(chunk, signal);
        for (const id of chunk) {
          const promise = batch.then((found) => found.get(id) ?? null);
          pending.set(id, promise);
          waiting.set(id, promise);
          // Callers that share this batch see its failure through their own await.
          promise.then(
            () => pending.delete(id),
            () => pending.delete(id),
          );
        }
      }
      for (const [id, promise] of waiting) result.set(id, await promise);
      return result;
    },
    async search(query, signal) {
      const key = `${scope}:search:${normalizeText(query)}`;
      const entries = await options.store.lookup<ArxivEntry[]>(key, async () => {
        const url = new URL(`${base}/query`);
        url.searchParams.set('search_query', query);
        url.searchParams.set('max_results', '5');
        return fetchFeed(url.toString(), signal);
      });
      return entries ?? [];
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
