// Where the library's own files are at run time: the vendored styles, and the packages it reads
// with require() (citeproc, citeproc-locales). Found through the package's name rather than this
// module's location, so the answer is the same from dist/, from src/ (tests) and from inside an
// application that bundles the library — the CLI does (ADR 126), and its chunks live in cli/dist.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

let root: string | undefined;
let packageRequire: NodeJS.Require | undefined;

function packageJsonPath(): string {
  return createRequire(import.meta.url).resolve('@cite-repair/citation-core/package.json');
}

/** The installed package's folder (the one holding package.json, styles/ and dist/). */
export function packageRoot(): string {
  root ??= dirname(packageJsonPath());
  return root;
}

/** The vendored CSL styles, as JSON (scripts/styles/vendor-csl-styles.ts writes them). */
export function stylesDir(): string {
  return join(packageRoot(), 'styles');
}

/** require() as the package itself resolves it: its own dependencies, wherever npm placed them. */
export function requireFromPackage(id: string): unknown {
  packageRequire ??= createRequire(packageJsonPath());
  return packageRequire(id);
}

/** The path of one of the package's dependencies' files, resolved as the package resolves it. */
export function resolveFromPackage(id: string): string {
  packageRequire ??= createRequire(packageJsonPath());
  return packageRequire.resolve(id);
}
