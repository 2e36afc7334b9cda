// A pace-lab run's result (issue 23): coups an hour against the house's target, with accuracy beside it. The time
// is each step's time as the session recorded it; for pace-lab steps that is the main process's clock (from the
// cards dealt on screen, or at the latest the deal allowance after main sent the step, to the answer:
// electron/features/sessions/practice-step-clock.ts), never the page's. Feedback read between steps is not counted up to the
// deal allowance (4 s); a trainee who reads it longer pays for it in pace, as time away from the table would.
import { z } from 'zod';
import { paceTarget, paceTargetSchema } from '../pace-target.ts';
import type { TableProfile } from '../profiles.ts';
import { itemScores, type ScoredStep } from './item-score.ts';
import { phraseSchema } from '../i18n/message-ref-schema.ts';
import { ref } from '../i18n/say.ts';

export const HOUR_MS = 3_600_000;

/** Coups an hour, to one decimal, from coups worked in `ms`; null when no time was measured (nothing to rate). */
export function coupsPerHour(coups: number, ms: number): number | null {
  if (!Number.isInteger(coups) || coups < 0) throw new RangeError(`coupsPerHour: bad coup count ${coups}`);
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`coupsPerHour: bad time ${ms} ms`);
  if (coups === 0 || ms === 0) return null;
  return Math.round((coups * HOUR_MS * 10) / ms) / 10;
}

const count = z.number().int().min(0);
const share = z.number().min(0).max(1);

/** The pace lab's result, as a session summary carries it. */
export const paceLabResultSchema = z
  .strictObject({
    /** Pace-lab coups completely worked (every step answered). */
    coups: count,
    /** Of those, coups with every step right (a coup weighs once, as every item does). */
    correct: count,
    /** correct / coups; 0 when none. */
    accuracy: share,
    /** The coups' time, main's clock, ms. */
    timeMs: z.number(),
    coupsPerHour: z.number().nullable(),
    target: paceTargetSchema,
    /** At or above the house's target. */
    onPace: z.boolean(),
    /** "64.3 coups an hour against the house's 70 (92% of it); accuracy 95% (19 of 20 coups)": a message (English
     *  words in a summary stored before issue 24). */
    text: phraseSchema,
  })
  .readonly();
export type PaceLabResult = z.infer<typeof paceLabResultSchema>;

export interface TimedStep extends ScoredStep {
  readonly responseMs: number;
}

const pct = (x: number): string => `${Math.round(x * 1000) / 10}%`;

/** The result of the pace-lab coups among `answers` (other kinds in the session are left out). */
export function paceLabResult(
  answers: readonly TimedStep[],
  stepsOf: (item: number) => number,
  profile: Pick<TableProfile, 'squeeze' | 'paceCoupsPerHour'>,
): PaceLabResult {
  const mine = answers.filter((a) => a.kind === 'pace-lab');
  const scored = itemScores(mine, stepsOf);
  const done = new Set(scored.map((s) => s.item));
  const timeMs = mine.filter((a) => done.has(a.item)).reduce((t, a) => t + a.responseMs, 0);
  const coups = scored.length;
  const correct = scored.filter((s) => s.correct).length;
  const accuracy = coups ? correct / coups : 0;
  const rate = coupsPerHour(coups, timeMs);
  const target = paceTarget(profile);
  const onPace = rate !== null && rate >= target.coupsPerHour;
  const pace =
    rate === null
      ? ref('pace_lab_no_coups', { target: target.coupsPerHour })
      : ref(target.from === 'house' ? 'pace_lab_rate_house' : 'pace_lab_rate_default', {
          rate,
          target: target.coupsPerHour,
          share: Math.round((rate / target.coupsPerHour) * 100),
        });
  const text = ref(coups === 1 ? 'pace_lab_result_one' : 'pace_lab_result_many', {
    pace,
    accuracy: pct(accuracy),
    correct,
    coups,
  });
  return { coups, correct, accuracy, timeMs, coupsPerHour: rate, target, onPace, text };
}
