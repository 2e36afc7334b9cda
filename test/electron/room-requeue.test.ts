// A room made again gets the station's whole history queued again in short transactions (electron/room/requeue.ts):
// the push thread's connection never holds the store's write lock for more than REQUEUE_CHUNK rows, so a write on
// the main connection (busy_timeout 0 outside a write window) commits between two steps; what is stored meanwhile
// is queued after the history (an answer never before its session); a requeue cut short goes on where it stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/storage/database.ts';
import { PUSHED_THROUGH, roomState, setRoomState, startOutbox } from '../../electron/room/outbox.ts';
import { REQUEUE_CHUNK, REQUEUING, requeueStep, startRequeue } from '../../electron/room/requeue.ts';

const ANSWERS = 3 * REQUEUE_CHUNK + 7;
const NOW = '2026-11-28T10:00:00.000Z';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The store's connection (as the main thread has it) with a trainee, a session and its answers, in a room. */
function store(): { main: DatabaseSync; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'bdt-requeue-'));
  dirs.push(dir);
  const opened = openDatabase(dir, { busyTimeoutMs: 0 });
  if (!opened.ok) throw new Error('store not opened');
  const main = opened.db;
  startOutbox(main);
  main.exec(`
    INSERT INTO trainees (id, name, created_at) VALUES ('t1', 'Ada', '2026-01-01T00:00:00Z');
    INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
      VALUES ('s1', 't1', 'Set', 'practice', '{}', 'seed', ${ANSWERS}, '2026-01-01T00:01:00Z');
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ANSWERS})
    INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
      feedback_json, answered_at)
      SELECT 's1', i, 'item', 0, 'payout', '{}', 1000, 1, 1, '{}', '2026-01-01T00:02:00Z' FROM n;`);
  setRoomState(main, 'room_id', 'old room');
  // All of it was in the old room: the mark is past every row, and the rows behind it are cleared.
  const last = main.prepare('SELECT max(seq) AS n FROM room_outbox').get() as { n: number };
  setRoomState(main, PUSHED_THROUGH, String(last.n));
  main.exec('DELETE FROM room_outbox');
  return { main, path: opened.path };
}

/** The push thread's own connection to the store, as sync-worker.ts opens it. */
function pushThread(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA busy_timeout = 10000');
  return db;
}

const waiting = (db: DatabaseSync) =>
  (
    db
      .prepare(
        `SELECT count(*) AS n FROM room_outbox WHERE seq > (SELECT value FROM room_state WHERE key = ?)`,
      )
      .get(PUSHED_THROUGH) as { n: number }
  ).n;

const answer = (db: DatabaseSync, seq: number) =>
  db
    .prepare(
      `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
        feedback_json, answered_at) VALUES (?, ?, 'item', 0, 'payout', '{}', 900, 1, 1, '{}', ?)`,
    )
    .run('s2', seq, NOW);

/** Outbox rows in the order they go, as (kind, the session or record they name). */
const order = (db: DatabaseSync) =>
  db
    .prepare(
      `SELECT kind, coalesce(json_extract(body, '$.session_id'), json_extract(body, '$.id')) AS of
       FROM room_outbox ORDER BY seq`,
    )
    .all() as { kind: string; of: string }[];

describe('the room made again: the history queued again in short steps', () => {
  it('no step queues more than REQUEUE_CHUNK rows, the main connection commits between steps, and what it stored goes after the history', () => {
    const { main, path } = store();
    const thread = pushThread(path);
    try {
      startRequeue(thread, 'new room');
      expect(roomState(main, 'room_id')).toBe('new room');
      let steps = 0;
      let queued = 0;
      let mine = 0;
      for (;;) {
        const before = waiting(main);
        const step = requeueStep(thread, NOW);
        if (step === null) break;
        steps++;
        queued += step;
        expect(step).toBeLessThanOrEqual(REQUEUE_CHUNK);
        // Between two steps the lock is free: a session and its answers, stored at once with no wait at all.
        if (steps === 2) {
          main.exec(`INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
            VALUES ('s2', 't1', 'Set', 'practice', '{}', 'seed', 3, '${NOW}')`);
          mine++;
        }
        if (steps >= 2 && steps <= 4) {
          answer(main, steps - 1);
          mine++;
        }
        expect(waiting(main) - before).toBeLessThanOrEqual(REQUEUE_CHUNK + 1);
      }
      expect(steps).toBeGreaterThan(3);
      expect(roomState(main, REQUEUING)).toBeNull();
      // The whole history (a trainee, two sessions, every answer), and the rows stored meanwhile again after it.
      const rows = order(main);
      expect(rows.length).toBe(queued);
      expect(rows.filter((r) => r.kind === 'response' && r.of === 's1')).toHaveLength(ANSWERS);
      const firstS2 = rows.findIndex((r) => r.kind === 'session' && r.of === 's2');
      const answersS2 = rows.flatMap((r, i) => (r.kind === 'response' && r.of === 's2' ? [i] : []));
      expect(answersS2.length).toBeGreaterThanOrEqual(3);
      expect(Math.min(...answersS2)).toBeGreaterThan(firstS2);
      expect(rows.findIndex((r) => r.kind === 'session')).toBeGreaterThan(
        rows.findIndex((r) => r.kind === 'trainee'),
      );
      expect(mine).toBe(4);
      expect(waiting(main)).toBe(rows.length);
    } finally {
      thread.close();
      main.close();
    }
  });

  it('cut short (the app closed mid-requeue), it goes on from its mark: nothing lost, the order kept', () => {
    const { main, path } = store();
    let thread = pushThread(path);
    startRequeue(thread, 'new room');
    expect(requeueStep(thread, NOW)).toBe(1); // the trainee
    expect(requeueStep(thread, NOW)).toBe(1); // the session
    expect(requeueStep(thread, NOW)).toBe(0); // no attempt
    expect(requeueStep(thread, NOW)).toBe(REQUEUE_CHUNK);
    thread.close();
    // The app starts again: an answer is stored before the push thread goes on.
    main.exec(`INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
      VALUES ('s2', 't1', 'Set', 'practice', '{}', 'seed', 3, '${NOW}')`);
    answer(main, 1);
    thread = pushThread(path);
    try {
      while (requeueStep(thread, NOW) !== null);
      const rows = order(main);
      const s1 = rows.filter((r) => r.kind === 'response' && r.of === 's1');
      expect(s1).toHaveLength(ANSWERS);
      const seqs = (
        main
          .prepare(
            `SELECT json_extract(body, '$.seq') AS n FROM room_outbox WHERE kind = 'response' AND body LIKE '%"s1"%' ORDER BY seq`,
          )
          .all() as { n: number }[]
      ).map((r) => r.n);
      expect(seqs).toEqual(Array.from({ length: ANSWERS }, (_, i) => i + 1));
      const lastHistory = rows.map((r) => r.of).lastIndexOf('s1');
      expect(rows.findIndex((r) => r.of === 's2')).toBeGreaterThan(lastHistory);
      expect(roomState(main, REQUEUING)).toBeNull();
      expect(waiting(main)).toBe(rows.length);
    } finally {
      thread.close();
      main.close();
    }
  });
});
