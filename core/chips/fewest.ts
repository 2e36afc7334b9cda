// The fewest chips that make an amount from a house's denominations. Real chip sets are "canonical" (paying from the
// top of the tray down is fewest), but a trainer may type one that is not (25, 100, 150: 300 is two 150s, not three
// 100s), so the set is tested once (Kozen and Zaks: a set is canonical when greedy is fewest for every amount below
// its two largest chips added) and a non-canonical set is paid by an exact change-making table.
import type { ChipStack } from './stack.ts';

/** Past this many units of the common step a change-making table would be too large to build per call. */
const MAX_UNITS = 2_000_000;

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

interface ChipSet {
  /** Denominations, largest first. */
  readonly chips: readonly number[];
  /** Their common step in cents: every amount they make is a multiple of it. */
  readonly step: number;
  readonly canonical: boolean;
}

const sets = new Map<string, ChipSet>();

function chipSet(denominations: readonly number[]): ChipSet | null {
  const chips = [...new Set(denominations)]
    .filter((d) => Number.isSafeInteger(d) && d > 0)
    .sort((a, b) => b - a);
  if (chips.length === 0) return null;
  const id = chips.join(',');
  const known = sets.get(id);
  if (known) return known;
  const step = chips.reduce(gcd);
  const sizes = chips.map((c) => c / step);
  const upTo = (sizes[0] as number) + (sizes[1] ?? 0);
  const table = fewestTable(sizes, upTo);
  let canonical = true;
  for (let u = 1; u < upTo && canonical; u++) {
    canonical = (table.best[u] as number) === greedyCount(u, sizes);
  }
  const set = { chips, step, canonical };
  sets.set(id, set);
  return set;
}

function greedyCount(units: number, sizes: readonly number[]): number {
  let count = 0;
  for (const s of sizes) {
    count += Math.floor(units / s);
    units %= s;
  }
  return units === 0 ? count : -1;
}

/** best[u]: the fewest chips making u units (-1: none); last[u]: the index of a chip in one such pile. */
function fewestTable(sizes: readonly number[], upTo: number): { best: Int32Array; last: Int8Array } {
  const best = new Int32Array(upTo + 1).fill(-1);
  const last = new Int8Array(upTo + 1).fill(-1);
  best[0] = 0;
  for (let u = 1; u <= upTo; u++) {
    for (let i = 0; i < sizes.length; i++) {
      const s = sizes[i] as number;
      const prior = s <= u ? (best[u - s] as number) : -1;
      // Strictly fewer wins; sizes run largest first, so among equally few the larger chip stays.
      if (prior >= 0 && ((best[u] as number) < 0 || prior + 1 < (best[u] as number))) {
        best[u] = prior + 1;
        last[u] = i;
      }
    }
  }
  return { best, last };
}

/**
 * The fewest chips worth exactly `amount` cents, largest first; null when the denominations cannot make it (not a
 * multiple of their common step, or an amount their smallest chips cannot reach). Among equally few piles, the one
 * with the larger chips, as a dealer cuts from the top of the tray down.
 */
export function fewestChips(amount: number, denominations: readonly number[]): ChipStack | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  if (amount === 0) return [];
  const set = chipSet(denominations);
  if (!set || amount % set.step !== 0) return null;
  const units = amount / set.step;
  const sizes = set.chips.map((c) => c / set.step);
  const counts = new Map<number, number>();
  const add = (value: number, n: number) => {
    if (n > 0) counts.set(value, (counts.get(value) ?? 0) + n);
  };
  if (set.canonical) {
    let left = units;
    set.chips.forEach((value, i) => {
      const size = sizes[i] as number;
      add(value, Math.floor(left / size));
      left %= size;
    });
    if (left !== 0) return null;
  } else {
    // Fewer than `largest` of any smaller chip in a fewest pile (that many would be fewer as largest chips), so past
    // this bound every fewest pile holds a largest chip: pay those first and build the table for the rest only.
    const largest = sizes[0] as number;
    const bound = sizes.slice(1).reduce((sum, s) => sum + (largest - 1) * s, 0);
    const head = units > bound ? Math.ceil((units - bound) / largest) : 0;
    const rest = units - head * largest;
    if (rest > MAX_UNITS) return null;
    const { best, last } = fewestTable(sizes, rest);
    if ((best[rest] as number) < 0) return null;
    add(set.chips[0] as number, head);
    for (let u = rest; u > 0; u -= sizes[last[u] as number] as number) {
      add(set.chips[last[u] as number] as number, 1);
    }
  }
  return [...counts].sort(([a], [b]) => b - a).map(([value, count]) => ({ value, count }));
}
