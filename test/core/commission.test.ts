import { describe, expect, it } from 'vitest';
import {
  collect,
  collectAll,
  commissionMark,
  commissionOn,
  commissionOwed,
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
    banker: { kind: 'commission', odds: { pays: 19, per: 20 }, collection: 'box', rounding, roundOn: 'mark' },
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
      banker: {
        kind: 'commission',
        odds: { pays: 39, per: 40 },
        collection: 'deducted',
        rounding: 'exact',
        roundOn: 'mark',
      },
    };
    expect(commissionOn(p, 10000)).toBe(250);
    expect(commissionWorking(p, 10000)).toBe('2.5% of $100.00 is $2.50');
  });

  it.each([
    ['exact', 3500, '5% of $35.00 is $1.75'],
    [
      'exact',
      1010,
      '5% of $10.10 is $0.50 and a fraction of a cent; this house rounds each mark up to the whole cent: $0.51',
    ],
    ['up', 3700, '5% of $37.00 is $1.85; this house rounds each mark up to the $0.25 chip: $2.00'],
  ] as const)('the working explains %s rounding of %i', (rounding, stake, text) => {
    expect(commissionWorking(withRounding(rounding), stake)).toBe(text);
  });

  it('a six-pays-half table charges no commission: asking is a programmer error', () => {
    expect(() => commissionOn(builtInProfile('tasmania-federal') as TableProfile, 1000)).toThrow(
      /does not charge/,
    );
  });
});

type RoundOn = 'mark' | 'total';
function boxHouse(rounding: Rounding, roundOn: RoundOn): TableProfile {
  return {
    ...tasmania,
    banker: { kind: 'commission', odds: { pays: 19, per: 20 }, collection: 'box', rounding, roundOn },
  };
}

describe('house convention: commission rounded per mark or on the total owed, to the cent or to the chip', () => {
  // Worked by hand: 5% of each stake; per mark each is rounded, on the total the sum of the stakes is.
  it.each<[string, Rounding, RoundOn, number[], number[], number]>([
    [
      'per mark to the chip: $1.10 + $1.10 rounded up each to $1.25',
      'up',
      'mark',
      [2200, 2200],
      [125, 125],
      250,
    ],
    [
      'on the total to the chip: $1.10 + $1.10 = $2.20, rounded up to $2.25',
      'up',
      'total',
      [2200, 2200],
      [110, 110],
      225,
    ],
    ['on the total to the chip, down: $2.20 to $2.00', 'down', 'total', [2200, 2200], [110, 110], 200],
    ['per mark to the cent: 50.05c + 50.05c each up to 51c', 'exact', 'mark', [1001, 1001], [51, 51], 102],
    ['on the total to the cent: 100.1c up to 101c', 'exact', 'total', [1001, 1001], [51, 51], 101],
    ['casino guide $25 win: $1.25 either way', 'up', 'total', [2500], [125], 125],
  ])('%s', (_case, rounding, roundOn, stakes, marks, owed) => {
    const p = boxHouse(rounding, roundOn);
    expect(stakes.map((s) => commissionMark(p, s))).toEqual(marks);
    expect(commissionOwed(p, stakes)).toBe(owed);
  });

  it('a deducted commission rounded on a total is refused by the profile schema', async () => {
    const { validateProfile } = await import('../../core/profiles.ts');
    const r = validateProfile({
      ...tasmania,
      banker: {
        kind: 'commission',
        odds: { pays: 19, per: 20 },
        collection: 'deducted',
        rounding: 'up',
        roundOn: 'total',
      },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('banker.roundOn');
  });

  it('the working states the house rounds the total, not each mark', () => {
    expect(commissionWorking(boxHouse('up', 'total'), 2200)).toBe(
      '5% of $22.00 is $1.10 (this house rounds the total owed up to the $0.25 chip when it is collected, not each mark)',
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
