// Wagers at the table: chips only (Tasmania 6.1), "No more bets" (6.3), standing players (6.4), Deltin's change of
// bets after a tie (Deltin guide) and the Federal Baccarat notice (13). Answers from core/wagers.ts or, where a clause
// is a plain statement, that statement with the clause cited.
import { BET_LABELS } from '../../../bets.ts';
import { stakeWords } from '../../read-the-stacks.ts';
import {
  lateWager,
  MAX_STANDING_PLAYERS,
  standingPlayers,
  wagerMedium,
  type LateAction,
} from '../../../wagers.ts';
import { tableScene } from '../kind.ts';
import { betId } from '../payout.ts';
import { betAmount, oddStakes } from '../stake.ts';
import type { AreaTopic } from './topics.ts';
import { dealtSoFar, statementStep, verdictStep, type Builder, type Step, type Tools } from './tools.ts';

function chipsOnly(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const on = t.rng.pick(['player', 'banker', 'tie'] as const);
  const medium = t.rng.pick(['chips', 'cash', 'cash'] as const);
  // A stake as players bet it, in chips or in banknotes.
  const amount = betAmount(p, on, t.ctx.difficulty, t.rng, oddStakes(t.ctx.constraints));
  const v = wagerMedium(medium);
  // Chips stand on the table (read from the stack when the set reads the stacks); banknotes are not drawn.
  const what =
    medium === 'cash'
      ? `puts ${t.m(amount)} in banknotes`
      : `places ${stakeWords(t.ctx, t.m(amount))} in chips`;
  return [
    verdictStep(
      t,
      `Before the deal, the player in seat ${seat} ${what} on the ${BET_LABELS[on]} area and asks to play it as it is. Does the wager play as placed?`,
      // Chips stand on the area as a bet; banknotes are not drawn, but the player is at the seat.
      tableScene(p, {
        ...(medium === 'chips' ? { bets: [{ id: betId(seat, on), seat, on, amount }] } : { players: [seat] }),
        situation: 'Place your bets.',
      }),
      v,
      medium === 'cash' ? 'wager-cash' : 'wager-chips',
    ),
  ];
}

function noMoreBets(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const on = t.rng.pick(['player', 'banker', 'tie'] as const);
  const action: LateAction = t.rng.pick(['make', 'withdraw', 'increase'] as const);
  const cardsDealt = t.rng.pick([0, 1, 1, 2, 3, 4] as const);
  const v = lateWager(action, cardsDealt);
  const amount = betAmount(p, on, t.ctx.difficulty, t.rng, oddStakes(t.ctx.constraints));
  const moment =
    cardsDealt === 0
      ? 'The dealer has not yet dealt the first card.'
      : `"No more bets" has been called and ${cardsDealt === 1 ? 'the first card has' : `${cardsDealt} cards have`} been dealt.`;
  // A wager already on the table is read from its stack when the set reads the stacks.
  const placed = t.ctx.readTheStacks ? 'the' : `the ${t.m(amount)}`;
  const wants = {
    make: `place a new ${t.m(amount)} wager on ${BET_LABELS[on]}`,
    withdraw: `take back ${placed} wager on ${BET_LABELS[on]}`,
    increase: `add chips to ${placed} wager on ${BET_LABELS[on]}`,
  }[action];
  return [
    verdictStep(
      t,
      `${moment} The player in seat ${seat} wants to ${wants}. Is that allowed?`,
      tableScene(p, {
        bets: action === 'make' ? [] : [{ id: betId(seat, on), seat, on, amount }],
        players: [seat],
        ...dealtSoFar(t, cardsDealt),
        situation: cardsDealt === 0 ? 'Place your bets.' : 'No more bets.',
      }),
      v,
      cardsDealt === 0 ? 'late-wager-before' : `late-wager-${action}`,
    ),
  ];
}

function standing(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const count = t.rng.between(1, MAX_STANDING_PLAYERS + 2);
  const v = standingPlayers(count);
  return [
    verdictStep(
      t,
      `${count === 1 ? 'A standing player wants' : `${count} standing players want`} to wager with the seated player on seat ${seat}'s betting space. May ${count === 1 ? 'that player' : count === 2 ? 'both' : `all ${count}`} wager there?`,
      tableScene(p, { players: [seat], situation: 'Place your bets.' }),
      v,
      count <= MAX_STANDING_PLAYERS ? 'standing-allowed' : 'standing-too-many',
    ),
  ];
}

function deltinTie(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const on = t.rng.pick(['player', 'banker'] as const);
  const amount = betAmount(p, on, t.ctx.difficulty, t.rng, oddStakes(t.ctx.constraints));
  const correct = 'Keep it, or alter it: increase or reduce it, for the next hand';
  return [
    statementStep(
      t,
      `The hand is a Tie. Seat ${seat} has ${stakeWords(t.ctx, t.m(amount))} on ${BET_LABELS[on]}. Before the next hand, what may the player do with that wager?`,
      tableScene(p, { bets: [{ id: betId(seat, on), seat, on, amount }], situation: 'Tie.' }),
      correct,
      [
        'Nothing: the wager stays as it is until it wins or loses',
        'Take it down only; it may not be increased',
        'Increase it only; it may not be reduced',
        'It is returned to the player, who must place a new bet from scratch for the next hand',
        'Move it to the Tie area only',
      ],
      'On a tie, players may elect to sustain or alter, increase or reduce, their original bets for the next hand.',
      'Deltin guide: change of bets after a tie',
      'deltin-tie-change',
    ),
  ];
}

function federalNotice(t: Tools): Step[] {
  const correct = 'A notice at the table saying Federal Baccarat is played';
  return [
    statementStep(
      t,
      'The casino decides to play Federal Baccarat at this table (Banker wins pay 1:1, except a Banker win on six pays half). What must be displayed at the table?',
      tableScene(t.ctx.profile, { situation: 'Federal Baccarat (Tasmania 13).' }),
      correct,
      [
        'Nothing: the dealer announces it at the start of each shoe',
        'Only the usual minimum and maximum wagers',
        'A notice of the maximum collective liability',
        'A distinctive marker at each seat',
        'The players must each consent in writing',
      ],
      'If the casino operator decides to play Federal Baccarat at a table, a notice to that effect must be displayed at the table.',
      'Tasmania 13',
      'federal-notice',
    ),
  ];
}

export const WAGERS: Record<AreaTopic<'wagers'>, Builder> = {
  'chips-only': chipsOnly,
  'no-more-bets': noMoreBets,
  'standing-players': standing,
  'deltin-tie': deltinTie,
  'federal-notice': federalNotice,
};
