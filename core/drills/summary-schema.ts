// A session's summary as a schema: what a finished (or stopped) session adds up to, skill by skill, with its mistakes,
// its pace-lab result and audition band. session.ts takes its types from here (z.infer;
// pace-target.ts, pace-lab-score.ts and audition.ts keep their own result's schema), so the summary the trainee and the trainer read is written once and checked whole.
import { z } from 'zod';
import { DRILL_KINDS } from './types.ts';
import { responseSchema } from './response.ts';
import { skillPassMarkSchema } from './spec.ts';
import { feedbackSchema } from './step-schemas.ts';
import { phraseSchema } from '../i18n/message-ref-schema.ts';
import { paceLabResultSchema } from './pace-lab-score.ts';
import { auditionResultSchema } from './audition.ts';

const count = z.number().int().min(0);
const share = z.number().min(0).max(1);
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

export const skillSummarySchema = z
  .strictObject({
    kind: z.enum(DRILL_KINDS),
    label: z.string(),
    /** Items answered and answered right (core/drills/item-score.ts: an item of several steps counts once). */
    answered: count,
    correct: count,
    accuracy: share,
    /** Median time per step: the speed targets and pass marks are per step. */
    medianMs: z.number().nullable(),
    /** Items right but after a step's time limit: not floor-ready. */
    tooSlow: count,
    /** Items right within every limit. */
    floorReady: count,
    passMark: skillPassMarkSchema.nullable(),
    /** null when the set has no pass mark for this skill. */
    passed: z.boolean().nullable(),
  })
  .readonly();

export const mistakeSchema = z
  .strictObject({
    itemId: z.string(),
    step: z.number().int().min(0),
    kind: z.enum(DRILL_KINDS),
    question: phraseSchema,
    response: responseSchema,
    answerText: phraseSchema,
    working: phraseSchema,
    rule: z.string(),
    errors: list(phraseSchema),
    redLine: z.boolean(),
  })
  .readonly();

const summaryShape = z.strictObject({
  title: z.string(),
  mode: z.enum(['practice', 'assessment']),
  seed: z.string(),
  finished: z.boolean(),
  /** Items completely answered, of all items in the set; right; right but too slow; right in time. */
  answered: count,
  items: count,
  correct: count,
  tooSlow: count,
  floorReady: count,
  /** Items right of items answered: a two-step item weighs once. */
  accuracy: share,
  medianMs: z.number().nullable(),
  skills: list(skillSummarySchema),
  redLineFailures: count,
  /** Finished, and every pass mark met (and, in an assessment that says so, no red-line mistake). */
  passed: z.boolean(),
  /** Why it did not pass: messages (English words in a summary stored before issue 24). */
  failReasons: list(phraseSchema),
  mistakes: list(mistakeSchema),
  suggestion: z
    .strictObject({ kinds: list(z.enum(DRILL_KINDS)), cases: list(z.string()), text: phraseSchema })
    .readonly(),
  /** A set with pace-lab coups (issue 23): coups an hour against the house's target, accuracy beside it. */
  pace: paceLabResultSchema.optional(),
  /** An audition set: the readiness band and why. */
  audition: auditionResultSchema.optional(),
});

export const sessionSummarySchema = summaryShape.readonly();

/** The summary as the app shows it (the IPC answer): without the seed, which stays in main, with the session's id and
 *  its feedback in answer order. An assessment has none until it ends: marks and keys are only shown then. */
export const shownSummarySchema = summaryShape
  .omit({ seed: true })
  .extend({ sessionId: z.string(), feedback: list(feedbackSchema) })
  .readonly();
