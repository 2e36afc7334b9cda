// Outcome classes of a coup and what every bet returns on them, shared by the exact analysis and the simulator, so
// both settle from the same counts. A class is (cards used 4/5/6, which hands had a natural, Player point, Banker
// point): that is all any bet except the pairs depends on (Tasmania 6.6-6.8, 12, 13; Deltin; Dragon Bonus).
import type { BetName, Odds } from '../bets.ts';
import { bankerDraws } from '../table-of-play.ts';
import { commissionOn } from '../commission.ts';
import { offeredBets, type TableProfile } from '../profiles.ts';
import { payAt } from '../settlement.ts';
import type { Side } from '../coup.ts';

/** Number of outcome classes: 3 card counts x 4 natural flags x 10 Player points x 10 Banker points. */
export const OUTCOME_CLASSES = 1200;
export const PLAYER_NATURAL = 1;
export const BANKER_NATURAL = 2;

/** Index of an outcome class. `naturals` holds PLAYER_NATURAL | BANKER_NATURAL. */
export function outcomeIndex(
  cards: number,
  naturals: number,
  playerPoint: number,
  bankerPoint: number,
): number {
  return ((cards - 4) * 4 + naturals) * 100 + playerPoint * 10 + bankerPoint;
}

export interface OutcomeClass {
  readonly cards: 4 | 5 | 6;
  readonly playerNatural: boolean;
  readonly bankerNatural: boolean;
  readonly playerPoint: number;
  readonly bankerPoint: number;
}

export function outcomeClass(index: number): OutcomeClass {
  const naturals = Math.floor(index / 100) % 4;
  return {
    cards: (4 + Math.floor(index / 400)) as 4 | 5 | 6,
    playerNatural: (naturals & PLAYER_NATURAL) !== 0,
    bankerNatural: (naturals & BANKER_NATURAL) !== 0,
    playerPoint: Math.floor(index / 10) % 10,
    bankerPoint: index % 10,
  };
}

/**
 * Tasmania 11 as a flat lookup for the hot loops: BANKER_DRAWS[bankerPoint * 11 + third], third = the Player's
 * third card value 0-9 or 10 when the Player stood. Built from table-of-play.ts, the one copy of the rule.
 * Only meaningful without a natural (the loops handle naturals first).
 */
export const BANKER_DRAWS: Uint8Array = (() => {
  const t = new Uint8Array(110);
  for (let b = 0; b <= 9; b++) {
    for (let third = 0; third <= 10; third++) {
      // Player point 4 (drew) or 6 (stood): no natural on the Player side.
      t[b * 11 + third] = bankerDraws(b, third === 10 ? null : third, third === 10 ? 6 : 4) ? 1 : 0;
    }
  }
  return t;
})();

export const PAIR_KINDS = ['mixed', 'coloured', 'perfect'] as const;
export type PairKind = (typeof PAIR_KINDS)[number];
export type PairCounts = Record<PairKind, bigint>;

export const DRAGON_MARGINS = ['4', '5', '6', '7', '8', '9'] as const;
export interface DragonCounts {
  /** The side won with a natural (pays the natural row). */
  readonly natural: bigint;
  /** The side won without a natural by this margin. */
  readonly margins: Record<(typeof DRAGON_MARGINS)[number], bigint>;
}

export interface OutcomeCounts {
  readonly total: bigint;
  readonly banker: bigint;
  readonly player: bigint;
  readonly tie: bigint;
  /** Either hand had a natural. */
  readonly naturals: bigint;
  readonly playerNaturals: bigint;
  readonly bankerNaturals: bigint;
  /** A tie with a natural on either hand (Dragon Bonus pushes). */
  readonly naturalTies: bigint;
  readonly cards: { readonly 4: bigint; readonly 5: bigint; readonly 6: bigint };
  /** Banker won with a point of 6 (Super Six; half pay under Tasmania 13 / Deltin). */
  readonly bankerWinsOnSix: bigint;
  readonly dragon: Record<Side, DragonCounts>;
  /** Pairs on each hand's first two cards (Tasmania 15.1 classes; any of them is a Player/Banker Pair). */
  readonly pairs: Record<Side, PairCounts>;
}

/** Sums the classes into the counts every bet needs. `classes` has OUTCOME_CLASSES entries. */
export function countOutcomes(classes: readonly bigint[], pairs: Record<Side, PairCounts>): OutcomeCounts {
  let total = 0n,
    banker = 0n,
    player = 0n,
    tie = 0n,
    naturals = 0n,
    playerNaturals = 0n,
    bankerNaturals = 0n,
    naturalTies = 0n,
    bankerWinsOnSix = 0n;
  const cards = { 4: 0n, 5: 0n, 6: 0n };
  const dragon = {
    player: { natural: 0n, margins: { '4': 0n, '5': 0n, '6': 0n, '7': 0n, '8': 0n, '9': 0n } },
    banker: { natural: 0n, margins: { '4': 0n, '5': 0n, '6': 0n, '7': 0n, '8': 0n, '9': 0n } },
  };
  for (let i = 0; i < OUTCOME_CLASSES; i++) {
    const n = classes[i] ?? 0n;
    if (n === 0n) continue;
    const c = outcomeClass(i);
    total += n;
    cards[c.cards] += n;
    if (c.playerNatural) playerNaturals += n;
    if (c.bankerNatural) bankerNaturals += n;
    if (c.playerNatural || c.bankerNatural) naturals += n;
    if (c.playerPoint === c.bankerPoint) {
      tie += n;
      if (c.playerNatural || c.bankerNatural) naturalTies += n;
      continue;
    }
    const winner: Side = c.bankerPoint > c.playerPoint ? 'banker' : 'player';
    if (winner === 'banker') {
      banker += n;
      if (c.bankerPoint === 6) bankerWinsOnSix += n;
    } else player += n;
    const winnerNatural = winner === 'banker' ? c.bankerNatural : c.playerNatural;
    const margin = Math.abs(c.bankerPoint - c.playerPoint);
    const d = dragon[winner];
    if (winnerNatural) d.natural += n;
    else if (margin >= 4) d.margins[String(margin) as (typeof DRAGON_MARGINS)[number]] += n;
  }
  return {
    total,
    banker,
    player,
    tie,
    naturals,
    playerNaturals,
    bankerNaturals,
    naturalTies,
    cards,
    bankerWinsOnSix,
    dragon,
    pairs,
  };
}

/** How a bet settles over all outcomes: each winning line with its odds, the pushes; everything else loses. */
interface Settlement {
  readonly wins: readonly { readonly count: bigint; readonly odds: Odds }[];
  readonly push: bigint;
}

const EVEN: Odds = { pays: 1, per: 1 };
const HALF: Odds = { pays: 1, per: 2 };

/**
 * The odds a winning Banker bet of `stake` cents is actually paid at: the commission rounded as the profile rounds it
 * (to the cent or to the chip, Tasmania 12.2) or half rounded by its fractionalCents (12.4), as pays/per = paid/stake.
 * A box whose total is rounded once (roundOn 'total') charges the exact rate in the long run: its rounding is once
 * a shoe, not once a bet.
 */
export function chargedOdds(p: TableProfile, stake: number, odds: Odds): Odds {
  if (p.banker.kind === 'commission') {
    if (p.banker.roundOn === 'total') return odds;
    return { pays: stake - commissionOn(p, stake), per: stake };
  }
  return { pays: payAt(odds, stake, p.fractionalCents), per: stake };
}

function settlementOf(bet: BetName, p: TableProfile, c: OutcomeCounts, stake: number): Settlement {
  switch (bet) {
    case 'player':
      // Tasmania 12.1, 6.8: 1:1; a tie pushes.
      return { wins: [{ count: c.player, odds: EVEN }], push: c.tie };
    case 'banker':
      // Tasmania 12.2: 19:20 (odds from the profile); Tasmania 12.4, 13 / Deltin: a win on six pays half. Both at
      // what the house actually charges on a `stake` (see chargedOdds).
      return p.banker.kind === 'commission'
        ? { wins: [{ count: c.banker, odds: chargedOdds(p, stake, p.banker.odds) }], push: c.tie }
        : {
            wins: [
              { count: c.banker - c.bankerWinsOnSix, odds: EVEN },
              { count: c.bankerWinsOnSix, odds: chargedOdds(p, stake, HALF) },
            ],
            push: c.tie,
          };
    case 'tie':
      return { wins: [{ count: c.tie, odds: p.tie }], push: 0n };
    case 'player_pair':
    case 'banker_pair': {
      const odds = p.pairs?.odds ?? EVEN;
      const pc = c.pairs[bet === 'player_pair' ? 'player' : 'banker'];
      return { wins: [{ count: pc.mixed + pc.coloured + pc.perfect, odds }], push: 0n };
    }
    case 'perfect_pair_player':
    case 'perfect_pair_banker': {
      const pp = p.perfectPairs;
      const pc = c.pairs[bet === 'perfect_pair_player' ? 'player' : 'banker'];
      if (!pp) return { wins: [], push: 0n };
      return { wins: PAIR_KINDS.map((k) => ({ count: pc[k], odds: pp[k] })), push: 0n };
    }
    case 'super_six':
      return { wins: [{ count: c.bankerWinsOnSix, odds: p.superSix?.odds ?? EVEN }], push: 0n };
    case 'dragon_player':
    case 'dragon_banker': {
      const table = p.dragonBonus;
      const d = c.dragon[bet === 'dragon_player' ? 'player' : 'banker'];
      if (!table) return { wins: [], push: 0n };
      return {
        wins: [
          { count: d.natural, odds: table.natural },
          ...DRAGON_MARGINS.map((m) => ({ count: d.margins[m], odds: table.margins[m] })),
        ],
        push: c.naturalTies,
      };
    }
  }
}

export interface BetFigures {
  readonly win: bigint;
  readonly push: bigint;
  readonly lose: bigint;
  readonly probabilityWin: number;
  readonly probabilityPush: number;
  readonly probabilityLose: number;
  /** Expected net return per unit staked, pushes included (a push returns 0). */
  readonly expectedReturn: number;
  /** -expectedReturn: per unit staked, pushes included (the convention of the published tables). */
  readonly houseEdge: number;
  /** Per unit staked on bets that are resolved (pushes left out); equals houseEdge for bets that cannot push. */
  readonly houseEdgeExcludingPushes: number;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** num/den as a Number, exact to about 1e-16 however large the BigInts. */
export function ratio(num: bigint, den: bigint): number {
  if (den === 0n) return Number.NaN;
  const scale = 10n ** 18n;
  return Number((num * scale) / den) / 1e18;
}

/**
 * Probabilities and house edge of every bet the profile offers, from exact (or observed) counts. The Banker bet is
 * figured at what the house charges on a `stake` (default: the table minimum), since chip rounding of the commission
 * makes its edge depend on the stake.
 */
export function betFigures(
  p: TableProfile,
  c: OutcomeCounts,
  stake: number = p.limits.main.min,
): Partial<Record<BetName, BetFigures>> {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new RangeError(`betFigures: bad stake ${stake}`);
  const out: Partial<Record<BetName, BetFigures>> = {};
  for (const bet of offeredBets(p)) {
    const s = settlementOf(bet, p, c, stake);
    // Exact rational: every payout over a common denominator `per`.
    let per = 1n;
    for (const w of s.wins) {
      const q = BigInt(w.odds.per);
      per = (per * q) / gcd(per, q);
    }
    let win = 0n;
    let num = 0n;
    for (const w of s.wins) {
      win += w.count;
      num += (w.count * BigInt(w.odds.pays) * per) / BigInt(w.odds.per);
    }
    const lose = c.total - win - s.push;
    num -= lose * per;
    const expectedReturn = ratio(num, c.total * per);
    const resolved = c.total - s.push;
    out[bet] = {
      win,
      push: s.push,
      lose,
      probabilityWin: ratio(win, c.total),
      probabilityPush: ratio(s.push, c.total),
      probabilityLose: ratio(lose, c.total),
      expectedReturn,
      houseEdge: -expectedReturn,
      houseEdgeExcludingPushes: -ratio(num, resolved * per),
    };
  }
  return out;
}
