// Builds the CLI as an application bundle (ADR 126): esbuild joins the CLI, citation-core and their
// dependencies into dist/, split at the CLI's lazy import()s so `--help` loads commander and the
// catalogue only, and `fix` one chunk instead of ~300 modules (a third of a run's start-up was
// Node resolving and reading them one by one). What cannot be bundled stays a package at run time:
// sqlite3 (a native addon) and what citation-core reads from its own folder (styles, citeproc and
// its locales, through package-files.ts).
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const { version } = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * commander requires child_process at load, for subcommands that are separate executables, which
 * this CLI never declares; Node's child_process pulls in net and streams, a tenth of `--help`. For
 * commander alone it is a stub that says so if it is ever reached.
 */
const noSubprocessForCommander = {
  name: 'no-subprocess-for-commander',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: 'child_process', namespace: 'commander-stub' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'commander-stub' }, () => ({
      contents:
        "const refuse = () => { throw new Error('cite-repair: commander tried to start an executable subcommand, which this CLI does not have'); }; module.exports = { spawn: refuse, execFileSync: refuse };",
      loader: 'js',
    }));
  },
};

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
  plugins: [noSubprocessForCommander],
  // The version, written in at build time: reading package.json at run time costs --help a file read.
  define: { __CLI_VERSION__: JSON.stringify(version) },
  // Bundled CommonJS (xmldom, archiver, …) calls require() for Node's own modules.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  // Whitespace and syntax only: names stay, so a stack trace still reads.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
