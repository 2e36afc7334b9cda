// Cases a trainer can target in a section ("Banker 5 v Player's third card 4", "Perfect Pairs: coloured pair",
// "Card exposed in the shoe: use by table of play"): the case tags the drills record (AnswerKey.cases), each turned
// into the section's constraints by the kind's own constraintsForCase (the adaptive drills use the same), so choosing
// a case fills in the constraints the set stores. The candidate tags are on each kind's module (caseCandidates). Procedure topics are targeted with the area and topic controls.
import { caseLabelRef } from '../progress/case-label.ts';
import { kindModule } from './kinds/index.ts';
import type { DrillKind } from './types.ts';
import type { Phrase } from '../i18n/phrase.ts';

export interface CaseTarget {
  readonly tag: string;
  /** In words: a message, or the case's own label (core/progress/case-label.ts). */
  readonly label: Phrase;
  readonly constraints: Readonly<Record<string, unknown>>;
}

/** The cases a section of this kind can target, in words, each with the constraints it stands for. */
export function caseTargets(kind: DrillKind): CaseTarget[] {
  const mod = kindModule(kind);
  if (!mod?.constraintsForCase) return [];
  const out: CaseTarget[] = [];
  for (const tag of mod.caseCandidates ?? []) {
    const constraints = mod.constraintsForCase(tag);
    if (constraints && mod.constraints.safeParse(constraints).success)
      out.push({ tag, label: caseLabelRef(tag), constraints });
  }
  return out;
}
