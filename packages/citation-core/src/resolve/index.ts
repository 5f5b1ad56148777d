// The public surface of the online lookups (re-exported by the package index).
export type {
  FetchLike,
  LookupCache,
  MetadataResolver,
  ResolveAllOptions,
  ResolveContext,
  ResolveNote,
  ResolvePass,
  Resolver,
  ResolverLogger,
  StrategyId,
} from './resolver.ts';
export { arxivResolver, BUILTIN_RESOLVERS, createResolver, crossrefResolver, openaiResolver, scrapeResolver } from './create-resolver.ts';
export type { ConfiguredResolver, CreateResolverInput, ResolverDeps, ResolverEntry, ResolverFactory, ResolverKit } from './create-resolver.ts';
export type { CrossrefClient } from './crossref-client.ts';
export type { ArxivClient } from './arxiv-client.ts';
export type { LoadedPage, PageLoader } from './page-loader.ts';
export type { CachedLookup } from './cached-lookup.ts';
export { crossrefLimits, parseResolverConfig, resolverConfigFromEnv, resolverConfigSchema, STRATEGY_IDS } from './config.ts';
export type { CrossrefLimits, ResolverConfig, ResolverConfigInput } from './config.ts';
export { aiCallConfigFor, aiCallConfigSchema, DEFAULT_AI_CALL_CONFIGS, fillTemplate, WEB_SEARCH_CALL_LOCATION } from './ai-configs.ts';
export type { AiCallConfig } from './ai-configs.ts';
export { createAiRunner } from './ai-runner.ts';
export type { AiRunner, AiRunResult, AiUsage, OpenAiLike } from './ai-runner.ts';
export { aiCallCost, MODEL_PRICES, modelPrice, WEB_SEARCH_PRICE_PER_CALL } from './ai-pricing.ts';
export { createMemoryCache } from './memory-cache.ts';
export type { MemoryCache } from './memory-cache.ts';
export { createLimiterRegistry, createRateLimiter, processLimiters } from './rate-limiter.ts';
export type { LimiterRegistry, RateLimiter } from './rate-limiter.ts';
export { isResolverHttpError, ResolverHttpError } from './resolver-http-error.ts';
export type { ResolverHttpErrorCode } from './resolver-http-error.ts';
export { safeFetch } from './safe-fetch.ts';
export type { LookupHost, SafeFetchOptions, SafePage } from './safe-fetch.ts';
export { validateMatch } from './validate-match.ts';
export type { MatchVerdict } from './validate-match.ts';
export { lookupsFailed, REFUSED_MESSAGE, UNCHECKED_MESSAGE } from './chain.ts';
export { crossref } from './crossref.ts';
export { arxiv } from './arxiv.ts';
export { scrape } from './scrape.ts';
export { openai } from './openai.ts';
