// Competition play (Tasmania 16.4-16.5): a wager on the layout: altering it, topping it up to the minimum, settling
// it up to the maximum, a seat's wagers against the limits and units, and the position a player wagers from.
import { betNameRef } from '../bet-names.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import type { CompetitionArea, CompetitionWager, Limits, Money, Verdict } from './types.ts';

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
): { amount: number; rule: string; reason: MessageRef } {
  if (amount > limits.max) {
    return {
      amount: limits.max,
      rule: 'Tasmania 16.5.13',
      reason: ref('proc_comp_settled_over', { max: format(limits.max) }),
    };
  }
  return { amount, rule: 'Tasmania 16.5.13', reason: ref('proc_comp_settled_full', {}) };
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
