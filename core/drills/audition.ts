// An audition set (issue 23): the pace lab's coups an hour and accuracy combined into a readiness result, in bands
// the trainer sets in the set editor ("Ready" at ≥ 70 coups an hour and ≥ 95% accuracy, "Nearly" at ≥ 55 and ≥ 90%,
// otherwise "Not yet"). Bands are listed best first; a run is in the first band whose two marks it meets (both are
// "at least": a mark met exactly counts), else in the set's band below them all. The summary says which and why.
import { z } from 'zod';
import type { PaceLabResult } from './pace-lab-score.ts';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { ref, say, type MessageRef } from '../i18n/say.ts';
import { phraseSchema } from '../i18n/message-ref-schema.ts';

export const MAX_BANDS = 5;

const bandSchema = z
  .object({
    label: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
    minCoupsPerHour: z
      .number({ message: 'must be a number of coups an hour' })
      .min(1, 'must be at least 1 coup an hour')
      .max(200, 'must be at most 200 coups an hour'),
    /** 0..1, as pass marks are. */
    minAccuracy: z
      .number({ message: 'must be a number' })
      .min(0, 'must be from 0 to 1')
      .max(1, 'must be from 0 to 1'),
  })
  .strict();

export const auditionSchema = z
  .object({
    bands: z.array(bandSchema).min(1, 'needs at least one band').max(MAX_BANDS, `at most ${MAX_BANDS} bands`),
    /** The band of a run that meets none of them. */
    below: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
  })
  .strict()
  .superRefine((a, ctx) => {
    // Best first: each band asks no more than the one above it, or a lower band could never be reached.
    a.bands.forEach((b, i) => {
      const above = a.bands[i - 1];
      if (!above) return;
      if (b.minCoupsPerHour > above.minCoupsPerHour || b.minAccuracy > above.minAccuracy)
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i],
          message: `"${b.label}" asks more than "${above.label}" above it: list the bands best first`,
        });
      if (b.minCoupsPerHour === above.minCoupsPerHour && b.minAccuracy === above.minAccuracy)
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i],
          message: `"${b.label}" has the same marks as "${above.label}": it could never be reached`,
        });
    });
    const labels = [...a.bands.map((b) => b.label), a.below];
    labels.forEach((l, i) => {
      if (labels.indexOf(l) !== i)
        ctx.addIssue({
          code: 'custom',
          path: i < a.bands.length ? ['bands', i, 'label'] : ['below'],
          message: `"${l}" names two bands`,
        });
    });
  });

export type Audition = z.infer<typeof auditionSchema>;
export type AuditionBand = Audition['bands'][number];

/** The audition bands a starter set uses (a house's target pace for "Ready"). The bands' names are the set's data
 *  (the trainer renames them in the set editor), so they are stored in English, said from the messages. */
export function defaultAudition(targetCoupsPerHour: number): Audition {
  return {
    bands: [
      {
        label: say(ref('audition_ready', {}), BASE_LANGUAGE),
        minCoupsPerHour: targetCoupsPerHour,
        minAccuracy: 0.95,
      },
      {
        label: say(ref('audition_nearly', {}), BASE_LANGUAGE),
        minCoupsPerHour: Math.round(targetCoupsPerHour * 0.8),
        minAccuracy: 0.9,
      },
    ],
    below: say(ref('audition_not_yet', {}), BASE_LANGUAGE),
  };
}

/** An audition's band and why, as a session summary carries it. */
export const auditionResultSchema = z
  .strictObject({
    band: z.string(),
    /** Index in the bands (best first); bands.length for the band below them all. */
    rank: z.number().int().min(0),
    /** Why, as a phrase: which marks were met and, below the top band, what fell short of the band above. A summary
     *  stored before issue 24 has it in English words. */
    reason: phraseSchema,
  })
  .readonly();
export type AuditionResult = z.infer<typeof auditionResultSchema>;

/** A share as a percentage to one decimal place (0.953 is 95.3), said with its sign by the messages. */
const pct = (x: number): number => Math.round(x * 1000) / 10;

function shortOf(b: AuditionBand, rate: number | null, accuracy: number): MessageRef[] {
  const out: MessageRef[] = [];
  if (rate === null || rate < b.minCoupsPerHour)
    out.push(ref('left_audition_short_rate', { rate: rate ?? 0, band: b.label, min: b.minCoupsPerHour }));
  if (accuracy < b.minAccuracy)
    out.push(
      ref('left_audition_short_accuracy', {
        accuracy: pct(accuracy),
        band: b.label,
        min: pct(b.minAccuracy),
      }),
    );
  return out;
}

/** Shortfalls joined as "a, and b". */
function andAll(list: readonly MessageRef[]): MessageRef {
  return list.reduceRight((rest, first) => ref('left_audition_and', { first, rest }));
}

const meetsBand = (measured: MessageRef, b: AuditionBand): MessageRef =>
  ref('left_audition_meets', {
    measured,
    band: b.label,
    rate: b.minCoupsPerHour,
    accuracy: pct(b.minAccuracy),
  });

export function auditionBand(
  a: Audition,
  pace: Pick<PaceLabResult, 'coupsPerHour' | 'accuracy'>,
): AuditionResult {
  const rate = pace.coupsPerHour;
  const meets = (b: AuditionBand) =>
    rate !== null && rate >= b.minCoupsPerHour && pace.accuracy >= b.minAccuracy;
  const rank = a.bands.findIndex(meets);
  const measured = ref('left_audition_measured', { rate: rate ?? 0, accuracy: pct(pace.accuracy) });
  if (rank === 0) {
    const top = a.bands[0] as AuditionBand;
    return {
      band: top.label,
      rank,
      reason: ref('left_audition_top', { band: top.label, where: meetsBand(measured, top) }),
    };
  }
  const got = rank === -1 ? null : (a.bands[rank] as AuditionBand);
  const above = a.bands[(rank === -1 ? a.bands.length : rank) - 1] as AuditionBand;
  const why = andAll(shortOf(above, rate, pace.accuracy));
  const where = got ? meetsBand(measured, got) : ref('left_audition_no_band', { measured });
  return {
    band: got ? got.label : a.below,
    rank: rank === -1 ? a.bands.length : rank,
    reason: ref('left_audition_reason', { band: got ? got.label : a.below, where, why }),
  };
}
