// The squeeze (Tasmania 9.3): who is passed each hand's cards (9.3a-c, with standing players 6.4), the discs (9.3d),
// who must be informed (9.3e) and one set of cards at a time (9.3f). Answers from core/squeeze.ts, or the clause's
// statement where it is one.
import { BET_LABELS, type BetName } from '../../../bets.ts';
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
  seatOptions,
  someSeats,
  statementStep,
  type Builder,
  type Step,
  type Tools,
} from './tools.ts';

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
  const label = BET_LABELS[hand];
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
      question: `The cards are dealt face down for the squeeze.${refused.length > 0 ? ` Seat ${refused[0]} refuses the ${label} cards.` : ''} Who is passed the ${label}'s cards?`,
      scene: tableScene(p, {
        bets: sceneBets,
        ...faceDownHands(t),
        situation: 'Squeeze game: cards dealt face down (Tasmania 9.3).',
      }),
      form: {
        type: 'choice',
        options: seatOptions(
          seats.filter((s) => !refused.includes(s)),
          [{ key: 'd', label: 'The dealer turns them' }],
        ),
      },
      key: choiceKey(
        holder.seat === null ? 'd' : String(holder.seat),
        holder.seat === null ? 'The dealer turns them' : `Seat ${holder.seat}`,
        nobody
          ? `Nobody wagered on the ${label}'s hand, so nobody is passed its cards: the dealer turns them. Rule 9.3 does not say so; this is house practice, by analogy with competition play, where the dealer turns the cards of a hand nobody wagered on (Tasmania 16.7.5).`
          : holder.sentence,
        nobody ? 'House practice (by analogy with Tasmania 16.7.5)' : holder.rule,
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
  const label = BET_LABELS[hand];
  const correct = `The seated player at seat ${seat}`;
  return [
    statementStep(
      t,
      // The premise decides whose wager is highest (issue 18 N6): the seated player's own chips alone are the highest,
      // so whether the standing player's chips count as part of the seat's wager or apart, the answer is the same.
      `Squeeze game. A standing player wagering with the seated player on seat ${seat}'s betting space added chips to its ${label} wager; seat ${seat}'s seated player's own chips alone are more than any other wager on ${label}. The standing player asks to squeeze the ${label}'s cards. Who is passed the ${label}'s cards?`,
      tableScene(p, {
        bets: bets.map((b) => ({ id: betId(b.seat, b.on), ...b })),
        ...faceDownHands(t),
        situation: 'Squeeze game: cards dealt face down (Tasmania 9.3).',
      }),
      correct,
      [
        `The standing player on seat ${seat}'s space`,
        'The dealer turns them',
        'The seated player with the next highest wager',
        'The standing player and the seated player take one card each',
      ],
      `The cards go to the seated player having the highest wager on the hand (9.3a): seat ${seat}'s space holds the highest wager on ${label}. Standing players may wager with a seated player but may not handle the cards (6.4).`,
      'Tasmania 9.3a, 6.4',
      'squeeze-standing',
    ),
  ];
}

function conductScene(t: Tools, bets: SqueezeBet[] = []) {
  return tableScene(t.ctx.profile, {
    bets: bets.map((b) => ({ id: betId(b.seat, b.on), ...b })),
    situation: 'Squeeze game (Tasmania 9.3).',
  });
}

function squeezeDiscs(t: Tools): Step[] {
  const hand = t.rng.pick(['player', 'banker'] as const);
  const label = BET_LABELS[hand];
  return [
    statementStep(
      t,
      `Squeeze game. The highest wagerer on the ${label}'s hand accepts the cards. What may the dealer place in front of that player?`,
      conductScene(t),
      `A disc marked "${label}"`,
      [
        `A disc marked "${hand === 'player' ? 'Banker' : 'Player'}"`,
        'The puck',
        'The marker card',
        'A distinctive marker showing agreed limits',
        'Nothing: discs are for competition play only',
      ],
      `Discs marked "Player" and "Banker" may be placed in front of the highest wagerer accepting the cards on the Player's hand and the Banker's hand respectively. The distinctive marker is for limits agreed with management (7.2) and the puck for competition play (16.5.4).`,
      'Tasmania 9.3d',
      'squeeze-discs',
    ),
  ];
}

function squeezeInformed(t: Tools): Step[] {
  return [
    statementStep(
      t,
      'The players at the table ask for the cards to be dealt face down so they can squeeze them. Before the dealer may deal a squeeze game, who must have been informed?',
      conductScene(t),
      'A Management Representative and Surveillance',
      [
        'Nobody: the players asked for it (9.3)',
        'The Inspector only',
        'Surveillance only',
        'Every player at the table, who must all agree',
        'The Competition Director',
      ],
      'A game cannot be played with the cards dealt face down and squeezed unless a Management Representative and Surveillance have been informed.',
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
      `Squeeze game. Seat ${both} has the highest wager on both the Player's hand and the Banker's hand. How does that player handle the cards?`,
      conductScene(t, bets),
      'One set of cards at a time',
      [
        'Both sets at once',
        "Only the Banker's cards; the dealer turns the Player's",
        'Neither: the dealer turns all the cards',
        'The player chooses one hand; the other goes to the next highest wager',
      ],
      "Where a player holds the highest wager on both the Player's hand and the Banker's hand, the player may handle only one set of cards at any one time.",
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
