// The house edges beside the profile form (issue 12) are figured while the form is being typed: from the draft when
// it is right, or from its betting fields alone while something else is wrong.
import { profileSchema, type TableProfile } from '../../core/profiles.ts';
import { fieldLabel } from './profile-labels.ts';
import type { ReadDraft } from './profile-read.ts';

/** The fields the house edges are figured from: while one of them is wrong there are no figures. */
const ANALYSIS_FIELD = /^(decks|banker|tie|perfectPairs|pairs|superSix|dragonBonus|limits\.main\.min)/;

export interface AnalysisInput {
  readonly profile: TableProfile | null;
  /** Labels of the wrong fields that hold the figures back. */
  readonly waitingFor: readonly string[];
}

/**
 * The profile to figure the edges of: the draft when it is right; otherwise the draft's betting fields on `base`
 * (so a wrong name or chip list does not hide the figures), or null while a betting field itself is wrong.
 */
export function analysisInput(read: ReadDraft, base: TableProfile): AnalysisInput {
  if (read.profile) return { profile: read.profile, waitingFor: [] };
  const blocking = Object.keys(read.errors).filter((k) => ANALYSIS_FIELD.test(k));
  if (blocking.length > 0) return { profile: null, waitingFor: blocking.map(fieldLabel) };
  const c = read.candidate;
  const limits = c['limits'] as { main: { min: unknown } };
  const mainMin = typeof limits.main.min === 'number' ? limits.main.min : base.limits.main.min;
  const mixed = {
    ...base,
    decks: c['decks'],
    banker: c['banker'],
    tie: c['tie'],
    perfectPairs: c['perfectPairs'],
    pairs: c['pairs'],
    superSix: c['superSix'],
    dragonBonus: c['dragonBonus'],
    limits: { ...base.limits, main: { min: mainMin, max: Math.max(mainMin, base.limits.main.max) } },
  };
  const parsed = profileSchema.safeParse(mixed);
  return parsed.success
    ? { profile: parsed.data, waitingFor: [] }
    : { profile: null, waitingFor: Object.keys(read.errors).map(fieldLabel) };
}
