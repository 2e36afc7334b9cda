// Types the contract takes from the drill engine (core/drills/spec.ts, session.ts, mastery.ts).
// Kept in one place so the contract does not change shape when the engine's modules move.
import type { DrillKind, Feedback } from '../../core/drills/types.ts';
import type { SkillMastery } from '../../core/drills/mastery.ts';
import type { SessionSummary as CoreSessionSummary } from '../../core/drills/session.ts';

export type { DrillSet } from '../../core/drills/spec.ts';
export type { SkillMastery } from '../../core/drills/mastery.ts';
export type { SkillSummary, Mistake } from '../../core/drills/session.ts';

/**
 * core/drills/session.ts summarise(), plus the session's id and its feedback in answer order. The feedback is empty
 * while an assessment is still running (keys are only shown when it ends).
 */
export type SessionSummary = CoreSessionSummary & {
  readonly sessionId: string;
  readonly feedback: readonly Feedback[];
};

/** Mastery per skill from the trainee's recent history (core/drills/mastery.ts). */
export type MasteryBySkill = Record<DrillKind, SkillMastery>;
