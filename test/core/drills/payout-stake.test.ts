// The payout kind's stake range (Tasmania 7: stakes within the table's limits; Tasmania 12, 13, 15: the payment is
// worked from the stake): every bet offered, at every built-in profile, deals only stakes in the range, in the
// profile's steps; a range that no stake can meet is refused in words.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { kindModule } from '../../../core/drills/kinds/index.ts';
import { stakeUnit } from '../../../core/drills/kinds/stake.ts';
import type { Difficulty, DrillItem } from '../../../core/drills/types.ts';
import { BUILT_IN_PROFILES, limitsFor, offeredBets } from '../../../core/profiles.ts';
import { drillSet } from './helpers.ts';

const DIFFICULTIES: Difficulty[] = ['basic', 'standard', 'hard'];

/** The stake of the bet the item asks about: the key's, and the scene's bet on it (they must agree). */
function stakeOf(item: DrillItem, on: string): number {
  const last = item.steps.at(-1)!;
  const bet = last.prompt.scene.bets.find((b) => b.on === on);
  expect(bet?.amount).toBe(last.key.stake);
  return last.key.stake!;
}

describe('payout stake range', () => {
  for (const profile of BUILT_IN_PROFILES) {
    for (const on of offeredBets(profile)) {
      it(`Tasmania 7, 12: ${profile.id} ${on} — every stake within the range, the limits and the stake step`, () => {
        const limits = limitsFor(profile, on);
        // A range straddling the minimum and reaching a little way up: the limits cut its low end.
        const range = { min: Math.max(1, limits.min - 100), max: limits.min * 3 };
        for (const difficulty of DIFFICULTIES) {
          const made = generateItems(
            drillSet(
              [
                {
                  kind: 'payout',
                  count: 12,
                  difficulty,
                  timeLimitMs: null,
                  constraints: { bets: [on], stake: range },
                },
              ],
              { profile: profile.id },
            ),
            `stake-${profile.id}-${on}-${difficulty}`,
          );
          if (!made.ok) throw new Error(made.error);
          for (const item of made.items) {
            const stake = stakeOf(item, on);
            expect(stake).toBeGreaterThanOrEqual(Math.max(range.min, limits.min));
            expect(stake).toBeLessThanOrEqual(Math.min(range.max, limits.max));
            expect(stake % stakeUnit(profile, on)).toBe(0);
          }
        }
      });
    }
  }

  it.each([
    [{ min: 5_000, max: 1_000 }, 'min ≤ max'],
    [{ min: 0, max: 1_000 }, 'stake'],
    [{ min: 10.5, max: 1_000 }, 'stake'],
  ])('a malformed range %o is refused naming the stake', (stake, words) => {
    const parsed = kindModule('payout')!.constraints.safeParse({ stake });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain(words);
  });

  it('Tasmania 7: a range below the table minimum is refused in words, naming the bet and the limits', () => {
    const made = generateItems(
      drillSet([
        {
          kind: 'payout',
          count: 2,
          difficulty: 'basic',
          timeLimitMs: null,
          constraints: { bets: ['banker'], stake: { min: 1, max: 100 } },
        },
      ]),
      'too-small',
    );
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error).toMatch(/stake: no Banker stake from \$0\.01 to \$1\.00 at .*limits/);
  });
});
