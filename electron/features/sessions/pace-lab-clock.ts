// The pace lab's time (issue 23) is the main process's: a pace-lab step's recorded time is what main's monotonic
// step clock measured (practice-step-clock.ts: from the cards dealt on screen, at most the deal allowance after the
// step was sent, to the answer), never the page's own count, so a page cannot make a run faster than it was. The
// stored times are then what the session's coups an hour are counted from (core/drills/pace-lab-score.ts).
import { sessionPace, type SessionState } from '../../../core/drills/session.ts';
import type { Prompt } from '../../../core/drills/types.ts';
import type { LivePace } from '../../../contract/index.ts';

/**
 * The time to record for the step answered. A hard limit takes the later of the page's and main's time (the page's
 * timer may give the step up); a paced step takes main's; any other step the page's. `mainMs` is null only for a
 * step main did not send (it re-sends the step on resume), where the page's time is all there is.
 */
export function recordedMs(prompt: Prompt | null, pageMs: number, mainMs: number | null): number {
  if (prompt?.hardLimit === true) return Math.max(pageMs, mainMs ?? 0);
  if (prompt?.paced === true && mainMs !== null) return mainMs;
  return pageMs;
}

/** Does main time this step (it needs the step's clock)? */
export function timedByMain(prompt: Prompt | null): boolean {
  return prompt?.hardLimit === true || prompt?.paced === true;
}

/** The run so far, for the pace-lab screen; accuracy only where marks are shown as they come (practice). */
export function livePace(state: SessionState): LivePace | null {
  const pace = sessionPace(state);
  if (!pace) return null;
  return {
    coups: pace.coups,
    coupsPerHour: pace.coupsPerHour,
    accuracy: state.set.mode === 'practice' ? pace.accuracy : null,
    targetCoupsPerHour: pace.target.coupsPerHour,
    targetFrom: pace.target.from,
  };
}
