// A practical area's outcome (pass, retake this area, fail) in the interface language: the outcome is data from
// core/assessment/practical-standard.ts; its English words there (OUTCOME_TEXT) are the CSV's and the PDF's.
import type { Grade, Outcome } from '../../core/assessment/practical-standard.ts';
import { m } from '../../i18n/paraglide/messages.js';

const TEXT: Record<Outcome, () => string> = {
  pass: m.trainer_outcome_pass,
  retake: m.trainer_outcome_retake,
  fail: m.trainer_outcome_fail,
};

export function outcomeText(outcome: Outcome): string {
  return TEXT[outcome]();
}

/** A grade as the form shows it: the letters as they are, the failing grade in words ("fail", 不合格). */
export function gradeText(grade: Grade): string {
  return grade === 'fail' ? m.pdf_grade_fail() : grade;
}
