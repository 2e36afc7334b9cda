import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../core/bets.ts';
import { parseCards } from '../../core/cards.ts';
import { coupFromCards, type Coup } from '../../core/coup.ts';
import { checkLimits, proRata, settleWithinLimits } from '../../core/limits.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { english } from '../../core/i18n/phrase.ts';

// Tasmania profile limits: main $10-$5,000, tie $5-$500, side $5-$200.
const tasmania = builtInProfile('tasmania') as TableProfile;

function coupOf(cards: string): Coup {
  const parsed = parseCards(cards);
  if (!parsed.ok) throw new Error(parsed.error);
  const r = coupFromCards(parsed.value);
  if (!r.ok) throw new Error(r.error);
  return r.coup;
}
const bankerWins = coupOf('6h,7c,Kd,Ks'); // Banker 7 over 6
const playerWins = coupOf('9h,2c,Kd,3s'); // Player natural 9 over 5

describe('Tasmania 7: limits after a result', () => {
  // prettier-ignore
  const rows: [string, Bet, boolean, string, number, number, string][] = [
    ['within limits', { on: 'banker', amount: 2500 }, false, 'ok', 2500, 0, 'Tasmania 7.1'],
    ['under the minimum, first time: settled and warned', { on: 'player', amount: 500 }, false, 'warn', 500, 0, 'Tasmania 7.4, 7.5'],
    ['under the minimum after a warning: returned', { on: 'player', amount: 500 }, true, 'return', 0, 500, 'Tasmania 7.5'],
    ['over the maximum: settled on the maximum only', { on: 'banker', amount: 600000 }, false, 'cap', 500000, 100000, 'Tasmania 7.4'],
    ['Tie over its own $500 maximum', { on: 'tie', amount: 60000 }, false, 'cap', 50000, 10000, 'Tasmania 7.4'],
    ['side bet under its own $5 minimum', { on: 'perfect_pair_player', amount: 400 }, false, 'warn', 400, 0, 'Tasmania 7.4, 7.5'],
    ['the minimum itself is within limits', { on: 'player', amount: 1000 }, true, 'ok', 1000, 0, 'Tasmania 7.1'],
    ['the maximum itself is within limits', { on: 'player', amount: 500000 }, false, 'ok', 500000, 0, 'Tasmania 7.1'],
  ];
  it.each(rows)('%s', (_name, bet, warned, action, settledOn, returned, rule) => {
    const { decisions } = checkLimits(tasmania, [bet], warned);
    expect(decisions[0]).toMatchObject({ action, settledOn, returned, rule });
  });

  it('Tasmania 7.5: the seat is warned after its first under-minimum wager, and stays warned', () => {
    expect(checkLimits(tasmania, [{ on: 'player', amount: 500 }], false).warned).toBe(true);
    expect(checkLimits(tasmania, [{ on: 'player', amount: 2500 }], false).warned).toBe(false);
    expect(checkLimits(tasmania, [{ on: 'player', amount: 2500 }], true).warned).toBe(true);
  });

  it('Tasmania 7.4, 7.5: two under-minimum wagers in the coup of the first warning are both settled', () => {
    const { decisions } = checkLimits(
      tasmania,
      [
        { on: 'player', amount: 500 },
        { on: 'tie', amount: 100 },
      ],
      false,
    );
    expect(decisions.map((d) => d.action)).toEqual(['warn', 'warn']);
  });

  it('Tasmania 7.4: an over-maximum Banker bet of $6,000 wins 19:20 of $5,000 = $4,750', () => {
    const r = settleWithinLimits(tasmania, bankerWins, [{ on: 'banker', amount: 600000 }], false);
    expect(r.ok && r.value.bets[0]?.settlement?.payout).toBe(475000);
  });

  it('Tasmania 7.4: an over-maximum Banker bet of $6,000 that loses has $5,000 collected', () => {
    const r = settleWithinLimits(tasmania, playerWins, [{ on: 'banker', amount: 600000 }], false);
    expect(r.ok && r.value.bets[0]?.settlement?.payout).toBe(-500000);
  });

  it('Tasmania 7.5: a returned under-minimum bet is not settled', () => {
    const r = settleWithinLimits(tasmania, playerWins, [{ on: 'player', amount: 500 }], true);
    expect(r.ok && r.value.bets[0]).toMatchObject({ decision: { action: 'return' }, settlement: null });
  });

  it('Tasmania 7.4: an under-minimum Player bet of $5 that wins on the first warning is paid $5', () => {
    const r = settleWithinLimits(tasmania, playerWins, [{ on: 'player', amount: 500 }], false);
    expect(r.ok && r.value.bets[0]?.settlement?.payout).toBe(500);
    expect(r.ok && r.value.warned).toBe(true);
  });

  it('an unoffered bet is still an error', () => {
    const r = settleWithinLimits(tasmania, playerWins, [{ on: 'super_six', amount: 500 }], false);
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('bet 1: Super Six is not offered') });
  });
});

describe('Tasmania 7.3b: pro rata reduction above the maximum collective liability', () => {
  it.each<[string, number[], number, number[]]>([
    ['exact proportions: $6, $3, $1 against a $5 maximum', [600, 300, 100], 500, [300, 150, 50]],
    ['three equal $10 bets against $20: 666c each, 2c left over', [1000, 1000, 1000], 2000, [666, 666, 666]],
    ['333c and 667c against 500c: 166.5 and 333.5 round down', [333, 667], 500, [166, 333]],
    ['within the maximum: unchanged', [1000, 2000], 5000, [1000, 2000]],
    ['exactly the maximum: unchanged', [1000, 2000], 3000, [1000, 2000]],
  ])('%s', (_name, amounts, max, expected) => {
    const r = proRata(
      amounts.map((amount) => ({ amount })),
      max,
    );
    expect(r.bets.map((b) => b.reduced)).toEqual(expected);
    expect(r.rule).toBe('Tasmania 7.3b');
  });

  // House convention: reduced to amounts the profile's chips can make (rounded down to the smallest chip).
  it.each<[string, number[], number, number, number[]]>([
    [
      '$25 chip: $60, $30, $10 against $50 = $30, $15, $5 exactly',
      [6000, 3000, 1000],
      5000,
      25,
      [3000, 1500, 500],
    ],
    [
      '$0.25 chip: three $10 bets against $20: $6.66 each, down to $6.50',
      [1000, 1000, 1000],
      2000,
      25,
      [650, 650, 650],
    ],
    [
      '$1 chip: $35 and $65 against $50: $17.50 and $32.50, down to $17 and $32',
      [3500, 6500],
      5000,
      100,
      [1700, 3200],
    ],
  ])('Tasmania 7.3b to the chip: %s', (_name, amounts, max, chip, expected) => {
    const r = proRata(
      amounts.map((amount) => ({ amount })),
      max,
      '$',
      chip,
    );
    expect(r.bets.map((b) => b.reduced)).toEqual(expected);
    expect(r.reducedTotal).toBeLessThanOrEqual(max);
    expect(english(r.explanation)).toContain(chip === 100 ? 'the $1.00 chip' : `the $0.25 chip`);
  });

  it('Tasmania 7.3b to the chip: every reduced wager is a multiple of the chip and the total within the maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400_000 }), { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 1, max: 4_000_000 }),
        fc.constantFrom(25, 100, 500),
        (stakes, max, chip) => {
          const amounts = stakes.map((s) => s * chip);
          const r = proRata(
            amounts.map((amount) => ({ amount })),
            max,
            '$',
            chip,
          );
          const total = amounts.reduce((a, b) => a + b, 0);
          if (total <= max) {
            expect(r.reducedTotal).toBe(total);
            return;
          }
          expect(r.reducedTotal).toBeLessThanOrEqual(max);
          for (const b of r.bets) expect(b.reduced % chip).toBe(0);
          // Each wager loses less than one chip against its exact share.
          expect(max - r.reducedTotal).toBeLessThan(amounts.length * chip);
        },
      ),
    );
  });

  it('Tasmania 7.3b: reduced wagers never exceed the maximum nor their own amount, and lose under one cent each', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (amounts, max) => {
          const r = proRata(
            amounts.map((amount) => ({ amount })),
            max,
          );
          const total = amounts.reduce((a, b) => a + b, 0);
          expect(r.reducedTotal).toBeLessThanOrEqual(Math.max(max, 0));
          expect(r.reducedTotal).toBeLessThanOrEqual(total);
          for (const [i, b] of r.bets.entries()) {
            expect(Number.isInteger(b.reduced)).toBe(true);
            expect(b.reduced).toBeLessThanOrEqual(amounts[i] as number);
          }
          // Rounding down loses less than one cent per wager against the exact share.
          if (total > max) expect(max - r.reducedTotal).toBeLessThan(amounts.length);
          else expect(r.reducedTotal).toBe(total);
        },
      ),
    );
  });
});
