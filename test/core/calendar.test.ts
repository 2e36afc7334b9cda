// Dates are written one way everywhere (issue 18): in this computer's time zone with the zone named; due dates are
// days on this computer's calendar, never the UTC day. The tests run in the zone the suite is given (TZ) and check
// against the platform's own reading of that zone, and in fixed zones through a child's TZ where the zone matters.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  dayAfter,
  dayInWords,
  formatDay,
  formatStamp,
  formatTime,
  formatWhen,
  localDay,
} from '../../core/calendar.ts';

describe('localDay', () => {
  it.each([
    [new Date(2026, 2, 9, 0, 0, 0), '2026-03-09'],
    [new Date(2026, 2, 9, 23, 59, 59), '2026-03-09'],
    [new Date(2026, 11, 31, 12), '2026-12-31'],
    [new Date(2027, 0, 1, 0, 0, 1), '2027-01-01'],
  ])('%s is %s here', (moment, day) => {
    expect(localDay(moment)).toBe(day);
  });

  it('dayAfter counts calendar days here, across a month and a year', () => {
    expect(dayAfter(new Date(2026, 11, 30, 23, 30), 2)).toBe('2027-01-01');
    expect(dayAfter(new Date(2026, 1, 28, 0, 10), 1)).toBe('2026-03-01');
    expect(dayAfter(new Date(2026, 1, 28, 0, 10), 0)).toBe('2026-02-28');
  });
});

describe('one format', () => {
  it('a day reads as that day here, whatever the time zone (not UTC midnight)', () => {
    expect(dayInWords('2026-03-12')).toBe('Thu 12 Mar 2026');
    expect(formatDay(new Date(2026, 2, 12, 23, 59))).toBe('Thu 12 Mar 2026');
  });

  it.each([
    [
      'Australia/Hobart',
      '2026-03-12T03:05:09.000Z',
      'Thu 12 Mar 2026, 14:05 ',
      '14:05:09 ',
      '2026-03-12 14:05:09 +11:00 ',
    ],
    [
      'UTC',
      '2026-03-12T03:05:09.000Z',
      'Thu 12 Mar 2026, 03:05 UTC',
      '03:05:09 UTC',
      '2026-03-12 03:05:09 +00:00 UTC',
    ],
    [
      'Asia/Kolkata',
      '2026-03-11T20:00:00.000Z',
      'Thu 12 Mar 2026, 01:30 ',
      '01:30:00 ',
      '2026-03-12 01:30:00 +05:30 ',
    ],
    [
      'America/New_York',
      '2026-03-12T03:05:09.000Z',
      'Wed 11 Mar 2026, 23:05 ',
      '23:05:09 ',
      '2026-03-11 23:05:09 -04:00 ',
    ],
  ])('in %s, %s is written in that zone with the zone named', (zone, iso, when, time, stamp) => {
    const script = `import('${new URL('../../core/calendar.ts', import.meta.url).pathname}').then((c) => console.log(JSON.stringify([c.formatWhen('${iso}'), c.formatTime('${iso}'), c.formatStamp('${iso}'), c.zoneName(new Date('${iso}'))])))`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    });
    const [w, t, s, name] = JSON.parse(out) as string[];
    expect(name).toMatch(/\S/);
    expect(w).toBe(when.endsWith(' ') ? `${when}${name}` : when);
    expect(t).toBe(time.endsWith(' ') ? `${time}${name}` : time);
    expect(s).toBe(stamp.endsWith(' ') ? `${stamp}${name}` : stamp);
  });

  it('a bad date is named', () => {
    expect(() => formatWhen('yesterday')).toThrow(/not a date: yesterday/);
    expect(() => formatTime(Number.NaN)).toThrow(/not a date/);
    expect(() => formatStamp('2026-13-45')).toThrow(/not a date/);
  });
});
