// The case figures of a trainee's progress page in a training room (issue 22): the heat maps, what is due today and
// the cases missed again and again, over this PC's answers and the room's other stations'. They are built by the same
// SQL as on a PC alone, on a thread of their own (progress-room-build.ts, progress-room-worker.ts): the first build
// over a big room takes most of a second, which the window's process must not wait for. This side reads this PC's
// answers and sends them with the room's; the thread keeps what it built per trainee, keyed by what it was built from,
// so a read that finds nothing new sends nothing but the key.
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../../core/result.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { RoomAnswer } from '../../room/progress-read.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { DUE_LIST_LIMIT } from './progress.ts';
import type { BuildKind, CaseAnswered, CaseFigures, CaseSession } from './progress-room-build.ts';

export { KEPT_TRAINEES, type CaseFigures } from './progress-room-build.ts';

/** SQL: this PC's answers of the trainee that its own summaries count (practice, and assessments once ended). */
export const LOCAL_COUNTED = `FROM responses r JOIN sessions s ON s.id = r.session_id
  WHERE s.trainee_id = ? AND (s.mode = 'practice' OR s.finished_at IS NOT NULL OR s.closed = 1)`;

/** What this PC's counted answers are now: a cache built from them holds while this does not change. */
function localKey(db: DatabaseSync, traineeId: string): string {
  const row = db.prepare(`SELECT count(*) AS n, max(r.rowid) AS last ${LOCAL_COUNTED}`).get(traineeId) as {
    n: number;
    last: number | null;
  };
  return `${row.n}:${row.last ?? 0}`;
}

/**
 * The rowid after which this PC's counted answers are all new since `held` (the key of the figures the thread keeps),
 * or null when more changed than that: the room's answers, or an older answer counted since (an assessment ended).
 */
function newerThan(db: DatabaseSync, traineeId: string, held: string, roomKey: string): number | null {
  const bar = held.indexOf('|');
  const local = /^(\d{1,15}):(\d{1,15})$/.exec(held.slice(0, bar));
  if (bar < 0 || !local || held.slice(bar + 1) !== roomKey) return null;
  const last = Number(local[2]);
  const row = db.prepare(`SELECT count(*) AS n ${LOCAL_COUNTED} AND r.rowid <= ?`).get(traineeId, last) as {
    n: number;
  };
  return row.n === Number(local[1]) ? last : null;
}

function localSessions(db: DatabaseSync, traineeId: string, after = 0): CaseSession[] {
  const rows = db
    .prepare(
      `SELECT s.id, s.started_at, s.mode, r.seq, r.item_id, r.step, r.kind, r.response_json, r.response_ms,
         r.correct, r.credit, r.feedback_json, r.answered_at ${LOCAL_COUNTED} AND r.rowid > ? ORDER BY r.rowid`,
    )
    .all(traineeId, after) as {
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
  return [...sessions.values()];
}

/** Per thread, the trainees (`store\0id`) whose every answer it was sent: their first ask need not send them again. */
const sentTo = new WeakMap<ServiceContext['caseFigures'], Set<string>>();

/** Databases built from nothing, and brought up to date by adding (for the tests: a read with nothing new does neither). */
export const builds: Record<Exclude<BuildKind, 'kept'>, number> = { full: 0, added: 0 };
/** Of those added to, how many were sent only this PC's newer answers (for the tests: a new session here is). */
export const newerOnly = { added: 0 };

/**
 * The trainee's case figures over this PC's answers and the room's (`roomKey` says what `room` holds), counted on the
 * thread: built once per change of either, otherwise read from what the thread kept. A failure (this PC's store, or
 * the thread) comes back as words for the page.
 */
export async function roomCaseFigures(
  ctx: ServiceContext,
  traineeId: string,
  room: readonly RoomAnswer[],
  roomKey: string,
  now: Date,
  dueLimit = DUE_LIST_LIMIT,
): Promise<Result<CaseFigures>> {
  const thread = ctx.caseFigures;
  let sent = sentTo.get(thread);
  if (!sent) sentTo.set(thread, (sent = new Set()));
  // The key and this PC's rows are read together, so the figures are of exactly what the key says; `since`: the key
  // of the figures the thread holds (only this PC's newer answers are read, when nothing else changed).
  const rowsOf = (since: string | undefined) =>
    withDb(ctx, (db) => {
      const after = since === undefined ? null : newerThan(db, traineeId, since, roomKey);
      const local = localSessions(db, traineeId, after ?? 0);
      const key = `${localKey(db, traineeId)}|${roomKey}`;
      return {
        ok: true,
        value: { store: thread.storeOf(db), key, local, from: after === null ? null : since },
      };
    });
  const keyed = withDb(ctx, (db) => ({
    ok: true,
    value: { store: thread.storeOf(db), key: `${localKey(db, traineeId)}|${roomKey}` },
  }));
  if (!keyed.ok) return keyed;
  const trainee = `${keyed.value.store}\u0000${traineeId}`;
  let answered: Result<CaseAnswered>;
  let sentNewer = false;
  if (sent.has(trainee)) {
    answered = await thread.ask({ ...keyed.value, traineeId, now, dueLimit });
  } else {
    // Never sent to this thread: it holds nothing of the trainee, so every answer goes with the first ask (a first
    // read saves the thread's "send the rows" and its round trip). A thread that dropped them asks again, as below.
    const rows = rowsOf(undefined);
    if (!rows.ok) return rows;
    const { local, from: _, ...keys } = rows.value;
    sent.add(trainee);
    answered = await thread.ask({ ...keys, traineeId, now, dueLimit, rows: { local, room } });
  }
  // Asked again with this PC's newer answers only (the thread said what it holds), then, if it cannot add them, with
  // every answer.
  let held = answered.ok && 'need' in answered.value ? answered.value.held : undefined;
  while (answered.ok && 'need' in answered.value) {
    const since = held;
    held = undefined;
    const rows = rowsOf(since);
    if (!rows.ok) return rows;
    const { local, from, ...keys } = rows.value;
    const asked = from ? { local, since: from } : { local, room };
    sentNewer = !('room' in asked);
    if (!sentNewer) sent.add(trainee);
    answered = await thread.ask({ ...keys, traineeId, now, dueLimit, rows: asked });
    if ('room' in asked) break;
  }
  if (!answered.ok) return answered;
  const value = answered.value;
  if ('need' in value) return failure(ref('err_progress_asked_twice', {}));
  if (value.build !== 'kept') builds[value.build] += 1;
  if (value.build === 'added' && sentNewer) newerOnly.added += 1;
  return { ok: true, value: value.figures };
}
