// Competition play at the table (Tasmania 16.4-16.5, 16.7): the indicator card, the puck, changing a wager, topping
// up, a seat's wagers, the time to wager, elimination, and who is passed the cards. Answers from core/competition.ts, or the clause's statement.
import { betNameRef } from '../../../bet-names.ts';
import { ref, type MessageRef } from '../../../i18n/say.ts';
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
  type SeatWagerProblem,
  type WagerChange,
} from '../../../competition.ts';
import { seatNumberingRef } from '../../../conventions.ts';
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

/** Said in the trainee's language (issue 24): every word here is a message. */
const SITUATION = ref('proc_comp_situation', {});
const FACE_DOWN = ref('proc_comp_situation_face_down', {});

/** "a, b and c" / "a; b; c": a list of phrases run together, in the sentence's language. */
function joined(list: readonly MessageRef[], id: 'proc_comp_and' | 'proc_comp_semicolon'): MessageRef {
  const [first, ...rest] = list as [MessageRef, ...MessageRef[]];
  return rest.length === 0 ? first : ref(id, { first, rest: joined(rest, id) });
}

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
  const numbering = seatNumberingRef(t.ctx.profile);
  return [
    {
      question: start
        ? ref('proc_comp_puck_start_question', { numbering, seats: seatsText(inGame) })
        : ref('proc_comp_puck_move_question', { numbering, seats: seatsText(inGame), from }),
      scene: tableScene(t.ctx.profile, { players: inGame, situation: SITUATION }),
      form: { type: 'choice', options: seatOptions(inGame) },
      key: choiceKey(
        String(puckSeat),
        ref('proc_tools_seat', { seat: puckSeat }),
        start
          ? ref('proc_comp_puck_start_working', {
              where: ref(seatOne === 'dealer-right' ? 'proc_comp_puck_lowest' : 'proc_comp_puck_highest', {}),
              order: order.join(', '),
            })
          : ref('proc_comp_puck_move_working', {
              direction: ref(
                seatOne === 'dealer-right' ? 'proc_comp_anticlockwise_right' : 'proc_comp_anticlockwise_left',
                {},
              ),
              order: order.join(', '),
            }),
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
  const label = betNameRef(area);
  // "Take it back" says what is meant: off the layout, nothing wagered on the next coup (not moved or changed).
  const wantsIt =
    wish === 'withdraw'
      ? ref('proc_comp_wish_withdraw', {})
      : ref(wish === 'increase' ? 'proc_comp_wish_increase' : 'proc_comp_wish_reduce', {
          amount: t.m(l.unit),
        });
  const others = seats.filter((s) => s !== seat);
  const puckSeat = t.rng.pick(others.length > 0 ? others : seats);
  // Every wager asked about is still on the layout: left standing by a Tie (6.8), or placed for the coup in progress.
  // Reading the stacks, the trainee reads its amount from the pile, as at the table.
  const wager = t.ctx.readTheStacks
    ? ref('proc_comp_wager_word', {})
    : ref('proc_comp_wager_amount', { amount: t.m(amount) });
  const put = t.ctx.readTheStacks ? ref('proc_comp_a_wager', {}) : t.m(amount);
  const question =
    when === 'after-tie'
      ? ref('proc_comp_tie_after_question', { seat, wager, label, wish: wantsIt })
      : when === 'placed'
        ? ref('proc_comp_tie_placed_question', { seat, put, label, wish: wantsIt })
        : ref('proc_comp_tie_out_of_sequence_question', { puck: puckSeat, seat, put, label, wish: wantsIt });
  return [
    {
      question,
      scene: tableScene(t.ctx.profile, {
        bets: [{ id: betId(seat, area), seat, on: area, amount }],
        situation: SITUATION,
      }),
      form: { type: 'choice', options: YES_NO },
      key: choiceKey(
        v.allowed ? 'y' : 'n',
        ref(v.allowed ? 'proc_tools_yes' : 'proc_tools_no', {}),
        // A sentence already (core/competition.ts).
        v.reason,
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
      question: ref('proc_comp_top_up_question', {
        min: t.m(l.min),
        seat,
        wager: t.ctx.readTheStacks ? ref('proc_comp_top_up_pile', {}) : t.m(amount),
      }),
      scene: tableScene(t.ctx.profile, {
        bets: [{ id: betId(seat, 'banker'), seat, on: 'banker', amount }],
        situation: SITUATION,
      }),
      form: { type: 'amount', label: ref('proc_comp_top_up_label', {}) },
      key: amountKey(
        r.add,
        ref('proc_comp_top_up_working', {
          min: t.m(l.min),
          amount: t.m(amount),
          add: t.m(r.add),
          reason: r.reason,
        }),
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
  const why: SeatWagerProblem[] = [
    ...(position.allowed
      ? []
      : [ref('proc_comp_problem', { section: '16.4.5', reason: position.reason }) as SeatWagerProblem]),
    ...problems,
  ];
  const placed = joined(
    wagers.map((w) =>
      t.ctx.readTheStacks
        ? ref('proc_comp_placed_wager', { label: betNameRef(w.on) })
        : ref('proc_comp_placed_amount', { amount: t.m(w.amount), label: betNameRef(w.on) }),
    ),
    'proc_comp_and',
  );
  const where =
    areaSeat === seat ? ref('proc_comp_where_own', {}) : ref('proc_comp_where_seat', { seat: areaSeat });
  const rule =
    why.length === 0
      ? 'Tasmania 16.4.4, 16.4.5, 16.4.6'
      : `Tasmania ${[...new Set(why.map((w) => w.params.section))].join(', ')}`;
  return [
    {
      question: ref('proc_comp_seat_wagers_question', {
        min: t.m(l.min),
        max: t.m(l.max),
        unit: t.m(u),
        seat,
        placed,
        where,
      }),
      scene: tableScene(p, {
        bets: wagers.map((w) => ({ id: betId(areaSeat, w.on), seat: areaSeat, on: w.on, amount: w.amount })),
        situation: SITUATION,
      }),
      form: { type: 'choice', options: YES_NO },
      key: choiceKey(
        allowed ? 'y' : 'n',
        ref(allowed ? 'proc_tools_yes' : 'proc_tools_no', {}),
        allowed
          ? ref('proc_comp_seat_wagers_ok', {})
          : ref('proc_comp_full_stop', { text: joined(why, 'proc_comp_semicolon') }),
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
      ref('proc_comp_time_question', { min: t.m(l.min), seat }),
      tableScene(t.ctx.profile, { players: [seat], situation: SITUATION }),
      ref('proc_comp_time_correct', { min: t.m(l.min) }),
      [
        ref('proc_comp_time_wrong_sit_out', {}),
        ref('proc_comp_time_wrong_deducted', { min: t.m(l.min) }),
        ref('proc_comp_time_wrong_eliminated', {}),
        ref('proc_comp_time_wrong_waits', {}),
        ref('proc_comp_time_wrong_repeated', {}),
      ],
      ref('proc_comp_time_working', {}),
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
  const label = betNameRef(hand);
  const order = unwrap(bettingSequence(inGame, puckSeat, p.seatOne));
  const dealerTurns = ref('proc_comp_dealer_turns', {});
  // The holder's explanation (core/squeeze.ts) said as a message: who holds the cards and whether equal highest
  // wagers were decided by the betting sequence (16.7.2), read from the holder's data.
  const working =
    holder.seat === null
      ? ref('proc_comp_cards_nobody', { label })
      : ref(holder.rule.includes('16.7.2') ? 'proc_comp_cards_equal' : 'proc_comp_cards_highest', {
          seat: holder.seat,
          label,
        });
  return [
    {
      question: ref('proc_comp_cards_question', {
        seats: seatsText(inGame),
        puck: puckSeat,
        order: order.join(', '),
        label,
      }),
      scene: tableScene(p, {
        bets: wagers.map((w) => ({ id: betId(w.seat, w.on), seat: w.seat, on: w.on, amount: w.amount })),
        situation: FACE_DOWN,
      }),
      form: {
        type: 'choice',
        options: seatOptions(inGame, [{ key: 'd', label: dealerTurns }]),
      },
      key: choiceKey(
        holder.seat === null ? 'd' : String(holder.seat),
        holder.seat === null ? dealerTurns : ref('proc_tools_seat', { seat: holder.seat }),
        working,
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
  const label = betNameRef(t.rng.pick(['player', 'banker'] as const));
  const scene = tableScene(p, { situation: FACE_DOWN });
  if (t.rng.nextInt(2) === 0) {
    return [
      statementStep(
        t,
        ref('proc_comp_wrong_player_question', { a, b, label }),
        scene,
        ref('proc_comp_wrong_player_correct', {}),
        [
          ref('proc_comp_wrong_player_wrong_void_hand', {}),
          ref('proc_comp_wrong_player_wrong_take_back', { a, b }),
          ref('proc_comp_wrong_player_wrong_void_coup', {}),
          ref('proc_comp_wrong_player_wrong_new_hand', {}),
        ],
        ref('proc_comp_wrong_player_working', {}),
        'Tasmania 16.7.3',
        'comp-cards-wrong-player',
      ),
    ];
  }
  return [
    statementStep(
      t,
      ref('proc_comp_not_exposed_question', { a, label }),
      scene,
      ref('proc_comp_not_exposed_correct', {}),
      [
        ref('proc_comp_not_exposed_wrong_next', { label }),
        ref('proc_comp_not_exposed_wrong_void', {}),
        ref('proc_comp_not_exposed_wrong_wait', {}),
        ref('proc_comp_not_exposed_wrong_inspector', {}),
      ],
      ref('proc_comp_not_exposed_working', {}),
      'Tasmania 16.7.4',
      'comp-cards-not-exposed',
    ),
  ];
}

function indicator(t: Tools): Step[] {
  const base = competitionLimits(t);
  const raised = { min: base.min * t.rng.between(2, 5), max: base.max * 2 };
  const scene = tableScene(t.ctx.profile, { situation: SITUATION });
  const thisCoup = t.rng.nextInt(3) === 0;
  const limits = limitsForNextCoup({ indicatorSeen: !thisCoup, base, raised });
  return [
    statementStep(
      t,
      ref('proc_comp_indicator_question', {}),
      scene,
      ref('proc_comp_indicator_correct', {}),
      [
        ref('proc_comp_indicator_wrong_void', {}),
        ref('proc_comp_indicator_wrong_last', {}),
        ref('proc_comp_indicator_wrong_next_card', {}),
        ref('proc_comp_indicator_wrong_one_more', {}),
      ],
      ref('proc_comp_indicator_working', {}),
      'Tasmania 16.5.2',
      'comp-indicator',
    ),
    {
      question: ref(thisCoup ? 'proc_comp_limits_this_question' : 'proc_comp_limits_next_question', {
        min: t.m(base.min),
        max: t.m(base.max),
        rmin: t.m(raised.min),
        rmax: t.m(raised.max),
      }),
      scene,
      form: { type: 'amount', label: ref('proc_comp_minimum_label', {}) },
      key: amountKey(
        limits.limits.min,
        thisCoup
          ? ref('proc_comp_limits_this_working', { min: t.m(base.min) })
          : ref('proc_comp_limits_next_working', { rmin: t.m(raised.min) }),
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
  const keeps = ref('proc_comp_elim_keeps', {});
  const operator = ref('proc_comp_elim_operator', {});
  const correct = e.playerKeepsChips ? keeps : operator;
  return [
    statementStep(
      t,
      ref(live ? 'proc_comp_elim_live_question' : 'proc_comp_elim_question', {
        min: t.m(l.min),
        seat,
        value: t.m(value),
      }),
      tableScene(t.ctx.profile, { players: [seat], situation: SITUATION }),
      correct,
      [
        e.playerKeepsChips ? operator : keeps,
        ref('proc_comp_elim_wrong_top_up', { min: t.m(l.min) }),
        ref('proc_comp_elim_wrong_wager_left', { value: t.m(value) }),
        ref('proc_comp_elim_wrong_take_over', {}),
      ],
      ref(live ? 'proc_comp_elim_live_working' : 'proc_comp_elim_working', {}),
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
