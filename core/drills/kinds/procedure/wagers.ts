// Wagers at the table: chips only (Tasmania 6.1), "No more bets" (6.3), standing players (6.4), Deltin's change of
// bets after a tie (Deltin guide) and the Federal Baccarat notice (13). Answers from core/wagers.ts or, where a clause
// is a plain statement, that statement with the clause cited.
import { betNameRef } from '../../../bet-names.ts';
import { english, type Phrase } from '../../../i18n/phrase.ts';
import { ref, sentences, type MessageRef } from '../../../i18n/say.ts';
import type { MoneyParam } from '../../../i18n/money-param.ts';
import {
  lateWager,
  MAX_STANDING_PLAYERS,
  standingPlayers,
  wagerMedium,
  type LateAction,
  type WagerVerdict,
} from '../../../wagers.ts';
import { tableScene } from '../kind.ts';
import { betId } from '../payout.ts';
import { betAmount, oddStakes } from '../stake.ts';
import type { AreaTopic } from './topics.ts';
import { dealtSoFar, statementStep, verdictStep, type Builder, type Step, type Tools } from './tools.ts';

const PLACE_YOUR_BETS = ref('proc_wagers_place_bets', {});
/** A key's rule is a string its citations are read from, so it is said in English (the message is ready for when the
 *  rule becomes a phrase). */
const RULE_DELTIN = english(ref('proc_wagers_rule_deltin', {}));

/** The verdict with its reason said in the reader's language (core/wagers.ts's `words`). */
function said(v: WagerVerdict): {
  readonly allowed: boolean;
  readonly rule: string;
  readonly reason: Phrase;
} {
  return v;
}

/** A stake as the question names it: its amount, or "a bet" when the set reads the stacks (read-the-stacks.ts). */
function stake(t: Tools, amount: number): MessageRef | MoneyParam {
  return t.ctx.readTheStacks ? ref('proc_wagers_a_bet', {}) : t.m(amount);
}

function chipsOnly(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const on = t.rng.pick(['player', 'banker', 'tie'] as const);
  const medium = t.rng.pick(['chips', 'cash', 'cash'] as const);
  // A stake as players bet it, in chips or in banknotes.
  const amount = betAmount(p, on, t.ctx.difficulty, t.rng, oddStakes(t.ctx.constraints));
  const v = said(wagerMedium(medium));
  // Chips stand on the table (read from the stack when the set reads the stacks); banknotes are not drawn.
  const bet = betNameRef(on);
  return [
    verdictStep(
      t,
      medium === 'cash'
        ? ref('proc_wagers_cash_question', { seat, amount: t.m(amount), bet })
        : ref('proc_wagers_chips_question', { seat, stake: stake(t, amount), bet }),
      // Chips stand on the area as a bet; banknotes are not drawn, but the player is at the seat.
      tableScene(p, {
        ...(medium === 'chips' ? { bets: [{ id: betId(seat, on), seat, on, amount }] } : { players: [seat] }),
        situation: PLACE_YOUR_BETS,
      }),
      v,
      medium === 'cash' ? 'wager-cash' : 'wager-chips',
    ),
  ];
}

function noMoreBets(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const on = t.rng.pick(['player', 'banker', 'tie'] as const);
  const action: LateAction = t.rng.pick(['make', 'withdraw', 'increase'] as const);
  const cardsDealt = t.rng.pick([0, 1, 1, 2, 3, 4] as const);
  const v = said(lateWager(action, cardsDealt));
  const amount = betAmount(p, on, t.ctx.difficulty, t.rng, oddStakes(t.ctx.constraints));
  const moment =
    cardsDealt === 0
      ? ref('proc_wagers_moment_none', {})
      : cardsDealt === 1
        ? ref('proc_wagers_moment_first', {})
        : ref('proc_wagers_moment_cards', { cards: cardsDealt });
  const bet = betNameRef(on);
  // A wager already on the table is read from its stack when the set reads the stacks.
  const hidden = t.ctx.readTheStacks === true;
  const m = t.m(amount);
  const wants: MessageRef = {
    make: ref('proc_wagers_want_make', { amount: m, bet }),
    withdraw: hidden
      ? ref('proc_wagers_want_withdraw', { bet })
      : ref('proc_wagers_want_withdraw_amount', { amount: m, bet }),
    increase: hidden
      ? ref('proc_wagers_want_increase', { bet })
      : ref('proc_wagers_want_increase_amount', { amount: m, bet }),
  }[action];
  return [
    verdictStep(
      t,
      sentences(moment, ref('proc_wagers_wants', { seat, wants })),
      tableScene(p, {
        bets: action === 'make' ? [] : [{ id: betId(seat, on), seat, on, amount }],
        players: [seat],
        ...dealtSoFar(t, cardsDealt),
        situation: cardsDealt === 0 ? PLACE_YOUR_BETS : ref('proc_no_more_bets', {}),
      }),
      v,
      cardsDealt === 0 ? 'late-wager-before' : `late-wager-${action}`,
    ),
  ];
}

function standing(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const count = t.rng.between(1, MAX_STANDING_PLAYERS + 2);
  const v = said(standingPlayers(count));
  return [
    verdictStep(
      t,
      count === 1
        ? ref('proc_wagers_standing_one', { seat })
        : count === 2
          ? ref('proc_wagers_standing_two', { count, seat })
          : ref('proc_wagers_standing_many', { count, seat }),
      tableScene(p, { players: [seat], situation: PLACE_YOUR_BETS }),
      v,
      count <= MAX_STANDING_PLAYERS ? 'standing-allowed' : 'standing-too-many',
    ),
  ];
}

function deltinTie(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const on = t.rng.pick(['player', 'banker'] as const);
  const amount = betAmount(p, on, t.ctx.difficulty, t.rng, oddStakes(t.ctx.constraints));
  const correct = ref('proc_wagers_deltin_correct', {});
  return [
    statementStep(
      t,
      ref('proc_wagers_deltin_question', { seat, stake: stake(t, amount), bet: betNameRef(on) }),
      tableScene(p, {
        bets: [{ id: betId(seat, on), seat, on, amount }],
        situation: ref('proc_wagers_tie', {}),
      }),
      correct,
      [
        ref('proc_wagers_deltin_wrong_nothing', {}),
        ref('proc_wagers_deltin_wrong_take_down', {}),
        ref('proc_wagers_deltin_wrong_increase', {}),
        ref('proc_wagers_deltin_wrong_returned', {}),
        ref('proc_wagers_deltin_wrong_tie_area', {}),
      ],
      ref('proc_wagers_deltin_working', {}),
      RULE_DELTIN,
      'deltin-tie-change',
    ),
  ];
}

function federalNotice(t: Tools): Step[] {
  const correct = ref('proc_wagers_federal_correct', {});
  return [
    statementStep(
      t,
      ref('proc_wagers_federal_question', {}),
      tableScene(t.ctx.profile, { situation: ref('proc_wagers_federal_situation', {}) }),
      correct,
      [
        ref('proc_wagers_federal_wrong_announce', {}),
        ref('proc_wagers_federal_wrong_limits', {}),
        ref('proc_wagers_federal_wrong_liability', {}),
        ref('proc_wagers_federal_wrong_marker', {}),
        ref('proc_wagers_federal_wrong_consent', {}),
      ],
      ref('proc_wagers_federal_working', {}),
      'Tasmania 13',
      'federal-notice',
    ),
  ];
}

export const WAGERS: Record<AreaTopic<'wagers'>, Builder> = {
  'chips-only': chipsOnly,
  'no-more-bets': noMoreBets,
  'standing-players': standing,
  'deltin-tie': deltinTie,
  'federal-notice': federalNotice,
};
