// Wagers at the table, clause by clause: Tasmania 6.1, 6.3, 6.4, 7.1, 7.3, 7.6, 15.2-15.4 and the Dragon Bonus guide.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dragonBonusWager,
  lateWager,
  limitChange,
  multipleOfMinimum,
  partnership,
  perfectPairsWager,
  standingPlayers,
  wagerMedium,
} from '../../core/wagers.ts';

const LIMITS = { min: 1000, max: 500000 };

describe('Tasmania 6: wagers', () => {
  it.each([
    ['chips', true],
    ['cash', false],
  ] as const)('Tasmania 6.1: a wager in %s plays: %s', (medium, allowed) => {
    expect(wagerMedium(medium)).toMatchObject({ allowed, rule: 'Tasmania 6.1' });
  });

  it.each([
    ['make', 0, true],
    ['withdraw', 0, true],
    ['increase', 0, true],
    ['make', 1, false],
    ['withdraw', 1, false],
    ['increase', 4, false],
    ['make', 6, false],
  ] as const)('Tasmania 6.3: a wager %s with %i cards dealt: allowed %s', (action, cards, allowed) => {
    expect(lateWager(action, cards)).toMatchObject({ allowed, rule: 'Tasmania 6.3' });
  });

  it.each([
    [1, true],
    [2, true],
    [3, false],
  ])('Tasmania 6.4: %i standing players with a seated player: allowed %s', (count, allowed) => {
    expect(standingPlayers(count).allowed).toBe(allowed);
  });
});

describe('Tasmania 7: limits', () => {
  it.each([
    ['a multiple of the minimum', 3000, false, true],
    ['not a multiple, no notice', 3500, false, true],
    ['not a multiple, the notice requires multiples', 3500, true, false],
    ['a multiple, the notice requires multiples', 4000, true, true],
    ['below the minimum', 500, false, false],
    ['above the maximum', 600000, false, false],
  ])('Tasmania 7.1: %s (%i): accepted %s', (_name, amount, notice, allowed) => {
    expect(multipleOfMinimum(amount, LIMITS, notice)).toMatchObject({ allowed, rule: 'Tasmania 7.1' });
  });

  it('Tasmania 7.1 (property): without a notice, every amount within the limits is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: LIMITS.min, max: LIMITS.max }), (amount) => {
        expect(multipleOfMinimum(amount, LIMITS, false).allowed).toBe(true);
      }),
    );
  });

  it.each([
    [[300000, 250000], false],
    [[300000, 200000], true],
    [[100000, 50000], true],
  ])('Tasmania 7.3: a partnership of %j under a 500000 maximum: allowed %s', (amounts, allowed) => {
    expect(partnership(amounts, LIMITS.max)).toMatchObject({ allowed, rule: 'Tasmania 7.3' });
  });

  it.each([
    [true, null, true, 'Tasmania 7.6a'],
    [false, 30, true, 'Tasmania 7.6b'],
    [false, 45, true, 'Tasmania 7.6b'],
    [false, 29, false, 'Tasmania 7.6'],
    [false, null, false, 'Tasmania 7.6'],
  ])(
    'Tasmania 7.6: all consent %s, notice for %s minutes: the change may take effect %s',
    (allConsent, noticeMinutes, allowed, rule) => {
      expect(limitChange({ allConsent, noticeMinutes })).toMatchObject({ allowed, rule });
    },
  );
});

describe('Tasmania 15.2-15.4: the Perfect Pairs wager; Dragon Bonus guide: its main wager', () => {
  const side = { min: 500, max: 20000 };
  it.each([
    ['before the first card, with a main wager', 1000, 0, true, true, 'Tasmania 15.2, 15.3'],
    ['without any main wager', 1000, 0, false, true, 'Tasmania 15.4'],
    ['after the first card', 1000, 1, true, false, 'Tasmania 15.2'],
    ['below the minimum', 300, 0, true, false, 'Tasmania 15.3'],
    ['above the maximum', 25000, 0, true, false, 'Tasmania 15.3'],
  ])('%s', (_name, amount, cardsDealt, mainWager, allowed, rule) => {
    expect(perfectPairsWager({ amount, limits: side, cardsDealt, mainWager })).toMatchObject({
      allowed,
      rule,
    });
  });

  it.each([
    [[], false],
    [['player'], true],
    [['banker'], true],
    [['tie'], true],
    [['perfect_pair_player'], false],
  ] as const)('Dragon Bonus guide: main wagers %j: a Dragon Bonus wager is accepted %s', (main, allowed) => {
    expect(dragonBonusWager(main).allowed).toBe(allowed);
  });
});
