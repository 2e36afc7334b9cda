// The Chinese screenshot tour (issue 24): its own Playwright configuration, so `npm run test:e2e` (which runs every
// project of playwright.config.ts) never runs it. It writes pictures to look at; it compares nothing.
//
//   npm run build:renderer && node --wasm-wrapper-tiering-budget=2147483647 --no-memory-protection-keys \
//     node_modules/@playwright/test/cli.js test -c test/tour/playwright.tour.config.ts
//
// Pictures: $ZH_TOUR_DIR (default /tmp/zh-tour)/<language>/<screen>-<width>x<height>.png, and the certificate's pages
// drawn by `pdftoppm -r 60 -png` as <language>/certificate-page-N.png; each screen's words as <language>/<screen>.txt.
import { defineConfig } from '@playwright/test';
import base, { CHROMIUM_ARGS } from '../../playwright.config.ts';

export default defineConfig<{ rendererDir: string }>({
  testDir: import.meta.dirname,
  testMatch: '**/*.tour.ts',
  outputDir: '../../test-results/zh-tour',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: { ...base.use, launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } },
});
