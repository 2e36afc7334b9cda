// Playwright config for the real Electron app (npm run test:electron, which checks the binary is present first).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.electron.ts',
  outputDir: '../../test-results/electron',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: { screenshot: 'only-on-failure', trace: 'retain-on-failure' },
});
