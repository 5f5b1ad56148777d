// Where the shared fixtures live: ../shared beside the checkout, or $SHARED_DIR.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// test/ -> citation-core/ -> packages/ -> <checkout>/ -> its parent, which holds shared/.
export const SHARED_DIR = process.env.SHARED_DIR ?? fileURLToPath(new URL('../../../../shared/', import.meta.url));

export function sharedPath(...segments: string[]): string {
  return join(SHARED_DIR, ...segments);
}

export const FIXTURE_DOCS_DIR = sharedPath('fixtures', 'docs');

/** Absolute paths of the example .docx files, sorted by name. */
export function fixtureDocxPaths(): string[] {
  return readdirSync(FIXTURE_DOCS_DIR)
    .filter((name) => name.endsWith('.docx'))
    .sort()
    .map((name) => join(FIXTURE_DOCS_DIR, name));
}
