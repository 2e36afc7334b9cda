// Mastery per skill from a trainee's recent history (the last 50 responses of each skill by default): accuracy,
// median response time against a speed target, and a level the progress screens and adaptive practice use.
import { stepsAsItems } from './item-score.ts';
import { DRILL_KINDS, type DrillKind } from './types.ts';
import { SPEED_TARGETS_MS } from './kinds/index.ts';
import type { z } from 'zod';
import type { masteryLevelSchema, skillMasterySchema } from '../progress/progress-schemas.ts';

/** One marked response, as stored for a trainee (oldest first). */
export interface HistoryEntry {
  readonly kind: DrillKind;
  readonly cases: readonly string[];
  readonly correct: boolean;
  readonly responseMs: number;
  /** After its step's time limit (core/drills/pace.ts: too slow); absent when in time. */
  readonly late?: boolean;
  /**
   * The step's place in its item (0 first): the steps of one item count as one answer (issue 23,
   * core/drills/item-score.ts). Absent: the step is an item of its own.
   */
  readonly step?: number;
}

export type MasteryLevel = z.infer<typeof masteryLevelSchema>;

/** A skill's mastery from recent answers (core/progress/progress-schemas.ts). */
export type SkillMastery = z.infer<typeof skillMasterySchema>;

/** Each kind's speed target, read off its module (core/drills/kinds/). */
export { SPEED_TARGETS_MS };

export const MASTERY_WINDOW = 50;
/** Fewer responses than this in the window: too few to judge. */
export const MIN_RESPONSES = 10;
export const LEARNING_BELOW = 0.8;
export const MASTERED_FROM = 0.95;

/** Median of a list (mean of the middle two for an even count); null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * Enough answers to judge: `least` items, or a full window of steps (a skill of four-step items holds only twelve
 * items in fifty steps, and must still be able to reach "mastered").
 */
export function enoughAnswered(
  answered: number,
  steps: number,
  least: number,
  window = MASTERY_WINDOW,
): boolean {
  return answered >= least || steps >= window;
}

/** The level of a skill from its recent items' count, accuracy and median step time (the rules below). */
export function masteryLevel(
  answered: number,
  accuracy: number,
  medianMs: number | null,
  targetMs: number,
  window = MASTERY_WINDOW,
  steps = answered,
): MasteryLevel {
  if (!enoughAnswered(answered, steps, MIN_RESPONSES, window)) return 'new';
  if (accuracy < LEARNING_BELOW) return 'learning';
  if (
    accuracy >= MASTERED_FROM &&
    medianMs !== null &&
    medianMs <= targetMs &&
    enoughAnswered(answered, steps, Math.min(20, window), window)
  )
    return 'mastered';
  return 'practised';
}

/**
 * Levels over the last `window` steps of each skill, counted in items: new (fewer than 10 items), learning (accuracy
 * under 80%), mastered (95% or better with the median step time within the speed target, over at least 20 items or
 * a full window), otherwise practised.
 */
export function mastery(
  history: readonly HistoryEntry[],
  window = MASTERY_WINDOW,
): Record<DrillKind, SkillMastery> {
  const out = {} as Record<DrillKind, SkillMastery>;
  for (const kind of DRILL_KINDS) {
    const recent = history.filter((h) => h.kind === kind).slice(-window);
    const items = stepsAsItems(recent);
    const correct = items.filter(Boolean).length;
    const accuracy = items.length ? correct / items.length : 0;
    const medianMs = median(recent.map((h) => h.responseMs));
    const targetMs = SPEED_TARGETS_MS[kind];
    const level = masteryLevel(items.length, accuracy, medianMs, targetMs, window, recent.length);
    const steps = recent.length;
    out[kind] = { kind, answered: items.length, correct, steps, accuracy, medianMs, targetMs, level };
  }
  return out;
}

/** Case tags answered wrong or slowly in the window, most frequent first (ties by tag, so it is deterministic). */
export function weakCases(
  history: readonly HistoryEntry[],
  kind: DrillKind,
  window = MASTERY_WINDOW,
): string[] {
  const counts = new Map<string, number>();
  for (const h of history.filter((e) => e.kind === kind).slice(-window)) {
    const slow = h.late === true || h.responseMs > SPEED_TARGETS_MS[kind];
    const weight = (h.correct ? 0 : 2) + (slow ? 1 : 0);
    if (weight === 0) continue;
    for (const tag of h.cases) counts.set(tag, (counts.get(tag) ?? 0) + weight);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([tag]) => tag);
}
