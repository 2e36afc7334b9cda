// How a house wants a payment made in chips, and whether a payment keeps to it. The amount is marked elsewhere; this
// says, in words, why a payment of the right amount is still not how the house pays (DEALING.md: pay from the tray
// in the fewest chips, or in the wager's own colours, so the player and the camera read it at a glance).
import { money } from '../i18n/money-param.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import { chipsInWords } from './chips-in-words.ts';
import { fewestChips } from './fewest.ts';
import { chipCount, normaliseStack, stackTotal, type ChipStack } from './stack.ts';

export type PaymentRule =
  /** The fewest chips that make the amount. */
  | { readonly kind: 'fewest' }
  /** Only the denominations in the wager, as far as they make the amount; the rest in the fewest chips. */
  | { readonly kind: 'wager-colours' }
  /** The fewest chips, but never more than `max` of any one denomination. */
  | { readonly kind: 'at-most'; readonly max: number };

export interface PaymentCheck {
  readonly amountRight: boolean;
  /** Empty when the payment keeps the house's rule; otherwise why not, one sentence each. */
  readonly reasons: readonly MessageRef[];
}

/** Checks a payment against its amount and the house's rule for making it. */
export function checkPayment(
  paid: ChipStack,
  amount: number,
  rule: PaymentRule,
  denominations: readonly number[],
  wager: ChipStack,
  symbol = '$',
): PaymentCheck {
  const total = stackTotal(paid);
  const reasons: MessageRef[] = [];
  if (total !== amount) {
    return {
      amountRight: false,
      reasons: [ref('chips_pay_amount_wrong', { paid: money(total, symbol), amount: money(amount, symbol) })],
    };
  }
  // Only the house's chips: a made-up "$190 chip" is not a payment, whatever it adds up to.
  const unknown = normaliseStack(paid).filter((c) => !denominations.includes(c.value));
  if (unknown.length > 0) {
    return {
      amountRight: true,
      reasons: unknown.map((c) => ref('chips_pay_no_such_chip', { chip: money(c.value, symbol) })),
    };
  }
  const fewest = fewestChips(amount, denominations);
  // Under a cap, the fewest chips are the yardstick only where they keep to it (the drill deals only such stakes).
  const fewestKeepsCap =
    fewest !== null && (rule.kind !== 'at-most' || fewest.every((c) => c.count <= rule.max));
  if (rule.kind === 'fewest' || rule.kind === 'at-most') {
    if (fewest && fewestKeepsCap && chipCount(paid) > chipCount(fewest)) {
      reasons.push(
        ref('chips_pay_not_fewest', {
          count: chipCount(paid),
          fewest: chipCount(fewest),
          chips: chipsInWords(fewest, symbol),
        }),
      );
    }
    if (rule.kind === 'at-most') {
      for (const c of normaliseStack(paid)) {
        if (c.count > rule.max) {
          reasons.push(
            ref('chips_pay_over_cap', { count: c.count, chip: money(c.value, symbol), max: rule.max }),
          );
        }
      }
    }
  } else {
    const colours = new Set(wager.map((c) => c.value));
    const foreign = normaliseStack(paid).filter((c) => !colours.has(c.value));
    const inColours = fewestChips(amount, [...colours]);
    if (inColours && foreign.length > 0) {
      reasons.push(
        ref('chips_pay_not_colours', {
          colours: chipsInWords(inColours, symbol),
          paid: chipsInWords(paid, symbol),
        }),
      );
    }
  }
  return { amountRight: true, reasons };
}
