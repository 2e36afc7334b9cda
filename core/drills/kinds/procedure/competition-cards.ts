// Competition play (Tasmania 16.7): who is passed the cards, and a card passed to the wrong player or not exposed.
// Answers from core/competition.ts, or the clause's statement.
import { betNameRef } from '../../../bet-names.ts';
import { ref } from '../../../i18n/say.ts';
import { bettingSequence, competitionCards, type CompetitionWager } from '../../../competition.ts';
import { tableScene } from '../kind.ts';
import { betId } from '../payout.ts';
import {
  choiceKey,
  seatOptions,
  seatList,
  someSeats,
  statementStep,
  unwrap,
  type Step,
  type Tools,
} from './tools.ts';
import { competitionLimits, FACE_DOWN } from './competition-table.ts';

export function compCards(t: Tools): Step[] {
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
        seats: seatList(inGame),
        puck: puckSeat,
        order: seatList(order),
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

export function compCardsIrregular(t: Tools): Step[] {
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
