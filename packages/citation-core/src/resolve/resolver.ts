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
}

/** Resolves the metadata of every cited work of one document. */
export interface MetadataResolver {
  resolveAll(refs: ParsedReference[], options?: ResolveAllOptions): Promise<Resolution[]>;
}
