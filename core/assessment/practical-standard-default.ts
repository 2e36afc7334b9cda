// The practical standard a new installation starts from, written from how dealer schools assess at the table
// (docs: /work/shared/DEALING.md) and the Tasmanian Baccarat Rules (cited by section). A C means "retake this area";
// the school edits the criteria, the pass rule and the red lines in trainer mode.
import type { PracticalStandard, StandardArea } from './practical-standard.ts';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { say, type MessageId } from '../i18n/say.ts';

/** The standard is the school's document, edited in trainer mode and stored as words: it starts in English, its
 *  words kept in messages/ (practical_*; policy_area_* for the areas' names), each a message without parameters. */
const en = (id: MessageId): string => say({ id, params: {} }, BASE_LANGUAGE);

const RETAKE_C: StandardArea['outcomes'] = { A: 'pass', B: 'pass', C: 'retake', fail: 'fail' };

export const DEFAULT_STANDARD: PracticalStandard = {
  title: en('practical_default_title'),
  areas: [
    {
      name: en('policy_area_shuffle'),
      criteria: {
        A: en('practical_shuffle_a'),
        B: en('practical_shuffle_b'),
        C: en('practical_shuffle_c'),
        fail: en('practical_shuffle_fail'),
      },
      outcomes: RETAKE_C,
    },
    {
      name: en('policy_area_pace'),
      criteria: {
        A: en('practical_pace_a'),
        B: en('practical_pace_b'),
        C: en('practical_pace_c'),
        fail: en('practical_pace_fail'),
      },
      outcomes: RETAKE_C,
    },
    {
      name: en('policy_area_calls'),
      criteria: {
        A: en('practical_calls_a'),
        B: en('practical_calls_b'),
        C: en('practical_calls_c'),
        fail: en('practical_calls_fail'),
      },
      outcomes: RETAKE_C,
    },
    {
      name: en('policy_area_settlement'),
      criteria: {
        A: en('practical_settlement_a'),
        B: en('practical_settlement_b'),
        C: en('practical_settlement_c'),
        fail: en('practical_settlement_fail'),
      },
      outcomes: RETAKE_C,
    },
    {
      name: en('policy_area_chips'),
      criteria: {
        A: en('practical_chips_a'),
        B: en('practical_chips_b'),
        C: en('practical_chips_c'),
        fail: en('practical_chips_fail'),
      },
      outcomes: RETAKE_C,
    },
    {
      name: en('policy_area_protection'),
      criteria: {
        A: en('practical_protection_a'),
        B: en('practical_protection_b'),
        C: en('practical_protection_c'),
        fail: en('practical_protection_fail'),
      },
      outcomes: RETAKE_C,
    },
  ],
  redLines: [
    {
      id: 'exposed-card',
      label: en('practical_red_exposed_card'),
      fails: 'practical',
      rule: 'Tasmania 5.1',
    },
    {
      id: 'paid-before-taking',
      label: en('practical_red_paid_before_taking'),
      fails: 'area',
      area: en('policy_area_settlement'),
    },
    {
      id: 'paid-losing-bet',
      label: en('pdf_red_paying_losing_bet'),
      fails: 'practical',
      rule: 'Tasmania 12',
    },
    {
      id: 'took-winning-bet',
      label: en('pdf_red_taking_winning_bet'),
      fails: 'practical',
      rule: 'Tasmania 12',
    },
    {
      id: 'drawing-error',
      label: en('practical_red_drawing_error'),
      fails: 'practical',
      rule: 'Tasmania 11',
    },
    { id: 'chips-unattended', label: en('practical_red_chips_unattended'), fails: 'practical' },
    {
      id: 'late-bet',
      label: en('practical_red_late_bet'),
      fails: 'area',
      area: en('policy_area_protection'),
      rule: 'Tasmania 6.3',
    },
    {
      id: 'card-returned',
      label: en('practical_red_card_returned'),
      fails: 'practical',
      rule: 'Tasmania 14.2',
    },
    {
      id: 'cut-short',
      label: en('practical_red_cut_short'),
      fails: 'area',
      area: en('policy_area_shuffle'),
      rule: 'Tasmania 5.3',
    },
  ],
};
