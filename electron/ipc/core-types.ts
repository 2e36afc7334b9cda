// Types the contract takes from the drill engine (core/drills/spec.ts, session.ts, mastery.ts).
// Kept in one place so the contract does not change shape when the engine's modules move.
// TEMPORARY placeholders until core/drills/spec.ts, session.ts and mastery.ts land; then these become re-exports.
import type { DrillKind, Feedback } from '../../core/drills/types.ts';

/** A drill-set document (core/drills/spec.ts). */
export interface DrillSet {
  readonly id: string;
  readonly title: string;
  readonly [field: string]: unknown;
}

/** The summary of a session (core/drills/session.ts summarise). */
export interface SessionSummary {
  readonly passed: boolean;
  readonly feedback?: readonly Feedback[];
  readonly [field: string]: unknown;
}

/** Mastery per skill (core/drills/mastery.ts). */
export type MasteryBySkill = Partial<Record<DrillKind, unknown>>;
