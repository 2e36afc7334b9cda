// The look of each chip denomination, shared by the chip artwork (scripts/make-chips.ts) and the stacks the table
// draws. Colours follow common casino practice ($1 white, $5 red, $25 green, $100 black, $500 purple, $1,000
// yellow...). Colour is never the only cue: the value is printed, and the edge spots differ per denomination in
// count and pattern (single bars, double bars, triple dots or round spots), so no two chips share both.

export type SpotKind = 'bar' | 'double' | 'triple' | 'dot';

export type ChipStyle = {
  /** The body colour. */
  base: string;
  /** Edge spots and the inner dashed ring. */
  spot: string;
  spots: number;
  kind: SpotKind;
};

/** Every denomination (cents) the built-in profiles use, with its look. */
export const CHIP_STYLES: Readonly<Record<number, ChipStyle>> = {
  25: { base: '#ef9fc0', spot: '#6d6e71', spots: 3, kind: 'bar' },
  100: { base: '#f3f2ee', spot: '#2a5db0', spots: 4, kind: 'bar' },
  500: { base: '#c62a2f', spot: '#ffffff', spots: 6, kind: 'bar' },
  2500: { base: '#1f7a3f', spot: '#ffffff', spots: 8, kind: 'bar' },
  10000: { base: '#1c1c1e', spot: '#ffffff', spots: 4, kind: 'double' },
  50000: { base: '#6b2d91', spot: '#f3d25b', spots: 6, kind: 'double' },
  100000: { base: '#f2a41c', spot: '#3a2a12', spots: 8, kind: 'double' },
  500000: { base: '#7a4a25', spot: '#e9e1d2', spots: 4, kind: 'triple' },
  2500000: { base: '#2b8c9a', spot: '#ffffff', spots: 6, kind: 'triple' },
  10000000: { base: '#7c1233', spot: '#e8c45a', spots: 8, kind: 'dot' },
};

export const CHIP_DENOMINATIONS: readonly number[] = Object.keys(CHIP_STYLES)
  .map(Number)
  .sort((a, b) => a - b);

/** A denomination without a style of its own looks like the nearest smaller one. */
export function chipStyle(cents: number): ChipStyle {
  const exact = CHIP_STYLES[cents];
  if (exact) return exact;
  const below = CHIP_DENOMINATIONS.filter((d) => d <= cents).at(-1) ?? CHIP_DENOMINATIONS[0] ?? 25;
  return CHIP_STYLES[below] as ChipStyle;
}

/** The printed value in currency units, without a symbol (the profiles use dollars and rupees): 0.25, 5, 1K, 100K. */
export function chipLabel(cents: number): string {
  const units = cents / 100;
  if (units < 1) return units.toFixed(2);
  if (units >= 1000 && units % 1000 === 0) return `${units / 1000}K`;
  return String(units);
}
