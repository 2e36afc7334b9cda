// A refused practical standard as a message (issue 24), modelled on core/drills/spec-refusal.ts: each problem's field
// path as it is in every language ("areas.0.outcomes.fail"), its words (the schema's own, practical-standard.ts) read
// back into a message whose English is those words byte for byte; anything else stays the English it is.
import type { z } from 'zod';
import { drillSetWords } from '../drills/spec-refusal.ts';
import { english, type Phrase } from '../i18n/phrase.ts';
import { ref, type MessageRef } from '../i18n/say.ts';

type Reader = (match: RegExpExecArray) => MessageRef;

const OUTCOME_WORDS: Readonly<Record<string, MessageRef>> = {
  pass: ref('std24_outcome_pass', {}),
  retake: ref('std24_outcome_retake', {}),
  fail: ref('std24_outcome_fail', {}),
};

/** A grade as the schema names it: the letters as they are, the failing grade in words. */
const gradeWords = (grade: string): Phrase => (grade === 'fail' ? ref('pdf_grade_fail', {}) : grade);

/** The standard's own words (practical-standard.ts), most specific first; the drill set's shared ones after. */
const FORMS: readonly (readonly [RegExp, Reader])[] = [
  [/^is not a practical standard$/, () => ref('std24_not_standard', {})],
  [/^must be pass, retake or fail$/, () => ref('std24_pass_retake_fail', {})],
  [/^a fail grade must fail the area$/, () => ref('std24_fail_grade_fails', {})],
  [/^an A must pass the area$/, () => ref('std24_a_passes', {})],
  [
    /^must be at least as good as (A|B|C|fail)'s outcome \((pass|retake|fail)\)$/,
    ([, grade, outcome]) =>
      ref('std24_not_worse', {
        grade: gradeWords(grade ?? ''),
        outcome: OUTCOME_WORDS[outcome ?? ''] ?? outcome ?? '',
      }),
  ],
  [/^must be lower-case words joined by hyphens \("exposed-card"\)$/, () => ref('std24_id_form', {})],
  [/^must be area or practical$/, () => ref('std24_area_or_practical', {})],
  [/^must name the area this red line fails$/, () => ref('std24_name_the_area', {})],
  [/^must be left out: this red line fails the whole practical part$/, () => ref('std24_leave_area_out', {})],
  [/^at most (\d+) red lines$/, ([, n]) => ref('std24_at_most_red_lines', { n: n ?? '' })],
  [/^"(.*)" is named twice$/, ([, name]) => ref('std24_area_twice', { name: name ?? '' })],
  [/^"(.*)" is used twice$/, ([, id]) => ref('std24_id_twice', { id: id ?? '' })],
  [/^"(.*)" is not an area of this standard$/, ([, area]) => ref('std24_not_an_area', { area: area ?? '' })],
];

/** One problem's words as a message, or the words as they are when no message says them exactly. */
export function standardWords(message: string): Phrase {
  for (const [form, read] of FORMS) {
    const match = form.exec(message);
    if (!match) continue;
    const said = read(match);
    if (english(said) === message) return said;
  }
  // "must not be empty", "must be at most 60 characters", zod's own words: as a drill set says them.
  return drillSetWords(message);
}

/** "path: words" (or the words alone for the document itself), as parseStandard writes its error. */
export function standardProblem(issue: z.core.$ZodIssue | undefined): Phrase {
  const words = standardWords(issue?.message ?? 'is not a practical standard');
  const field = issue?.path.join('.') ?? '';
  return field === '' ? words : ref('main_field_problem', { field, problem: words });
}
