// The open store: which folder holds the training data, the database in it (or why it could not be opened), and the
// ways out of a broken database (another folder, or start fresh with the old files kept aside).
import type { DatabaseSync } from 'node:sqlite';
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Result, StartFreshResult, StorageStatus } from '../ipc/contract.ts';
import { databasePath, missingFolder, openDatabase, type OpenOptions } from './database.ts';

/** Remembers a folder the trainer chose, in the default data folder (which always stays the same). */
export const LOCATION_FILE = 'data-location.json';

export class Store {
  readonly #homeDir: string;
  readonly #options: OpenOptions;
  #dir: string;
  #db: DatabaseSync | null = null;
  #status: StorageStatus = { state: 'ok' };
  /** The folder was remembered from an earlier choice: if it is gone, say so rather than start an empty one there. */
  #mustExist: boolean;

  /** homeDir: the default data folder (TRAINER_DATA_DIR or Electron's userData). */
  constructor(homeDir: string, options: OpenOptions = {}) {
    this.#homeDir = homeDir;
    this.#options = options;
    const chosen = readChosenFolder(homeDir);
    this.#dir = chosen ?? homeDir;
    this.#mustExist = chosen !== null;
    this.#open();
  }

  get dir(): string {
    return this.#dir;
  }

  /** The default data folder (it holds the remembered choice of folder, and the window state). */
  get homeDir(): string {
    return this.#homeDir;
  }

  get status(): StorageStatus {
    return this.#status;
  }

  /** The database, or an error the screen can show when it is not available. */
  db(): Result<DatabaseSync> {
    if (this.#db) return { ok: true, value: this.#db };
    const why = this.#status.state === 'error' ? this.#status.message : 'the store is closed';
    return { ok: false, error: `Training data is not available: ${why}` };
  }

  /** Reopens the store in another folder; the choice is remembered only if the database opens there. */
  useFolder(dir: string): StorageStatus {
    this.close();
    this.#dir = dir;
    this.#mustExist = false;
    this.#open();
    // A folder that fails stays on screen with its error, but is not remembered for the next start.
    if (this.#status.state === 'ok') rememberFolder(this.#homeDir, dir === this.#homeDir ? null : dir);
    return this.#status;
  }

  /** Moves the database files aside (renamed with a timestamp, never deleted) and starts a new database. */
  startFresh(now: Date = new Date()): Result<StartFreshResult> {
    this.close();
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const base = databasePath(this.#dir);
    const movedTo: string[] = [];
    try {
      for (const suffix of ['', '-wal', '-shm']) {
        const from = base + suffix;
        if (!existsSync(from)) continue;
        const to = `${base}.old-${stamp}${suffix}`;
        if (existsSync(to)) throw new Error(`${to} already exists`);
        renameSync(from, to);
        movedTo.push(to);
      }
    } catch (error) {
      this.#open();
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, error: `Could not move the old database aside (${detail}); nothing was changed.` };
    }
    this.#mustExist = false;
    this.#open();
    return { ok: true, value: { movedTo, status: this.#status } };
  }

  close(): void {
    if (this.#db) {
      this.#db.close();
      this.#db = null;
    }
  }

  #open(): void {
    const opened =
      this.#mustExist && !existsSync(this.#dir)
        ? missingFolder(this.#dir)
        : openDatabase(this.#dir, this.#options);
    if (opened.ok) {
      this.#db = opened.db;
      this.#status = { state: 'ok' };
    } else {
      this.#db = null;
      this.#status = opened.status;
    }
  }
}

function readChosenFolder(homeDir: string): string | null {
  try {
    const parsed = JSON.parse(readFileSync(join(homeDir, LOCATION_FILE), 'utf8')) as { dir?: unknown };
    return typeof parsed.dir === 'string' && parsed.dir !== '' ? parsed.dir : null;
  } catch {
    return null;
  }
}

function rememberFolder(homeDir: string, dir: string | null): void {
  try {
    mkdirSync(homeDir, { recursive: true });
    const file = join(homeDir, LOCATION_FILE);
    writeFileSync(`${file}.tmp`, JSON.stringify({ dir }), 'utf8');
    renameSync(`${file}.tmp`, file);
  } catch {
    // The home folder is unwritable: the choice holds for this run only.
  }
}
