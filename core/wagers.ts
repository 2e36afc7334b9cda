// Who may wager what, and when, at the table (not in competition play): chips only (Tasmania 6.1), no late wagers
// (6.3), standing players (6.4), multiples of the minimum (7.1), partnerships (7.3), changing the limits (7.6), the
// Perfect Pairs wager (15.2-15.5), the Dragon Bonus's main wager (Dragon Bonus guide) and Deltin's change of bets after
// a tie (Deltin guide). Each answer is a verdict with the clause that decides it and the reason in words.
import type { BetName } from './bets.ts';
import { ref, type MessageRef } from './i18n/say.ts';

export interface WagerVerdict {
  readonly allowed: boolean;
  readonly rule: string;
  readonly reason: string;
  /** The reason as a sentence in the reader's language (issue 24), where this file has been converted; `reason` is its
   *  English, kept for the callers still writing English. */
  readonly words?: MessageRef;
}

export type Money = (cents: number) => string;

/** Tasmania 6.1: wagers may only be made with chips. */
export function wagerMedium(medium: 'chips' | 'cash'): WagerVerdict {
  return medium === 'chips'
    ? {
        allowed: true,
        rule: 'Tasmania 6.1',
        reason: 'wagers are made with chips',
        words: ref('proc_wagers_reason_chips', {}),
      }
    : {
        allowed: false,
        rule: 'Tasmania 6.1',
        reason:
          'wagers may only be made with chips: cash on the layout does not play, it is changed for chips first',
        words: ref('proc_wagers_reason_cash', {}),
      };
}

export type LateAction = 'make' | 'withdraw' | 'increase';

/**
 * Tasmania 6.3: no wager may be made, withdrawn or increased once the first card of the hand has been dealt. (6.3 does
 * not name reducing a wager, so the drills never ask about it.)
 */
export function lateWager(action: LateAction, cardsDealt: number): WagerVerdict {
  const verb = { make: 'made', withdraw: 'withdrawn', increase: 'increased' }[action];
  if (cardsDealt === 0) {
    return {
      allowed: true,
      rule: 'Tasmania 6.3',
      reason: `no card of the hand has been dealt yet, so a wager may still be ${verb}`,
      words: ref(
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
    reason: `the first card of the hand has been dealt ("No more bets"): no wager may be ${verb} until the hand is over`,
    words: ref(
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
        reason: `up to ${MAX_STANDING_PLAYERS} standing players may wager with the seated player on a betting space (they may not handle the cards)`,
        words: ref('proc_wagers_reason_standing_ok', { max: MAX_STANDING_PLAYERS }),
      }
    : {
        allowed: false,
        rule: 'Tasmania 6.4',
        reason: `at most ${MAX_STANDING_PLAYERS} standing players may wager with the seated player on a betting space, not ${count}`,
        words: ref('proc_wagers_reason_standing_over', { max: MAX_STANDING_PLAYERS, count }),
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
      reason: `${format(amount)} is outside the limits on the table notice (${format(limits.min)} to ${format(limits.max)})`,
    };
  }
  if (amount % limits.min === 0) {
    return {
      allowed: true,
      rule: 'Tasmania 7.1',
      reason: `${format(amount)} is within the limits and a multiple of the minimum`,
    };
  }
  return noticeRequiresMultiples
    ? {
        allowed: false,
        rule: 'Tasmania 7.1',
        reason: `the table notice requires multiples of the minimum ${format(limits.min)}, and ${format(amount)} is not one`,
      }
    : {
        allowed: true,
        rule: 'Tasmania 7.1',
        reason: `unless the table notice says so, wagers need not be multiples of the minimum: ${format(amount)} is within the limits`,
      };
}

/** Tasmania 7.3: players may not combine in a partnership to exceed the maximum stake. */
export function partnership(amounts: readonly number[], max: number, format: Money = String): WagerVerdict {
  const total = amounts.reduce((s, a) => s + a, 0);
  return total > max
    ? {
        allowed: false,
        rule: 'Tasmania 7.3',
        reason: `partnerships with a view to exceeding the maximum stake are not permitted: together ${format(total)} is above the maximum ${format(max)}`,
      }
    : {
        allowed: true,
        rule: 'Tasmania 7.3',
        reason: `together the wager is ${format(total)}, within the maximum ${format(max)}: nothing exceeds the maximum stake`,
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
      reason: 'every player at the table consents, so the new minimum or maximum may be set now',
    };
  }
  if (input.noticeMinutes !== null && input.noticeMinutes >= LIMIT_NOTICE_MINUTES) {
    return {
      allowed: true,
      rule: 'Tasmania 7.6b',
      reason: `a notice has been displayed at the table for ${input.noticeMinutes} minutes, at least half an hour`,
    };
  }
  return {
    allowed: false,
    rule: 'Tasmania 7.6',
    reason:
      input.noticeMinutes === null
        ? 'not every player consents and no notice has been displayed: the minimum or maximum cannot be changed yet (7.6a, 7.6b)'
        : `not every player consents and the notice has been displayed for only ${input.noticeMinutes} minutes, less than half an hour (7.6a, 7.6b)`,
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
      reason: 'a Perfect Pairs wager is placed before the first card is dealt',
    };
  }
  if (input.amount < input.limits.min || input.amount > input.limits.max) {
    return {
      allowed: false,
      rule: 'Tasmania 15.3',
      reason: `a Perfect Pairs wager must be from ${format(input.limits.min)} to ${format(input.limits.max)} as the sign shows, and ${format(input.amount)} is not`,
    };
  }
  return input.mainWager
    ? {
        allowed: true,
        rule: 'Tasmania 15.2, 15.3',
        reason: 'placed before the first card and within the Perfect Pairs limits',
      }
    : {
        allowed: true,
        rule: 'Tasmania 15.4',
        reason:
          'a Perfect Pairs wager may be placed whether or not the player or anyone else has a wager on Player or Banker; it is before the first card and within the limits',
      };
}

/** Dragon Bonus guide: a Dragon Bonus wager (Player side, Banker side or both) needs a main wager on Player, Banker or Tie. */
export function dragonBonusWager(mainWagers: readonly BetName[]): WagerVerdict {
  const main = mainWagers.filter((b) => b === 'player' || b === 'banker' || b === 'tie');
  return main.length > 0
    ? {
        allowed: true,
        rule: 'Dragon Bonus guide',
        reason:
          'the player has a main wager (Player, Banker or Tie), so a Dragon Bonus wager may be made on either side or both',
      }
    : {
        allowed: false,
        rule: 'Dragon Bonus guide',
        reason:
          'a Dragon Bonus wager may be made only when a main wager (Player, Banker or Tie) has been made',
      };
}
