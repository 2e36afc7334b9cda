// Each trainee's flagged and due cases on the trainer's Dashboard over every station (issue 22). A case nobody answered
// on another station keeps this PC's own schedule (case_schedules, its whole history here). A case answered on other
// stations is scheduled again from its last CASE_WINDOW answers over every station: the room's window of it
// (room/case-window-read.ts, which leaves this station's rows out) and this PC's last answers to it (case_reviews),
// in the record's order: the session's start, then the session's own sequence, never when it was answered (a station
// whose clock runs wrong cannot shuffle a session's answers), each answer once. The schedule is the PC's own
// (core/progress/schedule.ts): "flagged" is exactly as on one PC (its last answers); "due" is exact for a case
// answered at most CASE_WINDOW times, and otherwise left without the answers older than the window.
import type { DatabaseSync } from 'node:sqlite';
import { planDue } from '../../../core/progress/due-per-day.ts';
import { isRepeatedlyMissed, reviewCase, type CaseSchedule } from '../../../core/progress/schedule.ts';
import type { DashboardRow } from '../../../contract/progress-types.ts';
import { caseStepOrder, type CaseStep, type RoomCaseWindows } from '../../room/case-window-read.ts';
import { CASE_WINDOW } from '../../room/room-schema-case-steps.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';
import { endOfDay } from './progress-due.ts';

interface LocalCase {
  readonly kind: string;
  readonly tag: string;
  readonly due: number;
  readonly flagged: number;
}

/** This PC's last CASE_WINDOW answers to one case of a trainee, oldest first (in the record's order below). */
function localSteps(db: DatabaseSync, traineeId: string, kind: string, tag: string): CaseStep[] {
  const rows = db
    .prepare(
      `SELECT s.started_at, f.session_id, f.seq, c.correct, c.response_ms, c.late, c.answered_at
       FROM case_reviews c JOIN progress_facts f ON f.id = c.fact_id JOIN sessions s ON s.id = f.session_id
       WHERE c.trainee_id = ? AND c.kind = ? AND c.tag = ? ORDER BY c.id DESC LIMIT ?`,
    )
    .all(traineeId, kind, tag, CASE_WINDOW) as {
    started_at: string;
    session_id: string;
    seq: number;
    correct: number;
    response_ms: number;
    late: number;
    answered_at: string;
  }[];
  return rows.map((r) => ({
    startedAt: Date.parse(r.started_at),
    sessionId: r.session_id,
    seq: r.seq,
    correct: r.correct === 1,
    ms: r.response_ms,
    late: r.late === 1,
    at: Date.parse(r.answered_at),
  }));
}

/** The case's schedule from its answers (each once, the record's order, the newest CASE_WINDOW). */
export function replayCase(kind: string, tag: string, steps: readonly CaseStep[]): CaseSchedule | null {
  const once = new Map(steps.map((s) => [`${s.sessionId}\u0000${s.seq}`, s]));
  let schedule: CaseSchedule | null = null;
  for (const s of [...once.values()].sort(caseStepOrder).slice(-CASE_WINDOW))
    schedule = reviewCase(schedule, {
      kind: kind as CaseSchedule['kind'],
      tag,
      correct: s.correct,
      responseMs: s.ms,
      late: s.late,
      at: s.at,
    });
  return schedule;
}

/** The rows with each trainee's flagged and due cases over every station (reads this PC's own schedules). */
export function mergeRoomCases(
  db: DatabaseSync,
  rows: readonly DashboardRow[],
  room: RoomCaseWindows,
  now: Date,
): DashboardRow[] {
  const windowsOf = new Map<string, RoomCaseWindows['windows'][number][]>();
  for (const w of room.windows) for (const id of w.ids) windowsOf.set(id, [...(windowsOf.get(id) ?? []), w]);
  const until = endOfDay(now);
  const local = db.prepare('SELECT kind, tag, due, flagged FROM case_schedules WHERE trainee_id = ?');
  return rows.map((row) => {
    const theirs = windowsOf.get(row.traineeId);
    if (!theirs) return row;
    const key = (kind: string, tag: string) => JSON.stringify([kind, tag]);
    const cases = new Map<string, { due: boolean; flagged: boolean }>();
    for (const c of allRows<LocalCase>(local, row.traineeId))
      cases.set(key(c.kind, c.tag), { due: c.due <= until, flagged: c.flagged === 1 });
    for (const w of theirs) {
      const s = replayCase(w.kind, w.tag, [...w.steps, ...localSteps(db, row.traineeId, w.kind, w.tag)]);
      if (s) cases.set(key(w.kind, w.tag), { due: s.card.due <= until, flagged: isRepeatedlyMissed(s) });
    }
    const all = [...cases.values()];
    return {
      ...row,
      flagged: all.filter((c) => c.flagged).length,
      // What the trainee is asked today: at most a day's worth (core/progress/due-per-day.ts).
      due: planDue(all.filter((c) => c.due).length).today,
    };
  });
}
