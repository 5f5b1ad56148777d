// Where the CLI keeps its lookup cache: $XDG_CACHE_HOME/cite-repair, else ~/.cache/cite-repair
// (the XDG convention, also used on macOS by most command-line tools).
import path from 'node:path';

export function defaultCacheDir(env: Record<string, string | undefined>, homeDir: string): string {
  const xdg = env.XDG_CACHE_HOME?.trim();
  // The XDG spec says a relative value is invalid and must be ignored.
  const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(homeDir, '.cache');
  return path.join(base, 'cite-repair');
}
