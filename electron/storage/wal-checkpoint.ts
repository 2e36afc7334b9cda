// The WAL copied back into the database off the main thread (issue 22: the answer commit while the station pushes).
// SQLite's own checkpoint runs inside the commit that makes the WAL pass 1,000 pages: some 4 MB written and synced on
// the main thread, 6 ms between two answers. The store's connection checkpoints only past SAFETY_NET_PAGES (a thread
// that cannot keep up, or cannot start, leaves it as it was); below that, this looks at the WAL's size twice a second
// (a stat on libuv's pool) and, past CHECKPOINT_BYTES, a short-lived thread with its own connection copies it.
import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';

/** SQLite's default auto-checkpoint size (1,000 pages of 4 KB): past it, a thread copies the WAL back. */
export const CHECKPOINT_BYTES = 4 * 1024 * 1024;
/** The store's connection checkpoints by itself only past this many pages (wal_autocheckpoint). */
export const SAFETY_NET_PAGES = 4_000;
/** How often the WAL's size is looked at. */
export const LOOK_EVERY_MS = 500;

const WORKER_URL = new URL(
  `./wal-checkpoint-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

export interface FileIdentity {
  readonly dev: number;
  readonly ino: number;
}

/** Runs one PASSIVE checkpoint of the database at `path` (if it is still the file `opened`) on a thread of its own. */
export function checkpointOffThread(path: string, opened: FileIdentity): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { path, dev: opened.dev, ino: opened.ino } });
    let settled = false;
    worker.once('message', (message: { ok: boolean; error?: string }) => {
      settled = true;
      if (message.ok) resolve();
      else reject(new Error(message.error));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the checkpoint stopped (exit code ${code})`));
    });
  });
}

export class WalCheckpointer {
  readonly #path: string;
  readonly #opened: FileIdentity;
  readonly #log: (message: string) => void;
  readonly #timer: ReturnType<typeof setInterval>;
  #running = false;
  #stopped = false;
  /** The WAL's modification time when it was last checkpointed: not again until something more is written to it. */
  #checkpointedAt: number | null = null;

  constructor(
    path: string,
    opened: FileIdentity,
    log: (message: string) => void,
    lookEveryMs = LOOK_EVERY_MS,
  ) {
    this.#path = path;
    this.#opened = opened;
    this.#log = log;
    this.#timer = setInterval(() => void this.look(), lookEveryMs);
    this.#timer.unref?.();
  }

  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
  }

  /** Past CHECKPOINT_BYTES, has a thread of its own checkpoint the WAL; whether one was asked to. */
  async look(): Promise<boolean> {
    if (this.#running || this.#stopped) return false;
    this.#running = true;
    try {
      const wal = await stat(`${this.#path}-wal`).catch(() => null);
      if (!wal || wal.size < CHECKPOINT_BYTES || this.#stopped) return false;
      // Copied already, and a reader kept the WAL from starting over: a thread each look would copy nothing more.
      if (wal.mtimeMs === this.#checkpointedAt) return false;
      await checkpointOffThread(this.#path, this.#opened);
      this.#checkpointedAt = wal.mtimeMs;
      return true;
    } catch (error) {
      // The store's own checkpoint past SAFETY_NET_PAGES still keeps the WAL from growing without end.
      this.#log(`storage: the WAL could not be checkpointed on its own thread (${(error as Error).message})`);
      return false;
    } finally {
      this.#running = false;
    }
  }
}
