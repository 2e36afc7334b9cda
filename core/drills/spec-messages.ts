// A drill set's problems in the trainer's words, each tied to the field it is about: the set editor shows the message
// next to that field, and an import error lists the same sentences ("Section 2, Banker's point: the lowest is above
// the highest", never "sections.1.constraints.bankerPoint: ..."). The field ids are the document's paths, cut at the
// control that sets them (a constraint's key, a practical area list).
import type { z } from 'zod';
import { RED_LINE_LABELS } from '../assessment/policy.ts';
import { constraintField } from './constraint-fields.ts';
import {
  DRILL_SET_FORMAT,
  DRILL_SET_VERSION,
  drillSetSchema,
  MAX_SECTION_ITEMS,
  type DrillSet,
} from './spec.ts';
import { DRILL_KINDS, type DrillKind } from './types.ts';
import { KIND_LABELS } from './kinds/index.ts';
import { english } from '../i18n/phrase.ts';

export interface FieldMessage {
  /** The field's id, e.g. "sections.1.constraints.bankerPoint", "passMarks.overall", "title"; "" for the whole set. */
  readonly field: string;
  /** The field as the trainer knows it: "Section 2, Banker's point". */
  readonly label: string;
  /** What is wrong, in words: "the lowest is above the highest". */
  readonly message: string;
}

/** "Section 2, Banker's point: the lowest is above the highest". */
export function messageText(m: FieldMessage): string {
  return m.label ? `${m.label}: ${m.message}` : m.message;
}

const isKind = (k: unknown): k is DrillKind => DRILL_KINDS.includes(k as DrillKind);

const TOP_LABELS: Record<string, string> = {
  format: 'File format',
  version: 'Format version',
  title: 'Title',
  description: 'Description',
  profile: 'Table profile',
  decks: 'Decks',
  sections: 'Sections',
  mode: 'Practice or assessment',
  redLineFailsAssessment: 'Red-line errors fail the assessment',
  passMarks: 'Pass marks',
  assessment: 'Assessment',
};

const SECTION_LABELS: Record<string, string> = {
  kind: 'Drill kind',
  count: 'Items',
  difficulty: 'Difficulty',
  constraints: 'Constraints',
  timeLimitMs: 'Time limit per item',
};

const ASSESSMENT_LABELS: Record<string, string> = {
  attempts: 'Attempts allowed',
  waitMinutes: 'Wait between attempts (minutes)',
  redLines: 'Red-line errors',
  practical: 'Practical table test',
};

type Path = readonly PropertyKey[];

/** The field id and its label for an issue's path, given the document (for a section's kind). */
export function fieldOf(path: Path, doc: unknown): { field: string; label: string } {
  const [top, a, b, c] = path;
  const sections = (doc as { sections?: unknown } | null)?.sections;
  if (top === 'sections' && typeof a === 'number') {
    const section = `Section ${a + 1}`;
    if (b === undefined) return { field: `sections.${a}`, label: section };
    if (b === 'constraints' && typeof c === 'string') {
      const kind = Array.isArray(sections)
        ? (sections[a] as { kind?: unknown } | undefined)?.kind
        : undefined;
      const described = isKind(kind) ? constraintField(kind, c) : undefined;
      return {
        field: `sections.${a}.constraints.${c}`,
        label: `${section}, ${described ? english(described.label) : `constraint "${c}"`}`,
      };
    }
    const label = SECTION_LABELS[String(b)];
    return label
      ? { field: `sections.${a}.${String(b)}`, label: `${section}, ${label}` }
      : { field: `sections.${a}`, label: section };
  }
  if (top === 'passMarks') {
    if (a === 'overall') return { field: 'passMarks.overall', label: 'Overall pass mark' };
    if (a === 'perSkill' && typeof b === 'string') {
      const name = isKind(b) ? KIND_LABELS[b] : `"${b}"`;
      if (c === 'medianMs')
        return { field: `passMarks.perSkill.${b}.medianMs`, label: `Median time target, ${name}` };
      return { field: `passMarks.perSkill.${b}.accuracy`, label: `Pass mark, ${name}` };
    }
    return { field: 'passMarks', label: 'Pass marks' };
  }
  if (top === 'assessment' && typeof a === 'string' && a in ASSESSMENT_LABELS) {
    const field = a === 'practical' ? 'assessment.practical.areas' : `assessment.${a}`;
    return { field, label: a === 'practical' ? 'Practical areas' : (ASSESSMENT_LABELS[a] as string) };
  }
  if (top === 'audition') return auditionField(a, b, c);
  if (top === 'profile') return { field: 'profile', label: 'Table profile' };
  if (typeof top === 'string' && top in TOP_LABELS) return { field: top, label: TOP_LABELS[top] as string };
  return { field: '', label: '' };
}

const BAND_LABELS: Record<string, string> = {
  label: 'its name',
  minCoupsPerHour: 'at least coups an hour',
  minAccuracy: 'at least accuracy',
};

/** An audition's band fields (issue 23): "Audition band 2, at least coups an hour". */
function auditionField(a: PropertyKey | undefined, b: PropertyKey | undefined, c: PropertyKey | undefined) {
  if (a === 'below') return { field: 'audition.below', label: 'Audition, below every band' };
  if (a === 'bands' && typeof b === 'number') {
    const band = `Audition band ${b + 1}`;
    const label = typeof c === 'string' ? BAND_LABELS[c] : undefined;
    return label
      ? { field: `audition.bands.${b}.${String(c)}`, label: `${band}, ${label}` }
      : { field: `audition.bands.${b}`, label: band };
  }
  return { field: 'audition', label: 'Audition' };
}

function valueAt(doc: unknown, path: Path): unknown {
  let at = doc;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of settings',
  int: 'a whole number',
};

/** The issue's message in words: schema messages written for files ("must be from 0 to 1") read as the editor shows them. */
export function issueWords(issue: z.core.$ZodIssue, field: string, doc?: unknown): string {
  const m = issue.message;
  const percent =
    field.startsWith('passMarks.') && field.endsWith('accuracy') ? true : field === 'passMarks.overall';
  if (percent && /0 to 1/.test(m)) return 'must be from 0% to 100%';
  if (field.startsWith('audition.bands.') && field.endsWith('.minAccuracy') && /0 to 1/.test(m))
    return 'must be from 0% to 100%';
  if (field.endsWith('.timeLimitMs')) {
    if (issue.code === 'too_small') return 'must be at least half a second (or untimed)';
    if (issue.code === 'too_big') return 'must be at most 600 seconds (10 minutes)';
    if (issue.code === 'invalid_type') return 'must be a number of seconds, or untimed';
  }
  if (field.endsWith('.medianMs')) return 'must be more than 0 seconds';
  if (/low at most high/.test(m)) return 'the lowest is above the highest: give it low to high';
  if (/^a detail needs the bets/.test(m)) return 'needs the bets it applies to: tick them under "Bets on"';
  if (field.startsWith('passMarks.perSkill.') && field.endsWith('.accuracy') && issue.code === 'invalid_type')
    return 'needs a pass mark (a time target alone is not one)';
  if (field.endsWith('.kind') && issue.code === 'invalid_value') {
    const known = DRILL_KINDS.map((k) => KIND_LABELS[k]).join(', ');
    return `is not a drill kind this app knows (it knows ${known})`;
  }
  if (field === 'assessment.redLines' && issue.code === 'invalid_value') {
    return `is not a red line this app knows (it knows ${Object.values(RED_LINE_LABELS).join(', ')})`;
  }
  if (field === 'version' && issue.code === 'invalid_value') return `must be ${DRILL_SET_VERSION}`;
  if (field === 'format' && issue.code === 'invalid_value')
    return `this is not a drill set (a drill set says format "${DRILL_SET_FORMAT}")`;
  if (field.endsWith('.count') && issue.code === 'too_small') return 'must be at least 1';
  if (field.endsWith('.count') && issue.code === 'too_big') return `must be at most ${MAX_SECTION_ITEMS}`;
  switch (issue.code) {
    case 'invalid_type': {
      if (valueAt(doc, issue.path) === undefined) return 'is missing';
      const expected = TYPE_WORDS[issue.expected] ?? issue.expected;
      return `must be ${expected}`;
    }
    case 'unrecognized_keys':
      return `has ${issue.keys.map((k) => `"${k}"`).join(', ')}, which a drill set does not have`;
    case 'too_small':
      if (issue.origin === 'array') return Number(issue.minimum) <= 1 ? 'choose at least one' : m;
      if (issue.origin === 'string') return 'must not be empty';
      return /^Too small/.test(m) ? `must be at least ${String(issue.minimum)}` : m;
    case 'too_big':
      return /^Too big/.test(m) ? `must be at most ${String(issue.maximum)}` : m;
    case 'invalid_value':
      return /^Invalid/.test(m) ? 'is not one of the choices' : m;
    default:
      return /^Invalid input/.test(m) ? 'is not valid here' : m;
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
    return [{ field: '', label: '', message: 'this is not a drill set (it is not a group of settings)' }];
  }
  const version = (doc as { version?: unknown }).version;
  const format = (doc as { format?: unknown }).format;
  if (format === DRILL_SET_FORMAT && typeof version === 'number' && version > DRILL_SET_VERSION) {
    return [
      {
        field: 'version',
        label: 'Format version',
        message:
          `this file is format version ${version}, written by a newer version of the app; this app reads ` +
          `version ${DRILL_SET_VERSION}. Update the app to import it.`,
      },
    ];
  }
  const parsed = drillSetSchema.safeParse(doc);
  if (parsed.success) return [];
  const out: FieldMessage[] = [];
  for (const issue of parsed.error.issues) {
    const { field, label } = fieldOf(issue.path, doc);
    const message = issueWords(issue, field, doc);
    if (!out.some((o) => o.field === field && o.message === message)) out.push({ field, label, message });
  }
  return out;
}

/**
 * A failed trial generation ("sections.1 (third-card): no coup with ... in 20,000 coups dealt: ...") tied to its
 * section's constraints, in words.
 */
export function generationProblem(error: string): FieldMessage {
  const at = /^sections\.(\d+)/.exec(error);
  if (!at) return { field: '', label: '', message: `it cannot be dealt: ${error}` };
  const n = Number(at[1]);
  const rare = /impossible or too rare/.test(error);
  return {
    field: `sections.${n}.constraints`,
    label: `Section ${n + 1}, Constraints`,
    message: rare
      ? 'no item could be dealt with these constraints (none in 20,000 coups dealt): they cannot all hold at ' +
        'once, or too rarely; loosen one'
      : `no item could be dealt: ${error.replace(/^sections\.\d+(\.\S+)?( \([^)]*\))?:\s*/, '')}`,
  };
}
