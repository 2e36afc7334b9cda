// A heat-map cell's drill varies the answer (issue 23): a drill of Banker 4 against a third card of 2 alone is "the
// Banker draws" every time, and a trainee learns the key, not the rule. So a cell's drill also deals its contrast,
// the nearest case whose call is the other one (Tasmania 11): the same Banker point against another third card where
// the grid turns (Banker 4 v 8: stands), or, for a row the third card does not change (Banker 0-2, 7, or the Player
// stood), the nearest Banker point that turns.
import { bankerDraws } from '../table-of-play.ts';

export interface Cell {
  readonly banker: number;
  /** The Player's third card value; null when the Player stood. */
  readonly third: number | null;
}

/** A Player's point that is not a natural, for the rule's question "does the Banker draw?". */
const NOT_NATURAL = 5;

const draws = (c: Cell) => bankerDraws(c.banker, c.third, NOT_NATURAL);

/** The contrast of a cell: the nearest case with the other call, the same Banker point first; null if none. */
export function contrastCell(cell: Cell): Cell | null {
  const call = draws(cell);
  const candidates: Cell[] = [];
  if (cell.third !== null)
    for (let v = 0; v <= 9; v++) if (v !== cell.third) candidates.push({ banker: cell.banker, third: v });
  for (let b = 0; b <= 7; b++) if (b !== cell.banker) candidates.push({ banker: b, third: cell.third });
  const distance = (c: Cell) =>
    (c.banker === cell.banker ? 0 : 100) +
    Math.abs(c.banker - cell.banker) +
    Math.abs((c.third ?? 0) - (cell.third ?? 0));
  return (
    candidates
      .filter((c) => draws(c) !== call)
      .sort(
        (a, b) => distance(a) - distance(b) || (a.third ?? -1) - (b.third ?? -1) || a.banker - b.banker,
      )[0] ?? null
  );
}

/** Of a cell drill's items, how many are its contrast: a quarter (none in a drill of fewer than four). */
export function contrastCount(count: number): number {
  return Math.floor(count / 4);
}
