// Guarantee 7 (issue 20): a step cut short by a crash or kill gives no extra thinking time. The monotonic clock does
// not survive the process, so the wall time at which the step on screen would have used nothing (its clock start
// minus the time it carried from earlier runs) is stored durably with the prompt, before the prompt reaches the
// screen. After a crash, the step is charged everything from then until the app is started again: the candidate
// could think all that time, so none of it is free.
import type { DatabaseSync } from 'node:sqlite';
import { ref, type MessageRef } from '../../core/i18n/say.ts';

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
 * The latest crash recovery this run recorded for each attempt (wall ms), per store. recovered_at cannot be sealed (the
 * attempt's key went with the crash), so a candidate could move it back while the app runs, before the trainer comes,
 * and with it the time charged: what this run wrote is remembered here, and a stored time earlier than it (or none,
 * before the trainer's action sealed it) is a changed record (recoveryMovedBack).
 */
const recorded = new WeakMap<DatabaseSync, Map<string, number>>();

/**
 * Recovery at start: every attempt still marked running was cut short. Each is abandoned with its step charged
 * the time it used until now (usedAfterCrash); only the trainer resumes it. The attempt's key went with the crash,
 * so this change cannot be sealed: the time it was made is stored with it (recovered_at), and the record check
 * accepts exactly this change of the sealed state until the trainer's next action seals it (attempt-state.ts).
 * A recovery still waiting for the trainer from an earlier start is brought up to this start: the candidate could
 * think (or edit the stored time) all the while the app was closed, so the step is charged until now.
 */
export function abandonCutShort(db: DatabaseSync, nowWallMs: number): void {
  const at = Math.round(nowWallMs);
  const rows = db
    .prepare(
      `SELECT session_id, step_used_ms, step_started_wall FROM assessment_attempts WHERE status = 'running'`,
    )
    .all() as { session_id: string; step_used_ms: number; step_started_wall: number | null }[];
  const update = db.prepare(
    `UPDATE assessment_attempts SET status = 'abandoned', abandoned_count = abandoned_count + 1,
       step_used_ms = ?, recovered_at = ? WHERE session_id = ? AND status = 'running'`,
  );
  for (const r of rows) update.run(usedAfterCrash(r.step_used_ms, r.step_started_wall, at), at, r.session_id);
  const waiting = db
    .prepare(
      `SELECT session_id, step_used_ms, step_started_wall, recovered_at FROM assessment_attempts
       WHERE status = 'abandoned' AND recovered_at IS NOT NULL AND recovered_at < ?`,
    )
    .all(at) as { session_id: string; step_used_ms: number; step_started_wall: number | null }[];
  const raise = db.prepare(
    'UPDATE assessment_attempts SET step_used_ms = ?, recovered_at = ? WHERE session_id = ?',
  );
  for (const r of waiting)
    raise.run(usedAfterCrash(r.step_used_ms, r.step_started_wall, at), at, r.session_id);
  const mine = new Map<string, number>();
  const pending = db
    .prepare('SELECT session_id, recovered_at FROM assessment_attempts WHERE recovered_at IS NOT NULL')
    .all() as { session_id: string; recovered_at: number }[];
  for (const r of pending) mine.set(r.session_id, Number(r.recovered_at));
  recorded.set(db, mine);
}

/** The trainer's action sealed the recovery in (response-chain.ts storeHead): nothing is pending for it any more. */
export function recoverySealed(db: DatabaseSync, attemptId: string): void {
  recorded.get(db)?.delete(attemptId);
}

/** Null, or what was done to the stored time of a crash recovery this run recorded and the trainer has not sealed. */
export function recoveryMovedBack(
  db: DatabaseSync,
  attemptId: string,
  storedRecoveredAt: number | null,
): MessageRef | null {
  const mine = recorded.get(db)?.get(attemptId);
  if (mine === undefined) return null;
  if (storedRecoveredAt === null) return ref('main_recovery_removed', { at: new Date(mine).toISOString() });
  if (Number(storedRecoveredAt) < mine)
    return ref('main_recovery_moved_back', {
      recorded: new Date(mine).toISOString(),
      now: new Date(Number(storedRecoveredAt)).toISOString(),
    });
  return null;
}
