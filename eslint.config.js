import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './tools/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      '**/.data/**',
      '.tmp/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/.work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries },
    rules: {
      'boundaries/imports': 'error',
      // No import cycles anywhere (tools/import-cycles.js; type-only imports do not count).
      'boundaries/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // CLI output and build scripts print to the terminal on purpose.
    files: [
      'apps/server/src/cli/**',
      'scripts/**',
      'bench/**',
      'apps/server/build.mjs',
      'apps/server/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
