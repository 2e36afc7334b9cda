// Competition play (Tasmania 16.3, 16.5, 16.8): the session: the indicator card and the raised limits, a late or
// absent player, elimination, the winner, the play-off and shared prizes.
import { countValue, type Card } from '../cards.ts';
import type { Shoe } from '../shoe.ts';
import type { Result } from '../result.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import type { CompetitionChips, Limits, Money } from './types.ts';

/**
 * 16.5.1-16.5.2: does the indicator card appear during a coup of `cardsInCoup` cards starting at the shoe's position?
 * It comes out when the dealer reaches it, before card `indicatorIndex`; the coup is then completed.
 */
export function indicatorAppears(shoe: Shoe, cardsInCoup: number): boolean {
  const i = shoe.indicatorIndex;
  return i !== null && shoe.position <= i && i < shoe.position + cardsInCoup;
}

/**
 * 16.5.3: the table limits for the next coup: raised (to the values notified before the competition) once the coup in
 * which the indicator card appeared is complete; from then on they stay raised.
 */
export function limitsForNextCoup(input: {
  readonly indicatorSeen: boolean;
  readonly base: Limits;
  readonly raised: Limits | null;
}): { limits: Limits; rule: string } {
  if (input.indicatorSeen && input.raised) return { limits: input.raised, rule: 'Tasmania 16.5.3' };
  return { limits: input.base, rule: 'Tasmania 16.5.3' };
}

/** 16.8.3: the number of play-off coups set by a card drawn from a new shoe: its face value, ace one, picture cards ten. */
export function playOffCoups(card: Card): number {
  return countValue(card);
}

/** The most coups a late player is charged for before the position is cancelled (16.3.2a-b). */
export const LATE_COUPS_CHARGED = 3;

export interface LateVerdict {
  /** Deducted from the player's set amount of competition chips so far. */
  readonly deducted: number;
  /** The position is cancelled (and the right to continue forfeited) before the next coup. */
  readonly cancelled: boolean;
  readonly rule: string;
  /** Why that much is deducted (16.3.2a), or why the place is forfeited at once (16.3.2c): a sentence. */
  readonly reason: MessageRef;
  /** What happens to the seat before the next coup, and why (16.3.2b): a sentence. */
  readonly seat: MessageRef;
}

/**
 * 16.3.2: a player who has not taken the allotted seat when `coupsPlayed` coups have been played. With competition
 * chips the minimum is deducted for each coup, up to three, and the position is cancelled before a fourth coup; with
 * cash value chips the player forfeits the place at once.
 */
export function latePlayer(
  coupsPlayed: number,
  chips: CompetitionChips,
  min: number,
  format: Money = String,
): LateVerdict {
  if (chips === 'cash-value') {
    return {
      deducted: 0,
      cancelled: true,
      rule: 'Tasmania 16.3.2c',
      reason: ref('proc_comp_late_cash', {}),
      seat: ref('proc_comp_late_cash_seat', {}),
    };
  }
  const charged = Math.min(coupsPlayed, LATE_COUPS_CHARGED);
  const cancelled = coupsPlayed >= LATE_COUPS_CHARGED;
  return {
    deducted: charged * min,
    cancelled,
    rule: cancelled ? 'Tasmania 16.3.2a, 16.3.2b' : 'Tasmania 16.3.2a',
    reason: ref('proc_comp_late_deducted', {
      min: format(min),
      coups: charged,
      total: format(charged * min),
    }),
    seat: cancelled
      ? ref('proc_comp_late_cancelled', {})
      : coupsPlayed > 1
        ? ref('proc_comp_late_coups', { coups: coupsPlayed })
        : ref('proc_comp_late_one_coup', {}),
  };
}

/**
 * 16.3.6: a player absent during play. With competition chips the table minimum is deducted for each hand played
 * during the absence (no limit, unlike 16.3.2); with cash value chips the player must nominate a substitute for the
 * absence or is disqualified.
 */
export function absentPlayer(
  handsPlayed: number,
  chips: CompetitionChips,
  substitute: boolean,
  min: number,
  format: Money = String,
): { deducted: number; disqualified: boolean; rule: string; reason: MessageRef } {
  if (chips === 'cash-value') {
    return {
      deducted: 0,
      disqualified: !substitute,
      rule: 'Tasmania 16.3.6b',
      reason: substitute ? ref('proc_comp_absent_substitute', {}) : ref('proc_comp_absent_no_substitute', {}),
    };
  }
  return {
    deducted: handsPlayed * min,
    disqualified: false,
    rule: 'Tasmania 16.3.6a',
    reason: ref('proc_comp_absent_deducted', {
      min: format(min),
      hands: handsPlayed,
      total: format(handsPlayed * min),
    }),
  };
}

/**
 * 16.8.2, 16.8.3, 16.1 "Play-Off": the session winner is the player with the most chips; two or more level on the most
 * chips (other than zero) play off.
 */
export function sessionWinners(chips: ReadonlyMap<number, number>): {
  seats: number[];
  playOff: boolean;
  rule: string;
} {
  const top = Math.max(0, ...chips.values());
  const seats = [...chips.entries()]
    .filter(([, c]) => c === top && top > 0)
    .map(([s]) => s)
    .sort((a, b) => a - b);
  return seats.length > 1
    ? { seats, playOff: true, rule: 'Tasmania 16.8.2, 16.8.3' }
    : { seats, playOff: false, rule: 'Tasmania 16.8.2' };
}

/**
 * 16.8.4: players eliminated in the same coup combine the prizes for their places and share them equally. Returns
 * each share in cents, or an error when the total does not split into whole cents (the rules say nothing of cents).
 */
export function sharedPrize(prizes: readonly number[]): Result<number> {
  const total = prizes.reduce((s, p) => s + p, 0);
  if (prizes.length === 0) return { ok: false, error: 'Tasmania 16.8.4: no prizes to share' };
  if (total % prizes.length !== 0)
    return { ok: false, error: `Tasmania 16.8.4: ${total} cents do not share equally in whole cents` };
  return { ok: true, value: total / prizes.length };
}

/**
 * 16.5.9: before the end of a session a player whose chips are worth less than the posted minimum is eliminated; the
 * position becomes void. Competition chips stay with the Casino Operator; cash value chips (a live competition) stay
 * with the player.
 */
export function eliminated(
  chipsValue: number,
  min: number,
  chips: CompetitionChips,
): { eliminated: boolean; playerKeepsChips: boolean; rule: string } {
  const out = chipsValue < min;
  return { eliminated: out, playerKeepsChips: !out || chips === 'cash-value', rule: 'Tasmania 16.5.9' };
}
