// Builds the online resolver from the CLI flags and the environment (CROSSREF_*, ARXIV_API_URL,
// OPENAI_*, CITE_REPAIR_*), with the SQLite lookup cache in the user's cache directory.
// --offline (or CITE_REPAIR_OFFLINE=1) means no resolver at all: no network, no cache.
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { createResolver, resolverConfigFromEnv } from '@cite-repair/citation-core';
import type { MetadataResolver, ResolverConfigInput } from '@cite-repair/citation-core';
import { defaultCacheDir } from './cache/cache-dir.ts';
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
  /** True when lookups run (not offline). */
  online: boolean;
  close(): Promise<void>;
}

export async function buildResolver(flags: ResolverFlags, io: Io): Promise<BuiltResolver> {
  const overrides: ResolverConfigInput = {};
  if (flags.offline) overrides.offline = true;
  if (flags.ai === false) overrides.openai = { enabled: false };
  if (flags.mailto) overrides.crossref = { mailto: flags.mailto };
  // Throws a CitationCoreError naming the variable when the environment holds a bad value.
  const config = resolverConfigFromEnv(io.env, overrides);
  if (config.offline) return { online: false, close: async () => {} };

  // sqlite3 is a native module: loaded only by a run that looks things up.
  const { openSqliteCache } = await import('./cache/sqlite-cache.ts');
  const cache =
    flags.cache === false ? undefined : await openSqliteCache({ dir: flags.cacheDir ? resolve(io.cwd, flags.cacheDir) : defaultCacheDir(io.env, homedir()) });
  const resolver = createResolver(config, cache ? { cache } : {});
  return {
    resolver,
    online: true,
    close: async () => {
      await cache?.close();
    },
  };
}
