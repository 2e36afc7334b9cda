// Colours and words for heat-map cells: a light cell is rarely wrong (or rarely slow), a dark one often. A cell shows
// its count ("1/1": one wrong of one answered), and is coloured only once it has enough answers to mean something: a
// single miss is not "100% wrong".
import type { HeatCell } from '../../../electron/ipc/progress-types.ts';

export type HeatMode = 'errors' | 'slowness';

/** Fewer answers than this and a cell is grey: its rate is chance, not a weakness. */
export const MIN_ANSWERS_FOR_RATE = 5;

/** Grey for a cell with too few answers; near white for one never answered. */
export const TOO_FEW_COLOUR = '#d9d9d9';
export const UNANSWERED_COLOUR = '#fafafa';

/** The rate the colour shows; null while the cell has fewer than MIN_ANSWERS_FOR_RATE answers. */
export function heatRate(cell: HeatCell | undefined, mode: HeatMode): number | null {
  if (!cell || cell.answered < MIN_ANSWERS_FOR_RATE) return null;
  return mode === 'errors' ? cell.errorRate : cell.slowRate;
}

/** Red for errors, amber for slowness. */
export function heatColour(rate: number, mode: HeatMode): string {
  const hue = mode === 'errors' ? 4 : 38;
  return `hsl(${hue} 80% ${Math.round(96 - rate * 56)}%)`;
}

/** The cell's background: the rate's colour, grey with too few answers, near white when never answered. */
export function heatBackground(cell: HeatCell | undefined, mode: HeatMode): string {
  if (!cell || cell.answered === 0) return UNANSWERED_COLOUR;
  const rate = heatRate(cell, mode);
  return rate === null ? TOO_FEW_COLOUR : heatColour(rate, mode);
}

/** Dark backgrounds take white text. */
export function heatText(cell: HeatCell | undefined, mode: HeatMode): string {
  const rate = heatRate(cell, mode);
  return rate !== null && rate > 0.55 ? '#fff' : '#111';
}

/** What the cell prints: wrong (or slow) of answered, "3/10"; nothing when never answered. */
export function heatCount(cell: HeatCell | undefined, mode: HeatMode): string {
  if (!cell || cell.answered === 0) return '';
  return `${mode === 'errors' ? cell.wrong : cell.slow}/${cell.answered}`;
}

export function heatWords(cell: HeatCell | undefined): string {
  if (!cell || cell.answered === 0) return 'not answered yet';
  const few = cell.answered < MIN_ANSWERS_FOR_RATE ? ` (too few answers to colour)` : '';
  return `${cell.wrong} of ${cell.answered} wrong, ${cell.slow} slow${few}`;
}
