// The station's outbox in its own SQLite (issue 22): every history record, in the order it was committed, waiting
// to be pushed to the room. SQLite triggers fill it in the very transaction that stores the record, so an answer and
// its outbox row are one commit (a crash keeps both or neither) and no service needs to know about the room. The
// triggers exist only while the station is in a room; joining puts the history already stored in the outbox too
// (the room ignores what it already has, so nothing is uploaded twice). Nothing local is ever deleted but the outbox
// rows the room has acknowledged: an acknowledgement moves a mark (room_state's PUSHED_THROUGH), and the rows behind
// it are cleared at once when the outbox is all pushed (see acknowledge).
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../node-shared/storage/transaction.ts';
import { WITHHELD_FEEDBACK } from '../integrity/withheld.ts';
import { startWrongTryLog, stopWrongTryLog } from './wrong-tries-log.ts';
import { allRows } from '../../node-shared/storage/rows.ts';

export type OutboxKind =
  | 'trainee'
  | 'session'
  | 'attempt'
  | 'response'
  | 'session_end'
  | 'grade'
  | 'trainer_event'
  | 'pin'
  /** A trainee's interface and call languages as chosen (room/trainee-languages.ts takes them back). */
  | 'languages'
  /** The trainer passcode's row for the room, queued by room/trainer-passcode.ts (no trigger makes it). */
  | 'passcode'
  /** A wrong try at a secret, or its reset, queued by room/wrong-tries-log.ts's own triggers. */
  | 'wrong_try';

/** The kinds SQLite triggers record from the history tables. */
export type RecordedKind = Exclude<OutboxKind, 'passcode' | 'wrong_try'>;

const TABLES = `
  CREATE TABLE IF NOT EXISTS room_outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    body TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS room_refused (
    seq INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    reason TEXT NOT NULL,
    refused_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS room_state (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
`;

// Stored JSON that is not valid is sent as a string (the room keeps it as such) rather than failing the commit.
const json = (column: string) => `iif(json_valid(${column}), json(${column}), json_quote(${column}))`;
const bool = (column: string) => `json(iif(${column}, 'true', 'false'))`;
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
// A record's id, made here (a PIN change has no id of its own on the PC): 16 random bytes in the form of a uuid.
const NEW_ID = `(SELECT lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4) || '-' ||
  substr(h, 17, 4) || '-' || substr(h, 21)) FROM (SELECT hex(randomblob(16)) AS h))`;

/** Each kind's record as a JSON object, from a row of its local table (`r`). */
/** A trainee's languages as chosen (NULL: the station's default). */
const LANGUAGES = `json_object('id', ${NEW_ID}, 'trainee_id', r.trainee_id, 'interface', r.interface, 'call', r.call,
  'set_at', ${NOW})`;
const RECORDS: Record<RecordedKind, { table: string; body: string }> = {
  trainee: {
    table: 'trainees',
    body: `json_object('id', r.id, 'name', r.name, 'staff_number', nullif(trim(r.identifier), ''),
      'created_at', r.created_at)`,
  },
  session: {
    table: 'sessions',
    body: `json_object('id', r.id, 'trainee_id', r.trainee_id, 'drill_set_id', r.drill_set_id,
      'set_revision', r.set_revision, 'title', r.title, 'mode', r.mode, 'spec', ${json('r.spec_json')},
      'seed', r.seed, 'seeding', r.seeding, 'total', r.total, 'started_at', r.started_at)`,
  },
  attempt: {
    table: 'assessment_attempts',
    body: `json_object('session_id', r.session_id, 'trainee_id', r.trainee_id, 'drill_set_id', r.drill_set_id,
      'set_version', r.set_version, 'attempt', r.attempt, 'assessor', r.assessor,
      'profile', ${json('r.profile_json')}, 'policy', ${json('r.policy_json')})`,
  },
  response: {
    table: 'responses',
    body: `json_object('session_id', r.session_id, 'seq', r.seq,
      'trainee_id', (SELECT trainee_id FROM sessions WHERE id = r.session_id), 'item_id', r.item_id,
      'step', r.step, 'kind', r.kind, 'response', ${json('r.response_json')}, 'response_ms', r.response_ms,
      'correct', ${bool('r.correct')}, 'credit', r.credit, 'feedback', ${json('r.feedback_json')},
      'timed_out', ${bool('r.timed_out')}, 'answered_at', r.answered_at)`,
  },
  session_end: {
    table: 'sessions',
    body: `json_object('session_id', r.id, 'event', iif(r.closed, 'closed', 'finished'),
      'at', iif(r.closed, ${NOW}, r.finished_at), 'answered', r.answered,
      'summary', iif(r.summary_json IS NULL, NULL, ${json('r.summary_json')}))`,
  },
  grade: {
    table: 'practical_grades',
    body: `json_object('session_id', r.session_id, 'assessor', r.assessor, 'grades', ${json('r.grades_json')},
      'graded_at', r.graded_at)`,
  },
  trainer_event: {
    table: 'trainer_events',
    body: `json_object('seq', r.seq, 'at', r.at, 'event', r.event, 'detail', r.detail)`,
  },
  // A PIN set or changed (its hash, never the PIN), and a PIN cleared by the trainer (room/pins.ts takes them back).
  pin: {
    table: 'trainee_pins',
    body: `json_object('id', ${NEW_ID}, 'trainee_id', r.trainee_id, 'hash', r.hash, 'salt', r.salt,
      'params', ${json('r.params_json')}, 'cleared', json('false'), 'set_at', r.set_at)`,
  },
  languages: { table: 'trainee_languages', body: LANGUAGES },
};
const PIN_CLEARED = `json_object('id', ${NEW_ID}, 'trainee_id', OLD.trainee_id, 'hash', NULL, 'salt', NULL,
  'params', NULL, 'cleared', json('true'), 'set_at', ${NOW})`;

// A running sealed attempt's answers are stored with their key and mark withheld (issue 20, guarantee 1): they go to
// the room when the attempt ends and they are written in clear, never as placeholders the room would keep.
const WITHHELD = `'${WITHHELD_FEEDBACK}'`;

const enqueue = (kind: RecordedKind, body = RECORDS[kind].body.replace(/\br\./g, 'NEW.')) =>
  `INSERT INTO room_outbox (kind, body) SELECT '${kind}', ${body};`;

const TRIGGERS: readonly [name: string, when: string, kind: RecordedKind, body?: string][] = [
  ['room_out_trainee', 'AFTER INSERT ON trainees', 'trainee'],
  ['room_out_session', 'AFTER INSERT ON sessions', 'session'],
  ['room_out_attempt', 'AFTER INSERT ON assessment_attempts', 'attempt'],
  ['room_out_response', `AFTER INSERT ON responses WHEN NEW.feedback_json <> ${WITHHELD}`, 'response'],
  [
    'room_out_response_revealed',
    `AFTER UPDATE OF feedback_json ON responses WHEN OLD.feedback_json = ${WITHHELD} AND NEW.feedback_json <> ${WITHHELD}`,
    'response',
  ],
  [
    'room_out_session_finished',
    'AFTER UPDATE OF finished_at ON sessions WHEN OLD.finished_at IS NULL AND NEW.finished_at IS NOT NULL',
    'session_end',
  ],
  [
    'room_out_session_closed',
    'AFTER UPDATE OF closed ON sessions WHEN OLD.closed = 0 AND NEW.closed = 1',
    'session_end',
  ],
  ['room_out_grade', 'AFTER INSERT ON practical_grades', 'grade'],
  ['room_out_regrade', 'AFTER UPDATE ON practical_grades', 'grade'],
  ['room_out_trainer_event', 'AFTER INSERT ON trainer_events', 'trainer_event'],
  ['room_out_pin', 'AFTER INSERT ON trainee_pins', 'pin'],
  // Also a PIN hashed again at a higher cost: the same PIN, and the others take the costlier hash.
  ['room_out_pin_changed', 'AFTER UPDATE OF hash ON trainee_pins', 'pin'],
  // One kind with the PIN set, so the room keeps a set, a clear and a set again in the order they were made.
  ['room_out_pin_cleared', 'AFTER DELETE ON trainee_pins', 'pin', PIN_CLEARED],
  ['room_out_languages', 'AFTER INSERT ON trainee_languages', 'languages'],
  ['room_out_languages_changed', 'AFTER UPDATE ON trainee_languages', 'languages'],
];

/**
 * The history already stored, in the order it happened, for the outbox of a station joining a room: each kind's
 * rows (those matching `where`), ordered by `order` (its last column the rowid, so a requeue can go on after a row).
 */
export const BACKFILL: readonly [kind: RecordedKind, where: string, order: readonly string[]][] = [
  ['trainee', '', ['r.created_at', 'r.rowid']],
  ['session', '', ['r.started_at', 'r.rowid']],
  ['attempt', '', ['r.rowid']],
  ['response', `r.feedback_json <> ${WITHHELD}`, ['r.rowid']],
  ['session_end', 'r.finished_at IS NOT NULL OR r.closed = 1', ['r.rowid']],
  ['grade', '', ['r.rowid']],
  ['trainer_event', '', ['r.rowid']],
  ['pin', '', ['r.set_at', 'r.rowid']],
  ['languages', '', ['r.rowid']],
];

/**
 * The SELECT of one kind's history as outbox rows (kind, body), in order; for a requeue (`chunk`), also each row's
 * order key (a JSON array), only past the key bound to its first parameters (none: from the first) and up to the
 * rowid bound to the last, at most `limit` rows.
 */
export function backfillSelect(index: number, chunk?: { after: boolean; limit: number }): string {
  const [kind, where, order] = BACKFILL[index]!;
  const past = chunk?.after && `(${order.join(', ')}) > (${order.map(() => '?').join(', ')})`;
  const conditions = [where && `(${where})`, past, chunk && 'r.rowid <= ?'].filter(Boolean);
  return `SELECT '${kind}' AS kind, ${RECORDS[kind].body} AS body${chunk ? `, json_array(${order.join(', ')}) AS key` : ''}
    FROM ${RECORDS[kind].table} r ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
    ORDER BY ${order.join(', ')}${chunk ? ` LIMIT ${chunk.limit}` : ''}`;
}

/** The table a kind's history is read from. */
export const backfillTable = (index: number): string => RECORDS[BACKFILL[index]![0]].table;

/** The outbox's tables (harmless when no room is configured: they stay empty). */
export function ensureOutboxTables(db: DatabaseSync): void {
  db.exec(TABLES);
}

/** Starts recording into the outbox, with what is already stored (once per joining). Returns how many were queued. */
export function startOutbox(db: DatabaseSync): number {
  ensureOutboxTables(db);
  return inTransaction(db, () => {
    const already = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = 'room_out_response'`)
      .get();
    if (already) {
      // A station that joined before answers could be withheld: its answer trigger is made again.
      if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'room_out_response_revealed'`).get())
        db.exec('DROP TRIGGER room_out_response');
      // A station that joined before PINs were shared: the PINs it holds go to the room once.
      const before = outboxCount(db);
      if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'room_out_pin'`).get())
        db.exec(`INSERT INTO room_outbox (kind, body) SELECT 'pin', ${RECORDS.pin.body} FROM trainee_pins r`);
      // A station that joined before languages were shared: its trainees' choices go to the room once.
      if (!db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'room_out_languages'`).get())
        db.exec(
          `INSERT INTO room_outbox (kind, body) SELECT 'languages', ${RECORDS.languages.body} FROM trainee_languages r`,
        );
      makeTriggers(db);
      return outboxCount(db) - before;
    }
    const before = outboxCount(db);
    queueHistory(db);
    makeTriggers(db);
    return outboxCount(db) - before;
  });
}

function makeTriggers(db: DatabaseSync): void {
  for (const [name, when, kind, body] of TRIGGERS) {
    db.exec(`CREATE TRIGGER IF NOT EXISTS ${name} ${when} BEGIN ${enqueue(kind, body)} END`);
  }
  startWrongTryLog(db);
}

function queueHistory(db: DatabaseSync): void {
  for (const i of BACKFILL.keys()) db.exec(`INSERT INTO room_outbox (kind, body) ${backfillSelect(i)}`);
}

/** Stops recording (leaving the room); what is still in the outbox stays there. */
export function stopOutbox(db: DatabaseSync): void {
  inTransaction(db, () => {
    for (const [name] of TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
    stopWrongTryLog(db);
  });
}

export interface OutboxRow {
  readonly seq: number;
  readonly kind: OutboxKind;
  readonly body: string;
}

/** room_state's key for the room's latest trainer passcode row this station knows (room/trainer-passcode.ts). */
export const ROOM_PASSCODE = 'room-passcode';

/** room_state's key for the last outbox position the room has acknowledged. */
export const PUSHED_THROUGH = 'pushed_through';

/**
 * An outbox row the room has not acknowledged yet (SQL, for a WHERE on room_outbox). Seq only grows (AUTOINCREMENT,
 * never reused, even after the outbox is emptied), so every row past the mark is still to be sent.
 */
export const NOT_PUSHED = `seq > coalesce((SELECT CAST(value AS INTEGER) FROM room_state WHERE key = '${PUSHED_THROUGH}'), 0)`;

/** Records not yet in the room. */
export function outboxCount(db: DatabaseSync): number {
  ensureOutboxTables(db);
  return (db.prepare(`SELECT count(*) AS n FROM room_outbox WHERE ${NOT_PUSHED}`).get() as { n: number }).n;
}

/** The oldest records not yet acknowledged, in commit order; none past `through` (a push's last row) if given. */
export function nextBatch(db: DatabaseSync, limit: number, through = Number.MAX_SAFE_INTEGER): OutboxRow[] {
  return allRows<OutboxRow>(
    db.prepare(
      `SELECT seq, kind, body FROM room_outbox WHERE ${NOT_PUSHED} AND seq <= ? ORDER BY seq LIMIT ?`,
    ),
    through,
    limit,
  );
}

/**
 * The room has these records (or refused some, kept aside with the reason): the mark moves past them. Deleting each
 * batch's rows wrote some 100 KB to the WAL per batch of 200, which the next answer's fsync had to flush too (issue
 * 22: the answer commit while the station pushes); the mark is one small row. The rows behind it are deleted only
 * when no row is left past it, all at once: SQLite empties a table without a WHERE by freeing its pages, some 12 KB
 * of WAL however many rows. A mark lost in a power cut only sends those records again, which the room ignores (each
 * has its own key there: ON CONFLICT DO NOTHING).
 */
export function acknowledge(
  db: DatabaseSync,
  throughSeq: number,
  refused: readonly { row: OutboxRow; reason: string }[],
  at: string,
): void {
  inTransaction(db, () => {
    const park = db.prepare(
      'INSERT OR IGNORE INTO room_refused (seq, kind, body, reason, refused_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const { row, reason } of refused) park.run(row.seq, row.kind, row.body, reason, at);
    setRoomState(db, PUSHED_THROUGH, String(throughSeq));
    clearPushed(db);
  });
}

/**
 * Once every row is pushed, the outbox is emptied (no WHERE: SQLite frees the table's pages without writing them).
 * Inside the caller's transaction, so no row can be stored between the look and the delete.
 */
function clearPushed(db: DatabaseSync): void {
  if (db.prepare(`SELECT 1 FROM room_outbox WHERE ${NOT_PUSHED} LIMIT 1`).get()) return;
  if (!db.prepare('SELECT 1 FROM room_outbox LIMIT 1').get()) return;
  db.exec('DELETE FROM room_outbox');
}

/** Rows left behind the mark by a push that stopped part-way, cleared once nothing waits to be sent. */
export function clearPushedRows(db: DatabaseSync): void {
  if (!db.prepare('SELECT 1 FROM room_outbox LIMIT 1').get()) return;
  inTransaction(db, () => clearPushed(db));
}

/** Whether this PC has ever been in a room (its room tables exist); read without creating them. */
export function hasRoomTables(db: DatabaseSync): boolean {
  return (
    db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'room_state'`).get() !== undefined
  );
}

export function roomState(db: DatabaseSync, key: string): string | null {
  ensureOutboxTables(db);
  const row = db.prepare('SELECT value FROM room_state WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value ?? null;
}

export function setRoomState(db: DatabaseSync, key: string, value: string): void {
  ensureOutboxTables(db);
  db.prepare(
    'INSERT INTO room_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
