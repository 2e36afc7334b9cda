// Shared set-up for the main-process tests: a real SQLite store in a throwaway folder, the real registry, programmable
// dialog doubles, a fixed clock and sequential ids. Nothing here imports Electron.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createBackend, type Backend } from '../../electron/backend.ts';
import {
  type Channel,
  type RequestOf,
  type ResponseOf,
  type Result,
  checkResponse,
} from '../../contract/index.ts';
import { FakeDialogs } from '../support/doubles.ts';

export { anyResponse, FakeDialogs } from '../support/doubles.ts';

export const APP_PAGE = 'app://trainer/index.html';
export const FIXTURE_APP = join(import.meta.dirname, 'fixtures', 'app');

export function tempDir(prefix = 'trainer-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  // A store's integrity check (electron/storage/store.ts) reads the database on a thread of its own and may still be
  // closing its connection, and so its -wal and -shm files, when a short test ends: removing is retried meanwhile.
  rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 });
}

/** A test's backend on a fresh data folder (`dir`), and a second folder for the files it imports or exports
 *  (named `filesPrefix`…). */
export interface BackendWithFiles {
  readonly dir: string;
  readonly files: string;
  readonly b: TestBackend;
}

export function backendWithFiles(
  options: TestBackendOptions = {},
  filesPrefix = 'trainer-files-',
): BackendWithFiles {
  const dir = tempDir();
  return { dir, files: tempDir(filesPrefix), b: testBackend(dir, options) };
}

/**
 * Closes a test's backend once every thread it started has ended: its store's integrity check, then its dealing and
 * counting threads (Backend.close is async). Not awaited, the store was still open when the test went on (its next
 * backend opened the same database beside it, or its folder was removed under it) and the threads ran on into the
 * next test, on a loaded machine most of all.
 */
export async function closeBackend(b: Backend): Promise<void> {
  await b.store.checked();
  await b.close();
}

/** Closes the backend (closeBackend) and removes both folders. */
export async function removeBackendWithFiles({ dir, files, b }: BackendWithFiles): Promise<void> {
  await closeBackend(b);
  removeDir(dir);
  removeDir(files);
}

export interface TestBackend extends Backend {
  readonly dialogs: FakeDialogs;
  readonly dir: string;
  /** Calls a channel as the app's own page would. */
  call<C extends Channel>(channel: C, request?: RequestOf<C>): Promise<Result<ResponseOf<C>>>;
  /** Unwraps an ok result, failing the test with the error otherwise. */
  value<C extends Channel>(channel: C, request?: RequestOf<C>): Promise<ResponseOf<C>>;
}

export interface TestBackendOptions {
  appRoot?: string;
  busyTimeoutMs?: number;
  dealLimitMs?: number;
  writeWaitMs?: number;
  /** Wall clock and monotonic clock, for tests that move them by hand. */
  now?: () => Date;
  monotonicMs?: () => number;
  randomSeed?: () => string | number;
  /** A fresh installation: the first run's setup is still to do (issue 21). Otherwise it counts as set up. */
  fresh?: boolean;
  /** Start the dealing thread when the backend opens, as the app does (BackendOptions.warmDealer). Off by default: most
   *  tests never deal, and the thread's loading was most of their CPU; a test that deals starts it by dealing. */
  warmDealer?: boolean;
}

export function testBackend(dir: string, options: TestBackendOptions = {}): TestBackend {
  let clock = Date.parse('2026-01-01T09:00:00.000Z');
  let ids = 0;
  let seeds = 1000;
  const dialogs = new FakeDialogs();
  const backend = createBackend({
    dataDir: dir,
    appRoot: options.appRoot ?? FIXTURE_APP,
    dialogs,
    isTrustedSender: (url) => url === APP_PAGE,
    version: '0.0.0-test',
    platform: 'test',
    now: options.now ?? (() => new Date((clock += 1000))),
    ...(options.monotonicMs ? { monotonicMs: options.monotonicMs } : {}),
    newId: () => `id-${++ids}`,
    randomSeed: options.randomSeed ?? (() => seeds++),
    log: () => {},
    storage: { busyTimeoutMs: options.busyTimeoutMs ?? 0 },
    dealLimitMs: options.dealLimitMs,
    writeWaitMs: options.writeWaitMs ?? 300,
    assumeSetUp: options.fresh !== true,
    warmDealer: options.warmDealer ?? false,
  });
  // Every answer a test gets is checked against its channel's response schema: one that drifts from its type fails.
  const call = async <C extends Channel>(channel: C, request?: RequestOf<C>) => {
    const r = (await backend.registry.invoke(channel, request, APP_PAGE)) as Result<ResponseOf<C>>;
    const drift = r.ok ? checkResponse(channel, r.value) : null;
    if (drift) throw new Error(drift);
    return r;
  };
  return {
    ...backend,
    dialogs,
    dir,
    call,
    async value(channel, request) {
      const r = await call(channel, request);
      if (!r.ok) throw new Error(`${channel} failed: ${r.error}`);
      return r.value;
    },
  };
}

/** Every row of every table, for "nothing changed" checks. */
/**
 * The audit trail: a trainer action is written to it before it runs, refused or not (issue 20, guarantee 5), so a
 * refused action's "nothing stored changes" is about every other table.
 */
const AUDIT_TABLES = new Set(['trainer_events', 'audit_head']);

/** Every table's rows but the audit trail's (see AUDIT_TABLES; `withAudit` keeps them). */
export function dumpDatabase(dir: string, withAudit = false): Record<string, unknown[]> {
  const db = new DatabaseSync(join(dir, 'trainer.db'), { readOnly: true });
  try {
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
        name: string;
      }[]
    ).filter(({ name }) => withAudit || !AUDIT_TABLES.has(name));
    const out: Record<string, unknown[]> = {};
    for (const { name } of tables) out[name] = db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
    return out;
  } finally {
    db.close();
  }
}

/** Names, sizes and bytes of every file in a folder, for "files untouched" checks. */
export function snapshotFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isFile()) out[name] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}
