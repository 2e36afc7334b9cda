// The drill-set format: a versioned JSON document trainers build and share. Validated with zod; an invalid file gets
// "path: what is wrong" (e.g. "sections.2.count: must be at most 500"). A valid file parses to the same document
// (nothing defaulted or reordered), so it round-trips unchanged.
import { z } from 'zod';
import {
  builtInProfile,
  BUILT_IN_PROFILES,
  formatIssues,
  profileSchema,
  type TableProfile,
} from '../profiles.ts';
import { checkDeckCount } from '../shoe.ts';
import { assessmentPolicySchema } from '../assessment/policy.ts';
import { kindModule } from './kinds/index.ts';
import { auditionSchema } from './audition.ts';
import { drillSetRefusal } from './spec-refusal.ts';
import { profileProblemWords, profileProblems } from '../profile-issues.ts';
import { failure, fieldFailure } from '../i18n/failure.ts';
import { ref } from '../i18n/say.ts';
import { DRILL_KINDS } from './types.ts';
import type { Named, Result } from '../result.ts';

export const DRILL_SET_FORMAT = 'baccarat-drill-set';
export const DRILL_SET_VERSION = 1;
export const MAX_SECTION_ITEMS = 500;
export const MAX_SET_ITEMS = 5000;

const accuracy = z.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1');

/** A profile written in a set, as written (parseDrillSet returns the document itself, so no default is filled in). */
export type ProfileDocument = Readonly<z.input<typeof profileSchema>>;

/** An object here; drillSetSchema's refinement checks it with profileSchema and names each bad field. */
const profileDocument = z.custom<ProfileDocument>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
);

const sectionSchema = z
  .object({
    kind: z.enum(DRILL_KINDS, { message: `must be one of ${DRILL_KINDS.join(', ')}` }),
    count: z
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_SECTION_ITEMS, `must be at most ${MAX_SECTION_ITEMS}`),
    difficulty: z.enum(['basic', 'standard', 'hard'], { message: 'must be basic, standard or hard' }),
    /** Validated by the kind's schema; omitted means none. */
    constraints: z.record(z.string(), z.unknown(), { message: 'must be an object' }).readonly().optional(),
    /** Per item (per step for several-step items); null: untimed. */
    timeLimitMs: z
      .number({ message: 'must be a number of milliseconds or null' })
      .int('must be a whole number of milliseconds')
      .min(500, 'must be at least 500 ms')
      .max(600_000, 'must be at most 600000 ms (10 minutes)')
      .nullable(),
  })
  .strict()
  .readonly();

export const skillPassMarkSchema = z
  .object({
    /** 0..1 */
    accuracy,
    /** Median response time target per step; omitted: no speed target. */
    medianMs: z.number().int().positive('must be positive').optional(),
  })
  .strict()
  .readonly();

export const drillSetSchema = z
  .object({
    format: z.literal(DRILL_SET_FORMAT, { message: `must be "${DRILL_SET_FORMAT}"` }),
    version: z.literal(DRILL_SET_VERSION, {
      message: `must be ${DRILL_SET_VERSION} (the only version so far)`,
    }),
    title: z.string().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    description: z.string().max(2000, 'must be at most 2000 characters'),
    /** A built-in profile id, or a whole profile (validated with profileSchema below). */
    profile: z.union([z.string(), profileDocument], {
      message: 'must be a built-in profile id or a profile object',
    }),
    /** Overrides the profile's deck count (Tasmania 4.1). */
    decks: z.number().int('must be a whole number').optional(),
    sections: z
      .array(sectionSchema)
      .min(1, 'needs at least one section')
      .max(50, 'at most 50 sections')
      .readonly(),
    passMarks: z
      .object({
        overall: accuracy,
        perSkill: z.partialRecord(z.enum(DRILL_KINDS), skillPassMarkSchema).readonly(),
      })
      .strict()
      .readonly(),
    /** practice: feedback after each answer; assessment: only when the set ends. */
    mode: z.enum(['practice', 'assessment'], { message: 'must be practice or assessment' }),
    /** In an assessment, a red-line mistake (a drawing error, paying a losing bet) fails it outright. */
    redLineFailsAssessment: z.boolean(),
    /** Practice: a step's time limit is hard, as in an assessment: when it runs out the step is timed out (wrong) and
     *  the next comes. Absent or false: an answer after the limit is marked "too slow" but keeps its mark. */
    hardTimeLimit: z.boolean().optional(),
    /** "Read the stacks" (issue 23): no pile on the table shows its amount, in any section; the trainee reads the
     *  chips (core/drills/read-the-stacks.ts). Absent or false: the amounts are written under the piles. */
    readTheStacks: z.boolean({ message: 'must be true or false' }).optional(),
    /** Optional (version 1 sets without it stay valid): attempts, wait, red lines, practical areas. */
    assessment: assessmentPolicySchema.optional(),
    /** An audition set (issue 23): its pace-lab coups an hour and accuracy make a readiness band, best first. */
    audition: auditionSchema.optional(),
  })
  .strict()
  .readonly()
  .superRefine((set, ctx) => {
    let profile: TableProfile | null = null;
    if (typeof set.profile === 'string') {
      profile = builtInProfile(set.profile) ?? null;
      if (!profile) {
        const ids = BUILT_IN_PROFILES.map((p) => p.id).join(', ');
        ctx.addIssue({
          code: 'custom',
          path: ['profile'],
          message: `unknown profile "${set.profile}" (built in: ${ids})`,
        });
      }
    } else {
      const parsed = profileSchema.safeParse(set.profile);
      if (parsed.success) profile = parsed.data;
      else
        for (const i of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: ['profile', ...i.path], message: i.message });
    }
    if (profile && set.decks !== undefined) {
      const error = checkDeckCount(set.decks, profile.perfectPairs !== null);
      if (error) ctx.addIssue({ code: 'custom', path: ['decks'], message: error });
    }
    const total = set.sections.reduce((a, s) => a + s.count, 0);
    if (total > MAX_SET_ITEMS) {
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: `${total} items in all; at most ${MAX_SET_ITEMS}`,
      });
    }
    set.sections.forEach((s, i) => {
      // Kinds not registered yet are checked when items are generated (generateItems names them).
      const mod = kindModule(s.kind);
      if (!mod) return;
      const parsed = mod.constraints.safeParse(s.constraints ?? {});
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', i, 'constraints', ...issue.path],
            message: issue.message,
          });
        }
      }
    });
    if (set.audition && !set.sections.some((s) => s.kind === 'pace-lab')) {
      ctx.addIssue({
        code: 'custom',
        path: ['audition'],
        message: 'an audition is rated on the pace lab: add a pace-lab section',
      });
    }
    for (const kind of Object.keys(set.passMarks.perSkill)) {
      if (!set.sections.some((s) => s.kind === kind)) {
        ctx.addIssue({
          code: 'custom',
          path: ['passMarks', 'perSkill', kind],
          message: `no section drills ${kind}`,
        });
      }
    }
  });

/** A drill-set document: what drillSetSchema accepts, field by field (parseDrillSet returns the document itself). */
export type DrillSet = z.infer<typeof drillSetSchema>;
export type DrillSection = DrillSet['sections'][number];
export type SkillPassMark = z.infer<typeof skillPassMarkSchema>;

/** Validates a drill-set document; the value is a copy of the document itself (no defaults added). */
export function parseDrillSet(json: unknown): Result<DrillSet> {
  const parsed = drillSetSchema.safeParse(json);
  if (!parsed.success) {
    // English for logs and the command line; the message for a person, said in their language (issue 24).
    const error = `invalid drill set: ${formatIssues(parsed.error.issues)}`;
    return { ok: false, error, phrase: drillSetRefusal(parsed.error.issues) };
  }
  return { ok: true, value: structuredClone(json) as DrillSet };
}

/** The table profile the set is dealt on, with the decks override applied. */
export function resolveProfile(set: DrillSet): Named<'profile', TableProfile> {
  let base: TableProfile | undefined;
  if (typeof set.profile === 'string') base = builtInProfile(set.profile);
  else {
    // A profile written in the set is read through the schema, so a convention it leaves out takes its documented
    // default (seat 1 at the dealer's right, and so on) everywhere, not undefined read two ways.
    const parsed = profileSchema.safeParse(set.profile);
    if (!parsed.success)
      return failure(
        ref('main_field_problem', { field: 'profile', problem: profileProblems(parsed.error.issues) }),
      );
    base = parsed.data;
  }
  if (!base) return fieldFailure('profile', ref('kindfail_unknown_profile', { id: String(set.profile) }));
  if (set.decks === undefined) return { ok: true, profile: base };
  const error = checkDeckCount(set.decks, base.perfectPairs !== null);
  if (error)
    return failure(ref('main_field_problem', { field: 'decks', problem: profileProblemWords(error) }));
  return { ok: true, profile: { ...base, decks: set.decks } };
}

/** Total number of items the set generates. */
export function itemCount(set: DrillSet): number {
  return set.sections.reduce((a, s) => a + s.count, 0);
}
