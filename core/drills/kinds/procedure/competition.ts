// Competition play at the table (Tasmania 16.4-16.5, 16.7): the topics' builders, joined here; the puck, the
// indicator card and elimination are built here, the wagers in competition-wagers.ts, the cards in
// competition-cards.ts. Answers from core/competition.ts, or the clause's statement.
import { ref } from '../../../i18n/say.ts';
import { bettingSequence, eliminated, limitsForNextCoup, firstPuck, nextPuck } from '../../../competition.ts';
import { seatNumberingRef } from '../../../conventions.ts';
import { tableScene } from '../kind.ts';
import type { AreaTopic } from './topics.ts';
import {
  amountKey,
  choiceKey,
  seatOptions,
  seatList,
  someSeats,
  statementStep,
  unwrap,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';
import { competitionLimits, SITUATION } from './competition-table.ts';
import { seatWagersStep, tieChange, topUpStep, wagerTime } from './competition-wagers.ts';
import { compCards, compCardsIrregular } from './competition-cards.ts';

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
        ? ref('proc_comp_puck_start_question', { numbering, seats: seatList(inGame) })
        : ref('proc_comp_puck_move_question', { numbering, seats: seatList(inGame), from }),
      scene: tableScene(t.ctx.profile, { players: inGame, situation: SITUATION }),
      form: { type: 'choice', options: seatOptions(inGame) },
      key: choiceKey(
        String(puckSeat),
        ref('proc_tools_seat', { seat: puckSeat }),
        start
          ? ref('proc_comp_puck_start_working', {
              where: ref(seatOne === 'dealer-right' ? 'proc_comp_puck_lowest' : 'proc_comp_puck_highest', {}),
              order: seatList(order),
            })
          : ref('proc_comp_puck_move_working', {
              direction: ref(
                seatOne === 'dealer-right' ? 'proc_comp_anticlockwise_right' : 'proc_comp_anticlockwise_left',
                {},
              ),
              order: seatList(order),
            }),
        start ? 'Tasmania 16.5.4' : 'Tasmania 16.5.5',
        [start ? 'puck-start' : 'puck-move'],
        t,
      ),
    },
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
