// For test files whose tests each open backends of their own: each opened on a fresh data folder, and after the test
// (afterEach) every one closed and its folder removed.
import { afterEach } from 'vitest';
import { removeDir, tempDir, testBackend, type TestBackend, type TestBackendOptions } from './helpers.ts';

/** Returns the opener: a new backend with `defaults` (and the call's own options over them). */
export function backendsPerTest(
  defaults: TestBackendOptions = {},
): (options?: TestBackendOptions) => TestBackend {
  const opened: { dir: string; b: TestBackend }[] = [];
  afterEach(async () => {
    for (const { b } of opened) await b.close();
    for (const { dir } of opened.splice(0)) removeDir(dir);
  });
  return (options = {}) => {
    const dir = tempDir();
    const b = testBackend(dir, { ...defaults, ...options });
    opened.push({ dir, b });
    return b;
  };
}
