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
  if (flags.mailto) {
    // Said as the flag it came from, not as the environment variable it stands in for.
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(flags.mailto)) throw new Error(`--mailto: "${flags.mailto}" is not an e-mail address.`);
    overrides.crossref = { mailto: flags.mailto };
  }
  // Throws a CitationCoreError naming the variable when the environment holds a bad value.
  const config = resolverConfigFromEnv(io.env, overrides);
  if (config.offline) return { online: false, close: async () => {} };

  // sqlite3 is a native module: loaded only by a run that looks things up.
  const { openSqliteCache } = await import('./cache/sqlite-cache.ts');
  const dir = flags.cacheDir ? resolve(io.cwd, flags.cacheDir) : defaultCacheDir(io.env, homedir());
  // The cache only saves lookups: one that cannot be opened (a damaged file from a restored CI cache,
  // a file where its folder should be) is said once, and the run goes on without it.
  const cache =
    flags.cache === false
      ? undefined
      : await openSqliteCache({ dir }).catch((error: unknown) => {
          const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
          io.stderr(`cite-repair: the lookup cache in ${dir} cannot be used (${reason}); going on without it. Delete it, or pass --cache-dir or --no-cache.\n`);
          return undefined;
        });
  const resolver = createResolver(config, cache ? { cache } : {});
  return {
    resolver,
    online: true,
    close: async () => {
      await cache?.close();
    },
  };
}
