// One flat config for the three process boundaries: core (pure), electron (Node), renderer (browser + Svelte).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'release', 'test-results', 'playwright-report', 'assets/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, svelteConfig, extraFileExtensions: ['.svelte'] },
    },
  },
  {
    // The engine stays pure: no Electron, Node or DOM.
    files: ['core/**/*.ts'],
    ignores: ['core/cli/**'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'electron', 'fs', 'path', 'os', 'child_process', 'crypto'] },
      ],
    },
  },
);
