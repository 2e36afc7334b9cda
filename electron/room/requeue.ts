// A room made again (its database dropped and recreated, or restored from an older backup: a new room_id) gets this
// PC's whole history again (issue 22), with the records no trigger makes: the trainer passcode's current row and the
// wrong tries this station keeps. The room keeps what it has (each record has its own key there: ON CONFLICT DO
// NOTHING) and takes the rest.
//
// In short steps, each its own transaction of at most REQUEUE_CHUNK rows: the push thread runs them on its own
// connection, and a main-thread answer waits for the write lock at most 2 s (sync.ts); one transaction over a large
// store held it longer. A durable mark (room_state's REQUEUING) says where the requeue is, so a requeue cut short (the
// app closed or killed) goes on from there at the next push: nothing is lost, and the push waits until it is done.
// Records stored meanwhile by the triggers are set aside at each step and queued again after the history, so a
// record never reaches the room before what it refers to (an answer before its session).
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../node-shared/storage/transaction.ts';
import { BACKFILL, backfillSelect, backfillTable, ROOM_PASSCODE, roomState, setRoomState } from './outbox.ts';
import { ensureWrongTryLog, WRONG_TRY_BODY, WRONG_TRIES_SEEN } from './wrong-tries-log.ts';

/** Outbox rows queued in one transaction, at most. */
export const REQUEUE_CHUNK = 2_000;
/**
 * The lock let go between two steps: SQLite's busy handler tries again at most 50 ms apart in a write's first 300 ms
 * of waiting (sqliteDefaultBusyCallback), so a write that began waiting during a step takes the lock in this gap.
 */
export const REQUEUE_PAUSE_MS = 50;
/** room_state's key for a requeue under way (its Mark). */
export const REQUEUING = 'requeuing';

interface Mark {
  /** The room being filled again. */
  readonly room: string;
  /** The BACKFILL kind under way; past the last, the passcode and wrong tries, then the rows set aside. */
  readonly step: number;
  /** The order key of the last row of this kind queued (null: none yet). */
  readonly after: readonly (string | number)[] | null;
  /** The outbox's last seq written by the requeue: rows past it were stored meanwhile. */
  readonly last: number;
  /**
   * Each kind's table's last rowid when the requeue started: what is stored after it reaches the outbox by its
   * trigger, after the history, never read from the table before what it refers to.
   */
  readonly through: readonly number[];
}

const HELD = `CREATE TABLE IF NOT EXISTS room_outbox_held (n INTEGER PRIMARY KEY, kind TEXT NOT NULL, body TEXT NOT NULL)`;

function mark(db: DatabaseSync): Mark | null {
  const raw = roomState(db, REQUEUING);
  return raw ? (JSON.parse(raw) as Mark) : null;
}

const lastSeq = (db: DatabaseSync) =>
  (
    db
      .prepare(`SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'room_outbox'), 0) AS n`)
      .get() as {
      n: number;
    }
  ).n;

/** The room a requeue is under way for, if any. */
export function requeuing(db: DatabaseSync): string | null {
  return mark(db)?.room ?? null;
}

/**
 * Starts filling `room` again, in place of what was waiting (all of it is in the history), and takes it as this PC's
 * room: the room_id and the mark are one commit. A requeue under way for another room starts again.
 */
export function startRequeue(db: DatabaseSync, room: string): void {
  inTransaction(db, () => {
    db.exec(HELD);
    db.exec('DELETE FROM room_outbox');
    db.exec('DELETE FROM room_outbox_held');
    setRoomState(db, 'room_id', room);
    const through = BACKFILL.map(
      (_, i) =>
        (db.prepare(`SELECT coalesce(max(rowid), 0) AS n FROM ${backfillTable(i)}`).get() as { n: number }).n,
    );
    const start: Mark = { room, step: 0, after: null, last: lastSeq(db), through };
    setRoomState(db, REQUEUING, JSON.stringify(start));
  });
}

/** The trainer passcode's current row, sent again by a trainer's PC (only a trainer's role may add one). */
function queuePasscode(db: DatabaseSync, now: string): number {
  const config = JSON.parse(roomState(db, 'config') ?? '{}') as { user?: string };
  const raw = roomState(db, ROOM_PASSCODE);
  if (config.user !== 'bdt_trainer' || !raw) return 0;
  const p = JSON.parse(raw) as {
    id: string;
    auth: { hash: string; salt: string; params_json: string };
    rkWrap: unknown;
    rkId: string;
    mac: string;
  };
  // The MAC covers the id, the verifier and the room key's id, never set_at: the row is the same row.
  const body = JSON.stringify({
    id: p.id,
    hash: p.auth.hash,
    salt: p.auth.salt,
    params: JSON.parse(p.auth.params_json) as unknown,
    rk_wrap: p.rkWrap,
    rk_id: p.rkId,
    mac: p.mac,
    set_at: now,
  });
  db.prepare(`INSERT INTO room_outbox (kind, body) VALUES ('passcode', ?)`).run(body);
  return 1;
}

/**
 * The wrong tries this station keeps (its own, and those the old room sent that still count: the log keeps no
 * others), in the old room's order, so the new room locks the same secrets. They are on their way again (no place in
 * the new room yet), and the new room's tries are read from its first.
 */
function queueWrongTries(db: DatabaseSync): number {
  ensureWrongTryLog(db);
  const queued = db
    .prepare(
      `INSERT INTO room_outbox (kind, body) SELECT 'wrong_try', ${WRONG_TRY_BODY} FROM room_wrong_tries w
       ORDER BY w.room_seq IS NULL, w.room_seq, w.rowid`,
    )
    .run().changes;
  db.exec('UPDATE room_wrong_tries SET room_seq = NULL WHERE room_seq IS NOT NULL');
  db.prepare('DELETE FROM room_state WHERE key = ?').run(WRONG_TRIES_SEEN);
  return Number(queued);
}

/**
 * One step of the requeue under way, in one transaction of at most `chunk` rows; returns how many rows it queued, or
 * null when the requeue is done (or none is under way).
 */
export function requeueStep(db: DatabaseSync, now: string, chunk = REQUEUE_CHUNK): number | null {
  return inTransaction(db, () => {
    const m = mark(db);
    if (!m) return null;
    db.exec(HELD);
    // What the triggers stored since the last step goes after the history.
    db.prepare(
      'INSERT INTO room_outbox_held (kind, body) SELECT kind, body FROM room_outbox WHERE seq > ? ORDER BY seq',
    ).run(m.last);
    db.prepare('DELETE FROM room_outbox WHERE seq > ?').run(m.last);
    let next: Mark;
    let queued: number;
    if (m.step < BACKFILL.length) {
      const rows = db
        .prepare(backfillSelect(m.step, { after: m.after !== null, limit: chunk }))
        .all(...(m.after ?? []), m.through[m.step]!) as { kind: string; body: string; key: string }[];
      const put = db.prepare('INSERT INTO room_outbox (kind, body) VALUES (?, ?)');
      for (const r of rows) put.run(r.kind, r.body);
      queued = rows.length;
      next =
        rows.length < chunk
          ? { ...m, step: m.step + 1, after: null }
          : { ...m, after: JSON.parse(rows[rows.length - 1]!.key) as (string | number)[] };
    } else if (m.step === BACKFILL.length) {
      queued = queuePasscode(db, now) + queueWrongTries(db);
      next = { ...m, step: m.step + 1 };
    } else {
      // Last: the rows stored meanwhile, after the history, and the requeue is done.
      queued = Number(
        db
          .prepare('INSERT INTO room_outbox (kind, body) SELECT kind, body FROM room_outbox_held ORDER BY n')
          .run().changes,
      );
      db.exec('DELETE FROM room_outbox_held');
      db.prepare('DELETE FROM room_state WHERE key = ?').run(REQUEUING);
      return queued;
    }
    setRoomState(db, REQUEUING, JSON.stringify({ ...next, last: lastSeq(db) } satisfies Mark));
    return queued;
  });
}
