// Builds the CLI as an application bundle (ADR 126): esbuild joins the CLI, citation-core and their
// dependencies into dist/, split at the CLI's lazy import()s so `--help` loads commander and the
// catalogue only, and `fix` one chunk instead of ~300 modules (a third of a run's start-up was
// Node resolving and reading them one by one). What cannot be bundled stays a package at run time:
// sqlite3 (a native addon) and what citation-core reads from its own folder (styles, citeproc and
// its locales, through package-files.ts).
import { readFile, rm, writeFile } from 'node:fs/promises';
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

// The answers to `--help`, `--version` and each command's help, written down once from the bundle
// itself: the bin prints them without loading it, so they cost Node's start-up and one small file
// (issue 10's 150 ms). CommonJS, as the bin is: Node's ESM loader alone costs ~15 ms of start-up. Commander wraps help at HELP_WIDTH, without colour, whatever the terminal
// (cli/src/index.ts), so these are what it would print; the bin still asks commander when the
// terminal is narrower. A test compares every answer with commander's (cli/test/quick-answers.test.ts).
{
  Object.defineProperty(process.stdout, 'isTTY', { value: false, configurable: true });
  const { main, buildProgram, HELP_WIDTH } = await import(new URL('./dist/index.js', import.meta.url).href);
  const asked = [[], ['--help'], ['-h'], ['help'], ['--version'], ['-V']];
  const commands = buildProgram({ stdout() {}, stderr() {}, interactive: false, env: {}, cwd: process.cwd() }, () => {}).commands;
  for (const name of commands.map((command) => command.name())) asked.push([name, '--help'], [name, '-h'], ['help', name]);
  // Each answer once, and each way of asking for it pointing to it ("fix --help", "fix -h", "help fix").
  const answers = [];
  const byArgs = {};
  for (const args of asked) {
    const io = { out: '', err: '', interactive: false, env: {}, cwd: process.cwd() };
    io.stdout = (text) => void (io.out += text);
    io.stderr = (text) => void (io.err += text);
    const code = await main(['node', 'cite-repair', ...args], io);
    const same = answers.findIndex((a) => a.out === io.out && a.err === io.err && a.code === code);
    byArgs[args.join(' ')] = same >= 0 ? same : answers.push({ out: io.out, err: io.err, code }) - 1;
  }
  const source = `// Written by cli/build.mjs from the bundle's own commander program: do not edit.
'use strict';
const ANSWERS = ${JSON.stringify(answers)};
const BY_ARGS = ${JSON.stringify(byArgs)};
/** Prints the answer to these arguments and returns its exit status, or undefined when there is none to give. */
/** Every way of asking that has an answer here (the test compares each with commander's). */
exports.asked = Object.keys(BY_ARGS);
exports.quickAnswer = function quickAnswer(args, stdout, stderr) {
  const key = args.join(' ');
  const answer = Object.hasOwn(BY_ARGS, key) ? ANSWERS[BY_ARGS[key]] : undefined;
  const narrow = (stream) => stream.isTTY && stream.columns > 0 && stream.columns < ${HELP_WIDTH};
  if (!answer || narrow(stdout) || narrow(stderr)) return undefined;
  if (answer.out) stdout.write(answer.out);
  if (answer.err) stderr.write(answer.err);
  return answer.code;
};
`;
  await writeFile(new URL('./dist/quick-answers.cjs', import.meta.url), source);
}
