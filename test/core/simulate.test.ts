import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, type Analysis } from '../../core/analysis.ts';
import { orderedDecks, type Card } from '../../core/cards.ts';
import { coupFromCards, dealCoup } from '../../core/coup.ts';
import { dragonResult } from '../../core/dragon.ts';
import { classifyPair } from '../../core/pairs.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { canStartCoup, drawCard, newShoe, type Shoe } from '../../core/shoe.ts';
import {
  decodeCard,
  encodeCard,
  pairClassOfCodes,
  playCoupCodes,
  shoeSeed,
  simulate,
  simulationShoe,
  type Simulation,
} from '../../core/simulate.ts';
import { outcomeClass } from '../../core/analysis/outcomes.ts';

function profile(id: string): TableProfile {
  const p = builtInProfile(id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
}

function simulated(p: TableProfile, decks: number, shoes: number, seed: string): Simulation {
  const r = simulate(p, { decks, shoes, seed });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const ALL_CARDS = orderedDecks(1);
const PAIR_CODE = { mixed: 1, coloured: 2, perfect: 3 } as const;

describe('the numeric hot path agrees with the reference coup (coup.ts)', () => {
  it('card codes round-trip', () => {
    for (const c of ALL_CARDS) expect(decodeCard(encodeCard(c))).toBe(c);
  });

  it('Tasmania 9.2, 11: any six cards give the same cards used, points and naturals (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALL_CARDS), { minLength: 6, maxLength: 6 }),
        (cards: Card[]) => {
          const ref = coupFromCards(cards);
          if (!ref.ok) return false;
          const k = outcomeClass(playCoupCodes(Uint8Array.from(cards, encodeCard), 0));
          expect([k.cards, k.playerPoint, k.bankerPoint, k.playerNatural, k.bankerNatural]).toEqual([
            ref.coup.dealt.length,
            ref.coup.playerPoint,
            ref.coup.bankerPoint,
            ref.coup.playerNatural,
            ref.coup.bankerNatural,
          ]);
          return true;
        },
      ),
      { numRuns: 5000, seed: 20261122 },
    );
  });

  it('Tasmania 15.1: the pair class of two cards matches pairs.ts for all 52 x 52', () => {
    for (const a of ALL_CARDS) {
      for (const b of ALL_CARDS) {
        const cls = classifyPair(a, b);
        expect(pairClassOfCodes(encodeCard(a), encodeCard(b))).toBe(cls === null ? 0 : PAIR_CODE[cls]);
      }
    }
  });
});

describe('the simulator deals the shoes shoe.ts deals', () => {
  it.each([
    [8, 'alpha', 0, false],
    [6, 'alpha', 3, true],
    [4, 42, 17, true],
  ] as const)(
    'Tasmania 5.3, 5.4: %i decks, seed %s, shoe %i (burn %s) is newShoe with the same seed',
    (decks, seed, i, burn) => {
      const fast = simulationShoe(decks, seed, i, burn);
      const ref = newShoe({ decks, seed: shoeSeed(seed, i), burn });
      expect(Array.from(fast.cards, decodeCard)).toEqual(ref.cards);
      expect(fast.start).toBe(ref.position);
      expect(fast.markerIndex).toBe(ref.markerIndex);
    },
  );

  /** The same simulation the slow way: newShoe, dealCoup while canStartCoup (9.4), dragon.ts and pairs.ts. */
  function reference(p: TableProfile, decks: number, shoes: number, seed: string) {
    const t = { coups: 0, banker: 0n, player: 0n, tie: 0n, naturals: 0n, six: 0n, c4: 0n, c5: 0n, c6: 0n };
    const dragon: Record<string, bigint> = {};
    const pairs: Record<string, bigint> = {};
    const bump = (r: Record<string, bigint>, key: string): void => {
      r[key] = (r[key] ?? 0n) + 1n;
    };
    const table = p.dragonBonus ?? profile('dragon-bonus').dragonBonus;
    if (!table) throw new Error('no paytable');
    for (let i = 0; i < shoes; i++) {
      let shoe: Shoe = newShoe({ decks, seed: shoeSeed(seed, i), burn: p.burn });
      while (canStartCoup(shoe)) {
        const coup = dealCoup(() => {
          const d = drawCard(shoe);
          if (!d) throw new Error('shoe ran out');
          shoe = d.shoe;
          return d.card;
        });
        t.coups++;
        t[coup.winner]++;
        if (coup.natural) t.naturals++;
        if (coup.winner === 'banker' && coup.bankerPoint === 6) t.six++;
        t[coup.dealt.length === 4 ? 'c4' : coup.dealt.length === 5 ? 'c5' : 'c6']++;
        for (const side of ['player', 'banker'] as const) {
          const d = dragonResult(coup, side, table);
          if (d.outcome === 'win') bump(dragon, `${side} ${d.key}`);
          const hand = side === 'player' ? coup.player : coup.banker;
          const cls = classifyPair(hand[0] as Card, hand[1] as Card);
          if (cls) bump(pairs, `${side} ${cls}`);
        }
      }
    }
    return { ...t, dragon, pairs };
  }

  it.each([
    ['dragon-bonus', 8, false],
    ['tasmania', 6, true],
  ] as const)(
    'Tasmania 9.4: %s at %i decks (burn %s) counts coup for coup what the reference dealer deals',
    (id, decks, burn) => {
      const p = { ...profile(id), burn };
      const s = simulated(p, decks, 40, 'reference');
      const ref = reference(p, decks, 40, 'reference');
      const c = s.counts;
      expect(s.coups).toBe(ref.coups);
      expect([c.banker, c.player, c.tie, c.naturals, c.bankerWinsOnSix]).toEqual([
        ref.banker,
        ref.player,
        ref.tie,
        ref.naturals,
        ref.six,
      ]);
      expect([c.cards[4], c.cards[5], c.cards[6]]).toEqual([ref.c4, ref.c5, ref.c6]);
      const dragon: Record<string, bigint> = {};
      const pairs: Record<string, bigint> = {};
      for (const side of ['player', 'banker'] as const) {
        dragon[`${side} natural`] = c.dragon[side].natural;
        for (const [m, n] of Object.entries(c.dragon[side].margins)) dragon[`${side} ${m}`] = n;
        for (const [k, n] of Object.entries(c.pairs[side])) pairs[`${side} ${k}`] = n;
      }
      const nonZero = (r: Record<string, bigint>) =>
        Object.fromEntries(Object.entries(r).filter(([, n]) => n > 0n));
      expect(nonZero(dragon)).toEqual(ref.dragon);
      expect(nonZero(pairs)).toEqual(ref.pairs);
    },
  );

  it('the same seed gives the same result; another seed another', () => {
    const p = profile('tasmania');
    expect(simulated(p, 8, 5, 's')).toEqual(simulated(p, 8, 5, 's'));
    expect(simulated(p, 8, 5, 's').counts).not.toEqual(simulated(p, 8, 5, 't').counts);
  });

  it('Tasmania 4.1: bad deck counts and shoe counts are refused as values', () => {
    expect(simulate(profile('tasmania'), { decks: 5, shoes: 1, seed: 1 })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Tasmania 4.1: at least six decks .*Perfect Pairs/),
    });
    expect(simulate(profile('deltin'), { decks: 9, shoes: 1, seed: 1 })).toMatchObject({ ok: false });
    expect(simulate(profile('deltin'), { decks: 8, shoes: 0, seed: 1 })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/shoes must be a whole number/),
    });
  });
});

// Statistical agreement. The exact analysis counts the first six cards of a full shoe; the simulator deals whole
// shoes to the marker (the cut-card effect), a difference of order 1e-5 per frequency. With ~2.1 million coups one
// standard error of a frequency near 0.45 is about 3.4e-4, so the bias is below a tenth of the tolerance of 4.5
// standard errors; coups within a shoe are slightly dependent, which the margin also absorbs.
describe('the simulator agrees with the exact analysis', () => {
  const SHOES = 25_000;
  const Z = 4.5;

  function exact(p: TableProfile, decks: number): Analysis {
    const r = analyze(p, decks);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  }

  it.each([
    ['tasmania', 8],
    ['deltin', 6],
    ['dragon-bonus', 8],
  ] as const)(
    'Tasmania 11: %s at %i decks, every frequency and bet return within 4.5 standard errors',
    (id, decks) => {
      const p = profile(id);
      const a = exact(p, decks);
      const s = simulated(p, decks, SHOES, `agree-${id}`);
      const n = s.coups;
      // Tasmania 9.4 with seven cards behind the marker: coups start at positions 0..n-7 and take 4 to 6 cards.
      const cards = 52 * decks - 7;
      expect(n).toBeGreaterThanOrEqual(SHOES * (Math.floor(cards / 6) + 1));
      expect(n).toBeLessThanOrEqual(SHOES * (Math.floor(cards / 4) + 1));
      const q = (x: bigint): number => Number(x) / Number(a.total);
      const freq: [string, number, number][] = [
        ['banker', s.frequencies.banker, q(a.banker)],
        ['player', s.frequencies.player, q(a.player)],
        ['tie', s.frequencies.tie, q(a.tie)],
        ['naturals', s.frequencies.naturals, q(a.naturals)],
        ['4 cards', s.frequencies.cards[4], q(a.cards[4])],
        ['5 cards', s.frequencies.cards[5], q(a.cards[5])],
        ['6 cards', s.frequencies.cards[6], q(a.cards[6])],
        ['banker wins on six', s.frequencies.bankerWinsOnSix, q(a.bankerWinsOnSix)],
        [
          'player pair',
          s.frequencies.playerPair,
          q(a.pairs.player.mixed + a.pairs.player.coloured + a.pairs.player.perfect),
        ],
      ];
      for (const [name, observed, expected] of freq) {
        const se = Math.sqrt((expected * (1 - expected)) / n);
        expect(Math.abs(observed - expected), name).toBeLessThan(Z * se);
      }
      for (const [bet, f] of Object.entries(a.bets)) {
        // Standard deviation of one bet's return, bounded from the largest payout (a loose, honest bound).
        const maxPay = bet.startsWith('dragon')
          ? 30
          : bet.startsWith('perfect')
            ? 25
            : bet === 'super_six'
              ? 12
              : 11;
        const sd = Math.sqrt(f.probabilityWin * maxPay * maxPay + f.probabilityLose);
        const observed = s.returns[bet as keyof typeof s.returns];
        expect(Math.abs((observed ?? Number.NaN) - f.expectedReturn), bet).toBeLessThan(
          (Z * sd) / Math.sqrt(n),
        );
      }
    },
  );
});
