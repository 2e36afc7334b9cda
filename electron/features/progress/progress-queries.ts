// The SQL behind the progress pages, on the summaries migration 5 keeps (progress_facts, case_reviews, skill_recent,
// case_weeks, attempts): one trainee reads a few thousand rows, the dashboard a few per trainee and skill.
import { doneInRoom } from '../../room/assignment-done.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { HistoryEntry } from '../../../core/drills/mastery.ts';
import type { DrillKind } from '../../../core/drills/types.ts';
import type { AssessmentOutcome, SkillStats } from '../../../core/progress/levels.ts';
import { recentItems } from './recent-items.ts';
import type { AssignmentRecord, AttemptRecord } from '../../../contract/progress-types.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

export interface AttemptRow {
  session_id: string;
  trainee_id: string;
  drill_set_id: string | null;
  title: string;
  started_at: string;
  ended_at: string;
  finished: number;
  passed: number;
  accuracy: number | null;
  red_line: number;
}

export const toAttempt = (r: AttemptRow): AttemptRecord => ({
  sessionId: r.session_id,
  drillSetId: r.drill_set_id,
  title: r.title,
  startedAt: r.started_at,
  endedAt: r.ended_at,
  finished: r.finished === 1,
  passed: r.passed === 1,
  accuracy: r.accuracy,
  redLineFailures: r.red_line,
});

type RecentRow = [
  trainee: string,
  kind: DrillKind,
  factId: number,
  correct: number,
  ms: number,
  step: number,
];

/** Rows of skill_recent in key order (no sort in SQL), to entries oldest first per skill, each with its step. */
function recentEntries(rows: readonly RecentRow[]): HistoryEntry[] {
  return [...rows]
    .sort((a, b) => a[2] - b[2])
    .map((r) => ({ kind: r[1], cases: [], correct: r[3] === 1, responseMs: r[4], step: r[5] }));
}

/** The recent answers per skill (the last 50 steps of each, oldest first), as mastery() reads them. */
export function recentAnswers(db: DatabaseSync, traineeId: string): HistoryEntry[] {
  const stmt = db.prepare(
    `SELECT r.trainee_id, r.kind, r.fact_id, r.correct, r.response_ms, f.step
     FROM skill_recent r JOIN progress_facts f ON f.id = r.fact_id WHERE r.trainee_id = ?`,
  );
  stmt.setReturnArrays(true);
  return recentEntries(allRows<RecentRow>(stmt, traineeId));
}

export interface RecentStats extends SkillStats {
  /** Accuracy of the newer half of the recent items less the older half; null with fewer than `min` items. */
  readonly trend: number | null;
}

/**
 * Every trainee's recent answers per skill in figures (items, items right, steps, median step time, trend), counted
 * in items by the function mastery() uses (issue 23; electron/features/progress/recent-items.ts).
 */
export function allRecentStats(db: DatabaseSync, trendMin: number): Map<string, RecentStats[]> {
  const rows = db
    .prepare(
      `SELECT trainee_id, kind, answered, last_at, recent_median_ms FROM skill_totals WHERE recent_answered > 0`,
    )
    .all() as {
    trainee_id: string;
    kind: DrillKind;
    answered: number;
    last_at: string;
    recent_median_ms: number | null;
  }[];
  const out = new Map<string, RecentStats[]>();
  for (const r of rows) {
    const items = recentItems(db, r.trainee_id, r.kind, `${r.answered}\u0000${r.last_at}`);
    const n = items.marks.length;
    const older = n >> 1;
    const right = items.marks.filter(Boolean).length;
    const newerRight = items.marks.slice(older).filter(Boolean).length;
    const list = out.get(r.trainee_id) ?? [];
    list.push({
      kind: r.kind,
      answered: n,
      correct: right,
      steps: items.steps,
      medianMs: r.recent_median_ms,
      trend: n < trendMin || older === 0 ? null : newerRight / (n - older) - (right - newerRight) / older,
    });
    out.set(r.trainee_id, list);
  }
  return out;
}

/** The outcome of the last assessment that tested each skill, per trainee (all trainees when traineeId is null). */
export function lastAssessments(
  db: DatabaseSync,
  traineeId: string | null,
): Map<string, Partial<Record<DrillKind, AssessmentOutcome>>> {
  const rows = (
    traineeId === null
      ? db.prepare('SELECT trainee_id, kind, passed FROM last_assessments').all()
      : db
          .prepare('SELECT trainee_id, kind, passed FROM last_assessments WHERE trainee_id = ?')
          .all(traineeId)
  ) as { trainee_id: string; kind: DrillKind; passed: number }[];
  const out = new Map<string, Partial<Record<DrillKind, AssessmentOutcome>>>();
  for (const r of rows) {
    let m = out.get(r.trainee_id);
    if (!m) out.set(r.trainee_id, (m = {}));
    m[r.kind] = r.passed === 1 ? 'passed' : 'failed';
  }
  return out;
}

export function traineeAttempts(db: DatabaseSync, traineeId: string): AttemptRecord[] {
  const rows = allRows<AttemptRow>(
    db.prepare('SELECT * FROM attempts WHERE trainee_id = ? ORDER BY ended_at DESC, session_id'),
    traineeId,
  );
  return rows.map(toAttempt);
}

interface AssignmentRow {
  id: string;
  trainee_id: string;
  drill_set_id: string;
  title: string;
  assigned_at: string;
  due_on: string | null;
  done: number;
}

/**
 * Assignments, newest first; done when a session of the set was finished after it was assigned, here or (in a
 * training room) on any station.
 */
export function assignments(db: DatabaseSync, traineeId: string | null): AssignmentRecord[] {
  const select = `SELECT a.*, EXISTS (SELECT 1 FROM sessions s WHERE s.trainee_id = a.trainee_id
      AND s.drill_set_id = a.drill_set_id AND s.started_at >= a.assigned_at AND s.finished_at IS NOT NULL) AS done
    FROM assignments a`;
  const order = 'ORDER BY a.assigned_at DESC, a.id';
  const rows =
    traineeId === null
      ? allRows<AssignmentRow>(db.prepare(`${select} ${order}`))
      : allRows<AssignmentRow>(db.prepare(`${select} WHERE a.trainee_id = ? ${order}`), traineeId);
  // In a training room, a session finished on another station counts too (its room's history).
  const elsewhere = doneInRoom(db);
  return rows.map((r) => ({
    id: r.id,
    traineeId: r.trainee_id,
    drillSetId: r.drill_set_id,
    title: r.title,
    assignedAt: r.assigned_at,
    dueOn: r.due_on,
    done: r.done === 1 || elsewhere.has(r.id),
  }));
}

export { heatmaps } from './progress-heatmaps.ts';
