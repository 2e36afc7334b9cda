// Adaptive practice: a drill set weighted towards the kinds and cases a trainee gets wrong or answers slowly.
// Deterministic: the same history, profile, count and seed give the same set.
import { builtInProfile, type TableProfile } from '../profiles.ts';
import { Rng } from '../rng.ts';
import { generateItems } from './generate.ts';
import { KIND_MODULES } from './kinds/index.ts';
import { mastery, MASTERY_WINDOW, SPEED_TARGETS_MS, weakCases, type HistoryEntry } from './mastery.ts';
import {
  DRILL_SET_FORMAT,
  DRILL_SET_VERSION,
  MAX_SECTION_ITEMS,
  type DrillSection,
  type DrillSet,
} from './spec.ts';
import type { Difficulty, DrillKind } from './types.ts';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { ref, say } from '../i18n/say.ts';

/** Weight of a kind: 1, plus 4 × its error rate and 2 × its share of slow answers; a kind never tried weighs 1.5. */
export function kindWeight(history: readonly HistoryEntry[], kind: DrillKind): number {
  const recent = history.filter((h) => h.kind === kind).slice(-MASTERY_WINDOW);
  if (recent.length === 0) return 1.5;
  const wrong = recent.filter((h) => !h.correct).length / recent.length;
  const slow = recent.filter((h) => h.responseMs > SPEED_TARGETS_MS[kind]).length / recent.length;
  return 1 + 4 * wrong + 2 * slow;
}

/** Largest-remainder split of `count` by weight (ties to the earlier entry). */
function apportion(weights: readonly number[], count: number): number[] {
  const total = weights.reduce((a, w) => a + w, 0);
  const exact = weights.map((w) => (w / total) * count);
  const out = exact.map(Math.floor);
  let left = count - out.reduce((a, n) => a + n, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    out[i] = (out[i] as number) + 1;
  }
  return out;
}

function profileRef(profile: TableProfile): string | TableProfile {
  const builtIn = builtInProfile(profile.id);
  return builtIn && JSON.stringify(builtIn) === JSON.stringify(profile) ? profile.id : profile;
}

function practiceSet(profile: TableProfile, sections: DrillSection[], title: string): DrillSet {
  return {
    format: DRILL_SET_FORMAT,
    version: DRILL_SET_VERSION,
    title,
    description: say(ref('adaptive_description', {}), BASE_LANGUAGE),
    profile: profileRef(profile),
    sections,
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  };
}

/** A section works on this profile if one item generates (e.g. commission needs a commission table). */
function works(profile: TableProfile, section: DrillSection, seed: string): boolean {
  return generateItems(practiceSet(profile, [{ ...section, count: 1 }], 'probe'), seed).ok;
}

const LEVEL_DIFFICULTY: Record<string, Difficulty> = {
  new: 'basic',
  learning: 'standard',
  practised: 'hard',
  mastered: 'hard',
};

export function adaptiveSet(
  history: readonly HistoryEntry[],
  profile: TableProfile,
  count: number,
  seed: string,
): DrillSet {
  const total = Math.max(1, Math.min(MAX_SECTION_ITEMS, Math.floor(count)));
  const levels = mastery(history);
  // Shuffle first so kinds of equal weight are ordered by the seed, then sort by weight (stable).
  const rng = Rng.fromSeed(`${seed}/adaptive`);
  const candidates = rng
    .shuffle(KIND_MODULES.map((m) => m.kind))
    .map((kind) => ({ kind, weight: kindWeight(history, kind) }))
    .sort((a, b) => b.weight - a.weight);
  const usable = candidates.filter(({ kind }) =>
    works(profile, { kind, count: 1, difficulty: 'basic', timeLimitMs: null }, `${seed}/probe`),
  );
  const counts = apportion(
    usable.map((c) => c.weight),
    total,
  );
  const sections: DrillSection[] = [];
  usable.forEach(({ kind }, i) => {
    let n = counts[i] as number;
    if (n === 0) return;
    const base = {
      kind,
      difficulty: LEVEL_DIFFICULTY[levels[kind].level] ?? 'standard',
      timeLimitMs: SPEED_TARGETS_MS[kind] * 2,
    } as const;
    const mod = KIND_MODULES.find((m) => m.kind === kind);
    // Up to half of a kind's items target its two weakest cases that can be targeted.
    const targeted = weakCases(history, kind)
      .map((tag) => mod?.constraintsForCase?.(tag) ?? null)
      .filter((c): c is Record<string, unknown> => c !== null)
      .filter((c) =>
        works(profile, { ...base, difficulty: 'basic', constraints: c, count: 1 }, `${seed}/probe`),
      )
      .slice(0, 2);
    for (const constraints of targeted) {
      const m = Math.floor(counts[i]! / 4);
      if (m === 0) break;
      sections.push({ ...base, difficulty: 'basic', count: m, constraints });
      n -= m;
    }
    if (n > 0) sections.push({ ...base, count: n });
  });
  return practiceSet(profile, sections, say(ref('adaptive_title', {}), BASE_LANGUAGE));
}
