// Competition play (Tasmania 16.5.4-16.5.5, 16.7): the puck, the betting sequence it starts, and who is passed the
// cards, which the sequence decides. Seats follow core/seats.ts: by default seat 1 is nearest the dealer's right,
// numbers rising to the dealer's left, so anticlockwise (the direction of the puck and of betting) is ascending seat
// order; a profile with seat 1 at the dealer's left reverses it (the `seatOne` argument).
import { nextAnticlockwise, rightToLeft, type SeatOne } from '../seats.ts';
import {
  competitionBettingOrder,
  competitionSqueezeHolders,
  type SqueezeHolder,
  type SqueezeResult,
} from '../squeeze.ts';
import type { Result } from '../result.ts';
import type { CompetitionWager } from './types.ts';

/** 16.5.4: at the start of a session the puck goes to the player at the dealer's immediate right: the first seat in
 *  play from the dealer's right (the lowest with seat 1 at the dealer's right). */
export function firstPuck(inGame: readonly number[], seatOne: SeatOne = 'dealer-right'): Result<number> {
  const seat = rightToLeft(inGame, seatOne)[0];
  if (seat === undefined) return { ok: false, error: 'Tasmania 16.5.4: no player is in the game' };
  return { ok: true, value: seat };
}

/**
 * 16.5.5: after each coup the puck moves anticlockwise to the next player in the game (with seat 1 at the dealer's
 * right: the next higher seat still in the game, wrapping from the highest to the lowest). `current` may have just
 * been eliminated (16.5.9).
 */
export function nextPuck(
  current: number,
  inGame: readonly number[],
  seatOne: SeatOne = 'dealer-right',
): Result<number> {
  const seat = nextAnticlockwise(current, inGame, seatOne);
  if (seat === undefined) return { ok: false, error: 'Tasmania 16.5.5: no player is in the game' };
  return { ok: true, value: seat };
}

/** The puck for coup `coup` (0-based) of a session whose players stay the same. */
export function puckForCoup(
  inGame: readonly number[],
  coup: number,
  seatOne: SeatOne = 'dealer-right',
): Result<number> {
  const seats = rightToLeft(inGame, seatOne);
  if (seats.length === 0) return { ok: false, error: 'Tasmania 16.5.4: no player is in the game' };
  return { ok: true, value: seats[coup % seats.length] as number };
}

/** 16.5.4-16.5.5: the betting sequence: the puck first, then anticlockwise (wrapping). */
export function bettingSequence(
  inGame: readonly number[],
  puck: number,
  seatOne: SeatOne = 'dealer-right',
): Result<number[]> {
  if (!inGame.includes(puck))
    return { ok: false, error: `Tasmania 16.5.5: the puck's seat ${puck} is not in the game` };
  return { ok: true, value: competitionBettingOrder(inGame, puck, seatOne) };
}

/**
 * 16.7.1-16.7.2: who is passed the Player's and the Banker's cards: the highest wager on each area; equal highest goes
 * to the one placed first in the betting sequence from the puck; no wager on an area: the dealer turns them (16.7.5).
 */
export function competitionCards(
  wagers: readonly CompetitionWager[],
  inGame: readonly number[],
  puck: number,
  seatOne: SeatOne = 'dealer-right',
): Result<SqueezeResult> {
  const order = bettingSequence(inGame, puck, seatOne);
  if (!order.ok) return order;
  const r = competitionSqueezeHolders(wagers, order.value);
  // In competition play the cards go by 16.7.1 (not 9.3a, which is the squeeze outside a competition).
  const cite = (h: SqueezeHolder): SqueezeHolder => ({
    ...h,
    rule:
      h.seat === null
        ? 'Tasmania 16.7.5'
        : h.rule.includes('16.7.2')
          ? 'Tasmania 16.7.1, 16.7.2'
          : 'Tasmania 16.7.1',
  });
  return { ok: true, value: { ...r, player: cite(r.player), banker: cite(r.banker) } };
}
