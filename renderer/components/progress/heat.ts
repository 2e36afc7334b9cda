// Colours and words for heat-map cells: a light cell is rarely wrong (or rarely slow), a dark one often.
import type { HeatCell } from '../../../electron/ipc/progress-types.ts';

export type HeatMode = 'errors' | 'slowness';

export function heatRate(cell: HeatCell | undefined, mode: HeatMode): number | null {
  if (!cell || cell.answered === 0) return null;
  return mode === 'errors' ? cell.errorRate : cell.slowRate;
}

/** Red for errors, amber for slowness; white when never answered. */
export function heatColour(rate: number | null, mode: HeatMode): string {
  if (rate === null) return '#fafafa';
  const hue = mode === 'errors' ? 4 : 38;
  return `hsl(${hue} 80% ${Math.round(96 - rate * 56)}%)`;
}

/** Dark backgrounds take white text. */
export function heatText(rate: number | null): string {
  return rate !== null && rate > 0.55 ? '#fff' : '#111';
}

export function heatWords(cell: HeatCell | undefined): string {
  if (!cell || cell.answered === 0) return 'not answered yet';
  return `${cell.wrong} of ${cell.answered} wrong, ${cell.slow} slow`;
}
