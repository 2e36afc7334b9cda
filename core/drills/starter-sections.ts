// The built-in sets (assets/drill-sets) drill every kind: a kind whose module has a `starter` section and that a
// house's set does not list yet is added to it when the library is read, to `<house>-<group>` (practice) and to
// `<house>-assessment`. So a new kind reaches the starter library from its own file; the kinds the files already
// drill (with sections a trainer chose) are left as the files say.
import { KIND_MODULES } from './kinds/index.ts';
import type { DrillKindModule } from './kinds/kind.ts';
import type { DrillSection, DrillSet } from './spec.ts';

/** `set`, read from the built-in file `id` (its name without .json), with the starter sections it lacks. */
export function withStarterSections(
  id: string,
  set: DrillSet,
  modules: readonly Pick<DrillKindModule, 'kind' | 'starter'>[] = KIND_MODULES,
): DrillSet {
  if (typeof set.profile !== 'string') return set;
  const house = set.profile;
  const added: DrillSection[] = [];
  for (const { kind, starter } of modules) {
    if (!starter || set.sections.some((s) => s.kind === kind)) continue;
    const count =
      id === `${house}-${starter.group}` && set.mode === 'practice'
        ? starter.count
        : id === `${house}-assessment` && set.mode === 'assessment'
          ? starter.assessmentCount
          : 0;
    if (count > 0)
      added.push({ kind, count, difficulty: starter.difficulty, timeLimitMs: starter.timeLimitMs });
  }
  return added.length === 0 ? set : { ...set, sections: [...set.sections, ...added] };
}
