// Monte Carlo: deals real shoes and counts what happens; it and the exact analysis (analysis.ts) check each other.
// Each shoe is exactly the shoe newShoe (shoe.ts) builds from the seed `${seed}/${i}`: the same seeded Fisher-Yates
// over the same xoshiro128** stream, then a random valid cut (Tasmania 5.3), the marker seven cards from the back
// (5.4) and the burn when the profile burns. Coups are dealt while one may start (9.4: not after the marker and one
// more card have been drawn). The competition indicator card (16.5.1) does not change the cards and is left out.
//
// The hot path is numeric, not the object-based dealCoup: cards are bytes (suit * 13 + rank, the order of
// orderedDecks), the RNG is inlined over four local words, the table of play is a lookup, and each coup adds one to
// its outcome class (analysis/outcomes.ts). Bets are settled at the end from those counts with the profile's odds.
//
// Cut-card effect: coups dealt from a shoe that stops at the marker are not quite the population the exact analysis
// counts (the first six cards of a full shoe). Measured against it (tasmania-federal, 8 decks, seed "second",
// 4,000,000 shoes = 333.7 million coups) every frequency (Banker, Player, Tie, naturals, 4/5/6 cards) agreed within
// 1.5 standard errors (about 2.7e-5 each): the effect is smaller than that, far below the sampling error of any
// simulation that runs in seconds, which is what the tests' 4.5 standard errors allow for.
import { cardValue, countValue, isRed, orderedDecks, rankOf, suitOf, type Card } from './cards.ts';
import type { BetName } from './bets.ts';
import type { Side } from './coup.ts';
import type { TableProfile } from './profiles.ts';
import { seedRng } from './rng.ts';
import { CARDS_BEHIND_MARKER, MIN_CUT_DISTANCE } from './cut.ts';
import { checkDeckCount } from './shoe.ts';
import {
  BANKER_DRAWS,
  BANKER_NATURAL,
  betFigures,
  countOutcomes,
  OUTCOME_CLASSES,
  outcomeIndex,
  PAIR_KINDS,
  PLAYER_NATURAL,
  ratio,
  type OutcomeCounts,
  type PairCounts,
} from './analysis/outcomes.ts';
import type { Result } from './result.ts';

/** Card byte: suit index * 13 + rank index (RANKS order), the position of the card in one orderedDecks deck. */
const DECK: readonly Card[] = orderedDecks(1);

export function encodeCard(card: Card): number {
  return DECK.indexOf(card);
}

export function decodeCard(code: number): Card {
  const c = DECK[code];
  if (c === undefined) throw new RangeError(`decodeCard: ${code} is not a card code`);
  return c;
}

const VALUE = Uint8Array.from(DECK, cardValue);
const COUNT_VALUE = Uint8Array.from(DECK, countValue);

/** PAIR_CLASS[a * 52 + b]: 0 no pair, 1 mixed, 2 coloured, 3 perfect (Tasmania 15.1 a-c). */
const PAIR_CLASS: Uint8Array = (() => {
  const t = new Uint8Array(52 * 52);
  for (let a = 0; a < 52; a++) {
    for (let b = 0; b < 52; b++) {
      const x = DECK[a] as Card;
      const y = DECK[b] as Card;
      if (rankOf(x) !== rankOf(y)) continue;
      t[a * 52 + b] = suitOf(x) === suitOf(y) ? 3 : isRed(x) === isRed(y) ? 2 : 1;
    }
  }
  return t;
})();

/** Pair class of two card codes: 0 none, 1 mixed, 2 coloured, 3 perfect. */
export function pairClassOfCodes(a: number, b: number): number {
  return PAIR_CLASS[a * 52 + b] as number;
}

/** Cards a coup used, by outcome class index. */
const CARDS_OF_CLASS = Uint8Array.from({ length: OUTCOME_CLASSES }, (_, i) => 4 + Math.floor(i / 400));

/**
 * Plays the coup whose first card is cards[pos] (Tasmania 9.2 order, 11 table of play) and returns its outcome class
 * index (outcomeIndex: cards used, naturals, points). The caller guarantees six cards from pos.
 */
export function playCoupCodes(cards: Uint8Array, pos: number): number {
  const p1 = VALUE[cards[pos] as number] as number;
  const b1 = VALUE[cards[pos + 1] as number] as number;
  const p2 = VALUE[cards[pos + 2] as number] as number;
  const b2 = VALUE[cards[pos + 3] as number] as number;
  let pp = p1 + p2;
  if (pp >= 10) pp -= 10;
  let bp = b1 + b2;
  if (bp >= 10) bp -= 10;
  if (pp >= 8 || bp >= 8) {
    return outcomeIndex(4, (pp >= 8 ? PLAYER_NATURAL : 0) | (bp >= 8 ? BANKER_NATURAL : 0), pp, bp);
  }
  let n = 4;
  let column = 10;
  if (pp <= 5) {
    column = VALUE[cards[pos + 4] as number] as number;
    pp += column;
    if (pp >= 10) pp -= 10;
    n = 5;
  }
  if (BANKER_DRAWS[bp * 11 + column] === 1) {
    bp += VALUE[cards[pos + n] as number] as number;
    if (bp >= 10) bp -= 10;
    n++;
  }
  return outcomeIndex(n, 0, pp, bp);
}

export interface ShoeCodes {
  /** Card codes in the order they leave the shoe (after the cut). */
  readonly cards: Uint8Array;
  /** First card dealt to a coup (after any burn). */
  readonly start: number;
  /** Tasmania 5.4: cards in front of the marker. */
  readonly markerIndex: number;
}

/** The seed of the i-th shoe of a simulation: replay it with newShoe({ decks, seed: shoeSeed(seed, i), burn }). */
export function shoeSeed(seed: string | number, i: number): string {
  return `${String(seed)}/${i}`;
}

/**
 * Builds one shoe into `out` (length 52 * decks) exactly as newShoe does: Rng.shuffle's Fisher-Yates with
 * Rng.nextInt's rejection sampling, then Rng.between for the cut, over an inlined xoshiro128**.
 */
function fillShoe(
  template: Uint8Array,
  limits: Float64Array,
  work: Uint8Array,
  out: Uint8Array,
  seed: string,
): void {
  const s = seedRng(seed).s;
  let a = s[0],
    b = s[1],
    c = s[2],
    d = s[3];
  const n = template.length;
  work.set(template);
  // Fisher-Yates from the back, each index drawn as Rng.nextInt draws it (rejection, no modulo bias); the
  // generator step is written out so the state stays in registers.
  let at = 0;
  for (let i = n - 1; i >= 0; i--) {
    // i = 0 is not a swap: it draws the cut, Rng.between(MIN_CUT_DISTANCE, n - MIN_CUT_DISTANCE).
    const bound = i > 0 ? i + 1 : n - 2 * MIN_CUT_DISTANCE + 1;
    const limit = limits[bound] as number;
    let r: number;
    do {
      const m = Math.imul(b, 5);
      r = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = (d << 11) | (d >>> 21);
    } while (r >= limit);
    const j = r - Math.floor(r / bound) * bound; // r % bound, faster on doubles
    if (i === 0) {
      at = MIN_CUT_DISTANCE + j;
      break;
    }
    const tmp = work[i] as number;
    work[i] = work[j] as number;
    work[j] = tmp;
  }
  // Tasmania 5.3: cut at least ten cards from either end; the cards behind the cut go to the front.
  out.set(work.subarray(at), 0);
  out.set(work.subarray(0, at), n - at);
}

interface ShoeTables {
  /** orderedDecks(decks) as codes. */
  readonly template: Uint8Array;
  /** limits[k]: Rng.nextInt's rejection bound for k, the largest multiple of k not above 2^32. */
  readonly limits: Float64Array;
}

function tablesFor(decks: number): ShoeTables {
  const n = 52 * decks;
  const template = new Uint8Array(n);
  for (let i = 0; i < n; i++) template[i] = i % 52;
  const limits = new Float64Array(n + 1);
  for (let k = 1; k <= n; k++) limits[k] = 0x100000000 - (0x100000000 % k);
  return { template, limits };
}

/** The i-th shoe of a simulation as card codes: for tests and for replaying a shoe. */
export function simulationShoe(decks: number, seed: string | number, i: number, burn: boolean): ShoeCodes {
  const n = 52 * decks;
  const cards = new Uint8Array(n);
  const t = tablesFor(decks);
  fillShoe(t.template, t.limits, new Uint8Array(n), cards, shoeSeed(seed, i));
  return {
    cards,
    start: burn ? 1 + (COUNT_VALUE[cards[0] as number] as number) : 0,
    markerIndex: n - CARDS_BEHIND_MARKER,
  };
}

export interface SimulateOptions {
  readonly decks: number;
  readonly shoes: number;
  readonly seed: string | number;
}

export interface Frequencies {
  readonly banker: number;
  readonly player: number;
  readonly tie: number;
  readonly naturals: number;
  readonly cards: { readonly 4: number; readonly 5: number; readonly 6: number };
  readonly bankerWinsOnSix: number;
  /** Any pair on the hand's first two cards (Player/Banker Pair). */
  readonly playerPair: number;
  readonly bankerPair: number;
}

export interface Simulation {
  readonly decks: number;
  readonly profile: string;
  readonly shoes: number;
  readonly seed: string;
  readonly coups: number;
  /** Observed counts (in coups), the same shape as the exact analysis counts (in six-card sequences). */
  readonly counts: OutcomeCounts;
  readonly frequencies: Frequencies;
  /** Observed net return per unit staked on each bet the profile offers (a push returns 0). */
  readonly returns: Partial<Record<BetName, number>>;
}

/** The most shoes one call deals (a guard against a typo that would run for hours). */
export const MAX_SHOES = 10_000_000;

/** Deals `shoes` real shoes of `decks` decks under `profile` and counts every coup. */
export function simulate(profile: TableProfile, opts: SimulateOptions): Result<Simulation> {
  const deckError = checkDeckCount(opts.decks, profile.perfectPairs !== null);
  if (deckError) return { ok: false, error: deckError };
  if (!Number.isInteger(opts.shoes) || opts.shoes < 1 || opts.shoes > MAX_SHOES) {
    return { ok: false, error: `shoes must be a whole number from 1 to ${MAX_SHOES}, not ${opts.shoes}` };
  }
  const n = 52 * opts.decks;
  const { template, limits } = tablesFor(opts.decks);
  const work = new Uint8Array(n);
  const shoe = new Uint8Array(n);
  const marker = n - CARDS_BEHIND_MARKER;
  const classes = new Float64Array(OUTCOME_CLASSES);
  const pairPlayer = new Float64Array(4);
  const pairBanker = new Float64Array(4);
  let coups = 0;
  for (let i = 0; i < opts.shoes; i++) {
    fillShoe(template, limits, work, shoe, shoeSeed(opts.seed, i));
    let pos = profile.burn ? 1 + (COUNT_VALUE[shoe[0] as number] as number) : 0;
    // Tasmania 9.4: a coup may start while the marker has not been passed by a playing card; seven cards lie
    // behind the marker, so every coup that starts has the six cards it may need.
    while (pos <= marker) {
      const k = playCoupCodes(shoe, pos);
      classes[k]!++;
      pairPlayer[PAIR_CLASS[(shoe[pos] as number) * 52 + (shoe[pos + 2] as number)] as number]!++;
      pairBanker[PAIR_CLASS[(shoe[pos + 1] as number) * 52 + (shoe[pos + 3] as number)] as number]!++;
      pos += CARDS_OF_CLASS[k] as number;
      coups++;
    }
  }
  const toPairs = (t: Float64Array): PairCounts => ({
    mixed: BigInt(t[1] as number),
    coloured: BigInt(t[2] as number),
    perfect: BigInt(t[3] as number),
  });
  const pairs: Record<Side, PairCounts> = { player: toPairs(pairPlayer), banker: toPairs(pairBanker) };
  const counts = countOutcomes(
    Array.from(classes, (x) => BigInt(x)),
    pairs,
  );
  const f = (x: bigint): number => ratio(x, counts.total);
  const anyPair = (p: PairCounts): bigint => PAIR_KINDS.reduce((s, k) => s + p[k], 0n);
  const returns: Partial<Record<BetName, number>> = {};
  for (const [bet, figures] of Object.entries(betFigures(profile, counts))) {
    returns[bet as BetName] = figures.expectedReturn;
  }
  return {
    ok: true,
    value: {
      decks: opts.decks,
      profile: profile.id,
      shoes: opts.shoes,
      seed: String(opts.seed),
      coups,
      counts,
      frequencies: {
        banker: f(counts.banker),
        player: f(counts.player),
        tie: f(counts.tie),
        naturals: f(counts.naturals),
        cards: { 4: f(counts.cards[4]), 5: f(counts.cards[5]), 6: f(counts.cards[6]) },
        bankerWinsOnSix: f(counts.bankerWinsOnSix),
        playerPair: f(anyPair(counts.pairs.player)),
        bankerPair: f(anyPair(counts.pairs.banker)),
      },
      returns,
    },
  };
}
