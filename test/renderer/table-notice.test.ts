// Issue 18: the table notice states the house's own commission rate (a 39:40 house marks 2.5% to the box, not the
// 5% that was written into the notice), and the odds are the house's.
import { describe, expect, it } from 'vitest';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { noticeLines } from '../../renderer/lib/layout.ts';

const casinoGuide = builtInProfile('casino-guide') as TableProfile;
const withOdds = (pays: number, per: number): TableProfile => ({
  ...casinoGuide,
  banker: {
    ...(casinoGuide.banker as Extract<TableProfile['banker'], { kind: 'commission' }>),
    odds: { pays, per },
  },
});

describe('the table notice: Banker commission at the house’s rate (Tasmania 12.2)', () => {
  it.each([
    [19, 20, '5%'],
    [39, 40, '2.5%'],
    [24, 25, '4%'],
  ])('a %i:%i box house marks %s to the commission box', (pays, per, rate) => {
    const banker = noticeLines(withOdds(pays, per)).find((l) => l.startsWith('Banker'));
    expect(banker).toContain(`(even money, ${rate} to the commission box)`);
    expect(banker).toContain(`pays ${pays}:${per}`);
  });
});
