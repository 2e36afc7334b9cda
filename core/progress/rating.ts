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

/** Wrong is 'again' whatever the time: a fast wrong call is still a wrong call. */
export function rateAnswer(correct: boolean, responseMs: number, targetMs: number): Rating {
  if (!correct) return 'again';
  const p = pace(responseMs, targetMs);
  return p === 'slow' ? 'hard' : p === 'within' ? 'good' : 'easy';
}

/** The rating of an answer to a skill, against that skill's target time. */
export function rateSkillAnswer(kind: DrillKind, correct: boolean, responseMs: number): Rating {
  return rateAnswer(correct, responseMs, SPEED_TARGETS_MS[kind]);
}
