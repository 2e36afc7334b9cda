// What a drill kind's constraint looks like to a trainer: a label in plain words and the control that sets it ("Banker
// point 3–6", "Bets: Perfect Pairs only"). Each kind lists its own fields on its module (constraintFields); the set
// editor builds its controls from them (core/drills/constraint-fields.ts), and
// test/core/drills/constraint-fields.test.ts checks them against every kind's zod schema. A label is a phrase (issue 24):
// a message, or English from a kind not yet converted; the editor says it in the trainer's language.
import { ref } from '../../i18n/say.ts';
import type { Phrase } from '../../i18n/phrase.ts';

export interface FieldOption {
  readonly value: string;
  readonly label: Phrase;
}

interface Base {
  readonly key: string;
  readonly label: Phrase;
  /** One line under the control, when the label alone is not enough. */
  readonly help?: Phrase;
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
  { value: 'player', label: ref('coup_winner_player', {}) },
  { value: 'banker', label: ref('coup_winner_banker', {}) },
  { value: 'tie', label: ref('coup_winner_tie', {}) },
];

/** Every kind that deals bets: round stakes as players bet them, unless the section is about odd amounts. */
export const ODD_STAKES: ConstraintField = {
  key: 'oddStakes',
  label: ref('constraint_odd_stakes', {}),
  control: 'yes-no',
  help: ref('constraint_odd_stakes_help', {}),
};

/** Coup constraints on final points (call the hand, result, whole coup). */
export const COUP_FIELDS: readonly ConstraintField[] = [
  { key: 'winner', label: ref('constraint_who_wins', {}), control: 'choice', options: WINNERS },
  {
    key: 'playerPoint',
    label: ref('constraint_player_point', {}),
    control: 'point',
    help: ref('constraint_final_point_help', {}),
  },
  {
    key: 'bankerPoint',
    label: ref('constraint_banker_point', {}),
    control: 'point',
    help: ref('constraint_final_point_help', {}),
  },
  { key: 'natural', label: ref('constraint_natural', {}), control: 'yes-no' },
  { key: 'playerThirdCard', label: ref('constraint_player_third_card', {}), control: 'yes-no' },
  { key: 'bankerThirdCard', label: ref('constraint_banker_third_card', {}), control: 'yes-no' },
];
