// What is due today and the cases missed again and again, from a trainee's stored schedules (case_schedules): apart
// from the rest of the progress page, so the thread that counts a training room's figures loads only what they need.
import type { DatabaseSync } from 'node:sqlite';
import { planDue } from '../../../core/progress/due-per-day.ts';
import type { CaseSchedule } from '../../../core/progress/schedule.ts';
import type { CaseStatus, DueToday } from '../../../contract/progress-types.ts';
import { caseStatus } from './progress-schedule.ts';

export const DUE_LIST_LIMIT = 50;

/** The end of the local day of `now`, epoch ms: what is due "today". */
export function endOfDay(now: Date): number {
  const d = new Date(now);
  d.setHours(23, 59, 59, 999);
  return d.getTime();
}

function schedules(db: DatabaseSync, sql: string, ...params: (string | number)[]): CaseSchedule[] {
  const rows = db.prepare(sql).all(...params) as { json: string }[];
  return rows.map((r) => JSON.parse(r.json) as CaseSchedule);
}

export function dueToday(
  db: DatabaseSync,
  traineeId: string,
  until: number,
  limit = DUE_LIST_LIMIT,
): DueToday {
  const all = (
    db
      .prepare('SELECT COUNT(*) AS n FROM case_schedules WHERE trainee_id = ? AND due <= ?')
      .get(traineeId, until) as {
      n: number;
    }
  ).n;
  // Today takes the most overdue DUE_PER_DAY; the rest wait their turn.
  const plan = planDue(all);
  const cases = schedules(
    db,
    'SELECT json FROM case_schedules WHERE trainee_id = ? AND due <= ? ORDER BY due, kind, tag LIMIT ?',
    traineeId,
    until,
    Math.min(limit, plan.today),
  ).map(caseStatus);
  return { cases, total: plan.today, later: plan.later, laterDays: plan.lastDay };
}

export function flagged(db: DatabaseSync, traineeId: string): CaseStatus[] {
  return schedules(db, 'SELECT json FROM case_schedules WHERE trainee_id = ? AND flagged = 1', traineeId)
    .map(caseStatus)
    .sort((a, b) => b.misses - a.misses || (a.tag < b.tag ? -1 : 1));
}
