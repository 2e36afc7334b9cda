// Each trainee's skill trends, floor readiness and held-back skills on the trainer's Dashboard over every station
// (issue 22). A skill's window (its last MASTERY_WINDOW steps) is made of this PC's window (skill_recent) and the other
// stations' (room/skill-window-read.ts, which leaves this station's rows out), in the record's order: the session's
// start, then the session's own sequence, never when a step was answered (a station whose clock runs wrong cannot
// shuffle a session's steps), each step once. The last assessment of a skill is the later of this PC's and the
// room's. Figures as allRecentStats() counts them (progress-queries.ts): items by stepsAsItems(), median step time,
// the trend.
import type { DatabaseSync } from 'node:sqlite';
import { MASTERY_WINDOW, median } from '../../../core/drills/mastery.ts';
import { stepsAsItems } from '../../../core/drills/item-score.ts';
import { DRILL_KINDS, type DrillKind } from '../../../core/drills/types.ts';
import { houseTargets } from '../../../core/progress/house-targets.ts';
import {
  floorReadiness,
  skillProgressFromStats,
  type AssessmentOutcome,
} from '../../../core/progress/levels.ts';
import type { DashboardRow } from '../../../contract/progress-types.ts';
import { byRecord, type RoomSkillWindows, type WindowStep } from '../../room/skill-window-read.ts';
import { TREND_MIN, skillTrends } from './dashboard.ts';
import { houseProfile } from '../profiles/profiles.ts';
import type { RecentStats } from './progress-queries.ts';

type ByKind<T> = Map<string, Map<string, T>>;

function put<T>(map: ByKind<T>, id: string, kind: string, value: T): void {
  let kinds = map.get(id);
  if (!kinds) map.set(id, (kinds = new Map()));
  kinds.set(kind, value);
}

/** This PC's windows: trainee → skill → steps, oldest first. */
function localWindows(db: DatabaseSync): ByKind<WindowStep[]> {
  const rows = db
    .prepare(
      `SELECT r.trainee_id, r.kind, s.started_at, f.session_id, f.seq, f.step, r.correct, r.response_ms
       FROM skill_recent r JOIN progress_facts f ON f.id = r.fact_id JOIN sessions s ON s.id = f.session_id
       ORDER BY r.fact_id`,
    )
    .all() as {
    trainee_id: string;
    kind: string;
    started_at: string;
    session_id: string;
    seq: number;
    step: number;
    correct: number;
    response_ms: number;
  }[];
  const out: ByKind<WindowStep[]> = new Map();
  for (const r of rows) {
    const list = out.get(r.trainee_id)?.get(r.kind) ?? [];
    if (list.length === 0) put(out, r.trainee_id, r.kind, list);
    list.push({
      startedAt: Date.parse(r.started_at),
      sessionId: r.session_id,
      seq: r.seq,
      step: r.step,
      correct: r.correct === 1,
      ms: r.response_ms,
    });
  }
  return out;
}

/** This PC's last assessment outcome per trainee and skill, with when it ended. */
function localOutcomes(db: DatabaseSync): ByKind<{ endedAt: string; passed: boolean }> {
  const rows = db.prepare('SELECT trainee_id, kind, ended_at, passed FROM last_assessments').all() as {
    trainee_id: string;
    kind: string;
    ended_at: string;
    passed: number;
  }[];
  const out: ByKind<{ endedAt: string; passed: boolean }> = new Map();
  for (const r of rows) put(out, r.trainee_id, r.kind, { endedAt: r.ended_at, passed: r.passed === 1 });
  return out;
}

/** The last MASTERY_WINDOW steps of two windows in the record's order, each step (session and seq) once. */
export function mergeWindows(mine: readonly WindowStep[], theirs: readonly WindowStep[]): WindowStep[] {
  const seen = new Set<string>();
  return [...mine, ...theirs]
    .filter((s) => {
      const id = `${s.sessionId}\u0000${s.seq}`;
      return seen.has(id) ? false : (seen.add(id), true);
    })
    .sort(byRecord)
    .slice(-MASTERY_WINDOW);
}

/** A skill's window in figures, as allRecentStats() counts this PC's. */
export function windowStats(kind: DrillKind, steps: readonly WindowStep[]): RecentStats {
  const marks = stepsAsItems(steps.map((s) => ({ step: s.step, correct: s.correct })));
  const n = marks.length;
  const older = n >> 1;
  const right = marks.filter(Boolean).length;
  const newerRight = marks.slice(older).filter(Boolean).length;
  return {
    kind,
    answered: n,
    correct: right,
    steps: steps.length,
    medianMs: median(steps.map((s) => s.ms)),
    trend: n < TREND_MIN || older === 0 ? null : newerRight / (n - older) - (right - newerRight) / older,
  };
}

/**
 * The rows with each trainee's skill trends, floor readiness and held-back skills over every station (pure but for
 * reading this PC's own windows); a trainee with nothing on another station keeps the row as this PC counted it.
 */
export function mergeRoomSkills(
  db: DatabaseSync,
  rows: readonly DashboardRow[],
  room: RoomSkillWindows,
): DashboardRow[] {
  const known = (kind: string) => DRILL_KINDS.includes(kind as DrillKind); // a kind this app does not know: nothing
  const windows: ByKind<readonly WindowStep[]> = new Map();
  for (const w of room.windows.filter((x) => known(x.kind)))
    for (const id of w.ids) put(windows, id, w.kind, w.steps);
  const outcomes: ByKind<{ endedAt: string; passed: boolean }> = new Map();
  for (const o of room.outcomes.filter((x) => known(x.kind)))
    for (const id of o.ids) put(outcomes, id, o.kind, o);
  if (windows.size === 0 && outcomes.size === 0) return [...rows];
  const mine = localWindows(db);
  const mineOut = localOutcomes(db);
  const targets = houseTargets(houseProfile(db));
  return rows.map((row) => {
    const theirs = windows.get(row.traineeId);
    const theirOut = outcomes.get(row.traineeId);
    if (!theirs && !theirOut) return row;
    const here = mine.get(row.traineeId);
    const stats = DRILL_KINDS.flatMap((kind) => {
      const steps = mergeWindows(here?.get(kind) ?? [], theirs?.get(kind) ?? []);
      return steps.length > 0 ? [windowStats(kind, steps)] : [];
    });
    const last: Partial<Record<DrillKind, AssessmentOutcome>> = {};
    for (const kind of DRILL_KINDS) {
      const a = mineOut.get(row.traineeId)?.get(kind);
      const b = theirOut?.get(kind);
      const later = !a ? b : !b ? a : b.endedAt > a.endedAt ? b : a;
      if (later) last[kind] = later.passed ? 'passed' : 'failed';
    }
    const levels = skillProgressFromStats(stats, last);
    return { ...row, skills: skillTrends(stats, levels), floor: floorReadiness(levels, targets) };
  });
}
