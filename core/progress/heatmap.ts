// Where the errors are: the cells of the three heat maps (the table of play, payouts by bet and amount band,
// irregularities by clause), read from case tags and keys, and the short drill on exactly one cell.
import { BET_LABELS, BET_NAMES, type BetName } from '../bets.ts';
import type { TableProfile } from '../profiles.ts';
import { kindModule } from '../drills/kinds/index.ts';
import { contrastCell, contrastCount } from './contrast.ts';
import { DRILL_SET_FORMAT, DRILL_SET_VERSION, type DrillSection, type DrillSet } from '../drills/spec.ts';
import type { z } from 'zod';
import type { drillTargetSchema, tableOfPlayCellSchema } from './progress-schemas.ts';

/** Tasmania 11: rows are the Banker's two-card point 0–7, columns the Player's third card (null: none) 0–9. */
export const BANKER_ROWS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7];
export const THIRD_CARD_COLUMNS: readonly (number | null)[] = [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

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

/** What a heat-map cell drills. */
export type DrillTarget = z.infer<typeof drillTargetSchema>;

export const CELL_DRILL_ITEMS = 10;

/**
 * Sections that deal only the target's case. A table-of-play cell is the Banker decision itself: one step for
 * Banker 3–6 (the hard grid), the Player's and Banker's steps for the rows that do not depend on the third card.
 */
export function targetSection(target: DrillTarget, count = CELL_DRILL_ITEMS): DrillSection | null {
  if (target.type === 'table-of-play') {
    const { banker, third } = target.cell;
    const constraints =
      third === null
        ? { bankerPoint: banker, playerThirdCard: false, natural: false }
        : { bankerPoint: banker, playerThirdValue: third, natural: false };
    const hard = banker >= 3 && banker <= 6;
    return {
      kind: 'third-card',
      count,
      difficulty: hard ? 'hard' : 'standard',
      constraints,
      timeLimitMs: null,
    };
  }
  const cell = tableOfPlayCell(target.tag);
  if (target.kind === 'third-card' && cell) return targetSection({ type: 'table-of-play', cell }, count);
  const forCase = kindModule(target.kind)?.constraintsForCase?.(target.tag) ?? null;
  if (forCase === null) return null;
  const stake = target.kind === 'payout' ? bandStakes(target.band) : null;
  const constraints = stake === null ? forCase : { ...forCase, stake };
  return { kind: target.kind, count, difficulty: 'basic', constraints, timeLimitMs: null };
}

/** A short practice set on exactly these targets (the ones that can be targeted); null if none can. */
export function targetedSet(
  targets: readonly DrillTarget[],
  profile: string | TableProfile,
  title: string,
  count = CELL_DRILL_ITEMS,
): DrillSet | null {
  // A table-of-play cell's drill also deals its contrast (contrast.ts), so its answer is not always the same call.
  const sections = targets
    .flatMap((t): (DrillSection | null)[] => {
      const cell =
        t.type === 'table-of-play' ? t.cell : t.kind === 'third-card' ? tableOfPlayCell(t.tag) : null;
      const other = cell ? contrastCell(cell) : null;
      const n = other ? contrastCount(count) : 0;
      if (!other || n === 0) return [targetSection(t, count)];
      return [
        targetSection(t, count - n),
        targetSection({ type: 'table-of-play', cell: { banker: other.banker, third: other.third } }, n),
      ];
    })
    .filter((s): s is DrillSection => s !== null)
    .slice(0, 50);
  if (sections.length === 0) return null;
  return {
    format: DRILL_SET_FORMAT,
    version: DRILL_SET_VERSION,
    title,
    description: 'Built from the cases on the progress page: every item is one of them.',
    profile,
    sections,
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  };
}
