import { describe, expect, it } from 'vitest';
import {
  collect,
  collectAll,
  commissionOn,
  commissionWorking,
  EMPTY_BOX,
  markCommission,
  owedBy,
} from '../../core/commission.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';

const tasmania = builtInProfile('tasmania') as TableProfile;
type Rounding = 'exact' | 'down' | 'up';
function withRounding(rounding: Rounding, chips: number[] = tasmania.chips): TableProfile {
  return {
    ...tasmania,
    chips,
    banker: { kind: 'commission', odds: { pays: 19, per: 20 }, collection: 'box', rounding },
  };
}

describe('Tasmania 12.2: commission on a winning Banker stake (5% of 19:20), by rounding', () => {
  // Expected values worked by hand: 5% of the stake; exact rounds up to the cent; down/up to the smallest chip.
  it.each<[number, Rounding, number[], number]>([
    [2500, 'exact', [25], 125], // $25 -> $1.25 (DEALING.md)
    [3500, 'exact', [25], 175], // $35 -> $1.75
    [10000, 'exact', [25], 500], // $100 -> $5.00
    [1010, 'exact', [25], 51], // $10.10 -> 50.5c, the house never charges less than the exact figure: 51c
    [1, 'exact', [25], 1], // 0.05c -> 1c
    [3500, 'down', [25], 175], // already a multiple of 25c
    [3700, 'down', [25], 175], // $1.85 -> $1.75
    [3700, 'up', [25], 200], // $1.85 -> $2.00
    [1010, 'down', [25], 50], // 50.5c -> 50c
    [1010, 'up', [25], 75], // 50.5c -> 75c
    [2200, 'up', [25], 125], // $1.10 -> $1.25
    [2200, 'down', [25], 100], // $1.10 -> $1.00
    [3500, 'up', [100, 500], 200], // $1.75 -> $2.00 with $1 the smallest chip
    [3500, 'down', [100, 500], 100], // $1.75 -> $1.00
    [400, 'down', [25], 0], // 20c -> nothing at a 25c table
  ])('stake %i cents, rounding %s, chips %j: commission %i cents', (stake, rounding, chips, expected) => {
    expect(commissionOn(withRounding(rounding, chips), stake)).toBe(expected);
  });

  it('commission is taken from the profile odds, not assumed 5%: 39:40 is 2.5%', () => {
    const p: TableProfile = {
      ...tasmania,
      banker: { kind: 'commission', odds: { pays: 39, per: 40 }, collection: 'deducted', rounding: 'exact' },
    };
    expect(commissionOn(p, 10000)).toBe(250);
    expect(commissionWorking(p, 10000)).toBe('2.5% of $100.00 is $2.50');
  });

  it.each([
    ['exact', 3500, '5% of $35.00 is $1.75'],
    ['exact', 1010, '5% of $10.10 is $0.50 and a fraction, charged as $0.51 (up to the whole cent)'],
    ['up', 3700, '5% of $37.00 is $1.85, rounded up to the $0.25 chip: $2.00'],
  ] as const)('the working explains %s rounding of %i', (rounding, stake, text) => {
    expect(commissionWorking(withRounding(rounding), stake)).toBe(text);
  });

  it('a six-pays-half table charges no commission: asking is a programmer error', () => {
    expect(() => commissionOn(builtInProfile('tasmania-federal') as TableProfile, 1000)).toThrow(
      /does not charge/,
    );
  });
});

describe('casino guide: the commission box, paid by the end of each shoe at the latest', () => {
  it('marks accumulate per seat and other seats are untouched', () => {
    let box = EMPTY_BOX;
    box = markCommission(box, 3, 175);
    box = markCommission(box, 3, 125);
    box = markCommission(box, 5, 50);
    expect(owedBy(box, 3)).toBe(300);
    expect(owedBy(box, 5)).toBe(50);
    expect(owedBy(box, 1)).toBe(0);
    expect(box).toEqual({ '3': 300, '5': 50 });
  });

  it('a seat leaving pays what it owes and its box is cleared; the ledger is not mutated', () => {
    const box = markCommission(markCommission(EMPTY_BOX, 2, 500), 6, 75);
    const { owed, box: after } = collect(box, 2);
    expect(owed).toBe(500);
    expect(after).toEqual({ '6': 75 });
    expect(box).toEqual({ '2': 500, '6': 75 });
    expect(collect(after, 2).owed).toBe(0);
  });

  it('at the end of the shoe every seat pays, seat by seat', () => {
    const box = markCommission(markCommission(markCommission(EMPTY_BOX, 7, 100), 1, 25), 4, 0);
    expect(collectAll(box)).toEqual({
      owed: [
        { seat: 1, owed: 25 },
        { seat: 7, owed: 100 },
      ],
      total: 125,
      box: {},
    });
  });

  it.each([
    ['a fraction of a cent', 3, 1.5],
    ['a negative amount', 3, -25],
    ['seat 0', 0, 25],
  ])('marking %s is a programmer error', (_name, seat, cents) => {
    expect(() => markCommission(EMPTY_BOX, seat, cents)).toThrow(RangeError);
  });
});
