// Marks a chips answer: the amount first, then how it is made. A house that pays by a rule (the fewest chips, the
// wager's colours, at most N of a chip) accepts any pile that keeps the rule; change asked for ("four $25s") is
// right only as asked.
import { money } from '../i18n/money-param.ts';
import { ref, sentences, type MessageRef } from '../i18n/say.ts';
import { chipsInWords } from './chips-in-words.ts';
import { checkPayment, type PaymentRule } from './payment-rule.ts';
import { normaliseStack, stackTotal, type ChipStack } from './stack.ts';

export { chipsInWords };

/** One entry per part marked: null when right, else why not. Two parts: the amount, then the chips. */
export function chipParts(
  expected: ChipStack,
  given: ChipStack,
  rule: { rule: PaymentRule; denominations: readonly number[]; wager: ChipStack } | undefined,
  symbol: string,
): (MessageRef | null)[] {
  const amount = stackTotal(expected);
  const total = stackTotal(given);
  if (total !== amount) {
    return [
      ref('chips_mark_amount', {
        total: money(total, symbol),
        chips: chipsInWords(given, symbol),
        amount: money(amount, symbol),
      }),
      null,
    ];
  }
  if (rule) {
    const check = checkPayment(given, amount, rule.rule, rule.denominations, rule.wager, symbol);
    const [first, ...rest] = check.reasons;
    return [null, first === undefined ? null : sentences(first, ...rest)];
  }
  const same = JSON.stringify(normaliseStack(given)) === JSON.stringify(normaliseStack(expected));
  return [
    null,
    same
      ? null
      : ref('chips_mark_not_asked', {
          asked: chipsInWords(expected, symbol),
          given: chipsInWords(given, symbol),
        }),
  ];
}
