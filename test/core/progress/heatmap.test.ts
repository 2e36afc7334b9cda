// Heat-map cells from case tags, and the drill on exactly one cell (Tasmania 11's table of play).
import { contrastCell } from '../../../core/progress/contrast.ts';
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet } from '../../../core/drills/spec.ts';
import { builtInProfile } from '../../../core/profiles.ts';
import {
  AMOUNT_BANDS,
  amountBand,
  bandStakes,
  BANKER_ROWS,
  payoutBet,
  tableOfPlayCell,
  tableOfPlayTag,
  targetedSet,
  THIRD_CARD_COLUMNS,
} from '../../../core/progress/heatmap.ts';

describe('heat-map cells', () => {
  it.each([
    ['banker-4-vs-2', { banker: 4, third: 2 }],
    ['banker-6-vs-none', { banker: 6, third: null }],
    ['banker-0-vs-9', { banker: 0, third: 9 }],
    ['banker-draws-2', null],
    ['banker-8-vs-1', null],
    ['natural-9', null],
  ])('Tasmania 11 table-of-play cell of %s', (tag, cell) => {
    expect(tableOfPlayCell(tag)).toEqual(cell);
    if (cell) expect(tableOfPlayTag(cell)).toBe(tag);
  });

  it.each([
    [null, 'not recorded'],
    [0, 'not recorded'],
    [1, '<10'],
    [999, '<10'],
    [1_000, '10–99'],
    [99_999, '100–999'],
    [100_000, '1000+'],
  ] as const)('a stake of %s cents is in band %s, and the band’s range holds it', (cents, band) => {
    expect(amountBand(cents)).toBe(band);
    const range = bandStakes(band);
    if (cents === null || cents <= 0) expect(range).toBeNull();
    else expect(cents >= range!.min && cents <= range!.max).toBe(true);
  });

  it('payout tags name the bet and its outcome; other tags are not payouts', () => {
    expect(payoutBet('perfect_pair_player-lose')).toEqual({ bet: 'perfect_pair_player', outcome: 'lose' });
    expect(payoutBet('pp-coloured')).toBeNull();
    expect(payoutBet('nonsense-win')).toBeNull();
  });
});

describe('a drill on exactly one cell', () => {
  // Every cell of the grid, so the drill never asks for a coup that cannot be dealt.
  const cells = BANKER_ROWS.flatMap((banker) => THIRD_CARD_COLUMNS.map((third) => ({ banker, third })));

  it.each(cells)(
    'Tasmania 11: Banker $banker, Player third card $third — three items of that cell, then its contrast (the other call)',
    (cell) => {
      const set = targetedSet([{ type: 'table-of-play', cell }], 'tasmania', 'Cell', 4);
      expect(set).not.toBeNull();
      expect(parseDrillSet(set).ok).toBe(true);
      const items = generateItems(set!, `cell-${cell.banker}-${cell.third}`);
      expect(items.ok && items.items.length).toBe(4);
      if (!items.ok) return;
      const other = contrastCell(cell)!;
      items.items.forEach((item, i) => {
        const last = item.steps[item.steps.length - 1]!;
        expect(last.key.cases).toContain(tableOfPlayTag(i < 3 ? cell : other));
      });
      // Issue 23: the answer varies: the Banker's last call is not the same in every item.
      const calls = new Set(items.items.map((it) => JSON.stringify(it.steps.at(-1)!.key.expected)));
      expect(calls.size).toBeGreaterThan(1);
    },
  );

  it('a probe of one item deals the cell alone (no contrast under four items)', () => {
    const set = targetedSet(
      [{ type: 'table-of-play', cell: { banker: 4, third: 2 } }],
      'tasmania',
      'Probe',
      1,
    );
    expect(set!.sections).toHaveLength(1);
  });

  it('a payout case drills that bet and outcome; a tag that cannot be targeted gives no set', () => {
    const set = targetedSet([{ type: 'case', kind: 'payout', tag: 'tie-win' }], 'tasmania', 'Tie wins', 3);
    const items = generateItems(set!, 'tie');
    expect(items.ok).toBe(true);
    if (items.ok) for (const it of items.items) expect(it.steps.at(-1)!.key.cases).toContain('tie-win');
    expect(targetedSet([{ type: 'case', kind: 'payout', tag: 'no-such-case' }], 'tasmania', 'x')).toBeNull();
  });

  // A high-limit profile so every band has stakes (Tasmania's minimum is above the lowest band).
  const tas = builtInProfile('tasmania')!;
  const wideLimits = { min: 100, max: 50_000_000 };
  const wide = {
    ...tas,
    limits: { ...tas.limits, main: wideLimits, tie: wideLimits, side: wideLimits },
  };
  it.each(AMOUNT_BANDS.filter((b) => bandStakes(b) !== null))(
    'Tasmania 12: a Banker-wins cell in stake band %s drills only Banker wins with stakes in that band',
    (band) => {
      const set = targetedSet([{ type: 'case', kind: 'payout', tag: 'banker-win', band }], wide, 'Band', 6);
      expect(parseDrillSet(set).ok).toBe(true);
      const items = generateItems(set!, `band-${band}`);
      if (!items.ok) throw new Error(items.error);
      expect(items.items).toHaveLength(6);
      for (const item of items.items) {
        const key = item.steps.at(-1)!.key;
        expect(key.cases).toContain('banker-win');
        expect(amountBand(key.stake ?? null)).toBe(band);
      }
    },
  );

  it('a cell of answers stored without their stake drills its bet and outcome at any stake', () => {
    const set = targetedSet(
      [{ type: 'case', kind: 'payout', tag: 'player-lose', band: 'not recorded' }],
      'tasmania',
      'Old answers',
    );
    expect(set!.sections[0]!.constraints).toEqual({ bets: ['player'], outcome: 'lose' });
  });
});
