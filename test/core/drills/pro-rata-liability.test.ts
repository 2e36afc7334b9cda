// Issue 23, stakes that look like the house's: the maximum collective liability a pro rata drill (Tasmania 7.3b) posts
// is a round figure in the house's units, as a real notice posts it ($10,000, $25,000, $50,000), not $47,313, at every
// house and with odd stakes too; and it is under the wagers' total, so there is a reduction to work out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { amountUnit } from '../../../core/drills/kinds/stake.ts';
import { isRoundLiability, roundLiabilities } from '../../../core/limits.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../../core/profiles.ts';
import { drillSet } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

/** The liability the notice posts, in cents ("Maximum collective liability ₹25,000.00"). */
function postedLiability(notice: readonly string[] | undefined): number {
  const line = notice?.find((l) => l.startsWith('Maximum collective liability')) ?? '';
  const figure = line.replace(/^Maximum collective liability\s*/, '').replace(/[^\d.]/g, '');
  expect(figure, `a liability on the notice: ${line}`).not.toBe('');
  return Math.round(Number(figure) * 100);
}

describe('round figures a notice posts', () => {
  it.each<[number, number, boolean]>([
    [1000000, 100, true], // $10,000
    [2500000, 100, true], // $25,000
    [7500000, 100, true], // $75,000
    [1500, 100, true], // $15
    [4731300, 100, false], // $47,313
    [3500000, 100, false], // $35,000: not a figure notices post
    [15000, 10000, false], // ₹150 where bets are in ₹100s
    [250, 100, false], // $2.50 where bets are in dollars
  ])('%i cents in units of %i: %s', (amount, unit, round) => {
    expect(isRoundLiability(amount, unit)).toBe(round);
  });

  it('from two fifths of any total to nine tenths of it there is one, in dollars or in ₹100s', () => {
    fc.assert(
      fc.property(fc.constantFrom(100, 500, 10000), fc.integer({ min: 3, max: 1_000_000 }), (unit, units) => {
        const total = units * unit;
        const found = roundLiabilities(Math.ceil((total * 2) / 5), Math.floor((total * 9) / 10), unit);
        return found.length > 0 && found.every((l) => isRoundLiability(l, unit) && l < total);
      }),
      { numRuns: 500 },
    );
  });
});

describe.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))('%s', (_id, profile: TableProfile) => {
  it.each([false, true])(
    'every pro rata drill posts a round liability under the total (odd stakes: %s)',
    (odd) => {
      const made = generateItems(
        drillSet(
          [
            {
              kind: 'procedure',
              count: 40,
              difficulty: 'standard',
              timeLimitMs: null,
              constraints: { topic: 'pro-rata', ...(odd ? { oddStakes: true } : {}) },
            },
          ],
          { profile: profile.id },
        ),
        `liability-${odd}`,
      );
      if (!made.ok) throw new Error(made.error);
      expect(made.items.length).toBe(40);
      for (const item of made.items) {
        const scene = item.steps[0]!.prompt.scene;
        const liability = postedLiability(scene.notice?.map(english));
        const total = scene.bets.reduce((t, b) => t + b.amount, 0);
        expect(isRoundLiability(liability, amountUnit(profile)), `${liability} of ${total}`).toBe(true);
        expect(liability).toBeLessThan(total);
        // The question quotes the figure the notice posts.
        expect(english(item.steps[0]!.prompt.question)).toContain(
          english(scene.notice?.[0] ?? '').replace('Maximum collective liability ', '') ?? '?',
        );
      }
    },
  );
});
