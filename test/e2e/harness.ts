// The e2e harness: the built renderer (dist/renderer) served to Debian Chromium from 127.0.0.1 with the app's own path
// guard and CSP, and window.trainer wired through page.exposeBinding to the REAL main-process handler registry (the
// same createBackend() main.ts uses), each test with its own temporary data folder and programmable dialogs.
//
//   import { test, expect } from './harness.ts';
//   test('…', async ({ openApp, dialogs, trainerCall, consoleErrors }) => {
//     const page = await openApp();             // page at the app, bridge installed, fresh data folder
//     dialogs.openQueue.push('/path/to/set.json'); // the next file-open dialog "chooses" this file
//     expect(consoleErrors).toEqual([]);
//   });
import { test as base, expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createBackend, type Backend } from '../../electron/backend.ts';
import { securityHeaders } from '../../electron/csp.ts';
import {
  CHANNELS,
  type Channel,
  type DrillSet,
  type DrillSetSummary,
  type RequestOf,
  type ResponseOf,
  type Result,
  checkResponse,
} from '../../contract/index.ts';
import { EVENT_NAMES } from '../../contract/events.ts';
import { readGuardedFile, resolveRequestPath } from '../../electron/protocol.ts';
import { FakeDialogs } from '../support/doubles.ts';
import { lowerScryptCostForTests } from '../../node-shared/passcode/scrypt-cost.ts';
import { TEST_SCRYPT_PARAMS } from '../support/test-scrypt-params.ts';

export { expect };

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const RENDERER_DIR = join(REPO_ROOT, 'dist', 'renderer');

/** Serves dist/renderer on 127.0.0.1 with the same path guard and headers as the app:// protocol. */
export async function startRendererServer(
  root: string = RENDERER_DIR,
): Promise<{ origin: string; server: Server }> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `${join(root, 'index.html')} is missing: run "npm run build:renderer" (npm run test:e2e does).`,
    );
  }
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405).end();
        return;
      }
      const rawPath = (request.url ?? '/').split(/[?#]/)[0] ?? '/';
      const file = await readGuardedFile(root, resolveRequestPath(root, rawPath));
      if (!file.ok) {
        response.writeHead(file.status).end();
        return;
      }
      response.writeHead(200, securityHeaders(file.path));
      response.end(request.method === 'HEAD' ? undefined : file.body);
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the renderer server has no port');
  return { origin: `http://127.0.0.1:${address.port}`, server };
}

/** Builds window.trainer in the page from the channel list: the same nested shape as the preload's. */
function installBridge([channels, events]: readonly [readonly string[], readonly string[]]): void {
  const invoke = (channel: string, request: unknown) =>
    (window as unknown as { __trainerInvoke: (c: string, r: unknown) => Promise<unknown> }).__trainerInvoke(
      channel,
      request,
    );
  const api: Record<string, Record<string, (request?: unknown) => Promise<unknown>>> = {};
  for (const channel of channels) {
    const [area, method] = channel.split('.') as [string, string];
    (api[area] ??= {})[method] = (request?: unknown) => invoke(channel, request);
  }
  for (const area of Object.values(api)) Object.freeze(area);
  Object.defineProperty(window, 'trainer', { value: Object.freeze(api), enumerable: true });
  // window.trainerEvents as the preload's: main's events (contract/events.ts) reach the page through __trainerEvent.
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const on = (event: string, listener: (payload: unknown) => void) => {
    if (!events.includes(event)) throw new Error(`${event} is not an event of the contract`);
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  Object.defineProperty(window, 'trainerEvents', { value: Object.freeze({ on }), enumerable: true });
  Object.defineProperty(window, '__trainerEvent', {
    value: (event: string, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  });
}

/** Everything a test needs in one object (the `trainer` fixture). */
export interface TrainerHarness {
  /** The page, with window.trainer installed (navigated once open() or addDrillSet() has run). */
  readonly page: Page;
  readonly dataDir: string;
  readonly dialogs: FakeDialogs;
  readonly backend: Backend;
  /** The seeds the app chooses next, in order (then random ones): a screen check deals the same cards every run. */
  readonly seeds: string[];
  readonly appUrl: string;
  readonly consoleErrors: string[];
  /** Calls a channel as the app page would. */
  call<C extends Channel>(channel: C, request?: RequestOf<C>): Promise<Result<ResponseOf<C>>>;
  /** Opens the app (or reloads it if already open) and waits for it to load. */
  open(): Promise<Page>;
  /** Imports a drill-set document through the import channel (as the trainer would), then (re)opens the app. */
  addDrillSet(set: DrillSet): Promise<DrillSetSummary>;
}

export interface TrainerFixtures {
  /** The whole harness in one object: page, data folder, dialogs, backend, call, open, addDrillSet. */
  trainer: TrainerHarness;
  /**
   * Files written into the fresh data folder before the store opens it, e.g.
   * test.use({ dataDirFiles: { 'trainer.db': 'not a database' } }) for the storage error screen.
   */
  dataDirFiles: Record<string, string>;
  /**
   * A first run: no trainee yet, so the app asks for a name (test.use({ firstRun: true })). Otherwise the data folder
   * starts with one trainee, "E2E Trainee", and the app opens on the home screen.
   */
  firstRun: boolean;
  /**
   * A truly fresh installation (test.use({ freshInstall: true })): no passcode and no trainee, so the app opens on the
   * trainer's setup (issue 21). Otherwise the installation counts as set up without a passcode, as every one did
   * before the setup existed, so tests of other features start on the trainee side.
   */
  freshInstall: boolean;
  /**
   * The backend's clock starts at this moment (test.use({ backendNow: '2026-03-12T03:00:00Z' })) and moves one second
   * each time it is read, so the same calls record the same times, in order, on every run (a stopped clock would tie
   * them, and ties fall to random ids). Null: the real clock.
   */
  backendNow: string | null;
  /**
   * Start the dealing thread as the backend opens, as the app does (BackendOptions.warmDealer). Off here, as in the
   * vitest backends (test/electron/helpers.ts): most tests never deal, and each such test paid the thread's loading
   * (about 0.4 s of CPU) and then waited for the half-loaded thread to end at teardown (0.4-0.6 s). A test that deals
   * starts the thread by dealing. The perf project turns it on (playwright.config.ts): it measures launch to first prompt.
   */
  warmDealer: boolean;
  /** This test's own temporary data folder (removed afterwards). */
  dataDir: string;
  dialogs: FakeDialogs;
  /** The seeds the app chooses next, in order, before random ones (no seed is ever sent over IPC). */
  seeds: string[];
  /** The real main-process backend (store, services, registry) behind window.trainer. */
  backend: Backend;
  /** Calls a channel directly, as the app page would (set up data without clicking). */
  trainerCall: <C extends Channel>(channel: C, request?: RequestOf<C>) => Promise<Result<ResponseOf<C>>>;
  /** Console errors, page errors and CSP violations seen so far; a test can expect it to stay empty. */
  consoleErrors: string[];
  appUrl: string;
  /** Goes to the app (bridge installed) and waits for it to load; returns the page. */
  openApp: () => Promise<Page>;
}

/** A clock that reads `start`, then one second later at each reading. */
function steppingClock(start: string): () => Date {
  let at = Date.parse(start);
  return () => {
    const now = new Date(at);
    at += 1000;
    return now;
  };
}

export const test = base.extend<
  TrainerFixtures,
  { rendererOrigin: string; lowScryptCost: void; rendererDir: string }
>({
  // The renderer build served: dist/renderer, or the pseudo-locale's (playwright.config.ts, project "pseudo").
  rendererDir: [RENDERER_DIR, { scope: 'worker', option: true }],
  // Passcodes and PINs are hashed at the tests' low cost (test/support/low-scrypt-cost.ts says why), here as in the
  // vitest projects: at the full cost each set, unlock and sign-in took two scrypt hashes of 0.3-2 s, and no e2e test
  // is about the cost (test/security/guesses.test.ts checks it). A worker fixture: the switch works in Playwright's
  // test workers only, never in the runner that lists the tests.
  lowScryptCost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must use an object pattern
    async ({}, use) => {
      lowerScryptCostForTests(TEST_SCRYPT_PARAMS);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  rendererOrigin: [
    async ({ rendererDir }, use) => {
      const { origin, server } = await startRendererServer(rendererDir);
      await use(origin);
      await new Promise((done) => server.close(done));
    },
    { scope: 'worker' },
  ],
  dataDirFiles: [{}, { option: true }],
  firstRun: [false, { option: true }],
  freshInstall: [false, { option: true }],
  backendNow: [null, { option: true }],
  warmDealer: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must use an object pattern
  dataDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'trainer-e2e-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must use an object pattern
  dialogs: async ({}, use) => {
    await use(new FakeDialogs());
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must use an object pattern
  seeds: async ({}, use) => {
    await use([]);
  },
  backend: async (
    { dataDir, dialogs, seeds, dataDirFiles, firstRun, freshInstall, backendNow, warmDealer, rendererOrigin },
    use,
  ) => {
    for (const [name, text] of Object.entries(dataDirFiles)) writeFileSync(join(dataDir, name), text);
    const backend = createBackend({
      dataDir,
      appRoot: REPO_ROOT,
      dialogs,
      isTrustedSender: (url) => typeof url === 'string' && url.startsWith(`${rendererOrigin}/`),
      version: 'e2e',
      randomSeed: () => seeds.shift() ?? randomBytes(16).toString('hex'),
      log: () => {},
      assumeSetUp: !freshInstall,
      warmDealer,
      ...(backendNow === null ? {} : { now: steppingClock(backendNow) }),
    });
    if (!firstRun && !freshInstall && Object.keys(dataDirFiles).length === 0) {
      await backend.registry.invoke(
        'trainees.create',
        { name: 'E2E Trainee' },
        `${rendererOrigin}/index.html`,
      );
    }
    await use(backend);
    // Every thread this test's backend started has ended before the next test starts its own: V8 (Node 24) now and
    // then aborted a worker process ('jit_page.has_value()') when threads were created while others were ending.
    await backend.store.checked();
    await backend.close();
  },
  trainerCall: async ({ backend, rendererOrigin }, use) => {
    await use(
      (channel, request) =>
        backend.registry.invoke(channel, request, `${rendererOrigin}/index.html`) as Promise<
          Result<ResponseOf<typeof channel>>
        >,
    );
  },
  // Every test, whether it asks for them or not (issue 18): a console error or an uncaught page error fails it.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  appUrl: async ({ rendererOrigin }, use) => {
    await use(`${rendererOrigin}/index.html`);
  },
  page: async ({ page, backend }, use) => {
    // Every answer the screens get is checked against its channel's response schema (contract/).
    const drifts: string[] = [];
    await page.exposeBinding('__trainerInvoke', async ({ frame }, channel: unknown, request: unknown) => {
      const r = (await backend.registry.invoke(channel, request, frame.url())) as Result<unknown>;
      const drift = r.ok && typeof channel === 'string' ? checkResponse(channel, r.value) : null;
      if (drift) drifts.push(drift);
      return r;
    });
    await page.addInitScript(installBridge, [[...CHANNELS], [...EVENT_NAMES]] as const);
    // Main's events (contract/events.ts) go to the page as main.ts sends them to the window; each checked on the way.
    const stopEvents = backend.events.on((event, payload) => {
      void page
        .evaluate(
          ([e, p]) =>
            (window as unknown as { __trainerEvent(e: string, p: unknown): void }).__trainerEvent(e, p),
          [event, payload] as const,
        )
        .catch(() => undefined);
    });
    await use(page);
    stopEvents();
    expect(drifts, "answers that are not their channel's response type").toEqual([]);
  },
  openApp: async ({ page, appUrl, consoleErrors }, use) => {
    void consoleErrors; // start collecting before the page loads
    await use(async () => {
      await page.goto(appUrl);
      await page.waitForLoadState('load');
      return page;
    });
  },
  trainer: async ({ page, dataDir, dialogs, seeds, backend, appUrl, consoleErrors, trainerCall }, use) => {
    let imports = 0;
    const open = async () => {
      if (page.url() === appUrl) await page.reload();
      else await page.goto(appUrl);
      await page.waitForLoadState('load');
      return page;
    };
    await use({
      page,
      dataDir,
      dialogs,
      seeds,
      backend,
      appUrl,
      consoleErrors,
      call: trainerCall,
      open,
      async addDrillSet(set) {
        const file = join(dataDir, `import-${++imports}.json`);
        writeFileSync(file, JSON.stringify(set));
        dialogs.openQueue.push(file);
        const imported = await trainerCall('drillSets.importFile', { onClash: 'keep-both' });
        if (!imported.ok) throw new Error(`addDrillSet: ${imported.error}`);
        if (imported.value === null) throw new Error('addDrillSet: the import dialog was cancelled');
        await open();
        return imported.value;
      },
    });
  },
});
