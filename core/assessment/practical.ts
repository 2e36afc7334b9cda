// The practical table test: the assessor grades each area A / B / C / fail after watching the candidate deal, ticks
// the red lines seen from the school's standard (core/assessment/practical-standard.ts) and writes a comment. Each
// area's outcome (pass, retake this area, fail) comes from the standard's pass rule; a second assessor may
// countersign. Grades saved before the standard (free-text red lines, no outcomes) still read and judge as they did.
import { z } from 'zod';
import { GRADES, OUTCOMES, RED_LINE_SCOPES, type FieldProblem, type Outcome } from './practical-standard.ts';
import { ref } from '../i18n/say.ts';

const iso = z.string().datetime({ offset: true, message: 'must be an ISO 8601 time' });

export const practicalCountersignSchema = z.strictObject({ name: z.string(), at: iso }).readonly();
export type PracticalCountersign = z.infer<typeof practicalCountersignSchema>;

/** Saved practical grades, as stored and as the record carries them (grades saved before the standard lack the
 *  optional fields). */
export const practicalGradesSchema = z
  .strictObject({
    assessor: z.string(),
    areas: z
      .array(
        z
          .strictObject({
            area: z.string(),
            grade: z.enum(GRADES),
            /** From the standard's pass rule (absent on grades saved before the standard). */
            outcome: z.enum(OUTCOMES).optional(),
            /** The standard's criteria for the grade given. */
            criteria: z.string().optional(),
          })
          .readonly(),
      )
      .readonly(),
    /** Every red line observed, in words ("Paid a losing bet"); before the standard, the assessor's own text. */
    redLineObservations: z.array(z.string()).readonly(),
    /** The standard's red lines observed, with what each fails. */
    redLines: z
      .array(
        z
          .strictObject({
            id: z.string(),
            label: z.string(),
            fails: z.enum(RED_LINE_SCOPES),
            area: z.string().optional(),
          })
          .readonly(),
      )
      .readonly()
      .optional(),
    comment: z.string(),
    /** ISO 8601. */
    gradedAt: iso,
    /** The standard graded against: its title and revision. */
    standard: z.strictObject({ title: z.string(), revision: z.number().int() }).readonly().optional(),
    /** The practical part's outcome by the standard. */
    outcome: z.enum(OUTCOMES).optional(),
    /** A second assessor's confirmation of these grades; cleared when the grades are saved again. */
    countersign: practicalCountersignSchema.nullable().optional(),
  })
  .readonly();
export type PracticalGrades = z.infer<typeof practicalGradesSchema>;

const person = z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');

export const practicalInputSchema = z
  .object({
    assessor: person,
    areas: z
      .array(
        z
          .object({
            area: z.string().trim().min(1).max(60),
            grade: z.enum(GRADES, { message: 'must be A, B, C or fail' }),
          })
          .strict(),
      )
      .min(1)
      .max(20),
    /** The ids of the standard's red lines observed. */
    redLines: z.array(z.string().min(1).max(60)).max(40),
    comment: z.string().max(2000, 'must be at most 2000 characters'),
  })
  .strict();

export type PracticalInput = z.infer<typeof practicalInputSchema>;

export const countersignInputSchema = z
  .object({
    name: person,
    /** The second assessor's own confirmation that they watched the sitting and agree with the grades. */
    confirmed: z.literal(true, { message: 'must be true: the second assessor confirms the grades' }),
  })
  .strict();

export type CountersignInput = z.infer<typeof countersignInputSchema>;

/** An error naming the first area that is missing or not in the set, or null when the grades cover the set's areas. */
export function practicalProblem(areas: readonly string[], input: PracticalInput): FieldProblem | null {
  const graded = input.areas.map((a) => a.area);
  const unknown = graded.find((a) => !areas.includes(a));
  const field = 'areas';
  if (unknown !== undefined)
    return { field, message: ref('left_practical_not_an_area', { area: unknown, areas: areas.join(', ') }) };
  const missing = areas.find((a) => !graded.includes(a));
  if (missing !== undefined) return { field, message: ref('left_practical_not_graded', { area: missing }) };
  const twice = graded.find((a, i) => graded.indexOf(a) !== i);
  if (twice !== undefined) return { field, message: ref('left_practical_graded_twice', { area: twice }) };
  return null;
}

/** What the practical part's outcome is read from (a room's copy of the grades holds these at least). */
export type OutcomeFacts = Pick<PracticalGrades, 'outcome'> & {
  readonly areas: readonly { readonly grade: string }[];
  readonly redLineObservations: readonly unknown[];
};

/** The practical part's outcome: the standard's when graded against one; before it, no fail and no red line passed. */
export function practicalOutcome(grades: OutcomeFacts): Outcome {
  if (grades.outcome !== undefined) return grades.outcome;
  return grades.areas.every((a) => a.grade !== 'fail') && grades.redLineObservations.length === 0
    ? 'pass'
    : 'fail';
}

export function practicalPassed(grades: PracticalGrades): boolean {
  return practicalOutcome(grades) === 'pass';
}

/** Why this person may not countersign these grades, or null. */
export function countersignProblem(grades: PracticalGrades, name: string): FieldProblem | null {
  if (name.trim().toLowerCase() === grades.assessor.trim().toLowerCase())
    return { field: 'name', message: ref('left_practical_same_assessor', { assessor: grades.assessor }) };
  return null;
}
