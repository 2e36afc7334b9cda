// Guarantee 7 (issue 20): a step cut short by a crash or kill gives no extra thinking time. The monotonic clock does
// not survive the process, so the wall time at which the step on screen would have used nothing (its clock start
// minus the time it carried from earlier runs) is stored durably with the prompt, before the prompt reaches the
// screen. After a crash, the step is charged everything from then until the app is started again: the candidate
// could think all that time, so none of it is free.
import type { DatabaseSync } from 'node:sqlite';

/** Stores when the step now on screen started using its time (wall ms), in the caller's transaction or alone. */
export function recordStepStart(db: DatabaseSync, sessionId: string, startedWallMs: number): void {
  db.prepare('UPDATE assessment_attempts SET step_started_wall = ? WHERE session_id = ?').run(
    Math.round(startedWallMs),
    sessionId,
  );
}

/**
 * The time a step had used when its run was cut short: what was stored when it was last left, or, when its start
 * is known, everything from that start to now, whichever is more (a wall clock set back cannot give time back).
 */
export function usedAfterCrash(
  storedUsedMs: number,
  startedWallMs: number | null,
  nowWallMs: number,
): number {
  if (startedWallMs === null) return storedUsedMs;
  return Math.max(storedUsedMs, Math.round(nowWallMs - startedWallMs));
}

/**
 * Recovery at start: every attempt still marked running was cut short. Each is abandoned with its step charged
 * the time it used until now (usedAfterCrash); only the trainer resumes it. The attempt's key went with the crash,
 * so this change cannot be sealed: the time it was made is stored with it (recovered_at), and the record check
 * accepts exactly this change of the sealed state until the trainer's next action seals it (attempt-state.ts).
 */
export function abandonCutShort(db: DatabaseSync, nowWallMs: number): void {
  const rows = db
    .prepare(
      `SELECT session_id, step_used_ms, step_started_wall FROM assessment_attempts WHERE status = 'running'`,
    )
    .all() as { session_id: string; step_used_ms: number; step_started_wall: number | null }[];
  const update = db.prepare(
    `UPDATE assessment_attempts SET status = 'abandoned', abandoned_count = abandoned_count + 1,
       step_used_ms = ?, recovered_at = ? WHERE session_id = ? AND status = 'running'`,
  );
  const at = Math.round(nowWallMs);
  for (const r of rows) update.run(usedAfterCrash(r.step_used_ms, r.step_started_wall, at), at, r.session_id);
}
