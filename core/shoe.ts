// The shoe as plain data (Tasmania 4, 5, 9.4, 16.5.1): shuffled with a seeded RNG whose state travels with it,
// cut, marker placed seven cards from the back, optional burn and competition indicator card.
import { countValue, orderedDecks, type Card } from './cards.ts';
import { CURRENT_SEEDING, Rng, type RngState, type Seeding } from './rng.ts';

export const MIN_DECKS = 4;
export const MAX_DECKS = 8;
/** Tasmania 5.3: the cut is at least ten cards from either end. */
export const MIN_CUT_DISTANCE = 10;
/** Tasmania 5.4: the marker goes between the 7th and 8th cards from the back. */
export const CARDS_BEHIND_MARKER = 7;

export interface Shoe {
  /** Cards in the order they leave the shoe; index 0 is first out. */
  readonly cards: readonly Card[];
  /** How many cards have left the shoe (dealt or burned). */
  readonly position: number;
  /** Number of cards in front of the marker card: it comes out after cards[markerIndex - 1]. */
  readonly markerIndex: number;
  /** Competition indicator card (Tasmania 16.5.1): comes out after cards[indicatorIndex - 1]; null if none. */
  readonly indicatorIndex: number | null;
  /** Cards burned at the start of the shoe (the turned card first). */
  readonly burned: readonly Card[];
  readonly rng: RngState;
}

export type ShoeResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function checkDeckCount(decks: number, perfectPairsOffered: boolean): string | null {
  if (!Number.isInteger(decks) || decks < MIN_DECKS || decks > MAX_DECKS) {
    return `Tasmania 4.1: a shoe holds ${MIN_DECKS} to ${MAX_DECKS} decks, not ${decks}`;
  }
  if (perfectPairsOffered && decks < 6) {
    return `Tasmania 4.1: at least six decks are used when Perfect Pairs is offered, not ${decks}`;
  }
  return null;
}

/** Unbiased Fisher-Yates over the seeded RNG. Returns the shuffled cards and the RNG state after it. */
export function shuffleCards(cards: readonly Card[], rng: RngState): { cards: Card[]; rng: RngState } {
  const r = new Rng(rng);
  const out = r.shuffle([...cards]);
  return { cards: out, rng: r.state };
}

/** Tasmania 5.3: a cut `at` cards from the front is valid when at least ten cards lie on each side. */
export function isValidCut(totalCards: number, at: number): boolean {
  return Number.isInteger(at) && at >= MIN_CUT_DISTANCE && at <= totalCards - MIN_CUT_DISTANCE;
}

/** Tasmania 5.3: the cards behind the cut go to the front. */
export function cutCards(cards: readonly Card[], at: number): ShoeResult<Card[]> {
  if (!isValidCut(cards.length, at)) {
    return {
      ok: false,
      error: `Tasmania 5.3: the cut must be at least ${MIN_CUT_DISTANCE} cards from either end (${at} of ${cards.length})`,
    };
  }
  return { ok: true, value: [...cards.slice(at), ...cards.slice(0, at)] };
}

/** Tasmania 5.4: the marker sits between the 7th and 8th cards from the back. */
export function markerIndexFor(totalCards: number): number {
  return totalCards - CARDS_BEHIND_MARKER;
}

/** Tasmania 16.5.1: "approximately two decks in from the rear". */
export function indicatorIndexFor(totalCards: number): number {
  return totalCards - 2 * 52;
}

export interface NewShoeOptions {
  decks: number;
  seed: string | number;
  /** How the seed becomes the shuffle's generator (core/rng.ts); by default the current seeding. */
  seeding?: Seeding;
  /** Cut position; by default a random valid cut. */
  cutAt?: number;
  burn?: boolean;
  competitionIndicator?: boolean;
}

/** Shuffle, cut, place the marker (and indicator), and burn if the house burns. */
export function newShoe(opts: NewShoeOptions): Shoe {
  const seeded = Rng.fromSeed(opts.seed, opts.seeding ?? CURRENT_SEEDING);
  const shuffled = shuffleCards(orderedDecks(opts.decks), seeded.state);
  const r = new Rng(shuffled.rng);
  const total = shuffled.cards.length;
  const at = opts.cutAt ?? r.between(MIN_CUT_DISTANCE, total - MIN_CUT_DISTANCE);
  const cut = cutCards(shuffled.cards, at);
  if (!cut.ok) throw new RangeError(cut.error);
  let shoe: Shoe = {
    cards: cut.value,
    position: 0,
    markerIndex: markerIndexFor(total),
    indicatorIndex: opts.competitionIndicator ? indicatorIndexFor(total) : null,
    burned: [],
    rng: r.state,
  };
  if (opts.burn) shoe = burnCards(shoe);
  return shoe;
}

/** House burn: the first card is turned and that many more are burned (ten and court cards count ten). */
export function burnCards(shoe: Shoe): Shoe {
  const first = shoe.cards[shoe.position];
  if (first === undefined) return shoe;
  const count = 1 + countValue(first);
  const burned = shoe.cards.slice(shoe.position, shoe.position + count);
  return { ...shoe, position: shoe.position + burned.length, burned: [...shoe.burned, ...burned] };
}

export function cardsLeft(shoe: Shoe): number {
  return shoe.cards.length - shoe.position;
}

/** The marker is at the mouth of the shoe (exposed, not yet drawn): Tasmania 14.2. */
export function markerExposed(shoe: Shoe): boolean {
  return shoe.position === shoe.markerIndex;
}

/** Cards past the marker have been drawn, so the marker itself has been drawn. */
export function markerDrawn(shoe: Shoe): boolean {
  return shoe.position > shoe.markerIndex;
}

/**
 * Tasmania 9.4: no initial deal starts after the marker card, followed by one playing card, has been drawn.
 * A coup may start with the marker exposed or just removed; that coup is the last of the shoe.
 */
export function canStartCoup(shoe: Shoe): boolean {
  return shoe.position <= shoe.markerIndex;
}

/** A coup starting now is the last one when the marker will be reached during it or already shows. */
export function isLastCoup(shoe: Shoe, cardsInCoup: number): boolean {
  return canStartCoup(shoe) && shoe.position + cardsInCoup > shoe.markerIndex;
}

/** Draws one card; returns null if the shoe is empty. */
export function drawCard(shoe: Shoe): { card: Card; shoe: Shoe } | null {
  const card = shoe.cards[shoe.position];
  if (card === undefined) return null;
  return { card, shoe: { ...shoe, position: shoe.position + 1 } };
}
