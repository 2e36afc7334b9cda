// The cards themselves: all cards replaced once a player has handled them (Tasmania 4.4), and at mini-baccarat the
// players never touch the cards (casino guide). Both are plain statements of their clause, cited.
import { tableScene } from '../kind.ts';
import type { AreaTopic } from './topics.ts';
import { statementStep, type Builder, type Step, type Tools } from './tools.ts';

function cardsReplaced(t: Tools): Step[] {
  // The squeeze is a handling only a house that permits it shows (issue 18 N3): never a procedure the house forbids.
  const how = t.rng.pick([
    'A player picked up a card from the layout to look at it',
    ...(t.ctx.profile.squeeze ? ['The players squeezed the cards during this shoe (Tasmania 9.3)'] : []),
    'A player touched a card while the dealer was drawing',
  ]);
  const correct = 'All the cards from that shoe are replaced';
  return [
    statementStep(
      t,
      `${how}. What happens to the cards of this shoe?`,
      tableScene(t.ctx.profile, { situation: 'During the shoe.' }),
      correct,
      [
        'Only the handled card is replaced',
        'Nothing: the cards are checked at the end of play as usual',
        'The cards are reshuffled at once and the shoe starts again',
        'The handled card is put face up at the mouth of the shoe',
      ],
      'When the cards have been handled by a player during the shoe, all cards from that shoe are replaced.',
      'Tasmania 4.4',
      'cards-replaced',
    ),
  ];
}

function noTouch(t: Tools): Step[] {
  const asks = t.rng.pick([
    "asks to turn the Player's third card over",
    "reaches for the Banker's cards to look at them",
    'asks to hold the cards dealt for the Player',
  ]);
  const seat = t.rng.between(1, t.ctx.profile.seats);
  const correct = 'No: players may not handle, remove or alter any cards; the dealer handles them';
  return [
    statementStep(
      t,
      `Mini-baccarat, cards dealt face up (no squeeze). The player in seat ${seat} ${asks}. May the player do so?`,
      tableScene(t.ctx.profile, {
        players: [seat],
        situation: 'Mini-baccarat: the cards are dealt face up.',
      }),
      correct,
      [
        'Yes, if the player has the highest wager on that hand and hands the cards straight back to the dealer',
        'Yes, as long as the card stays on the table',
        "Only with the Inspector's permission",
        'Yes, once the result has been announced',
      ],
      'At mini-baccarat players may not handle, remove or alter any cards used in the game (casino guide); cards dealt face up are handled by the dealer (Tasmania 9.2), and players touch cards only in a squeeze game (9.3b).',
      'Casino guide: Mini-Baccarat; Tasmania 9.2',
      'no-touch',
    ),
  ];
}

export const CARDS: Record<AreaTopic<'cards'>, Builder> = {
  'cards-replaced': cardsReplaced,
  'no-touch': noTouch,
};
