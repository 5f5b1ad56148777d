// Info-ZIP's `unzip -t` as an independent judge of the zips we write (skipped where it is absent).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The output of `unzip -t` on these bytes ("No errors detected …" when the archive is sound). */
export function unzipTest(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'unzip-test-'));
  try {
    const file = join(dir, 'archive.zip');
    writeFileSync(file, bytes);
    return execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
