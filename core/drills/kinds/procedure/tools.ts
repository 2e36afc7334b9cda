// What every procedure area's builders share: the item's context and RNG, answer keys, lettered and seat options.
import { orderedDecks } from '../../../cards.ts';
import { Rng } from '../../../rng.ts';
import type { AnswerKey, ChoiceOption, SceneCard } from '../../types.ts';
import type { KindContext, StepSpec } from '../kind.ts';
import type { Result } from '../../../result.ts';
import type { Phrase } from '../../../i18n/phrase.ts';
import { ref, type MessageRef } from '../../../i18n/say.ts';
import type { MoneyParam } from '../../../i18n/money-param.ts';
import { seatList } from '../../../i18n/seat-list.ts';

export type Step = StepSpec;

export interface Tools {
  readonly ctx: KindContext;
  readonly rng: Rng;
  /** An amount as a message parameter, said in the reader's language. */
  readonly m: (cents: number) => MoneyParam;
}

/** One topic's builder: the steps of one item. */
export type Builder = (t: Tools) => Step[];

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
export const YES: MessageRef = ref('proc_tools_yes', {});
export const NO: MessageRef = ref('proc_tools_no', {});
export const YES_NO: ChoiceOption[] = [
  { key: 'y', label: YES },
  { key: 'n', label: NO },
];

/** "Seat 3": an option's or an answer's label. */
export function seatLabel(seat: number): MessageRef {
  return ref('proc_tools_seat', { seat });
}

export { seatList };

/** Feedback reads as sentences: the engine's explanations start in lower case. */
export function sentence(text: string): string {
  const t = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

function key(
  expected: AnswerKey['expected'],
  answerText: Phrase,
  working: Phrase,
  rule: string,
  cases: string[],
  t: Tools,
): AnswerKey {
  return {
    expected,
    answerText,
    // A message is written as a sentence already; English from a kind not yet converted is made one here.
    working: typeof working === 'string' ? sentence(working) : working,
    rule,
    cases,
    redLine: false,
    currencySymbol: t.ctx.profile.currency.symbol,
  };
}

export function choiceKey(
  choice: string,
  answerText: Phrase,
  working: Phrase,
  rule: string,
  cases: string[],
  t: Tools,
): AnswerKey {
  return key({ type: 'choice', choice }, answerText, working, rule, cases, t);
}

export function amountKey(
  amount: number,
  working: Phrase,
  rule: string,
  cases: string[],
  t: Tools,
): AnswerKey {
  return key(
    { type: 'amount', amount },
    ref('proc_tools_amount', { amount: t.m(amount) }),
    working,
    rule,
    cases,
    t,
  );
}

/** Lettered options in random order; returns the options and the key of `correct`. */
export function lettered(
  rng: Rng,
  correct: Phrase,
  wrong: readonly Phrase[],
): { options: ChoiceOption[]; answer: string } {
  // A phrase is the same option as another when it is the same words or the same message with the same parameters.
  const same = (a: Phrase, b: Phrase): boolean => JSON.stringify(a) === JSON.stringify(b);
  const distinct = wrong.filter((w, i) => !same(w, correct) && wrong.findIndex((x) => same(x, w)) === i);
  const labels = [correct, ...distinct].slice(0, LETTERS.length);
  rng.shuffle(labels);
  const options = labels.map((label, i) => ({ key: LETTERS[i] as string, label }));
  return { options, answer: LETTERS[labels.findIndex((l) => same(l, correct))] as string };
}

/** Seat options keyed by their own digit, in seat order, plus extra lettered options (the Inspector, the dealer). */
export function seatOptions(seats: readonly number[], extra: readonly ChoiceOption[] = []): ChoiceOption[] {
  return [
    ...[...seats].sort((a, b) => a - b).map((s) => ({ key: String(s), label: seatLabel(s) })),
    ...extra,
  ];
}

/** A random subset of the table's seats, at least `min` of them, in seat order. */
export function someSeats(rng: Rng, seats: number, min: number): number[] {
  const all = Array.from({ length: seats }, (_v, i) => i + 1);
  rng.shuffle(all);
  return all.slice(0, rng.between(min, seats)).sort((a, b) => a - b);
}

/**
 * The first `count` cards of a deal in the hands, dealt Player, Banker, Player, Banker (Tasmania 9.2), for a
 * situation that says cards are on the table but asks nothing about their values. Drawn from the item's own side
 * stream, not the item's RNG, so adding them to a scene changes no other choice in the item (a stored session replays
 * the same questions and options).
 */
export function dealtSoFar(
  t: Tools,
  count: number,
  faceUp = true,
): { player: SceneCard[]; banker: SceneCard[] } {
  const deck = Rng.fromSeed(`${t.ctx.itemId}/cards-on-the-table`).shuffle(orderedDecks(1));
  const card = (i: number): SceneCard => ({ card: deck[i] as SceneCard['card'], faceUp });
  const dealt = Array.from({ length: Math.min(count, 4) }, (_v, i) => card(i));
  return { player: dealt.filter((_c, i) => i % 2 === 0), banker: dealt.filter((_c, i) => i % 2 === 1) };
}

/** A squeeze deal before the cards are passed: two cards each, face down (Tasmania 9.3). */
export function faceDownHands(t: Tools): { player: SceneCard[]; banker: SceneCard[] } {
  return dealtSoFar(t, 4, false);
}

export function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`procedure drill built an invalid situation: ${r.error}`);
  return r.value;
}

/** A yes/no step on a verdict from the engine. */
export function verdictStep(
  t: Tools,
  question: Phrase,
  scene: Step['scene'],
  v: { readonly allowed: boolean; readonly rule: string; readonly reason: Phrase },
  tag: string,
): Step {
  return {
    question,
    scene,
    form: { type: 'choice', options: YES_NO },
    key: choiceKey(v.allowed ? 'y' : 'n', v.allowed ? YES : NO, v.reason, v.rule, [tag], t),
  };
}

/** A step whose answer is one statement of a clause, among realistic wrong statements, in random order. */
export function statementStep(
  t: Tools,
  question: Phrase,
  scene: Step['scene'],
  correct: Phrase,
  wrong: readonly Phrase[],
  working: Phrase,
  rule: string,
  tag: string,
): Step {
  const o = lettered(t.rng, correct, wrong);
  return {
    question,
    scene,
    form: { type: 'choice', options: o.options },
    key: choiceKey(o.answer, correct, working, rule, [tag], t),
  };
}
