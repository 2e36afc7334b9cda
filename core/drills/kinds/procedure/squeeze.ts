// The squeeze (Tasmania 9.3): who is passed each hand's cards (9.3a-c, with standing players 6.4), the discs (9.3d),
// who must be informed (9.3e) and one set of cards at a time (9.3f). Answers from core/squeeze.ts, or the clause's
// statement where it is one.
import type { BetName } from '../../../bets.ts';
import { betNameRef } from '../../../bet-names.ts';
import { english } from '../../../i18n/phrase.ts';
import { ref, sentences } from '../../../i18n/say.ts';
import { squeezeHolders, type SqueezeBet } from '../../../squeeze.ts';
import type { SceneBet } from '../../types.ts';
import { tableScene } from '../kind.ts';
import { betId } from '../payout.ts';
import { betAmount, oddStakes, stakeWithin } from '../stake.ts';
import { limitsFor } from '../../../profiles.ts';
import type { AreaTopic } from './topics.ts';
import {
  choiceKey,
  faceDownHands,
  seatLabel,
  seatOptions,
  someSeats,
  statementStep,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

/** A key's rule is a string its citations are read from, so it is said in English (the message is ready for when the
 *  rule becomes a phrase). */
const RULE_NOBODY = english(ref('proc_squeeze_rule_nobody', {}));
const DEALER_TURNS = ref('proc_squeeze_dealer_turns', {});
const FACE_DOWN = ref('proc_squeeze_face_down', {});

function squeeze(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seats = someSeats(t.rng, p.seats, 2);
  const bets: SqueezeBet[] = [];
  for (const seat of seats) {
    const on: BetName = t.rng.pick(['player', 'banker'] as const);
    bets.push({ seat, on, amount: betAmount(p, on, t.ctx.difficulty, t.rng, oddStakes(t.ctx.constraints)) });
  }
  const hand = t.rng.pick(['player', 'banker'] as const);
  const onHand = bets.filter((b) => b.on === hand);
  // Equal highest wagers (9.3c) and refusals (9.3b) are what trainees get wrong: make them common.
  if (onHand.length >= 2 && t.rng.nextInt(2) === 0) {
    const top = Math.max(...onHand.map((b) => b.amount));
    const other = onHand.find((b) => b.amount !== top) ?? (onHand[1] as SqueezeBet);
    bets[bets.indexOf(other)] = { ...other, amount: top };
  }
  const ranked = bets.filter((b) => b.on === hand).sort((a, b) => b.amount - a.amount || a.seat - b.seat);
  const refused = ranked.length >= 2 && t.rng.nextInt(3) === 0 ? [(ranked[0] as SqueezeBet).seat] : [];
  const result = squeezeHolders(bets, { [hand]: refused });
  const holder = result[hand];
  const bet = betNameRef(hand);
  // 9.3 names no one when nobody wagered on the hand: the key says it is house practice.
  const nobody = holder.seat === null && holder.refusedBy.length === 0;
  const sceneBets: SceneBet[] = bets.map((b) => ({
    id: betId(b.seat, b.on),
    seat: b.seat,
    on: b.on,
    amount: b.amount,
  }));
  return [
    {
      question: sentences(
        ref('proc_squeeze_dealt_down', {}),
        ...(refused.length > 0 ? [ref('proc_squeeze_refuses', { seat: refused[0] as number, bet })] : []),
        ref('proc_squeeze_who_passed', { bet }),
      ),
      scene: tableScene(p, {
        bets: sceneBets,
        ...faceDownHands(t),
        situation: FACE_DOWN,
      }),
      form: {
        type: 'choice',
        options: seatOptions(
          seats.filter((s) => !refused.includes(s)),
          [{ key: 'd', label: DEALER_TURNS }],
        ),
      },
      key: choiceKey(
        holder.seat === null ? 'd' : String(holder.seat),
        holder.seat === null ? DEALER_TURNS : seatLabel(holder.seat),
        nobody ? ref('proc_squeeze_nobody_working', { bet }) : holder.sentence,
        nobody ? RULE_NOBODY : holder.rule,
        [
          nobody
            ? 'squeeze-nobody'
            : refused.length > 0
              ? 'squeeze-refused'
              : holder.rule.includes('9.3c')
                ? 'squeeze-equal'
                : 'squeeze-highest',
        ],
        t,
      ),
    },
  ];
}

/** Bets on one hand at two or more seats, with a single highest seat (so 9.3c is not the point of the item). */
function oneHighest(t: Tools, hand: 'player' | 'banker'): SqueezeBet[] {
  const p = t.ctx.profile;
  const seats = someSeats(t.rng, p.seats, 2);
  const odd = oddStakes(t.ctx.constraints);
  const bets = seats.map((seat) => ({
    seat,
    on: hand,
    amount: betAmount(p, hand, t.ctx.difficulty, t.rng, odd),
  }));
  const top = Math.max(...bets.map((b) => b.amount));
  const first = bets.findIndex((b) => b.amount === top);
  // The others tied with the highest bet less (a stake under it); at the minimum the first bets more instead.
  const under = (): number | null => stakeWithin(p, hand, 0, top - 1, t.rng, odd);
  if (bets.some((b, i) => i !== first && b.amount === top) && under() === null) {
    const more = stakeWithin(p, hand, top + 1, top * 10, t.rng, odd) as number;
    return bets.map((b, i) => (i === first ? { ...b, amount: more } : b));
  }
  return bets.map((b, i) => (i !== first && b.amount === top ? { ...b, amount: under() as number } : b));
}

function squeezeStanding(t: Tools): Step[] {
  const p = t.ctx.profile;
  const hand = t.rng.pick(['player', 'banker'] as const);
  const bets = oneHighest(t, hand).filter((b) => b.amount > 0);
  const holder = squeezeHolders(bets, {})[hand];
  const seat = holder.seat as number;
  const bet = betNameRef(hand);
  const correct = ref('proc_squeeze_standing_correct', { seat });
  return [
    statementStep(
      t,
      // The premise decides whose wager is highest (issue 18 N6): the seated player's own chips alone are the highest,
      // so whether the standing player's chips count as part of the seat's wager or apart, the answer is the same.
      ref('proc_squeeze_standing_question', { seat, bet }),
      tableScene(p, {
        bets: bets.map((b) => ({ id: betId(b.seat, b.on), ...b })),
        ...faceDownHands(t),
        situation: FACE_DOWN,
      }),
      correct,
      [
        ref('proc_squeeze_standing_wrong_standing', { seat }),
        DEALER_TURNS,
        ref('proc_squeeze_standing_wrong_next', {}),
        ref('proc_squeeze_standing_wrong_one_each', {}),
      ],
      ref('proc_squeeze_standing_working', { seat, bet }),
      'Tasmania 9.3a, 6.4',
      'squeeze-standing',
    ),
  ];
}

function conductScene(t: Tools, bets: SqueezeBet[] = []) {
  return tableScene(t.ctx.profile, {
    bets: bets.map((b) => ({ id: betId(b.seat, b.on), ...b })),
    situation: ref('proc_squeeze_game', {}),
  });
}

function squeezeDiscs(t: Tools): Step[] {
  const hand = t.rng.pick(['player', 'banker'] as const);
  const disc = (on: 'player' | 'banker') => ref('proc_squeeze_disc', { bet: betNameRef(on) });
  return [
    statementStep(
      t,
      ref('proc_squeeze_discs_question', { bet: betNameRef(hand) }),
      conductScene(t),
      disc(hand),
      [
        disc(hand === 'player' ? 'banker' : 'player'),
        ref('proc_squeeze_discs_wrong_puck', {}),
        ref('proc_squeeze_discs_wrong_marker_card', {}),
        ref('proc_squeeze_discs_wrong_limits', {}),
        ref('proc_squeeze_discs_wrong_competition', {}),
      ],
      ref('proc_squeeze_discs_working', {}),
      'Tasmania 9.3d',
      'squeeze-discs',
    ),
  ];
}

function squeezeInformed(t: Tools): Step[] {
  return [
    statementStep(
      t,
      ref('proc_squeeze_informed_question', {}),
      conductScene(t),
      ref('proc_squeeze_informed_correct', {}),
      [
        ref('proc_squeeze_informed_wrong_nobody', {}),
        ref('proc_squeeze_informed_wrong_inspector', {}),
        ref('proc_squeeze_informed_wrong_surveillance', {}),
        ref('proc_squeeze_informed_wrong_players', {}),
        ref('proc_squeeze_informed_wrong_director', {}),
      ],
      ref('proc_squeeze_informed_working', {}),
      'Tasmania 9.3e',
      'squeeze-informed',
    ),
  ];
}

/** 9.3f: one seat holds the highest wager on both hands. */
function squeezeOneSet(t: Tools): Step[] {
  const p = t.ctx.profile;
  const seats = someSeats(t.rng, p.seats, 2);
  const both = t.rng.pick(seats);
  const bets: SqueezeBet[] = [];
  for (const hand of ['player', 'banker'] as const) {
    const odd = oddStakes(t.ctx.constraints);
    // Above the minimum, so the other seats can bet less than it.
    const top = stakeWithin(
      p,
      hand,
      limitsFor(p, hand).min + 1,
      limitsFor(p, hand).min * 100,
      t.rng,
      odd,
    ) as number;
    bets.push({ seat: both, on: hand, amount: top });
    for (const s of seats.filter((x) => x !== both && t.rng.nextInt(2) === 0)) {
      bets.push({ seat: s, on: hand, amount: stakeWithin(p, hand, 0, top - 1, t.rng, odd) as number });
    }
  }
  const result = squeezeHolders(bets, {});
  if (result.bothHands !== both) throw new Error('squeeze-one-set: the seat should hold both hands');
  return [
    statementStep(
      t,
      ref('proc_squeeze_one_set_question', { seat: both }),
      conductScene(t, bets),
      ref('proc_squeeze_one_set_correct', {}),
      [
        ref('proc_squeeze_one_set_wrong_both', {}),
        ref('proc_squeeze_one_set_wrong_banker_only', {}),
        ref('proc_squeeze_one_set_wrong_neither', {}),
        ref('proc_squeeze_one_set_wrong_choose', {}),
      ],
      ref('proc_squeeze_one_set_working', {}),
      'Tasmania 9.3f',
      'squeeze-one-set',
    ),
  ];
}

export const SQUEEZE: Record<AreaTopic<'squeeze'>, Builder> = {
  squeeze,
  'squeeze-standing': squeezeStanding,
  'squeeze-discs': squeezeDiscs,
  'squeeze-informed': squeezeInformed,
  'squeeze-one-set': squeezeOneSet,
};
