// Every response of an attempt as CSV (RFC 4180). It starts with a UTF-8 byte-order mark so spreadsheets read
// non-Latin names correctly, and a cell that a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading
// apostrophe: a candidate called "=HYPERLINK(…)" stays text.
import type { AssessmentRecord } from '../../core/assessment/record.ts';
import { RED_LINE_LABELS } from '../../core/assessment/policy.ts';
import { KIND_LABELS } from '../../core/drills/kinds/index.ts';
import { english } from '../../core/i18n/phrase.ts';
import { BASE_LANGUAGE, type Language } from '../../core/i18n/languages.ts';
import type { MessageId } from '../../core/i18n/say.ts';
import { csvSeconds, sayIn } from './report-locale.ts';

/**
 * Headers a spreadsheet user reads, one value per cell, in words; the ids a dispute needs come last, each in a column
 * of its own. This file is not signed: the PDF and the JSON saved with it are (the app says so when it saves them).
 * The headers are in the requesting user's interface language (issue 24); the values are the record's data as it
 * holds them in every language (ids, the record's own words, seconds with a dot), so files from stations in
 * different languages line up in one spreadsheet.
 */
export const CSV_COLUMN_MESSAGES = [
  'csv_candidate',
  'csv_staff_number',
  'csv_set',
  'csv_sitting_id',
  'csv_order',
  'csv_item',
  'csv_step',
  'csv_skill',
  'csv_question',
  'csv_cards',
  'csv_answer_given',
  'csv_correct_answer',
  'csv_result',
  'csv_time_taken',
  'csv_time_allowed',
  'csv_red_line',
  'csv_what_was_wrong',
  'csv_rule',
  'csv_attempt_id',
  'csv_set_version',
  'csv_seed',
  'csv_seeding',
] as const satisfies readonly MessageId[];

/** The headers in a language. */
export const csvColumns = (language: Language = BASE_LANGUAGE): string[] =>
  CSV_COLUMN_MESSAGES.map((id) => sayIn(language)(id, {}));

/** The English headers (the default). */
export const CSV_COLUMNS: readonly string[] = csvColumns();

// Seconds stay a plain number with the unit in the header (report-locale.ts csvSeconds says why).
const secondsText = (ms: number | null): string | null => (ms === null ? null : csvSeconds(ms));

/** Quotes a cell when needed and neutralises formula triggers. */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function recordCsv(
  record: AssessmentRecord,
  sittingId: string,
  language: Language = BASE_LANGUAGE,
): string {
  const rows: string[] = [csvColumns(language).map(csvCell).join(',')];
  for (const l of record.responses) {
    rows.push(
      [
        record.candidate.name,
        record.candidate.staffNumber,
        record.set.title,
        sittingId,
        l.seq,
        l.item,
        l.step,
        KIND_LABELS[l.kind] ?? l.kind,
        english(l.question),
        english(l.cards ?? ''),
        l.timedOut ? '(no answer: time ran out)' : english(l.answer),
        english(l.correctAnswer),
        l.timedOut ? 'timed out' : l.correct ? 'right' : 'wrong',
        secondsText(l.responseMs),
        secondsText(l.timeLimitMs),
        l.redLines.map((r) => RED_LINE_LABELS[r]).join('; '),
        l.errors.map(english).join(' | '),
        l.rule,
        record.attemptId,
        record.set.version,
        record.seed,
        record.seeding,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
