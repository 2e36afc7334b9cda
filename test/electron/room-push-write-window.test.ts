// The push thread's own writes to the store (a pull of reference data, the trainer's documents, the room made again)
// never make a write on the main thread fail: while the thread may write, the store's connection waits for its lock;
// outside those stretches it waits for none, as storage/database.ts wants (another program's lock is said at once).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { RoomSync } from '../../electron/room/sync.ts';

const STAND_IN = new URL('./lock-holding-push-worker.ts', import.meta.url);
const DIES_ON_STOP = new URL('./dies-on-stop-push-worker.ts', import.meta.url);
/** The stand-in threads never connect: an address nobody listens on. */
const NO_ROOM = {
  host: '127.0.0.1',
  port: 1,
  database: 'none',
  user: 'bdt_station',
  password: 'unused',
  tls: false,
};
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('room push thread: its writes and the main thread’s', () => {
  it('a main-thread write waits for the thread’s transaction inside its write window, and fails at once outside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bdt-write-window-'));
    dirs.push(dir);
    const path = join(dir, 'store.db');
    const db = new DatabaseSync(path);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA busy_timeout = 0');
    db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
    const tried: Record<string, string> = {};
    const write = (text: string) => {
      try {
        db.prepare('INSERT INTO notes (text) VALUES (?)').run(text);
        return 'stored';
      } catch (error) {
        return (error as { errstr?: string }).errstr ?? String(error);
      }
    };
    const sync = new RoomSync({
      address: NO_ROOM,
      station: { id: 'station-w', name: 'W', publicKey: null },
      db: () => db,
      workerUrl: () => STAND_IN,
      log: (line) => {
        if (line === 'holding, window open') tried.open = write('main, window open');
        if (line === 'holding, window closed') {
          tried.closed = write('main, window closed');
          writeFileSync(`${path}.tried`, '');
        }
      },
    });
    try {
      const status = await sync.pushNow();
      expect(status.fault).toBeNull();
      expect(tried).toEqual({ open: 'stored', closed: 'database is locked' });
      // The connection waits for no lock again once the window closed.
      expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 0 });
      const texts = (db.prepare('SELECT text FROM notes ORDER BY rowid').all() as { text: string }[]).map(
        (r) => r.text,
      );
      expect(texts).toEqual(['thread, window open', 'main, window open']);
    } finally {
      await sync.stop();
      db.close();
    }
  });

  it('a thread that dies as the room is left: stop() still ends, the push waiting on it is a fault; a callback that throws is noted, not a crash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bdt-dies-on-stop-'));
    dirs.push(dir);
    const db = new DatabaseSync(join(dir, 'store.db'));
    const lines: string[] = [];
    let pushing!: () => void;
    const started = new Promise<void>((resolve) => (pushing = resolve));
    const sync = new RoomSync({
      address: NO_ROOM,
      station: { id: 'station-d', name: 'D', publicKey: null },
      db: () => db,
      workerUrl: () => DIES_ON_STOP,
      log: (line) => {
        lines.push(line);
        if (line === 'pushing') {
          pushing();
          throw new Error('the log is full');
        }
      },
    });
    try {
      const push = sync.pushNow();
      await started;
      await sync.stop();
      const status = await push;
      expect(status.fault?.problem).toBe('other');
      expect(lines).toContain('room: what the push thread told could not be taken in: the log is full');
      expect(lines.some((line) => line.includes('the push thread died as the room was left'))).toBe(true);
    } finally {
      db.close();
    }
  });
});
