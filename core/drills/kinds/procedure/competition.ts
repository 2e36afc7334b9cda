// Competition play (Tasmania 16.4-16.8): the puck, changing a wager, topping up, secret wagers, play-off coups.
// Answers from core/competition.ts.
import { BET_LABELS } from '../../../bets.ts';
import { cardLabel, cardName, orderedDecks, type Card } from '../../../cards.ts';
import {
  bettingSequence,
  firstPuck,
  judgeSecretWager,
  mayAlterWager,
  nextPuck,
  playOffCoups,
  topUp,
  type CompetitionArea,
  type SecretWagerInput,
  type WagerChange,
} from '../../../competition.ts';
import { tableScene } from '../kind.ts';
import { amountUnit, betId } from '../payout.ts';
import type { AreaTopic } from './topics.ts';
import {
  amountKey,
  choiceKey,
  lettered,
  seatOptions,
  seatsText,
  someSeats,
  unwrap,
  YES_NO,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

function competitionLimits(t: Tools) {
  return { ...t.ctx.profile.limits.main, unit: t.ctx.profile.competition?.unit ?? amountUnit(t.ctx.profile) };
}

function puck(t: Tools): Step[] {
  const inGame = someSeats(t.rng, t.ctx.profile.seats, 2);
  const start = t.rng.nextInt(3) === 0;
  const from = t.rng.pick(inGame);
  const puckSeat = unwrap(start ? firstPuck(inGame) : nextPuck(from, inGame));
  const order = unwrap(bettingSequence(inGame, puckSeat));
  return [
    {
      question: start
        ? `A competition session begins with players in seats ${seatsText(inGame)}. In front of which seat does the dealer place the puck?`
        : `Competition play, players in seats ${seatsText(inGame)}. The puck was in front of seat ${from} for the coup just finished. Where does it go for the next coup?`,
      scene: tableScene(t.ctx.profile, { situation: 'Competition play (Tasmania 16).' }),
      form: { type: 'choice', options: seatOptions(inGame) },
      key: choiceKey(
        String(puckSeat),
        `Seat ${puckSeat}`,
        start
          ? `The puck starts with the player at the dealer's immediate right, the lowest seat in play; betting then goes anticlockwise: ${order.join(', ')}.`
          : `After each coup the puck moves anticlockwise to the next player in the game (next higher seat, from the highest back to the lowest); the betting order is then ${order.join(', ')}.`,
        start ? 'Tasmania 16.5.4' : 'Tasmania 16.5.5',
        [start ? 'puck-start' : 'puck-move'],
        t,
      ),
    },
  ];
}

function tieChange(t: Tools): Step[] {
  const seats = someSeats(t.rng, t.ctx.profile.seats, 2);
  const seat = t.rng.pick(seats);
  const l = competitionLimits(t);
  const amount = l.min + l.unit * t.rng.between(0, 20);
  const when = t.rng.pick(['after-tie', 'after-tie', 'placed', 'out-of-sequence'] as const);
  const area: CompetitionArea =
    when === 'after-tie'
      ? t.rng.pick(['player', 'banker'] as const)
      : t.rng.pick(['player', 'banker', 'player', 'banker', 'tie'] as const);
  const change: WagerChange =
    when === 'after-tie'
      ? { when, area: area as 'player' | 'banker' }
      : { when: 'placed', area, outOfSequence: when === 'out-of-sequence' };
  const v = mayAlterWager(change);
  const label = BET_LABELS[area];
  const wish = t.rng.pick(['increase', 'reduce', 'withdraw'] as const);
  const wants = wish === 'withdraw' ? 'take back' : wish;
  const others = seats.filter((s) => s !== seat);
  const puckSeat = t.rng.pick(others.length > 0 ? others : seats);
  // Every wager asked about is still on the layout: left standing by a Tie (6.8), or placed for the coup in progress.
  const situation =
    when === 'after-tie'
      ? `The last coup was a Tie, so seat ${seat}'s ${t.m(amount)} wager on the ${label} area stands. Before the next coup is dealt, the player wants to ${wants} it. Is that allowed?`
      : when === 'placed'
        ? `Wagers are being placed for the next coup. Seat ${seat} has placed ${t.m(amount)} on the ${label} area in turn and, before the cards are dealt, wants to ${wants} it. Is that allowed?`
        : `Wagers are being placed for the next coup; the puck is in front of seat ${puckSeat}. Seat ${seat} put ${t.m(amount)} on the ${label} area before its turn in the betting sequence and, before the cards are dealt, wants to ${wants} it. Is that allowed?`;
  return [
    {
      question: `Competition play. ${situation}`,
      scene: tableScene(t.ctx.profile, {
        bets: [{ id: betId(seat, area), seat, on: area, amount }],
        situation: 'Competition play (Tasmania 16).',
      }),
      form: { type: 'choice', options: YES_NO },
      key: choiceKey(
        v.allowed ? 'y' : 'n',
        v.allowed ? 'Yes' : 'No',
        `${v.reason}.`,
        v.rule,
        [
          when === 'after-tie'
            ? 'comp-tie-change'
            : when === 'placed'
              ? 'comp-no-alter'
              : 'comp-out-of-sequence',
        ],
        t,
      ),
    },
  ];
}

function topUpStep(t: Tools): Step[] {
  const l = competitionLimits(t);
  const amount = Math.max(
    l.unit,
    l.min - l.unit * t.rng.between(1, Math.max(1, Math.floor((l.min - 1) / l.unit))),
  );
  const r = topUp(amount, l, t.m);
  const seat = t.rng.between(1, t.ctx.profile.seats);
  return [
    {
      question: `Competition play, minimum ${t.m(l.min)}. Seat ${seat} wagers ${t.m(amount)}. How much must the player add?`,
      scene: tableScene(t.ctx.profile, {
        bets: [{ id: betId(seat, 'banker'), seat, on: 'banker', amount }],
        situation: 'Competition play (Tasmania 16).',
      }),
      form: { type: 'amount', label: 'Add' },
      key: amountKey(
        r.add,
        `${t.m(l.min)} − ${t.m(amount)} = ${t.m(r.add)}: ${r.reason}.`,
        r.rule,
        ['comp-top-up'],
        t,
      ),
    },
  ];
}

function secretWager(t: Tools): Step[] {
  const l = competitionLimits(t);
  const u = l.unit;
  const within = (lo: number, hi: number): number => Math.max(lo, Math.floor(t.rng.between(lo, hi) / u) * u);
  const chipsHeld = within(l.min * 3, l.max * 2);
  const on: CompetitionArea = t.rng.pick(['player', 'banker', 'tie'] as const);
  const fault = t.rng.pick(['none', 'under', 'over', 'chips', 'total', 'form'] as const);
  let input: SecretWagerInput = {
    wager: { on, amount: within(l.min, Math.min(l.max, chipsHeld)) },
    limits: l,
    chipsHeld,
    chipWager: null,
  };
  if (fault === 'none' && t.rng.nextInt(3) === 0) {
    // A chip wager on the same coup that keeps the total within the maximum (16.6.3).
    const chip = within(l.min, Math.floor(l.max / 2));
    const secret = within(l.min, Math.max(l.min, l.max - chip));
    if (chip + secret <= l.max) {
      input = {
        ...input,
        chipsHeld: l.max * 3,
        chipWager: { on: on === 'tie' ? 'banker' : on, amount: chip },
        wager: { on, amount: secret },
      };
    }
  }
  if (fault === 'under') input = { ...input, wager: { on, amount: Math.max(u, l.min - u) } };
  if (fault === 'over')
    input = { ...input, chipsHeld: l.max * 3, wager: { on, amount: l.max + u * t.rng.between(1, 10) } };
  if (fault === 'chips') {
    const held = within(l.min, Math.max(l.min, l.max - u));
    input = { ...input, chipsHeld: held, wager: { on, amount: held + u * t.rng.between(1, 5) } };
  }
  if (fault === 'total') {
    const chip = within(l.min, Math.floor(l.max / 2));
    input = {
      ...input,
      chipsHeld: l.max * 3,
      chipWager: { on: on === 'tie' ? 'banker' : on, amount: chip },
      wager: { on, amount: l.max - chip + u * t.rng.between(1, 10) },
    };
  }
  if (fault === 'form') input = { ...input, wager: { on, amount: null } };
  const v = judgeSecretWager({ ...input, format: t.m });
  const written = input.wager.amount;
  const form =
    written === null
      ? `a secret wager on ${BET_LABELS[on]} with the amount in words and figures left blank`
      : `a secret wager of ${t.m(written)} on ${BET_LABELS[on]}`;
  const chip = input.chipWager
    ? ` The player also has ${t.m(input.chipWager.amount)} in chips on ${BET_LABELS[input.chipWager.on]}.`
    : '';
  const reason = `${v.reason}.`;
  const situation = `Competition play, limits ${t.m(l.min)} to ${t.m(l.max)}. The player in seat ${t.rng.between(1, t.ctx.profile.seats)} holds ${t.m(input.chipsHeld)} in chips and hands the dealer ${form}.${chip}`;
  const scene = tableScene(t.ctx.profile, { situation });
  const case_ = [`secret-${fault}`];
  // The second step is a choice among the same kinds of outcome whatever the form, so it gives nothing away about the
  // first: settled at an amount, no wager with the minimum deducted (16.6.10d), or referred (no amount in the rules).
  const settled = (c: number) => `Settled at ${t.m(c)}`;
  const noWager = `No wager stands; ${t.m(l.min)} is deducted from the player's chips`;
  const referred = 'Referred to the Competition Director: the rules give no amount';
  const correct = v.referToDirector ? referred : v.deemed === null ? noWager : settled(v.deemed);
  const amounts = [written, l.min, l.max, input.chipsHeld, l.max - (input.chipWager?.amount ?? 0)].filter(
    (a): a is number => a !== null && a > 0,
  );
  const o = lettered(t.rng, correct, [referred, noWager, ...amounts.map(settled)]);
  return [
    {
      question: 'Does the secret wager comply with the rules?',
      scene,
      form: { type: 'choice', options: YES_NO },
      key: choiceKey(v.valid ? 'y' : 'n', v.valid ? 'Yes' : 'No', reason, v.rule, case_, t),
    },
    {
      question: 'The coup is over. What happens to the secret wager?',
      scene,
      form: { type: 'choice', options: o.options },
      key: choiceKey(o.answer, correct, reason, v.rule, case_, t),
    },
  ];
}

function playOff(t: Tools): Step[] {
  const card: Card = t.rng.pick(orderedDecks(1));
  const n = playOffCoups(card);
  const face = Number(card[0]);
  const o = lettered(t.rng, `${n}`, [
    '0',
    String(n + 1),
    String(Number.isNaN(face) ? 1 : Math.max(0, n - 1)),
    '11',
    '5',
    '13',
  ]);
  return [
    {
      question: `Two players finish the session level. A card is drawn from a new shoe to set the number of play-off coups: ${cardLabel(card)}. How many coups are played?`,
      scene: tableScene(t.ctx.profile, {
        shoeMouth: { card, faceUp: true },
        situation: 'Competition play-off (Tasmania 16.8.3).',
      }),
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        `${n}`,
        `The face value of the card sets the number of coups; an ace counts one and picture cards (and tens) ten: ${cardName(card)} = ${n}.`,
        'Tasmania 16.8.3',
        ['comp-play-off'],
        t,
      ),
    },
  ];
}

export const COMPETITION: Record<AreaTopic<'competition'>, Builder> = {
  puck,
  'tie-change': tieChange,
  'top-up': topUpStep,
  'secret-wager': secretWager,
  'play-off': playOff,
};
