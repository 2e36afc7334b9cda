// A drill set's problems in the trainer's words, each tied to the field it is about: the set editor shows the message
// next to that field, and an import error lists the same sentences ("Section 2, Banker's point: the lowest is above
// the highest", never "sections.1.constraints.bankerPoint: ..."). The field ids are the document's paths, cut at the
// control that sets them (a constraint's key, a practical area list). The words are phrases (issue 24): messages said
// in the trainer's language, or a schema's own English message where this file has no words for it.
import type { z } from 'zod';
import { RED_LINE_REFS } from '../assessment/policy.ts';
import { drillSetWords } from './spec-refusal.ts';
import { constraintField } from './constraint-fields.ts';
import {
  DRILL_SET_FORMAT,
  DRILL_SET_VERSION,
  drillSetSchema,
  MAX_SECTION_ITEMS,
  type DrillSet,
} from './spec.ts';
import { DRILL_KINDS, type DrillKind } from './types.ts';
import { kindModule } from './kinds/index.ts';
import type { Phrase } from '../i18n/phrase.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import type { Failure } from '../result.ts';
import { failurePhrase } from '../i18n/failure.ts';
import { sectionProblem } from './generate.ts';

export interface FieldMessage {
  /** The field's id, e.g. "sections.1.constraints.bankerPoint", "passMarks.overall", "title"; "" for the whole set. */
  readonly field: string;
  /** The field as the trainer knows it: "Section 2, Banker's point"; "" for the whole set. */
  readonly label: Phrase;
  /** What is wrong, in words: "the lowest is above the highest". */
  readonly message: Phrase;
}

/** "Section 2, Banker's point: the lowest is above the highest". */
export function messageText(m: FieldMessage): Phrase {
  return m.label === '' ? m.message : ref('spec_labelled', { label: m.label, message: m.message });
}

/** "a, b, c" as the language lists things ("a、b、c" in Chinese). */
function listed(items: readonly Phrase[]): Phrase {
  return items.reduceRight((rest, first) => ref('spec_list', { first, rest }));
}

/** A drill kind's name, or the unknown one quoted as found. */
function kindName(kind: string): Phrase {
  const known = isKind(kind) ? kindModule(kind)?.label : undefined;
  return known ?? `"${kind}"`;
}

const isKind = (k: unknown): k is DrillKind => DRILL_KINDS.includes(k as DrillKind);

const TOP_LABELS: Record<string, MessageRef> = {
  format: ref('spec_top_format', {}),
  version: ref('spec_top_version', {}),
  title: ref('spec_top_title', {}),
  description: ref('spec_top_description', {}),
  profile: ref('spec_top_profile', {}),
  decks: ref('spec_top_decks', {}),
  sections: ref('spec_top_sections', {}),
  mode: ref('spec_top_mode', {}),
  redLineFailsAssessment: ref('spec_top_red_line', {}),
  passMarks: ref('spec_top_pass_marks', {}),
  assessment: ref('spec_top_assessment', {}),
};

const SECTION_LABELS: Record<string, MessageRef> = {
  kind: ref('spec_section_kind', {}),
  count: ref('spec_section_count', {}),
  difficulty: ref('spec_section_difficulty', {}),
  constraints: ref('spec_section_constraints', {}),
  timeLimitMs: ref('spec_section_time', {}),
};

// The practical areas are named "Practical areas" (fieldOf), so their entry here only says the key is known.
const ASSESSMENT_LABELS: Record<string, MessageRef> = {
  attempts: ref('spec_assessment_attempts', {}),
  waitMinutes: ref('spec_assessment_wait', {}),
  redLines: ref('spec_assessment_red_lines', {}),
  practical: ref('spec_practical_areas', {}),
};

/** "Section 2, Banker's point". */
const within = (section: Phrase, label: Phrase): MessageRef => ref('spec_field_of', { section, label });

type Path = readonly PropertyKey[];

/** The field id and its label for an issue's path, given the document (for a section's kind). */
export function fieldOf(path: Path, doc: unknown): { field: string; label: Phrase } {
  const [top, a, b, c] = path;
  const sections = (doc as { sections?: unknown } | null)?.sections;
  if (top === 'sections' && typeof a === 'number') {
    const section = ref('spec_section', { n: a + 1 });
    if (b === undefined) return { field: `sections.${a}`, label: section };
    if (b === 'constraints' && typeof c === 'string') {
      const kind = Array.isArray(sections)
        ? (sections[a] as { kind?: unknown } | undefined)?.kind
        : undefined;
      const described = isKind(kind) ? constraintField(kind, c) : undefined;
      return {
        field: `sections.${a}.constraints.${c}`,
        label: within(section, described ? described.label : ref('spec_constraint_named', { key: c })),
      };
    }
    const label = SECTION_LABELS[String(b)];
    return label
      ? { field: `sections.${a}.${String(b)}`, label: within(section, label) }
      : { field: `sections.${a}`, label: section };
  }
  if (top === 'passMarks') {
    if (a === 'overall') return { field: 'passMarks.overall', label: ref('spec_overall_pass', {}) };
    if (a === 'perSkill' && typeof b === 'string') {
      const name = kindName(b);
      if (c === 'medianMs')
        return { field: `passMarks.perSkill.${b}.medianMs`, label: ref('spec_median_target', { name }) };
      return { field: `passMarks.perSkill.${b}.accuracy`, label: ref('spec_pass_mark_of', { name }) };
    }
    return { field: 'passMarks', label: ref('spec_top_pass_marks', {}) };
  }
  if (top === 'assessment' && typeof a === 'string' && a in ASSESSMENT_LABELS) {
    const field = a === 'practical' ? 'assessment.practical.areas' : `assessment.${a}`;
    return { field, label: ASSESSMENT_LABELS[a] as MessageRef };
  }
  if (top === 'audition') return auditionField(a, b, c);
  if (top === 'profile') return { field: 'profile', label: ref('spec_top_profile', {}) };
  if (typeof top === 'string' && top in TOP_LABELS)
    return { field: top, label: TOP_LABELS[top] as MessageRef };
  return { field: '', label: '' };
}

const BAND_LABELS: Record<string, MessageRef> = {
  label: ref('spec_band_label', {}),
  minCoupsPerHour: ref('spec_band_min_coups', {}),
  minAccuracy: ref('spec_band_min_accuracy', {}),
};

/** An audition's band fields (issue 23): "Audition band 2, at least coups an hour". */
function auditionField(
  a: PropertyKey | undefined,
  b: PropertyKey | undefined,
  c: PropertyKey | undefined,
): { field: string; label: Phrase } {
  if (a === 'below') return { field: 'audition.below', label: ref('spec_audition_below', {}) };
  if (a === 'bands' && typeof b === 'number') {
    const band = ref('spec_audition_band', { n: b + 1 });
    const label = typeof c === 'string' ? BAND_LABELS[c] : undefined;
    return label
      ? { field: `audition.bands.${b}.${String(c)}`, label: within(band, label) }
      : { field: `audition.bands.${b}`, label: band };
  }
  return { field: 'audition', label: ref('spec_audition', {}) };
}

function valueAt(doc: unknown, path: Path): unknown {
  let at = doc;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

const TYPE_WORDS: Record<string, MessageRef> = {
  number: ref('spec_type_number', {}),
  string: ref('spec_type_string', {}),
  boolean: ref('spec_type_boolean', {}),
  array: ref('spec_type_array', {}),
  object: ref('spec_type_object', {}),
  int: ref('spec_type_int', {}),
};

/** The issue's message in words: schema messages written for files ("must be from 0 to 1") read as the editor shows them. */
export function issueWords(issue: z.core.$ZodIssue, field: string, doc?: unknown): Phrase {
  const m = issue.message;
  // The schema's own message (the assessment policy's "must not be negative"), a message where one says it exactly.
  const own = drillSetWords(m);
  const percent =
    field.startsWith('passMarks.') && field.endsWith('accuracy') ? true : field === 'passMarks.overall';
  if (percent && /0 to 1/.test(m)) return ref('spec_percent', {});
  if (field.startsWith('audition.bands.') && field.endsWith('.minAccuracy') && /0 to 1/.test(m))
    return ref('spec_percent', {});
  if (field.endsWith('.timeLimitMs')) {
    if (issue.code === 'too_small') return ref('spec_time_min', {});
    if (issue.code === 'too_big') return ref('spec_time_max', {});
    if (issue.code === 'invalid_type') return ref('spec_time_type', {});
  }
  if (field.endsWith('.medianMs')) return ref('spec_median_positive', {});
  if (/low at most high/.test(m)) return ref('spec_low_high', {});
  if (/^a detail needs the bets/.test(m)) return ref('spec_detail_needs_bets', {});
  if (field.startsWith('passMarks.perSkill.') && field.endsWith('.accuracy') && issue.code === 'invalid_type')
    return ref('spec_needs_pass_mark', {});
  if (field.endsWith('.kind') && issue.code === 'invalid_value') {
    return ref('spec_unknown_kind', { known: listed(DRILL_KINDS.map(kindName)) });
  }
  if (field === 'assessment.redLines' && issue.code === 'invalid_value') {
    return ref('spec_unknown_red_line', { known: listed(Object.values(RED_LINE_REFS)) });
  }
  if (field === 'version' && issue.code === 'invalid_value')
    return ref('spec_version_must', { version: DRILL_SET_VERSION });
  if (field === 'format' && issue.code === 'invalid_value')
    return ref('spec_not_drill_set_format', { format: DRILL_SET_FORMAT });
  if (field.endsWith('.count') && issue.code === 'too_small') return ref('spec_at_least', { n: '1' });
  if (field.endsWith('.count') && issue.code === 'too_big')
    return ref('spec_at_most', { n: String(MAX_SECTION_ITEMS) });
  switch (issue.code) {
    case 'invalid_type': {
      if (valueAt(doc, issue.path) === undefined) return ref('spec_missing', {});
      return ref('spec_must_be', { expected: TYPE_WORDS[issue.expected] ?? issue.expected });
    }
    case 'unrecognized_keys':
      return ref('spec_unrecognized', { keys: issue.keys.map((k) => `"${k}"`).join(', ') });
    case 'too_small':
      if (issue.origin === 'array') return Number(issue.minimum) <= 1 ? ref('spec_choose_one', {}) : own;
      if (issue.origin === 'string') return ref('spec_not_empty', {});
      return /^Too small/.test(m) ? ref('spec_at_least', { n: String(issue.minimum) }) : own;
    case 'too_big':
      return /^Too big/.test(m) ? ref('spec_at_most', { n: String(issue.maximum) }) : own;
    case 'invalid_value':
      return /^Invalid/.test(m) ? ref('spec_not_choice', {}) : own;
    default:
      return /^Invalid input/.test(m) ? ref('spec_not_valid', {}) : own;
  }
}

/** Every problem of a drill-set document, field by field, in words (empty: the document is a valid drill set). */
export function drillSetProblems(doc: unknown): FieldMessage[] {
  return checkDrillSetDraft(doc).problems;
}

/** A drill-set document checked: the document itself as a DrillSet when it is valid, else its problems in words. */
export function checkDrillSetDraft(
  doc: unknown,
):
  | { readonly set: DrillSet; readonly problems: [] }
  | { readonly set: null; readonly problems: FieldMessage[] } {
  const problems = documentProblems(doc);
  // The schema accepted the document as it is (parseDrillSet's value, without the copy).
  return problems.length > 0 ? { set: null, problems } : { set: doc as DrillSet, problems: [] };
}

function documentProblems(doc: unknown): FieldMessage[] {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return [{ field: '', label: '', message: ref('spec_not_object', {}) }];
  }
  const version = (doc as { version?: unknown }).version;
  const format = (doc as { format?: unknown }).format;
  if (format === DRILL_SET_FORMAT && typeof version === 'number' && version > DRILL_SET_VERSION) {
    return [
      {
        field: 'version',
        label: ref('spec_top_version', {}),
        message: ref('spec_newer_version', { version, current: DRILL_SET_VERSION }),
      },
    ];
  }
  const parsed = drillSetSchema.safeParse(doc);
  if (parsed.success) return [];
  const out: FieldMessage[] = [];
  for (const issue of parsed.error.issues) {
    const { field, label } = fieldOf(issue.path, doc);
    const message = issueWords(issue, field, doc);
    // The same problem twice at one field is said once (phrases compared as data: the same message and parameters).
    const same = (o: FieldMessage) =>
      o.field === field && JSON.stringify(o.message) === JSON.stringify(message);
    if (!out.some(same)) out.push({ field, label, message });
  }
  return out;
}

/**
 * A failed trial generation ("sections.1 (third-card): no coup with ... in 20,000 coups dealt: ...") tied to its
 * section's constraints, in the trainer's words: the generator's failure is a message (core/drills/generate.ts).
 */
export function generationProblem(failed: Failure): FieldMessage {
  const at = sectionProblem(failed.phrase);
  if (!at)
    return { field: '', label: '', message: ref('spec_cannot_deal', { error: failurePhrase(failed) }) };
  const n = at.section;
  const rare = typeof at.problem !== 'string' && at.problem.id === 'kindfail_no_coup';
  return {
    field: `sections.${n}.constraints`,
    label: within(ref('spec_section', { n: n + 1 }), ref('spec_section_constraints', {})),
    message: rare ? ref('spec_too_rare', {}) : ref('spec_not_dealt', { error: at.problem }),
  };
}
