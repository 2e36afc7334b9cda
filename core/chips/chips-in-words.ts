// A pile of chips as words, the largest chip first: "2 × $25.00, 1 × $5.00", or "no chips" (a message: the counts
// and the chips' values in cents are its data).
import { money } from '../i18n/money-param.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import { normaliseStack, type ChipStack } from './stack.ts';

export function chipsInWords(stack: ChipStack, symbol = '$'): MessageRef {
  const parts = normaliseStack(stack).map((c) =>
    ref('chips_count_of', { count: c.count, chip: money(c.value, symbol) }),
  );
  const list = parts.reduceRight<MessageRef | null>(
    (rest, first) => (rest === null ? first : ref('chips_list', { first, rest })),
    null,
  );
  return list ?? ref('chips_none', {});
}
