// The practical table test: the assessor grades each area A / B / C / fail after watching the candidate deal, notes
// any red-line observation and a comment. It passes when every area is graded, none fails and no red line was seen.
import { z } from 'zod';

export const GRADES = ['A', 'B', 'C', 'fail'] as const;
export type Grade = (typeof GRADES)[number];

export interface PracticalGrades {
  readonly assessor: string;
  readonly areas: readonly { readonly area: string; readonly grade: Grade }[];
  /** What the assessor saw that fails the candidate outright ("paid a losing Tie bet on coup 12"). */
  readonly redLineObservations: readonly string[];
  readonly comment: string;
  /** ISO 8601. */
  readonly gradedAt: string;
}

export const practicalInputSchema = z
  .object({
    assessor: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
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
    redLineObservations: z.array(z.string().trim().min(1).max(300)).max(20),
    comment: z.string().max(2000, 'must be at most 2000 characters'),
  })
  .strict();

export type PracticalInput = z.infer<typeof practicalInputSchema>;

/** An error naming the first area that is missing or not in the set, or null when the grades cover the set's areas. */
export function practicalProblem(areas: readonly string[], input: PracticalInput): string | null {
  const graded = input.areas.map((a) => a.area);
  const unknown = graded.find((a) => !areas.includes(a));
  if (unknown !== undefined) return `areas: "${unknown}" is not an area of this set (${areas.join(', ')})`;
  const missing = areas.find((a) => !graded.includes(a));
  if (missing !== undefined) return `areas: "${missing}" is not graded`;
  const twice = graded.find((a, i) => graded.indexOf(a) !== i);
  if (twice !== undefined) return `areas: "${twice}" is graded twice`;
  return null;
}

export function practicalPassed(grades: PracticalGrades): boolean {
  return grades.areas.every((a) => a.grade !== 'fail') && grades.redLineObservations.length === 0;
}
