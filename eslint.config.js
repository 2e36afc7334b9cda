// One flat config for the three process boundaries: core (pure), electron (Node), renderer (browser + Svelte).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import { builtinModules } from 'node:module';
import svelteConfig from './svelte.config.js';

const NOT_IN_CORE =
  'core/ runs in the renderer, the main process and the CLI alike: no DOM, Node or Electron.';
/** Globals every place core runs has (the renderer and Node 24): a deep copy is not an environment. */
const CORE_ALLOWED_GLOBALS = new Set(['structuredClone']);
/** Every browser and Node global that plain ECMAScript does not have (document, window, process, Buffer...). */
const CORE_FORBIDDEN_GLOBALS = [
  ...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)]),
].filter((name) => !(name in globals.es2025) && !CORE_ALLOWED_GLOBALS.has(name));
/** Node's built-in modules, by their bare names (fs, path, crypto...). */
const NODE_BUILTINS = builtinModules.filter((m) => !m.startsWith('_')).flatMap((m) => [m, `${m}/*`]);

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
    // The engine stays pure: no Electron, Node or DOM (docs/ARCHITECTURE.md). TypeScript's no-undef is off and the
    // project's tsconfig has both the DOM and Node types, so only these rules keep core/ from using them.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...CORE_FORBIDDEN_GLOBALS.map((name) => ({ name, message: NOT_IN_CORE })),
      ],
      'no-restricted-properties': [
        'error',
        ...CORE_FORBIDDEN_GLOBALS.map((property) => ({
          object: 'globalThis',
          property,
          message: NOT_IN_CORE,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', ...NODE_BUILTINS, 'electron', 'electron/*'],
              message: 'core/ is pure TypeScript: no Node or Electron (docs/ARCHITECTURE.md).',
            },
            {
              group: ['**/electron/**', '**/renderer/**', '**/cli/**', '**/scripts/**', '**/test/**'],
              message: 'core/ imports only core/ and its pure dependencies, never the app, the CLI or tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // The command line runs on Node beside the app: it may share the main process's pure-Node modules (a JSON file
    // read with limits, verifying a report, and what opening the trainer's key store as an unlock does: the key store,
    // the database's path, its transactions, the wrong-try count, the audit chain), never the main process itself,
    // its services or the renderer.
    files: ['cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^electron$|/renderer/|/electron/(?!files/|reports/|keystore/|integrity/audit-chain\\.ts$|storage/(database|data-location|transaction)\\.ts$|services/(wrong-tries|trainer-gate)\\.ts$)',
              message:
                'cli/ may import core/, electron/files/, electron/reports/ and what opening the key store needs (electron/keystore/, the audit chain, the database path and transactions, the wrong-try count) only (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // What the command line shares with the main process stays free of Electron itself.
    files: ['electron/files/**/*.ts', 'electron/reports/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'shared with cli/: pure Node, no Electron.' }] },
      ],
    },
  },
);
