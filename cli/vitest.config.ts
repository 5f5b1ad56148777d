import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run citation-core from its TypeScript source (the "@cite-repair/source" export condition);
// the subprocess tests run the compiled bin, which loads the library's dist like any installation.
export default defineConfig({
  resolve: { conditions: ['@cite-repair/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@cite-repair/source', ...defaultServerConditions] } },
});
