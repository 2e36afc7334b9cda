// What "Assign a set from the weak cases" drills: the trainee's flagged cases (missed again and again) that a set can
// target, or, when none of them can, their worst heat-map cells. Some flagged cases are of a kind no set can aim at
// one case of (declaring the result, for one): they must not hide the cells a set can be built from.
import type { DrillTarget } from './heatmap.ts';

export function weakTargets(
  flagged: readonly DrillTarget[],
  worstCells: readonly DrillTarget[],
  canTarget: (target: DrillTarget) => boolean,
): DrillTarget[] {
  const fromFlagged = flagged.filter(canTarget);
  return fromFlagged.length > 0 ? fromFlagged : worstCells.filter(canTarget);
}
