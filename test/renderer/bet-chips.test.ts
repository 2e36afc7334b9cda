// A bet's chips as the table draws them (issue 23): a player's mix of the house's chips, with piles of fewer chips to
// fall back on. Whatever the house and the amount: every pile drawn sums to the amount, the same bet on the same table
// is the same pile on every render, and what decides the pile is only what the table shows.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fewestChips } from '../../core/chips/fewest.ts';
import { playerStacksFor } from '../../core/chips/player-stack.ts';
import { chipCount, chipsBottomUp } from '../../core/chips/stack.ts';
import { BUILT_IN_PROFILES, limitsFor } from '../../core/profiles.ts';
import { offeredBets } from '../../core/bets.ts';
import { betPiles, betToPlace, drawnChips, pilesSeed } from '../../renderer/lib/bet-chips.ts';
import type { PileRoom } from '../../renderer/lib/pile-placement.ts';

const sum = (chips: readonly number[]) => chips.reduce((s, c) => s + c, 0);

/** A house, a bet on one of its spots within its limits in its chip units, and the table's other bets. */
const aBet = fc
  .constantFrom(...BUILT_IN_PROFILES)
  .chain((profile) =>
    fc.record({
      profile: fc.constant(profile),
      on: fc.constantFrom(...offeredBets(profile)),
      seat: fc.integer({ min: 1, max: 9 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      others: fc.array(
        fc.record({ id: fc.string({ maxLength: 8 }), amount: fc.integer({ min: 0, max: 10_000_000 }) }),
        { maxLength: 8 },
      ),
    }),
  )
  .map(({ profile, on, seat, share, others }) => {
    const { min, max } = limitsFor(profile, on);
    const units = Math.floor((min + (max - min) * share ** 3) / profile.betUnit);
    const amount = Math.max(min, units * profile.betUnit);
    const bet = { id: `s${seat}-${on}`, amount };
    return { profile, bet, bets: [...others, bet] };
  });

const room = {} as PileRoom;

describe('a bet drawn as a player’s mix', () => {
  test('every pile the table may draw sums to the amount, the mix first and the fewest chips last', () => {
    fc.assert(
      fc.property(aBet, ({ profile, bet, bets }) => {
        const piles = betPiles(bet, profile.chips, profile.betUnit, pilesSeed(bets));
        for (const chips of piles.options) expect(sum(chips), `${bet.id} ${bet.amount}`).toBe(bet.amount);
        // Each pile a chip broken into smaller ones fewer than the one before it, down to the fewest chips.
        const counts = piles.options.map((o) => o.length);
        for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeLessThan(counts[i - 1] as number);
        const fewest = fewestChips(bet.amount, profile.chips);
        expect(counts.at(-1)).toBe(fewest ? chipCount(fewest) : undefined);
        // Whichever pile the placement falls back on is one of them.
        for (let k = 0; k < counts.length; k++) expect(sum(drawnChips(piles, { fewer: k }))).toBe(bet.amount);
        expect(sum(drawnChips(piles, undefined))).toBe(bet.amount);
      }),
      { numRuns: 300 },
    );
  });

  test('the same bet on the same table is the same pile, worked out afresh or remembered', () => {
    fc.assert(
      fc.property(aBet, ({ profile, bet, bets }) => {
        const seed = pilesSeed(bets);
        const first = betPiles(bet, profile.chips, profile.betUnit, seed);
        expect(
          betPiles({ ...bet }, [...profile.chips], profile.betUnit, pilesSeed(bets.map((b) => ({ ...b })))),
        ).toEqual(first);
        // Afresh, from the core alone (no cache): the same piles.
        const steps = playerStacksFor(bet.amount, profile.chips, profile.betUnit, `${seed}|${bet.id}`);
        expect(steps?.map(chipsBottomUp).reverse()).toEqual(first.options);
      }),
      { numRuns: 200 },
    );
  });

  test('only what the table shows decides the pile: the bets’ ids and amounts', () => {
    const bets = [
      { id: 's1-banker', amount: 19000, seat: 1, on: 'banker' as const },
      { id: 's2-player', amount: 5000, seat: 2, on: 'player' as const },
    ];
    const withAnswers = bets.map((b) => ({ ...b, paid: b.amount * 2, stack: undefined }));
    expect(pilesSeed(withAnswers)).toBe(pilesSeed(bets));
  });

  test('a $190 bet at a house with $5, $10, $25 and $100 chips is a mix of them, not always the fewest', () => {
    const chips = [100, 500, 1000, 2500, 10000];
    const piles = Array.from({ length: 40 }, (_, i) =>
      betPiles({ id: `s${i}-banker`, amount: 19000 }, chips, 100, 't'),
    );
    expect(piles.every((p) => sum(p.options[0] ?? []) === 19000)).toBe(true);
    expect(piles.some((p) => (p.options[0]?.length ?? 0) > 4)).toBe(true);
  });

  test('a pile the scene gives (a pile to be read) is drawn as it is, with nothing to fall back on', () => {
    const stack = [
      { value: 2500, count: 3 },
      { value: 500, count: 3 },
    ];
    const piles = betPiles({ id: 's1-player', amount: 9000, stack }, [500, 2500, 10000], 500, 'x');
    expect(piles.options).toEqual([[2500, 2500, 2500, 500, 500, 500]]);
    const toPlace = betToPlace('s1-player', room, piles, 4);
    expect(toPlace.fewer).toBeUndefined();
    expect(toPlace.stake).toEqual({ chips: 6, chars: 4 });
  });

  test('the room kept for a payment is for the fewest chips (payments are paid in them)', () => {
    const piles = {
      options: [
        [2500, 500, 500, 500, 500, 500],
        [2500, 2500],
      ],
    };
    const toPlace = betToPlace('a', room, piles, 3);
    expect(toPlace.stake.chips).toBe(6);
    expect(toPlace.fewer).toEqual([{ chips: 2, chars: 3 }]);
    expect(toPlace.payment).toEqual({ chips: 2, chars: 4 });
  });
});
