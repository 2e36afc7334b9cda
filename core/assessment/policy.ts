// An assessment set's policy (the drill set's optional `assessment` block): how many attempts a candidate has and the
// wait between them, which mistakes are red lines that fail the attempt whatever the score, and the practical table
// test's areas. Every field is optional, so sets written before it stay valid and get the defaults below.
import { z } from 'zod';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { ref, say, type MessageRef } from '../i18n/say.ts';

export const RED_LINES = [
  'drawing-error',
  'paying-losing-bet',
  'taking-winning-bet',
  'irregularity',
] as const;
export type RedLine = (typeof RED_LINES)[number];

/** Each red line's name, as a message (the report's words: pdf_red_*). */
export const RED_LINE_REFS: Record<RedLine, MessageRef> = {
  'drawing-error': ref('pdf_red_drawing_error', {}),
  'paying-losing-bet': ref('pdf_red_paying_losing_bet', {}),
  'taking-winning-bet': ref('pdf_red_taking_winning_bet', {}),
  irregularity: ref('pdf_red_irregularity', {}),
};

/** Each red line's name in English: the CSV and the set file's error messages. */
export const RED_LINE_LABELS: Record<RedLine, string> = Object.fromEntries(
  RED_LINES.map((r) => [r, say(RED_LINE_REFS[r], BASE_LANGUAGE)]),
) as Record<RedLine, string>;

/** The defaults: the three errors casinos treat as red lines at the table. */
export const DEFAULT_RED_LINES: readonly RedLine[] = [
  'drawing-error',
  'paying-losing-bet',
  'taking-winning-bet',
];

/** The default areas as messages. */
export const DEFAULT_PRACTICAL_AREA_REFS: readonly MessageRef[] = [
  ref('policy_area_shuffle', {}),
  ref('policy_area_pace', {}),
  ref('policy_area_calls', {}),
  ref('policy_area_settlement', {}),
  ref('policy_area_chips', {}),
  ref('policy_area_protection', {}),
];

/** Areas a supervisor grades at the table; a set may name its own. An area is named by its English words: they are
 *  data (stored in sets, grades and signed records, matched with the practical standard's areas). */
export const DEFAULT_PRACTICAL_AREAS: readonly string[] = DEFAULT_PRACTICAL_AREA_REFS.map((a) =>
  say(a, BASE_LANGUAGE),
);

export interface AssessmentPolicyInput {
  /** Attempts a candidate may make at this set (abandoned ones count). */
  readonly attempts?: number;
  /** Minutes from the end of one attempt to the start of the next. */
  readonly waitMinutes?: number;
  /** Mistakes that fail the attempt whatever the score; default: DEFAULT_RED_LINES (none if redLineFailsAssessment is false). */
  readonly redLines?: readonly RedLine[];
  /** A practical table test graded by the assessor; certification needs both parts. */
  readonly practical?: { readonly areas?: readonly string[] };
}

export interface AssessmentPolicy {
  readonly attempts: number;
  readonly waitMinutes: number;
  readonly redLines: readonly RedLine[];
  readonly practical: { readonly areas: readonly string[] } | null;
}

export const DEFAULT_ATTEMPTS = 3;

export const assessmentPolicySchema = z
  .object({
    attempts: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(20, 'must be at most 20')
      .optional(),
    waitMinutes: z
      .number()
      .int('must be a whole number of minutes')
      .min(0, 'must not be negative')
      .max(525_600, 'must be at most a year (525600)')
      .optional(),
    redLines: z
      .array(z.enum(RED_LINES, { message: `must be one of ${RED_LINES.join(', ')}` }))
      .max(RED_LINES.length)
      .optional(),
    practical: z
      .object({
        areas: z
          .array(z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'))
          .min(1, 'needs at least one area')
          .max(20, 'at most 20 areas')
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** The policy with defaults filled in. */
export function resolvePolicy(
  input: AssessmentPolicyInput | undefined,
  redLineFailsAssessment: boolean,
): AssessmentPolicy {
  return {
    attempts: input?.attempts ?? DEFAULT_ATTEMPTS,
    waitMinutes: input?.waitMinutes ?? 0,
    redLines: [...new Set(input?.redLines ?? (redLineFailsAssessment ? DEFAULT_RED_LINES : []))],
    practical: input?.practical ? { areas: input.practical.areas ?? DEFAULT_PRACTICAL_AREAS } : null,
  };
}
