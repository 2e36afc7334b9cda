// A day's reviews are capped (issue 18: 100+ cases came due within days after a first week): what is due beyond the
// cap waits for the following days, a day's worth at a time, and none is lost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUE_PER_DAY, planDue } from '../../../core/progress/due-per-day.ts';

describe('cases due per day', () => {
  it.each([
    [0, { today: 0, later: 0, lastDay: 0 }],
    [12, { today: 12, later: 0, lastDay: 0 }],
    [DUE_PER_DAY, { today: DUE_PER_DAY, later: 0, lastDay: 0 }],
    [DUE_PER_DAY + 1, { today: DUE_PER_DAY, later: 1, lastDay: 1 }],
    [128, { today: 30, later: 98, lastDay: 4 }],
  ])('%i due → %o', (due, plan) => {
    expect(planDue(due)).toEqual(plan);
  });

  it('no day over the cap, every case kept, the last day as early as the cap allows', () => {
    fc.assert(
      fc.property(fc.nat(5_000), fc.integer({ min: 1, max: 200 }), (due, perDay) => {
        const p = planDue(due, perDay);
        expect(p.today).toBeLessThanOrEqual(perDay);
        expect(p.today + p.later).toBe(due);
        expect(p.lastDay * perDay).toBeGreaterThanOrEqual(p.later);
        expect(Math.max(0, p.lastDay - 1) * perDay).toBeLessThan(Math.max(1, p.later));
      }),
    );
  });

  it('a bad count is named', () => {
    expect(() => planDue(-1)).toThrow(/bad count -1/);
    expect(() => planDue(3, 0)).toThrow(/bad cases per day 0/);
  });
});
