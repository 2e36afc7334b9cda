// The cards themselves: all cards replaced once a player has handled them (Tasmania 4.4), and at mini-baccarat the
// players never touch the cards (casino guide). Both are plain statements of their clause, cited.
import { ref } from '../../../i18n/say.ts';
import { tableScene } from '../kind.ts';
import type { AreaTopic } from './topics.ts';
import { statementStep, type Builder, type Step, type Tools } from './tools.ts';

function cardsReplaced(t: Tools): Step[] {
  // The squeeze is a handling only a house that permits it shows (issue 18 N3): never a procedure the house forbids.
  // Said in the trainee's language (issue 24): every word here is a message.
  const how = t.rng.pick([
    'proc_cards_how_picked_up',
    ...(t.ctx.profile.squeeze ? (['proc_cards_how_squeezed'] as const) : []),
    'proc_cards_how_touched',
  ] as const);
  const correct = ref('proc_cards_replaced_correct', {});
  return [
    statementStep(
      t,
      ref('proc_cards_replaced_question', { how: ref(how, {}) }),
      tableScene(t.ctx.profile, { situation: ref('proc_cards_during_shoe', {}) }),
      correct,
      [
        ref('proc_cards_replaced_wrong_one', {}),
        ref('proc_cards_replaced_wrong_nothing', {}),
        ref('proc_cards_replaced_wrong_reshuffle', {}),
        ref('proc_cards_replaced_wrong_mouth', {}),
      ],
      ref('proc_cards_replaced_working', {}),
      'Tasmania 4.4',
      'cards-replaced',
    ),
  ];
}

function noTouch(t: Tools): Step[] {
  const asks = t.rng.pick([
    'proc_cards_asks_third',
    'proc_cards_asks_reach',
    'proc_cards_asks_hold',
  ] as const);
  const seat = t.rng.between(1, t.ctx.profile.seats);
  const correct = ref('proc_cards_no_touch_correct', {});
  return [
    statementStep(
      t,
      ref('proc_cards_no_touch_question', { seat, asks: ref(asks, {}) }),
      tableScene(t.ctx.profile, {
        players: [seat],
        situation: ref('proc_cards_mini_situation', {}),
      }),
      correct,
      [
        ref('proc_cards_no_touch_wrong_highest', {}),
        ref('proc_cards_no_touch_wrong_table', {}),
        ref('proc_cards_no_touch_wrong_inspector', {}),
        ref('proc_cards_no_touch_wrong_announced', {}),
      ],
      ref('proc_cards_no_touch_working', {}),
      // eslint-disable-next-line local/no-literal-text -- a rule citation, kept as the rule documents write it (like "Tasmania 9.2")
      'Casino guide: Mini-Baccarat; Tasmania 9.2',
      'no-touch',
    ),
  ];
}

export const CARDS: Record<AreaTopic<'cards'>, Builder> = {
  'cards-replaced': cardsReplaced,
  'no-touch': noTouch,
};
