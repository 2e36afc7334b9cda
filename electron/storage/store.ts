// The open store: which folder holds the training data, the database in it (or why it could not be opened), and the
// ways out of a broken database (another folder, or start fresh with the old files kept aside).
import type { DatabaseSync } from 'node:sqlite';
import { existsSync, renameSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Result, StartFreshResult, StorageStatus } from '../../contract/index.ts';
import { LOCATION_FILE, readChosenFolder } from '../../node-shared/storage/data-location.ts';
import { databasePath } from '../../node-shared/storage/database-path.ts';
import { WalSync } from './durability.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';
import { checkOffThread } from './store-checks.ts';
import { WalCheckpointer } from './wal-checkpoint.ts';
import {
  corruptDatabase,
  lostDatabase,
  missingFolder,
  openDatabase,
  vanishedDatabase,
  type OpenOptions,
} from './database.ts';

/** Written beside the database once it exists: a folder with the marker and no database lost its database. */
export const DATABASE_MARKER = 'trainer.db.marker';

type FileIdentity = { readonly dev: number; readonly ino: number };

function identity(path: string): FileIdentity | null {
  const s = statSync(path, { throwIfNoEntry: false });
  return s ? { dev: s.dev, ino: s.ino } : null;
}

export { LOCATION_FILE };

export class Store {
  readonly #homeDir: string;
  readonly #options: OpenOptions;
  #dir: string;
  #db: DatabaseSync | null = null;
  #status: StorageStatus = { state: 'ok' };
  /** The file the open connection writes to: in WAL mode it keeps writing to it even once it is unlinked. */
  #opened: FileIdentity | null = null;
  #wal: WalSync | null = null;
  #checkpointer: WalCheckpointer | null = null;
  /** The integrity check of the database opened last, running on its own thread. */
  #integrity: Promise<void> = Promise.resolve();
  readonly #log: (message: string) => void;
  /** The folder was remembered from an earlier choice: if it is gone, say so rather than start an empty one there. */
  #mustExist: boolean;

  /** homeDir: the default data folder (TRAINER_DATA_DIR or Electron's userData). */
  constructor(homeDir: string, options: OpenOptions = {}, log: (message: string) => void = console.warn) {
    this.#homeDir = homeDir;
    this.#log = log;
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

  /** The database file of the folder in use. */
  get path(): string {
    return databasePath(this.#dir);
  }

  /** Resolves once the integrity check of the open database has run (the status says 'corrupt' if it failed). */
  checked(): Promise<void> {
    return this.#integrity;
  }

  get status(): StorageStatus {
    return this.#status;
  }

  /** The database, or an error the screen can show when it is not available. */
  db(): Result<DatabaseSync> {
    if (this.#db && this.stillThere()) return { ok: true, value: this.#db };
    const status = this.#status;
    const why = status.state === 'error' ? (status.phrase ?? status.message) : ref('err_storage_closed', {});
    return failure(ref('err_storage_not_available', { why }));
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
      return failure(ref('err_storage_move_aside', { error: detail }));
    }
    this.#mustExist = false;
    this.#open(true);
    return { ok: true, value: { movedTo, status: this.#status } };
  }

  /**
   * Whether the database file opened is still the one at its path; if not, the store stops (closed, with the
   * 'missing' status). Checked before every request's work and again before it is acknowledged.
   */
  stillThere(): boolean {
    if (!this.#db) return false;
    const now = identity(databasePath(this.#dir));
    if (now && this.#opened && now.dev === this.#opened.dev && now.ino === this.#opened.ino) return true;
    this.close();
    const lost = lostDatabase(databasePath(this.#dir));
    if (!lost.ok) this.#status = lost.status;
    return false;
  }

  /** Resolves once every write committed so far is on disk (a power cut cannot undo it). */
  async durable(): Promise<void> {
    try {
      await this.#wal?.sync();
    } catch (error) {
      // The commit itself succeeded and survives a crash of the app; only the power-cut guarantee is in doubt.
      this.#log(`storage: could not flush the database to disk (${(error as Error).message})`);
    }
  }

  close(): void {
    void this.#wal?.close();
    this.#wal = null;
    this.#checkpointer?.stop();
    this.#checkpointer = null;
    if (this.#db) {
      this.#db.close();
      this.#db = null;
    }
  }

  /** A damaged page stops the store as a damaged file would have at open: nothing more is written to it. */
  async #checkIntegrity(db: DatabaseSync, path: string): Promise<void> {
    try {
      const { problems } = await checkOffThread(path, 'integrity');
      if (problems.length === 0 || this.#db !== db) return;
      this.close();
      const damaged = corruptDatabase(path, problems);
      if (!damaged.ok) this.#status = damaged.status;
    } catch (error) {
      // The check itself could not run (the folder went away meanwhile, out of memory): the store goes on as it is.
      this.#log(`storage: the integrity check could not run (${(error as Error).message})`);
    }
  }

  /** newDatabase: the trainer asked to start fresh, so a folder whose database is gone may get a new one. */
  #open(newDatabase = false): void {
    const path = databasePath(this.#dir);
    const opened =
      this.#mustExist && !existsSync(this.#dir)
        ? missingFolder(this.#dir)
        : !newDatabase && existsSync(join(this.#dir, DATABASE_MARKER)) && !existsSync(path)
          ? vanishedDatabase(path)
          : openDatabase(this.#dir, this.#options);
    if (opened.ok) {
      this.#db = opened.db;
      this.#opened = identity(path);
      this.#wal = new WalSync(`${path}-wal`);
      if (this.#opened) this.#checkpointer = new WalCheckpointer(path, this.#opened, this.#log);
      this.#status = { state: 'ok' };
      writeMarker(this.#dir);
      this.#integrity = this.#checkIntegrity(opened.db, path);
    } else {
      this.#db = null;
      this.#status = opened.status;
    }
  }
}

function writeMarker(dir: string): void {
  const file = join(dir, DATABASE_MARKER);
  if (existsSync(file)) return;
  try {
    writeFileSync(
      file,
      `${JSON.stringify({ database: 'trainer.db', note: 'Keep this file with the database.' })}\n`,
    );
  } catch {
    // An unwritable folder was reported when the database opened; the marker is a convenience.
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
