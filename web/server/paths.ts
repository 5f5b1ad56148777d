// Where things live on disk, independent of the current directory.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest directory holding a package.json: web/ from server/paths.ts and from build/node/*.js alike. */
function packageDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}

export const webDir = packageDir(path.dirname(fileURLToPath(import.meta.url)));
export const repoDir = path.resolve(webDir, '..');
export const migrationsDir = path.join(repoDir, 'prisma', 'migrations');

/** DATA_DIR defaults to ./data at the repository root; a relative value is taken from the current directory. */
export function resolveDataDir(value: string | undefined): string {
  return value ? path.resolve(value) : path.join(repoDir, 'data');
}
