// The contract between the pipeline and the online metadata strategies.
// The pipeline only knows MetadataResolver; everything behind it (Crossref, arXiv, landing
// pages, OpenAI web search, caches, rate limits) is injected by the shells (CLI, web worker).
import type { ParsedReference, Resolution } from '../types.ts';

/** fetch as the resolvers use it; injected so tests and shells decide how HTTP happens. */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** A key/value cache with a time-to-live (SQLite file in the CLI, the database in the web app). */
export interface LookupCache {
  get(key: string): Promise<unknown | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export interface ResolveAllOptions {
  signal?: AbortSignal;
  /** Called as soon as one reference is settled, in any order (drives the live log). */
  onResolved?: (index: number, resolution: Resolution) => void;
  /** CSL ids for the items, by index (default `ref-<index + 1>`). Added by issue 3. */
  itemIds?: string[];
}

/** Resolves the metadata of every cited work of one document. */
export interface MetadataResolver {
  resolveAll(refs: ParsedReference[], options?: ResolveAllOptions): Promise<Resolution[]>;
}

// ---------------------------------------------------------------------------------------------
// Behind MetadataResolver: the strategies (crossref, arxiv, scrape, openai) and what they share.
// Added by issue 3; everything above is the original contract and is unchanged.

/** The exact strings stored in a Resolution's / log entry's `strategy`. */
export type StrategyId = 'crossref' | 'arxiv' | 'scrape' | 'openai';

/**
 * Identifier pass: what the string itself points to (DOI, arXiv id, URL). Search pass: finding the
 * work from its description. Every identifier strategy runs before any search strategy.
 */
export type ResolvePass = 'identifier' | 'search';

export interface ResolverLogger {
  debug?(message: string, meta?: Record<string, unknown>): void;
  info?(message: string, meta?: Record<string, unknown>): void;
  warn?(message: string, meta?: Record<string, unknown>): void;
  error?(message: string, meta?: Record<string, unknown>): void;
}

/** Something a strategy learnt about a reference without resolving it; the chain turns these into a status. */
export interface ResolveNote {
  /**
   * mismatch: an identifier in the string belongs to a different work.
   * missing: an identifier in the string does not exist (404).
   * unavailable: a service could not be asked (down, timed out, refused), so nothing can be concluded.
   * rejected: candidates were found but none agreed with the reference well enough.
   */
  kind: 'mismatch' | 'missing' | 'unavailable' | 'rejected';
  strategy: StrategyId | string;
  message: string;
  identifier?: { type: 'doi' | 'arxiv' | 'url'; value: string };
  /** The request was refused before it was sent (SSRF guard): nothing answered. */
  refused?: boolean;
}

export interface ResolveContext {
  pass: ResolvePass;
  /** CSL id to give the item. */
  itemId: string;
  signal?: AbortSignal;
  logger: ResolverLogger;
  now: () => number;
  note(note: ResolveNote): void;
  /** Takes one unit of the document's allowance for paid calls (AI web search); false when spent. */
  spend(kind: 'ai'): boolean;
}

/**
 * One lookup strategy. `canResolve` is cheap and synchronous; `resolve` returns a verified
 * Resolution or null ("not found" is null, not an exception). Problems are reported with ctx.note.
 */
export interface Resolver {
  id: StrategyId | string;
  canResolve(ref: ParsedReference, pass: ResolvePass): boolean;
  resolve(ref: ParsedReference, ctx: ResolveContext): Promise<Resolution | null>;
}
