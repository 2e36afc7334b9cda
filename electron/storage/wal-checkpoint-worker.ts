// The thread that copies the WAL back into the database (wal-checkpoint.ts), on a connection of its own, then exits.
import { statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const port = parentPort;
if (!port) throw new Error('wal-checkpoint-worker.ts runs as a worker thread');
const { path, dev, ino } = workerData as { path: string; dev: number; ino: number };
try {
  // The file the store opened, still at its path: a database moved or deleted meanwhile is not made again here.
  const now = statSync(path, { throwIfNoEntry: false });
  if (!now || now.dev !== dev || now.ino !== ino) {
    port.postMessage({ ok: true, skipped: true });
  } else {
    const db = new DatabaseSync(path);
    try {
      // PASSIVE: the store's writer and readers never wait for it; what it cannot copy yet waits for the next one.
      db.exec('PRAGMA busy_timeout = 0');
      db.exec('PRAGMA wal_checkpoint(PASSIVE)');
      port.postMessage({ ok: true, skipped: false });
    } finally {
      db.close();
    }
  }
} catch (error) {
  port.postMessage({ ok: false, error: (error as Error).message ?? String(error) });
}
