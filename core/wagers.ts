// Who may wager what, and when, at the table (not in competition play): chips only (Tasmania 6.1), no late wagers
// (6.3), standing players (6.4), multiples of the minimum (7.1), partnerships (7.3), changing the limits (7.6), the
// Perfect Pairs wager (15.2-15.5), the Dragon Bonus's main wager (Dragon Bonus guide) and Deltin's change of bets after
// a tie (Deltin guide). Each answer is a verdict with the clause that decides it and the reason in words.
import type { BetName } from './bets.ts';
import type { Phrase } from './i18n/phrase.ts';
import { ref } from './i18n/say.ts';
import { DRAGON_GUIDE } from './citations.ts';
import type { MoneyParam } from './i18n/money-param.ts';

export interface WagerVerdict {
  readonly allowed: boolean;
  readonly rule: string;
  /** Why: a message, a sentence (issue 24); a verdict not yet converted still gives English words. */
  readonly reason: Phrase;
}

/** An amount for a reason's message: a typed amount (said in the reader's language) or words. */
export type Money = (cents: number) => MoneyParam | string;

/** Tasmania 6.1: wagers may only be made with chips. */
export function wagerMedium(medium: 'chips' | 'cash'): WagerVerdict {
  return medium === 'chips'
    ? {
        allowed: true,
        rule: 'Tasmania 6.1',
        reason: ref('proc_wagers_reason_chips', {}),
      }
    : {
        allowed: false,
        rule: 'Tasmania 6.1',
        reason: ref('proc_wagers_reason_cash', {}),
      };
}

export type LateAction = 'make' | 'withdraw' | 'increase';

/**
 * Tasmania 6.3: no wager may be made, withdrawn or increased once the first card of the hand has been dealt. (6.3 does
 * not name reducing a wager, so the drills never ask about it.)
 */
export function lateWager(action: LateAction, cardsDealt: number): WagerVerdict {
  if (cardsDealt === 0) {
    return {
      allowed: true,
      rule: 'Tasmania 6.3',
      reason: ref(
        (
          {
            make: 'proc_wagers_reason_open_make',
            withdraw: 'proc_wagers_reason_open_withdraw',
            increase: 'proc_wagers_reason_open_increase',
          } as const
        )[action],
        {},
      ),
    };
  }
  return {
    allowed: false,
    rule: 'Tasmania 6.3',
    reason: ref(
      (
        {
          make: 'proc_wagers_reason_closed_make',
          withdraw: 'proc_wagers_reason_closed_withdraw',
          increase: 'proc_wagers_reason_closed_increase',
        } as const
      )[action],
      {},
    ),
  };
}

/** Tasmania 6.4: up to two standing players may wager with a seated player on a betting space. */
export const MAX_STANDING_PLAYERS = 2;

export function standingPlayers(count: number): WagerVerdict {
  return count <= MAX_STANDING_PLAYERS
    ? {
        allowed: true,
        rule: 'Tasmania 6.4',
        reason: ref('proc_wagers_reason_standing_ok', { max: MAX_STANDING_PLAYERS }),
      }
    : {
        allowed: false,
        rule: 'Tasmania 6.4',
        reason: ref('proc_wagers_reason_standing_over', { max: MAX_STANDING_PLAYERS, count }),
      };
}

/**
 * Tasmania 7.1: a wager within the limits need not be a multiple of the minimum unless the table notice says so.
 * (Amounts the chips cannot make are a matter of chips, not of 7.1.)
 */
export function multipleOfMinimum(
  amount: number,
  limits: { readonly min: number; readonly max: number },
  noticeRequiresMultiples: boolean,
  format: Money = String,
): WagerVerdict {
  if (amount < limits.min || amount > limits.max) {
    return {
      allowed: false,
      rule: 'Tasmania 7.1',
      reason: ref('proc_limits_outside', {
        amount: format(amount),
        min: format(limits.min),
        max: format(limits.max),
      }),
    };
  }
  if (amount % limits.min === 0) {
    return {
      allowed: true,
      rule: 'Tasmania 7.1',
      reason: ref('proc_limits_multiple', { amount: format(amount) }),
    };
  }
  return noticeRequiresMultiples
    ? {
        allowed: false,
        rule: 'Tasmania 7.1',
        reason: ref('proc_limits_not_multiple', { min: format(limits.min), amount: format(amount) }),
      }
    : {
        allowed: true,
        rule: 'Tasmania 7.1',
        reason: ref('proc_limits_need_not', { amount: format(amount) }),
      };
}

/** Tasmania 7.3: players may not combine in a partnership to exceed the maximum stake. */
export function partnership(amounts: readonly number[], max: number, format: Money = String): WagerVerdict {
  const total = amounts.reduce((s, a) => s + a, 0);
  return total > max
    ? {
        allowed: false,
        rule: 'Tasmania 7.3',
        reason: ref('proc_limits_partnership_over', { total: format(total), max: format(max) }),
      }
    : {
        allowed: true,
        rule: 'Tasmania 7.3',
        reason: ref('proc_limits_partnership_within', { total: format(total), max: format(max) }),
      };
}

/** The minutes a notice must be displayed before a new minimum or maximum takes effect (Tasmania 7.6b). */
export const LIMIT_NOTICE_MINUTES = 30;

/**
 * Tasmania 7.6: the limits may be altered at any time, but a minimum or maximum may be changed only if every player at
 * the table consents or a notice was displayed at least half an hour before.
 */
export function limitChange(input: {
  readonly allConsent: boolean;
  /** Minutes the notice of the new limits has been displayed; null when no notice is displayed. */
  readonly noticeMinutes: number | null;
}): WagerVerdict {
  if (input.allConsent) {
    return {
      allowed: true,
      rule: 'Tasmania 7.6a',
      reason: ref('proc_limits_change_consent', {}),
    };
  }
  if (input.noticeMinutes !== null && input.noticeMinutes >= LIMIT_NOTICE_MINUTES) {
    return {
      allowed: true,
      rule: 'Tasmania 7.6b',
      reason: ref('proc_limits_change_notice', { minutes: input.noticeMinutes }),
    };
  }
  return {
    allowed: false,
    rule: 'Tasmania 7.6',
    reason:
      input.noticeMinutes === null
        ? ref('proc_limits_change_no_notice', {})
        : ref('proc_limits_change_short', { minutes: input.noticeMinutes }),
  };
}

/** Tasmania 15.2-15.4: may this Perfect Pairs wager be accepted? */
export function perfectPairsWager(
  input: {
    readonly amount: number;
    readonly limits: { readonly min: number; readonly max: number };
    /** Cards of the coup dealt so far. */
    readonly cardsDealt: number;
    /** Whether the seat (or anyone) has a wager on Player, Banker or Tie. */
    readonly mainWager: boolean;
  },
  format: Money = String,
): WagerVerdict {
  if (input.cardsDealt > 0) {
    return {
      allowed: false,
      rule: 'Tasmania 15.2',
      reason: ref('proc_side_pp_late', {}),
    };
  }
  if (input.amount < input.limits.min || input.amount > input.limits.max) {
    return {
      allowed: false,
      rule: 'Tasmania 15.3',
      reason: ref('proc_side_pp_limits', {
        min: format(input.limits.min),
        max: format(input.limits.max),
        amount: format(input.amount),
      }),
    };
  }
  return input.mainWager
    ? {
        allowed: true,
        rule: 'Tasmania 15.2, 15.3',
        reason: ref('proc_side_pp_ok', {}),
      }
    : {
        allowed: true,
        rule: 'Tasmania 15.4',
        reason: ref('proc_side_pp_no_main', {}),
      };
}

/** Dragon Bonus guide: a Dragon Bonus wager (Player side, Banker side or both) needs a main wager on Player, Banker or Tie. */
export function dragonBonusWager(mainWagers: readonly BetName[]): WagerVerdict {
  const main = mainWagers.filter((b) => b === 'player' || b === 'banker' || b === 'tie');
  return main.length > 0
    ? {
        allowed: true,
        rule: DRAGON_GUIDE,
        reason: ref('proc_side_dragon_ok', {}),
      }
    : {
        allowed: false,
        rule: DRAGON_GUIDE,
        reason: ref('proc_side_dragon_no_main', {}),
      };
}
