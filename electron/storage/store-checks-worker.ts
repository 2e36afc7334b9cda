// The thread that runs one whole-database check (store-checks.ts) on its own read-only connection, then exits.
import { setPriority } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { runCheck, type StoreCheck } from './store-checks.ts';

const port = parentPort;
if (!port) throw new Error('store-checks-worker.ts runs as a worker thread');
const { path, check } = workerData as { path: string; check: StoreCheck };
try {
  // This thread only, on Linux, where pid 0 is the calling thread: on a busy machine the window's thread comes first.
  // Elsewhere (macOS, Windows) it would lower the whole app, so the check runs at the usual priority.
  if (process.platform === 'linux') setPriority(0, 19);
} catch {
  // Not permitted here: the check runs at the usual priority.
}
try {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    port.postMessage({ ok: true, result: runCheck(db, check) });
  } finally {
    db.close();
  }
} catch (error) {
  const e = error as { message?: string; errcode?: number };
  port.postMessage({ ok: false, error: e.message ?? String(error), errcode: e.errcode });
}
