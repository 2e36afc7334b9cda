// The Assessments tab's set list (issue 21): assessment sets grouped by house, the chosen house first, then the
// others by name; within a house, sets by title.
import type { DrillSetSummary } from '../../contract/index.ts';
import { compareNames } from './names-order.ts';

export interface AssessmentHouse {
  readonly id: string;
  readonly name: string;
  readonly sets: readonly DrillSetSummary[];
}

export function assessmentHouses(
  sets: readonly DrillSetSummary[],
  chosenHouseId: string,
  houseName: (id: string) => string,
): AssessmentHouse[] {
  const assessments = sets.filter((s) => s.mode === 'assessment');
  const ids = [...new Set(assessments.map((s) => s.profileId))];
  ids.sort(
    (a, b) =>
      Number(b === chosenHouseId) - Number(a === chosenHouseId) || compareNames(houseName(a), houseName(b)),
  );
  return ids.map((id) => ({
    id,
    name: houseName(id),
    sets: assessments.filter((s) => s.profileId === id).sort((a, b) => compareNames(a.title, b.title)),
  }));
}
