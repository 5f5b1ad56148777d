// Flat ESLint config shared by every workspace: the recommended JS and TypeScript rules,
// with the few exceptions this codebase relies on.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.cache/**', 'web/public/**', 'web/app/generated/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-control-regex': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // The library's front door (ADR 110): web and cli import '@cite-repair/citation-core' or its
    // '/catalogue' subpath, never a file inside it.
    files: ['web/**/*.{ts,tsx}', 'cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cite-repair/citation-core/*', '!@cite-repair/citation-core/catalogue'],
              message: 'Import from @cite-repair/citation-core (or /catalogue); add an export there if one is missing.',
            },
            { group: ['**/citation-core/src/**'], message: 'Import from @cite-repair/citation-core (or /catalogue); add an export there if one is missing.' },
          ],
        },
      ],
    },
  },
);
