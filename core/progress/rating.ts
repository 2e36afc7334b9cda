// How one answer rates for spaced repetition: a wrong answer, a slow one, one within the target time and a fast one
// are FSRS's four grades (Again, Hard, Good, Easy). Speed is judged against the skill's target time per step.
import { SPEED_TARGETS_MS } from '../drills/mastery.ts';
import type { DrillKind } from '../drills/types.ts';

export type Rating = 'again' | 'hard' | 'good' | 'easy';
export const RATINGS: readonly Rating[] = ['again', 'hard', 'good', 'easy'];

/** An answer in at most this share of the target time counts as fast. */
export const FAST_SHARE = 0.5;

export type Pace = 'fast' | 'within' | 'slow';

/** fast: at most half the target; within: up to the target (inclusive); slow: over it. */
export function pace(responseMs: number, targetMs: number): Pace {
  if (responseMs <= targetMs * FAST_SHARE) return 'fast';
  return responseMs <= targetMs ? 'within' : 'slow';
}

/**
 * Wrong is 'again' whatever the time: a fast wrong call is still a wrong call. A right answer after its step's time
 * limit ("too slow", core/drills/pace.ts) is a miss of speed, and 'hard' whatever the skill's target: the case was
 * recalled, so FSRS's Again (a lapse: stability reset as if it were forgotten, and counted towards the case's
 * repeated misses) would call knowledge lost that was only slow; Hard is FSRS's "recalled with serious difficulty":
 * a shorter interval and a higher difficulty, so the case comes back sooner, to be drilled at pace.
 */
export function rateAnswer(correct: boolean, responseMs: number, targetMs: number, late = false): Rating {
  if (!correct) return 'again';
  if (late) return 'hard';
  const p = pace(responseMs, targetMs);
  return p === 'slow' ? 'hard' : p === 'within' ? 'good' : 'easy';
}

/** The rating of an answer to a skill, against that skill's target time (and its step's limit: `late`). */
export function rateSkillAnswer(kind: DrillKind, correct: boolean, responseMs: number, late = false): Rating {
  return rateAnswer(correct, responseMs, SPEED_TARGETS_MS[kind], late);
}
