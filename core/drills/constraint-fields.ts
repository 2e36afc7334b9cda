// Each drill kind's constraints as a trainer sees them: a label in plain words and the control that sets it ("Banker
// point 3–6", "Bets: Perfect Pairs only", "Irregularity: card exposed in the shoe"). The set editor builds its
// controls from this table; test/core/drills/constraint-fields.test.ts checks it against every kind's zod schema,
// so a constraint added to a kind cannot be left out of the editor.
import { BET_LABELS, BET_NAMES } from '../bets.ts';
import { formatCents } from '../money.ts';
import { IRREGULARITY_KINDS, type IrregularityKind } from '../irregularities.ts';
import { SCENARIO_VARIANTS } from '../irregularities/generate.ts';
import { PROCEDURE_TOPICS } from './kinds/procedure/topics.ts';
import type { DrillKind } from './types.ts';
import { CHIP_TOPICS, type ChipTopic } from './kinds/chips.ts';
import { DEALER_MISTAKES, MISTAKE_WORDS } from './kinds/dealer-check.ts';

const CHIP_TOPIC_LABELS: Record<ChipTopic, string> = {
  'read-bet': 'Read the bet',
  pay: 'Pay in chips',
  'colour-up': 'Colour up',
  'colour-down': 'Colour down (change)',
  cut: 'Sizing and cutting',
  commission: 'Commission box paid with change (box tables)',
};

export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

interface Base {
  readonly key: string;
  readonly label: string;
  /** One line under the control, when the label alone is not enough. */
  readonly help?: string;
}

/** A point 0–9: one value, or a range low–high (stored as a number or a [low, high] pair). */
export type PointField = Base & { readonly control: 'point' };
/** Any (left out), or one of the options. */
export type ChoiceField = Base & { readonly control: 'choice'; readonly options: readonly FieldOption[] };
/** Any (left out), yes or no. */
export type YesNoField = Base & { readonly control: 'yes-no' };
/** Any (left out), or a whole number in [min, max]. */
export type NumberField = Base & { readonly control: 'number'; readonly min: number; readonly max: number };
/** Any (left out), or some of the options (at least one). */
export type ManyField = Base & { readonly control: 'many'; readonly options: readonly FieldOption[] };
/** Any (left out), or a short text. */
export type TextField = Base & { readonly control: 'text'; readonly maxLength: number };
/** Any (left out), or an amount range { min, max } in cents, entered in currency units. */
export type MoneyRangeField = Base & { readonly control: 'money-range' };

export type ConstraintField =
  PointField | ChoiceField | YesNoField | NumberField | ManyField | TextField | MoneyRangeField;

/** "mouth-of-shoe-reshuffle" → "Mouth of shoe reshuffle": slugs the engine uses, readable as they stand. */
function words(slug: string): string {
  const text = slug.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const WINNERS: readonly FieldOption[] = [
  { value: 'player', label: 'Player wins' },
  { value: 'banker', label: 'Banker wins' },
  { value: 'tie', label: 'Tie' },
];

export const IRREGULARITY_LABELS: Record<IrregularityKind, string> = {
  'player-card-in-error': "Player's hand given a card in error (14.1)",
  'excess-card': 'Excess card drawn (14.2)',
  'banker-card-for-player': "Banker given the Player's third card (14.3)",
  'face-up-in-shoe': 'Card exposed in the shoe (14.4)',
  'insufficient-cards': 'Not enough cards to finish the coup (14.5)',
  'order-unknown': 'Order of the cards unknown (14.6)',
  'last-coup': 'Last coup of the shoe (9.4)',
};

/** Every kind that deals bets: round stakes as players bet them, unless the section is about odd amounts. */
const ODD_STAKES: ConstraintField = {
  key: 'oddStakes',
  label: 'Odd stakes',
  control: 'yes-no',
  help: 'Yes: bets of any amount the chips make, as for commission rounding; otherwise round stakes',
};

const VARIANTS = [...new Set(Object.values(SCENARIO_VARIANTS).flat())];

/** Coup constraints on final points (call the hand, result, whole coup). */
const COUP: readonly ConstraintField[] = [
  { key: 'winner', label: 'Who wins', control: 'choice', options: WINNERS },
  {
    key: 'playerPoint',
    label: "Player's point",
    control: 'point',
    help: 'Final point, one value or a range',
  },
  {
    key: 'bankerPoint',
    label: "Banker's point",
    control: 'point',
    help: 'Final point, one value or a range',
  },
  { key: 'natural', label: 'A natural 8 or 9', control: 'yes-no' },
  { key: 'playerThirdCard', label: 'Player draws a third card', control: 'yes-no' },
  { key: 'bankerThirdCard', label: 'Banker draws a third card', control: 'yes-no' },
];

export const CONSTRAINT_FIELDS: Record<DrillKind, readonly ConstraintField[]> = {
  'dealer-check': [
    {
      key: 'mistakePercent',
      label: 'Coups with a mistake (%)',
      control: 'number',
      min: 0,
      max: 100,
      help: 'Default 50: about half the coups have one mistake, the rest are clean',
    },
    {
      key: 'mistakes',
      label: 'Mistakes to inject',
      control: 'many',
      options: DEALER_MISTAKES.map((m) => ({ value: m, label: MISTAKE_WORDS[m].split(':')[0] as string })),
    },
    ODD_STAKES,
  ],
  chips: [
    {
      key: 'topics',
      label: 'Chip skills',
      control: 'many',
      options: CHIP_TOPICS.map((t) => ({ value: t, label: CHIP_TOPIC_LABELS[t] })),
    },
    {
      key: 'hideAmounts',
      label: 'Read the stacks',
      control: 'yes-no',
      help: 'Yes: no amount is written beside any pile; the trainee reads the chips',
    },
  ],
  'call-hand': COUP,
  result: COUP,
  'whole-coup': COUP,
  'third-card': [
    { key: 'playerPoint', label: "Player's two-card point", control: 'point' },
    { key: 'bankerPoint', label: "Banker's two-card point", control: 'point' },
    { key: 'natural', label: 'A natural 8 or 9', control: 'yes-no' },
    { key: 'playerThirdCard', label: 'Player draws a third card', control: 'yes-no' },
    {
      key: 'playerThirdValue',
      label: "Player's third card",
      control: 'point',
      help: 'Its value 0–9 (tens and pictures count 0); the Player then draws',
    },
    { key: 'bankerDraws', label: 'Banker draws', control: 'yes-no' },
  ],
  payout: [
    {
      key: 'bets',
      label: 'Bets on',
      control: 'many',
      options: BET_NAMES.map((b) => ({ value: b, label: BET_LABELS[b] })),
      help: 'Only these bets (the table profile must offer them)',
    },
    {
      key: 'outcome',
      label: 'The bet',
      control: 'choice',
      options: [
        { value: 'win', label: 'wins' },
        { value: 'lose', label: 'loses' },
        { value: 'push', label: 'is a push (stands)' },
      ],
    },
    {
      key: 'detail',
      label: 'Settlement detail',
      control: 'text',
      maxLength: 60,
      help: 'For example "coloured pair" or "win by 9"; needs the bets chosen',
    },
    {
      key: 'stake',
      label: 'Stake from/to',
      control: 'money-range',
      help: "Only stakes in this range, within the table's limits",
    },
    ODD_STAKES,
  ],
  commission: [
    {
      key: 'mode',
      label: 'Commission',
      control: 'choice',
      options: [
        { value: 'single', label: 'On one winning Banker bet' },
        { value: 'box', label: 'The commission box over several coups' },
        { value: 'owed', label: 'Owed by one player over several wins' },
      ],
    },
    { key: 'coups', label: 'Coups in the box (or Banker wins owed)', control: 'number', min: 2, max: 8 },
    ODD_STAKES,
  ],
  'settle-table': [
    { key: 'seats', label: 'Seats with bets', control: 'number', min: 1, max: 9 },
    { key: 'sideBets', label: 'Side bets on the layout', control: 'yes-no' },
    { key: 'winner', label: 'Who wins', control: 'choice', options: WINNERS },
    ODD_STAKES,
  ],
  'pace-lab': [
    { key: 'seats', label: 'Seats with bets', control: 'number', min: 1, max: 9 },
    { key: 'sideBets', label: 'Side bets on the layout', control: 'yes-no' },
    ODD_STAKES,
  ],
  irregularity: [
    {
      key: 'irregularity',
      label: 'Irregularity',
      control: 'choice',
      options: IRREGULARITY_KINDS.map((k) => ({ value: k, label: IRREGULARITY_LABELS[k] })),
    },
    {
      key: 'variant',
      label: 'How it turns out',
      control: 'choice',
      options: VARIANTS.map((v) => ({ value: v, label: words(v) })),
      help: 'Needs the irregularity chosen',
    },
  ],
  procedure: [
    {
      key: 'area',
      label: 'Rule area',
      control: 'choice',
      options: Object.keys(PROCEDURE_TOPICS).map((a) => ({ value: a, label: words(a) })),
    },
    {
      key: 'topic',
      label: 'Topic',
      control: 'choice',
      options: Object.values(PROCEDURE_TOPICS)
        .flat()
        .map((t) => ({ value: t, label: words(t) })),
      help: 'One topic of the rule area',
    },
    ODD_STAKES,
  ],
};

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
  switch (field.control) {
    case 'point':
      return Array.isArray(value)
        ? `${field.label} ${value[0]}–${value[1]}`
        : `${field.label} ${String(value)}`;
    case 'yes-no':
      return value ? field.label : `${field.label}: no`;
    case 'choice':
      return `${field.label}: ${field.options.find((o) => o.value === value)?.label ?? String(value)}`;
    case 'many':
      return `${field.label} ${(value as string[])
        .map((v) => field.options.find((o) => o.value === v)?.label ?? v)
        .join(', ')} only`;
    case 'money-range': {
      const r = value as { min: number; max: number };
      return `${field.label} ${formatCents(r.min, '')}–${formatCents(r.max, '')}`;
    }
    default:
      return `${field.label}: ${String(value)}`;
  }
}
