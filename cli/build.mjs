// Builds the CLI as an application bundle (ADR 126): esbuild joins the CLI, citation-core and their
// dependencies into dist/, split at the CLI's lazy import()s so `--help` loads commander and the
// catalogue only, and `fix` one chunk instead of ~300 modules (a third of a run's start-up was
// Node resolving and reading them one by one). What cannot be bundled stays a package at run time:
// sqlite3 (a native addon) and what citation-core reads from its own folder (styles, citeproc and
// its locales, through package-files.ts).
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/index.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external: ['sqlite3'],
  // Bundled CommonJS (xmldom, archiver, …) calls require() for Node's own modules.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  // Whitespace and syntax only: names stay, so a stack trace still reads.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
