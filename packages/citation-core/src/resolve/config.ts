// Configuration of the online lookups: one zod schema, validated once by whoever builds the
// resolver. The resolver's variables are read by resolverConfigFromEnv from the env object it is
// given, so the CLI and the web app share the variable names (only the proxy variables are read
// from process.env, by resolve/proxy.ts, as curl and npm do).
import { z } from 'zod';
import { CitationCoreError } from '../errors.ts';
import { aiCallConfigSchema } from './ai-configs.ts';

export const STRATEGY_IDS = ['crossref', 'arxiv', 'scrape', 'openai'] as const;

const rate = z.number().positive().max(10_000);

export const resolverConfigSchema = z.object({
  /** No network at all: every reference comes back 'unverified' from the string itself. */
  offline: z.boolean().default(false),
  /** Enabled strategies; within each pass (identifiers, then search) they run in this order. */
  strategies: z.array(z.enum(STRATEGY_IDS)).default([...STRATEGY_IDS]),
  /** References of one document looked up at the same time (the per-service limiters still apply). */
  concurrency: z.number().int().min(1).max(64).default(8),
  userAgent: z.string().min(1).default('cite-repair/0.1 (https://github.com/cite-repair/cite-repair)'),
  /**
   * How many processes share the services' limits (web workers). Each process takes limit ÷ share:
   * a static per-process split, not a database-backed global limiter.
   */
  rateLimitShare: z.number().int().min(1).max(1000).default(1),
  http: z
    .object({
      timeoutMs: z.number().int().min(100).default(20_000),
      retries: z.number().int().min(0).max(10).default(3),
      backoffBaseMs: z.number().int().min(0).default(500),
      backoffMaxMs: z.number().int().min(0).default(30_000),
      /** A Retry-After longer than this gives up instead of waiting (the reference stays unverified). */
      maxRetryAfterMs: z.number().int().min(0).default(60_000),
    })
    .prefault({}),
  crossref: z
    .object({
      baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.crossref.org'),
      mailto: z.email().optional(),
      plusToken: z.string().min(1).optional(),
      rows: z.number().int().min(1).max(20).default(5),
      /** Overrides of the limits implied by mailto / plusToken (see crossrefLimits). */
      limits: z
        .object({ searchPerSecond: rate, lookupPerSecond: rate, concurrency: z.number().int().min(1).max(100) })
        .partial()
        .prefault({}),
    })
    .prefault({}),
  arxiv: z
    .object({
      baseUrl: z.url({ protocol: /^https?$/ }).default('https://export.arxiv.org/api'),
      /** arXiv asks for one request every 3 seconds on one connection. */
      minIntervalMs: z.number().int().min(0).default(3_000),
      batchSize: z.number().int().min(1).max(200).default(100),
    })
    .prefault({}),
  scrape: z
    .object({
      /** host:port pairs the SSRF guard lets through even when private (tests, benchmarks, the mock). */
      allowHosts: z.array(z.string().min(1)).default([]),
      timeoutMs: z.number().int().min(100).default(10_000),
      maxBytes: z
        .number()
        .int()
        .min(1024)
        .default(5 * 1024 * 1024),
      maxRedirects: z.number().int().min(0).max(10).default(5),
      concurrency: z.number().int().min(1).max(64).default(4),
      perSecond: rate.default(10),
    })
    .prefault({}),
  openai: z
    .object({
      apiKey: z.string().min(1).optional(),
      baseUrl: z.url({ protocol: /^https?$/ }).optional(),
      enabled: z.boolean().default(true),
      /** Budget: web-search calls per document (each costs money and, in the web app, credits). */
      maxCallsPerDocument: z.number().int().min(0).default(20),
      concurrency: z.number().int().min(1).max(32).default(2),
    })
    .prefault({}),
  /** Overrides of the AI-call defaults (the web app loads them from its database). */
  aiCalls: z.array(aiCallConfigSchema).default([]),
  cache: z
    .object({
      ttlSeconds: z
        .number()
        .int()
        .min(0)
        .default(30 * 24 * 3600),
      /** "Not found" answers are kept for less time: the record may appear later. */
      negativeTtlSeconds: z
        .number()
        .int()
        .min(0)
        .default(24 * 3600),
    })
    .prefault({}),
});

export type ResolverConfig = z.infer<typeof resolverConfigSchema>;
export type ResolverConfigInput = z.input<typeof resolverConfigSchema>;

export interface CrossrefLimits {
  searchPerSecond: number;
  lookupPerSecond: number;
  concurrency: number;
}

/**
 * Crossref's published limits: the polite pool (mailto) allows 3 searches/s and 10 DOI lookups/s with
 * 3 requests in flight; anonymous use 1/s, 5/s and 1. Metadata Plus allows far more.
 */
export function crossrefLimits(config: ResolverConfig): CrossrefLimits {
  const base: CrossrefLimits = config.crossref.plusToken
    ? { searchPerSecond: 20, lookupPerSecond: 50, concurrency: 10 }
    : config.crossref.mailto
      ? { searchPerSecond: 3, lookupPerSecond: 10, concurrency: 3 }
      : { searchPerSecond: 1, lookupPerSecond: 5, concurrency: 1 };
  const limits = { ...base, ...definedOnly(config.crossref.limits) };
  const share = config.rateLimitShare;
  return {
    searchPerSecond: limits.searchPerSecond / share,
    lookupPerSecond: limits.lookupPerSecond / share,
    concurrency: Math.max(1, Math.floor(limits.concurrency / share)),
  };
}

export function parseResolverConfig(input: ResolverConfigInput): ResolverConfig {
  const result = resolverConfigSchema.safeParse(input);
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new CitationCoreError('INVALID_OPTIONS', `Invalid resolver configuration: ${detail}`, { cause: result.error });
  }
  return result.data;
}

type Env = Record<string, string | undefined>;

/** Environment variable → config path, so an error names the variable the user has to fix. */
const ENV_PATHS: Record<string, string> = {
  CITE_REPAIR_OFFLINE: 'offline',
  CITE_REPAIR_CONCURRENCY: 'concurrency',
  CITE_REPAIR_RATE_LIMIT_SHARE: 'rateLimitShare',
  CITE_REPAIR_HTTP_TIMEOUT_MS: 'http.timeoutMs',
  CROSSREF_API_URL: 'crossref.baseUrl',
  CROSSREF_MAILTO: 'crossref.mailto',
  CROSSREF_PLUS_TOKEN: 'crossref.plusToken',
  CROSSREF_SEARCH_RATE: 'crossref.limits.searchPerSecond',
  CROSSREF_LOOKUP_RATE: 'crossref.limits.lookupPerSecond',
  CROSSREF_CONCURRENCY: 'crossref.limits.concurrency',
  ARXIV_API_URL: 'arxiv.baseUrl',
  ARXIV_MIN_INTERVAL_MS: 'arxiv.minIntervalMs',
  CITE_REPAIR_ALLOW_HOSTS: 'scrape.allowHosts',
  OPENAI_API_KEY: 'openai.apiKey',
  OPENAI_BASE_URL: 'openai.baseUrl',
  CITE_REPAIR_NO_AI: 'openai.enabled',
  CITE_REPAIR_CACHE_TTL_DAYS: 'cache.ttlSeconds',
};

/**
 * Builds the config from environment variables (passed in as an object).
 * `overrides` (CLI flags such as --offline, --no-ai, --mailto) win over the environment.
 * Throws CitationCoreError('INVALID_OPTIONS') naming the offending variable.
 */
export function resolverConfigFromEnv(env: Env, overrides: ResolverConfigInput = {}): ResolverConfig {
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const errors: string[] = [];
  const number = (name: string): number | undefined => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n)) errors.push(`${name} must be a number (got "${raw}")`);
    return n;
  };
  const flag = (name: string): boolean | undefined => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return undefined;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    errors.push(`${name} must be true or false (got "${raw}")`);
    return undefined;
  };
  const ttlDays = number('CITE_REPAIR_CACHE_TTL_DAYS');
  const noAi = flag('CITE_REPAIR_NO_AI');
  const fromEnv: ResolverConfigInput = {
    offline: flag('CITE_REPAIR_OFFLINE'),
    concurrency: number('CITE_REPAIR_CONCURRENCY'),
    rateLimitShare: number('CITE_REPAIR_RATE_LIMIT_SHARE'),
    http: { timeoutMs: number('CITE_REPAIR_HTTP_TIMEOUT_MS') },
    crossref: {
      baseUrl: value('CROSSREF_API_URL'),
      mailto: value('CROSSREF_MAILTO'),
      plusToken: value('CROSSREF_PLUS_TOKEN'),
      limits: {
        searchPerSecond: number('CROSSREF_SEARCH_RATE'),
        lookupPerSecond: number('CROSSREF_LOOKUP_RATE'),
        concurrency: number('CROSSREF_CONCURRENCY'),
      },
    },
    arxiv: { baseUrl: value('ARXIV_API_URL'), minIntervalMs: number('ARXIV_MIN_INTERVAL_MS') },
    scrape: {
      allowHosts: value('CITE_REPAIR_ALLOW_HOSTS')
        ?.split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    },
    openai: {
      apiKey: value('OPENAI_API_KEY'),
      baseUrl: value('OPENAI_BASE_URL'),
      enabled: noAi === undefined ? undefined : !noAi,
    },
    cache: { ttlSeconds: ttlDays === undefined ? undefined : Math.round(ttlDays * 24 * 3600) },
  };
  if (errors.length > 0) throw new CitationCoreError('INVALID_OPTIONS', `Invalid environment: ${errors.join('; ')}`);
  const merged = mergeDeep(stripUndefined(fromEnv), stripUndefined(overrides));
  const result = resolverConfigSchema.safeParse(merged);
  if (!result.success) {
    const detail = result.error.issues
      .map((issue) => {
        const path = issue.path.join('.');
        const envName = Object.entries(ENV_PATHS).find(([, p]) => path === p || path.startsWith(`${p}.`))?.[0];
        return `${envName ?? path}: ${issue.message}`;
      })
      .join('; ');
    throw new CitationCoreError('INVALID_OPTIONS', `Invalid environment: ${detail}`, { cause: result.error });
  }
  return result.data;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function stripUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const stripped = stripUndefined(v);
      if (stripped !== undefined) out[key] = stripped;
    }
    return out;
  }
  return value;
}

function mergeDeep(a: unknown, b: unknown): ResolverConfigInput {
  if (!isPlainObject(a) || !isPlainObject(b)) return (b === undefined ? a : b) as ResolverConfigInput;
  const out: Record<string, unknown> = { ...a };
  for (const [key, v] of Object.entries(b)) out[key] = key in out ? mergeDeep(out[key], v) : v;
  return out as ResolverConfigInput;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
