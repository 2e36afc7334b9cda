// The report's numbers, times and dates in the candidate's language (issue 24): through Intl for Chinese; English
// keeps the formats the reports always had (core/calendar.ts), so an English report reads as it did. Counts, item
// numbers and the rules' section numbers are never localised beyond Intl's digits.
import { formatDay, formatTime, zoneName } from '../../core/calendar.ts';
import { ref, say, type MessageId, type MessageParams } from '../../core/i18n/say.ts';
import type { Language } from '../../core/i18n/languages.ts';

/** A message of the report in its language. */
export type Say = <K extends MessageId>(id: K, params: MessageParams<K>) => string;
export const sayIn =
  (language: Language): Say =>
  (id, params) =>
    say(ref(id, params), language);

const asDate = (at: string | number | Date): Date => (at instanceof Date ? at : new Date(at));

/** The words and formats of one report, in one language. */
export interface ReportLocale {
  readonly language: Language;
  /** A count ("12"). */
  readonly count: (n: number) => string;
  /** A share as a percentage to a tenth ("85.5%"). */
  readonly pct: (share: number) => string;
  /** Milliseconds as seconds to a tenth ("2.4 s"; "-" for none). */
  readonly seconds: (ms: number | null) => string;
  /** A day ("Thu 12 Mar 2026"; "2026年3月12日 週四"). */
  readonly day: (at: string | number | Date) => string;
  /** A time with the zone named ("14:05:09 AEDT"). */
  readonly time: (at: string | number | Date) => string;
}

export function reportLocale(language: Language): ReportLocale {
  const count = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const tenths = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const english = language === 'en';
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return {
    language,
    count: (n) => count.format(n),
    pct: (share) =>
      english ? `${Math.round(share * 1000) / 10}%` : percent.format(Math.round(share * 1000) / 1000),
    seconds: (ms) =>
      ms === null ? '-' : say({ id: 'pdf_seconds', params: { seconds: tenths.format(ms / 1000) } }, language),
    day: (at) => (english ? formatDay(at) : day.format(asDate(at))),
    time: (at) => (english ? formatTime(at) : `${time.format(asDate(at))} ${zoneName(asDate(at))}`),
  };
}

/**
 * Milliseconds as seconds in a CSV cell (the attempt CSV, the room's progress export): a plain decimal number to a
 * tenth ("2.4": a dot, no unit, no grouping) in every language, never `seconds` above ("2.4 s", "2.4 秒"). A CSV is
 * data a spreadsheet sums and sorts, and files from stations in different languages line up in one sheet; the unit is
 * in the column's header, which is in the reader's language ("Time taken (s)", "用時（秒）": `csv_time_taken`).
 */
export const csvSeconds = (ms: number): string => (ms / 1000).toFixed(1);
