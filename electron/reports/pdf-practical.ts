// The PDF report's practical part (issue 21): the standard graded against, each area's grade and outcome by the
// school's pass rule, the red lines observed with what each failed, the comment, the assessor and the second
// assessor's countersign. Grades saved before the standard print as they did (grade only, red lines as written).
import { formatDay, formatTime } from '../../core/calendar.ts';
import { practicalOutcome } from '../../core/assessment/practical.ts';
import { GRADES } from '../../core/assessment/practical-standard.ts';
import { OUTCOME_TEXT, type Outcome } from '../../core/assessment/practical-standard.ts';
import type { AssessmentRecord } from '../../core/assessment/record.ts';

type Colour = 'ink' | 'pass' | 'fail' | 'grey';

/** The few drawing calls of the PDF writer this section uses. */
export interface PracticalWriter {
  heading(text: string): void;
  text(text: string, opts?: { size?: number; bold?: boolean; colour?: Colour }): void;
  row(
    cells: readonly string[],
    xs: readonly number[],
    opts?: { size?: number; bold?: boolean; colour?: Colour },
  ): void;
}

const PART: Record<Outcome, string> = {
  pass: 'Practical part PASSED.',
  retake: 'Practical part NOT COMPLETE: an area to retake.',
  fail: 'Practical part FAILED.',
};

const colourOf = (o: Outcome | undefined): Colour =>
  o === 'fail' ? 'fail' : o === 'retake' ? 'grey' : 'ink';

export function writePractical(w: PracticalWriter, r: AssessmentRecord): void {
  w.heading('Practical table test');
  if (!r.practical) return w.text('This set has no practical part.', { size: 9 });
  const g = r.practical.grades;
  if (!g) return w.text(`Not graded yet. Areas: ${r.practical.areas.join(', ')}.`, { size: 9 });
  const outcome = practicalOutcome(g);
  const against = g.standard
    ? ` against ${g.standard.title} (${g.standard.revision === 0 ? 'the built-in default' : `revision ${g.standard.revision}`})`
    : '';
  w.text(`Graded by ${g.assessor} on ${formatDay(g.gradedAt)}${against}. Grades: ${GRADES.join(' / ')}.`, {
    size: 9,
  });
  w.text(PART[outcome], { size: 10, bold: true, colour: outcome === 'pass' ? 'pass' : 'fail' });
  const xs = [0, 200, 250];
  w.row(['Area', 'Grade', g.areas.some((a) => a.outcome) ? 'Outcome' : ''], xs, { size: 9, bold: true });
  for (const a of g.areas)
    w.row([a.area, a.grade, a.outcome ? OUTCOME_TEXT[a.outcome] : ''], xs, {
      size: 10,
      colour: a.grade === 'fail' ? 'fail' : colourOf(a.outcome),
    });
  if (g.redLines)
    for (const x of g.redLines)
      w.text(
        `RED LINE observed: ${x.label} (${x.fails === 'practical' ? 'fails the practical part' : `fails ${x.area ?? ''}`})`,
        { size: 9, bold: true, colour: 'fail' },
      );
  else
    for (const o of g.redLineObservations)
      w.text(`RED LINE observed: ${o}`, { size: 9, bold: true, colour: 'fail' });
  if (g.redLines && g.redLines.length === 0) w.text('No red line observed.', { size: 9 });
  if (g.comment) w.text(`Comment: ${g.comment}`, { size: 9 });
  w.text(`Assessor: ${g.assessor}.`, { size: 9 });
  if (g.countersign)
    w.text(
      `Countersigned by ${g.countersign.name}, second assessor, on ${formatDay(g.countersign.at)} at ${formatTime(g.countersign.at)}.`,
      { size: 9 },
    );
  else if (g.countersign === null)
    w.text('Not countersigned by a second assessor.', { size: 9, colour: 'grey' });
}
