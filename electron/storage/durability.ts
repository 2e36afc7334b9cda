// Survives a power cut: after a write commits (WAL, synchronous=NORMAL), the WAL file is flushed to disk on libuv's
// thread pool, and the write is acknowledged only then. fdatasync, as SQLite itself uses: the data and the file's size,
// not its times (fsync also wrote the inode's mtime through the journal: p99 15-90 ms against 7 ms on a busy disk). Writes that arrive while an fsync runs share the next one (group
// commit), so the main thread never waits on the disk and a burst of writes costs one or two fsyncs.
import { open, type FileHandle } from 'node:fs/promises';

export class WalSync {
  readonly #path: string;
  #file: Promise<FileHandle> | null = null;
  /** The fsync running now, and the one that will follow it for writes committed meanwhile. */
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  constructor(walPath: string) {
    this.#path = walPath;
  }

  /** Resolves once every write committed before the call is on disk. */
  sync(): Promise<void> {
    if (this.#queued) return this.#queued;
    if (!this.#running) return (this.#running = this.#fsync());
    // The running fsync may have started before this commit: the next one covers it.
    this.#queued = this.#running.then(
      () => this.#next(),
      () => this.#next(),
    );
    return this.#queued;
  }

  #next(): Promise<void> {
    this.#queued = null;
    return (this.#running = this.#fsync());
  }

  async #fsync(): Promise<void> {
    try {
      this.#file ??= open(this.#path, 'r+');
      await (await this.#file).datasync();
    } finally {
      this.#running = null;
    }
  }

  async close(): Promise<void> {
    const file = this.#file;
    this.#file = null;
    await (await file?.catch(() => null))?.close();
  }
}
