// Cases a trainer can target in a section ("Banker 5 v Player's third card 4", "Perfect Pairs: coloured pair",
// "Card exposed in the shoe: use by table of play"): the case tags the drills record (AnswerKey.cases), each turned
// into the section's constraints by the kind's own constraintsForCase (the adaptive drills use the same), so choosing
// a case fills in the constraints the set stores. The candidate tags are on each kind's module (caseCandidates). Procedure topics are targeted with the area and topic controls.
import { IRREGULARITY_KINDS } from '../irregularities.ts';
import { caseLabelRef } from '../progress/case-label.ts';
import { IRREGULARITY_LABELS } from './constraint-fields.ts';
import { kindModule } from './kinds/index.ts';
import type { DrillKind } from './types.ts';
import type { Phrase } from '../i18n/phrase.ts';
import { ref } from '../i18n/say.ts';

export interface CaseTarget {
  readonly tag: string;
  /** In words: a message, or the case's own label (core/progress/case-label.ts). */
  readonly label: Phrase;
  readonly constraints: Readonly<Record<string, unknown>>;
}

function label(tag: string): Phrase {
  if (tag.startsWith('irr-')) {
    const kind = [...IRREGULARITY_KINDS]
      .sort((a, b) => b.length - a.length)
      .find((k) => tag.startsWith(`irr-${k}`));
    if (kind) {
      const variant = tag.slice(`irr-${kind}`.length + 1);
      return variant
        ? ref('adaptive_case_variant', {
            label: IRREGULARITY_LABELS[kind],
            variant: variant.replace(/-/g, ' '),
          })
        : IRREGULARITY_LABELS[kind];
    }
  }
  if (/^commission-/.test(tag))
    return ref('adaptive_case_commission', { variant: tag.slice('commission-'.length) });
  if (/^settle-/.test(tag))
    return tag === 'settle-side-bets'
      ? ref('adaptive_case_side_bets', {})
      : ref('adaptive_case_settle', { side: tag.slice(7) });
  return caseLabelRef(tag);
}

/** The cases a section of this kind can target, in words, each with the constraints it stands for. */
export function caseTargets(kind: DrillKind): CaseTarget[] {
  const mod = kindModule(kind);
  if (!mod?.constraintsForCase) return [];
  const out: CaseTarget[] = [];
  for (const tag of mod.caseCandidates ?? []) {
    const constraints = mod.constraintsForCase(tag);
    if (constraints && mod.constraints.safeParse(constraints).success)
      out.push({ tag, label: label(tag), constraints });
  }
  return out;
}
