import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bet, Odds } from '../../core/bets.ts';
import { RANKS, SUITS, type Card } from '../../core/cards.ts';
import { coupFromCards, type Coup } from '../../core/coup.ts';
import { BUILT_IN_PROFILES, offeredBets, type TableProfile } from '../../core/profiles.ts';
import { settleBet } from '../../core/settlement.ts';

const card = fc.constantFrom(...RANKS).chain((r) => fc.constantFrom(...SUITS).map((s) => `${r}${s}` as Card));
// Six cards are enough for any coup; the coup ignores those it does not need.
const coup = fc.array(card, { minLength: 6, maxLength: 6 }).map((cards) => {
  const r = coupFromCards(cards);
  if (!r.ok) throw new Error(r.error);
  return r.coup;
});
const profile = fc.constantFrom(...BUILT_IN_PROFILES);
const amount = fc.integer({ min: 1, max: 10_000_000 });

/** The highest odds a bet can pay at the profile, read from the profile's data (Player and Banker at most 1:1). */
function maxOdds(p: TableProfile, on: Bet['on']): number {
  const ratio = (o: Odds): number => o.pays / o.per;
  switch (on) {
    case 'player':
    case 'banker':
      return 1;
    case 'tie':
      return ratio(p.tie);
    case 'player_pair':
    case 'banker_pair':
      return p.pairs ? ratio(p.pairs.odds) : 0;
    case 'perfect_pair_player':
    case 'perfect_pair_banker':
      return p.perfectPairs ? Math.max(...Object.values(p.perfectPairs).map(ratio)) : 0;
    case 'super_six':
      return p.superSix ? ratio(p.superSix.odds) : 0;
    case 'dragon_player':
    case 'dragon_banker':
      return p.dragonBonus
        ? Math.max(ratio(p.dragonBonus.natural), ...Object.values(p.dragonBonus.margins).map(ratio))
        : 0;
  }
}

const scenario = fc
  .tuple(profile, coup, amount)
  .chain(([p, c, a]) =>
    fc.constantFrom(...offeredBets(p)).map((on) => ({ p, c: c as Coup, bet: { on, amount: a } })),
  );

describe('settlement invariants over random coups, profiles and bets', () => {
  it('a losing bet is never paid: payout is exactly −amount; a push pays 0; payouts are whole cents', () => {
    fc.assert(
      fc.property(scenario, ({ p, c, bet }) => {
        const r = settleBet(p, c, bet);
        if (!r.ok) throw new Error(r.error);
        const s = r.value;
        expect(Number.isSafeInteger(s.payout)).toBe(true);
        expect(Number.isSafeInteger(s.commission)).toBe(true);
        if (s.outcome === 'lose') expect(s.payout).toBe(-bet.amount);
        if (s.outcome === 'push') expect(s.payout).toBe(0);
        if (s.outcome !== 'win') expect(s.commission).toBe(0);
      }),
      { numRuns: 3000 },
    );
  });

  it("a win pays between 0 and amount × the bet's highest odds in the profile", () => {
    fc.assert(
      fc.property(scenario, ({ p, c, bet }) => {
        const r = settleBet(p, c, bet);
        if (!r.ok) throw new Error(r.error);
        if (r.value.outcome !== 'win') return;
        expect(r.value.payout).toBeGreaterThanOrEqual(0);
        expect(r.value.payout).toBeLessThanOrEqual(bet.amount * maxOdds(p, bet.on));
      }),
      { numRuns: 3000 },
    );
  });

  it('Tasmania 6.8: on a tie Player and Banker always push; otherwise exactly one of them wins', () => {
    fc.assert(
      fc.property(profile, coup, amount, (p, c, a) => {
        const player = settleBet(p, c, { on: 'player', amount: a });
        const banker = settleBet(p, c, { on: 'banker', amount: a });
        if (!player.ok || !banker.ok) throw new Error('main bets are always offered');
        const outcomes = [player.value.outcome, banker.value.outcome].sort();
        expect(outcomes).toEqual(c.winner === 'tie' ? ['push', 'push'] : ['lose', 'win']);
      }),
    );
  });

  it('commission box: a winning Banker bet is paid in full and the box gets 0 < commission < amount', () => {
    const boxProfiles = BUILT_IN_PROFILES.filter(
      (p) => p.banker.kind === 'commission' && p.banker.collection === 'box',
    );
    expect(boxProfiles.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...boxProfiles),
        coup,
        fc.integer({ min: 1000, max: 10_000_000 }),
        (p, c, a) => {
          const r = settleBet(p, c, { on: 'banker', amount: a });
          if (!r.ok || r.value.outcome !== 'win') return;
          expect(r.value.payout).toBe(a);
          expect(r.value.commission).toBeGreaterThan(0);
          expect(r.value.commission).toBeLessThan(a);
        },
      ),
    );
  });

  it('settlement is deterministic: the same coup and bet settle the same way twice', () => {
    fc.assert(
      fc.property(fc.array(card, { minLength: 6, maxLength: 6 }), profile, amount, (cards, p, a) => {
        const once = coupFromCards(cards);
        const twice = coupFromCards([...cards]);
        if (!once.ok || !twice.ok) throw new Error('six cards always make a coup');
        for (const on of offeredBets(p)) {
          expect(settleBet(p, once.coup, { on, amount: a })).toEqual(
            settleBet(p, twice.coup, { on, amount: a }),
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('settlement: any whole number of cents is settled exactly or refused by name', () => {
  it('an amount up to 2^53 - 1 is settled to whole cents, or refused with an error naming the bet (never a crash)', () => {
    fc.assert(
      fc.property(
        profile,
        coup,
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.nat(),
        (p, c, cents, pick) => {
          const bets = offeredBets(p);
          const on = bets[pick % bets.length] as Bet['on'];
          const r = settleBet(p, c, { on, amount: cents });
          if (r.ok) {
            expect(Number.isSafeInteger(r.value.payout)).toBe(true);
            expect(Number.isSafeInteger(r.value.commission)).toBe(true);
            expect(r.value.payout).toBeLessThanOrEqual(cents * maxOdds(p, on));
          } else {
            expect(r.error).toMatch(/ amount \d+ is too large: paid at \d+:\d+/);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
