import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.mjs', 'scripts/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // The domain package is pure (DESIGN.md §4.1): no React, Hono, drizzle or Node.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'hono',
                'hono/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'node:*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'The domain package is pure: no I/O, no frameworks.',
            },
          ],
        },
      ],
    },
  },
  {
    // A stage's results lifecycle has one home (issue #40, decision 076): other server code reads and
    // writes it through its index only.
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    ignores: ['apps/server/src/features/stage-results/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'stage-results/(?!index\\.js$)',
              message: "Use the stage results module's index (features/stage-results/index.js).",
            },
          ],
        },
      ],
    },
  },
  {
    // Web features do not import each other (DESIGN.md §4.5): shared pieces go to src/shared.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)|features/',
              message: 'Features do not import each other; move shared code to src/shared.',
            },
          ],
        },
      ],
    },
  },
);
