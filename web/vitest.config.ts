import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Integration tests run against a real embedded PostgreSQL: one server per run (globalSetup), a fresh
// database per test file (setupFiles), copied from a migrated template so that each file starts in
// milliseconds. No test reaches the internet (tests/setup/no-internet.ts).
export default defineConfig({
  // citation-core from its TypeScript source (the "@cite-repair/source" export condition), no build needed.
  resolve: { conditions: ['@cite-repair/source', ...defaultClientConditions] },
  // Without Vite's "module" condition, which only bundlers honour: the AWS SDK's "module" builds are
  // for bundlers (extensionless imports), and Node loads its "node" build, as production does.
  ssr: { resolve: { conditions: ['@cite-repair/source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'worker/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    // no-internet first: nothing a test file imports may open a connection beyond this machine.
    setupFiles: ['tests/setup/no-internet.ts', 'tests/setup/database-per-file.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
