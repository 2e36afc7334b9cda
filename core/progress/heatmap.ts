// Where the errors are: the cells of the three heat maps (the table of play, payouts by bet and amount band,
// irregularities by clause), read from case tags and keys, and the short drill on exactly one cell.
import type { TableProfile } from '../profiles.ts';
import { kindModule } from '../drills/kinds/index.ts';
import { contrastCell, contrastCount } from './contrast.ts';
import { DRILL_SET_FORMAT, DRILL_SET_VERSION, type DrillSection, type DrillSet } from '../drills/spec.ts';
import type { z } from 'zod';
import type { drillTargetSchema } from './progress-schemas.ts';
import { bandStakes, tableOfPlayCell } from './heat-cells.ts';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { ref, say } from '../i18n/say.ts';

export * from './heat-cells.ts';

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
    // Set data, as the trainer's sets' descriptions: stored in English, said from the messages.
    description: say(ref('heatmap_targeted_description', {}), BASE_LANGUAGE),
    profile,
    sections,
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  };
}
