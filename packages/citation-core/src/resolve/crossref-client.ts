// Crossref REST API calls: one DOI lookup, one bibliographic search. Polite (mailto in the query and
// the User-Agent), rate-limited per bucket ('lookup', 'search'), cached by DOI / normalised query.
import type { CachedLookup } from './cached-lookup.ts';
import type { CrossrefWork } from './crossref-work.ts';
import { crossrefListMessageSchema, crossrefWorkMessageSchema, crossrefWorkSchema } from './crossref-work.ts';
import type { HttpClient } from './http.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { ResolverHttpError } from './resolver-http-error.ts';
import { normalizeText } from './text-match.ts';

export interface CrossrefClientOptions {
  http: HttpClient;
  limiter?: RateLimiter;
  lookup: CachedLookup;
  baseUrl: string;
  userAgent: string;
  mailto?: string;
  plusToken?: string;
  rows: number;
}

export interface CrossrefClient {
  /** The work registered under this DOI, or null when Crossref does not know it (404). */
  work(doi: string, signal?: AbortSignal): Promise<CrossrefWork | null>;
  search(query: string, signal?: AbortSignal): Promise<CrossrefWork[]>;
  /** The works a publisher registered with this id of its own (Elsevier's PII), at most two. */
  byAlternativeId(id: string, signal?: AbortSignal): Promise<CrossrefWork[]>;
}

export function createCrossrefClient(options: CrossrefClientOptions): CrossrefClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const cacheScope = `crossref@${hostOf(base)}`;
  const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': politeUserAgent(options.userAgent, options.mailto) };
  if (options.plusToken) headers['Crossref-Plus-API-Token'] = `Bearer ${options.plusToken}`;

  const withMailto = (url: URL): string => {
    if (options.mailto) url.searchParams.set('mailto', options.mailto);
    return url.toString();
  };

  const parseJson = (text: string, url: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ResolverHttpError('BAD_RESPONSE', 'Crossref sent malformed JSON', { url, service: 'crossref', cause: error });
    }
  };

  return {
    work(doi, signal) {
      const key = `${cacheScope}:doi:${doi.toLowerCase()}`;
      return options.lookup<CrossrefWork>(key, async () => {
        // The whole DOI is one path segment, its slashes encoded too: a DOI is the document's to write,
        // and "10.1000/../../members" kept as segments would be resolved by URL into another endpoint.
        const url = withMailto(new URL(`${base}/works/${encodeURIComponent(doi)}`));
        const response = await options.http.get({ url, service: 'crossref', limiter: options.limiter, bucket: 'lookup', headers, signal });
        if (response.status === 404 || response.status === 410) return null;
        const parsed = crossrefWorkMessageSchema.safeParse(parseJson(response.text, url));
        if (!parsed.success) {
          throw new ResolverHttpError('BAD_RESPONSE', 'Crossref sent an unexpected work record', { url, service: 'crossref' });
        }
        return parsed.data.message;
      });
    },
    search(query, signal) {
      const normalized = normalizeText(query);
      return list(`${cacheScope}:search:${options.rows}:${normalized}`, { 'query.bibliographic': query, rows: String(options.rows) }, signal);
    },
    byAlternativeId(id, signal) {
      // Two rows: one means the id is the work's; two mean it is not one work's alone.
      return list(`${cacheScope}:alternative-id:${id.toLowerCase()}`, { filter: `alternative-id:${id}`, rows: '2' }, signal);
    },
  };

  async function list(key: string, params: Record<string, string>, signal?: AbortSignal): Promise<CrossrefWork[]> {
    const works = await options.lookup<CrossrefWork[]>(key, async () => {
      const url = new URL(`${base}/works`);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      const href = withMailto(url);
      const response = await options.http.get({ url: href, service: 'crossref', limiter: options.limiter, bucket: 'search', headers, signal });
      if (response.status === 404 || response.status === 410) {
        throw new ResolverHttpError('HTTP_STATUS', 'Crossref search endpoint not found', { url: href, service: 'crossref', status: response.status });
      }
      const parsed = crossrefListMessageSchema.safeParse(parseJson(response.text, href));
      if (!parsed.success) {
        throw new ResolverHttpError('BAD_RESPONSE', 'Crossref sent an unexpected search result', { url: href, service: 'crossref' });
      }
      // One malformed item should not discard the others.
      return parsed.data.message.items.flatMap((item) => {
        const work = crossrefWorkSchema.safeParse(item);
        return work.success ? [work.data] : [];
      });
    });
    return works ?? [];
  }
}

/** Crossref's etiquette: "AppName/Version (URL; mailto:address)". */
export function politeUserAgent(userAgent: string, mailto: string | undefined): string {
  if (!mailto) return userAgent;
  if (userAgent.endsWith(')')) return `${userAgent.slice(0, -1)}; mailto:${mailto})`;
  return `${userAgent} (mailto:${mailto})`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
