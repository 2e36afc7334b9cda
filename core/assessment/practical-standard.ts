// A school's practical standard (issue 21): for each area the assessor grades at the table, what an A, B, C and a
// fail look like, and the school's pass rule (what each grade means for the area: pass, retake this area, or fail);
// and the red lines an assessor can observe, each failing its own area or the whole practical part. Pure data with
// a zod schema; the grading of one sitting against it is `gradeAgainst`.
import { z } from 'zod';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { ref, say, type MessageRef } from '../i18n/say.ts';
import { fieldMessage } from '../i18n/failure.ts';
import { english, type Phrase } from '../i18n/phrase.ts';
import { standardProblem } from './standard-refusal.ts';

/** The grades an assessor gives an area at the table (core/assessment/practical.ts records them). */
export const GRADES = ['A', 'B', 'C', 'fail'] as const;
export type Grade = (typeof GRADES)[number];

export const OUTCOMES = ['pass', 'retake', 'fail'] as const;
/** What a grade means for its area: passed, to be assessed again ("retake this area"), or failed. */
export type Outcome = (typeof OUTCOMES)[number];

export const OUTCOME_TEXT: Record<Outcome, string> = {
  pass: 'pass',
  retake: 'retake this area',
  fail: 'fail',
};

export const RED_LINE_SCOPES = ['area', 'practical'] as const;
export type RedLineScope = (typeof RED_LINE_SCOPES)[number];

const RANK: Record<Outcome, number> = { pass: 2, retake: 1, fail: 0 };

const criterion = z.string().trim().min(1, 'must not be empty').max(400, 'must be at most 400 characters');
const outcome = z.enum(OUTCOMES, { message: 'must be pass, retake or fail' });
const gradeRecord = <T extends z.ZodType>(value: T) =>
  z.strictObject({ A: value, B: value, C: value, fail: value }).readonly();

const areaSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
    /** What the assessor sees at each grade. */
    criteria: gradeRecord(criterion),
    /** The school's pass rule for the area: the outcome of each grade. */
    outcomes: gradeRecord(outcome),
  })
  .superRefine((area, ctx) => {
    if (area.outcomes.fail !== 'fail')
      ctx.addIssue({
        code: 'custom',
        path: ['outcomes', 'fail'],
        message: 'a fail grade must fail the area',
      });
    if (area.outcomes.A !== 'pass')
      ctx.addIssue({ code: 'custom', path: ['outcomes', 'A'], message: 'an A must pass the area' });
    // A better grade never has a worse outcome than a lower one (B may not pass while C does).
    for (let i = 1; i < GRADES.length; i++) {
      const better = GRADES[i - 1] as Grade;
      const worse = GRADES[i] as Grade;
      if (RANK[area.outcomes[better]] < RANK[area.outcomes[worse]])
        ctx.addIssue({
          code: 'custom',
          path: ['outcomes', better],
          message: `must be at least as good as ${worse}'s outcome (${area.outcomes[worse]})`,
        });
    }
  })
  .readonly();

const redLineSchema = z
  .strictObject({
    /** Stable key ("exposed-card"), recorded with the grades. */
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens ("exposed-card")')
      .max(60, 'must be at most 60 characters'),
    label: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    /** Observing it fails its area, or the whole practical part. */
    fails: z.enum(RED_LINE_SCOPES, { message: 'must be area or practical' }),
    /** The area it fails (scope 'area' only). */
    area: z.string().trim().min(1).max(60).optional(),
    /** The rule it breaks, if one does ("Tasmania 14"). */
    rule: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  })
  .superRefine((r, ctx) => {
    if (r.fails === 'area' && r.area === undefined)
      ctx.addIssue({ code: 'custom', path: ['area'], message: 'must name the area this red line fails' });
    if (r.fails === 'practical' && r.area !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['area'],
        message: 'must be left out: this red line fails the whole practical part',
      });
  })
  .readonly();

export const practicalStandardSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    areas: z.array(areaSchema).min(1, 'needs at least one area').max(20, 'at most 20 areas').readonly(),
    redLines: z.array(redLineSchema).max(40, 'at most 40 red lines').readonly(),
  })
  .superRefine((s, ctx) => {
    const names = s.areas.map((a) => a.name);
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i)
        ctx.addIssue({ code: 'custom', path: ['areas', i, 'name'], message: `"${n}" is named twice` });
    });
    const ids = s.redLines.map((r) => r.id);
    s.redLines.forEach((r, i) => {
      if (ids.indexOf(r.id) !== i)
        ctx.addIssue({ code: 'custom', path: ['redLines', i, 'id'], message: `"${r.id}" is used twice` });
      if (r.area !== undefined && !names.includes(r.area))
        ctx.addIssue({
          code: 'custom',
          path: ['redLines', i, 'area'],
          message: `"${r.area}" is not an area of this standard`,
        });
    });
  })
  .readonly();

export type PracticalStandard = z.infer<typeof practicalStandardSchema>;
export type StandardArea = PracticalStandard['areas'][number];
export type StandardRedLine = PracticalStandard['redLines'][number];

/** A saved standard: what an installation grades against, numbered from 1 as the trainer edits it. */
export const savedStandardSchema = z
  .strictObject({
    revision: z.number().int().min(0),
    /** ISO 8601. */
    savedAt: z.string(),
    standard: practicalStandardSchema,
  })
  .readonly();

export type SavedStandard = z.infer<typeof savedStandardSchema>;

/** The standard, or an error naming its first bad field ("areas.2.outcomes.B: …"): English in `error`, the same
 *  as a message in `phrase` (standard-refusal.ts), said in the reader's language. */
export function parseStandard(
  input: unknown,
): { ok: true; value: PracticalStandard } | { ok: false; error: string; phrase: Phrase } {
  const parsed = practicalStandardSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  const error = `${path ? `${path}: ` : ''}${issue?.message ?? 'is not a practical standard'}`;
  return { ok: false, error, phrase: standardProblem(issue) };
}

/** An area a set grades that the standard does not describe: no criteria, and any grade but fail passes. */
export function unlistedArea(name: string): StandardArea {
  // English, as the standard's own criteria are (the school's words, edited in trainer mode).
  const none = say(ref('practical_no_criteria', {}), BASE_LANGUAGE);
  return {
    name,
    criteria: { A: none, B: none, C: none, fail: none },
    outcomes: { A: 'pass', B: 'pass', C: 'pass', fail: 'fail' },
  };
}

export function areaOf(standard: PracticalStandard, name: string): StandardArea {
  return standard.areas.find((a) => a.name === name) ?? unlistedArea(name);
}

/** The red lines that apply to a sitting graded on `areas`: every practical-wide one and those of its areas. */
export function redLinesFor(standard: PracticalStandard, areas: readonly string[]): StandardRedLine[] {
  return standard.redLines.filter((r) => r.fails === 'practical' || areas.includes(r.area ?? ''));
}

/** A refusal about one field of the request: the field's name as it is, the words a message (failure.ts). */
export interface FieldProblem {
  readonly field: string;
  readonly message: MessageRef;
}

export interface GradedArea {
  readonly area: string;
  readonly grade: Grade;
  /** From the pass rule, then any red line of this area observed (fail). */
  readonly outcome: Outcome;
  /** The standard's criteria for the grade given. */
  readonly criteria: string;
}

export interface StandardGrading {
  readonly areas: readonly GradedArea[];
  readonly redLines: readonly StandardRedLine[];
  /** fail if any area fails or a practical-wide red line was observed; else retake if any area is; else pass. */
  readonly outcome: Outcome;
}

/**
 * Each area's outcome from its grade by the standard's pass rule, a red line observed failing its area (or the whole
 * part); or an error naming the red line that is not in the standard or not of an area graded here.
 */
export function gradeAgainst(
  standard: PracticalStandard,
  grades: readonly { readonly area: string; readonly grade: Grade }[],
  observed: readonly string[],
): { ok: true; value: StandardGrading } | { ok: false; error: string; problem: FieldProblem } {
  const graded = grades.map((g) => g.area);
  const refused = (message: MessageRef) => {
    const problem = { field: 'redLines', message };
    return { ok: false as const, error: english(fieldMessage(problem.field, message)), problem };
  };
  const redLines: StandardRedLine[] = [];
  for (const id of observed) {
    const line = standard.redLines.find((r) => r.id === id);
    if (!line) return refused(ref('left_practical_not_red_line', { id }));
    if (line.fails === 'area' && !graded.includes(line.area ?? ''))
      return refused(ref('left_practical_red_line_area', { id, area: line.area ?? '' }));
    if (redLines.includes(line)) return refused(ref('left_practical_red_line_twice', { id }));
    redLines.push(line);
  }
  const areas = grades.map((g): GradedArea => {
    const area = areaOf(standard, g.area);
    const crossed = redLines.some((r) => r.fails === 'area' && r.area === g.area);
    return {
      area: g.area,
      grade: g.grade,
      outcome: crossed ? 'fail' : area.outcomes[g.grade],
      criteria: area.criteria[g.grade],
    };
  });
  const outcome: Outcome =
    areas.some((a) => a.outcome === 'fail') || redLines.some((r) => r.fails === 'practical')
      ? 'fail'
      : areas.some((a) => a.outcome === 'retake')
        ? 'retake'
        : 'pass';
  return { ok: true, value: { areas, redLines, outcome } };
}
