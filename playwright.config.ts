// Playwright: the renderer in Debian Chromium against the real main-process registry (test/e2e/harness.ts).
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The renderer built with the pseudo-locale's messages (npm run build:renderer-pseudo); harness.ts serves it. */
const PSEUDO_RENDERER_DIR = join(import.meta.dirname, 'dist', 'renderer-pseudo');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig<{ rendererDir: string; warmDealer: boolean }>({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  // scripts/measure-screen-noise.ts compares runs with one another, not with the committed references: it points the
  // pictures at a folder of its own.
  ...(process.env['SCREEN_NOISE_DIR']
    ? { snapshotPathTemplate: `${process.env['SCREEN_NOISE_DIR']}/{arg}{ext}` }
    : {}),
  workers: 2,
  // Tests, not files, are shared between the two workers: every test has its own data folder, backend and page, and
  // one long file (the screens) would otherwise keep one worker busy after the other has finished.
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  // Per test, and generous: the longest keyboard walk through a set took 40 s with another process on a core.
  // A test waits on state, never on time; this limit only catches a hang. A test may raise it, never lower it: the
  // 60-90 s limits some tests set when this was 30 s were below it (the assessment journey took 100 s at load 14).
  timeout: 120_000,
  // The same for each expectation: state, not time, is what is awaited.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // The performance measurements run last and alone: with other tests beside them on two cores, the frame and
  // key-to-feedback timings would measure the machine's load, not the renderer.
  projects: [
    { name: 'e2e', testIgnore: ['**/perf*.e2e.ts', '**/pseudo-locale.e2e.ts'] },
    // Issue 24: the screens at 900×600 with every message accented and 40% longer (scripts/make-pseudo-locale.ts):
    // nothing clipped or overlapping when a translation runs long.
    {
      name: 'pseudo',
      testMatch: '**/pseudo-locale.e2e.ts',
      use: { rendererDir: PSEUDO_RENDERER_DIR, viewport: { width: 900, height: 600 } },
    },
    // No Playwright trace here: recording one snapshots the whole DOM around every key press, inside the page, and
    // that (not the renderer) made most of the long frames measured while a table was settled. The dealing thread
    // starts as the backend opens, as in the app (harness.ts leaves it off elsewhere): launch to first prompt is measured.
    {
      name: 'perf',
      testMatch: '**/perf*.e2e.ts',
      dependencies: ['e2e'],
      use: { trace: 'off', warmDealer: true },
    },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    // A trace is recorded for every test and kept for the failures: a fifth of a drill test's CPU. CI keeps only its
    // log, never test-results/, so there it is not recorded at all; on a developer's machine it is.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
  },
});
