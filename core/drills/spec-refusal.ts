// A refused drill-set file as a message (issue 24): "invalid drill set: sections.0.count: must be at least 1; ..." in
// the reader's language, each problem's field path as it is in every language (the words formatIssues writes in
// English, byte for byte). The schema's own words (spec.ts, the assessment policy, the audition) are read back into
// messages here, a table profile's through profile-issues.ts, and zod's generic ones through i18n/zod-words.ts; a
// message is kept only when its English is the words themselves (anything else stays the English it is).
import type { z } from 'zod';
import { english, type Phrase } from '../i18n/phrase.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import { profileProblemWords } from '../profile-issues.ts';
import { constraintWords } from './kinds/constraint-words.ts';

type Reader = (match: RegExpExecArray) => MessageRef;

const n = (text = ''): string => text;

/** The schema's words (spec.ts, assessment/policy.ts, drills/audition.ts), most specific first. */
const FORMS: readonly (readonly [RegExp, Reader])[] = [
  [/^must be from 0 to 1$/, () => ref('eng24c_spec_from_0_to_1', {})],
  [/^must be one of (.+)$/, ([, values]) => ref('eng24c_spec_one_of', { values: n(values) })],
  [/^must be a number$/, () => ref('eng24c_spec_number', {})],
  [/^must be a whole number$/, () => ref('eng24c_spec_whole', {})],
  [/^must be at least (\d+)$/, ([, v]) => ref('spec_at_least', { n: n(v) })],
  [/^must be at most (\d+)$/, ([, v]) => ref('spec_at_most', { n: n(v) })],
  [/^must be basic, standard or hard$/, () => ref('eng24c_spec_difficulty', {})],
  [/^must be an object$/, () => ref('eng24c_spec_object', {})],
  [/^must be a number of milliseconds or null$/, () => ref('eng24c_spec_ms_or_null', {})],
  [/^must be a whole number of milliseconds$/, () => ref('eng24c_spec_whole_ms', {})],
  [/^must be at least (\d+) ms$/, ([, v]) => ref('eng24c_spec_at_least_ms', { n: n(v) })],
  [/^must be at most (\d+) ms \(10 minutes\)$/, ([, v]) => ref('eng24c_spec_at_most_ms_10_min', { n: n(v) })],
  [/^must be positive$/, () => ref('eng24c_spec_positive', {})],
  [
    /^must be (\d+) \(the only version so far\)$/,
    ([, v]) => ref('eng24c_spec_only_version', { version: n(v) }),
  ],
  [/^must be "(.*)"$/, ([, v]) => ref('eng24c_spec_be_quoted', { value: n(v) })],
  [/^must not be empty$/, () => ref('spec_not_empty', {})],
  [/^must be at most (\d+) characters$/, ([, v]) => ref('eng24c_spec_at_most_chars', { n: n(v) })],
  [/^must be a built-in profile id or a profile object$/, () => ref('eng24c_spec_profile_kind', {})],
  [/^needs at least one section$/, () => ref('eng24c_spec_needs_section', {})],
  [/^at most (\d+) sections$/, ([, v]) => ref('eng24c_spec_at_most_sections', { n: n(v) })],
  [/^must be practice or assessment$/, () => ref('eng24c_spec_mode', {})],
  [/^must be true or false$/, () => ref('eng24c_spec_true_false', {})],
  [
    /^unknown profile "(.*)" \(built in: (.*)\)$/,
    ([, id, ids]) => ref('eng24c_spec_unknown_profile', { id: n(id), ids: n(ids) }),
  ],
  [
    /^(\d+) items in all; at most (\d+)$/,
    ([, total, max]) => ref('eng24c_spec_too_many_items', { total: n(total), max: n(max) }),
  ],
  [
    /^an audition is rated on the pace lab: add a pace-lab section$/,
    () => ref('eng24c_spec_audition_pace', {}),
  ],
  [/^no section drills (.+)$/, ([, kind]) => ref('eng24c_spec_no_section_drills', { kind: n(kind) })],
  [/^must be a whole number of minutes$/, () => ref('eng24c_spec_whole_minutes', {})],
  [/^must not be negative$/, () => ref('eng24c_spec_not_negative', {})],
  [/^must be at most a year \(525600\)$/, () => ref('eng24c_spec_at_most_year', {})],
  [/^needs at least one area$/, () => ref('eng24c_spec_needs_area', {})],
  [/^at most (\d+) areas$/, ([, v]) => ref('eng24c_spec_at_most_areas', { n: n(v) })],
  [/^must be a number of coups an hour$/, () => ref('eng24c_spec_coups_number', {})],
  [/^must be at least (\d+) coup an hour$/, ([, v]) => ref('eng24c_spec_at_least_coups', { n: n(v) })],
  [/^must be at most (\d+) coups an hour$/, ([, v]) => ref('eng24c_spec_at_most_coups', { n: n(v) })],
  [/^needs at least one band$/, () => ref('eng24c_spec_needs_band', {})],
  [/^at most (\d+) bands$/, ([, v]) => ref('eng24c_spec_at_most_bands', { n: n(v) })],
];

/** One problem's words as a message, or the words as they are when no message says them exactly. */
export function drillSetWords(message: string): Phrase {
  const constraint = constraintWords(message);
  if (constraint) return constraint;
  for (const [form, read] of FORMS) {
    const match = form.exec(message);
    if (!match) continue;
    const said = read(match);
    if (english(said) === message) return said;
  }
  return profileProblemWords(message);
}

/** "invalid drill set: path: words; path: words" as a message (the path "(root)" for the document itself). */
export function drillSetRefusal(issues: readonly z.core.$ZodIssue[]): MessageRef {
  const problems = issues.map((i) =>
    ref('main_field_problem', {
      field: i.path.map(String).join('.') || '(root)',
      problem: drillSetWords(i.message),
    }),
  );
  const joined = problems.reduceRight<Phrase | null>(
    (rest, first) => (rest === null ? first : ref('main_join_semicolon', { first, rest })),
    null,
  );
  return ref('eng24c_invalid_drill_set', { problems: joined ?? '' });
}
