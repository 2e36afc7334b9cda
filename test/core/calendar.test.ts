// Due dates are days on this computer's calendar: the day a moment falls on here, never the UTC day.
import { describe, expect, it } from 'vitest';
import { dayInWords, localDay } from '../../core/calendar.ts';

describe('localDay', () => {
  it.each([
    [new Date(2026, 2, 9, 0, 0, 0), '2026-03-09'],
    [new Date(2026, 2, 9, 23, 59, 59), '2026-03-09'],
    [new Date(2026, 11, 31, 12), '2026-12-31'],
    [new Date(2027, 0, 1, 0, 0, 1), '2027-01-01'],
  ])('%s is %s here', (moment, day) => {
    expect(localDay(moment)).toBe(day);
  });
});

describe('dayInWords', () => {
  it('reads the day as that day here, whatever the time zone (not UTC midnight)', () => {
    expect(dayInWords('2026-03-12', 'en-GB')).toBe(
      new Date(2026, 2, 12).toLocaleDateString('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
    );
    expect(dayInWords('2026-03-12', 'en-GB')).toMatch(/^Thu,? 12 Mar 2026$/);
  });
});
