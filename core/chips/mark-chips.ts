// Marks a chips answer: the amount first, then how it is made. A house that pays by a rule (the fewest chips, the
// wager's colours, at most N of a chip) accepts any pile that keeps the rule; change asked for ("four $25s") is
// right only as asked.
import { formatCents } from '../money.ts';
import { checkPayment, type PaymentRule } from './payment-rule.ts';
import { normaliseStack, stackTotal, type ChipStack } from './stack.ts';

export function chipsInWords(stack: ChipStack, symbol = '$'): string {
  const parts = normaliseStack(stack).map((c) => `${c.count} × ${formatCents(c.value, symbol)}`);
  return parts.length === 0 ? 'no chips' : parts.join(', ');
}

/** One entry per part marked: null when right, else why not in words. Two parts: the amount, then the chips. */
export function chipParts(
  expected: ChipStack,
  given: ChipStack,
  rule: { rule: PaymentRule; denominations: readonly number[]; wager: ChipStack } | undefined,
  symbol: string,
): (string | null)[] {
  const amount = stackTotal(expected);
  const total = stackTotal(given);
  if (total !== amount) {
    return [
      `Amount: your chips make ${formatCents(total, symbol)} (${chipsInWords(given, symbol)}); it is ${formatCents(amount, symbol)}`,
      null,
    ];
  }
  if (rule) {
    const check = checkPayment(given, amount, rule.rule, rule.denominations, rule.wager, symbol);
    return [null, check.reasons.length === 0 ? null : check.reasons.join(' ')];
  }
  const same = JSON.stringify(normaliseStack(given)) === JSON.stringify(normaliseStack(expected));
  return [
    null,
    same
      ? null
      : `Right amount, but the chips asked for are ${chipsInWords(expected, symbol)}; you gave ${chipsInWords(given, symbol)}`,
  ];
}
