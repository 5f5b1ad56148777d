// Landing pages as the scraper needs them: fetched under the SSRF rules, reduced to their metadata,
// cached by URL (a 404 is cached as null), and limited per process like any other service.
import type { LookupStore } from './cached-lookup.ts';
import type { PageMetadata } from './page-metadata.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SafeFetchOptions } from './safe-fetch.ts';
import { safeFetch } from './safe-fetch.ts';

export interface LoadedPage {
  /** Final URL after redirects. */
  url: string;
  metadata: PageMetadata;
}

/** null: the page does not exist (404/410). Throws ResolverHttpError when it cannot be fetched. */
export type PageLoader = (url: string, signal?: AbortSignal) => Promise<LoadedPage | null>;

export interface PageLoaderOptions {
  store: LookupStore;
  limiter?: RateLimiter;
  fetchOptions: Omit<SafeFetchOptions, 'signal'>;
  /** Replaceable for tests; defaults to safeFetch. */
  fetchPage?: typeof safeFetch;
}

export function createPageLoader(options: PageLoaderOptions): PageLoader {
  const fetchPage = options.fetchPage ?? safeFetch;
  return (url, signal) =>
    options.store.lookup<LoadedPage>(`page:${url}`, async () => {
      const run = () => fetchPage(url, { ...options.fetchOptions, signal });
      const page = options.limiter ? await options.limiter.run('page', run, signal) : await run();
      if (page.status === 404 || page.status === 410) return null;
      // The HTML parser loads with the first page, not in runs that fetch none.
      const { extractPageMetadata } = await import('./page-metadata.ts');
      return { url: page.url, metadata: extractPageMetadata(page.body) };
    });
}
