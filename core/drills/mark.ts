// Marks one response against its key: right or wrong, a credit for the share of parts right, late against the time
// limit, and what was wrong as messages ("Banker point: you said 4, it is 3").
import { money } from '../i18n/money-param.ts';
import { chipsInWords, chipParts } from '../chips/mark-chips.ts';
import { betIdsInWords } from '../words.ts';
import { BET_NAMES, type BetName } from '../bets.ts';
import { betNameRef } from '../bet-names.ts';
import { pushWord, pushWordParam } from '../push-word.ts';
import type { AnswerForm, AnswerKey, Mark, Response, SettleAction } from './types.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import type { Phrase } from '../i18n/phrase.ts';

const TYPE_NAMES: Record<Response['type'], MessageRef> = {
  points: ref('mark_type_points', {}),
  draw: ref('mark_type_draw', {}),
  result: ref('mark_type_result', {}),
  amount: ref('mark_type_amount', {}),
  choice: ref('mark_type_choice', {}),
  'settle-table': ref('mark_type_settle', {}),
  chips: ref('mark_type_chips', {}),
};

const WINNER_TEXT: Record<string, MessageRef> = {
  player: ref('coup_winner_player', {}),
  banker: ref('coup_winner_banker', {}),
  tie: ref('coup_winner_tie', {}),
};

interface Part {
  readonly right: boolean;
  /** What was wrong: a message; the chips' parts are still English words. */
  readonly error?: Phrase;
}

export function markResponse(
  key: AnswerKey,
  response: Response,
  responseMs: number,
  timeLimitMs: number | null,
  /** The step's form: with it, a wrong choice is described by its option's label, not its key. */
  form?: AnswerForm,
): Mark {
  const late = timeLimitMs !== null && responseMs > timeLimitMs;
  const parts = markParts(key, response, form);
  const right = parts.filter((p) => p.right).length;
  const errors = parts.flatMap((p) => (p.error === undefined ? [] : [p.error]));
  const correct = parts.length > 0 && right === parts.length && errors.length === 0;
  const paidALoser =
    response.type === 'settle-table' &&
    key.expected.type === 'settle-table' &&
    paysLoser(key.expected.actions, response.actions);
  return {
    correct,
    credit: parts.length === 0 ? 0 : right / parts.length,
    late,
    responseMs,
    ...(timeLimitMs === null ? {} : { limitMs: timeLimitMs }),
    errors,
    redLine: (!correct && key.redLine) || paidALoser,
  };
}

function markParts(key: AnswerKey, r: Response, form: AnswerForm | undefined): Part[] {
  const e = key.expected;
  const said = (cents: number): Phrase =>
    Number.isSafeInteger(cents)
      ? ref('money_amount', { amount: money(cents, key.currencySymbol ?? '$') })
      : ref('mark_not_whole_cents', { amount: String(cents) });
  if (r.type !== e.type) {
    return [
      {
        right: false,
        error: ref('mark_wrong_type', {
          expected: TYPE_NAMES[e.type],
          got: TYPE_NAMES[r.type],
          answer: key.answerText,
        }),
      },
    ];
  }
  switch (e.type) {
    case 'points': {
      const g = r as Extract<Response, { type: 'points' }>;
      const yesNo = (b: boolean) => ref(b ? 'mark_natural_one' : 'mark_natural_none', {});
      return [
        compare(g.player === e.player, ref('mark_player_point', { said: g.player, point: e.player })),
        compare(g.banker === e.banker, ref('mark_banker_point', { said: g.banker, point: e.banker })),
        compare(
          g.natural === e.natural,
          ref('mark_natural', { said: yesNo(g.natural), is: yesNo(e.natural) }),
        ),
      ];
    }
    case 'draw': {
      const g = r as Extract<Response, { type: 'draw' }>;
      return [
        compare(
          g.draw === e.draw,
          ref(g.draw ? 'mark_said_draw' : 'mark_said_stand', { answer: key.answerText }),
        ),
      ];
    }
    case 'result': {
      const g = r as Extract<Response, { type: 'result' }>;
      return [
        compare(
          g.winner === e.winner,
          ref('mark_result', {
            said: WINNER_TEXT[g.winner] ?? String(g.winner),
            result: WINNER_TEXT[e.winner] as MessageRef,
          }),
        ),
      ];
    }
    case 'amount': {
      const g = r as Extract<Response, { type: 'amount' }>;
      return [
        compare(g.amount === e.amount, ref('mark_amount', { said: said(g.amount), amount: said(e.amount) })),
      ];
    }
    case 'choice': {
      const g = r as Extract<Response, { type: 'choice' }>;
      const label = (choice: string): Phrase =>
        form?.type === 'choice' ? (form.options.find((o) => o.key === choice)?.label ?? choice) : choice;
      return [
        compare(
          g.choice === e.choice,
          form?.type === 'choice'
            ? ref('mark_chose_option', { said: label(g.choice), answer: label(e.choice) })
            : ref('mark_chose_key', { said: g.choice, key: e.choice, answer: key.answerText }),
        ),
      ];
    }
    case 'settle-table': {
      const g = r as Extract<Response, { type: 'settle-table' }>;
      return settleParts(e.actions, g.actions, said, pushWord(key));
    }
    case 'chips': {
      const g = r as Extract<Response, { type: 'chips' }>;
      return chipParts(e.chips, g.chips, key.chipRule, key.currencySymbol ?? '$').map((reason) =>
        reason === null ? { right: true } : { right: false, error: reason },
      );
    }
  }
}

export { chipsInWords };

function compare(right: boolean, error: Phrase): Part {
  return right ? { right } : { right, error };
}

type Money = (cents: number) => Phrase;

const SEAT_BET = /^s(\d+)-([a-z_]+)$/;

/** A bet as the dealer says it ("Seat 2 Banker"), not by its id; an id that names no bet stays as it is. */
function betRef(betId: string): Phrase {
  const m = SEAT_BET.exec(betId);
  const on = m?.[2];
  if (!m || on === undefined || !BET_NAMES.includes(on as BetName)) return betIdsInWords(betId);
  return ref('mark_bet_at_seat', { seat: m[1] as string, bet: betNameRef(on as BetName) });
}

/** Bets one after another ("Seat 1 Player, Seat 3 Tie"). */
function betList(ids: readonly string[]): Phrase {
  return (
    ids
      .map(betRef)
      .reduceRight(
        (rest: Phrase | null, first) => (rest === null ? first : ref('mark_bet_list', { first, rest })),
        null,
      ) ?? ''
  );
}

function describe(a: SettleAction, money: Money, word: string): MessageRef {
  if (a.action === 'take') return ref('mark_should_take', {});
  if (a.action === 'push') return ref('mark_should_push', { word: pushWordParam(word) });
  return a.commission
    ? ref('mark_should_pay_box', { amount: money(a.amount), box: money(a.commission) })
    : ref('mark_should_pay', { amount: money(a.amount) });
}

/**
 * Each bet settled right (action, amount and any commission box mark) is a part; so is the order (losers taken before
 * winners paid, winners in the key's order).
 */
function settleParts(
  expected: readonly SettleAction[],
  given: readonly SettleAction[],
  money: Money,
  word: string,
): Part[] {
  const parts: Part[] = [];
  const byId = new Map(expected.map((a) => [a.betId, a]));
  const seen = new Set<string>();
  for (const a of given) {
    if (!byId.has(a.betId))
      parts.push({ right: false, error: ref('mark_settle_no_such_bet', { bet: betRef(a.betId) }) });
    else if (seen.has(a.betId))
      parts.push({ right: false, error: ref('mark_settle_twice', { bet: betRef(a.betId) }) });
    seen.add(a.betId);
  }
  for (const want of expected) {
    const got = given.find((a) => a.betId === want.betId);
    const bet = betRef(want.betId);
    if (!got) {
      parts.push({
        right: false,
        error: ref('mark_settle_missing', { bet, should: describe(want, money, word) }),
      });
    } else if (got.action !== want.action || (want.action === 'pay' && got.amount !== want.amount)) {
      const what =
        got.action === 'take'
          ? ref('mark_you_took', {})
          : got.action === 'push'
            ? ref('mark_you_left', {})
            : ref('mark_you_paid', { amount: money(got.amount) });
      parts.push({
        right: false,
        error: ref('mark_settle_wrong', { bet, what, should: describe(want, money, word) }),
      });
    } else if ((got.commission ?? 0) !== (want.commission ?? 0)) {
      // The box mark is part of settling a Banker win at a box-collection table (Tasmania 12.2; casino guide).
      parts.push({
        right: false,
        error: want.commission
          ? ref('mark_settle_box', {
              bet,
              amount: money(want.commission),
              marked: money(got.commission ?? 0),
            })
          : ref('mark_settle_no_box', { bet, marked: money(got.commission ?? 0) }),
      });
    } else {
      parts.push({ right: true });
    }
  }
  parts.push(orderPart(expected, given));
  return parts;
}

/**
 * The order part. The key lists the house's order (the profile's settlementOrder): each run of takes or of pays in it
 * is one phase ('losers-first': takes, then pays; 'main-then-side': main takes, main pays, side takes, side pays).
 * A bet settled in an earlier phase than one already settled is out of order; winners are paid in the key's order.
 */
function orderPart(expected: readonly SettleAction[], given: readonly SettleAction[]): Part {
  const phase = new Map<string, number>();
  let current = -1;
  let last: SettleAction['action'] | null = null;
  for (const a of expected) {
    if (a.action === 'push') continue;
    if (a.action !== last) {
      current++;
      last = a.action;
    }
    phase.set(a.betId, current);
  }
  // A take after a pay in the key: this house settles the main bets before the side bets.
  const mainThenSide = expected.some(
    (a, i) => a.action === 'take' && expected.slice(0, i).some((b) => b.action === 'pay'),
  );
  let reached: SettleAction | null = null;
  for (const a of given) {
    const p = phase.get(a.betId);
    if (p === undefined || a.action === 'push') continue;
    const before = reached === null ? -1 : (phase.get(reached.betId) as number);
    if (reached !== null && p < before) {
      return {
        right: false,
        error: ref(mainThenSide ? 'mark_order_main_first' : 'mark_order_losers_first', {
          bet: betRef(a.betId),
          before: betRef(reached.betId),
        }),
      };
    }
    if (p >= before) reached = a;
  }
  const keyPays = expected.filter((a) => a.action === 'pay').map((a) => a.betId);
  const givenPays = given.filter((a) => a.action === 'pay' && keyPays.includes(a.betId)).map((a) => a.betId);
  const wanted = keyPays.filter((id) => givenPays.includes(id));
  if (givenPays.join() !== wanted.join()) {
    return {
      right: false,
      error: ref('mark_order_pay', { wanted: betList(wanted), given: betList(givenPays) }),
    };
  }
  return { right: true };
}

/** Red line: paying a bet that loses. */
function paysLoser(expected: readonly SettleAction[], given: readonly SettleAction[]): boolean {
  return given.some(
    (g) => g.action === 'pay' && expected.some((e) => e.betId === g.betId && e.action === 'take'),
  );
}
