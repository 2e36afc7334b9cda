// Exact analysis reports the house edge of what the profile actually charges (issue 8): the Banker commission rounded
// as the profile rounds it (Tasmania 12.2), or half on six rounded by its fractionalCents (12.4), on a given stake.
// Expected edges are worked from the exact counts with the paid amount written out by hand for each case.
import { describe, expect, it } from 'vitest';
import { analyze, type Analysis } from '../../core/analysis.ts';
import { betFigures } from '../../core/analysis/outcomes.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';

const profile = (id: string): TableProfile => builtInProfile(id) as TableProfile;
const exact = analyze(profile('tasmania'), 8);
if (!exact.ok) throw new Error(exact.error);
const counts: Analysis = exact.value;

/** Edge of a bet paid `paid` cents on a `stake` for every Banker win, pushing on a tie. */
function edgeWhenPaid(paid: number, stake: number): number {
  const win = Number(counts.banker);
  const lose = Number(counts.total - counts.banker - counts.tie);
  return (lose * stake - win * paid) / (Number(counts.total) * stake);
}

function withBanker(
  id: string,
  over: Partial<Extract<TableProfile['banker'], { kind: 'commission' }>>,
): TableProfile {
  const p = profile(id);
  if (p.banker.kind !== 'commission') throw new Error('not a commission table');
  return { ...p, banker: { ...p.banker, ...over } };
}

describe('Tasmania 12.2: the Banker house edge is that of the commission actually charged', () => {
  it.each<[string, TableProfile, number, number]>([
    ['tasmania $10: 5% is 50c exactly, so 19:20 (1.06%)', profile('tasmania'), 1000, 950],
    ['tasmania $10.10: 50.5c charged as 51c (up to the cent)', profile('tasmania'), 1010, 959],
    ['casino-guide $25: $1.25 to the box exactly', profile('casino-guide'), 2500, 2375],
    [
      'casino-guide $22: $1.10 marked as $1.25 (each mark up to the $0.25 chip)',
      profile('casino-guide'),
      2200,
      2075,
    ],
    [
      'a house rounding each mark down to the chip, $22: $1.00',
      withBanker('casino-guide', { rounding: 'down' }),
      2200,
      2100,
    ],
    ['dragon-bonus $22: $1.10 deducted as $1.25', profile('dragon-bonus'), 2200, 2075],
    [
      'a house rounding the box total once, $22: the exact 5% in the long run',
      withBanker('casino-guide', { roundOn: 'total' }),
      2200,
      2090,
    ],
  ])('%s', (_case, p, stake, paid) => {
    const edge = betFigures(p, counts, stake).banker?.houseEdge as number;
    expect(edge).toBeCloseTo(edgeWhenPaid(paid, stake), 12);
  });

  it('the rounding up to the chip costs the player: $22 at casino-guide has a higher edge than $20', () => {
    const p = profile('casino-guide');
    expect(betFigures(p, counts, 2200).banker!.houseEdge).toBeGreaterThan(
      betFigures(p, counts, 2000).banker!.houseEdge,
    );
  });
});

describe('Tasmania 12.4: half on six at the fractionalCents rounding of the stake', () => {
  it.each<[string, 'down' | 'half-up', number, number]>([
    ['$25.05, odd cent not paid: $12.52', 'down', 2505, 1252],
    ['$25.05, half cent up: $12.53', 'half-up', 2505, 1253],
  ])('%s', (_case, fractionalCents, stake, paidOnSix) => {
    const p = { ...profile('tasmania-federal'), fractionalCents };
    const six = Number(counts.bankerWinsOnSix);
    const win = Number(counts.banker);
    const lose = Number(counts.total - counts.banker - counts.tie);
    const expected = (lose * stake - (win - six) * stake - six * paidOnSix) / (Number(counts.total) * stake);
    expect(betFigures(p, counts, stake).banker?.houseEdge).toBeCloseTo(expected, 12);
  });
});

describe('engine analyze reports the stake the Banker figures are for', () => {
  it('defaults to the table minimum, and a bad stake is refused', () => {
    expect(exact.ok && exact.value.bankerStake).toBe(1000);
    expect(analyze(profile('tasmania'), 8, 0)).toMatchObject({ ok: false });
  });
});
