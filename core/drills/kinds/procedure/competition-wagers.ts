// Competition play at the table (Tasmania 16.4-16.5): changing a wager after a Tie, topping up, a seat's wagers and
// the time to wager. Answers from core/competition.ts.
import { betNameRef } from '../../../bet-names.ts';
import { ref, type MessageRef } from '../../../i18n/say.ts';
import {
  checkSeatWagers,
  mayAlterWager,
  topUp,
  wagerPosition,
  type CompetitionArea,
  type CompetitionWager,
  type SeatWagerProblem,
  type WagerChange,
} from '../../../competition.ts';
import { tableScene } from '../kind.ts';
import { betId } from '../payout.ts';
import { amountKey, choiceKey, someSeats, statementStep, YES_NO, type Step, type Tools } from './tools.ts';
import { competitionLimits, SITUATION } from './competition-table.ts';

/** "a, b and c" / "a; b; c": a list of phrases run together, in the sentence's language. */
function joined(list: readonly MessageRef[], id: 'proc_comp_and' | 'proc_comp_semicolon'): MessageRef {
  const [first, ...rest] = list as [MessageRef, ...MessageRef[]];
  return rest.length === 0 ? first : ref(id, { first, rest: joined(rest, id) });
}

export function tieChange(t: Tools): Step[] {
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

export function topUpStep(t: Tools): Step[] {
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

export function seatWagersStep(t: Tools): Step[] {
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

export function wagerTime(t: Tools): Step[] {
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
