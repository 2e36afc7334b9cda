// Colours and words for heat-map cells: a light cell is rarely wrong (or rarely slow), a dark one often. A cell shows
// its count ("1/3"), never a bare percentage, and a cell with too few answers to mean anything is grey, not red
// (issue 18: a single miss painted a cell 100% red).
import type { HeatCell } from '../../../contract/progress-types.ts';
import { m } from '../../../i18n/paraglide/messages.js';

export type HeatMode = 'errors' | 'slowness';

/** Fewer answers than this: the cell is grey and its rate is not read as a rate. */
export const FEW_ANSWERS = 5;

/** The cell's rate, or null when it was never answered or has too few answers to judge. */
export function heatRate(cell: HeatCell | undefined, mode: HeatMode): number | null {
  if (!cell || cell.answered < FEW_ANSWERS) return null;
  return mode === 'errors' ? cell.errorRate : cell.slowRate;
}

/** Red for errors, amber for slowness; grey when too few answers to judge; white when never answered. */
export function heatFill(cell: HeatCell | undefined, mode: HeatMode): string {
  if (!cell || cell.answered === 0) return '#fafafa';
  const rate = heatRate(cell, mode);
  if (rate === null) return '#d6d6d6';
  const hue = mode === 'errors' ? 4 : 38;
  return `hsl(${hue} 80% ${Math.round(96 - rate * 56)}%)`;
}

/** Dark backgrounds take white text. */
export function heatText(cell: HeatCell | undefined, mode: HeatMode): string {
  const rate = heatRate(cell, mode);
  return rate !== null && rate > 0.55 ? '#fff' : '#111';
}

/** What the cell shows: how many of its answers were wrong (or slow), "3/10"; nothing when never answered. */
export function heatCount(cell: HeatCell | undefined, mode: HeatMode): string {
  if (!cell || cell.answered === 0) return '';
  return `${mode === 'errors' ? cell.wrong : cell.slow}/${cell.answered}`;
}

export function heatWords(cell: HeatCell | undefined): string {
  if (!cell || cell.answered === 0) return m.ui_heat_not_answered();
  const counts = { wrong: cell.wrong, answered: cell.answered, slow: cell.slow };
  return cell.answered < FEW_ANSWERS
    ? m.ui_heat_words_few({ ...counts, few: FEW_ANSWERS })
    : m.ui_heat_words(counts);
}
