// This PC's part of a trainee's progress page in a training room (issue 22), read without its progress summaries. When
// the room holds answers the trainee gave on other stations, every figure of the page that the summaries give on a PC
// alone (skills, floor-readiness, the charts, the heat maps, what is due, the cases missed again and again) is counted
// over every station's answers instead (progress-room.ts, progress-room-cases.ts), so the summaries are not read and
// need not be brought up to date first: that catch-up was most of a trainer's first read (2,000 answers on this PC
// took a quarter of a second of the main thread, on a page that must open in 300 ms). This PC's answers are read from
// the answers themselves, exactly those the summaries count; the summaries catch up when a page of this PC alone is
// read (the home screen's, a room page with no answers elsewhere, or the room unreachable).
import type { DatabaseSync } from 'node:sqlite';
import { MASTERY_WINDOW, type HistoryEntry } from '../../../core/drills/mastery.ts';
import type { TraineeProgress } from '../../../contract/progress-types.ts';
import type { Result } from '../../../contract/index.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';
import { findTrainee } from '../trainees/trainees.ts';
import { pageFrame, type FactRow } from './progress.ts';
import { LOCAL_COUNTED } from './progress-room-cases.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';

/**
 * The trainee's answers on this PC that its summaries count (practice, and assessments once ended), as progress_facts
 * gives them (factRows in progress.ts): sessions in the order they started, each session's answers in its order.
 */
export function countedFactRows(db: DatabaseSync, traineeId: string): FactRow[] {
  return allRows<FactRow>(
    db.prepare(
      `SELECT r.session_id, r.item_id, r.step, s.started_at, r.kind, r.correct, r.response_ms, r.answered_at
       ${LOCAL_COUNTED} ORDER BY s.started_at, r.session_id, r.seq`,
    ),
    traineeId,
  );
}

/** The last MASTERY_WINDOW answers of each skill, oldest first, ordered by when answered (`rows`: any order). */
export function recentOf(rows: readonly FactRow[]): HistoryEntry[] {
  const byAnswered = (a: FactRow, b: FactRow) =>
    a.answered_at < b.answered_at ? -1 : a.answered_at > b.answered_at ? 1 : 0;
  const sorted = [...rows].sort(byAnswered);
  const taken = new Map<string, number>();
  const recent: FactRow[] = [];
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const r = sorted[i] as FactRow;
    const n = taken.get(r.kind) ?? 0;
    if (n >= MASTERY_WINDOW) continue;
    taken.set(r.kind, n + 1);
    recent.push(r);
  }
  return recent.reverse().map((r) => ({
    kind: r.kind,
    cases: [],
    correct: r.correct === 1,
    responseMs: r.response_ms,
    step: r.step,
  }));
}

/**
 * The trainee's page as this PC gives it without its summaries, to be counted over the room's answers
 * (mergeRoomHistory, then the thread's case figures): their records and the house's targets; the figures the room's
 * answers change are left empty here.
 */
export function roomPageFrame(db: DatabaseSync, traineeId: string): Result<TraineeProgress> {
  const trainee = findTrainee(db, traineeId);
  if (!trainee) return failure(ref('main_no_trainee', { id: traineeId }));
  return {
    ok: true,
    value: {
      ...pageFrame(db, { id: traineeId, name: trainee.name }, []),
      bySession: [],
      byWeek: [],
      heatmaps: { tableOfPlay: [], payouts: [], irregularities: [] },
      due: { cases: [], total: 0, later: 0, laterDays: 0 },
      flagged: [],
    },
  };
}
