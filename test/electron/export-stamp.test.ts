// The exports write times with localStamp (the zone's name looked up once per UTC offset, issue 18): it must write
// exactly what formatStamp writes, for any moment (both sides of a daylight-saving change included).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatStamp } from '../../core/calendar.ts';
import { localStamp } from '../../electron/features/progress/progress-export-csv.ts';

describe('localStamp', () => {
  it('writes what formatStamp writes, for any moment, one stamp function reused', () => {
    const stamp = localStamp();
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (at) => {
          const iso = at.toISOString();
          expect(stamp(iso)).toBe(formatStamp(iso));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes a stored time that is not a date as it is, and nothing for no time', () => {
    const stamp = localStamp();
    expect(stamp('not a date')).toBe('not a date');
    expect(stamp(null)).toBeNull();
  });
});
