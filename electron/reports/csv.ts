// Every response of an attempt as CSV (RFC 4180). It starts with a UTF-8 byte-order mark so spreadsheets read
// non-Latin names correctly, and a cell that a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading
// apostrophe: a candidate called "=HYPERLINK(…)" stays text.
import type { AssessmentRecord } from '../../core/assessment/record.ts';
import { RED_LINE_LABELS } from '../../core/assessment/policy.ts';

export const CSV_COLUMNS = [
  'attempt_id',
  'candidate',
  'staff_number',
  'set',
  'set_version',
  'seed',
  'seeding',
  'seq',
  'item',
  'step',
  'skill',
  'question',
  'answer',
  'correct_answer',
  'correct',
  'timed_out',
  'response_ms',
  'time_limit_ms',
  'red_lines',
  'errors',
  'rule',
] as const;

/** Quotes a cell when needed and neutralises formula triggers. */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function recordCsv(record: AssessmentRecord): string {
  const rows: string[] = [CSV_COLUMNS.join(',')];
  for (const l of record.responses) {
    rows.push(
      [
        record.attemptId,
        record.candidate.name,
        record.candidate.staffNumber,
        record.set.title,
        record.set.version,
        record.seed,
        record.seeding,
        l.seq,
        l.item,
        l.step,
        l.kind,
        l.question,
        l.answer,
        l.correctAnswer,
        l.correct,
        l.timedOut,
        l.responseMs,
        l.timeLimitMs,
        l.redLines.map((r) => RED_LINE_LABELS[r]).join('; '),
        l.errors.join(' | '),
        l.rule,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
