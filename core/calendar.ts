// Dates and times as every screen, the PDF and the CSV write them: one format, in this computer's time zone, with the
// zone named ("Thu 12 Mar 2026, 14:05 AEDT"). UTC appears only inside the signed JSON (ISO strings). A due date is a
// calendar day here: the end of that day on this computer.

/** The one locale the formats are built in, so every screen writes a date the same way. */
const LOCALE = 'en-GB';

const pad = (n: number) => String(n).padStart(2, '0');

/** The day `now` falls on in this computer's time zone, YYYY-MM-DD. */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day `days` calendar days after the day of `now`, here, YYYY-MM-DD. */
export function dayAfter(now: Date, days: number): string {
  return localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12));
}

function dayOf(date: Date): string {
  const parts = new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatToParts(date);
  const part = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** The computer's short name for its zone at `date` ("AEDT", "GMT+11", "UTC"). */
export function zoneName(date: Date): string {
  return (
    new Intl.DateTimeFormat(LOCALE, { timeZoneName: 'short' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'local time'
  );
}

/** A YYYY-MM-DD day ("Thu 12 Mar 2026"), read as that day here (not as UTC midnight). */
export function dayInWords(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayOf(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

function asDate(at: string | number | Date): Date {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(at)}`);
  return date;
}

/** The day a moment falls on here ("Thu 12 Mar 2026"). */
export function formatDay(at: string | number | Date): string {
  return dayOf(asDate(at));
}

/** A moment, here, with the zone named: "Thu 12 Mar 2026, 14:05 AEDT". */
export function formatWhen(at: string | number | Date): string {
  const date = asDate(at);
  return `${dayOf(date)}, ${pad(date.getHours())}:${pad(date.getMinutes())} ${zoneName(date)}`;
}

/** A moment to the second, here, with the zone named: "14:05:09 AEDT" (times within a day already named). */
export function formatTime(at: string | number | Date): string {
  const date = asDate(at);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${zoneName(date)}`;
}

/**
 * A moment for a spreadsheet: sortable, to the second, here, with the zone named by its offset and name:
 * "2026-03-12 14:05:09 +11:00 AEDT".
 */
export function formatStamp(at: string | number | Date): string {
  const date = asDate(at);
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${localDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)} ${zoneName(date)}`;
}
