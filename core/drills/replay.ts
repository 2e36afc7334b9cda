// A replay of a session's mistakes as a session of its own: one item per step answered wrongly, of the same kind and
// difficulty on the same table, aimed at the same case where the kind can target it (its constraintsForCase), so
// the trainee meets fresh coups of the case, not the identical deal again. Pure and deterministic.
import { generateItems } from './generate.ts';
import { KIND_MODULES } from './kinds/index.ts';
import type { SessionState } from './session.ts';
import type { DrillSection, DrillSet } from './spec.ts';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { ref, say } from '../i18n/say.ts';

/** The replay set for a session; null when it has no mistakes. */
export function replaySet(state: SessionState): DrillSet | null {
  const seen = new Set<string>();
  const sections: DrillSection[] = [];
  for (const a of state.answers) {
    if (a.mark.correct || seen.has(`${a.item}:${a.step}`)) continue;
    seen.add(`${a.item}:${a.step}`);
    const item = state.items[a.item];
    const key = item?.steps[a.step]?.key;
    if (!item || !key) continue;
    // The section the item came from keeps its own constraints (a nine-seat table, a Banker win...).
    const from = sectionOf(state.set, a.item);
    const base: DrillSection = {
      kind: item.kind,
      count: 1,
      difficulty: item.difficulty,
      timeLimitMs: null,
      ...(from?.constraints ? { constraints: from.constraints } : {}),
    };
    const mod = KIND_MODULES.find((m) => m.kind === item.kind);
    const aimed = key.cases
      .map((tag) => mod?.constraintsForCase?.(tag) ?? null)
      .filter((c): c is Record<string, unknown> => c !== null)
      .map((c): DrillSection => ({ ...base, constraints: { ...base.constraints, ...c } }))
      .find(
        (section) => generateItems({ ...state.set, sections: [section] }, `${state.seed}/replay-probe`).ok,
      );
    sections.push(aimed ?? base);
  }
  if (sections.length === 0) return null;
  return {
    ...state.set,
    title: say(ref('adaptive_replay_title', { title: state.set.title }), BASE_LANGUAGE).slice(0, 120),
    description: say(ref('adaptive_replay_description', {}), BASE_LANGUAGE),
    sections,
    passMarks: { overall: 1, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  };
}

/** The section of the set that generated the item at this index. */
function sectionOf(set: DrillSet, index: number): DrillSection | undefined {
  let end = 0;
  for (const section of set.sections) {
    end += section.count;
    if (index < end) return section;
  }
  return undefined;
}
