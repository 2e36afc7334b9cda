// Who squeezes (Tasmania 9.3): the Player cards go to the seated player with the highest wager on the Player's hand,
// the Banker cards to the highest wager on the Banker's hand (9.3a); a refusal passes them to the next highest
// (9.3b); equal highest wagers: the lowest numbered seat first (9.3c); a seat with the highest wager on both hands
// handles one set at a time (9.3f). Competition play (16.7.2) breaks ties by betting sequence instead. With no
// wager on a hand the dealer turns those cards: 16.7.5 says so for competition play; 9.3 does not say, so outside
// competition play it is house practice by analogy with 16.7.5, cited as that (and likewise when every seat refuses
// the cards: 16.7.4 in competition play, house practice by analogy otherwise).
import { rightToLeft, type SeatOne } from './seats.ts';
import type { BetName } from './bets.ts';
import type { Side } from './coup.ts';
import { HOUSE_PRACTICE_ALL_REFUSED, HOUSE_PRACTICE_NO_WAGER } from './citations.ts';
import { ref, type MessageRef } from './i18n/say.ts';
import { seatList } from './i18n/seat-list.ts';

export interface SqueezeBet {
  readonly seat: number;
  readonly on: BetName;
  readonly amount: number;
}

export interface SqueezeHolder {
  readonly hand: Side;
  /** The seat passed the cards; null: the dealer turns them. */
  readonly seat: number | null;
  /** That seat's wager on the hand (0 when the dealer turns the cards). */
  readonly amount: number;
  /** Seats that refused before the cards reached `seat`, in the order they were offered. */
  readonly refusedBy: readonly number[];
  /** Why, as a clause ("seat 3 has the highest wager on the Player's hand"). */
  readonly explanation: MessageRef;
  /** The same as a sentence of its own ("Seat 3 has the highest wager on the Player's hand."). */
  readonly sentence: MessageRef;
  readonly rule: string;
}

export interface SqueezeResult {
  readonly player: SqueezeHolder;
  readonly banker: SqueezeHolder;
  /** Tasmania 9.3f: the seat holding both sets, which handles one set at a time; null otherwise. */
  readonly bothHands: number | null;
  readonly notes: readonly MessageRef[];
}

export interface Refusals {
  readonly player?: readonly number[];
  readonly banker?: readonly number[];
}

const LABEL: Record<Side, MessageRef> = {
  player: ref('coup_hand_player', {}),
  banker: ref('coup_hand_banker', {}),
};

/** Each seat's total wager on the hand (a seat's chips on one area form one wager), highest first. */
function ranked(bets: readonly SqueezeBet[], hand: Side, tieBreak: (a: number, b: number) => number) {
  const bySeat = new Map<number, number>();
  for (const b of bets)
    if (b.on === hand && b.amount > 0) bySeat.set(b.seat, (bySeat.get(b.seat) ?? 0) + b.amount);
  return [...bySeat.entries()]
    .map(([seat, amount]) => ({ seat, amount }))
    .sort((a, b) => b.amount - a.amount || tieBreak(a.seat, b.seat));
}

/** Who turns the cards nobody takes: a rule of competition play (16.7.4-16.7.5), house practice outside it. */
interface DealerTurns {
  readonly noWager: string;
  readonly allRefused: string;
}
const COMPETITION_TURNS: DealerTurns = { noWager: 'Tasmania 16.7.5', allRefused: 'Tasmania 9.3b, 16.7.4' };
const HOUSE_TURNS: DealerTurns = { noWager: HOUSE_PRACTICE_NO_WAGER, allRefused: HOUSE_PRACTICE_ALL_REFUSED };

/** Each explanation, as a clause and as a sentence of its own (capitalised in English). */
const CLAUSES = {
  nobody: ['squeeze_nobody', 'squeeze_nobody_sentence'],
  allRefused: ['squeeze_all_refused', 'squeeze_all_refused_sentence'],
  highest: ['squeeze_highest', 'squeeze_highest_sentence'],
  refusedOne: ['squeeze_refused_one', 'squeeze_refused_one_sentence'],
  refusedMany: ['squeeze_refused_many', 'squeeze_refused_many_sentence'],
} as const;

type Why = Pick<SqueezeHolder, 'explanation' | 'sentence'>;

function why(
  clause: keyof typeof CLAUSES,
  params: { hand: MessageRef; seat?: number; refused?: MessageRef | string },
  tie?: MessageRef,
): Why {
  const [asClause, asSentence] = CLAUSES[clause];
  // Every clause's parameters are among these; ref() checks each message's own where the ids are literal.
  const said = (id: (typeof CLAUSES)[keyof typeof CLAUSES][number]): MessageRef => ({ id, params });
  const equal = (explanation: MessageRef): MessageRef =>
    tie ? ref('squeeze_equal', { explanation, tie }) : explanation;
  return {
    explanation: equal(said(asClause)),
    sentence: ref('squeeze_sentence', { clause: equal(said(asSentence)) }),
  };
}

function holderFor(
  bets: readonly SqueezeBet[],
  hand: Side,
  refused: readonly number[],
  tieBreak: (a: number, b: number) => number,
  tieRule: string,
  tieWords: MessageRef,
  turns: DealerTurns,
): SqueezeHolder {
  const order = ranked(bets, hand, tieBreak);
  const firstAt = order.findIndex((o) => !refused.includes(o.seat));
  const first = order[firstAt];
  // Only the seats offered the cards before the one that took them refused them (9.3b); a refusal recorded for a
  // lower wager was never offered.
  const refusedBy = (first ? order.slice(0, firstAt) : order).map((o) => o.seat);
  if (order.length === 0) {
    return {
      hand,
      seat: null,
      amount: 0,
      refusedBy: [],
      ...why('nobody', { hand: LABEL[hand] }),
      rule: turns.noWager,
    };
  }
  if (!first) {
    return {
      hand,
      seat: null,
      amount: 0,
      refusedBy,
      ...why('allRefused', { hand: LABEL[hand] }),
      rule: turns.allRefused,
    };
  }
  const rules = ['Tasmania 9.3a'];
  if (refusedBy.length > 0) rules.push('9.3b');
  // Equal highest among the seats still to be offered the cards (after a refusal, the next highest: 9.3b, 9.3c).
  const equal = order.some(
    (o) => o.seat !== first.seat && o.amount === first.amount && !refused.includes(o.seat),
  );
  if (equal) rules.push(tieRule);
  const said =
    refusedBy.length === 0
      ? why('highest', { hand: LABEL[hand], seat: first.seat }, equal ? tieWords : undefined)
      : why(
          refusedBy.length > 1 ? 'refusedMany' : 'refusedOne',
          { hand: LABEL[hand], seat: first.seat, refused: seatList(refusedBy) },
          equal ? tieWords : undefined,
        );
  return { hand, seat: first.seat, amount: first.amount, refusedBy, ...said, rule: rules.join(', ') };
}

function combine(player: SqueezeHolder, banker: SqueezeHolder): SqueezeResult {
  const both = player.seat !== null && player.seat === banker.seat ? player.seat : null;
  const notes: MessageRef[] = [
    ref('squeeze_note_player', { explanation: player.explanation }),
    ref('squeeze_note_banker', { explanation: banker.explanation }),
  ];
  if (both !== null) notes.push(ref('squeeze_note_both_hands', { seat: both }));
  return { player, banker, bothHands: both, notes };
}

const LOWEST_SEAT = ref('squeeze_tie_lowest_seat', {});
const BETTING_SEQUENCE = ref('squeeze_tie_betting_sequence', {});

/** Tasmania 9.3: who is passed each set of cards. */
export function squeezeHolders(bets: readonly SqueezeBet[], refusals: Refusals = {}): SqueezeResult {
  const bySeat = (a: number, b: number): number => a - b;
  return combine(
    holderFor(bets, 'player', refusals.player ?? [], bySeat, '9.3c', LOWEST_SEAT, HOUSE_TURNS),
    holderFor(bets, 'banker', refusals.banker ?? [], bySeat, '9.3c', LOWEST_SEAT, HOUSE_TURNS),
  );
}

/**
 * Tasmania 16.7.2 (competition play): equal highest wagers go to the seat that placed the first of them in the
 * betting sequence. `bettingOrder` lists the seats in the order they wagered this coup (see competitionBettingOrder).
 */
export function competitionSqueezeHolders(
  bets: readonly SqueezeBet[],
  bettingOrder: readonly number[],
  refusals: Refusals = {},
): SqueezeResult {
  const position = (seat: number): number => {
    const i = bettingOrder.indexOf(seat);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  const bySequence = (a: number, b: number): number => position(a) - position(b) || a - b;
  return combine(
    holderFor(
      bets,
      'player',
      refusals.player ?? [],
      bySequence,
      '16.7.2',
      BETTING_SEQUENCE,
      COMPETITION_TURNS,
    ),
    holderFor(
      bets,
      'banker',
      refusals.banker ?? [],
      bySequence,
      '16.7.2',
      BETTING_SEQUENCE,
      COMPETITION_TURNS,
    ),
  );
}

/**
 * Tasmania 16.5.4-16.5.5: the puck starts at the player at the dealer's immediate right and wagering goes
 * anticlockwise. Seat numbering: seat 1 ("first base", DEALING.md) is nearest the dealer's right and numbers rise
 * towards the dealer's left; this is the numbering under which Tasmania 5.3 ("clockwise ... starting with the
 * highest numbered place") and 16.5.4 both read naturally. Seen from above with the dealer facing the players,
 * anticlockwise from the dealer's right is therefore ascending seat order, wrapping from the highest seat to seat 1.
 */
export function competitionBettingOrder(
  seats: readonly number[],
  puckSeat: number,
  seatOne: SeatOne = 'dealer-right',
): number[] {
  // With seat 1 at the dealer's left (a house convention, core/seats.ts) anticlockwise is descending instead.
  const asc = rightToLeft(seats, seatOne);
  const start = asc.indexOf(puckSeat);
  if (start === -1) throw new RangeError(`competitionBettingOrder: puck seat ${puckSeat} is not seated`);
  return [...asc.slice(start), ...asc.slice(0, start)];
}
