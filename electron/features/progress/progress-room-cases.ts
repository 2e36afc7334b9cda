// The case figures of a trainee's progress page in a training room (issue 22): the heat maps, what is due today and
// the cases missed again and again, over this PC's answers and the room's other stations'. They are built by the same
// SQL as on a PC alone, on a thread of their own (progress-room-build.ts, progress-room-worker.ts): the first build
// over a big room takes most of a second, which the window's process must not wait for. This side reads this PC's
// answers and sends them with the room's; the thread keeps what it built per trainee, keyed by what it was built from,
// so a read that finds nothing new sends nothing but the key.
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../../core/result.ts';
import type { RoomAnswer } from '../../room/progress-read.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { DUE_LIST_LIMIT } from './progress.ts';
import type { BuildKind, CaseFigures, CaseSession } from './progress-room-build.ts';

export { KEPT_TRAINEES, type CaseFigures } from './progress-room-build.ts';

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

function localSessions(db: DatabaseSync, traineeId: string): CaseSession[] {
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
  return [...sessions.values()];
}

/** Databases built from nothing, and brought up to date by adding (for the tests: a read with nothing new does neither). */
export const builds: Record<Exclude<BuildKind, 'kept'>, number> = { full: 0, added: 0 };

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
  const keyed = withDb(ctx, (db) => ({
    ok: true,
    value: { store: thread.storeOf(db), key: `${localKey(db, traineeId)}|${roomKey}` },
  }));
  if (!keyed.ok) return keyed;
  let answered = await thread.ask({ ...keyed.value, traineeId, now, dueLimit });
  if (answered.ok && 'need' in answered.value) {
    // The key and this PC's rows read together, so the figures are of exactly what the key says.
    const rows = withDb(ctx, (db) => ({
      ok: true,
      value: {
        store: thread.storeOf(db),
        key: `${localKey(db, traineeId)}|${roomKey}`,
        local: localSessions(db, traineeId),
      },
    }));
    if (!rows.ok) return rows;
    const { local, ...keys } = rows.value;
    answered = await thread.ask({ ...keys, traineeId, now, dueLimit, rows: { local, room } });
  }
  if (!answered.ok) return answered;
  const value = answered.value;
  if ('need' in value) return { ok: false, error: 'the thread that counts them asked for them twice' };
  if (value.build !== 'kept') builds[value.build] += 1;
  return { ok: true, value: value.figures };
}
