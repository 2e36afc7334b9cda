import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The main-process tests hash passcodes and PINs at a low scrypt cost (the file says why).
const LOW_SCRYPT_COST = 'test/support/low-scrypt-cost.ts';

/**
 * The test processes that start many worker threads (a store's integrity check, the dealing thread) run with V8's
 * JIT-page protection and background compilation off: under load, V8 (Node 24) aborted a test process now and then
 * with "Check failed: jit_page.has_value()" or a SIGSEGV from its own background thread while threads came and went,
 * a race in V8's process-wide JIT-page map. The same flags are given to Playwright's workers (package.json).
 */
export const V8_THREAD_SAFE = [
  '--no-memory-protection-keys',
  '--no-concurrent-recompilation',
  '--no-concurrent-sparkplug',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['test/core/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'electron',
          include: ['test/electron/**/*.test.ts'],
          environment: 'node',
          setupFiles: [LOW_SCRYPT_COST],
          pool: 'forks',
          execArgv: V8_THREAD_SAFE,
          // Real databases, child processes and dealing threads: generous, so a loaded machine does not fail them.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The candidate's tools as tests (issue 20): real data folders, child processes killed mid-attempt.
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
          setupFiles: [LOW_SCRYPT_COST],
          pool: 'forks',
          execArgv: V8_THREAD_SAFE,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'room',
          include: ['test/room/**/*.test.ts'],
          environment: 'node',
          setupFiles: [LOW_SCRYPT_COST],
          pool: 'forks',
          execArgv: V8_THREAD_SAFE,
          // One PostgreSQL cluster, which a test stops and starts: the files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        plugins: [svelte()],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'renderer',
          include: ['test/renderer/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
