// Issue 23, the audition set: pace and accuracy make one readiness band, in bands the trainer sets (best first, a
// mark met exactly counts), and the summary says which band and why, in words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  auditionBand,
  auditionSchema,
  defaultAudition,
  type Audition,
} from '../../../core/drills/audition.ts';
import { parseDrillSet } from '../../../core/drills/spec.ts';
import { english } from '../../../core/i18n/phrase.ts';
import { drillSet } from '../drills/helpers.ts';

const BANDS: Audition = {
  bands: [
    { label: 'Ready', minCoupsPerHour: 70, minAccuracy: 0.95 },
    { label: 'Nearly', minCoupsPerHour: 55, minAccuracy: 0.9 },
  ],
  below: 'Not yet',
};

describe('the readiness band, at the edges', () => {
  it.each([
    // coups an hour, accuracy, band
    [70, 0.95, 'Ready'], // both marks met exactly
    [120, 1, 'Ready'],
    [69.9, 0.95, 'Nearly'], // a tenth of a coup short
    [70, 0.949, 'Nearly'], // accuracy just short
    [55, 0.9, 'Nearly'],
    [54.9, 0.99, 'Not yet'],
    [90, 0.899, 'Not yet'],
    [null, 1, 'Not yet'], // nothing timed
  ])('%s coups an hour, accuracy %d: %s', (rate, accuracy, band) => {
    expect(auditionBand(BANDS, { coupsPerHour: rate, accuracy }).band).toBe(band);
  });

  it.each([
    [72, 0.96, "Ready: 72 coups an hour and 96% accuracy meet Ready's 70 coups an hour and 95%."],
    [
      64,
      0.96,
      "Nearly: 64 coups an hour and 96% accuracy meet Nearly's 55 coups an hour and 90%; 64 coups an hour is below Ready's 70.",
    ],
    [
      80,
      0.92,
      "Nearly: 80 coups an hour and 92% accuracy meet Nearly's 55 coups an hour and 90%; accuracy 92% is below Ready's 95%.",
    ],
    [
      50,
      0.85,
      "Not yet: 50 coups an hour and 85% accuracy meet no band; 50 coups an hour is below Nearly's 55, and accuracy 85% is below Nearly's 90%.",
    ],
  ])('%d coups an hour at %d: says why in words', (rate, accuracy, reason) => {
    expect(english(auditionBand(BANDS, { coupsPerHour: rate, accuracy }).reason)).toBe(reason);
  });

  it('property: a better run (faster and at least as accurate) is never in a lower band', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }).map((x) => x / 10),
        fc.integer({ min: 0, max: 1000 }).map((x) => x / 1000),
        fc.integer({ min: 0, max: 500 }).map((x) => x / 10),
        fc.integer({ min: 0, max: 100 }).map((x) => x / 1000),
        (rate, accuracy, faster, surer) => {
          const was = auditionBand(BANDS, { coupsPerHour: rate, accuracy });
          const now = auditionBand(BANDS, {
            coupsPerHour: rate + faster,
            accuracy: Math.min(1, accuracy + surer),
          });
          expect(now.rank).toBeLessThanOrEqual(was.rank);
          expect(english(now.reason).startsWith(`${now.band}:`)).toBe(true);
        },
      ),
    );
  });
});

describe('the bands a trainer sets', () => {
  it('the default bands: Ready at the house target and 95%, Nearly at four fifths of it and 90%', () => {
    expect(defaultAudition(50)).toEqual({
      bands: [
        { label: 'Ready', minCoupsPerHour: 50, minAccuracy: 0.95 },
        { label: 'Nearly', minCoupsPerHour: 40, minAccuracy: 0.9 },
      ],
      below: 'Not yet',
    });
  });

  it.each([
    [
      'a lower band asking more',
      { ...BANDS, bands: [BANDS.bands[1]!, BANDS.bands[0]!] },
      'bands.1: "Ready" asks more than "Nearly" above it: list the bands best first',
    ],
    [
      'two bands with the same marks',
      { ...BANDS, bands: [BANDS.bands[0]!, { ...BANDS.bands[0]!, label: 'Also' }] },
      'bands.1: "Also" has the same marks as "Ready": it could never be reached',
    ],
    ['a name twice', { ...BANDS, below: 'Ready' }, 'below: "Ready" names two bands'],
    ['no bands', { ...BANDS, bands: [] }, 'bands: needs at least one band'],
    [
      'accuracy over 1',
      { ...BANDS, bands: [{ ...BANDS.bands[0]!, minAccuracy: 95 }] },
      'bands.0.minAccuracy: must be from 0 to 1',
    ],
    ['an empty name', { ...BANDS, below: ' ' }, 'below: must not be empty'],
  ])('%s is refused, naming the field', (_name, audition, message) => {
    const r = auditionSchema.safeParse(audition);
    expect(r.success).toBe(false);
    const text = r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    expect(text).toContain(message);
  });

  it('a set with an audition needs a pace-lab section', () => {
    const r = parseDrillSet({
      ...drillSet([{ kind: 'result', count: 2, difficulty: 'basic', timeLimitMs: null }]),
      audition: BANDS,
    });
    expect(r.ok ? 'ok' : r.error).toContain(
      'audition: an audition is rated on the pace lab: add a pace-lab section',
    );
  });
});
