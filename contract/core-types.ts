// Types the contract takes from the drill engine (core/drills/spec.ts, session.ts, mastery.ts).
// Kept in one place so the contract does not change shape when the engine's modules move.
import type { z } from 'zod';
import type { DrillKind } from '../core/drills/types.ts';
import type { shownSummarySchema } from '../core/drills/summary-schema.ts';
import type { SkillMastery } from '../core/drills/mastery.ts';

export type { DrillSet } from '../core/drills/spec.ts';
export type { SkillMastery } from '../core/drills/mastery.ts';
export type { SkillSummary, Mistake } from '../core/drills/session.ts';

/**
 * core/drills/session.ts summarise(), plus the session's id and its feedback in answer order. An assessment has no
 * summary until it ends (finished or closed): marks and keys are only shown then. Its seed stays in main.
 */
export type SessionSummary = z.infer<typeof shownSummarySchema>;

/** Mastery per skill from the trainee's recent history (core/drills/mastery.ts). */
export type MasteryBySkill = Record<DrillKind, SkillMastery>;
