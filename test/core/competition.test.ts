import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.ts';
import {
  bettingSequence,
  checkSeatWagers,
  competitionCards,
  firstPuck,
  indicatorAppears,
  judgeSecretWager,
  limitsForNextCoup,
  mayAlterWager,
  nextPuck,
  playOffCoups,
  puckForCoup,
  settledAmount,
  topUp,
  type SecretWagerInput,
  absentPlayer,
  eliminated,
  latePlayer,
  mayExamineForm,
  secretWagersLeft,
  sessionWinners,
  sharedPrize,
  wagerPosition,
} from '../../core/competition.ts';
import { newShoe } from '../../core/shoe.ts';
import { english } from '../../core/i18n/phrase.ts';

const LIMITS = { min: 1000, max: 50000 };

describe('Tasmania 16.5.4-16.5.5: the puck and the betting sequence', () => {
  it("Tasmania 16.5.4: the puck starts with the player at the dealer's immediate right (the lowest seat in the game)", () => {
    expect(firstPuck([6, 3, 4])).toEqual({ ok: true, value: 3 });
    expect(firstPuck([]).ok).toBe(false);
  });

  it.each([
    [3, [1, 3, 4, 6], 4],
    [6, [1, 3, 4, 6], 1], // anticlockwise past the highest seat back to the dealer's right
    [4, [1, 3, 6], 6], // seat 4 has just been eliminated (16.5.9): the next player in the game
  ])(
    'Tasmania 16.5.5: from seat %i with seats %j in the game the puck moves to seat %i',
    (from, inGame, to) => {
      expect(nextPuck(from, inGame)).toEqual({ ok: true, value: to });
    },
  );

  it('Tasmania 16.5.5: the puck visits every player in turn, coup after coup', () => {
    expect([0, 1, 2, 3, 4].map((c) => puckForCoup([2, 5, 7], c))).toEqual(
      [2, 5, 7, 2, 5].map((value) => ({ ok: true, value })),
    );
  });

  it('Tasmania 16.5.4: wagers follow anticlockwise from the puck', () => {
    expect(bettingSequence([1, 3, 4, 6], 4)).toEqual({ ok: true, value: [4, 6, 1, 3] });
    expect(bettingSequence([1, 3], 2).ok).toBe(false);
  });

  it('Tasmania 16.5.5: puckForCoup agrees with moving the puck one player each coup', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1 }),
        fc.nat(30),
        (inGame, coups) => {
          let puck = (firstPuck(inGame) as { ok: true; value: number }).value;
          for (let i = 0; i < coups; i++)
            puck = (nextPuck(puck, inGame) as { ok: true; value: number }).value;
          expect(puckForCoup(inGame, coups)).toEqual({ ok: true, value: puck });
        },
      ),
    );
  });
});

describe('Tasmania 16.5.6-16.5.13: altering, topping up and over-maximum wagers', () => {
  it.each([
    ['a Tie left the Banker wager standing', { when: 'after-tie', area: 'banker' }, true, 'Tasmania 16.5.8'],
    ['a Tie left the Player wager standing', { when: 'after-tie', area: 'player' }, true, 'Tasmania 16.5.8'],
    [
      'a Banker wager placed in turn for the coup in progress',
      { when: 'placed', area: 'banker', outOfSequence: false },
      false,
      'Tasmania 16.5.6',
    ],
    [
      'a Tie wager placed in turn for the coup in progress',
      { when: 'placed', area: 'tie', outOfSequence: false },
      false,
      'Tasmania 16.5.6',
    ],
    [
      'a Player wager placed out of the betting sequence',
      { when: 'placed', area: 'player', outOfSequence: true },
      false,
      'Tasmania 16.5.7',
    ],
  ] as const)('Tasmania 16.5.6-16.5.8: %s may be altered: %s (%s)', (_name, change, allowed, rule) => {
    expect(mayAlterWager(change)).toMatchObject({ allowed, rule });
  });

  it.each([
    [600, 400, 1000],
    [1000, 0, 1000],
    [2500, 0, 2500],
  ])('Tasmania 16.5.12: a %i wager under a 1000 minimum is topped up by %i to %i', (amount, add, wager) => {
    expect(topUp(amount, LIMITS)).toMatchObject({ add, wager, rule: 'Tasmania 16.5.12' });
  });

  it.each([
    [80000, 50000],
    [50000, 50000],
    [1000, 1000],
  ])('Tasmania 16.5.13: a %i wager is paid or collected as %i', (amount, settled) => {
    expect(settledAmount(amount, LIMITS).amount).toBe(settled);
  });

  it.each([
    [[{ seat: 1, on: 'banker', amount: 2000 }], []],
    [
      [
        { seat: 1, on: 'banker', amount: 2000 },
        { seat: 1, on: 'tie', amount: 1000 },
      ],
      [],
    ],
    [
      [
        { seat: 1, on: 'banker', amount: 2000 },
        { seat: 1, on: 'player', amount: 2000 },
      ],
      ['16.5.10b'],
    ],
    [[{ seat: 1, on: 'tie', amount: 2000 }], ['16.4.4']],
    [[{ seat: 1, on: 'player', amount: 60000 }], ['16.5.10a']],
    [[{ seat: 1, on: 'player', amount: 500 }], ['16.5.11']],
    [[{ seat: 1, on: 'player', amount: 1050 }], ['16.4.6']],
  ] as const)('Tasmania 16.4.4, 16.4.6, 16.5.10, 16.5.11: %j breaks %j', (wagers, rules) => {
    const problems = checkSeatWagers(wagers, LIMITS, 100);
    expect(problems).toHaveLength(rules.length);
    rules.forEach((r, i) => expect(english(problems[i]!)).toContain(r));
  });
});

describe('Tasmania 16.6: secret wagers', () => {
  const base: SecretWagerInput = {
    wager: { on: 'banker', amount: 5000 },
    limits: LIMITS,
    chipsHeld: 30000,
    chipWager: null,
  };
  it.each([
    ['within limits and chips: stands', {}, true, 5000, 0, '16.6.3, 16.6.4'],
    [
      'below the minimum: deemed the minimum',
      { wager: { on: 'banker', amount: 500 } },
      false,
      1000,
      0,
      '16.6.10a',
    ],
    [
      'above the maximum: deemed the maximum',
      { wager: { on: 'player', amount: 70000 }, chipsHeld: 90000 },
      false,
      50000,
      0,
      '16.6.10b',
    ],
    [
      'above the chips held: deemed the chips',
      { wager: { on: 'player', amount: 40000 } },
      false,
      30000,
      0,
      '16.6.10c',
    ],
    [
      'above the maximum and the chips: the chips',
      { wager: { on: 'tie', amount: 70000 } },
      false,
      30000,
      0,
      '16.6.10b, 16.6.10c',
    ],
    [
      'with a chip wager within the maximum together: stands',
      {
        wager: { on: 'banker', amount: 10000 },
        chipWager: { on: 'banker', amount: 40000 },
        chipsHeld: 90000,
      },
      true,
      10000,
      0,
      '16.6.3, 16.6.4',
    ],
    [
      'amount not shown: the minimum is deducted',
      { wager: { on: 'banker', amount: null } },
      false,
      null,
      1000,
      '16.6.10d',
    ],
    [
      'type not shown: the minimum is deducted',
      { wager: { on: null, amount: 5000 } },
      false,
      null,
      1000,
      '16.6.10d',
    ],
    [
      'on Banker with a chip wager on Player: not permitted',
      { chipWager: { on: 'player', amount: 2000 } },
      false,
      null,
      0,
      '16.6.3, 16.5.10b',
    ],
  ] as const)('Tasmania 16.6: %s', (_name, over, valid, deemed, deduction, rule) => {
    const v = judgeSecretWager({ ...base, ...over } as SecretWagerInput);
    expect(v).toMatchObject({ valid, deemed, deduction, rule: `Tasmania ${rule}` });
  });

  it.each([
    ['with a chip wager the total exceeds the maximum', 20000, 40000, 'Tasmania 16.6.3'],
    ['the chip wager is at the maximum', 5000, 50000, 'Tasmania 16.6.3'],
    ['the chip wager is over the maximum', 5000, 60000, 'Tasmania 16.6.3'],
    ['the chip wager leaves less than the minimum', 5000, 49500, 'Tasmania 16.6.3'],
    ['the secret wager alone is over the maximum', 70000, 2000, 'Tasmania 16.6.3, 16.6.10b'],
  ])(
    'Tasmania 16.6.3, 16.6.10 (regression): %s: no amount in the rules, referred to the Competition Director, never a negative or below-minimum amount',
    (_name, secret, chip, rule) => {
      const v = judgeSecretWager({
        ...base,
        wager: { on: 'banker', amount: secret },
        chipWager: { on: 'banker', amount: chip },
        chipsHeld: 200000,
      });
      expect(v).toMatchObject({ valid: false, deemed: null, deduction: 0, referToDirector: true, rule });
      expect(english(v.reason)).toContain('Competition Director');
    },
  );

  it.each([
    ['below the minimum', { wager: { on: 'banker', amount: 500 } }, 'Tasmania 16.6.4a'],
    ['above the maximum', { wager: { on: 'player', amount: 70000 }, chipsHeld: 90000 }, 'Tasmania 16.6.4a'],
    ['above the chips held', { wager: { on: 'player', amount: 40000 } }, 'Tasmania 16.6.4b'],
    ['above the maximum and the chips', { wager: { on: 'tie', amount: 70000 } }, 'Tasmania 16.6.4a, 16.6.4b'],
    ['the amount not shown', { wager: { on: 'banker', amount: null } }, 'Tasmania 16.6.2'],
    [
      'with a chip wager, over the maximum',
      {
        wager: { on: 'banker', amount: 20000 },
        chipWager: { on: 'banker', amount: 40000 },
        chipsHeld: 90000,
      },
      'Tasmania 16.6.3',
    ],
  ] as const)(
    'Tasmania 16.6.2-16.6.4: %s: the breach names the clause broken and never what follows',
    (_name, over, complianceRule) => {
      const v = judgeSecretWager({ ...base, ...over } as SecretWagerInput);
      expect(v.complianceRule).toBe(complianceRule);
      expect(english(v.breach)).not.toMatch(/deemed|Competition Director|deducted/);
    },
  );

  it('Tasmania 16.6.10a, 16.5.9: a player holding less than the minimum is never deemed below it', () => {
    const v = judgeSecretWager({ ...base, wager: { on: 'player', amount: 5000 }, chipsHeld: 600 });
    expect(v).toMatchObject({ deemed: null, referToDirector: true, rule: 'Tasmania 16.5.9' });
  });

  it('Tasmania 16.6.3, 16.6.10 (property): a deemed amount is never negative, never below the minimum, and with a chip wager never takes the total over the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200000 }),
        fc.integer({ min: 1, max: 200000 }),
        fc.option(fc.integer({ min: 1, max: 80000 })),
        fc.constantFrom('player', 'banker', 'tie'),
        (amount, chipsHeld, chip, on) => {
          const v = judgeSecretWager({
            ...base,
            wager: { on, amount },
            chipsHeld,
            chipWager: chip === null ? null : { on: 'banker', amount: chip },
          });
          if (v.deemed === null) {
            expect(v.referToDirector).toBe(true);
            return;
          }
          expect(v.deemed).toBeGreaterThanOrEqual(LIMITS.min);
          expect(v.deemed).toBeLessThanOrEqual(Math.min(LIMITS.max, chipsHeld));
          expect(v.deemed + (chip ?? 0)).toBeLessThanOrEqual(LIMITS.max);
        },
      ),
    );
  });

  it('Tasmania 16.6.10: a deemed amount is always within the limits and the chips held', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200000 }),
        fc.integer({ min: 1000, max: 200000 }),
        (amount, chipsHeld) => {
          const v = judgeSecretWager({ ...base, wager: { on: 'banker', amount }, chipsHeld });
          if (chipsHeld < LIMITS.min) return; // eliminated (16.5.9): covered above
          expect(v.deemed).not.toBeNull();
          const d = v.deemed as number;
          expect(d).toBeLessThanOrEqual(Math.min(LIMITS.max, chipsHeld));
          expect(d).toBeGreaterThanOrEqual(LIMITS.min);
          expect(v.valid).toBe(d === amount);
        },
      ),
    );
  });
});

describe('Tasmania 16.5.1-16.5.3: the indicator card', () => {
  const shoe = newShoe({ decks: 8, seed: 'ind', competitionIndicator: true });
  const i = shoe.indicatorIndex as number;
  it('Tasmania 16.5.1: the indicator is about two decks from the rear', () => {
    expect(i).toBe(416 - 104);
  });
  it.each([
    [i - 5, 5, false], // the coup ends just before it
    [i - 4, 5, true], // reached before the coup's 5th card
    [i, 4, true], // at the mouth when the coup starts
    [i + 1, 6, false],
  ])(
    'Tasmania 16.5.2: a coup from %i taking %i cards meets the indicator: %s',
    (position, cards, appears) => {
      expect(indicatorAppears({ ...shoe, position }, cards)).toBe(appears);
    },
  );
  it('Tasmania 16.5.3: the limits are raised once the coup with the indicator is complete', () => {
    const raised = { min: 5000, max: 100000 };
    expect(limitsForNextCoup({ indicatorSeen: true, base: LIMITS, raised }).limits).toEqual(raised);
    expect(limitsForNextCoup({ indicatorSeen: false, base: LIMITS, raised }).limits).toEqual(LIMITS);
    expect(indicatorAppears({ ...newShoe({ decks: 8, seed: 'x' }), position: 0 }, 6)).toBe(false);
  });
});

describe('Tasmania 16.7-16.8: the cards and the play-off', () => {
  it.each([
    ['Ah', 1],
    ['2c', 2],
    ['9s', 9],
    ['Td', 10],
    ['Jh', 10],
    ['Qs', 10],
    ['Kc', 10],
  ] as const)('Tasmania 16.8.3: a drawn %s sets %i play-off coups', (card: Card, coups) => {
    expect(playOffCoups(card)).toBe(coups);
  });

  it('Tasmania 16.7.2: equal highest wagers: the first placed in the sequence from the puck gets the cards', () => {
    const wagers = [
      { seat: 2, on: 'banker', amount: 5000 },
      { seat: 5, on: 'banker', amount: 5000 },
      { seat: 6, on: 'player', amount: 3000 },
    ] as const;
    const r = competitionCards(wagers, [2, 5, 6], 5);
    expect(r.ok && r.value.banker.seat).toBe(5); // puck at 5: 5 wagers before 2
    expect(r.ok && r.value.player.seat).toBe(6);
    const r2 = competitionCards(wagers, [2, 5, 6], 6);
    expect(r2.ok && r2.value.banker.seat).toBe(2); // sequence 6, 2, 5
  });

  it('Tasmania 16.7.5: no wager on a hand: the dealer turns those cards', () => {
    const r = competitionCards([{ seat: 2, on: 'banker', amount: 5000 }], [2, 5], 2);
    expect(r.ok && r.value.player.seat).toBeNull();
  });
});

describe('Tasmania 16.3: late and absent players', () => {
  it.each([
    [1, 1000, false, 'Tasmania 16.3.2a'],
    [2, 2000, false, 'Tasmania 16.3.2a'],
    [3, 3000, true, 'Tasmania 16.3.2a, 16.3.2b'],
    [5, 3000, true, 'Tasmania 16.3.2a, 16.3.2b'],
  ])(
    'Tasmania 16.3.2a-b: a player late by %i coups is charged %i (at most three coups) and cancelled before a fourth: %s',
    (coups, deducted, cancelled, rule) => {
      expect(latePlayer(coups, 'competition', 1000)).toMatchObject({ deducted, cancelled, rule });
    },
  );

  it('Tasmania 16.3.2c: with cash value chips a late player forfeits the place at once', () => {
    expect(latePlayer(1, 'cash-value', 1000)).toMatchObject({
      deducted: 0,
      cancelled: true,
      rule: 'Tasmania 16.3.2c',
    });
  });

  it.each([
    [1, 'competition', false, 1000, false, 'Tasmania 16.3.6a'],
    [7, 'competition', false, 7000, false, 'Tasmania 16.3.6a'],
    [2, 'cash-value', true, 0, false, 'Tasmania 16.3.6b'],
    [2, 'cash-value', false, 0, true, 'Tasmania 16.3.6b'],
  ] as const)(
    'Tasmania 16.3.6: absent for %i hands with %s chips, substitute %s: deducted %i, disqualified %s',
    (hands, chips, substitute, deducted, disqualified, rule) => {
      expect(absentPlayer(hands, chips, substitute, 1000)).toMatchObject({ deducted, disqualified, rule });
    },
  );
});

describe('Tasmania 16.4.5, 16.6.5, 16.6.9, 16.8: positions, secret wager counts and forms, winners and prizes', () => {
  it.each([
    [3, 3, true],
    [3, 4, false],
  ])('Tasmania 16.4.5: seat %i wagering on seat %i areas: allowed %s', (seat, area, allowed) => {
    expect(wagerPosition(seat, area).allowed).toBe(allowed);
  });

  it('Tasmania 16.6.5: a secret wager in a Tie coup still counts', () => {
    expect(secretWagersLeft(3, [{ tie: true }])).toBe(2);
    expect(secretWagersLeft(3, [{ tie: true }, { tie: false }, { tie: true }])).toBe(0);
    expect(secretWagersLeft(1, [{ tie: false }, { tie: false }])).toBe(0);
  });

  it.each([
    [0, true],
    [1, false],
    [4, false],
  ])(
    'Tasmania 16.6.9: a form examined with %i cards of the next coup dealt: allowed %s',
    (cards, allowed) => {
      expect(mayExamineForm(cards).allowed).toBe(allowed);
    },
  );

  it.each([
    [
      'one player on the most chips',
      [
        [1, 5000],
        [2, 3000],
        [3, 0],
      ],
      [1],
      false,
    ],
    [
      'two level on the most chips: a play-off',
      [
        [1, 5000],
        [4, 5000],
        [6, 100],
      ],
      [1, 4],
      true,
    ],
    [
      'everyone at zero: nobody',
      [
        [1, 0],
        [2, 0],
      ],
      [],
      false,
    ],
  ] as const)('Tasmania 16.8.2, 16.8.3: %s', (_name, chips, seats, playOff) => {
    const w = sessionWinners(new Map(chips.map(([s, c]) => [s, c])));
    expect(w).toMatchObject({ seats, playOff });
  });

  it('Tasmania 16.8.4: players eliminated in the same coup share the combined prizes equally', () => {
    expect(sharedPrize([20000, 15000])).toEqual({ ok: true, value: 17500 });
    expect(sharedPrize([135000, 120000, 105000])).toEqual({ ok: true, value: 120000 });
    expect(sharedPrize([100, 0, 0]).ok).toBe(false);
    expect(sharedPrize([]).ok).toBe(false);
  });
});

describe('Tasmania 16.5.9: elimination', () => {
  it.each([
    [900, 'competition', true, false],
    [900, 'cash-value', true, true],
    [1000, 'competition', false, true],
  ] as const)(
    'chips worth %i against a 1000 minimum (%s chips): eliminated %s, keeps chips %s',
    (value, chips, out, keeps) => {
      expect(eliminated(value, 1000, chips)).toMatchObject({ eliminated: out, playerKeepsChips: keeps });
    },
  );
});
