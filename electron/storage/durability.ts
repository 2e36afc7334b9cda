// Survives a power cut: after a write commits (WAL, synchronous=NORMAL), the WAL file is flushed to disk and the write
// is acknowledged only then. fdatasync, as SQLite itself uses: the data and the file's size, not its times (fsync also
// wrote the inode's mtime through the journal: p99 15-90 ms against 7 ms on a busy disk).
//
// The flush runs on the calling (main) thread, at once. It ran on libuv's thread pool, grouped: two hand-offs between
// threads per answer (to a pool thread and back), each a wake-up that waits for a free core. On a 2-core station
// pushing to its room (issue 22), those waits, not the disk, made the answer's p99: the flush measured 0.13 ms at
// p50 here on its own, but 6-7 ms at p99 through the pool while the push thread and the server held the cores; on
// the main thread the answer's p99 while pushing fell from 7.1-7.9 ms to 4.0-4.1 ms (test/bench/room-push.ts). The
// answer waits for its flush either way; what waits now is only other work of the main thread, for one fdatasync.
import { closeSync, fdatasyncSync, openSync } from 'node:fs';

export type Flush = (fd: number) => void;

export class WalSync {
  readonly #path: string;
  readonly #flush: Flush;
  #fd: number | null = null;

  constructor(walPath: string, flush: Flush = fdatasyncSync) {
    this.#path = walPath;
    this.#flush = flush;
  }

  /** Resolves once every write committed before the call is on disk; rejects, naming the file, if it cannot be. */
  sync(): Promise<void> {
    try {
      this.#fd ??= openSync(this.#path, 'r+');
      this.#flush(this.#fd);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(new Error(`${this.#path}: ${(error as Error).message}`, { cause: error }));
    }
  }

  async close(): Promise<void> {
    const fd = this.#fd;
    this.#fd = null;
    try {
      if (fd !== null) closeSync(fd);
    } catch {
      // Closed already (the store's folder went away): nothing left to release.
    }
  }
}
