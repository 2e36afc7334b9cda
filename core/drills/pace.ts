// An answer's pace against its step's time limit (issue 23, "pace that counts"). A right answer after the limit is
// "too slow": it is not floor-ready, wherever it is counted (the feedback, the session's score, the spaced
// repetition, the heat maps). A dealer who knows the call but cannot make it at the table's pace is not ready for it.
import type { Mark } from './types.ts';
import { ref, type MessageRef } from '../i18n/say.ts';

export type AnswerPace = 'in-time' | 'too-slow' | 'wrong';

type Paced = Pick<Mark, 'correct' | 'late'>;

export function answerPace(mark: Paced): AnswerPace {
  if (!mark.correct) return 'wrong';
  return mark.late ? 'too-slow' : 'in-time';
}

/** Right and within the step's limit (an untimed step is never late). */
export function isFloorReady(mark: Paced): boolean {
  return answerPace(mark) === 'in-time';
}

/**
 * The headline of a right answer after its limit: "Right, but too slow: 9.6 s against 6 s" (without the limit, for
 * an answer stored before marks carried it).
 */
export function tooSlowText(responseMs: number, limitMs: number | undefined): MessageRef {
  const time = seconds(responseMs);
  return limitMs === undefined
    ? ref('pace_too_slow_no_limit', { time })
    : ref('pace_too_slow', { time, limit: seconds(limitMs) });
}

/** Milliseconds as a message ("9.6 s"), to one decimal: every time figure a trainee reads, in each language. */
export function seconds(ms: number): MessageRef {
  return ref('pace_seconds', { seconds: Math.round(ms / 100) / 10 });
}
