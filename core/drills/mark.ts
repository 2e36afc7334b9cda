// Marks one response against its key: right or wrong, a credit for the share of parts right, late against the time
// limit, and what was wrong in words ("Banker point: you said 4, it is 3").
import { formatCents } from '../money.ts';
import { chipsInWords, chipParts } from '../chips/mark-chips.ts';
import { betIdsInWords } from '../words.ts';
import { pushWord } from '../push-word.ts';
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
  /** What was wrong: a message; the settlement's and the chips' parts are still English words. */
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
  const money = (cents: number) =>
    Number.isSafeInteger(cents)
      ? formatCents(cents, key.currencySymbol ?? '$')
      : `${cents} (not whole cents)`;
  const said = (cents: number): Phrase =>
    Number.isSafeInteger(cents)
      ? formatCents(cents, key.currencySymbol ?? '$')
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
      // Bets are named as the dealer says them ("Seat 2 Banker"), not by their ids.
      return settleParts(e.actions, g.actions, money, pushWord(key)).map((p) =>
        typeof p.error === 'string' ? { ...p, error: betIdsInWords(p.error) } : p,
      );
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

function describe(a: SettleAction, money: (c: number) => string, word: string): string {
  if (a.action === 'take') return 'taken (it loses)';
  if (a.action === 'push') return `left (a ${word})`;
  return `paid ${money(a.amount)}${a.commission ? ` with ${money(a.commission)} to the commission box` : ''}`;
}

/**
 * Each bet settled right (action, amount and any commission box mark) is a part; so is the order (losers taken before
 * winners paid, winners in the key's order).
 */
function settleParts(
  expected: readonly SettleAction[],
  given: readonly SettleAction[],
  money: (c: number) => string,
  word: string,
): Part[] {
  const parts: Part[] = [];
  const byId = new Map(expected.map((a) => [a.betId, a]));
  const seen = new Set<string>();
  for (const a of given) {
    if (!byId.has(a.betId))
      parts.push({ right: false, error: `${a.betId}: there is no such bet on the layout` });
    else if (seen.has(a.betId)) parts.push({ right: false, error: `${a.betId}: settled more than once` });
    seen.add(a.betId);
  }
  for (const want of expected) {
    const got = given.find((a) => a.betId === want.betId);
    if (!got) {
      parts.push({
        right: false,
        error: `${want.betId}: not settled; it should be ${describe(want, money, word)}`,
      });
    } else if (got.action !== want.action || (want.action === 'pay' && got.amount !== want.amount)) {
      const what =
        got.action === want.action
          ? `you paid ${money(got.amount)}`
          : `you ${got.action === 'take' ? 'took it' : got.action === 'push' ? 'left it' : `paid ${money(got.amount)}`}`;
      parts.push({
        right: false,
        error: `${want.betId}: ${what}; it should be ${describe(want, money, word)}`,
      });
    } else if ((got.commission ?? 0) !== (want.commission ?? 0)) {
      // The box mark is part of settling a Banker win at a box-collection table (Tasmania 12.2; casino guide).
      parts.push({
        right: false,
        error: want.commission
          ? `${want.betId}: commission box ${money(want.commission)}, you marked ${money(got.commission ?? 0)}`
          : `${want.betId}: nothing goes to the commission box, you marked ${money(got.commission ?? 0)}`,
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
        error: mainThenSide
          ? `Order: at this house the main bets are settled (losers taken, then winners paid) before the side bets (you settled ${a.betId} after ${reached.betId})`
          : `Order: take every losing bet before paying any winner (you took ${a.betId} after paying ${reached.betId})`,
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
      error: `Order: pay the winners in the order ${wanted.join(', ')} (you paid ${givenPays.join(', ')})`,
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
