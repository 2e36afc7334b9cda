// A trainee's standing per skill as schemas: mastery from recent answers, the level with the last assessment beside
// it, floor readiness, and what a heat-map cell drills. mastery.ts, levels.ts and heatmap.ts take their types from
// here (z.infer), so the progress answers are written once and checked whole.
import { z } from 'zod';
import { DRILL_KINDS } from '../drills/types.ts';
import { AMOUNT_BANDS, tableOfPlayCellSchema } from './heat-cells.ts';
import { phraseSchema } from '../i18n/message-ref-schema.ts';

const count = z.number().int().min(0);
const kind = z.enum(DRILL_KINDS);

export const masteryLevelSchema = z.enum(['new', 'learning', 'practised', 'mastered']);
export const assessmentOutcomeSchema = z.enum(['passed', 'failed']);

const masteryShape = z.strictObject({
  kind,
  /** Items answered in the window (issue 23: an item of several steps counts once, right when every step is). */
  answered: count,
  /** Items right. */
  correct: count,
  /** Steps in the window (the window is the last MASTERY_WINDOW steps, as the store keeps them). */
  steps: count,
  /** 0..1, items right of items answered; 0 when nothing answered. */
  accuracy: z.number().min(0).max(1),
  medianMs: z.number().nullable(),
  targetMs: z.number(),
  level: masteryLevelSchema,
});

export const skillMasterySchema = masteryShape.readonly();

export const skillProgressSchema = masteryShape
  .extend({
    /** The skill's result in the last assessment that tested it; null if none did. */
    lastAssessment: assessmentOutcomeSchema.nullable(),
    /** Recent answers would make it "mastered", but the last assessment of the skill failed. */
    heldBack: z.boolean(),
  })
  .readonly();

/** Each skill's level from the trainee's recent history (progress.mastery), every skill present. */
export const progressBySkillSchema = z.record(kind, skillProgressSchema).readonly();

export const floorReadinessSchema = z
  .strictObject({
    ready: z.boolean(),
    /** Why not, one line per unmet target (a message); empty when ready. */
    reasons: z.array(phraseSchema).readonly(),
  })
  .readonly();

/** What a heat-map cell drills. */
export const drillTargetSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('table-of-play'), cell: tableOfPlayCellSchema }).readonly(),
  z
    .strictObject({
      type: z.literal('case'),
      kind,
      tag: z.string(),
      /** A payout heat-map cell's stake band: its drill deals only stakes in that band. */
      band: z.enum(AMOUNT_BANDS).optional(),
    })
    .readonly(),
]);
