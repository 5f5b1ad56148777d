// Where things live on disk, independent of the current directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = path.resolve(webDir, '..');
export const migrationsDir = path.join(repoDir, 'prisma', 'migrations');

/** DATA_DIR defaults to ./data at the repository root; a relative value is taken from the current directory. */
export function resolveDataDir(value: string | undefined): string {
  return value ? path.resolve(value) : path.join(repoDir, 'data');
}
