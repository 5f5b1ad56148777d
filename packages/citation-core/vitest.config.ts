import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A render test's first case compiles a CSL style and loads citeproc-js (a few seconds on a busy
    // two-core CI machine, where vitest's default of 5 s failed one under load). Timeouts are not
    // what these tests assert; speed is measured by `npm run bench`.
    testTimeout: 20_000,
  },
});
