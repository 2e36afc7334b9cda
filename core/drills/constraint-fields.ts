// Each drill kind's constraints as a trainer sees them: a label in plain words and the control that sets it ("Banker
// point 3–6", "Bets: Perfect Pairs only", "Irregularity: card exposed in the shoe"). Each kind lists its fields on its
// module (core/drills/kinds/, constraintFields); the set editor builds its controls from CONSTRAINT_FIELDS, gathered
// from the registry. test/core/drills/constraint-fields.test.ts checks them against every kind's zod schema, so a
// constraint added to a kind cannot be left out of the editor.
import { formatCents } from '../money.ts';
import { english } from '../i18n/phrase.ts';
import type { IrregularityKind } from '../irregularities.ts';
import { SCENARIO_VARIANTS } from '../irregularities/generate.ts';
import { PROCEDURE_TOPICS } from './kinds/procedure/topics.ts';
import type { DrillKind } from './types.ts';
import { CONSTRAINT_FIELDS } from './kinds/index.ts';
import type { ChoiceField, ConstraintField, FieldOption } from './kinds/constraint-field.ts';

export type {
  ChoiceField,
  ConstraintField,
  FieldOption,
  ManyField,
  MoneyRangeField,
  NumberField,
  PointField,
  TextField,
  YesNoField,
} from './kinds/constraint-field.ts';
export { CONSTRAINT_FIELDS };
export { IRREGULARITY_LABELS } from './kinds/irregularity.ts';

/** The options offered for a field given the other constraints (a variant of the chosen irregularity, a topic of the area). */
export function fieldOptions(
  field: ChoiceField,
  constraints: Readonly<Record<string, unknown>>,
): readonly FieldOption[] {
  if (field.key === 'variant' && typeof constraints.irregularity === 'string') {
    const allowed: readonly string[] = SCENARIO_VARIANTS[constraints.irregularity as IrregularityKind] ?? [];
    return field.options.filter((o) => allowed.includes(o.value));
  }
  if (field.key === 'topic' && typeof constraints.area === 'string') {
    const allowed: readonly string[] =
      (PROCEDURE_TOPICS as Record<string, readonly string[]>)[constraints.area] ?? [];
    return field.options.filter((o) => allowed.includes(o.value));
  }
  return field.options;
}

/** The constraint field of a kind with this key (for messages that name it). */
export function constraintField(kind: DrillKind, key: string): ConstraintField | undefined {
  return CONSTRAINT_FIELDS[kind].find((f) => f.key === key);
}

/** A constraint in words, for the sections list: "Banker's point 3–6", "Bets on Perfect Pair (Player)". */
export function constraintInWords(field: ConstraintField, value: unknown): string {
  if (value === undefined) return '';
  // In English, as before issue 24: the labels are phrases now (kinds/constraint-field.ts).
  const label = english(field.label);
  const option = (v: unknown): string => {
    const found = 'options' in field ? field.options.find((o) => o.value === v) : undefined;
    return found ? english(found.label) : String(v);
  };
  switch (field.control) {
    case 'point':
      return Array.isArray(value) ? `${label} ${value[0]}–${value[1]}` : `${label} ${String(value)}`;
    case 'yes-no':
      return value ? label : `${label}: no`;
    case 'choice':
      return `${label}: ${option(value)}`;
    case 'many':
      return `${label} ${(value as string[]).map(option).join(', ')} only`;
    case 'money-range': {
      const r = value as { min: number; max: number };
      return `${label} ${formatCents(r.min, '')}–${formatCents(r.max, '')}`;
    }
    default:
      return `${label}: ${String(value)}`;
  }
}
