// Vitest setup for the renderer project, run before every test file. The project shares one jsdom and one module cache
// per worker across files (isolate: false in vitest.config.ts; building jsdom per file was half the project's time),
// so what one file leaves behind must not reach the next: a module's own afterEach (mount.ts) would be registered for
// the first file that loads it only, which is why the clean-up is registered here, for every file.
import { afterAll, afterEach, vi } from 'vitest';
import { unmountAll } from './mount.ts';

afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
});

afterAll(() => {
  // The bridge a file installed (window.trainer) and fake timers are that file's own.
  delete (window as unknown as { trainer?: unknown }).trainer;
  vi.useRealTimers();
});
