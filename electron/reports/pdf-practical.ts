// The PDF report's practical part (issue 21): the standard graded against, each area's grade and outcome by the
// school's pass rule, the red lines observed with what each failed, the comment, the assessor and the second
// assessor's countersign. Grades saved before the standard print as they did (grade only, red lines as written).
// In the report's language (issue 24); the areas, the standard's title and the red lines' labels are the school's
// own words, printed as the record holds them, except the default standard's words, unedited, which are said in the
// report's language (core/builtin-words.ts).
import { practicalOutcome } from '../../core/assessment/practical.ts';
import { GRADES, type Grade, type Outcome } from '../../core/assessment/practical-standard.ts';
import type { AssessmentRecord } from '../../core/assessment/record.ts';
import { BASE_LANGUAGE, type Language } from '../../core/i18n/languages.ts';
import type { MessageId } from '../../core/i18n/say.ts';
import { sayBuiltin } from '../../core/builtin-words.ts';
import { reportLocale, sayIn } from './report-locale.ts';

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

const PART = {
  pass: 'pdf_practical_passed',
  retake: 'pdf_practical_retake',
  fail: 'pdf_practical_failed',
} as const satisfies Record<Outcome, MessageId>;

const OUTCOME_WORDS = {
  pass: 'pdf_outcome_pass',
  retake: 'pdf_outcome_retake',
  fail: 'pdf_outcome_fail',
} as const satisfies Record<Outcome, MessageId>;

const colourOf = (o: Outcome | undefined): Colour =>
  o === 'fail' ? 'fail' : o === 'retake' ? 'grey' : 'ink';

export function writePractical(
  w: PracticalWriter,
  r: AssessmentRecord,
  language: Language = BASE_LANGUAGE,
): void {
  const t = sayIn(language);
  const l10n = reportLocale(language);
  const b = (text: string): string => sayBuiltin(text, language);
  const grade = (g: Grade): string => (g === 'fail' ? t('pdf_grade_fail', {}) : g);
  w.heading(t('pdf_practical', {}));
  if (!r.practical) return w.text(t('pdf_practical_none', {}), { size: 9 });
  const g = r.practical.grades;
  if (!g)
    return w.text(t('pdf_practical_not_graded', { areas: r.practical.areas.map(b).join(', ') }), { size: 9 });
  const outcome = practicalOutcome(g);
  const graded = { assessor: g.assessor, day: l10n.day(g.gradedAt), grades: GRADES.map(grade).join(' / ') };
  const standard = g.standard
    ? g.standard.revision === 0
      ? t('pdf_standard_default', { title: b(g.standard.title) })
      : t('pdf_standard_revision', { title: b(g.standard.title), revision: l10n.count(g.standard.revision) })
    : null;
  w.text(standard ? t('pdf_graded_by_against', { ...graded, standard }) : t('pdf_graded_by', graded), {
    size: 9,
  });
  w.text(t(PART[outcome], {}), { size: 10, bold: true, colour: outcome === 'pass' ? 'pass' : 'fail' });
  const xs = [0, 200, 250];
  const outcomeHeader = g.areas.some((a) => a.outcome) ? t('pdf_col_outcome', {}) : '';
  w.row([t('pdf_col_area', {}), t('pdf_col_grade', {}), outcomeHeader], xs, { size: 9, bold: true });
  for (const a of g.areas)
    w.row([b(a.area), grade(a.grade), a.outcome ? t(OUTCOME_WORDS[a.outcome], {}) : ''], xs, {
      size: 10,
      colour: a.grade === 'fail' ? 'fail' : colourOf(a.outcome),
    });
  if (g.redLines)
    for (const x of g.redLines)
      w.text(
        x.fails === 'practical'
          ? t('pdf_red_observed_practical', { label: b(x.label) })
          : t('pdf_red_observed_area', { label: b(x.label), area: b(x.area ?? '') }),
        { size: 9, bold: true, colour: 'fail' },
      );
  else
    for (const o of g.redLineObservations)
      w.text(t('pdf_red_observed', { label: b(o) }), { size: 9, bold: true, colour: 'fail' });
  if (g.redLines && g.redLines.length === 0) w.text(t('pdf_no_red_observed', {}), { size: 9 });
  if (g.comment) w.text(t('pdf_comment', { comment: g.comment }), { size: 9 });
  w.text(t('pdf_assessor_is', { name: g.assessor }), { size: 9 });
  if (g.countersign)
    w.text(
      t('pdf_countersigned', {
        name: g.countersign.name,
        day: l10n.day(g.countersign.at),
        time: l10n.time(g.countersign.at),
      }),
      { size: 9 },
    );
  else if (g.countersign === null) w.text(t('pdf_not_countersigned', {}), { size: 9, colour: 'grey' });
}
