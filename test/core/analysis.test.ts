import { describe, expect, it } from 'vitest';
import {
  analyze,
  enumerateOutcomes,
  fallingFactorial,
  valueCounts,
  type Analysis,
} from '../../core/analysis.ts';
import type { Card } from '../../core/cards.ts';
import { coupFromCards, type Coup } from '../../core/coup.ts';
import { dragonResult } from '../../core/dragon.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';

function profile(id: string): TableProfile {
  const p = builtInProfile(id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
}

function analysed(p: TableProfile, decks: number): Analysis {
  const r = analyze(p, decks);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function edge(a: Analysis, bet: keyof Analysis['bets']): number {
  const f = a.bets[bet];
  if (!f) throw new Error(`${bet} not analysed`);
  return f.houseEdge;
}

const tasmania8 = analysed(profile('tasmania'), 8);
const tasmania6 = analysed(profile('tasmania'), 6);

// Published figures (Wizard of Odds, baccarat: 8 decks, ordered six-card sequences from a full shoe).
describe('exact analysis against the published 8-deck tables (Tasmania 11 table of play)', () => {
  it('Tasmania 4.1, 11: the total is 416*415*414*413*412*411 six-card sequences', () => {
    expect(tasmania8.total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect(tasmania8.total).toBe(4_998_398_275_503_360n);
  });

  it('Tasmania 11, 6.6-6.8: Banker, Player and Tie counts equal the published table exactly', () => {
    expect(tasmania8.banker).toBe(2_292_252_566_437_888n);
    expect(tasmania8.player).toBe(2_230_518_282_592_256n);
    expect(tasmania8.tie).toBe(475_627_426_473_216n);
  });

  it('Tasmania 6.6-6.8: probabilities 0.458597 / 0.446247 / 0.095156', () => {
    expect(tasmania8.bets.banker?.probabilityWin).toBeCloseTo(0.458597, 6);
    expect(tasmania8.bets.player?.probabilityWin).toBeCloseTo(0.446247, 6);
    expect(tasmania8.bets.tie?.probabilityWin).toBeCloseTo(0.095156, 6);
    expect(tasmania8.bets.banker?.probabilityPush).toBeCloseTo(0.095156, 6);
  });

  it('Tasmania 12.2: Banker at 19:20 has a house edge of 1.0579% (1.17% excluding ties)', () => {
    expect(edge(tasmania8, 'banker')).toBeCloseTo(0.010579, 6);
    expect(tasmania8.bets.banker?.houseEdgeExcludingPushes).toBeCloseTo(0.0117, 4);
  });

  it('Tasmania 12.1: Player at 1:1 has a house edge of 1.2351% (1.36% excluding ties)', () => {
    expect(edge(tasmania8, 'player')).toBeCloseTo(0.012351, 6);
    expect(tasmania8.bets.player?.houseEdgeExcludingPushes).toBeCloseTo(0.0136, 4);
  });

  it('Tasmania 12.3: Tie at 8:1 has a house edge of 14.3596%; at 9:1 (house option) 4.84%', () => {
    expect(edge(tasmania8, 'tie')).toBeCloseTo(0.143596, 6);
    const nineToOne = analysed({ ...profile('tasmania'), tie: { pays: 9, per: 1 } }, 8);
    expect(edge(nineToOne, 'tie')).toBeCloseTo(0.0484, 4);
  });

  it('Tasmania 12.4, 13 (Federal): Banker 1:1 with a win on six paying half has a house edge of 1.4581%', () => {
    expect(edge(analysed(profile('tasmania-federal'), 8), 'banker')).toBeCloseTo(0.014581, 6);
  });

  it('Deltin Super Six: Banker wins with six in 186,173,936,904,192 + 83,058,367,551,488 sequences; 12:1 edge 29.98%', () => {
    const deltin = analysed(profile('deltin'), 8);
    // Published split: two-card and three-card winning Banker six.
    expect(deltin.bankerWinsOnSix).toBe(186_173_936_904_192n + 83_058_367_551_488n);
    expect(deltin.bets.super_six?.probabilityWin).toBeCloseTo(0.053864, 6);
    expect(edge(deltin, 'super_six')).toBeCloseTo(0.2998, 4);
  });

  it('Dragon Bonus paytable: every published 8-deck count, and edges 2.65% (Player) / 9.37% (Banker)', () => {
    const a = analysed(profile('dragon-bonus'), 8);
    expect(a.dragon.player).toEqual({
      natural: 812_685_054_124_032n,
      margins: {
        '4': 186_780_352_174_080n,
        '5': 166_169_165_987_840n,
        '6': 141_238_897_317_888n,
        '7': 89_590_261_473_280n,
        '8': 34_097_645_543_424n,
        '9': 18_409_431_764_992n,
      },
    });
    expect(a.dragon.banker).toEqual({
      natural: 812_685_054_124_032n,
      margins: {
        '4': 201_147_167_287_296n,
        '5': 157_275_882_332_160n,
        '6': 119_200_072_366_080n,
        '7': 79_517_099_278_336n,
        '8': 28_305_092_784_128n,
        '9': 15_390_342_909_952n,
      },
    });
    // A natural tie pushes; a non-natural tie loses.
    expect(a.naturalTies).toBe(89_325_908_267_520n);
    expect(a.bets.dragon_player?.push).toBe(a.naturalTies);
    expect(edge(a, 'dragon_player')).toBeCloseTo(0.026517, 6);
    expect(edge(a, 'dragon_banker')).toBeCloseTo(0.093731, 6);
  });

  it.each([
    [6, 0.0267, 0.0939],
    [4, 0.027, 0.0942],
  ])('Dragon Bonus at %i decks: published edges %f (Player) and %f (Banker)', (decks, player, banker) => {
    const a = analysed(profile('dragon-bonus'), decks);
    expect(edge(a, 'dragon_player')).toBeCloseTo(player, 4);
    expect(edge(a, 'dragon_banker')).toBeCloseTo(banker, 4);
  });
});

describe('exact analysis at six decks (published)', () => {
  it('Tasmania 12.1-12.3: Banker 1.0558%, Player 1.2374%, Tie 8:1 14.44%', () => {
    expect(tasmania6.total).toBe(312n * 311n * 310n * 309n * 308n * 307n);
    expect(edge(tasmania6, 'banker')).toBeCloseTo(0.010558, 6);
    expect(edge(tasmania6, 'player')).toBeCloseTo(0.012374, 6);
    expect(edge(tasmania6, 'tie')).toBeCloseTo(0.1444, 4);
  });
});

// Pairs by counting: after a hand's first card, n-1 cards remain; 4d-1 of them share its rank, of which d-1 share its
// suit, d are the other suit of its colour, 2d are of the other colour.
describe('pair bets on the first two cards of a hand', () => {
  it('Tasmania 15.1, 15.8: Perfect Pairs 6/12/25 per hand at 8 decks wins 31/415 and has an edge of 17/415', () => {
    const pp = tasmania8.bets.perfect_pair_player;
    expect(pp?.probabilityWin).toBeCloseTo(31 / 415, 12);
    // (25*7 + 12*8 + 6*16 - 384) / 415 = -17/415 = -4.10%
    expect(pp?.houseEdge).toBeCloseTo(17 / 415, 12);
    expect(tasmania8.pairs.player.perfect * 415n).toBe(tasmania8.total * 7n);
    expect(tasmania8.pairs.player.coloured * 415n).toBe(tasmania8.total * 8n);
    expect(tasmania8.pairs.player.mixed * 415n).toBe(tasmania8.total * 16n);
  });

  it('Tasmania 15.8: Perfect Pairs per hand at 6 decks wins 23/311 and has an edge of 19/311', () => {
    expect(tasmania6.bets.perfect_pair_banker?.probabilityWin).toBeCloseTo(23 / 311, 12);
    expect(tasmania6.bets.perfect_pair_banker?.houseEdge).toBeCloseTo(19 / 311, 12);
  });

  it('Deltin Player/Banker Pair 11:1 at 8 decks has the published 10.36% edge (43/415)', () => {
    const deltin = analysed(profile('deltin'), 8);
    expect(edge(deltin, 'player_pair')).toBeCloseTo(43 / 415, 12);
    expect(edge(deltin, 'banker_pair')).toBeCloseTo(0.1036, 4);
  });
});

describe('exact analysis: invariants for every deck count (Tasmania 4.1: 4 to 8 decks)', () => {
  it.each([4, 5, 6, 7, 8])(
    '%i decks: the outcomes partition all six-card sequences; both hands alike',
    (d) => {
      const a = analysed(profile('tasmania-federal'), d);
      const n = 52 * d;
      expect(a.total).toBe(BigInt(n * (n - 1) * (n - 2)) * BigInt((n - 3) * (n - 4) * (n - 5)));
      expect(a.banker + a.player + a.tie).toBe(a.total);
      expect(a.cards[4] + a.cards[5] + a.cards[6]).toBe(a.total);
      // The first two cards of each hand are exchangeable, so each hand has a natural equally often.
      expect(a.playerNaturals).toBe(a.bankerNaturals);
      expect(a.naturals).toBeLessThan(a.playerNaturals + a.bankerNaturals);
      // A natural ends the coup on four cards; four-card coups without one are the two hands standing on 6-7.
      expect(a.cards[4]).toBeGreaterThan(a.naturals);
      expect(a.bankerWinsOnSix).toBeLessThan(a.banker);
    },
  );

  it('Tasmania 4.1: decks out of range, and fewer than six with Perfect Pairs, are refused as values', () => {
    expect(analyze(profile('tasmania-federal'), 3)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Tasmania 4.1/),
    });
    expect(analyze(profile('tasmania-federal'), 9)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/4 to 8/),
    });
    expect(analyze(profile('tasmania-federal'), 6.5)).toMatchObject({ ok: false });
    expect(analyze(profile('tasmania'), 5)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Tasmania 4.1: at least six decks .*Perfect Pairs/),
    });
    expect(analyze(profile('tasmania-federal'), 4).ok).toBe(true);
  });

  it('the BigInt fallback (sums moved to BigInt after every first card) gives the same counts', () => {
    const counts = valueCounts(8);
    expect(enumerateOutcomes(counts, { flushEachFirstCard: true })).toEqual(enumerateOutcomes(counts));
  });

  it('a shoe past 2^53 sequences (9 decks, beyond Number precision) takes the fallback and stays exact', () => {
    const classes = enumerateOutcomes(valueCounts(9));
    const total = classes.reduce((s, x) => s + x, 0n);
    expect(total).toBe(fallingFactorial(468, 6));
    expect(total > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});

/**
 * An independent count with the reference coup (coup.ts, dealt card by card) instead of the value-class loops:
 * extend a prefix of value classes only while coupFromCards says the coup needs another card, weight it by the ways
 * to draw those cards and multiply by the continuations of the unused cards.
 */
function referenceCounts(decks: number) {
  const REP: Card[] = ['Ts', 'As', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s'];
  const left = valueCounts(decks);
  const n = 52 * decks;
  const t = { banker: 0n, player: 0n, tie: 0n, naturals: 0n, c4: 0n, c5: 0n, c6: 0n, six: 0n };
  // Dragon Bonus wins per side by paytable row ("natural", "4".."9"), as dragon.ts settles them.
  const dragon: Record<string, bigint> = {};
  const add = (coup: Coup, w: bigint): void => {
    t[coup.winner] += w;
    if (coup.natural) t.naturals += w;
    t[coup.dealt.length === 4 ? 'c4' : coup.dealt.length === 5 ? 'c5' : 'c6'] += w;
    if (coup.winner === 'banker' && coup.bankerPoint === 6) t.six += w;
    for (const side of ['player', 'banker'] as const) {
      const d = dragonResult(coup, side, { natural: EVEN, margins: MARGINS });
      if (d.outcome === 'win') dragon[`${side} ${d.key}`] = (dragon[`${side} ${d.key}`] ?? 0n) + w;
    }
  };
  const walk = (prefix: Card[], w: bigint): void => {
    const r = coupFromCards(prefix);
    if (r.ok) {
      add(r.coup, w * fallingFactorial(n - prefix.length, 6 - prefix.length));
      return;
    }
    for (let v = 0; v < 10; v++) {
      const k = left[v] as number;
      if (k === 0) continue;
      left[v] = k - 1;
      walk([...prefix, REP[v] as Card], w * BigInt(k));
      left[v] = k;
    }
  };
  walk([], 1n);
  return { ...t, dragon };
}

const EVEN = { pays: 1, per: 1 };
const MARGINS = { '4': EVEN, '5': EVEN, '6': EVEN, '7': EVEN, '8': EVEN, '9': EVEN };

describe('exact analysis against an independent count with the reference coup (coup.ts)', () => {
  it('Tasmania 9.2, 11: every count agrees at 8 decks (winner, naturals, cards, six, Dragon margins)', () => {
    const ref = referenceCounts(8);
    const a = tasmania8;
    expect([a.banker, a.player, a.tie, a.naturals]).toEqual([ref.banker, ref.player, ref.tie, ref.naturals]);
    expect([a.cards[4], a.cards[5], a.cards[6], a.bankerWinsOnSix]).toEqual([
      ref.c4,
      ref.c5,
      ref.c6,
      ref.six,
    ]);
    const dragon: Record<string, bigint> = {};
    for (const side of ['player', 'banker'] as const) {
      dragon[`${side} natural`] = a.dragon[side].natural;
      for (const [m, count] of Object.entries(a.dragon[side].margins)) dragon[`${side} ${m}`] = count;
    }
    expect(dragon).toEqual(ref.dragon);
  });
});
