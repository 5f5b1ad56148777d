#!/usr/bin/env node
// The `cite-repair` command: the compiled CLI in ../dist (npm run build -w cite-repair, or
// `npx turbo run build --filter=cite-repair` for the library as well). Plain JavaScript, no loader.
// CommonJS (bin/package.json): Node's ESM loader costs `--help` ~15 ms of start-up; the CLI
// itself, an ES module bundle, is imported only when there is work to do.
'use strict';
const NOT_BUILT = 'cite-repair: the CLI is not built. From the repository: npx turbo run build --filter=cite-repair\n';

const args = process.argv.slice(2);
const quick = args.length <= 2 ? quickAnswer(args) : undefined;
if (quick !== undefined) process.exitCode = quick;
else
  import('../dist/index.js').then(
    async ({ main }) => {
      process.exitCode = await main(process.argv);
    },
    (error) => notBuilt(error, '/dist/index.js'),
  );

/**
 * --help, --version and each command's help, answered from what the build wrote down from the
 * CLI's own commander program (cli/build.mjs): without loading commander or the bundle.
 */
function quickAnswer(args) {
  let answers;
  try {
    answers = require('../dist/quick-answers.cjs');
  } catch (error) {
    return notBuilt(error, '/dist/quick-answers.cjs');
  }
  // A reader that stops early (`cite-repair --help | head -1`) closes the pipe: nothing is left to say.
  const quiet = (error) => {
    if (error.code !== 'EPIPE') throw error;
  };
  process.stdout.on('error', quiet);
  const code = answers.quickAnswer(args, process.stdout, process.stderr);
  if (code === undefined) process.stdout.off('error', quiet);
  return code;
}

function notBuilt(error, file) {
  if ((error?.code === 'MODULE_NOT_FOUND' || error?.code === 'ERR_MODULE_NOT_FOUND') && String(error.message).includes(file)) {
    process.stderr.write(NOT_BUILT);
    process.exit(1);
  }
  throw error;
}
