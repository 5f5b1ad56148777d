#!/usr/bin/env node
// The `cite-repair` command: the compiled CLI in ../dist (npm run build -w cite-repair, or
// `npx turbo run build --filter=cite-repair` for the library as well). Plain JavaScript, no loader.
let main;
try {
  ({ main } = await import('../dist/index.js'));
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('/dist/index.js')) {
    process.stderr.write('cite-repair: the CLI is not built. From the repository: npx turbo run build --filter=cite-repair\n');
    process.exit(1);
  }
  throw error;
}
process.exitCode = await main(process.argv);
