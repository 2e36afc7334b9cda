// The cells of the three heat maps, read from case tags and keys (the table of play, payouts by bet and amount band):
// apart from heatmap.ts's drills, so what only reads the cells (the thread that counts a training room's figures) does
// not load every drill kind.
import { z } from 'zod';
import { BET_LABELS, BET_NAMES, type BetName } from '../bets.ts';

/** Tasmania 11: rows are the Banker's two-card point 0–7, columns the Player's third card (null: none) 0–9. */
export const BANKER_ROWS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];
export const THIRD_CARD_COLUMNS: readonly (number | null)[] = [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export const tableOfPlayCellSchema = z
  .strictObject({
    banker: z.number().int(),
    /** The value of the Player's third card; null when the Player stood. */
    third: z.number().int().nullable(),
  })
  .readonly();

/** A cell: the Banker's two-card point and the Player's third card (null when the Player stood). */
export type TableOfPlayCell = z.infer<typeof tableOfPlayCellSchema>;

/** The cell of a "banker-4-vs-2" / "banker-6-vs-none" tag; null for any other tag. */
export function tableOfPlayCell(tag: string): TableOfPlayCell | null {
  const m = /^banker-([0-7])-vs-(\d|none)$/.exec(tag);
  if (!m) return null;
  return { banker: Number(m[1]), third: m[2] === 'none' ? null : Number(m[2]) };
}

export function tableOfPlayTag(cell: TableOfPlayCell): string {
  return `banker-${cell.banker}-vs-${cell.third ?? 'none'}`;
}

/**
 * Payout bands are by the STAKE (the amount the dealer computes the payment from), in whole currency units: a larger
 * stake is a harder sum to pay (more chips, 19:20 or 25:1 of an odd amount), whereas the paid amount is 0 for every
 * losing bet and hides that. Answers stored before the key carried its stake have no band of their own: "not
 * recorded", drilled at any stake.
 */
export const AMOUNT_BANDS = ['<10', '10–99', '100–999', '1000+', 'not recorded'] as const;
export type AmountBand = (typeof AMOUNT_BANDS)[number];

/** The stakes (cents, inclusive) of each recorded band. */
export const BAND_STAKES: Readonly<
  Record<Exclude<AmountBand, 'not recorded'>, { min: number; max: number }>
> = {
  '<10': { min: 1, max: 999 },
  '10–99': { min: 1_000, max: 9_999 },
  '100–999': { min: 10_000, max: 99_999 },
  '1000+': { min: 100_000, max: 1_000_000_000_000 },
};

/** The band of a stake in cents (null: not recorded). */
export function amountBand(cents: number | null): AmountBand {
  if (cents === null || cents <= 0) return 'not recorded';
  if (cents < 1_000) return '<10';
  if (cents < 10_000) return '10–99';
  if (cents < 100_000) return '100–999';
  return '1000+';
}

/** The stake range of a band, as a payout constraint; null for "not recorded" or an unknown band (any stake). */
export function bandStakes(band: string | undefined): { min: number; max: number } | null {
  return band !== undefined && Object.hasOwn(BAND_STAKES, band)
    ? BAND_STAKES[band as keyof typeof BAND_STAKES]
    : null;
}

/** The bet and outcome of a payout tag ("banker-win", "perfect_pair_player-lose"); null for other tags. */
export function payoutBet(tag: string): { bet: BetName; outcome: 'win' | 'lose' | 'push' } | null {
  const m = /^([a-z_]+)-(win|lose|push)$/.exec(tag);
  if (!m || !(BET_NAMES as readonly string[]).includes(m[1] as string)) return null;
  return { bet: m[1] as BetName, outcome: m[2] as 'win' | 'lose' | 'push' };
}

export function betLabel(bet: BetName): string {
  return BET_LABELS[bet];
}
