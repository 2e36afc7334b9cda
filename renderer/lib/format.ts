// Numbers on screen in the interface language (issue 24): through Intl in the chosen locale, so a Chinese screen
// groups and rounds as its readers expect. Money stays integer cents and becomes text in core/money.ts.
import { baseLocale, getLocale } from '../../i18n/paraglide/runtime.js';
import { dayInWords, formatDay } from '../../core/calendar.ts';
import { m } from '../../i18n/paraglide/messages.js';

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

/** A whole count ("1,200"). */
export function countText(n: number): string {
  return new Intl.NumberFormat(getLocale()).format(n);
}

/** A day in the interface language: English keeps core/calendar.ts's "Thu 12 Mar 2026"; others their own form. */
export function dayText(at: string | number | Date): string {
  const locale = getLocale();
  if (locale === baseLocale) return formatDay(at);
  const date = at instanceof Date ? at : new Date(at);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/** A YYYY-MM-DD day, read as that day here, in the interface language (core/calendar.ts's dayInWords in English). */
export function dayWordsText(day: string): string {
  if (getLocale() === baseLocale) return dayInWords(day);
  const [y, mo, d] = day.split('-').map(Number);
  return dayText(new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1));
}
