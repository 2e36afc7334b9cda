// A record's fail reasons include one per red line crossed ("red line at item 7: Drawing error"), so that the reasons
// alone say why an attempt failed (the signed record, the CSV). A screen or a PDF that already shows each red line as
// its own marked line lists only the other reasons beside it, so that no red line is read twice.
import type { Phrase } from '../i18n/phrase.ts';

export const RED_LINE_REASON_ID = 'record_red_line_at';
/** A record stored before its reasons were messages holds the English words (core/assessment/record.ts then). */
const STORED_ENGLISH_START = 'red line at item ';

export function isRedLineReason(reason: Phrase): boolean {
  return typeof reason === 'string'
    ? reason.startsWith(STORED_ENGLISH_START)
    : reason.id === RED_LINE_REASON_ID;
}

export function reasonsBesideRedLines(reasons: readonly Phrase[]): Phrase[] {
  return reasons.filter((reason) => !isRedLineReason(reason));
}
