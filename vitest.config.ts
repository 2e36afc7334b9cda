import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The main-process tests hash passcodes and PINs at a low scrypt cost (the file says why).
const LOW_SCRYPT_COST = 'test/support/low-scrypt-cost.ts';

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
