// Checks that package-lock.json records every platform build that `npm ci` expects on any machine.
// A lock written where the registry lacked one platform's optional build (say @turbo/darwin-arm64)
// is refused by `npm ci` everywhere, so this runs in CI before anything is installed from it.
import fs from 'node:fs';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  link?: boolean;
}

export interface MissingBuild {
  dependent: string;
  missing: string;
  wanted: string;
}

/** Lock paths are node_modules chains; a dependency resolves at the nearest enclosing node_modules. */
function resolves(packages: Record<string, LockEntry>, from: string, name: string): boolean {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('node_modules/');
    base = cut <= 0 ? '' : base.slice(0, cut - 1);
  }
}

export function findMissingBuilds(lock: { packages: Record<string, LockEntry> }): MissingBuild[] {
  const missing: MissingBuild[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, wanted] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolves(lock.packages, path, name)) missing.push({ dependent: path || '(root)', missing: name, wanted });
    }
  }
  return missing;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const file = process.argv[2] ?? 'package-lock.json';
  const missing = findMissingBuilds(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (missing.length > 0) {
    for (const m of missing) console.error(`${m.dependent} → ${m.missing}@${m.wanted} is not in the lock`);
    console.error(
      `${file} lacks ${missing.length} optional platform build(s): npm ci will refuse it. ` +
        'Pin versions whose builds the registry has for every platform, then npm install.',
    );
    process.exit(1);
  }
  console.log(`${file}: every optional platform build is recorded.`);
}
