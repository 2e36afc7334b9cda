// Every response of an attempt as CSV (RFC 4180). It starts with a UTF-8 byte-order mark so spreadsheets read
// non-Latin names correctly, and a cell that a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading
// apostrophe: a candidate called "=HYPERLINK(…)" stays text.
import type { AssessmentRecord } from '../../core/assessment/record.ts';
import { RED_LINE_LABELS } from '../../core/assessment/policy.ts';
import { KIND_LABELS } from '../../core/drills/kinds/index.ts';
import { english } from '../../core/i18n/phrase.ts';

/**
 * Headers a spreadsheet user reads, one value per cell, in words; the ids a dispute needs come last, each in a column
 * of its own. This file is not signed: the PDF and the JSON saved with it are (the app says so when it saves them).
 */
export const CSV_COLUMNS = [
  'Candidate',
  'Staff number',
  'Assessment set',
  'Sitting ID',
  'Order answered',
  'Item',
  'Step',
  'Skill',
  'Question',
  'Cards',
  'Answer given',
  'Correct answer',
  'Result',
  'Time taken (s)',
  'Time allowed (s)',
  'Red line',
  'What was wrong',
  'Rule',
  'Attempt id',
  'Set version',
  'Seed',
  'Seeding',
] as const;

const secondsText = (ms: number | null): string | null => (ms === null ? null : (ms / 1000).toFixed(1));

/** Quotes a cell when needed and neutralises formula triggers. */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function recordCsv(record: AssessmentRecord, sittingId: string): string {
  const rows: string[] = [CSV_COLUMNS.join(',')];
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
        l.cards ?? '',
        l.timedOut ? '(no answer: time ran out)' : l.answer,
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
