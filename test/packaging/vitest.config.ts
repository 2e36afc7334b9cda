// The packaging smoke test is slow (a full build and electron-builder), so it runs on its own: npm run test:packaging.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'packaging',
    root: resolve(import.meta.dirname, '..', '..'),
    include: ['test/packaging/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
