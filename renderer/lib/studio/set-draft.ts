// The set editor's draft: a drill set in the units a trainer types (pass marks in %, times in seconds) and back. The
// document is built exactly as typed (an empty box stays empty, a typed 0 stays 0), so main's check finds what is
// wrong and says it next to the field; nothing is corrected silently.
import {
  DEFAULT_PRACTICAL_AREAS,
  DEFAULT_RED_LINES,
  type AssessmentPolicyInput,
  type RedLine,
} from '../../../core/assessment/policy.ts';
import {
  DRILL_SET_FORMAT,
  DRILL_SET_VERSION,
  type DrillSet,
  type ProfileDocument,
} from '../../../core/drills/spec.ts';
import type { Difficulty, DrillKind } from '../../../core/drills/types.ts';
import type { TableProfile } from '../../../core/profiles.ts';
import { defaultAudition } from '../../../core/drills/audition.ts';

/** A number box's value: a number, or null when empty (or not a number). */
export type NumberBox = number | null;

export interface SectionDraft {
  kind: DrillKind;
  count: NumberBox;
  difficulty: Difficulty;
  constraints: Record<string, unknown>;
  timed: boolean;
  /** Seconds per item (per step), when timed. */
  timeLimitS: NumberBox;
}

export interface SkillDraft {
  /** Pass mark for the skill, in %, or null: none. */
  pct: NumberBox;
  /** Median time target in seconds, or null: none. */
  medianS: NumberBox;
}

export interface SetDraft {
  title: string;
  description: string;
  /** A built-in profile id, or a saved profile's id (then `embedded` holds the whole profile). */
  profileId: string;
  embedded: ProfileDocument | null;
  /** null: the profile's own deck count. */
  decks: NumberBox;
  mode: 'practice' | 'assessment';
  overallPct: NumberBox;
  perSkill: Partial<Record<DrillKind, SkillDraft>>;
  redLineFailsAssessment: boolean;
  /** Practice: timed-out steps are wrong and the next item comes (an assessment's limits always are). */
  hardTimeLimit: boolean;
  /** "Read the stacks" (issue 23): no amount under any pile, in every section. */
  readTheStacks: boolean;
  attempts: NumberBox;
  waitMinutes: NumberBox;
  redLines: RedLine[];
  practical: boolean;
  /** One area per line. */
  areas: string;
  sections: SectionDraft[];
  /** An audition set (issue 23): readiness bands on the pace lab's coups an hour and accuracy, best first. */
  auditionOn: boolean;
  bands: BandDraft[];
  /** The band below them all ("Not yet"). */
  below: string;
}

export interface BandDraft {
  label: string;
  coupsPerHour: NumberBox;
  /** Accuracy in %. */
  pct: NumberBox;
}

/** The editor's starting bands: Ready at the default mini pace, Nearly a fifth below it. */
export function defaultBands(): { bands: BandDraft[]; below: string } {
  const a = defaultAudition(70);
  return {
    bands: a.bands.map((b) => ({
      label: b.label,
      coupsPerHour: b.minCoupsPerHour,
      pct: Math.round(b.minAccuracy * 10_000) / 100,
    })),
    below: a.below,
  };
}

export function newSection(kind: DrillKind = 'third-card'): SectionDraft {
  return { kind, count: 10, difficulty: 'standard', constraints: {}, timed: false, timeLimitS: 10 };
}

export function newDraft(profileId = 'tasmania'): SetDraft {
  return {
    title: '',
    description: '',
    profileId,
    embedded: null,
    decks: null,
    mode: 'practice',
    overallPct: 80,
    perSkill: {},
    redLineFailsAssessment: true,
    hardTimeLimit: false,
    readTheStacks: false,
    attempts: 3,
    waitMinutes: 0,
    redLines: [...DEFAULT_RED_LINES],
    practical: false,
    areas: DEFAULT_PRACTICAL_AREAS.join('\n'),
    sections: [newSection()],
    auditionOn: false,
    ...defaultBands(),
  };
}

const num = (n: NumberBox): number | undefined => (n === null || Number.isNaN(n) ? undefined : n);
/** 80 (%) → 0.8, with no floating-point tail (0.7000000000000001). */
const fraction = (pct: number) => Math.round(pct * 100) / 10_000;
const ms = (s: number) => Math.round(s * 1000);

/** Constraints with the empty ones left out ("any" is no constraint at all). */
function cleanConstraints(c: Record<string, unknown>): Record<string, unknown> | undefined {
  const out = Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined && v !== ''));
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The drill-set document as it stands. Fields left empty are left out, so the check can say they are missing. */
export function draftToSet(d: SetDraft): Record<string, unknown> {
  const kinds = new Set(d.sections.map((s) => s.kind));
  const perSkill: Record<string, unknown> = {};
  for (const [kind, skill] of Object.entries(d.perSkill)) {
    if (!skill || !kinds.has(kind as DrillKind)) continue;
    const accuracy = num(skill.pct);
    const median = num(skill.medianS);
    if (accuracy === undefined && median === undefined) continue;
    // A time target without a pass mark is sent as it is, so the check says the pass mark is missing.
    perSkill[kind] = {
      ...(accuracy !== undefined ? { accuracy: fraction(accuracy) } : {}),
      ...(median !== undefined ? { medianMs: ms(median) } : {}),
    };
  }
  const assessment: AssessmentPolicyInput = {
    ...(num(d.attempts) !== undefined ? { attempts: d.attempts as number } : {}),
    ...(num(d.waitMinutes) !== undefined ? { waitMinutes: d.waitMinutes as number } : {}),
    redLines: d.redLineFailsAssessment ? d.redLines : [],
    ...(d.practical
      ? {
          practical: {
            areas: d.areas
              .split('\n')
              .map((a) => a.trim())
              .filter((a) => a !== ''),
          },
        }
      : {}),
  };
  const overall = num(d.overallPct);
  const decks = num(d.decks);
  return {
    format: DRILL_SET_FORMAT,
    version: DRILL_SET_VERSION,
    title: d.title.trim(),
    description: d.description,
    profile: d.embedded ?? d.profileId,
    ...(decks !== undefined ? { decks } : {}),
    sections: d.sections.map((s) => {
      const constraints = cleanConstraints(s.constraints);
      const count = num(s.count);
      const limit = num(s.timeLimitS);
      return {
        kind: s.kind,
        ...(count !== undefined ? { count } : {}),
        difficulty: s.difficulty,
        ...(constraints ? { constraints } : {}),
        // A timed section with its box empty is sent as 0 s, which the check refuses ("at least half a second").
        timeLimitMs: s.timed ? ms(limit ?? 0) : null,
      };
    }),
    passMarks: { ...(overall !== undefined ? { overall: fraction(overall) } : {}), perSkill },
    mode: d.mode,
    redLineFailsAssessment: d.redLineFailsAssessment,
    ...(d.mode === 'practice' && d.hardTimeLimit ? { hardTimeLimit: true } : {}),
    ...(d.readTheStacks ? { readTheStacks: true } : {}),
    ...(d.mode === 'assessment' ? { assessment } : {}),
    ...(d.auditionOn
      ? {
          audition: {
            // An empty box is left out, so the check says it is missing.
            bands: d.bands.map((b) => ({
              label: b.label.trim(),
              ...(num(b.coupsPerHour) !== undefined ? { minCoupsPerHour: b.coupsPerHour } : {}),
              ...(num(b.pct) !== undefined ? { minAccuracy: fraction(b.pct as number) } : {}),
            })),
            below: d.below.trim(),
          },
        }
      : {}),
  };
}

const pct = (fractionValue: number) => Math.round(fractionValue * 10_000) / 100;

/** The editor's draft of a saved (or built-in) set. */
export function setToDraft(set: DrillSet): SetDraft {
  const perSkill: Partial<Record<DrillKind, SkillDraft>> = {};
  for (const [kind, mark] of Object.entries(set.passMarks.perSkill)) {
    if (!mark) continue;
    perSkill[kind as DrillKind] = {
      pct: pct(mark.accuracy),
      medianS: mark.medianMs !== undefined ? mark.medianMs / 1000 : null,
    };
  }
  const policy = set.assessment;
  return {
    title: set.title,
    description: set.description,
    profileId: typeof set.profile === 'string' ? set.profile : set.profile.id,
    embedded: typeof set.profile === 'string' ? null : set.profile,
    decks: set.decks ?? null,
    mode: set.mode,
    overallPct: pct(set.passMarks.overall),
    perSkill,
    redLineFailsAssessment: set.redLineFailsAssessment,
    hardTimeLimit: set.hardTimeLimit === true,
    readTheStacks: set.readTheStacks === true,
    attempts: policy?.attempts ?? 3,
    waitMinutes: policy?.waitMinutes ?? 0,
    redLines: [...(policy?.redLines ?? DEFAULT_RED_LINES)],
    practical: policy?.practical !== undefined,
    areas: (policy?.practical?.areas ?? DEFAULT_PRACTICAL_AREAS).join('\n'),
    sections: set.sections.map((s) => ({
      kind: s.kind,
      count: s.count,
      difficulty: s.difficulty,
      constraints: { ...(s.constraints ?? {}) },
      timed: s.timeLimitMs !== null,
      timeLimitS: s.timeLimitMs !== null ? s.timeLimitMs / 1000 : 10,
    })),
    auditionOn: set.audition !== undefined,
    ...(set.audition
      ? {
          bands: set.audition.bands.map((b) => ({
            label: b.label,
            coupsPerHour: b.minCoupsPerHour,
            pct: pct(b.minAccuracy),
          })),
          below: set.audition.below,
        }
      : defaultBands()),
  };
}

/** Whether the profile a set carries differs from the saved profile with its id (the house rules changed since). */
export function embeddedDiffers(embedded: ProfileDocument | null, saved: TableProfile | undefined): boolean {
  if (!embedded || !saved) return false;
  return canonical(embedded) !== canonical(saved);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
