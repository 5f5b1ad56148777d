// Builds the MetadataResolver the pipeline calls: the configured strategies over shared HTTP,
// cache and per-service rate limiters. All I/O can be injected (fetch, DNS lookup, OpenAI client,
// clock); what is not falls back to the platform's own (global fetch or the environment's proxy, DNS).
import { AbortError, throwIfAborted } from '../errors.ts';
import type { ParsedReference, Resolution } from '../types.ts';
import { aiCallConfigFor, WEB_SEARCH_CALL_LOCATION } from './ai-configs.ts';
import type { AiRunner, AiUsage, OpenAiLike } from './ai-runner.ts';
import { createAiRunner } from './ai-runner.ts';
import { createArxivClient } from './arxiv-client.ts';
import type { ArxivClient } from './arxiv-client.ts';
import { arxiv } from './arxiv.ts';
import { createLookupStore } from './cached-lookup.ts';
import type { CachedLookup } from './cached-lookup.ts';
import { resolveReference } from './chain.ts';
import type { ResolverConfig, ResolverConfigInput } from './config.ts';
import { crossrefLimits, parseResolverConfig } from './config.ts';
import { createCrossrefClient } from './crossref-client.ts';
import type { CrossrefClient } from './crossref-client.ts';
import { crossref } from './crossref.ts';
import { createHttpClient } from './http.ts';
import { referenceArxivId } from './lookup-keys.ts';
import { createMemoryCache } from './memory-cache.ts';
import { resolutionFromText } from './offline-resolution.ts';
import { openai } from './openai.ts';
import { createPageLoader } from './page-loader.ts';
import type { PageLoader } from './page-loader.ts';
import type { LimiterRegistry } from './rate-limiter.ts';
import { createRateLimiter, processLimiters } from './rate-limiter.ts';
import type { FetchLike, LookupCache, MetadataResolver, ResolveAllOptions, Resolver, ResolverLogger } from './resolver.ts';
import type { LookupHost, safeFetch } from './safe-fetch.ts';
import { environmentFetch, proxyConfigured, proxyFromEnvironment } from './proxy.ts';
import type { ProxyFor } from './proxy.ts';
import { scrape } from './scrape.ts';

export interface ResolverDeps {
  /** HTTP for Crossref, arXiv (and the OpenAI SDK when it is built here). Default: global fetch. */
  fetch?: FetchLike;
  /** Lookup cache (SQLite in the CLI, the database in the web app). Default: in memory, per resolver. */
  cache?: LookupCache;
  /** An OpenAI client (v6 SDK or a fake). Default: built from config.openai when an API key is set. */
  openai?: OpenAiLike;
  /** Receives tokens, cost and latency of every AI call. */
  onAiUsage?: (usage: AiUsage) => void;
  /** Wall-clock time: "accessed" dates of web entries, cache expiry. */
  now?: () => number;
  /**
   * Scheduling time for rate limits, backoff and Retry-After (default: real timers). Separate from
   * `now` so a test can freeze the date without freezing the limiters.
   */
  timers?: { now: () => number; sleep: (ms: number, signal?: AbortSignal) => Promise<void> };
  logger?: ResolverLogger;
  /** DNS for the landing-page fetcher (tests point names at private addresses with it). */
  lookupHost?: LookupHost;
  /** Rate limiters; default: shared by every resolver of this process. */
  limiters?: LimiterRegistry;
  /** The proxy for a landing page; default: HTTPS_PROXY / HTTP_PROXY / NO_PROXY from the environment. */
  proxyFor?: ProxyFor;
  /** Replaces the SSRF-guarded page fetch (tests). */
  fetchPage?: typeof safeFetch;
}

export interface ConfiguredResolver extends MetadataResolver {
  readonly config: ResolverConfig;
  /** Strategy ids in use, in order. */
  readonly strategies: string[];
}

/**
 * What the built-in strategies share, handed to every ResolverFactory: the validated config, the
 * rate-limited Crossref and arXiv clients, the SSRF-guarded landing-page loader and the lookup cache.
 */
export interface ResolverKit {
  readonly config: ResolverConfig;
  readonly crossref: CrossrefClient;
  readonly arxiv: ArxivClient;
  readonly loadPage: PageLoader;
  /** Cached lookup: `lookup(key, load)` answers from the cache or calls load and stores its result. */
  readonly lookup: CachedLookup;
  /** Whether a strategy with this id is in the list (scrape asks Crossref and arXiv only when they are). */
  enabled(id: string): boolean;
  /** The AI runner of the OpenAI web search, or undefined when no key is set or the call is disabled. */
  openAiRunner(): AiRunner | undefined;
}

/** A strategy built from the shared kit when the resolver is created (what the built-ins are). */
export interface ResolverFactory {
  readonly id: string;
  /** Returns the strategy, or undefined when it cannot run in this configuration (OpenAI without a key). */
  create(kit: ResolverKit): Resolver | undefined;
}

/** One entry of `resolvers`: a built-in (or any factory), or a ready strategy of the caller's own. */
export type ResolverEntry = Resolver | ResolverFactory;

function isResolverFactory(entry: ResolverEntry): entry is ResolverFactory {
  return typeof (entry as Partial<ResolverFactory>).create === 'function';
}

export const crossrefResolver: ResolverFactory = { id: 'crossref', create: (kit) => crossref({ client: kit.crossref }) };
export const arxivResolver: ResolverFactory = { id: 'arxiv', create: (kit) => arxiv({ client: kit.arxiv }) };
export const scrapeResolver: ResolverFactory = {
  id: 'scrape',
  create: (kit) =>
    scrape({
      loadPage: kit.loadPage,
      crossref: kit.enabled('crossref') ? kit.crossref : undefined,
      arxiv: kit.enabled('arxiv') ? kit.arxiv : undefined,
    }),
};
export const openaiResolver: ResolverFactory = {
  id: 'openai',
  create: (kit) => {
    const runner = kit.openAiRunner();
    return runner ? openai({ runner, lookup: kit.lookup, crossref: kit.crossref, arxiv: kit.arxiv, loadPage: kit.loadPage }) : undefined;
  },
};

/** The built-in strategies in their default order; reorder, filter or extend a copy and pass it as `resolvers`. */
export const BUILTIN_RESOLVERS: readonly ResolverFactory[] = [crossrefResolver, arxivResolver, scrapeResolver, openaiResolver];

export interface CreateResolverInput extends ResolverConfigInput {
  /**
   * The strategies, in order (within each pass, identifiers then search). Default: the built-ins
   * named by `strategies` (all four). When given, it replaces `strategies`.
   */
  resolvers?: readonly ResolverEntry[];
}

export function createResolver(input: CreateResolverInput = {}, deps: ResolverDeps = {}): ConfiguredResolver {
  const { resolvers: plugged, ...configInput } = input;
  const config = parseResolverConfig(configInput);
  const now = deps.now ?? Date.now;
  const timers = deps.timers;
  const logger = deps.logger ?? {};
  // The platform's fetch, through HTTPS_PROXY/HTTP_PROXY when the environment names one.
  const fetchImpl: FetchLike = deps.fetch ?? environmentFetch();
  const limiters = deps.limiters ?? processLimiters;
  const store = createLookupStore({
    cache: deps.cache ?? createMemoryCache({ now }),
    ttlSeconds: config.cache.ttlSeconds,
    negativeTtlSeconds: config.cache.negativeTtlSeconds,
    logger,
  });
  const http = createHttpClient({
    fetch: fetchImpl,
    userAgent: config.userAgent,
    timeoutMs: config.http.timeoutMs,
    retries: config.http.retries,
    backoffBaseMs: config.http.backoffBaseMs,
    backoffMaxMs: config.http.backoffMaxMs,
    maxRetryAfterMs: config.http.maxRetryAfterMs,
    now: timers?.now,
    sleep: timers?.sleep,
    logger,
  });
  const share = config.rateLimitShare;

  const limits = crossrefLimits(config);
  const crossrefLimiter = limiters.get(`crossref|${config.crossref.baseUrl}|${JSON.stringify(limits)}`, () =>
    createRateLimiter({
      concurrency: limits.concurrency,
      buckets: { search: { perSecond: limits.searchPerSecond }, lookup: { perSecond: limits.lookupPerSecond } },
      now: timers?.now,
      sleep: timers?.sleep,
    }),
  );
  const crossrefClient = createCrossrefClient({
    http,
    limiter: crossrefLimiter,
    lookup: store.lookup,
    baseUrl: config.crossref.baseUrl,
    userAgent: config.userAgent,
    mailto: config.crossref.mailto,
    plusToken: config.crossref.plusToken,
    rows: config.crossref.rows,
  });

  const arxivPerSecond = config.arxiv.minIntervalMs > 0 ? 1000 / config.arxiv.minIntervalMs / share : Infinity;
  const arxivLimiter = limiters.get(`arxiv|${config.arxiv.baseUrl}|${arxivPerSecond}`, () =>
    createRateLimiter({ concurrency: 1, buckets: { api: { perSecond: arxivPerSecond } }, now: timers?.now, sleep: timers?.sleep }),
  );
  const arxivClient = createArxivClient({
    http,
    limiter: arxivLimiter,
    store,
    baseUrl: config.arxiv.baseUrl,
    userAgent: config.userAgent,
    batchSize: config.arxiv.batchSize,
  });

  const pageLimiter = limiters.get(`pages|${config.scrape.concurrency}|${config.scrape.perSecond / share}`, () =>
    createRateLimiter({
      concurrency: Math.max(1, Math.floor(config.scrape.concurrency / share)),
      buckets: { page: { perSecond: config.scrape.perSecond / share } },
      now: timers?.now,
      sleep: timers?.sleep,
    }),
  );
  const loadPage = createPageLoader({
    store,
    limiter: pageLimiter,
    fetchPage: deps.fetchPage,
    fetchOptions: {
      allowHosts: config.scrape.allowHosts,
      lookupHost: deps.lookupHost,
      timeoutMs: config.scrape.timeoutMs,
      maxBytes: config.scrape.maxBytes,
      maxRedirects: config.scrape.maxRedirects,
      userAgent: config.userAgent,
      proxyFor: deps.proxyFor ?? (proxyConfigured() ? proxyFromEnvironment : undefined),
    },
  });

  const kit: ResolverKit = {
    config,
    crossref: crossrefClient,
    arxiv: arxivClient,
    loadPage,
    lookup: store.lookup,
    enabled: (id) => enabled.has(id),
    openAiRunner: () => {
      const client = openAiClient(config, deps, limiters);
      const settings = aiCallConfigFor(WEB_SEARCH_CALL_LOCATION, config.aiCalls);
      if (!client || !config.openai.enabled || !settings?.enabled) return undefined;
      return createAiRunner({ client, configs: config.aiCalls, onUsage: deps.onAiUsage, now });
    },
  };
  const entries: readonly ResolverEntry[] = plugged ?? config.strategies.map((id) => BUILTIN_RESOLVERS.find((b) => b.id === id)!);
  const enabled = new Set(entries.map((entry) => entry.id));
  const resolvers: Resolver[] = [];
  for (const entry of entries) {
    const resolver = isResolverFactory(entry) ? entry.create(kit) : entry;
    if (resolver) resolvers.push(resolver);
  }

  return {
    config,
    strategies: resolvers.map((r) => r.id),
    async resolveAll(refs: ParsedReference[], options: ResolveAllOptions = {}): Promise<Resolution[]> {
      const { signal, onResolved } = options;
      throwIfAborted(signal);
      const ids = refs.map((_, i) => options.itemIds?.[i] ?? `ref-${i + 1}`);
      const results: Resolution[] = new Array<Resolution>(refs.length);
      if (config.offline || resolvers.length === 0) {
        refs.forEach((ref, i) => {
          const resolution = offlineResolution(ref, ids[i]!, config.offline ? 'offline mode' : 'no lookup strategy enabled');
          results[i] = resolution;
          onResolved?.(i, resolution);
        });
        return results;
      }

      // All of the document's arXiv ids in one call (arXiv allows one request every 3 seconds).
      if (enabled.has('arxiv')) {
        const arxivIds = refs.map(referenceArxivId).filter((id): id is string => id !== undefined);
        if (arxivIds.length > 0) {
          try {
            await arxivClient.byIds(arxivIds, signal);
          } catch (error) {
            if (signal?.aborted) throw new AbortError();
            logger.warn?.('arXiv batch lookup failed; ids will be retried one by one', { error: String(error) });
          }
        }
      }

      let aiCalls = 0;
      const spend = (): boolean => {
        if (aiCalls >= config.openai.maxCallsPerDocument) return false;
        aiCalls++;
        return true;
      };
      await runPool(refs.length, config.concurrency, signal, async (i) => {
        const ref = refs[i]!;
        let resolution: Resolution;
        try {
          resolution = await resolveReference(ref, resolvers, { itemId: ids[i]!, signal, logger, now, spend });
        } catch (error) {
          if (signal?.aborted || error instanceof AbortError) throw error instanceof AbortError ? error : new AbortError();
          // A bug in one strategy must not cost the user the whole document.
          logger.error?.('resolving a reference failed', { ref: ref.raw.slice(0, 120), error: String(error) });
          resolution = offlineResolution(ref, ids[i]!, `lookup failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        results[i] = resolution;
        onResolved?.(i, resolution);
      });
      return results;
    },
  };
}

function offlineResolution(ref: ParsedReference, id: string, why: string): Resolution {
  return resolutionFromText(ref, id, `Not verified online (${why}); metadata taken from the reference as written`);
}

function openAiClient(config: ResolverConfig, deps: ResolverDeps, limiters: LimiterRegistry): OpenAiLike | undefined {
  const client = deps.openai ?? (config.openai.apiKey ? lazyOpenAi(config.openai.apiKey, config.openai.baseUrl, deps.fetch) : undefined);
  if (!client) return undefined;
  const limiter = limiters.get(`openai|${config.openai.baseUrl ?? 'default'}|${config.openai.concurrency}`, () =>
    createRateLimiter({ concurrency: config.openai.concurrency, buckets: { call: { perSecond: Infinity } }, now: deps.timers?.now, sleep: deps.timers?.sleep }),
  );
  return {
    responses: {
      create: (body, options) => limiter.run('call', async () => client.responses.create(body, options), options?.signal),
    },
  };
}

/**
 * The official SDK, loaded on the first call: it is some 150 modules, and a run that never asks
 * the AI (offline, no reference left unresolved) should not pay for loading them.
 */
function lazyOpenAi(apiKey: string, baseURL: string | undefined, fetch: FetchLike | undefined): OpenAiLike {
  let client: Promise<OpenAiLike> | undefined;
  const load = async (): Promise<OpenAiLike> => {
    const { default: OpenAI } = await import('openai');
    return new OpenAI({ apiKey, baseURL, fetch: fetch as never, maxRetries: 2, timeout: 120_000 });
  };
  return {
    responses: {
      create: async (body, options) => (await (client ??= load())).responses.create(body, options),
    },
  };
}

async function runPool(count: number, concurrency: number, signal: AbortSignal | undefined, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      throwIfAborted(signal);
      const index = next++;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
