// Builds the online resolver from the CLI flags and the environment. Offline (or no resolver
// package configured) means metadata comes from the reference strings only.
import type { MetadataResolver } from '@cite-repair/citation-core';
import type { Io } from './io.ts';

export interface ResolverFlags {
  offline?: boolean;
  /** commander's --no-ai sets ai=false. */
  ai?: boolean;
  mailto?: string;
  cacheDir?: string;
  /** commander's --no-cache sets cache=false. */
  cache?: boolean;
}

export interface BuiltResolver {
  resolver?: MetadataResolver;
  close(): Promise<void>;
}

export async function buildResolver(flags: ResolverFlags, _io: Io): Promise<BuiltResolver> {
  if (flags.offline) return { close: async () => {} };
  return { close: async () => {} };
}
