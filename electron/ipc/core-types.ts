// Types the contract takes from the drill engine (core/drills/spec.ts, session.ts, mastery.ts).
// Kept in one place so the contract does not change shape when the engine's modules move.
import type { DrillKind, Feedback } from '../../core/drills/types.ts';

export type { DrillSet } from '../../core/drills/spec.ts';

/** The summary of a session (core/drills/session.ts summarise). TEMPORARY until session.ts lands. */
export interface SessionSummary {
  readonly passed: boolean;
  readonly feedback?: readonly Feedback[];
  readonly [field: string]: unknown;
}

/** Mastery per skill (core/drills/mastery.ts). TEMPORARY until mastery.ts lands. */
export type MasteryBySkill = Partial<Record<DrillKind, unknown>>;
