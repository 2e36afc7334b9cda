// The floor-ready targets of a house (issue 13): a profile may carry its own accuracy and pace per skill; a profile
// without them (every built-in one, and files written before targets existed) uses the app's defaults.
import type { TableProfile } from '../profiles.ts';
import type { DrillKind } from '../drills/types.ts';
import { DEFAULT_HOUSE_TARGETS, type HouseTargets } from './levels.ts';

export function houseTargets(profile: TableProfile | null | undefined): HouseTargets {
  const t = profile?.targets;
  if (!t) return DEFAULT_HOUSE_TARGETS;
  const speedMs: Record<DrillKind, number> = { ...DEFAULT_HOUSE_TARGETS.speedMs };
  const accuracyBySkill: Partial<Record<DrillKind, number>> = {};
  for (const s of t.skills) {
    speedMs[s.kind] = s.paceMs;
    accuracyBySkill[s.kind] = s.accuracy / 100;
  }
  return {
    skills: t.skills.map((s) => s.kind),
    accuracy: DEFAULT_HOUSE_TARGETS.accuracy,
    accuracyBySkill,
    speedMs,
    minAnswered: t.minAnswered,
  };
}
