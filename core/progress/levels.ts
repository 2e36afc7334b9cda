// Mastery that means something: the level per skill from recent accuracy and speed (core/drills/mastery.ts), held
// below "mastered" while the last assessment of that skill failed; and "floor-ready" only when accuracy and pace both
// meet the house's targets in every skill the house requires.
import {
  enoughAnswered,
  mastery,
  masteryLevel,
  SPEED_TARGETS_MS,
  type HistoryEntry,
} from '../drills/mastery.ts';
import { DRILL_KINDS, type DrillKind } from '../drills/types.ts';
import { KIND_LABEL_REFS } from '../drills/kinds/index.ts';
import { ref } from '../i18n/say.ts';
import { seconds } from '../drills/pace.ts';
import type { Phrase } from '../i18n/phrase.ts';
import type { z } from 'zod';
import type {
  assessmentOutcomeSchema,
  floorReadinessSchema,
  skillProgressSchema,
} from './progress-schemas.ts';

export type AssessmentOutcome = z.infer<typeof assessmentOutcomeSchema>;

/** A skill's level with its last assessment (progress-schemas.ts). */
export type SkillProgress = z.infer<typeof skillProgressSchema>;

/** What an assessment's summary says per skill: its own pass mark, or the whole result where it has none. */
export function skillOutcomes(summary: {
  readonly passed: boolean;
  readonly skills: readonly { readonly kind: DrillKind; readonly passed: boolean | null }[];
}): Partial<Record<DrillKind, AssessmentOutcome>> {
  const out: Partial<Record<DrillKind, AssessmentOutcome>> = {};
  for (const s of summary.skills) out[s.kind] = (s.passed ?? summary.passed) ? 'passed' : 'failed';
  return out;
}

/** Levels per skill from recent answers (oldest first), with the last assessment of each skill. */
export function skillProgress(
  recent: readonly HistoryEntry[],
  lastAssessment: Partial<Record<DrillKind, AssessmentOutcome>>,
): Record<DrillKind, SkillProgress> {
  const levels = mastery(recent);
  const out = {} as Record<DrillKind, SkillProgress>;
  for (const kind of DRILL_KINDS) {
    const m = levels[kind];
    const last = lastAssessment[kind] ?? null;
    const heldBack = m.level === 'mastered' && last === 'failed';
    out[kind] = { ...m, level: heldBack ? 'practised' : m.level, lastAssessment: last, heldBack };
  }
  return out;
}

/** A skill's recent answers in figures (as a summary table keeps them): items, and the steps they took. */
export interface SkillStats {
  readonly kind: DrillKind;
  /** Items answered (issue 23: an item of several steps counts once, right when every step is). */
  readonly answered: number;
  readonly correct: number;
  /** Steps in the window; the items' count when absent (one step each). */
  readonly steps?: number;
  readonly medianMs: number | null;
}

/** The same levels as skillProgress(), from figures instead of the responses themselves. */
export function skillProgressFromStats(
  stats: readonly SkillStats[],
  lastAssessment: Partial<Record<DrillKind, AssessmentOutcome>>,
): Record<DrillKind, SkillProgress> {
  const out = {} as Record<DrillKind, SkillProgress>;
  for (const kind of DRILL_KINDS) {
    const s = stats.find((x) => x.kind === kind);
    const answered = s?.answered ?? 0;
    const correct = s?.correct ?? 0;
    const steps = s?.steps ?? answered;
    const accuracy = answered ? correct / answered : 0;
    const medianMs = s?.medianMs ?? null;
    const targetMs = SPEED_TARGETS_MS[kind];
    const level = masteryLevel(answered, accuracy, medianMs, targetMs, undefined, steps);
    const last = lastAssessment[kind] ?? null;
    const heldBack = level === 'mastered' && last === 'failed';
    out[kind] = {
      kind,
      answered,
      correct,
      steps,
      accuracy,
      medianMs,
      targetMs,
      level: heldBack ? 'practised' : level,
      lastAssessment: last,
      heldBack,
    };
  }
  return out;
}

export interface HouseTargets {
  /** The skills a dealer must hold before working a live table. */
  readonly skills: readonly DrillKind[];
  /** 0..1, over the recent answers of each skill. */
  readonly accuracy: number;
  /** 0..1 per skill, where the house sets its own (core/progress/house-targets.ts); else `accuracy`. */
  readonly accuracyBySkill?: Partial<Readonly<Record<DrillKind, number>>>;
  /** Median time per step, per skill. */
  readonly speedMs: Readonly<Record<DrillKind, number>>;
  /** Fewer recent items than this (and not a full window of steps): not yet judged. */
  readonly minAnswered: number;
}

/** DEALING.md: the calls, the third-card rule, the result and the payouts must be second nature before the floor. */
export const DEFAULT_HOUSE_TARGETS: HouseTargets = {
  skills: ['call-hand', 'third-card', 'result', 'payout'],
  accuracy: 0.95,
  speedMs: SPEED_TARGETS_MS,
  minAnswered: 20,
};

export type FloorReadiness = z.infer<typeof floorReadinessSchema>;

const pct = (x: number): string => `${Math.round(x * 100)}%`;

export function floorReadiness(
  skills: Readonly<Record<DrillKind, SkillProgress>>,
  targets: HouseTargets = DEFAULT_HOUSE_TARGETS,
): FloorReadiness {
  // Messages (issue 24): the screens say them in the reader's language; English word for word as before.
  const reasons: Phrase[] = [];
  for (const kind of targets.skills) {
    const s = skills[kind];
    const label = KIND_LABEL_REFS[kind];
    if (!enoughAnswered(s.answered, s.steps, targets.minAnswered)) {
      reasons.push(
        ref('tour_floor_few', {
          kind: label,
          answered: String(s.answered),
          needed: String(targets.minAnswered),
        }),
      );
      continue;
    }
    const accuracy = targets.accuracyBySkill?.[kind] ?? targets.accuracy;
    if (s.accuracy < accuracy)
      reasons.push(
        ref('tour_floor_accuracy', { kind: label, accuracy: pct(s.accuracy), target: pct(accuracy) }),
      );
    const target = targets.speedMs[kind];
    if (s.medianMs === null || s.medianMs > target)
      reasons.push(
        // In seconds, as every time figure a trainee reads ("last answer 2.9 s").
        ref('tour_floor_median', {
          kind: label,
          median: s.medianMs === null ? '-' : seconds(s.medianMs),
          target: seconds(target),
        }),
      );
    if (s.lastAssessment === 'failed') reasons.push(ref('tour_floor_last_failed', { kind: label }));
  }
  return { ready: reasons.length === 0, reasons };
}
