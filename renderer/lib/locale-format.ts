// Dates, numbers and money on screen in the interface language (issue 24): the one place the renderer turns them into
// text. English keeps core/calendar.ts's and core/money.ts's one format word for word ("Thu 12 Mar 2026, 14:05
// AEDT", "$1,000.00"); another language gets Intl's own format in its locale (grouping, decimals, percent), still in
// this computer's time zone with the zone named. Money stays integer cents until here: the digits are Intl's, the
// symbol the house's.
import { formatCents } from '../../core/money.ts';
import {
  dayInWords as dayInWordsEn,
  formatDay as formatDayEn,
  formatTime as formatTimeEn,
  formatWhen as formatWhenEn,
} from '../../core/calendar.ts';
import { BASE_LANGUAGE } from '../../core/i18n/languages.ts';
import { getLocale } from '../../i18n/paraglide/runtime.js';
import { m } from '../../i18n/paraglide/messages.js';

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

/** A day and a time to the second: "Thu 12 Mar 2026, 14:05:09 AEDT"; "2026年3月12日週四 14:05:09 [GMT+8]". */
export function dayAndTimeText(at: Moment): string {
  return `${formatDay(at)}${english() ? ', ' : ' '}${formatTime(at)}`;
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

/** 0.955 -> "95.5%": a share, to one decimal at most. */
export function percentText(share: number): string {
  return new Intl.NumberFormat(getLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** 0.96 -> "96%": a share, whole percent. */
export function wholePercentText(share: number): string {
  return new Intl.NumberFormat(getLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A number with a fixed count of decimals (2 -> "1.50"). */
export function decimalText(value: number, digits: number): string {
  return new Intl.NumberFormat(getLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** 1234 ms -> "1.23 s" (or "1.2 s" with one decimal): a time on screen, its unit in the interface language. */
export function secondsText(ms: number, digits = 2): string {
  return m.ui_seconds({ seconds: decimalText(ms / 1000, digits) });
}

/** The space between a label and what follows it in English; none in Chinese, whose full-width colon and quotes
 *  already part them ("以此語言報牌：「…」"). */
export function wordGap(): string {
  return english() ? ' ' : '';
}

/** A label and what it labels: "Payouts: Banker wins" in English, 派彩：莊贏 in Chinese (the full-width colon, no
 *  space). */
export function labelledText(label: string, text: string): string {
  return `${label}${english() ? ': ' : '：'}${text}`;
}

/** Sentences one after another: a space between them in English, none in Chinese ("閒 2 點，莊 5 點。莊贏…"). */
export function sentencesText(sentences: readonly string[], language: string = getLocale()): string {
  return sentences.join(language === BASE_LANGUAGE ? ' ' : '');
}

/** Names quoted and listed: “a”, “b” in English and Simplified Chinese (“a”、“b”), 「a」、「b」 in Traditional. */
export function quotedListText(items: readonly string[]): string {
  const [open, close] = getLocale() === 'zh-Hant' ? ['「', '」'] : ['“', '”'];
  return listText(items.map((item) => `${open}${item}${close}`));
}

/** A whole count, grouped in every language ("1,200"; formatNumber keeps English ungrouped as screens wrote it). */
export function countText(n: number): string {
  return new Intl.NumberFormat(getLocale()).format(n);
}

/** Names listed in a line: "Call the hand, Third card" in English, 報牌、補牌判定 in Chinese (the enumeration comma). */
export function listText(items: readonly string[]): string {
  return items.join(english() ? ', ' : '、');
}

/** Clauses in a line: "fails the area; Tasmania 6.3" in English, with the full-width semicolon in Chinese. */
export function clausesText(items: readonly string[]): string {
  return items.join(english() ? '; ' : '；');
}
