// Mastery per skill from a trainee's recent history (the last 50 responses of each skill by default): accuracy,
// median response time against a speed target, and a level the progress screens and adaptive practice use.
import { DRILL_KINDS, type DrillKind } from './types.ts';

/** One marked response, as stored for a trainee (oldest first). */
export interface HistoryEntry {
  readonly kind: DrillKind;
  readonly cases: readonly string[];
  readonly correct: boolean;
  readonly responseMs: number;
  /** After its step's time limit (core/drills/pace.ts: too slow); absent when in time. */
  readonly late?: boolean;
}

export type MasteryLevel = 'new' | 'learning' | 'practised' | 'mastered';

export interface SkillMastery {
  readonly kind: DrillKind;
  /** Responses counted: the most recent ones, up to the window size. */
  readonly answered: number;
  readonly correct: number;
  /** 0..1; 0 when nothing answered. */
  readonly accuracy: number;
  readonly medianMs: number | null;
  readonly targetMs: number;
  readonly level: MasteryLevel;
}

/** Median time per response (per step) a practised dealer reaches; DEALING.md: the calls must be instant. */
export const SPEED_TARGETS_MS: Record<DrillKind, number> = {
  'call-hand': 3000,
  'third-card': 2500,
  result: 2000,
  'whole-coup': 3000,
  payout: 8000,
  commission: 8000,
  'settle-table': 60000,
  irregularity: 20000,
  procedure: 15000,
  // A school's benchmark: a side bet paid in under 30 s; reading a bet or colouring up is quicker.
  chips: 10000,
  // Reading a settled table and the list of what was done, as an inspector does.
  'dealer-check': 20000,
  // Per step of a whole coup dealt and settled; the pace lab's own measure is coups an hour (core/pace-target.ts).
  'pace-lab': 10000,
};

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

/** The level of a skill from its recent responses' count, accuracy and median time (the rules below). */
export function masteryLevel(
  answered: number,
  accuracy: number,
  medianMs: number | null,
  targetMs: number,
  window = MASTERY_WINDOW,
): MasteryLevel {
  if (answered < MIN_RESPONSES) return 'new';
  if (accuracy < LEARNING_BELOW) return 'learning';
  if (
    accuracy >= MASTERED_FROM &&
    medianMs !== null &&
    medianMs <= targetMs &&
    answered >= Math.min(20, window)
  )
    return 'mastered';
  return 'practised';
}

/**
 * Levels: new (fewer than 10 responses), learning (accuracy under 80%), mastered (95% or better with the median
 * time within the speed target, over at least 20 responses), otherwise practised.
 */
export function mastery(
  history: readonly HistoryEntry[],
  window = MASTERY_WINDOW,
): Record<DrillKind, SkillMastery> {
  const out = {} as Record<DrillKind, SkillMastery>;
  for (const kind of DRILL_KINDS) {
    const recent = history.filter((h) => h.kind === kind).slice(-window);
    const correct = recent.filter((h) => h.correct).length;
    const accuracy = recent.length ? correct / recent.length : 0;
    const medianMs = median(recent.map((h) => h.responseMs));
    const targetMs = SPEED_TARGETS_MS[kind];
    const level = masteryLevel(recent.length, accuracy, medianMs, targetMs, window);
    out[kind] = { kind, answered: recent.length, correct, accuracy, medianMs, targetMs, level };
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
