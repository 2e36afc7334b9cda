// The case figures of a trainee's progress page in a training room (issue 22): the heat maps, what is due today and
// the cases missed again and again, over this PC's answers and the room's other stations'. They are made by the same
// SQL as on a PC alone (storage migrations 5 and 15: the facts' catch-up, the case reviews, the schedules; the
// heat-map and due queries), run on a throwaway in-memory database with the same migrations, holding only this
// trainee's answers from every station, so no second copy of that SQL exists. It is kept per trainee, keyed by what it
// was built from: a page read that finds nothing new reads it as it is, and answers that come after every answer it
// holds (the usual case: the trainee answered more) are added to it rather than building it again.
import { DatabaseSync } from 'node:sqlite';
import type { DueToday, Heatmaps, CaseStatus } from '../ipc/progress-types.ts';
import type { RoomAnswer } from '../room/progress-read.ts';
import { inTransaction } from '../../node-shared/storage/transaction.ts';
import { migrate } from '../storage/migrations.ts';
import { DUE_LIST_LIMIT, dueToday, endOfDay, flagged } from './progress.ts';
import { heatmaps } from './progress-queries.ts';
import { catchUpSchedules } from './progress-schedule.ts';

export interface CaseFigures {
  readonly heatmaps: Heatmaps;
  readonly due: DueToday;
  readonly flagged: CaseStatus[];
}

interface CaseAnswer {
  readonly seq: number;
  readonly itemId: string;
  readonly step: number;
  readonly kind: string;
  readonly responseJson: string;
  readonly responseMs: number;
  readonly correct: number;
  readonly credit: number;
  readonly feedbackJson: string;
  readonly answeredAt: string;
}

interface CaseSession {
  readonly id: string;
  readonly startedAt: string;
  readonly mode: 'practice' | 'assessment';
  readonly answers: CaseAnswer[];
}

/** Trainees whose built figures a PC keeps (each a small in-memory database). */
export const KEPT_TRAINEES = 4;

/** SQL: this PC's answers of the trainee that its own summaries count (practice, and assessments once ended). */
const LOCAL_COUNTED = `FROM responses r JOIN sessions s ON s.id = r.session_id
  WHERE s.trainee_id = ? AND (s.mode = 'practice' OR s.finished_at IS NOT NULL OR s.closed = 1)`;

/** What this PC's counted answers are now: a cache built from them holds while this does not change. */
function localKey(db: DatabaseSync, traineeId: string): string {
  const row = db.prepare(`SELECT count(*) AS n, max(r.rowid) AS last ${LOCAL_COUNTED}`).get(traineeId) as {
    n: number;
    last: number | null;
  };
  return `${row.n}:${row.last ?? 0}`;
}

function localSessions(db: DatabaseSync, traineeId: string): Map<string, CaseSession> {
  const rows = db
    .prepare(
      `SELECT s.id, s.started_at, s.mode, r.seq, r.item_id, r.step, r.kind, r.response_json, r.response_ms,
         r.correct, r.credit, r.feedback_json, r.answered_at ${LOCAL_COUNTED} ORDER BY r.rowid`,
    )
    .all(traineeId) as {
    id: string;
    started_at: string;
    mode: 'practice' | 'assessment';
    seq: number;
    item_id: string;
    step: number;
    kind: string;
    response_json: string;
    response_ms: number;
    correct: number;
    credit: number;
    feedback_json: string;
    answered_at: string;
  }[];
  const sessions = new Map<string, CaseSession>();
  for (const r of rows) {
    let s = sessions.get(r.id);
    if (!s) sessions.set(r.id, (s = { id: r.id, startedAt: r.started_at, mode: r.mode, answers: [] }));
    s.answers.push({
      seq: r.seq,
      itemId: r.item_id,
      step: r.step,
      kind: r.kind,
      responseJson: r.response_json,
      responseMs: r.response_ms,
      correct: r.correct,
      credit: r.credit,
      feedbackJson: r.feedback_json,
      answeredAt: r.answered_at,
    });
  }
  return sessions;
}

/** This PC's sessions and the room's others (a session this PC has is taken from this PC), in the records' order. */
function unionOf(local: Map<string, CaseSession>, room: readonly RoomAnswer[]): CaseSession[] {
  const all = new Map(local);
  const seen = new Set<string>();
  for (const a of room) {
    if (local.has(a.sessionId) || seen.has(`${a.sessionId}\u0000${a.seq}`)) continue;
    seen.add(`${a.sessionId}\u0000${a.seq}`);
    let s = all.get(a.sessionId);
    if (!s)
      all.set(
        a.sessionId,
        (s = { id: a.sessionId, startedAt: a.sessionStartedAt, mode: a.mode, answers: [] }),
      );
    s.answers.push({
      seq: a.seq,
      itemId: a.itemId,
      step: a.step,
      kind: a.kind,
      responseJson: '{}',
      responseMs: a.responseMs,
      correct: a.correct ? 1 : 0,
      credit: a.credit,
      feedbackJson: a.feedbackJson,
      answeredAt: a.answeredAt,
    });
  }
  // Sessions in the order they started, each session's answers in its own order (seq), never by answer time: a
  // station whose clock is wrong cannot shuffle a session's answers.
  return [...all.values()]
    .map((s) => ({ ...s, answers: [...s.answers].sort((x, y) => x.seq - y.seq) }))
    .sort((x, y) => (x.startedAt < y.startedAt ? -1 : x.startedAt > y.startedAt ? 1 : x.id < y.id ? -1 : 1));
}

interface Built {
  readonly key: string;
  readonly mem: DatabaseSync;
  /** Its sessions and answers (`session\0seq`), to add only what is new. */
  readonly sessions: Set<string>;
  readonly answers: Set<string>;
}

const answerId = (session: string, seq: number) => `${session}\u0000${seq}`;

/** The throwaway database: the PC's schema and the trainee, nothing answered yet. */
function empty(key: string, traineeId: string): Built {
  const mem = new DatabaseSync(':memory:');
  const migrated = migrate(mem);
  if (!migrated.ok) throw new Error(migrated.error);
  mem.prepare(`INSERT INTO trainees (id, name, created_at) VALUES (?, '', '')`).run(traineeId);
  return { key, mem, sessions: new Set(), answers: new Set() };
}

/**
 * True when every answer `built` holds comes, in the records' order, before every answer it does not: adding the new
 * ones then gives exactly what building from nothing would (the schedules depend on the order answers are applied).
 */
function onlyAdded(built: Built, sessions: readonly CaseSession[]): boolean {
  let left = built.answers.size;
  for (const s of sessions)
    for (const a of s.answers) {
      if (left === 0) return true;
      if (!built.answers.has(answerId(s.id, a.seq))) return false;
      left -= 1;
    }
  return left === 0;
}

/** Adds the answers `built` does not hold yet, in order, and brings its summaries up to date (the PC's own SQL). */
function add(built: Built, traineeId: string, sessions: readonly CaseSession[]): void {
  const { mem } = built;
  const session = mem.prepare(
    `INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
     VALUES (?, ?, '', ?, '{}', '', ?, ?)`,
  );
  const answer = mem.prepare(
    `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
       feedback_json, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // An assessment's answers count when it ends: its end runs the PC's own trigger (migration 5), in order.
  const end = mem.prepare('UPDATE sessions SET closed = 1 WHERE id = ?');
  inTransaction(mem, () => {
    for (const s of sessions) {
      const fresh = s.answers.filter((a) => !built.answers.has(answerId(s.id, a.seq)));
      if (fresh.length === 0) continue;
      const isNew = !built.sessions.has(s.id);
      if (isNew) session.run(s.id, traineeId, s.mode, s.answers.length, s.startedAt);
      built.sessions.add(s.id);
      for (const a of fresh) {
        answer.run(
          s.id,
          a.seq,
          a.itemId,
          a.step,
          a.kind,
          a.responseJson,
          a.responseMs,
          a.correct,
          a.credit,
          a.feedbackJson,
          a.answeredAt,
        );
        built.answers.add(answerId(s.id, a.seq));
      }
      if (isNew && s.mode === 'assessment') end.run(s.id);
    }
  });
  catchUpSchedules(mem);
}

const kept = new WeakMap<DatabaseSync, Map<string, Built>>();

/** Databases built from nothing, and brought up to date by adding (for the tests: a read with nothing new does neither). */
export const builds = { full: 0, added: 0 };

/**
 * The trainee's case figures over this PC's answers and the room's (`roomKey` says what `room` holds). Built once per
 * change of either; otherwise read from the kept database.
 */
export function roomCaseFigures(
  db: DatabaseSync,
  traineeId: string,
  room: readonly RoomAnswer[],
  roomKey: string,
  now: Date,
  dueLimit = DUE_LIST_LIMIT,
): CaseFigures {
  let byTrainee = kept.get(db);
  if (!byTrainee) kept.set(db, (byTrainee = new Map()));
  const key = `${localKey(db, traineeId)}|${roomKey}`;
  let entry = byTrainee.get(traineeId);
  byTrainee.delete(traineeId);
  if (entry?.key !== key) {
    const sessions = unionOf(localSessions(db, traineeId), room);
    if (entry && onlyAdded(entry, sessions)) {
      entry = { ...entry, key };
      builds.added += 1;
    } else {
      entry?.mem.close();
      entry = empty(key, traineeId);
      builds.full += 1;
    }
    add(entry, traineeId, sessions);
  }
  byTrainee.set(traineeId, entry);
  for (const [id, old] of byTrainee) {
    if (byTrainee.size <= KEPT_TRAINEES) break;
    old.mem.close();
    byTrainee.delete(id);
  }
  const mem = entry.mem;
  return {
    heatmaps: heatmaps(mem, traineeId),
    due: dueToday(mem, traineeId, endOfDay(now), dueLimit),
    flagged: flagged(mem, traineeId),
  };
}
