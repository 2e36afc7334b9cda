// Wrong tries counted across the training room (issue 22): a candidate who guesses a trainee's PIN or the trainer
// passcode on PC 1 until it waits must wait on PC 2 too. Each wrong try and each reset (the secret proved right) made
// on this station is logged here with an id of its own, in the very transaction that counts it in `wrong_tries`
// (node-shared/passcode/wrong-tries.ts, left as it is), and queued for the room; the other stations' rows are taken from the room
// into the same log (wrong-tries-pull.ts). The room's wait is counted over that log, deduplicated by id, in the
// room's order (room_seq): the rows the room has first, then this station's rows still on their way. The wait a
// station counted itself always stands: rows from the room can add a wait, never shorten one (a hostile 'reset' row
// can undo only what the room added), and they add at most MAX_WAIT_MS after the newest wrong one.
// No room configured: the log's triggers do not exist and the local count is all there is.
import type { DatabaseSync } from 'node:sqlite';
import { waitAfter, WrongTries } from '../../node-shared/passcode/wrong-tries.ts';

const LOG = `
  CREATE TABLE IF NOT EXISTS room_wrong_tries (
    id TEXT PRIMARY KEY,
    subject TEXT NOT NULL,
    wrong INTEGER NOT NULL,
    room_seq INTEGER,
    at_ms INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS room_wrong_tries_by_subject ON room_wrong_tries (subject, room_seq);
`;

/** room_state's key for the last of the room's tries read (its room_seq), by wrong-tries-pull.ts. */
export const WRONG_TRIES_SEEN = 'wrong_tries_seq';

// 16 random bytes written as a uuid, so PostgreSQL gives the same text back.
const NEW_ID = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(2)) || '-' ||
  hex(randomblob(2)) || '-' || hex(randomblob(6)))`;
// Only the secrets the room knows: the trainer passcode and a trainee's PIN ('trainee:' and the local id).
const KNOWN = (row: string) => `(${row}.subject = 'trainer' OR ${row}.subject LIKE 'trainee:_%')`;

/** A row of the log (`w`) as the room's wrong_try record. */
export const WRONG_TRY_BODY = `json_object('id', w.id, 'secret', iif(w.subject = 'trainer', 'trainer', 'pin'),
  'trainee_id', iif(w.subject = 'trainer', NULL, substr(w.subject, 9)), 'outcome', iif(w.wrong, 'wrong', 'reset'),
  'at', strftime('%Y-%m-%dT%H:%M:%fZ', w.at_ms / 1000.0, 'unixepoch'))`;

function logged(row: 'NEW' | 'OLD', wrong: boolean): string {
  return `
    INSERT INTO room_wrong_tries (id, subject, wrong, room_seq, at_ms)
      VALUES (${NEW_ID}, ${row}.subject, ${wrong ? 1 : 0}, NULL, ${row}.last_wall_ms);
    INSERT INTO room_outbox (kind, body) SELECT 'wrong_try', ${WRONG_TRY_BODY}
      FROM room_wrong_tries w WHERE w.rowid = last_insert_rowid();`;
}

const TRIGGERS: readonly [name: string, when: string][] = [
  ['room_wrong_try', `AFTER INSERT ON wrong_tries WHEN ${KNOWN('NEW')}`],
  [
    'room_wrong_try_again',
    `AFTER UPDATE OF failures ON wrong_tries WHEN NEW.failures > OLD.failures AND ${KNOWN('NEW')}`,
  ],
  ['room_wrong_try_reset', `AFTER DELETE ON wrong_tries WHEN ${KNOWN('OLD')}`],
];

export function ensureWrongTryLog(db: DatabaseSync): void {
  db.exec(LOG);
}

/** Starts logging this station's tries for the room (with the outbox: room_outbox must exist). */
export function startWrongTryLog(db: DatabaseSync): void {
  ensureWrongTryLog(db);
  for (const [name, when] of TRIGGERS) {
    const row = name === 'room_wrong_try_reset' ? 'OLD' : 'NEW';
    db.exec(`CREATE TRIGGER IF NOT EXISTS ${name} ${when} BEGIN ${logged(row, row === 'NEW')} END`);
  }
}

export function stopWrongTryLog(db: DatabaseSync): void {
  for (const [name] of TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
}

function hasLog(db: DatabaseSync): boolean {
  return (
    db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'room_wrong_tries'`).get() !==
    undefined
  );
}

/**
 * The wait the room's log asks of a try at `subject` (0: none): wrong tries counted in the room's order since the
 * last reset, and measured from the newest of them as this station first knew of it (its own try's time, or when a
 * sync brought it: never a time another station's clock wrote).
 */
export function roomWaitMs(db: DatabaseSync, subject: string, wallMs: number): number {
  if (!hasLog(db)) return 0;
  const rows = db
    .prepare(
      'SELECT wrong, at_ms FROM room_wrong_tries WHERE subject = ? ORDER BY room_seq IS NULL, room_seq, rowid',
    )
    .all(subject) as { wrong: number; at_ms: number }[];
  let failures = 0;
  let last = -Infinity;
  for (const r of rows) {
    if (r.wrong === 1) {
      failures++;
      last = Math.max(last, r.at_ms);
    } else {
      failures = 0;
      last = -Infinity;
    }
  }
  const wait = waitAfter(failures);
  if (wait === 0) return 0;
  if (wallMs < last) {
    // The clock was set back: the wait starts again from now, in full (as wrong-tries.ts does), never stretched
    // until the clock catches up with the time stored.
    try {
      db.prepare('UPDATE room_wrong_tries SET at_ms = ? WHERE subject = ? AND at_ms > ?').run(
        wallMs,
        subject,
        wallMs,
      );
    } catch {
      // A store that refuses writes: the full wait is still answered.
    }
    return wait;
  }
  return Math.max(0, wait - (wallMs - last));
}

/** WrongTries whose wait is also the room's, when this station is in one. */
export class RoomWrongTries extends WrongTries {
  readonly #db: () => DatabaseSync | null;
  readonly #wallMs: () => number;

  constructor(db: () => DatabaseSync | null, wallMs: () => number, monotonicMs: () => number) {
    super(db, wallMs, monotonicMs);
    this.#db = db;
    this.#wallMs = wallMs;
  }

  override retryInMs(subject: string): number {
    const own = super.retryInMs(subject);
    const db = this.#db();
    return db ? Math.max(own, roomWaitMs(db, subject, this.#wallMs())) : own;
  }
}
