// A competition session (Tasmania 16.3, 16.4.3, 16.7.6-16.7.7, 16.8): late and absent players, chips kept in view,
// the winners, play-off coups, prizes shared by players eliminated together, and everyone eliminated at once.
// Answers from core/competition.ts, or the clause's statement.
import { cardLabel, cardName, orderedDecks, type Card } from '../../../cards.ts';
import {
  absentPlayer,
  latePlayer,
  LATE_COUPS_CHARGED,
  playOffCoups,
  sessionWinners,
  sharedPrize,
} from '../../../competition.ts';
import { tableScene } from '../kind.ts';
import { competitionLimits } from './competition.ts';
import type { AreaTopic } from './topics.ts';
import {
  amountKey,
  choiceKey,
  lettered,
  seatOptions,
  someSeats,
  statementStep,
  unwrap,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

const SCENE = 'Competition play (Tasmania 16).';

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

function late(t: Tools): Step[] {
  const l = competitionLimits(t);
  const seat = t.rng.between(1, t.ctx.profile.seats);
  const scene = tableScene(t.ctx.profile, { situation: SCENE });
  if (t.rng.nextInt(4) === 0) {
    const v = latePlayer(1, 'cash-value', l.min, t.m);
    return [
      statementStep(
        t,
        `A live competition, played with cash value chips. The player allotted seat ${seat} has not taken the seat at the time the Competition Director set, and the first coup is dealt. What happens to that player's place?`,
        scene,
        'The player forfeits the place in the competition at once',
        [
          `${t.m(l.min)} is deducted for each coup, up to three coups`,
          'The place is held until the end of the first shoe',
          `${t.m(l.min)} is deducted for each coup until the player arrives`,
          'Nothing, as long as the player arrives before the fourth coup',
        ],
        v.reason,
        v.rule,
        'comp-late-cash',
      ),
    ];
  }
  const coups = t.rng.between(1, LATE_COUPS_CHARGED + 1);
  const v = latePlayer(coups, 'competition', l.min, t.m);
  const o = lettered(
    t.rng,
    v.cancelled ? 'Cancel the position' : 'Deal the next coup; the seat stays allotted',
    [
      'Cancel the position',
      'Deal the next coup; the seat stays allotted',
      'Give the seat away',
      'Stop the game and wait until the player arrives to take the seat',
    ],
  );
  return [
    {
      question: `Competition play with competition chips, minimum ${t.m(l.min)}. The player allotted seat ${seat} has not taken the seat at the time set, and ${coups} coup${coups > 1 ? 's have' : ' has'} been played. How much has been deducted from that player's competition chips?`,
      scene,
      form: { type: 'amount', label: 'Deducted' },
      key: amountKey(v.deducted, v.reason, 'Tasmania 16.3.2a', ['comp-late'], t),
    },
    {
      question: 'The player has still not arrived. Before the next coup, what happens to the seat?',
      scene,
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        v.cancelled ? 'Cancel the position' : 'Deal the next coup; the seat stays allotted',
        v.seat,
        v.cancelled ? 'Tasmania 16.3.2b' : 'Tasmania 16.3.2a, 16.3.2b',
        ['comp-late'],
        t,
      ),
    },
  ];
}

function absent(t: Tools): Step[] {
  const l = competitionLimits(t);
  const seat = t.rng.between(1, t.ctx.profile.seats);
  // The player leaving has left the seat empty; one who was away is back in it.
  const scene = tableScene(t.ctx.profile, { situation: SCENE });
  if (t.rng.nextInt(3) === 0) {
    const v = absentPlayer(1, 'cash-value', false, l.min, t.m);
    return [
      statementStep(
        t,
        `A live competition, played with cash value chips. The player in seat ${seat} leaves the table during play without nominating anyone. What applies?`,
        scene,
        'The player must nominate a substitute for the absence, or is disqualified',
        [
          `${t.m(l.min)} is deducted from the player's chips for each hand played during the absence, with no limit`,
          'The seat simply sits out until the player returns',
          `${t.m(l.min)} is deducted for each hand, up to three hands`,
          'The player is eliminated and keeps the chips',
        ],
        v.reason,
        v.rule,
        'comp-absent-cash',
      ),
    ];
  }
  const hands = t.rng.between(1, 8);
  const v = absentPlayer(hands, 'competition', false, l.min, t.m);
  return [
    {
      question: `Competition play with competition chips, minimum ${t.m(l.min)}. The player in seat ${seat} was away from the table while ${hands} hand${hands > 1 ? 's were' : ' was'} played. How much is deducted from the player's chips?`,
      scene: { ...scene, players: [seat] },
      form: { type: 'amount', label: 'Deducted' },
      key: amountKey(v.deducted, v.reason, v.rule, ['comp-absent'], t),
    },
  ];
}

function chipsInView(t: Tools): Step[] {
  const seat = t.rng.between(1, t.ctx.profile.seats);
  const scene = tableScene(t.ctx.profile, { players: [seat], situation: SCENE });
  if (t.rng.nextInt(2) === 0) {
    return [
      statementStep(
        t,
        `During the session the Table Inspector sees the player in seat ${seat} slip some competition chips into a pocket. What follows?`,
        scene,
        'The Casino Operator disqualifies the player',
        [
          'The chips are put back on the table and play continues',
          "The table minimum is deducted from the player's chips",
          'The player is warned the first time',
          'The chips in the pocket are forfeited; the player plays on',
        ],
        'A player found concealing, pocketing or otherwise hiding chips during competition play is disqualified by the Casino Operator (16.7.7); chips stay on the table in full view until the session is over (16.4.3, 16.7.6).',
        'Tasmania 16.7.7',
        'comp-chips-concealed',
      ),
    ];
  }
  const where = t.rng.pick([
    'on the lap, below the table edge',
    'behind a handbag',
    'stacked inside a cupped hand',
  ]);
  return [
    statementStep(
      t,
      `The player in seat ${seat} keeps part of the chips ${where}. What must the player do?`,
      scene,
      'Keep all the chips on the table, in clear view of the other players and the Table Inspector',
      [
        'Nothing: only the chips wagered must be visible',
        'Hand the hidden chips to the dealer until the session ends',
        'Declare the amount of the hidden chips to the Table Inspector, and then may keep them in a pocket or bag',
        'Colour them up into larger chips',
      ],
      'Player chips remain on the table in full view of all participants until the session is completed and the winner determined (16.4.3); a player displays in clear view all chips held at any time during competition play (16.7.6).',
      'Tasmania 16.4.3, 16.7.6',
      'comp-chips-in-view',
    ),
  ];
}

function sessionWinner(t: Tools): Step[] {
  const l = competitionLimits(t);
  const seats = someSeats(t.rng, t.ctx.profile.seats, 3);
  const chips = new Map<number, number>(
    seats.map((s) => [s, t.rng.nextInt(6) === 0 ? 0 : l.unit * t.rng.between(0, 400) + l.min]),
  );
  // A session ends with chips on the table: every player at nothing means all were eliminated in one coup, which is
  // 16.8.5 (its own topic), and would leave this question with no winner to key.
  if (Math.max(...chips.values()) === 0) chips.set(seats[0] as number, l.min);
  if (t.rng.nextInt(3) === 0) {
    // Two level on the most chips: a play-off (16.8.3).
    const top = Math.max(...chips.values());
    const [a, b] = seats;
    chips.set(a as number, top);
    chips.set(b as number, top);
  }
  const w = sessionWinners(chips);
  const list = seats.map((s) => `seat ${s} ${t.m(chips.get(s) ?? 0)}`).join(', ');
  const answer = w.playOff ? 'p' : String(w.seats[0]);
  return [
    {
      question: `The session is over. Chips at the table: ${list}. Who wins the session?`,
      scene: tableScene(t.ctx.profile, { situation: SCENE }),
      form: {
        type: 'choice',
        options: seatOptions(seats, [{ key: 'p', label: 'Nobody yet: the level players play off' }]),
      },
      key: choiceKey(
        answer,
        w.playOff ? 'Nobody yet: the level players play off' : `Seat ${w.seats[0]}`,
        w.playOff
          ? `Seats ${w.seats.slice(0, -1).join(', ')} and ${w.seats.at(-1)} finish level on the most chips, so the winner is not yet determined: they play a further number of coups, set by a card drawn from a new shoe (16.8.3).`
          : `The winner of the session is the player with the highest value of chips at the end of the session: seat ${w.seats[0]}.`,
        w.rule,
        [w.playOff ? 'comp-winner-level' : 'comp-winner'],
        t,
      ),
    },
  ];
}

function shared(t: Tools): Step[] {
  const n = t.rng.between(2, 3);
  const place = t.rng.between(2, 5);
  // Prizes in steps of $50 (two players) or $150 (three), so each share is whole dollars: the rules say nothing of cents.
  const step = n === 2 ? 5000 : 15000;
  const top = t.rng.between(n + 1, 20);
  const prizes = Array.from({ length: n }, (_v, i) => step * (top - i));
  const each = unwrap(sharedPrize(prizes));
  const places = prizes.map((p, i) => `${ordinal(place + i)} ${t.m(p)}`).join(', ');
  return [
    {
      question: `Competition prizes: ${places}. ${n === 2 ? 'Two players are' : 'Three players are'} eliminated in the same coup, for those places. How much does each receive?`,
      scene: tableScene(t.ctx.profile, { situation: SCENE }),
      form: { type: 'amount', label: 'Each receives' },
      key: amountKey(
        each,
        `Players eliminated in the same coup combine the equivalent prizes and share them equally: ${prizes.map(t.m).join(' + ')} = ${t.m(prizes.reduce((s, p) => s + p, 0))}, ÷ ${n} = ${t.m(each)}.`,
        'Tasmania 16.8.4',
        ['comp-shared-prize'],
        t,
      ),
    },
  ];
}

function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}

function allEliminated(t: Tools): Step[] {
  const l = competitionLimits(t);
  return [
    statementStep(
      t,
      `Before the end of the session, all the remaining players are eliminated in one coup; none has ${t.m(l.min)}, the table minimum. What happens?`,
      tableScene(t.ctx.profile, { situation: SCENE }),
      'The Competition Director allocates them competition chips and they play further coups, the number set by a card drawn from a new shoe',
      [
        'The session ends with no winner',
        'The player who was eliminated last wins',
        'Each player keeps whatever chips are left, the session ends at once, and the player with the most chips left at that moment wins the session',
        'The session is replayed from the start',
      ],
      'Should all remaining entrants be eliminated in one coup before the end of a session with none holding the table minimum, they are allocated competition chips determined by the Competition Director and the play-off process applies (16.8.5): further coups, their number set by a card drawn from a new shoe (16.8.3).',
      'Tasmania 16.8.5, 16.8.3',
      'comp-all-eliminated',
    ),
  ];
}

export const COMPETITION_SESSION: Record<AreaTopic<'competition-session'>, Builder> = {
  'late-player': late,
  'absent-player': absent,
  'chips-in-view': chipsInView,
  'play-off': playOff,
  'session-winner': sessionWinner,
  'shared-prize': shared,
  'all-eliminated': allEliminated,
};
