// Issue 23, chips as chips: every pile sums to its amount, every "fewest" answer is minimal, colouring up keeps the
// value, and a payment of the right amount made the wrong way is told why.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_PROFILES } from '../../../core/profiles.ts';
import { Rng } from '../../../core/rng.ts';
import { fewestChips } from '../../../core/chips/fewest.ts';
import { MAX_STACK_CHIPS, playerFloorChip, playerStack } from '../../../core/chips/player-stack.ts';
import { colourDown, colourUp, cutInto } from '../../../core/chips/exchange.ts';
import { english } from '../../../core/i18n/phrase.ts';
import type { MessageRef } from '../../../core/i18n/say.ts';
import { checkPayment } from '../../../core/chips/payment-rule.ts';
import { realisticStake } from '../../../core/chips/stakes.ts';
import { chipCount, stackTotal, type ChipStack } from '../../../core/chips/stack.ts';

/** The fewest chips by brute force over every count of each chip: the reference the fast answer is held to. */
function bruteFewest(amount: number, chips: readonly number[]): number | null {
  const sorted = [...chips].sort((a, b) => b - a);
  let best: number | null = null;
  const go = (i: number, left: number, used: number) => {
    if (best !== null && used >= best) return;
    if (left === 0) {
      best = used;
      return;
    }
    if (i >= sorted.length) return;
    const c = sorted[i] as number;
    for (let n = Math.floor(left / c); n >= 0; n--) go(i + 1, left - n * c, used + n);
  };
  go(0, amount, 0);
  return best;
}

const chipSets = fc
  .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 })
  .map((units) => units.map((u) => u * 25));

describe('fewestChips', () => {
  it.each([
    // Tasmania's chips have no $10: $190 is a $100, three $25s and three $5s.
    [19000, [25, 100, 500, 2500, 10000, 50000, 100000], 7],
    // $33.25: a $25, a $5, three $1s and a 25c.
    [3325, [25, 100, 500, 2500, 10000, 50000, 100000], 6],
    // A set a trainer typed that is not canonical: 300 is two 150s, not three 100s (greedy would say 100+100+100).
    [300, [25, 100, 150], 2],
    [0, [25, 100], 0],
  ])('pays %i cents from %j in %i chips', (amount, chips, count) => {
    const stack = fewestChips(amount, chips);
    expect(stack).not.toBeNull();
    expect(stackTotal(stack as ChipStack)).toBe(amount);
    expect(chipCount(stack as ChipStack)).toBe(count);
  });

  it('says no when the chips cannot make the amount (below the smallest, or off the common step)', () => {
    expect(fewestChips(10, [25, 100])).toBeNull();
    expect(fewestChips(130, [25, 100])).toBeNull();
    expect(fewestChips(-25, [25])).toBeNull();
  });

  it('is as few as any pile can be, for any chip set and amount (brute force)', () => {
    fc.assert(
      fc.property(chipSets, fc.integer({ min: 0, max: 400 }), (chips, n) => {
        const amount = n * 25;
        const stack = fewestChips(amount, chips);
        const best = bruteFewest(amount, chips);
        if (best === null) return stack === null;
        return stack !== null && stackTotal(stack) === amount && chipCount(stack) === best;
      }),
      { numRuns: 400 },
    );
  });
});

/** The fewest chips by a full change-making table over every amount up to it (no shortcut). */
function tableFewest(amount: number, chips: readonly number[]): number | null {
  const best = new Array<number>(amount + 1).fill(Infinity);
  best[0] = 0;
  for (let a = 1; a <= amount; a++) {
    for (const c of chips) if (c <= a) best[a] = Math.min(best[a]!, best[a - c]! + 1);
  }
  return Number.isFinite(best[amount]) ? best[amount]! : null;
}

describe('fewestChips past the table (the largest chips paid first)', () => {
  it('is as few as the full table says, for amounts far past the bound', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 2, max: 12 }), { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 0, max: 3000 }),
        (chips, amount) => {
          const stack = fewestChips(amount, chips);
          const best = tableFewest(amount, chips);
          if (best === null) return stack === null;
          return stack !== null && stackTotal(stack) === amount && chipCount(stack) === best;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('playerStack', () => {
  it.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s: every pile sums to its stake, stays within %i chips and uses only the house chips',
    (_id, profile) => {
      fc.assert(
        fc.property(fc.integer(), fc.integer({ min: 1, max: 400 }), (seed, units) => {
          const amount = units * profile.betUnit;
          const stack = playerStack(amount, profile.chips, profile.betUnit, Rng.fromSeed(seed));
          if (!stack) return fewestChips(amount, profile.chips) === null;
          const fewest = fewestChips(amount, profile.chips) as ChipStack;
          return (
            stackTotal(stack) === amount &&
            chipCount(stack) <= Math.max(MAX_STACK_CHIPS, chipCount(fewest)) &&
            stack.every((c) => profile.chips.includes(c.value) && c.count > 0)
          );
        }),
        { numRuns: 200 },
      );
    },
  );

  // Issue 23: a player's change is never in the dealer's chips (no $1 broken into 25c where the house has a $1 chip).
  // The rule (playerFloorChip): the smallest chip a player bets with is the largest chip that divides the bet unit;
  // every bet is a multiple of the bet unit, so a player never needs a smaller one to make it.
  it.each<[string, readonly number[], number, number]>([
    ['25c for commission, $1 unit', [25, 100, 500, 2500, 10000, 50000, 100000], 100, 100],
    ['no chip below the unit', [100, 500, 2500, 10000], 100, 100],
    ['a $5 unit with $1 chips', [100, 500, 2500], 500, 500],
    ['a $2 unit: the $1 chip makes it', [100, 500, 2500], 200, 100],
    ['no chip divides the unit', [200, 500], 300, 200],
  ])('the smallest chip a player bets with: %s', (_why, chips, betUnit, floor) => {
    expect(playerFloorChip(chips, betUnit)).toBe(floor);
  });

  it.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s: a mix has no chip below the smallest a player bets with, and still sums to its stake',
    (_id, profile) => {
      const floor = playerFloorChip(profile.chips, profile.betUnit);
      const smallest = Math.min(...profile.chips);
      fc.assert(
        fc.property(
          fc.integer(),
          fc.integer({ min: 1, max: 400 }),
          fc.integer({ min: 0, max: 3 }),
          (seed, units, odd) => {
            // A stake in bet units; and some with an odd amount of the smallest chip over (a reduced wager).
            const amount = units * profile.betUnit + odd * smallest;
            const stack = playerStack(amount, profile.chips, profile.betUnit, Rng.fromSeed(seed));
            const fewest = fewestChips(amount, profile.chips);
            if (!stack || !fewest) return stack === null && fewest === null;
            const inFewest = (v: number) => fewest.find((c) => c.value === v)?.count ?? 0;
            return (
              stackTotal(stack) === amount &&
              // Below the floor: only what the amount itself needs, never a player's change.
              stack.every((c) => c.value >= floor || c.count <= inFewest(c.value)) &&
              (amount % profile.betUnit !== 0 || stack.every((c) => c.value >= floor))
            );
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it('a $1 is never broken into 25c chips where the house has a $1 chip, though other chips are broken', () => {
    const chips = [25, 100, 500, 2500, 10000];
    const rng = Rng.fromSeed('quarters');
    const piles = Array.from({ length: 300 }, () => playerStack(1300, chips, 100, rng) as ChipStack);
    expect(piles.some((s) => s.some((c) => c.value === 25))).toBe(false);
    // $13 at fewest is two $5s and three $1s: a $5 is still broken into $1s, as players do.
    expect(piles.some((s) => chipCount(s) > chipCount(fewestChips(1300, chips) as ChipStack))).toBe(true);
  });

  it('is not always the fewest chips: a player mixes colours', () => {
    const tasmania = BUILT_IN_PROFILES[0]!;
    const rng = Rng.fromSeed('mix');
    const mixed = Array.from(
      { length: 50 },
      () => playerStack(19000, tasmania.chips, tasmania.betUnit, rng) as ChipStack,
    ).filter((s) => chipCount(s) > 6);
    expect(mixed.length).toBeGreaterThan(0);
  });
});

describe('colour up and down', () => {
  it('colouring up keeps the value and is never more chips than the pile (fewest)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ value: fc.constantFrom(25, 100, 500, 2500), count: fc.integer({ min: 1, max: 30 }) }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        (pile) => {
          const up = colourUp(pile, [25, 100, 500, 2500, 10000]) as ChipStack;
          return stackTotal(up) === stackTotal(pile) && chipCount(up) <= chipCount(pile);
        },
      ),
    );
  });

  it.each([
    [10000, 2500, [{ value: 2500, count: 4 }]],
    [2500, 500, [{ value: 500, count: 5 }]],
    [10000, 3000, null],
  ] as const)('changes a %i chip into %i chips', (chip, into, expected) => {
    expect(colourDown(chip, into, [100, 500, 2500, 10000])).toEqual(expected);
  });

  it.each([
    [47, 20, { stacks: 2, rest: 7 }],
    [47, 5, { stacks: 9, rest: 2 }],
    [20, 20, { stacks: 1, rest: 0 }],
  ])('cuts %i chips in stacks of %i', (count, size, cut) => {
    expect(cutInto(count, size)).toEqual(cut);
  });
});

describe('checkPayment', () => {
  const chips = [25, 100, 500, 2500, 10000];
  it('right amount, fewest chips: nothing to say', () => {
    const paid = fewestChips(3325, chips) as ChipStack;
    expect(checkPayment(paid, 3325, { kind: 'fewest' }, chips, [])).toEqual({
      amountRight: true,
      reasons: [],
    });
  });
  it('right amount in too many chips: says the fewest', () => {
    const paid = [
      { value: 100, count: 33 },
      { value: 25, count: 1 },
    ];
    const check = checkPayment(paid, 3325, { kind: 'fewest' }, chips, []);
    expect(check.amountRight).toBe(true);
    expect(english(check.reasons[0] as MessageRef)).toMatch(
      /34 chips: the house pays in the fewest chips, 6 \(1 × \$25\.00, 1 × \$5\.00, 3 × \$1\.00, 1 × \$0\.25\)/,
    );
  });
  it('wager colours: a payment in other colours is told which', () => {
    const wager = [{ value: 500, count: 4 }];
    const check = checkPayment(
      [
        { value: 2500, count: 1 },
        { value: 500, count: 1 },
      ],
      3000,
      { kind: 'wager-colours' },
      chips,
      wager,
    );
    expect(english(check.reasons[0] as MessageRef)).toMatch(/wager's colours: 6 × \$5\.00/);
  });
  it('at most N of a chip', () => {
    const check = checkPayment([{ value: 25, count: 3 }], 75, { kind: 'at-most', max: 2 }, chips, []);
    expect(check.reasons.some((r) => /no more than 2 of one chip/.test(english(r)))).toBe(true);
  });
  it('a chip the house does not have is no payment, whatever it adds up to', () => {
    const check = checkPayment([{ value: 19000, count: 1 }], 19000, { kind: 'fewest' }, chips, []);
    expect(check.reasons.map(english)).toEqual(['This house has no $190.00 chip.']);
  });

  it('under a cap the fewest chips are the yardstick only where they keep it', () => {
    // $75 is three $25s at the fewest: with at most two of a chip, two $25s, two $10s... this house has no $10, so
    // $25 + $25 + $5 × 5 breaks it too; the fewest-chips reason is not given where the fewest break the cap.
    const check = checkPayment([{ value: 2500, count: 3 }], 7500, { kind: 'at-most', max: 2 }, chips, []);
    expect(check.reasons.some((r) => /fewest chips/.test(english(r)))).toBe(false);
    expect(check.reasons.some((r) => /no more than 2 of one chip/.test(english(r)))).toBe(true);
  });

  it('a wrong amount says the amount, not the chips', () => {
    const check = checkPayment([{ value: 100, count: 3 }], 325, { kind: 'fewest' }, chips, []);
    expect({ ...check, reasons: check.reasons.map(english) }).toEqual({
      amountRight: false,
      reasons: ['The payment is $3.00; it should be $3.25.'],
    });
  });
});

describe('realisticStake', () => {
  it.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s: stakes are within the main limits and in the bet unit, mostly near the minimum',
    (_id, p) => {
      const rng = Rng.fromSeed(`stakes/${p.id}`);
      const stakes = Array.from({ length: 500 }, () =>
        realisticStake(p.limits.main.min, p.limits.main.max, p.betUnit, rng),
      );
      for (const s of stakes) {
        expect(s).toBeGreaterThanOrEqual(p.limits.main.min);
        expect(s).toBeLessThanOrEqual(p.limits.main.max);
        expect(s % p.betUnit).toBe(0);
      }
      const low = stakes.filter((s) => s <= p.limits.main.min * 10).length;
      expect(low / stakes.length).toBeGreaterThan(0.5);
    },
  );
});
