import { defineConfig } from 'vitest/config';

// Integration tests run against a real embedded PostgreSQL: one server per run (globalSetup), a fresh
// database per test file (setupFiles), copied from a migrated template so that each file starts in
// milliseconds.
export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'worker/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/database-per-file.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
