import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The main-process tests hash passcodes and PINs at a low scrypt cost (the file says why).
const LOW_SCRYPT_COST = 'test/support/low-scrypt-cost.ts';

/**
 * The test processes that start many worker threads (a store's integrity check, the dealing thread) never tier up a
 * WebAssembly-to-JavaScript wrapper. In tests those threads load TypeScript, which Node strips with a WebAssembly
 * module of its own (amaro); V8 (Node 24) tiers up that module's import wrappers after 1,000 calls, and when threads
 * come and go it aborted the process now and then, freeing a wrapper its process-wide JIT-page map did not hold
 * ("Check failed: jit_page.has_value()", in Runtime_TierUpWasmToJSWrapper; seen with gdb). An unreachable budget means
 * that runtime call is never made. The app itself loads compiled JavaScript in its threads, so it never strips types.
 * `--no-memory-protection-keys`: where the CPU has memory protection keys (PKU), V8's JIT-page tracking is a known
 * source of the same abort (archestra-ai/archestra#6177); this machine's CPU has none, a CI machine's may.
 * The same flags are given to Playwright's workers and the bench (package.json).
 */
export const V8_THREAD_SAFE = ['--wasm-wrapper-tiering-budget=2147483647', '--no-memory-protection-keys'];

export default defineConfig({
  test: {
    // Two test files at a time, whatever the machine: Vitest's default (one fewer than the cores) runs one at a time on
    // a 2-core machine, while most files here spend their time waiting on the disk (each answer is flushed), on
    // threads and on child processes, not on the CPU. Each file has its own data folders, so none sees another's.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          include: ['test/core/**/*.test.ts'],
          environment: 'node',
          // Some files generate every house's drills (a few seconds of CPU each): on a loaded machine two files at a
          // time overran Vitest's 5 s default. The limit only catches a hang; no test here judges speed.
          testTimeout: 30_000,
          // One module cache per worker, shared by the files it runs: re-importing the engine for each file was half
          // of this project's time (import 49% of 151 s). core/ is pure (ESLint keeps it so: purity-lint.test.ts) and
          // holds no state a test can change: no module-level variables, no mocks, stubs, fake timers or locale
          // switches in test/core; each file builds what it uses.
          isolate: false,
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
          // Real databases, child processes and dealing threads: generous, so a loaded machine (two files at a time, and
          // both cores busy with other work) does not fail them. The limit only catches a hang: tests wait on state.
          testTimeout: 60_000,
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
          testTimeout: 60_000,
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
          // One PostgreSQL cluster, which a test stops and starts: the files run one after another. Vitest runs such a
          // project alone after the others, so npm test gives it a run of its own beside the builds (scripts/test-lanes.sh).
          fileParallelism: false,
          testTimeout: 30_000,
          // A file's setup joins two or three stations to a fresh room and pushes: past the 10 s default on a loaded
          // machine (progress-cases.test.ts at load 14). The limit only catches a hang.
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [svelte()],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'renderer',
          include: ['test/renderer/**/*.test.ts'],
          environment: 'jsdom',
          // One jsdom and one module cache per worker, shared by the files it runs: building jsdom for each file was
          // half of this project's time. cleanup.ts (run before every file) unmounts what a file mounted and removes
          // the bridge it installed. pool: 'vmThreads' keeps files apart but runs them in a second realm, where
          // structuredClone's objects are not plain objects to Svelte's $state, and jsdom's performance has no mark().
          isolate: false,
          setupFiles: [
            'test/renderer/resize-observer.ts',
            'test/renderer/cleanup.ts',
            'test/renderer/svelte-warnings.ts',
          ],
          // Layout properties over every house's drills: generous for a loaded machine, as the core project.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
