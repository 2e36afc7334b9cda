// A practice step's clock under a hard time limit (issue 23), kept in the main process: the page's own time cannot
// save a late answer. The clock starts when the page says the step's cards are dealt (sessions.shown), or at the
// latest MAX_DEAL_MS after main sent the prompt; the next prompt goes out with the feedback on the last answer, so
// the time spent reading feedback is never counted before the page says the step is shown.
import type { DatabaseSync } from 'node:sqlite';
import type { Prompt } from '../../../core/drills/types.ts';
import { MAX_DEAL_MS } from './deal-allowance.ts';
import { dropStepClock, keepStepClock, liveStepClock } from './live-sessions.ts';

/** A prompt goes out now (null: the session has nothing more to ask). */
export function issueStep(db: DatabaseSync, sessionId: string, prompt: Prompt | null, nowMs: number): void {
  if (prompt === null) dropStepClock(db, sessionId);
  else
    keepStepClock(db, sessionId, {
      itemId: prompt.itemId,
      step: prompt.step,
      startsAt: nowMs + MAX_DEAL_MS,
      shown: false,
    });
}

/** The page says the step is shown: its clock starts now (once; never later than it would have anyway). */
export function stepShown(
  db: DatabaseSync,
  sessionId: string,
  at: { itemId: string; step: number },
  nowMs: number,
): boolean {
  const clock = liveStepClock(db, sessionId);
  if (!clock || clock.shown || clock.itemId !== at.itemId || clock.step !== at.step) return false;
  clock.shown = true;
  clock.startsAt = Math.min(clock.startsAt, nowMs);
  return true;
}

/** The time the step on screen has used by main's clock; null if main did not send it (e.g. before a restart). */
export function stepUsedMs(
  db: DatabaseSync,
  sessionId: string,
  prompt: Prompt,
  nowMs: number,
): number | null {
  const clock = liveStepClock(db, sessionId);
  if (!clock || clock.itemId !== prompt.itemId || clock.step !== prompt.step) return null;
  return Math.max(0, Math.round(nowMs - clock.startsAt));
}
