// The WAL is copied back into the database on a thread of its own (issue 22: a checkpoint inside a commit took 6 ms
// of the main thread while the station pushed), and the store's own connection does it only past the safety net.
import { afterEach, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../electron/storage/database.ts';
import {
  CHECKPOINT_BYTES,
  SAFETY_NET_PAGES,
  WalCheckpointer,
} from '../../electron/storage/wal-checkpoint.ts';
import { removeDir, tempDir } from './helpers.ts';

const dirs: string[] = [];
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  for (const d of dirs.splice(0)) removeDir(d);
});

function store(): { db: DatabaseSync; path: string } {
  const d = tempDir();
  dirs.push(d);
  const opened = openDatabase(d);
  if (!opened.ok) throw new Error(opened.status.state);
  closers.push(() => opened.db.close());
  opened.db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  return { db: opened.db, path: opened.path };
}

/** About `bytes` of rows, committed in small transactions as answers are. */
function write(db: DatabaseSync, bytes: number): void {
  const insert = db.prepare('INSERT INTO filler (body) VALUES (?)');
  const body = 'x'.repeat(2_000);
  for (let done = 0; done < bytes; done += body.length * 20) {
    db.exec('BEGIN');
    for (let i = 0; i < 20; i++) insert.run(body);
    db.exec('COMMIT');
  }
}

const walSize = (path: string) => statSync(`${path}-wal`).size;

describe('storage: the WAL checkpoint runs off the main thread', () => {
  it('leaves the store connection checkpointing by itself only past the safety net', () => {
    const { db } = store();
    expect(db.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: SAFETY_NET_PAGES });
  });

  it('copies a WAL past CHECKPOINT_BYTES back on its own thread; the next commit starts it over, nothing lost', async () => {
    const { db, path } = store();
    const opened = statSync(path);
    const checkpointer = new WalCheckpointer(path, opened, () => {}, 3_600_000);
    closers.unshift(() => checkpointer.stop());
    write(db, CHECKPOINT_BYTES + 1_000_000);
    const before = walSize(path);
    // SQLite's default (1,000 pages) would have checkpointed inside one of those commits and started the WAL over.
    expect(before).toBeGreaterThan(CHECKPOINT_BYTES);
    expect(await checkpointer.look()).toBe(true);
    write(db, 10_000);
    expect(walSize(path)).toBeLessThanOrEqual(1_048_576);
    const rows = (db.prepare('SELECT count(*) AS n FROM filler').get() as { n: number }).n;
    const other = new DatabaseSync(path, { readOnly: true });
    try {
      expect(other.prepare('SELECT count(*) AS n FROM filler').get()).toEqual({ n: rows });
    } finally {
      other.close();
    }
  });

  it('copies a WAL a reader keeps from starting over once, and again only after more is written to it', async () => {
    const { db, path } = store();
    const checkpointer = new WalCheckpointer(path, statSync(path), () => {}, 3_600_000);
    closers.unshift(() => checkpointer.stop());
    // Another connection in the middle of a read: the WAL cannot start over while it reads.
    const reader = new DatabaseSync(path, { readOnly: true });
    closers.unshift(() => reader.close());
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM filler').get();
    write(db, CHECKPOINT_BYTES + 1_000_000);
    expect(await checkpointer.look()).toBe(true);
    expect(await checkpointer.look()).toBe(false);
    write(db, 10_000);
    expect(walSize(path)).toBeGreaterThan(CHECKPOINT_BYTES);
    expect(await checkpointer.look()).toBe(true);
    reader.exec('COMMIT');
  });

  it('does nothing while the WAL is small', async () => {
    const { db, path } = store();
    const checkpointer = new WalCheckpointer(path, statSync(path), () => {}, 3_600_000);
    closers.unshift(() => checkpointer.stop());
    write(db, 100_000);
    expect(await checkpointer.look()).toBe(false);
  });

  it('never makes a database again at the path of one moved away', async () => {
    const { db, path } = store();
    const problems: string[] = [];
    const checkpointer = new WalCheckpointer(path, { dev: 0, ino: 0 }, (m) => problems.push(m), 3_600_000);
    closers.unshift(() => checkpointer.stop());
    write(db, CHECKPOINT_BYTES + 1_000_000);
    // The file at the path is not the one opened: the thread leaves it alone, and the WAL is still to be copied.
    expect(await checkpointer.look()).toBe(true);
    expect(problems).toEqual([]);
    write(db, 10_000);
    expect(walSize(path)).toBeGreaterThan(CHECKPOINT_BYTES);
  });
});
