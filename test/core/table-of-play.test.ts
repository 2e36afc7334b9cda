import { describe, expect, it } from 'vitest';
import { BANKER_GRID, bankerDraws, playerDraws } from '../../core/table-of-play.ts';

// The grid as printed in Tasmania 11 (rules README), row by row: columns are the Player's third card 0-9, then none.
const PRINTED: Record<number, string> = {
  3: 'DDDDDDDDSDD',
  4: 'SSDDDDDDSSD',
  5: 'SSSSDDDDSSD',
  6: 'SSSSSSDDSSS',
};

describe('Tasmania 11: the table of play', () => {
  const cells: [number, number | null, boolean][] = [];
  for (let banker = 0; banker <= 7; banker++) {
    for (let third = 0; third <= 10; third++) {
      const printed = PRINTED[banker];
      const expected = banker <= 2 ? true : banker === 7 ? false : printed?.[third] === 'D';
      cells.push([banker, third === 10 ? null : third, expected]);
    }
  }

  it.each(cells)(
    'Tasmania 11: Banker %i against Player third card %s draws = %s',
    (banker, third, expected) => {
      // Player point 4 (drew) or 6 (stood when third is null) keeps both hands non-natural.
      expect(bankerDraws(banker, third, third === null ? 6 : 4)).toBe(expected);
    },
  );

  it('Tasmania 11: the grid data matches the printed table', () => {
    expect(BANKER_GRID.map((row) => row.map((d) => (d ? 'D' : 'S')).join(''))).toEqual(
      [3, 4, 5, 6].map((b) => PRINTED[b]),
    );
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])(
    'Tasmania 11: Player %i draws only on 0-5, never against a natural',
    (p) => {
      expect(playerDraws(p, 3)).toBe(p <= 5);
      expect(playerDraws(p, 8)).toBe(false);
      expect(playerDraws(p, 9)).toBe(false);
    },
  );

  it.each([8, 9])('Tasmania 11: Banker never draws on a natural %i, nor against a Player natural', (n) => {
    for (let third = 0; third <= 9; third++) expect(bankerDraws(n, third, 4)).toBe(false);
    expect(bankerDraws(n, null, 6)).toBe(false);
    expect(bankerDraws(0, null, n)).toBe(false);
  });
});
