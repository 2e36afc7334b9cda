// Competition play (Tasmania 16.4-16.8) as pure functions: the puck and the betting sequence, changing a wager after
// a tie, topping up, over-maximum wagers, one wager on Banker or Player, secret wagers, the indicator card, play-off
// coups and who is passed the cards. Seats follow core/seats.ts: by default seat 1 is nearest the dealer's right,
// numbers rising to the dealer's left, so anticlockwise (the direction of the puck and of betting) is ascending seat
// order; a profile with seat 1 at the dealer's left reverses it (the `seatOne` argument).
import { countValue, type Card } from './cards.ts';
import { nextAnticlockwise, rightToLeft, type SeatOne } from './seats.ts';
import type { Shoe } from './shoe.ts';
import {
  competitionBettingOrder,
  competitionSqueezeHolders,
  type SqueezeHolder,
  type SqueezeResult,
} from './squeeze.ts';
import type { Result } from './result.ts';
import { betNameRef } from './bet-names.ts';
import type { Phrase } from './i18n/phrase.ts';
import { ref, type MessageRef } from './i18n/say.ts';

export type CompetitionArea = 'player' | 'banker' | 'tie';

const AREA_LABEL: Record<CompetitionArea, string> = { player: 'Player', banker: 'Banker', tie: 'Tie' };

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
  /** Why, as a message (issue 24); a verdict not yet converted still gives English words. */
  readonly reason: Phrase;
}

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
 * A wager a player wants to alter, as it can be on the layout: one left standing on the Player or Banker area by a Tie
 * (void, Tasmania 6.8), or one placed for the coup about to be dealt, in or out of the betting sequence.
 */
export type WagerChange =
  | {
      readonly when: 'after-tie';
      readonly area: 'player' | 'banker';
      /** The player wants the wager off the layout altogether, wagering nothing on the next coup. */
      readonly remove?: boolean;
    }
  | { readonly when: 'placed'; readonly area: CompetitionArea; readonly outOfSequence: boolean };

/**
 * 16.5.6-16.5.8: a wager once on the layout is not removed or altered, even when it was placed out of the betting
 * sequence (16.5.7), except after a Tie, when each player may alter the wager left on the Banker or Player area, in the
 * betting sequence, before the next coup is dealt. (16.5.12's top-up is the other exception: see topUp.)
 */
export function mayAlterWager(change: WagerChange): Verdict {
  const label = betNameRef(change.area);
  if (change.when === 'after-tie') {
    // 16.5.8 lets the wager be altered, not removed, and 16.5.11 requires at least the minimum on every coup.
    if (change.remove)
      return {
        allowed: false,
        rule: 'Tasmania 16.5.8, 16.5.11',
        reason: ref('proc_comp_alter_tie_remove', { label }),
      };
    return {
      allowed: true,
      rule: 'Tasmania 16.5.8',
      reason: ref('proc_comp_alter_tie', { label }),
    };
  }
  if (change.outOfSequence) {
    return {
      allowed: false,
      rule: 'Tasmania 16.5.7',
      reason: ref('proc_comp_alter_out_of_sequence', {}),
    };
  }
  return {
    allowed: false,
    rule: 'Tasmania 16.5.6',
    reason: ref('proc_comp_alter_placed', {}),
  };
}

/** 16.5.11-16.5.12: a wager below the posted minimum is topped up to the minimum by the player, then settled. */
export function topUp(
  amount: number,
  limits: Limits,
  format: Money = String,
): { add: number; wager: number; rule: string; reason: MessageRef } {
  const add = Math.max(0, limits.min - amount);
  return {
    add,
    wager: amount + add,
    rule: 'Tasmania 16.5.12',
    reason:
      add > 0
        ? ref('proc_comp_top_up_add', { add: format(add), wager: format(amount + add) })
        : ref('proc_comp_top_up_none', {}),
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
 * Returns the problems found, each citing its section (data: `params.section`); an empty list means the wagers are in
 * order.
 */
export function checkSeatWagers(
  wagers: readonly CompetitionWager[],
  limits: Limits,
  unit: number,
  format: Money = String,
): SeatWagerProblem[] {
  const f = format;
  const label = betNameRef;
  const problems: SeatWagerProblem[] = [];
  const problem = (section: string, reason: MessageRef): SeatWagerProblem =>
    ref('proc_comp_problem', { section, reason }) as SeatWagerProblem;
  const main = wagers.filter((w) => w.on !== 'tie');
  const areas = new Set(main.map((w) => w.on));
  if (areas.size > 1) problems.push(problem('16.5.10b', ref('proc_comp_problem_both', {})));
  if (main.length === 0) problems.push(problem('16.4.4, 16.5.11', ref('proc_comp_problem_no_main', {})));
  for (const w of wagers) {
    if (w.amount > limits.max)
      problems.push(
        problem(
          '16.5.10a',
          ref('proc_comp_problem_over', { amount: f(w.amount), label: label(w.on), max: f(limits.max) }),
        ),
      );
    if (w.amount < limits.min)
      problems.push(
        problem(
          '16.5.11',
          ref('proc_comp_problem_under', { amount: f(w.amount), label: label(w.on), min: f(limits.min) }),
        ),
      );
    if (unit > 0 && w.amount % unit !== 0)
      problems.push(
        problem(
          '16.4.6',
          ref('proc_comp_problem_units', { amount: f(w.amount), label: label(w.on), unit: f(unit) }),
        ),
      );
  }
  return problems;
}

/** "Tasmania 16.5.11: $5.00 on Player is below the minimum $10.00": the section is `params.section`. */
export type SeatWagerProblem = MessageRef & {
  readonly id: 'proc_comp_problem';
  readonly params: { readonly section: string; readonly reason: MessageRef };
};

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
  /**
   * The amount the wager stands or is deemed at (16.6.10a-c): never negative and never below the minimum. Null when
   * no wager stands (16.6.10d) or when the rules give no amount and it is referred to the Competition Director.
   */
  readonly deemed: number | null;
  /** Deducted from the player's chips (16.6.10d: the table minimum). */
  readonly deduction: number;
  /**
   * The rules give no amount (16.6.3 broken together with a chip wager: Banker and Player both, or a total above the
   * maximum), so the dealer refers the wager to the Competition Director (16.1: responsible for the competition).
   */
  readonly referToDirector: boolean;
  /** The settlement's rule and reason: what happens to the wager once the coup is over, and why. */
  readonly rule: string;
  readonly reason: string;
  /**
   * Whether the form complies, and why, without saying what follows (a drill asks that separately): the clause broken
   * (16.6.2, 16.6.3, 16.6.4a-b) or the clauses met.
   */
  readonly complianceRule: string;
  readonly breach: string;
}

const REFER =
  'the rules give no amount for this case (16.6.10 deems a form alone), so the dealer refers it to the Competition Director, who is responsible for the conduct of the competition (16.1)';

/**
 * 16.6.3, 16.6.4, 16.6.10: whether a secret wager complies and, if not, what it is deemed to be once the coup is over.
 * 16.6.10a-c deem the form alone, to the minimum, the maximum or the chips held; a form that breaks 16.6.3 together
 * with a chip wager on the same coup (both Banker and Player, or a total above the maximum) has no amount in the
 * rules, so it is referred to the Competition Director rather than deemed at an amount of our own.
 */
export function judgeSecretWager(input: SecretWagerInput): SecretWagerVerdict {
  const { wager, limits, chipsHeld, chipWager } = input;
  const f = input.format ?? String;
  const refer = (rule: string, why: string, complianceRule = rule): SecretWagerVerdict => ({
    valid: false,
    deemed: null,
    deduction: 0,
    referToDirector: true,
    rule,
    reason: `${why}; ${REFER}`,
    complianceRule,
    breach: why,
  });
  if (wager.on === null || wager.amount === null) {
    return {
      valid: false,
      deemed: null,
      deduction: limits.min,
      referToDirector: false,
      rule: 'Tasmania 16.6.10d',
      reason: `the form does not correctly show the ${wager.on === null ? 'type' : 'amount'} of the wager (16.6.2): no wager stands and the table minimum (${f(limits.min)}) is deducted from the player's chips`,
      complianceRule: 'Tasmania 16.6.2',
      breach: `the form must show the type and the amount of the wager in words and figures, and the ${wager.on === null ? 'type' : 'amount'} is not correctly shown`,
    };
  }
  if (chipsHeld < limits.min) {
    return refer(
      'Tasmania 16.5.9',
      `a player holding ${f(chipsHeld)}, less than the minimum ${f(limits.min)}, is eliminated (16.5.9) and may not wager`,
    );
  }
  if (chipWager && wager.on !== 'tie' && chipWager.on !== 'tie' && chipWager.on !== wager.on) {
    return refer(
      'Tasmania 16.6.3, 16.5.10b',
      'the secret wager and the chip wager are on the Banker and the Player areas together, which is not permitted',
    );
  }
  // What the form breaks (16.6.4), judged on the amount written.
  const broken: { rule: string; breach: string }[] = [];
  if (wager.amount < limits.min)
    broken.push({ rule: '16.6.4a', breach: `below the table minimum ${f(limits.min)}` });
  if (wager.amount > limits.max)
    broken.push({ rule: '16.6.4a', breach: `above the table maximum ${f(limits.max)}` });
  if (wager.amount > chipsHeld)
    broken.push({ rule: '16.6.4b', breach: `more than the ${f(chipsHeld)} in chips the player holds` });
  // What it is deemed to be (16.6.10a-c), in the order of the clauses.
  const steps: { rule: string; words: string }[] = [];
  let deemed = wager.amount;
  if (deemed < limits.min) {
    deemed = limits.min;
    steps.push({ rule: '16.6.10a', words: `below the minimum: deemed the minimum, ${f(limits.min)}` });
  }
  if (deemed > limits.max) {
    deemed = limits.max;
    steps.push({ rule: '16.6.10b', words: `above the maximum: deemed the maximum, ${f(limits.max)}` });
  }
  if (deemed > chipsHeld) {
    // chipsHeld >= limits.min (checked above), so this never deems below the minimum.
    deemed = chipsHeld;
    steps.push({
      rule: '16.6.10c',
      words: `more than the player's chips: deemed the value of the chips, ${f(chipsHeld)}`,
    });
  }
  const written = `the wager of ${f(wager.amount)} on ${AREA_LABEL[wager.on]}`;
  const brokenRules = [...new Set(broken.map((s) => s.rule))];
  const breaches = broken.map((s) => s.breach).join(' and ');
  if (chipWager && deemed + chipWager.amount > limits.max) {
    const deemedWords = steps.length > 0 ? ` (${steps.map((s) => s.words).join('; then ')})` : '';
    return {
      ...refer(
        `Tasmania 16.6.3${steps.length > 0 ? `, ${steps.map((s) => s.rule).join(', ')}` : ''}`,
        `${written}${deemedWords} and the chip wager of ${f(chipWager.amount)} on the same coup together exceed the maximum ${f(limits.max)} (16.6.3)`,
      ),
      complianceRule: `Tasmania ${['16.6.3', ...brokenRules].join(', ')}`,
      breach: `${written}${broken.length > 0 ? ` is ${breaches}, and` : ''} with the chip wager of ${f(chipWager.amount)} on the same coup the total exceeds the maximum ${f(limits.max)}`,
    };
  }
  if (steps.length === 0) {
    return {
      valid: true,
      deemed,
      deduction: 0,
      referToDirector: false,
      rule: 'Tasmania 16.6.3, 16.6.4',
      reason: `${written} is within the table limits${chipWager ? ', with the chip wager too,' : ''} and the player's chips: it stands as written`,
      complianceRule: 'Tasmania 16.6.3, 16.6.4',
      breach: `${written} is within the table limits${chipWager ? ', with the chip wager too,' : ''} and the player's chips`,
    };
  }
  return {
    valid: false,
    deemed,
    deduction: 0,
    referToDirector: false,
    rule: `Tasmania ${steps.map((s) => s.rule).join(', ')}`,
    reason: `${written} is ${steps.map((s) => s.words).join('; then ')}`,
    complianceRule: `Tasmania ${brokenRules.join(', ')}`,
    breach: `${written} is ${breaches}`,
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

export type CompetitionChips = 'competition' | 'cash-value';

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
 * 16.2.2i, 16.6.1, 16.6.5: secret wagers a player has left in the session. A secret wager in a coup that results in a
 * Tie still counts as one of those permitted.
 */
export function secretWagersLeft(allowed: number, used: readonly { readonly tie: boolean }[]): number {
  return Math.max(0, allowed - used.length);
}

/** 16.6.9: another player may examine a secret wager form after that coup and before the first card of the next. */
export function mayExamineForm(cardsDealtOfNextCoup: number): Verdict {
  return cardsDealtOfNextCoup === 0
    ? {
        allowed: true,
        rule: 'Tasmania 16.6.9',
        reason:
          'the coup with the secret wager is over and the first card of the next coup has not been dealt, so a player may request and examine the form',
      }
    : {
        allowed: false,
        rule: 'Tasmania 16.6.9',
        reason:
          'a form may be examined only before the first card of the next coup is dealt, and that card has been dealt',
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

/** 16.4.5: a player wagers only from the allocated position. */
export function wagerPosition(playerSeat: number, areaSeat: number): Verdict {
  return playerSeat === areaSeat
    ? { allowed: true, rule: 'Tasmania 16.4.5', reason: ref('proc_comp_position_ok', {}) }
    : {
        allowed: false,
        rule: 'Tasmania 16.4.5',
        reason: ref('proc_comp_position_wrong', { seat: playerSeat, area: areaSeat }),
      };
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
