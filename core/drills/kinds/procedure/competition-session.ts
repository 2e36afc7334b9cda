// A competition session (Tasmania 16.3, 16.4.3, 16.7.6-16.7.7, 16.8): late and absent players, chips kept in view,
// the winners, play-off coups, prizes shared by players eliminated together, and everyone eliminated at once.
// Answers from core/competition.ts, or the clause's statement.
import { cardLabel, orderedDecks, rankOf, suitOf, type Card } from '../../../cards.ts';
import { ref, type MessageRef } from '../../../i18n/say.ts';
import type { MoneyParam } from '../../../i18n/money-param.ts';
import {
  absentPlayer,
  latePlayer,
  LATE_COUPS_CHARGED,
  playOffCoups,
  sessionWinners,
  sharedPrize,
} from '../../../competition.ts';
import { tableScene } from '../kind.ts';
import { competitionLimits } from './competition-table.ts';
import type { AreaTopic } from './topics.ts';
import {
  amountKey,
  choiceKey,
  lettered,
  seatList,
  seatOptions,
  someSeats,
  statementStep,
  unwrap,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

// Said in the trainee's language (issue 24): every word here is a message.
const SCENE = ref('proc_comp_situation', {});

/** "nine of hearts" (cardName, core/cards.ts) as a message. */
function cardNameRef(card: Card): MessageRef {
  return ref('proc_comp_card_name', {
    rank: ref(`proc_comp_rank_${rankOf(card)}`, {}),
    suit: ref(`proc_comp_suit_${suitOf(card)}`, {}),
  });
}

/** A number as an option or an answer. */
const num = (n: number | string): MessageRef => ref('proc_comp_number', { n });

/** "a, b, c": phrases run together with commas, in the sentence's language. */
function commas(list: readonly MessageRef[]): MessageRef {
  const [first, ...rest] = list as [MessageRef, ...MessageRef[]];
  return rest.length === 0 ? first : ref('proc_comp_comma', { first, rest: commas(rest) });
}

/** "$600.00 + $450.00": amounts added, each said in the sentence's language. */
function plus(list: readonly MoneyParam[]): MoneyParam | MessageRef {
  const [first, ...rest] = list as [MoneyParam, ...MoneyParam[]];
  return rest.length === 0 ? first : ref('money_sum', { first, rest: plus(rest) });
}

function playOff(t: Tools): Step[] {
  const card: Card = t.rng.pick(orderedDecks(1));
  const n = playOffCoups(card);
  const face = Number(card[0]);
  const o = lettered(t.rng, num(`${n}`), [
    num('0'),
    num(String(n + 1)),
    num(String(Number.isNaN(face) ? 1 : Math.max(0, n - 1))),
    num('11'),
    num('5'),
    num('13'),
  ]);
  return [
    {
      question: ref('proc_comp_play_off_question', { card: cardLabel(card) }),
      scene: tableScene(t.ctx.profile, {
        shoeMouth: { card, faceUp: true },
        situation: ref('proc_comp_play_off_situation', {}),
      }),
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        num(`${n}`),
        ref('proc_comp_play_off_working', { card: cardNameRef(card), n }),
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
        ref('proc_comp_late_cash_question', { seat }),
        scene,
        ref('proc_comp_late_cash_correct', {}),
        [
          ref('proc_comp_late_cash_wrong_three', { min: t.m(l.min) }),
          ref('proc_comp_late_cash_wrong_held', {}),
          ref('proc_comp_late_cash_wrong_until', { min: t.m(l.min) }),
          ref('proc_comp_late_cash_wrong_fourth', {}),
        ],
        v.reason,
        v.rule,
        'comp-late-cash',
      ),
    ];
  }
  const coups = t.rng.between(1, LATE_COUPS_CHARGED + 1);
  const v = latePlayer(coups, 'competition', l.min, t.m);
  const cancel = ref('proc_comp_late_cancel', {});
  const dealNext = ref('proc_comp_late_deal_next', {});
  const o = lettered(t.rng, v.cancelled ? cancel : dealNext, [
    cancel,
    dealNext,
    ref('proc_comp_late_give_away', {}),
    ref('proc_comp_late_stop', {}),
  ]);
  return [
    {
      question:
        coups > 1
          ? ref('proc_comp_late_question', { min: t.m(l.min), seat, coups })
          : ref('proc_comp_late_question_one', { min: t.m(l.min), seat }),
      scene,
      form: { type: 'amount', label: ref('proc_comp_deducted_label', {}) },
      key: amountKey(v.deducted, v.reason, 'Tasmania 16.3.2a', ['comp-late'], t),
    },
    {
      question: ref('proc_comp_late_seat_question', {}),
      scene,
      form: { type: 'choice', options: o.options },
      key: choiceKey(
        o.answer,
        v.cancelled ? cancel : dealNext,
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
        ref('proc_comp_absent_cash_question', { seat }),
        scene,
        ref('proc_comp_absent_cash_correct', {}),
        [
          ref('proc_comp_absent_cash_wrong_no_limit', { min: t.m(l.min) }),
          ref('proc_comp_absent_cash_wrong_sits_out', {}),
          ref('proc_comp_absent_cash_wrong_three', { min: t.m(l.min) }),
          ref('proc_comp_absent_cash_wrong_keeps', {}),
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
      question:
        hands > 1
          ? ref('proc_comp_absent_question', { min: t.m(l.min), seat, hands })
          : ref('proc_comp_absent_question_one', { min: t.m(l.min), seat }),
      scene: { ...scene, players: [seat] },
      form: { type: 'amount', label: ref('proc_comp_deducted_label', {}) },
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
        ref('proc_comp_concealed_question', { seat }),
        scene,
        ref('proc_comp_concealed_correct', {}),
        [
          ref('proc_comp_concealed_wrong_back', {}),
          ref('proc_comp_concealed_wrong_minimum', {}),
          ref('proc_comp_concealed_wrong_warned', {}),
          ref('proc_comp_concealed_wrong_forfeited', {}),
        ],
        ref('proc_comp_concealed_working', {}),
        'Tasmania 16.7.7',
        'comp-chips-concealed',
      ),
    ];
  }
  const where = ref(
    t.rng.pick(['proc_comp_where_lap', 'proc_comp_where_handbag', 'proc_comp_where_hand'] as const),
    {},
  );
  return [
    statementStep(
      t,
      ref('proc_comp_in_view_question', { seat, where }),
      scene,
      ref('proc_comp_in_view_correct', {}),
      [
        ref('proc_comp_in_view_wrong_wagered', {}),
        ref('proc_comp_in_view_wrong_dealer', {}),
        ref('proc_comp_in_view_wrong_declare', {}),
        ref('proc_comp_in_view_wrong_colour', {}),
      ],
      ref('proc_comp_in_view_working', {}),
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
  const list = commas(
    seats.map((s) => ref('proc_comp_seat_chips', { seat: s, amount: t.m(chips.get(s) ?? 0) })),
  );
  const answer = w.playOff ? 'p' : String(w.seats[0]);
  const playOffOption = ref('proc_comp_play_off_option', {});
  return [
    {
      question: ref('proc_comp_winner_question', { list }),
      scene: tableScene(t.ctx.profile, { situation: SCENE }),
      form: {
        type: 'choice',
        options: seatOptions(seats, [{ key: 'p', label: playOffOption }]),
      },
      key: choiceKey(
        answer,
        w.playOff ? playOffOption : ref('proc_tools_seat', { seat: w.seats[0] as number }),
        w.playOff
          ? ref('proc_comp_winner_level', {
              seats: seatList(w.seats.slice(0, -1)),
              last: w.seats.at(-1) as number,
            })
          : ref('proc_comp_winner', { seat: w.seats[0] as number }),
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
  const places = commas(
    prizes.map((p, i) => ref('proc_comp_prize', { place: ordinal(place + i), amount: t.m(p) })),
  );
  return [
    {
      question: ref(n === 2 ? 'proc_comp_shared_question_two' : 'proc_comp_shared_question_three', {
        places,
      }),
      scene: tableScene(t.ctx.profile, { situation: SCENE }),
      form: { type: 'amount', label: ref('proc_comp_each_label', {}) },
      key: amountKey(
        each,
        ref('proc_comp_shared_working', {
          sum: plus(prizes.map(t.m)),
          total: t.m(prizes.reduce((s, p) => s + p, 0)),
          n,
          each: t.m(each),
        }),
        'Tasmania 16.8.4',
        ['comp-shared-prize'],
        t,
      ),
    },
  ];
}

function ordinal(n: number): MessageRef {
  const id =
    n === 1
      ? 'proc_comp_ordinal_st'
      : n === 2
        ? 'proc_comp_ordinal_nd'
        : n === 3
          ? 'proc_comp_ordinal_rd'
          : 'proc_comp_ordinal_th';
  return ref(id, { n });
}

function allEliminated(t: Tools): Step[] {
  const l = competitionLimits(t);
  return [
    statementStep(
      t,
      ref('proc_comp_all_question', { min: t.m(l.min) }),
      tableScene(t.ctx.profile, { situation: SCENE }),
      ref('proc_comp_all_correct', {}),
      [
        ref('proc_comp_all_wrong_no_winner', {}),
        ref('proc_comp_all_wrong_last', {}),
        ref('proc_comp_all_wrong_keeps', {}),
        ref('proc_comp_all_wrong_replayed', {}),
      ],
      ref('proc_comp_all_working', {}),
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
