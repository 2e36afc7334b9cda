// What a drill kind's constraint looks like to a trainer: a label in plain words and the control that sets it ("Banker
// point 3–6", "Bets: Perfect Pairs only"). Each kind lists its own fields on its module (constraintFields); the set
// editor builds its controls from them (core/drills/constraint-fields.ts), and
// test/core/drills/constraint-fields.test.ts checks them against every kind's zod schema.

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
export function words(slug: string): string {
  const text = slug.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const WINNERS: readonly FieldOption[] = [
  { value: 'player', label: 'Player wins' },
  { value: 'banker', label: 'Banker wins' },
  { value: 'tie', label: 'Tie' },
];

/** Every kind that deals bets: round stakes as players bet them, unless the section is about odd amounts. */
export const ODD_STAKES: ConstraintField = {
  key: 'oddStakes',
  label: 'Odd stakes',
  control: 'yes-no',
  help: 'Yes: bets of any amount the chips make, as for commission rounding; otherwise round stakes',
};

/** Coup constraints on final points (call the hand, result, whole coup). */
export const COUP_FIELDS: readonly ConstraintField[] = [
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
