// The shuffle and cut (Tasmania 5.3-5.5) and the house burn: who is offered the cut, whether a cut is valid, where the
// marker card goes, and how many cards are burned.
//
// Seat geometry (core/seats.ts): the house says which end is seat 1 (profile `seatOne`). With the default, seat 1 is
// nearest the dealer's right and the numbers rise towards the dealer's left; seen from above, clockwise runs from the
// dealer's left towards the dealer's right: DESCENDING seat numbers (7, 6, ..., 1), and from seat 1 it continues past
// the dealer to the highest seat. A seated player faces the dealer, so the seat on a player's LEFT is the next seat
// clockwise: seat n - 1, and for seat 1 the highest seat. That is the numbering under which 5.3 ("clockwise around
// the table starting with the player seated in the highest numbered place") and 5.5 ("the seated player on the left
// of the position making the cut") describe one continuous direction; with seat 1 at the dealer's left everything
// runs the other way, still starting 5.3's round at the player seated in the highest numbered place.
import { countValue, type Card } from './cards.ts';
import { seatOnLeft as leftOf, type SeatOne } from './seats.ts';
import type { Result } from './result.ts';
import { BASE_LANGUAGE } from './i18n/languages.ts';
import { ref, say, type MessageRef } from './i18n/say.ts';

/** Tasmania 5.3: the cut is at least ten cards from either end. */
export const MIN_CUT_DISTANCE = 10;
/** Tasmania 5.4: the marker goes between the 7th and 8th cards from the back. */
export const CARDS_BEHIND_MARKER = 7;

export type Cutter = number | 'inspector';

function checkSeats(seats: number, occupied: readonly number[]): string | null {
  if (seats !== 7 && seats !== 9) return `Tasmania 1: a table has 7 or 9 numbered places, not ${seats}`;
  for (const s of occupied) {
    if (!Number.isInteger(s) || s < 1 || s > seats)
      return `seat ${s} is not a place at a ${seats}-seat table`;
  }
  if (new Set(occupied).size !== occupied.length) return 'a seat is listed twice';
  return null;
}

/** The place on the left of `seat` (as its player faces the dealer); see core/seats.ts. */
export function seatOnLeft(seat: number, seats: number, seatOne: SeatOne = 'dealer-right'): number {
  return leftOf(seat, seats, seatOne);
}

/** Occupied seats in clockwise order starting at `from` (included if occupied), going seat by seat to the left. */
export function clockwiseFrom(
  from: number,
  occupied: readonly number[],
  seats: number,
  seatOne: SeatOne = 'dealer-right',
): number[] {
  const order: number[] = [];
  let s = from;
  for (let i = 0; i < seats; i++) {
    if (occupied.includes(s)) order.push(s);
    s = leftOf(s, seats, seatOne);
  }
  return order;
}

export interface CutOfferInput {
  /** 7 or 9 numbered places (Tasmania 1). */
  readonly seats: number;
  /** Seats with a seated player. */
  readonly occupied: readonly number[];
  /** 5.3: the seat of the first seated player (the player who sat down first), who is offered the cut first. */
  readonly firstSeated: number | null;
  /** 5.5: who cut for the previous game; null for the first game. */
  readonly previousCutter: Cutter | null;
  /** House convention: which end is seat 1 (default: the dealer's right). */
  readonly seatOne?: SeatOne;
  /** House convention for 5.3's "first seated player": who sat down first (`firstSeated`, the default), or the
   *  player at the first place, the lowest-numbered occupied seat. */
  readonly firstSeatedMeans?: 'sat-down-first' | 'first-place';
}

/** 5.3's first seated player under the input's convention; null when nobody has priority. */
export function firstSeatedPlayer(input: CutOfferInput): number | null {
  if (input.firstSeatedMeans === 'first-place')
    return input.occupied.length ? Math.min(...input.occupied) : null;
  return input.firstSeated;
}

/**
 * The order in which the cut is offered, ending with the Inspector, who cuts when no seated player wishes to (5.3).
 * First game (5.3): the first seated player, then clockwise starting with the player seated in the highest numbered place.
 * Later games (5.5): first the seated player on the left of the position that cut the previous game, then clockwise.
 * When the Inspector cut the previous game there is no position to count from, so 5.3's order is used again.
 */
export function cutOfferOrder(input: CutOfferInput): Result<Cutter[]> {
  const bad = checkSeats(input.seats, input.occupied);
  if (bad) return { ok: false, error: bad };
  const { seats, occupied, previousCutter } = input;
  const seatOne = input.seatOne ?? 'dealer-right';
  const firstSeated = firstSeatedPlayer(input);
  if (typeof previousCutter === 'number') {
    if (previousCutter < 1 || previousCutter > seats || !Number.isInteger(previousCutter)) {
      return {
        ok: false,
        error: `the previous cut was made from seat ${previousCutter}, not a place at this table`,
      };
    }
    // The previous cutter's position counts even if that player has left; the offer starts at the seat on its left.
    return {
      ok: true,
      value: [
        ...clockwiseFrom(leftOf(previousCutter, seats, seatOne), occupied, seats, seatOne),
        'inspector',
      ],
    };
  }
  if (firstSeated !== null && !occupied.includes(firstSeated)) {
    return { ok: false, error: `the first seated player's seat ${firstSeated} is not occupied` };
  }
  // 5.3: "starting with the player seated in the highest numbered place": the highest occupied seat, not the highest
  // place (with seat 1 at the dealer's left, clockwise from an empty highest place would wrap to seat 1 first).
  const highestSeated = occupied.length ? Math.max(...occupied) : seats;
  const rest = clockwiseFrom(highestSeated, occupied, seats, seatOne).filter((s) => s !== firstSeated);
  return { ok: true, value: [...(firstSeated === null ? [] : [firstSeated]), ...rest, 'inspector'] };
}

/** Why the cut is offered in `order`, stating the house's conventions (5.3's first seated player, seat 1's end), as a
 *  message (issue 24). */
export function cutOfferWorkingRef(input: CutOfferInput, order: readonly Cutter[]): MessageRef {
  const seatOne = input.seatOne ?? 'dealer-right';
  const right = seatOne === 'dealer-right';
  const named: MessageRef[] = order.map((c) =>
    c === 'inspector' ? ref('proc_shuffle_name_inspector', {}) : ref('proc_shuffle_name_seat', { seat: c }),
  );
  const names = named.reduceRight((rest, first) => ref('proc_tools_list', { first, rest }));
  const numbering = ref(right ? 'proc_shuffle_numbering_right' : 'proc_shuffle_numbering_left', {});
  if (typeof input.previousCutter === 'number') {
    const left = ref(right ? 'proc_shuffle_left_right' : 'proc_shuffle_left_left', {});
    return ref('proc_shuffle_offer_next', { previous: input.previousCutter, numbering, left, names });
  }
  const seat = String(firstSeatedPlayer(input));
  const who = ref(
    input.firstSeatedMeans === 'first-place' ? 'proc_shuffle_who_first_place' : 'proc_shuffle_who_sat_first',
    {
      seat,
    },
  );
  return ref('proc_shuffle_offer_first', { who, numbering, names });
}

/** The same in English. */
export function cutOfferWorking(input: CutOfferInput, order: readonly Cutter[]): string {
  return say(cutOfferWorkingRef(input, order), BASE_LANGUAGE);
}

/** Who cuts: the first in the offer order who does not decline (the Inspector cannot decline). */
export function whoCuts(input: CutOfferInput, declined: readonly number[]): Result<Cutter> {
  const order = cutOfferOrder(input);
  if (!order.ok) return order;
  const cutter = order.value.find((c) => c === 'inspector' || !declined.includes(c)) ?? 'inspector';
  return { ok: true, value: cutter };
}

/** Tasmania 5.3: a cut `at` cards from the front is valid when at least ten cards lie on each side. */
export function isValidCut(totalCards: number, at: number): boolean {
  return Number.isInteger(at) && at >= MIN_CUT_DISTANCE && at <= totalCards - MIN_CUT_DISTANCE;
}

/** Tasmania 5.3: whether a cut `at` cards from the front of `total` cards is valid, and why not. */
export function checkCut(total: number, at: number): Result<{ front: number; back: number }> {
  if (isValidCut(total, at)) return { ok: true, value: { front: at, back: total - at } };
  return {
    ok: false,
    error: `Tasmania 5.3: the cut card must go at least ${MIN_CUT_DISTANCE} cards from either end; ${at} from the front leaves ${total - at} at the back of ${total}`,
  };
}

/** Tasmania 5.3: the cards behind the cut go to the front. */
export function cutCards(cards: readonly Card[], at: number): Result<Card[]> {
  const valid = checkCut(cards.length, at);
  if (!valid.ok) return valid;
  return { ok: true, value: [...cards.slice(at), ...cards.slice(0, at)] };
}

export interface MarkerPlacement {
  /** Cards in front of the marker: it comes out after this many cards. */
  readonly index: number;
  /** Cards behind it (7). */
  readonly behind: number;
  readonly words: string;
}

/** Tasmania 5.4: the marker sits between the 7th and 8th cards from the back. */
export function markerIndexFor(totalCards: number): number {
  return totalCards - CARDS_BEHIND_MARKER;
}

/** Tasmania 5.4: the marker card goes between the 7th and 8th cards from the back. */
export function markerPlacement(total: number): MarkerPlacement {
  const index = markerIndexFor(total);
  return {
    index,
    behind: CARDS_BEHIND_MARKER,
    words: `between the ${CARDS_BEHIND_MARKER}th and ${CARDS_BEHIND_MARKER + 1}th cards from the back (after card ${index} of ${total})`,
  };
}

export interface Burn {
  readonly turned: Card;
  /** Cards burned after the turned card: its count value, ten and court cards counting ten. */
  readonly count: number;
  /** Every card taken out, the turned card first. */
  readonly burned: readonly Card[];
}

/** The house burn: turn the first card and burn that many more (ten, jack, queen and king count ten; ace one). */
export function burnProcedure(cards: readonly Card[]): Result<Burn> {
  const turned = cards[0];
  if (turned === undefined) return { ok: false, error: 'no cards to burn' };
  const count = countValue(turned);
  if (cards.length < 1 + count)
    return { ok: false, error: `burning ${count} cards needs ${1 + count} cards` };
  return { ok: true, value: { turned, count, burned: cards.slice(0, 1 + count) } };
}
