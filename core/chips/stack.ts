// A pile of chips as data: how many of each denomination, and what it is worth. Every chip drill (read the bet, pay
// in chips, colour up and down, sizing) speaks in these, so totals and counts are worked out one way.

/** How many chips of one denomination (in cents). */
export interface ChipCount {
  readonly value: number;
  readonly count: number;
}

/** A pile, largest denomination first, no zero counts. */
export type ChipStack = readonly ChipCount[];

export function stackTotal(stack: ChipStack): number {
  return stack.reduce((sum, c) => sum + c.value * c.count, 0);
}

export function chipCount(stack: ChipStack): number {
  return stack.reduce((sum, c) => sum + c.count, 0);
}

/** The same pile in the one canonical order: largest denomination first, counts merged, zeros dropped. */
export function normaliseStack(stack: ChipStack): ChipStack {
  const byValue = new Map<number, number>();
  for (const c of stack) byValue.set(c.value, (byValue.get(c.value) ?? 0) + c.count);
  return [...byValue]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => b - a)
    .map(([value, count]) => ({ value, count }));
}

/** Each chip of the pile, bottom first, as a player stacks them: the largest at the bottom. */
export function chipsBottomUp(stack: ChipStack): number[] {
  return normaliseStack(stack).flatMap((c) => Array.from({ length: c.count }, () => c.value));
}
