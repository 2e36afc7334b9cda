// A payment built from chips of the profile's denominations: counts per denomination and the total in cents.

import type { ChipStack } from '../../core/chips/stack.ts';
import { CHIP_KEYS } from './keymap.ts';
export { CHIP_KEYS };

export class ChipTrayState {
  readonly denominations: readonly number[];
  counts = $state<Record<number, number>>({});
  readonly total = $derived(
    Object.entries(this.counts).reduce((sum, [cents, n]) => sum + Number(cents) * n, 0),
  );
  readonly chipCount = $derived(Object.values(this.counts).reduce((a, b) => a + b, 0));

  constructor(denominations: readonly number[]) {
    this.denominations = denominations;
  }

  add(cents: number): void {
    this.counts = { ...this.counts, [cents]: (this.counts[cents] ?? 0) + 1 };
  }

  remove(cents: number): boolean {
    const n = this.counts[cents] ?? 0;
    if (n === 0) return false;
    const next = { ...this.counts };
    if (n === 1) delete next[cents];
    else next[cents] = n - 1;
    this.counts = next;
    return true;
  }

  clear(): void {
    this.counts = {};
  }

  /** The chips in the payment, largest first (as they are stacked), one entry per chip. */
  stack(): number[] {
    const chips: number[] = [];
    for (const d of [...this.denominations].sort((a, b) => b - a)) {
      for (let i = 0; i < (this.counts[d] ?? 0); i++) chips.push(d);
    }
    return chips;
  }

  /** The chips as data, largest first (a chips response). */
  chips(): ChipStack {
    return [...this.denominations]
      .sort((a, b) => b - a)
      .filter((d) => (this.counts[d] ?? 0) > 0)
      .map((value) => ({ value, count: this.counts[value] as number }));
  }

  /** Handles a chip key (see CHIP_KEYS); returns whether the key was one. */
  handleKey(key: string, shift: boolean): boolean {
    const index = CHIP_KEYS.indexOf(key.toLowerCase() as (typeof CHIP_KEYS)[number]);
    const cents = index >= 0 ? this.denominations[index] : undefined;
    if (cents === undefined) return false;
    if (shift) this.remove(cents);
    else this.add(cents);
    return true;
  }
}

/** The fewest chips that make `cents` from the denominations (greedy: casino denominations are canonical). */
export function chipsFor(cents: number, denominations: readonly number[]): number[] {
  const chips: number[] = [];
  let left = cents;
  for (const d of [...denominations].sort((a, b) => b - a)) {
    while (left >= d && chips.length < 40) {
      chips.push(d);
      left -= d;
    }
  }
  return chips;
}
