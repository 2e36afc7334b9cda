// Issue 23, a heat-map cell's drill varies the answer: each cell's contrast is the nearest case whose Banker call is
// the other one (Tasmania 11), the same Banker point first.
import { describe, expect, it } from 'vitest';
import { contrastCell, contrastCount, type Cell } from '../../../core/progress/contrast.ts';
import { bankerDraws } from '../../../core/table-of-play.ts';

describe('a cell and its contrast (Tasmania 11)', () => {
  it.each<[string, Cell, Cell]>([
    ['Banker 4 draws on a 2; on a 1 it stands', { banker: 4, third: 2 }, { banker: 4, third: 1 }],
    ['Banker 3 stands on an 8; on a 7 it draws', { banker: 3, third: 8 }, { banker: 3, third: 7 }],
    ['Banker 6 draws on a 6; on a 5 it stands', { banker: 6, third: 6 }, { banker: 6, third: 5 }],
    [
      'Banker 5 draws when the Player stood; Banker 6 stands',
      { banker: 5, third: null },
      { banker: 6, third: null },
    ],
    [
      'Banker 0 always draws: the nearest row that stands on a 5 is Banker 6',
      { banker: 0, third: 5 },
      { banker: 6, third: 5 },
    ],
    [
      'Banker 7 always stands: the nearest row that draws on a 3 is Banker 4',
      { banker: 7, third: 3 },
      { banker: 4, third: 3 },
    ],
  ])('%s', (_name, cell, contrast) => {
    expect(contrastCell(cell)).toEqual(contrast);
  });

  it('every cell of the grid has a contrast with the other call', () => {
    for (let banker = 0; banker <= 7; banker++)
      for (const third of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
        const other = contrastCell({ banker, third })!;
        expect(bankerDraws(other.banker, other.third, 5), `${banker} v ${third}`).not.toBe(
          bankerDraws(banker, third, 5),
        );
      }
  });

  it.each([
    [1, 0],
    [3, 0],
    [4, 1],
    [10, 2],
    [12, 3],
  ])('%i items: %i of them the contrast', (count, n) => {
    expect(contrastCount(count)).toBe(n);
  });
});
