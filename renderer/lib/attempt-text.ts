// An attempt's status and result (data from core/assessment/record.ts) in the interface language, as the candidate's
// history and the record show them; the PDF says the same statuses from the same messages (electron/reports/pdf.ts).
import type { ATTEMPT_STATUSES, RECORD_RESULTS } from '../../core/assessment/record.ts';
import { m } from '../../i18n/paraglide/messages.js';

const STATUS: Record<(typeof ATTEMPT_STATUSES)[number], () => string> = {
  running: m.pdf_status_running,
  finished: m.pdf_status_finished,
  abandoned: m.pdf_status_abandoned,
  closed: m.pdf_status_closed,
};

const RESULT: Record<(typeof RECORD_RESULTS)[number], () => string> = {
  pass: m.trainer_result_pass,
  fail: m.trainer_result_fail,
  'pending-practical': m.trainer_result_pending,
  'in-progress': m.trainer_result_in_progress,
};

export function attemptStatusText(status: (typeof ATTEMPT_STATUSES)[number]): string {
  return STATUS[status]();
}

export function attemptResultText(result: (typeof RECORD_RESULTS)[number]): string {
  return RESULT[result]();
}
