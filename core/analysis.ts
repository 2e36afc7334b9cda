// Exact analysis of a profile's bets by full enumeration, counted the way the published tables count: ordered
// six-card sequences from a full shoe (8 decks: 416*415*414*413*412*411 in all), so a coup that uses only four or
// five cards counts every continuation of the cards it did not use.
//
// Speed: the enumeration runs over card VALUE classes (0 = tens and court cards, 1-9), weighting each value sequence
// by the number of card sequences behind it, so at most 10^6 leaves instead of 416^6.
// Exactness: every weight and every partial sum is an integer no larger than the number of six-card sequences,
// and JS Numbers are exact integers below 2^53 (8 decks: 4.998e15 < 9.007e15). So the loops add in Number and the
// sums are converted to BigInt at the end. A guard checks that bound; if a shoe were too large, the sums are moved
// to BigInt after every first card (each such share is far smaller), and a shoe too large even for that is refused.
// Pair bets need ranks and suits, not values: they are counted analytically from the first two cards of each hand.
import type { BetName } from './bets.ts';
import { checkDeckCount } from './shoe.ts';
import type { TableProfile } from './profiles.ts';
import type { Side } from './coup.ts';
import {
  BANKER_DRAWS,
  BANKER_NATURAL,
  betFigures,
  countOutcomes,
  OUTCOME_CLASSES,
  outcomeIndex,
  PLAYER_NATURAL,
  ratio,
  type BetFigures,
  type OutcomeCounts,
  type PairCounts,
} from './analysis/outcomes.ts';

export type { BetFigures, OutcomeCounts } from './analysis/outcomes.ts';

export interface Analysis extends OutcomeCounts {
  readonly decks: number;
  readonly profile: string;
  /** The Banker stake (cents) whose charged commission or rounded half the Banker figures are for. */
  readonly bankerStake: number;
  /** Every bet the profile offers (offeredBets order). */
  readonly bets: Partial<Record<BetName, BetFigures>>;
}

export type AnalysisResult = { ok: true; value: Analysis } | { ok: false; error: string };

/** Cards of each value in `decks` full decks: 16 per deck of value 0 (ten, J, Q, K), 4 of each of 1-9. */
export function valueCounts(decks: number): number[] {
  return Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
}

/** n (n-1) ... (n-k+1) */
export function fallingFactorial(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r *= BigInt(n - i);
  return r;
}

export interface EnumerateOptions {
  /** Move the sums to BigInt after every first card (the fallback; forced in tests to compare both paths). */
  readonly flushEachFirstCard?: boolean;
}

/**
 * Number of ordered six-card sequences falling in each outcome class (see analysis/outcomes.ts), for a shoe with
 * counts[v] cards of value v. Throws (a programmer error) on a shoe too large for exact Number partial sums.
 */
export function enumerateOutcomes(counts: readonly number[], opts: EnumerateOptions = {}): bigint[] {
  if (counts.length !== 10 || counts.some((n) => !Number.isInteger(n) || n < 0)) {
    throw new RangeError('enumerateOutcomes: counts must be ten whole numbers');
  }
  const c = Int32Array.from(counts);
  const n = counts.reduce((a, b) => a + b, 0);
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  const maxCount = Math.max(...counts);
  const flushEach = opts.flushEachFirstCard === true || fallingFactorial(n, 6) > safe;
  if (flushEach && BigInt(maxCount) * fallingFactorial(n - 1, 5) > safe) {
    throw new RangeError(`enumerateOutcomes: a shoe of ${n} cards is too large for exact sums`);
  }
  // Continuations of the unused cards: a 4-card coup has (n-4)(n-5) of them, a 5-card coup n-5.
  const rest4 = (n - 4) * (n - 5);
  const rest5 = n - 5;
  const acc = new Float64Array(OUTCOME_CLASSES);
  const classes: bigint[] = Array.from({ length: OUTCOME_CLASSES }, () => 0n);
  const flush = (): void => {
    for (let i = 0; i < OUTCOME_CLASSES; i++) {
      const v = acc[i] as number;
      if (v !== 0) {
        classes[i] = (classes[i] as bigint) + BigInt(v);
        acc[i] = 0;
      }
    }
  };
  const draws = BANKER_DRAWS;
  // Dealing order Tasmania 9.2: Player, Banker, Player, Banker; third cards by Tasmania 11.
  for (let p1 = 0; p1 < 10; p1++) {
    const a1 = c[p1] as number;
    if (a1 === 0) continue;
    c[p1] = a1 - 1;
    for (let b1 = 0; b1 < 10; b1++) {
      const a2 = c[b1] as number;
      if (a2 === 0) continue;
      c[b1] = a2 - 1;
      const w2 = a1 * a2;
      for (let p2 = 0; p2 < 10; p2++) {
        const a3 = c[p2] as number;
        if (a3 === 0) continue;
        c[p2] = a3 - 1;
        const w3 = w2 * a3;
        const pp = (p1 + p2) % 10;
        for (let b2 = 0; b2 < 10; b2++) {
          const a4 = c[b2] as number;
          if (a4 === 0) continue;
          c[b2] = a4 - 1;
          const w4 = w3 * a4;
          const bp = (b1 + b2) % 10;
          if (pp >= 8 || bp >= 8) {
            const nat = (pp >= 8 ? PLAYER_NATURAL : 0) | (bp >= 8 ? BANKER_NATURAL : 0);
            acc[outcomeIndex(4, nat, pp, bp)]! += w4 * rest4;
          } else if (pp <= 5) {
            // Player draws; Banker by the grid against the third card's value.
            for (let p3 = 0; p3 < 10; p3++) {
              const a5 = c[p3] as number;
              if (a5 === 0) continue;
              const w5 = w4 * a5;
              const pf = (pp + p3) % 10;
              if (draws[bp * 11 + p3] === 1) {
                c[p3] = a5 - 1;
                const base = outcomeIndex(6, 0, pf, 0);
                for (let b3 = 0; b3 < 10; b3++) {
                  const a6 = c[b3] as number;
                  if (a6 !== 0) acc[base + ((bp + b3) % 10)]! += w5 * a6;
                }
                c[p3] = a5;
              } else {
                acc[outcomeIndex(5, 0, pf, bp)]! += w5 * rest5;
              }
            }
          } else if (draws[bp * 11 + 10] === 1) {
            // Player stands on 6 or 7; Banker draws on 0-5.
            const base = outcomeIndex(5, 0, pp, 0);
            for (let b3 = 0; b3 < 10; b3++) {
              const a5 = c[b3] as number;
              if (a5 !== 0) acc[base + ((bp + b3) % 10)]! += w4 * a5 * rest5;
            }
          } else {
            acc[outcomeIndex(4, 0, pp, bp)]! += w4 * rest4;
          }
          c[b2] = a4;
        }
        c[p2] = a3;
      }
      c[b1] = a2;
    }
    c[p1] = a1;
    if (flushEach) flush();
  }
  flush();
  return classes;
}

/**
 * Pairs on one hand's first two cards (Tasmania 15.1) as counts of six-card sequences. Those two cards are an ordered
 * pair of distinct cards: of the n-1 cards that can follow a given card, 4d-1 share its rank: d-1 share its suit
 * (perfect), d are the other suit of its colour (coloured) and 2d are of the other colour (mixed).
 */
export function pairCounts(decks: number): PairCounts {
  const n = 52 * decks;
  const per = BigInt(n) * fallingFactorial(n - 2, 4); // total / (n - 1)
  return {
    perfect: per * BigInt(decks - 1),
    coloured: per * BigInt(decks),
    mixed: per * BigInt(2 * decks),
  };
}

/**
 * Exact counts, probabilities and house edges for `profile` dealt from `decks` decks (Tasmania 4.1: 4 to 8). The
 * Banker bet's edge is that of what the profile actually charges on a `bankerStake` (default: the table minimum).
 */
export function analyze(
  profile: TableProfile,
  decks: number,
  bankerStake: number = profile.limits.main.min,
): AnalysisResult {
  const deckError = checkDeckCount(decks, profile.perfectPairs !== null);
  if (deckError) return { ok: false, error: deckError };
  if (!Number.isSafeInteger(bankerStake) || bankerStake <= 0)
    return {
      ok: false,
      error: `the Banker stake must be a positive whole number of cents, not ${bankerStake}`,
    };
  const classes = enumerateOutcomes(valueCounts(decks));
  const pairs: Record<Side, PairCounts> = { player: pairCounts(decks), banker: pairCounts(decks) };
  const counts = countOutcomes(classes, pairs);
  return {
    ok: true,
    value: {
      ...counts,
      decks,
      profile: profile.id,
      bankerStake,
      bets: betFigures(profile, counts, bankerStake),
    },
  };
}

export interface BetFiguresJSON {
  probabilityWin: number;
  probabilityPush: number;
  houseEdge: number;
}

/** JSON-friendly form for the command line: counts as decimal strings, probabilities as numbers. */
export interface AnalysisJSON {
  decks: number;
  profile: string;
  bankerStake: number;
  total: string;
  banker: string;
  player: string;
  tie: string;
  bets: Partial<Record<BetName, BetFiguresJSON>>;
  naturals: string;
  cards: { '4': string; '5': string; '6': string };
  probabilities: {
    banker: number;
    player: number;
    tie: number;
    naturals: number;
    cards: { '4': number; '5': number; '6': number };
  };
}

export function analysisToJSON(a: Analysis): AnalysisJSON {
  const bets: Partial<Record<BetName, BetFiguresJSON>> = {};
  for (const [bet, f] of Object.entries(a.bets) as [BetName, BetFigures][]) {
    bets[bet] = {
      probabilityWin: f.probabilityWin,
      probabilityPush: f.probabilityPush,
      houseEdge: f.houseEdge,
    };
  }
  const p = (x: bigint): number => ratio(x, a.total);
  return {
    decks: a.decks,
    profile: a.profile,
    bankerStake: a.bankerStake,
    total: a.total.toString(),
    banker: a.banker.toString(),
    player: a.player.toString(),
    tie: a.tie.toString(),
    bets,
    naturals: a.naturals.toString(),
    cards: { '4': a.cards[4].toString(), '5': a.cards[5].toString(), '6': a.cards[6].toString() },
    probabilities: {
      banker: p(a.banker),
      player: p(a.player),
      tie: p(a.tie),
      naturals: p(a.naturals),
      cards: { '4': p(a.cards[4]), '5': p(a.cards[5]), '6': p(a.cards[6]) },
    },
  };
}
