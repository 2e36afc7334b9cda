// Dates, numbers and money in the interface language (issue 24), for the screens that moved to messages. English
// keeps core/calendar.ts's and core/money.ts's one format word for word ("Thu 12 Mar 2026, 14:05 AEDT", "$1,000.00");
// another language gets Intl's own format in its locale, still in this computer's time zone with the zone named.
// Money stays integer cents until here: the digits are Intl's, the symbol the house's.
import { formatCents } from '../../core/money.ts';
import {
  dayInWords as dayInWordsEn,
  formatDay as formatDayEn,
  formatTime as formatTimeEn,
  formatWhen as formatWhenEn,
} from '../../core/calendar.ts';
import { BASE_LANGUAGE } from '../../core/i18n/languages.ts';
import { getLocale } from '../../i18n/paraglide/runtime.js';

type Moment = string | number | Date;

const english = (): boolean => getLocale() === BASE_LANGUAGE;

function asDate(at: Moment): Date {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(at)}`);
  return date;
}

const format = (at: Moment, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(getLocale(), options).format(asDate(at));

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' };

/** The day a moment falls on here: "Thu 12 Mar 2026", "2026年3月12日 週四". */
export function formatDay(at: Moment): string {
  return english() ? formatDayEn(at) : format(at, DAY);
}

/** A YYYY-MM-DD day, read as that day here. */
export function dayInWords(day: string): string {
  if (english()) return dayInWordsEn(day);
  const [y, mo, d] = day.split('-').map(Number);
  return format(new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1), DAY);
}

/** A moment to the minute with the zone named. */
export function formatWhen(at: Moment): string {
  if (english()) return formatWhenEn(at);
  return format(at, { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
}

/** A moment to the second with the zone named (times within a day already named). */
export function formatTime(at: Moment): string {
  if (english()) return formatTimeEn(at);
  return format(at, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
}

/** A whole number or a decimal, grouped as the language groups it. English stays as the screens wrote it. */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return english() && options === undefined
    ? String(n)
    : new Intl.NumberFormat(getLocale(), options).format(n);
}

/** Integer cents with the house's symbol: "$1,000.00" in English, the digits Intl's elsewhere. */
export function formatMoney(cents: number, symbol = '$'): string {
  if (english()) return formatCents(cents, symbol);
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`formatMoney: ${cents} is not a whole number of cents`);
  // The whole units and the cents apart, so no fraction of a cent is ever computed in floating point.
  const numbers = new Intl.NumberFormat(getLocale());
  const point = numbers.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${symbol}${numbers.format(Math.floor(abs / 100))}${point}${fraction}`;
}
