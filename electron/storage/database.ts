// Opens the training database in the data folder: WAL, foreign keys, migrations. A database that cannot be opened is
// reported as a StorageStatus that explains what is wrong and the way out; no file is ever deleted or rewritten here.
import { DatabaseSync } from 'node:sqlite';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import type { StorageProblem, StorageStatus } from '../../contract/index.ts';
import { databasePath } from '../../node-shared/storage/database-path.ts';
import { migrate, schemaVersion, SCHEMA_VERSION } from './migrations.ts';
import { missingSchema } from './schema-check.ts';
import { SAFETY_NET_PAGES } from './wal-checkpoint.ts';
import { english, type Phrase } from '../../core/i18n/phrase.ts';
import { failurePhrase } from '../../core/i18n/failure.ts';
import { isMessageRef, ref, type MessageRef } from '../../core/i18n/say.ts';

export type OpenResult =
  | { ok: true; db: DatabaseSync; path: string }
  | { ok: false; status: Extract<StorageStatus, { state: 'error' }> };

export interface OpenOptions {
  /** How long to wait for another process's lock before reporting 'locked'. */
  readonly busyTimeoutMs?: number;
}

/**
 * The database is readable by this account only (0600; SQLite gives its -wal and -shm files the database's mode):
 * created so before SQLite first opens it, and an older, wider file is narrowed. Windows keeps its folder ACLs.
 */
function ownerOnly(path: string): void {
  if (process.platform === 'win32') return;
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

export function openDatabase(dir: string, options: OpenOptions = {}): OpenResult {
  const path = databasePath(dir);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    ownerOnly(path);
  } catch (error) {
    return failure(classify(error, 'unwritable'), dir, error);
  }
  let db: DatabaseSync | null = null;
  try {
    db = new DatabaseSync(path);
    db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 3000))}`);
    // The integrity check reads every page (seconds on a large store): it runs on a thread of its own once the store
    // is open (storage/store.ts). A file that is not a database at all fails on the first read, just below.
    // A database from a newer app is refused before anything (even the journal mode) is written to it.
    const version = schemaVersion(db);
    if (version > SCHEMA_VERSION) {
      db.close();
      return failure('unknown', path, ref('err_storage_newer_app', { version, known: SCHEMA_VERSION }));
    }
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA foreign_keys = ON');
    // WAL + NORMAL: a commit is in the WAL file before the call returns, so killing the app loses nothing. For a
    // power cut, the WAL is flushed with fdatasync right after each write, before it is acknowledged
    // (storage/durability.ts): FULL fsynced inside the commit, the inode's times too (p99 25-55 ms on a slow disk).
    db.exec('PRAGMA synchronous = NORMAL');
    // The WAL is copied back on a thread of its own (storage/wal-checkpoint.ts), not inside a commit on the main
    // thread; this connection does it itself only past the safety net. Once copied, the WAL file starts over and is
    // cut down to 1 MB, so its size tells how much waits to be copied.
    db.exec(`PRAGMA wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
    db.exec('PRAGMA journal_size_limit = 1048576');
    const migrated = migrate(db);
    // From here on a write never waits on another program's lock inside SQLite (that froze the window for the
    // whole timeout): features/context.ts waits between tries without blocking the event loop.
    db.exec('PRAGMA busy_timeout = 0');
    if (!migrated.ok) {
      db.close();
      return failure('unknown', path, failurePhrase(migrated));
    }
    const missing = missingSchema(db);
    if (missing) {
      db.close();
      return failure('corrupt', path, new Error(missing));
    }
    return { ok: true, db, path };
  } catch (error) {
    try {
      db?.close();
    } catch {
      // Already closed or never opened: nothing to release.
    }
    return failure(classify(error, 'unknown'), path, error);
  }
}

/** The database was deleted or moved while the app ran: nothing more is written, and the screen says so. */
export function lostDatabase(path: string): OpenResult {
  return failure('missing', path, ref('err_storage_deleted_while_running', {}));
}

/** The folder had a database (its marker is there) and now has none: reported, never silently started afresh. */
export function vanishedDatabase(path: string): OpenResult {
  return failure('missing', path, ref('err_storage_vanished', {}));
}

/** A folder chosen earlier that is not there now (a drive not connected): reported, never recreated empty. */
export function missingFolder(dir: string): OpenResult {
  return failure('unknown', dir, ref('err_storage_folder_missing', { dir }));
}

/** The integrity check found damage (in the background, once the store was open). */
export function corruptDatabase(path: string, problems: readonly string[]): OpenResult {
  return failure('corrupt', path, new Error(problems.slice(0, 3).join('; ')));
}

/** SQLite result codes and file-system errors, in the terms the error screen uses. */
export function classify(error: unknown, fallback: StorageProblem): StorageProblem {
  const e = error as { errcode?: number; code?: string } | null;
  switch (e?.errcode !== undefined ? e.errcode & 0xff : undefined) {
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
      return 'corrupt';
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
      return 'locked';
    case 8: // SQLITE_READONLY
    case 14: // SQLITE_CANTOPEN
    case 13: // SQLITE_FULL
      return 'unwritable';
  }
  if (e?.code && ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC'].includes(e.code))
    return 'unwritable';
  return fallback;
}

/**
 * A write refused by the disk or another program, as a message for the screen; null for any other error (a programmer
 * error, which the registry reports as such). The transaction was rolled back, so nothing half-written remains.
 */
export function writeFailure(error: unknown): MessageRef | null {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  if (typeof code !== 'number') return null;
  switch (code & 0xff) {
    case 13: // SQLITE_FULL
      return ref('err_storage_disk_full', {});
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
      return ref('err_storage_in_use_write', {});
  }
  return null;
}

const WHAT = {
  corrupt: 'err_storage_open_corrupt',
  locked: 'err_storage_open_locked',
  unwritable: 'err_storage_open_unwritable',
  missing: 'err_storage_open_missing',
  unknown: 'err_storage_open_unknown',
} as const satisfies Record<StorageProblem, string>;

/** The status of a database that cannot be opened: what happened and the way out, as a message (the error screen
 *  says it in the reader's language) and in English. `error` is an exception (its message is a detail, as it is) or
 *  the app's own words for what happened. */
function failure(reason: StorageProblem, path: string, error: unknown): OpenResult {
  const detail: Phrase = isMessageRef(error) ? error : error instanceof Error ? error.message : String(error);
  const phrase = ref('err_storage_open_status', {
    what: ref(WHAT[reason], { path, detail }),
    wayOut: ref('err_storage_way_out', {}),
  });
  return { ok: false, status: { state: 'error', reason, message: english(phrase), phrase, path } };
}
