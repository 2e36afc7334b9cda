// Competition play (Tasmania 16.4-16.8) as pure functions: the puck and the betting sequence, changing a wager after
// a tie, topping up, over-maximum wagers, one wager on Banker or Player, secret wagers, the indicator card, play-off
// coups and who is passed the cards. Seats follow core/seats.ts: by default seat 1 is nearest the dealer's right,
// numbers rising to the dealer's left, so anticlockwise (the direction of the puck and of betting) is ascending seat
// order; a profile with seat 1 at the dealer's left reverses it (the `seatOne` argument).
import { countValue, type Card } from './cards.ts';
import type { Winner } from './coup.ts';
import { nextAnticlockwise, rightToLeft, type SeatOne } from './seats.ts';
import type { Shoe } from './shoe.ts';
import { competitionBettingOrder, competitionSqueezeHolders, type SqueezeResult } from './squeeze.ts';

export type CompetitionArea = 'player' | 'banker' | 'tie';

export interface CompetitionWager {
  readonly seat: number;
  readonly on: CompetitionArea;
  readonly amount: number;
}

export interface Limits {
  readonly min: number;
  readonly max: number;
}

/** Formats cents for the reasons given in words ("$10.00"); plain numbers by default. */
export type Money = (cents: number) => string;

export interface Verdict {
  readonly allowed: boolean;
  readonly rule: string;
  readonly reason: string;
}

export type CompetitionResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** 16.5.4: at the start of a session the puck goes to the player at the dealer's immediate right: the first seat in
 *  play from the dealer's right (the lowest with seat 1 at the dealer's right). */
export function firstPuck(
  inGame: readonly number[],
  seatOne: SeatOne = 'dealer-right',
): CompetitionResult<number> {
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
): CompetitionResult<number> {
  const seat = nextAnticlockwise(current, inGame, seatOne);
  if (seat === undefined) return { ok: false, error: 'Tasmania 16.5.5: no player is in the game' };
  return { ok: true, value: seat };
}

/** The puck for coup `coup` (0-based) of a session whose players stay the same. */
export function puckForCoup(
  inGame: readonly number[],
  coup: number,
  seatOne: SeatOne = 'dealer-right',
): CompetitionResult<number> {
  const seats = rightToLeft(inGame, seatOne);
  if (seats.length === 0) return { ok: false, error: 'Tasmania 16.5.4: no player is in the game' };
  return { ok: true, value: seats[coup % seats.length] as number };
}

/** 16.5.4-16.5.5: the betting sequence: the puck first, then anticlockwise (wrapping). */
export function bettingSequence(
  inGame: readonly number[],
  puck: number,
  seatOne: SeatOne = 'dealer-right',
): CompetitionResult<number[]> {
  if (!inGame.includes(puck))
    return { ok: false, error: `Tasmania 16.5.5: the puck's seat ${puck} is not in the game` };
  return { ok: true, value: competitionBettingOrder(inGame, puck, seatOne) };
}

/**
 * 16.5.6-16.5.8: a wager once on the layout is not removed or altered, except after a Tie, when each player may alter
 * a wager on the Banker or Player area, in the betting sequence, before the next coup is dealt. (16.5.12's top-up is
 * the other exception: see topUp.)
 */
export function mayAlterWager(previousWinner: Winner | null, area: CompetitionArea): Verdict {
  if (previousWinner === 'tie' && area !== 'tie') {
    return {
      allowed: true,
      rule: 'Tasmania 16.5.8',
      reason: `the last coup was a Tie: the wager on the ${area === 'player' ? 'Player' : 'Banker'} area may be altered, in the betting sequence from the puck, before the next coup is dealt`,
    };
  }
  return {
    allowed: false,
    rule: 'Tasmania 16.5.6',
    reason:
      previousWinner === 'tie'
        ? 'after a Tie only wagers on the Banker or Player areas may be altered'
        : 'a wager placed on the layout may not be removed or altered (the exception is after a Tie, 16.5.8)',
  };
}

/** 16.5.11-16.5.12: a wager below the posted minimum is topped up to the minimum by the player, then settled. */
export function topUp(
  amount: number,
  limits: Limits,
  format: Money = String,
): { add: number; wager: number; rule: string; reason: string } {
  const add = Math.max(0, limits.min - amount);
  return {
    add,
    wager: amount + add,
    rule: 'Tasmania 16.5.12',
    reason:
      add > 0
        ? `the wager is ${format(add)} below the posted minimum, so the player adds ${format(add)} and it is paid or collected as a ${format(amount + add)} wager`
        : 'the wager is at least the posted minimum: nothing to add',
  };
}

/** 16.5.13: a wager above the posted maximum is paid or collected up to the maximum only. */
export function settledAmount(
  amount: number,
  limits: Limits,
  format: Money = String,
): { amount: number; rule: string; reason: string } {
  if (amount > limits.max) {
    return {
      amount: limits.max,
      rule: 'Tasmania 16.5.13',
      reason: `the wager exceeds the posted maximum, so it is paid or collected up to ${format(limits.max)} only`,
    };
  }
  return {
    amount,
    rule: 'Tasmania 16.5.13',
    reason: 'the wager is within the maximum and is settled in full',
  };
}

/**
 * One seat's wagers for a coup, against 16.4.4 and 16.5.10b (one wager only, on Banker or Player, plus optionally
 * the Tie), 16.5.10a (not above the maximum), 16.5.11 (at least the minimum on every coup) and 16.4.6 (units).
 * Returns the problems found; an empty list means the wagers are in order.
 */
export function checkSeatWagers(wagers: readonly CompetitionWager[], limits: Limits, unit: number): string[] {
  const problems: string[] = [];
  const main = wagers.filter((w) => w.on !== 'tie');
  const areas = new Set(main.map((w) => w.on));
  if (areas.size > 1)
    problems.push('Tasmania 16.5.10b: a player may not wager on both the Banker and the Player areas');
  if (main.length === 0)
    problems.push('Tasmania 16.4.4, 16.5.11: one wager on Banker or Player is required every coup');
  for (const w of wagers) {
    if (w.amount > limits.max)
      problems.push(`Tasmania 16.5.10a: ${w.amount} on ${w.on} is above the maximum ${limits.max}`);
    if (w.amount < limits.min)
      problems.push(`Tasmania 16.5.11: ${w.amount} on ${w.on} is below the minimum ${limits.min}`);
    if (unit > 0 && w.amount % unit !== 0)
      problems.push(`Tasmania 16.4.6: ${w.amount} on ${w.on} is not in units of ${unit}`);
  }
  return problems;
}

export interface SecretWager {
  /** The area circled on the form; null when the type is not correctly shown. */
  readonly on: CompetitionArea | null;
  /** The amount in words and figures; null when it is not correctly shown (missing, or words and figures differ). */
  readonly amount: number | null;
}

export interface SecretWagerInput {
  readonly wager: SecretWager;
  readonly limits: Limits;
  /** The value of the player's chips when the secret wager was made (16.6.4b, 16.6.10c). */
  readonly chipsHeld: number;
  /** A wager with chips on the same coup, if any (16.6.3). */
  readonly chipWager: { readonly on: CompetitionArea; readonly amount: number } | null;
  readonly format?: Money;
}

export interface SecretWagerVerdict {
  readonly valid: boolean;
  /** The amount the wager is deemed to be (16.6.10a-c); null when no wager stands (16.6.10d, or Banker and Player both). */
  readonly deemed: number | null;
  /** Deducted from the player's chips (16.6.10d: the table minimum). */
  readonly deduction: number;
  readonly rule: string;
  readonly reason: string;
}

/**
 * 16.6.3, 16.6.4, 16.6.10: whether a secret wager complies and, if not, what it is deemed to be once the coup is over.
 * The maximum it may take is the table maximum less a chip wager on the same coup (16.6.3: the total of both must not
 * exceed the maximum); 16.6.10b is read as deeming it down to that amount.
 */
export function judgeSecretWager(input: SecretWagerInput): SecretWagerVerdict {
  const { wager, limits, chipsHeld, chipWager } = input;
  const f = input.format ?? String;
  if (wager.on === null || wager.amount === null) {
    return {
      valid: false,
      deemed: null,
      deduction: limits.min,
      rule: 'Tasmania 16.6.10d',
      reason: `the form does not correctly show the ${wager.on === null ? 'type' : 'amount'} of the wager (16.6.2): no wager stands and the table minimum (${f(limits.min)}) is deducted from the player's chips`,
    };
  }
  if (chipWager && wager.on !== 'tie' && chipWager.on !== 'tie' && chipWager.on !== wager.on) {
    return {
      valid: false,
      deemed: null,
      deduction: 0,
      rule: 'Tasmania 16.6.3, 16.5.10b',
      reason:
        'the secret wager and the chip wager are on the Banker and the Player areas together, which is not permitted; the rules give no deemed amount, so the Competition Director rules on it',
    };
  }
  const max = limits.max - (chipWager?.amount ?? 0);
  const steps: { rule: string; words: string }[] = [];
  let deemed = wager.amount;
  if (deemed < limits.min) {
    deemed = limits.min;
    steps.push({ rule: '16.6.10a', words: `below the minimum: deemed the minimum, ${f(limits.min)}` });
  }
  if (deemed > max) {
    deemed = max;
    steps.push({
      rule: chipWager ? '16.6.3, 16.6.10b' : '16.6.10b',
      words: chipWager
        ? `with the chip wager of ${f(chipWager.amount)} it exceeds the maximum ${f(limits.max)}: deemed ${f(max)}`
        : `above the maximum: deemed the maximum, ${f(max)}`,
    });
  }
  if (deemed > chipsHeld) {
    deemed = chipsHeld;
    steps.push({
      rule: '16.6.10c',
      words: `more than the player's chips: deemed the value of the chips, ${f(chipsHeld)}`,
    });
  }
  if (steps.length === 0) {
    return {
      valid: true,
      deemed,
      deduction: 0,
      rule: 'Tasmania 16.6.3, 16.6.4',
      reason: `the wager of ${f(wager.amount)} on ${wager.on} is within the table limits and the player's chips: it stands as written`,
    };
  }
  return {
    valid: false,
    deemed,
    deduction: 0,
    rule: `Tasmania ${steps.map((s) => s.rule).join(', ')}`,
    reason: `the wager of ${f(wager.amount)} on ${wager.on} is ${steps.map((s) => s.words).join('; then ')}`,
  };
}

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

/**
 * 16.7.1-16.7.2: who is passed the Player's and the Banker's cards: the highest wager on each area; equal highest goes
 * to the one placed first in the betting sequence from the puck; no wager on an area: the dealer turns them (16.7.5).
 */
export function competitionCards(
  wagers: readonly CompetitionWager[],
  inGame: readonly number[],
  puck: number,
  seatOne: SeatOne = 'dealer-right',
): CompetitionResult<SqueezeResult> {
  const order = bettingSequence(inGame, puck, seatOne);
  if (!order.ok) return order;
  return { ok: true, value: competitionSqueezeHolders(wagers, order.value) };
}
