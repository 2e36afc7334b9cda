// Competition play at the table (Tasmania 16.4-16.5, 16.7): the indicator card, the puck, changing a wager, topping
// up, a seat's wagers, the time to wager, elimination, and who is passed the cards. Answers from core/competition.ts, or the clause's statement.
import { BET_LABELS } from '../../../bets.ts';
import {
  bettingSequence,
  checkSeatWagers,
  competitionCards,
  eliminated,
  limitsForNextCoup,
  firstPuck,
  mayAlterWager,
  nextPuck,
  topUp,
  wagerPosition,
  type CompetitionArea,
  type CompetitionWager,
  type WagerChange,
} from '../../../competition.ts';
import { seatNumberingWords } from '../../../conventions.ts';
import { anticlockwiseWords } from '../../../seats.ts';
import { tableScene } from '../kind.ts';
import { betId } from '../payout.ts';
import { amountUnit } from '../stake.ts';
import type { AreaTopic } from './topics.ts';
import {
  amountKey,
  choiceKey,
  seatOptions,
  seatsText,
  someSeats,
  statementStep,
  unwrap,
  YES_NO,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

/** The competition's limits: the table's main limits, in the competition's units (16.4.6). */
export function competitionLimits(t: Tools) {
  return { ...t.ctx.profile.limits.main, unit: t.ctx.profile.competition?.unit ?? amountUnit(t.ctx.profile) };
}

function puck(t: Tools): Step[] {
  const inGame = someSeats(t.rng, t.ctx.profile.seats, 2);
  const start = t.rng.nextInt(3) === 0;
  const from = t.rng.pick(inGame);
  const { seatOne } = t.ctx.profile;
  const puckSeat = unwrap(start ? firstPuck(inGame, seatOne) : nextPuck(from, inGame, seatOne));
  const order = unwrap(bettingSequence(inGame, puckSeat, seatOne));
  return [
    {
      question:
        `${seatNumberingWords(t.ctx.profile)} ` +
        (start
          ? `A competition session begins with players in seats ${seatsText(inGame)}. In front of which seat does the dealer place the puck?`
          : `Competition play, players in seats ${seatsText(inGame)}. The puck was in front of seat ${from} for the coup just finished. Where does it go for the next coup?`),
      scene: tableScene(t.ctx.profile, { players: inGame, situation: 'Competition play (Tasmania 16).' }),
      form: { type: 'choice', options: seatOptions(inGame) },
      key: choiceKey(
        String(puckSeat),
        `Seat ${puckSeat}`,
        start
          ? `The puck starts with the player at the dealer's immediate right (${seatOne === 'dealer-right' ? "the lowest seat in play: seat 1 is at the dealer's right at this house" : "the highest seat in play: seat 1 is at the dealer's left at this house"}); betting then goes anticlockwise: ${order.join(', ')}.`
          : `After each coup the puck moves anticlockwise to the next player in the game (${anticlockwiseWords(seatOne)}); the betting order is then ${order.join(', ')}.`,
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
  const when = t.rng.pick(['after-tie', 'after-tie', 'placed', 'out-of-sequence'] as const);
  const wish = t.rng.pick(['increase', 'reduce', 'withdraw'] as const);
  // A reduction always leaves at least the minimum (16.5.11), so the question turns on 16.5.6-16.5.8 alone.
  const amount = l.min + l.unit * t.rng.between(wish === 'reduce' ? 1 : 0, 20);
  const area: CompetitionArea =
    when === 'after-tie'
      ? t.rng.pick(['player', 'banker'] as const)
      : t.rng.pick(['player', 'banker', 'player', 'banker', 'tie'] as const);
  const change: WagerChange =
    when === 'after-tie'
      ? { when, area: area as 'player' | 'banker', remove: wish === 'withdraw' }
      : { when: 'placed', area, outOfSequence: when === 'out-of-sequence' };
  const v = mayAlterWager(change);
  const label = BET_LABELS[area];
  // "Take it back" says what is meant: off the layout, nothing wagered on the next coup (not moved or changed).
  const wantsIt =
    wish === 'withdraw'
      ? 'take it back off the layout and wager nothing on the next coup'
      : `${wish} it by ${t.m(l.unit)}`;
  const others = seats.filter((s) => s !== seat);
  const puckSeat = t.rng.pick(others.length > 0 ? others : seats);
  // Every wager asked about is still on the layout: left standing by a Tie (6.8), or placed for the coup in progress.
  // Reading the stacks, the trainee reads its amount from the pile, as at the table.
  const wager = t.ctx.readTheStacks ? 'wager' : `${t.m(amount)} wager`;
  const put = t.ctx.readTheStacks ? 'a wager' : t.m(amount);
  const situation =
    when === 'after-tie'
      ? `The last coup was a Tie, so seat ${seat}'s ${wager} on the ${label} area stands. Before the next coup is dealt, the player wants to ${wantsIt}. Is that allowed?`
      : when === 'placed'
        ? `Wagers are being placed for the next coup. Seat ${seat} has placed ${put} on the ${label} area in turn and, before the cards are dealt, wants to ${wantsIt}. Is that allowed?`
        : `Wagers are being placed for the next coup; the puck is in front of seat ${puckSeat}. Seat ${seat} put ${put} on the ${label} area before its turn in the betting sequence and, before the cards are dealt, wants to ${wantsIt}. Is that allowed?`;
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
      question: `Competition play, minimum ${t.m(l.min)}. Seat ${seat} wagers ${t.ctx.readTheStacks ? 'the pile on its Banker area' : t.m(amount)}. How much must the player add?`,
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

function seatWagersStep(t: Tools): Step[] {
  const l = competitionLimits(t);
  const u = l.unit;
  const p = t.ctx.profile;
  const seat = t.rng.between(1, p.seats);
  const main = t.rng.pick(['player', 'banker'] as const);
  const ok = (): number => l.min + u * t.rng.between(0, Math.max(0, Math.floor((l.max - l.min) / u / 4)));
  const fault = t.rng.pick([
    'none',
    'none',
    'both',
    'tie-only',
    'over',
    'under',
    'units',
    'position',
  ] as const);
  let wagers: CompetitionWager[] = [{ seat, on: main, amount: ok() }];
  if (fault === 'none' && t.rng.nextInt(2) === 0) wagers.push({ seat, on: 'tie', amount: ok() });
  if (fault === 'both') wagers.push({ seat, on: main === 'player' ? 'banker' : 'player', amount: ok() });
  if (fault === 'tie-only') wagers = [{ seat, on: 'tie', amount: ok() }];
  if (fault === 'over') wagers = [{ seat, on: main, amount: l.max + u * t.rng.between(1, 10) }];
  if (fault === 'under') wagers = [{ seat, on: main, amount: Math.max(u, l.min - u) }];
  if (fault === 'units' && u > 1)
    wagers = [{ seat, on: main, amount: ok() + Math.max(1, Math.floor(u / 2)) }];
  const other = seat === 1 ? 2 : seat - 1;
  const areaSeat = fault === 'position' ? other : seat;
  const problems = checkSeatWagers(wagers, l, u, t.m);
  const position = wagerPosition(seat, areaSeat);
  const allowed = problems.length === 0 && position.allowed;
  const why = [...(position.allowed ? [] : [`Tasmania 16.4.5: ${position.reason}`]), ...problems];
  const placed = wagers
    .map((w) =>
      t.ctx.readTheStacks ? `a wager on ${BET_LABELS[w.on]}` : `${t.m(w.amount)} on ${BET_LABELS[w.on]}`,
    )
    .join(' and ');
  const where = areaSeat === seat ? 'its own areas' : `seat ${areaSeat}'s areas`;
  const rule =
    why.length === 0
      ? 'Tasmania 16.4.4, 16.4.5, 16.4.6'
      : `Tasmania ${[...new Set(why.map((w) => w.match(/^Tasmania ([\d.a-z, ]+):/)?.[1] ?? ''))].join(', ')}`;
  return [
    {
      question: `Competition play, limits ${t.m(l.min)} to ${t.m(l.max)} in units of ${t.m(u)}. The player in seat ${seat} places ${placed}, on ${where}. Are the player's wagers in order?`,
      scene: tableScene(p, {
        bets: wagers.map((w) => ({ id: betId(areaSeat, w.on), seat: areaSeat, on: w.on, amount: w.amount })),
        situation: 'Competition play (Tasmania 16).',
      }),
      form: { type: 'choice', options: YES_NO },
      key: choiceKey(
        allowed ? 'y' : 'n',
        allowed ? 'Yes' : 'No',
        allowed
          ? "One wager on Banker or Player (16.4.4), with a Tie wager allowed as well, from the player's own position (16.4.5), in the units on the table sign (16.4.6) and within the limits (16.5.10a, 16.5.11)."
          : `${why.join('; ')}.`,
        rule,
        [allowed ? 'comp-wagers-ok' : `comp-wagers-${fault}`],
        t,
      ),
    },
  ];
}

function wagerTime(t: Tools): Step[] {
  const seat = t.rng.between(1, t.ctx.profile.seats);
  const l = competitionLimits(t);
  return [
    statementStep(
      t,
      `Competition play, minimum ${t.m(l.min)}. With reasonable notice, the Competition Director has limited the time for each wager. The player in seat ${seat} has not wagered when the time runs out. What may happen?`,
      tableScene(t.ctx.profile, { players: [seat], situation: 'Competition play (Tasmania 16).' }),
      `The player's wager may be restricted to the table minimum, ${t.m(l.min)}`,
      [
        'The player sits out the coup with no wager',
        `${t.m(l.min)} is deducted from the player's competition chips, as it is for a player absent during play`,
        'The player is eliminated from the session',
        'The dealer waits until the player wagers',
        "The player's wager on the last coup is repeated",
      ],
      'The Competition Director may limit the time for individual wagers, subject to reasonable notice (16.4.7); a player who does not wager within the allotted time may have the wager restricted to the stated minimum for the table (16.4.8).',
      'Tasmania 16.4.7, 16.4.8',
      'comp-wager-time',
    ),
  ];
}

function compCards(t: Tools): Step[] {
  const p = t.ctx.profile;
  const l = competitionLimits(t);
  const inGame = someSeats(t.rng, p.seats, 3);
  const puckSeat = t.rng.pick(inGame);
  const hand = t.rng.pick(['player', 'banker'] as const);
  const other = hand === 'player' ? 'banker' : 'player';
  const nobody = t.rng.nextInt(6) === 0;
  const wagers: CompetitionWager[] = inGame.map((seat) => ({
    seat,
    on: nobody ? other : t.rng.pick([hand, other, hand] as const),
    amount: l.min + l.unit * t.rng.between(0, 30),
  }));
  // Equal highest wagers are the case 16.7.2 decides: make them common.
  const onHand = wagers.filter((w) => w.on === hand);
  if (onHand.length >= 2 && t.rng.nextInt(2) === 0) {
    const top = Math.max(...onHand.map((w) => w.amount));
    for (const w of onHand.slice(0, 2)) wagers[wagers.indexOf(w)] = { ...w, amount: top };
  }
  // The betting sequence runs anticlockwise from the puck, which depends on the house's seat numbering (core/seats.ts).
  const r = unwrap(competitionCards(wagers, inGame, puckSeat, p.seatOne));
  const holder = r[hand];
  const label = BET_LABELS[hand];
  const order = unwrap(bettingSequence(inGame, puckSeat, p.seatOne));
  return [
    {
      question: `Competition play, players in seats ${seatsText(inGame)}; the puck is in front of seat ${puckSeat}, so the betting sequence is ${order.join(', ')}. Who is passed the ${label}'s cards?`,
      scene: tableScene(p, {
        bets: wagers.map((w) => ({ id: betId(w.seat, w.on), seat: w.seat, on: w.on, amount: w.amount })),
        situation: 'Competition play: the cards are dealt face down (Tasmania 16.7).',
      }),
      form: {
        type: 'choice',
        options: seatOptions(inGame, [{ key: 'd', label: 'The dealer turns them' }]),
      },
      key: choiceKey(
        holder.seat === null ? 'd' : String(holder.seat),
        holder.seat === null ? 'The dealer turns them' : `Seat ${holder.seat}`,
        holder.sentence,
        holder.rule,
        [
          holder.seat === null
            ? 'comp-cards-dealer'
            : holder.rule.includes('16.7.2')
              ? 'comp-cards-equal'
              : 'comp-cards-highest',
        ],
        t,
      ),
    },
  ];
}

function compCardsIrregular(t: Tools): Step[] {
  const p = t.ctx.profile;
  const [a, b] = someSeats(t.rng, p.seats, 2) as [number, number];
  const hand = BET_LABELS[t.rng.pick(['player', 'banker'] as const)];
  const scene = tableScene(p, {
    situation: 'Competition play: the cards are dealt face down (Tasmania 16.7).',
  });
  if (t.rng.nextInt(2) === 0) {
    return [
      statementStep(
        t,
        `Seat ${a} has the highest wager on ${hand}, but the dealer passes the ${hand}'s cards to seat ${b}, who turns them over. What now?`,
        scene,
        'The hand is not void: it is completed by the rules',
        [
          'The hand is void and the cards are set aside',
          `The cards are taken back from seat ${b} and passed to seat ${a}, who has the highest wager`,
          'The coup is void and all wagers are returned',
          'A new hand is dealt from the shoe',
        ],
        'Where the cards are passed to the wrong player and exposed, the hand is not void and is completed in accordance with the rules.',
        'Tasmania 16.7.3',
        'comp-cards-wrong-player',
      ),
    ];
  }
  return [
    statementStep(
      t,
      `Seat ${a} is passed the ${hand}'s first two cards but does not turn them over. What does the dealer do?`,
      scene,
      'The dealer turns the cards over',
      [
        `Pass them to the next highest wager on ${hand}`,
        'Void the hand',
        'Wait until the player turns them',
        'Ask the Table Inspector to turn them',
      ],
      'Where the initial four cards dealt in a coup are not exposed by a player, the dealer turns those cards over.',
      'Tasmania 16.7.4',
      'comp-cards-not-exposed',
    ),
  ];
}

function indicator(t: Tools): Step[] {
  const base = competitionLimits(t);
  const raised = { min: base.min * t.rng.between(2, 5), max: base.max * 2 };
  const scene = tableScene(t.ctx.profile, { situation: 'Competition play (Tasmania 16).' });
  const thisCoup = t.rng.nextInt(3) === 0;
  const limits = limitsForNextCoup({ indicatorSeen: !thisCoup, base, raised });
  return [
    statementStep(
      t,
      'Competition play. The indicator card comes out of the shoe during a coup. What does the dealer do?',
      scene,
      'Remove it, place it to the side, and complete the coup',
      [
        'Stop the coup and void it',
        'Complete the coup; it is the last coup of the shoe',
        'Use it as the next card of the hand',
        'Leave it in place, deal one more full coup after this one, then reshuffle the cards',
      ],
      'When the indicator card appears during play it is removed and placed to the side, and the coup is completed (16.5.2).',
      'Tasmania 16.5.2',
      'comp-indicator',
    ),
    {
      question: `Before the competition the players were told the limits would rise from ${t.m(base.min)}–${t.m(base.max)} to ${t.m(raised.min)}–${t.m(raised.max)}. What is the table minimum for ${thisCoup ? 'the rest of the coup in which the indicator card appeared' : 'the next coup'}?`,
      scene,
      form: { type: 'amount', label: 'Minimum' },
      key: amountKey(
        limits.limits.min,
        thisCoup
          ? `The limits may be raised only at the completion of the coup in which the indicator card appeared (16.5.3), so this coup stays at ${t.m(base.min)}.`
          : `At the completion of the coup in which the indicator card appeared, the limits may be raised to the values notified before the competition (16.5.3): ${t.m(raised.min)}.`,
        limits.rule,
        ['comp-indicator'],
        t,
      ),
    },
  ];
}

function eliminatedStep(t: Tools): Step[] {
  const l = competitionLimits(t);
  const seat = t.rng.between(1, t.ctx.profile.seats);
  const live = t.rng.nextInt(3) === 0;
  const value = Math.max(
    l.unit,
    l.min - l.unit * t.rng.between(1, Math.max(1, Math.floor(l.min / l.unit) - 1)),
  );
  const e = eliminated(value, l.min, live ? 'cash-value' : 'competition');
  const correct = e.playerKeepsChips
    ? 'The player is eliminated and keeps the cash value chips; nobody may wager from that position'
    : 'The player is eliminated; the chips stay with the Casino Operator and nobody may wager from that position';
  return [
    statementStep(
      t,
      `${live ? 'A live competition, played with cash value chips' : 'Competition play with competition chips'}, minimum ${t.m(l.min)}. Before the end of the session the player in seat ${seat} has chips worth ${t.m(value)}. What happens?`,
      tableScene(t.ctx.profile, { players: [seat], situation: 'Competition play (Tasmania 16).' }),
      correct,
      [
        e.playerKeepsChips
          ? 'The player is eliminated; the chips stay with the Casino Operator and nobody may wager from that position'
          : 'The player is eliminated and keeps the cash value chips; nobody may wager from that position',
        `The player tops the wager up to ${t.m(l.min)} and plays on (16.5.12)`,
        `The player may wager the ${t.m(value)} left`,
        'Another player waiting for a seat may take over the position and go on wagering from it with the chips that are left',
      ],
      `A player whose chips are worth less than the posted table minimum before the end of the session is eliminated; ${live ? 'in a live competition the cash value chips remain the property of the player' : 'any remaining competition chips remain the property of the Casino Operator'}, and the position becomes void: no other player may wager from it.`,
      e.rule,
      live ? 'comp-eliminated-live' : 'comp-eliminated',
    ),
  ];
}

export const COMPETITION: Record<AreaTopic<'competition'>, Builder> = {
  puck,
  'tie-change': tieChange,
  'top-up': topUpStep,
  'seat-wagers': seatWagersStep,
  'wager-time': wagerTime,
  'comp-cards': compCards,
  'comp-cards-irregular': compCardsIrregular,
  indicator,
  eliminated: eliminatedStep,
};
