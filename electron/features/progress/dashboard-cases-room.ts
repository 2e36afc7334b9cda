// Each trainee's flagged and due cases on the trainer's Dashboard over every station (issue 22). A case nobody answered
// on another station keeps this PC's own schedule (case_schedules, its whole history here). A case answered on other
// stations is scheduled again from its last CASE_WINDOW answers over every station: the room's window of it
// (room/case-window-read.ts, which leaves this station's rows out) and this PC's last answers to it (case_reviews),
// in the record's order: the session's start, then the session's own sequence, never when it was answered (a station
// whose clock runs wrong cannot shuffle a session's answers), each answer once. The schedule is the PC's own
// (core/progress/schedule.ts): "flagged" is exactly as on one PC (its last answers); "due" is exact for a case
// answered at most CASE_WINDOW times, and otherwise left without the answers older than the window.
// Scheduling is tens of microseconds an answer: a room of 500 trainees can hold 100,000 answers in its windows. So a
// window's outcome is kept, keyed by exactly what it was worked out from (only a changed window is worked out again),
// and the work is done a few milliseconds at a time, the event loop turning in between (answers never wait on it).
import type { DatabaseSync } from 'node:sqlite';
import { planDue } from '../../../core/progress/due-per-day.ts';
import { isRepeatedlyMissed, reviewCase, type CaseSchedule } from '../../../core/progress/schedule.ts';
import type { DrillKind } from '../../../core/drills/types.ts';
import type { Result } from '../../../core/result.ts';
import type { DashboardRow } from '../../../contract/progress-types.ts';
import { caseStepOrder, type CaseStep, type RoomCaseWindows } from '../../room/case-window-read.ts';
import { CASE_WINDOW } from '../../room/room-schema-case-steps.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { endOfDay } from './progress-due.ts';

/** A case's schedule over every station, as the Dashboard counts it: when due (epoch ms), and missed again and again. */
export interface CaseOutcome {
  readonly due: number;
  readonly flagged: boolean;
}

/** Per trainee (this PC's id), per case (caseId), the outcome over every station; and the room's refused rows. */
export interface RoomCaseOutcomes {
  readonly byTrainee: ReadonlyMap<string, ReadonlyMap<string, CaseOutcome>>;
  readonly refused: number;
}

const caseId = (kind: string, tag: string) => JSON.stringify([kind, tag]);

/** This PC's last CASE_WINDOW answers to one case of a trainee. */
function localSteps(db: DatabaseSync, traineeId: string, kind: string, tag: string): CaseStep[] {
  const rows = allRows<{
    started_at: string;
    session_id: string;
    seq: number;
    correct: number;
    response_ms: number;
    late: number;
    answered_at: string;
  }>(
    db.prepare(
      `SELECT s.started_at, f.session_id, f.seq, c.correct, c.response_ms, c.late, c.answered_at
       FROM case_reviews c JOIN progress_facts f ON f.id = c.fact_id JOIN sessions s ON s.id = f.session_id
       WHERE c.trainee_id = ? AND c.kind = ? AND c.tag = ? ORDER BY c.id DESC LIMIT ?`,
    ),
    traineeId,
    kind,
    tag,
    CASE_WINDOW,
  );
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

/** The answers a case is scheduled from: each once, in the record's order, the newest CASE_WINDOW. */
export function windowOf(steps: readonly CaseStep[]): CaseStep[] {
  const once = new Map(steps.map((s) => [`${s.sessionId}\u0000${s.seq}`, s]));
  return [...once.values()].sort(caseStepOrder).slice(-CASE_WINDOW);
}

/** The case's schedule from its window (windowOf). */
export function replayCase(kind: DrillKind, tag: string, window: readonly CaseStep[]): CaseSchedule | null {
  let schedule: CaseSchedule | null = null;
  for (const s of window)
    schedule = reviewCase(schedule, {
      kind,
      tag,
      correct: s.correct,
      responseMs: s.ms,
      late: s.late,
      at: s.at,
    });
  return schedule;
}

/** Outcomes worked out, keyed by everything they were worked out from (a pure function's results). */
const kept = new Map<string, CaseOutcome>();
const KEPT_MOST = 200_000;
/** Main-thread work between two turns of the event loop. */
const BUDGET_MS = 4;

/**
 * Each trainee's outcomes of the cases answered on other stations (the room's windows, with this PC's last answers to
 * the same cases), worked out a few milliseconds at a time. This PC's store failing comes back as words.
 */
export async function roomCaseOutcomes(
  ctx: ServiceContext,
  rows: readonly DashboardRow[],
  room: RoomCaseWindows,
): Promise<Result<RoomCaseOutcomes>> {
  const windowsOf = new Map<string, RoomCaseWindows['windows'][number][]>();
  for (const w of room.windows) for (const id of w.ids) windowsOf.set(id, [...(windowsOf.get(id) ?? []), w]);
  const work = rows.flatMap((row) => (windowsOf.get(row.traineeId) ?? []).map((w) => ({ row, w })));
  const byTrainee = new Map<string, Map<string, CaseOutcome>>();
  if (kept.size > KEPT_MOST) kept.clear();
  for (let next = 0; next < work.length;) {
    const did = withDb(ctx, (db) => {
      const until = performance.now() + BUDGET_MS;
      do {
        const { row, w } = work[next] as (typeof work)[number];
        next += 1;
        const window = windowOf([...w.steps, ...localSteps(db, row.traineeId, w.kind, w.tag)]);
        const key = JSON.stringify([w.kind, w.tag, window.map((s) => [s.correct, s.ms, s.late, s.at])]);
        let outcome = kept.get(key);
        if (!outcome) {
          const s = replayCase(w.kind, w.tag, window);
          outcome = s
            ? { due: s.card.due, flagged: isRepeatedlyMissed(s) }
            : { due: Infinity, flagged: false };
          kept.set(key, outcome);
        }
        const mine = byTrainee.get(row.traineeId) ?? new Map<string, CaseOutcome>();
        byTrainee.set(row.traineeId, mine.set(caseId(w.kind, w.tag), outcome));
      } while (next < work.length && performance.now() < until);
      return { ok: true, value: null };
    });
    if (!did.ok) return did;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { ok: true, value: { byTrainee, refused: room.refused } };
}

/** The rows with each trainee's flagged and due cases over every station (reads this PC's own schedules). */
export function mergeRoomCases(
  db: DatabaseSync,
  rows: readonly DashboardRow[],
  room: RoomCaseOutcomes,
  now: Date,
): DashboardRow[] {
  const until = endOfDay(now);
  const local = db.prepare('SELECT kind, tag, due, flagged FROM case_schedules WHERE trainee_id = ?');
  return rows.map((row) => {
    const theirs = room.byTrainee.get(row.traineeId);
    if (!theirs) return row;
    const cases = new Map<string, CaseOutcome>();
    for (const c of allRows<{ kind: string; tag: string; due: number; flagged: number }>(
      local,
      row.traineeId,
    ))
      cases.set(caseId(c.kind, c.tag), { due: c.due, flagged: c.flagged === 1 });
    for (const [id, outcome] of theirs) cases.set(id, outcome);
    const all = [...cases.values()];
    return {
      ...row,
      flagged: all.filter((c) => c.flagged).length,
      // What the trainee is asked today: at most a day's worth (core/progress/due-per-day.ts).
      due: planDue(all.filter((c) => c.due <= until).length).today,
    };
  });
}
