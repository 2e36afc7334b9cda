// An independent reading of the rule documents (/work/shared/rules), written from their text for checking the
// engine's answer keys. It deliberately imports nothing from core/ but the Card type: the table of play, the
// settlement odds and the pair classes are written out again here, so an engine bug cannot hide in both places.
import type { Card } from '../../../core/cards.ts';

/** A prompt the checker cannot read (new wording, a new topic): reported apart from wrong keys. */
export class Unreadable extends Error {}

export type Hand = 'player' | 'banker';
export type Winner = Hand | 'tie';

/** Tasmania 8: ace one, court cards and tens nothing, others their marking. */
export function value(card: Card): number {
  const rank = card[0] as string;
  if (rank === 'A') return 1;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

/** Tasmania 8: the total less ten or multiples of ten. */
export function point(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + value(c), 0) % 10;
}

/** Tasmania 11 and 10.1: an 8 or 9 on the first two cards is a natural ("no further draw"). */
export function isNatural(twoCards: readonly Card[]): boolean {
  return point(twoCards.slice(0, 2)) >= 8;
}

/** Tasmania 11, PLAYER column: 0-5 draws, 6-7 stands, 8-9 no further draw; nobody draws on a natural. */
export function playerDraws(player2: readonly Card[], banker2: readonly Card[]): boolean {
  if (isNatural(player2) || isNatural(banker2)) return false;
  return point(player2) <= 5;
}

/** Tasmania 11's grid, copied row by row: Banker 3-6 against the Player's third card 0..9, then "No Card". */
const GRID: Record<number, string> = {
  3: 'DDDDDDDDSD' + 'D',
  4: 'SSDDDDDDSS' + 'D',
  5: 'SSSSDDDDSS' + 'D',
  6: 'SSSSSSDDSS' + 'S',
};

/** Tasmania 11, BANKER column and the grid: 0-2 draws, 3-6 by the grid, 7 stands, 8-9 no further draw. */
export function bankerDraws(
  player2: readonly Card[],
  banker2: readonly Card[],
  playerThird: Card | null,
): boolean {
  if (isNatural(player2) || isNatural(banker2)) return false;
  const b = point(banker2);
  if (b <= 2) return true;
  if (b >= 7) return false;
  const column = playerThird === null ? 10 : value(playerThird);
  return (GRID[b] as string)[column] === 'D';
}

export interface PlayedCoup {
  readonly player: Card[];
  readonly banker: Card[];
  readonly playerPoint: number;
  readonly bankerPoint: number;
  readonly playerNatural: boolean;
  readonly bankerNatural: boolean;
  readonly winner: Winner;
  /** Cards taken from the sequence. */
  readonly used: number;
}

/** Tasmania 10.3, 6.6-6.8: the higher point wins; equal points tie. */
export function winnerOf(playerPoint: number, bankerPoint: number): Winner {
  return playerPoint > bankerPoint ? 'player' : bankerPoint > playerPoint ? 'banker' : 'tie';
}

/** Tasmania 9.2 and 11: P, B, P, B, then the Player's third card, then the Banker's, from `cards` in order. */
export function play(cards: readonly Card[]): PlayedCoup {
  let next = 0;
  const take = (): Card => {
    const c = cards[next++];
    if (c === undefined) throw new Error(`play: the coup needs more than ${cards.length} cards`);
    return c;
  };
  const [p1, b1, p2, b2] = [take(), take(), take(), take()];
  const player: Card[] = [p1, p2];
  const banker: Card[] = [b1, b2];
  let third: Card | null = null;
  if (playerDraws(player, banker)) {
    third = take();
    player.push(third);
  }
  if (bankerDraws(player.slice(0, 2), banker, third)) banker.push(take());
  return { ...fromHands(player, banker), used: next };
}

/**
 * Whether finished hands are what the table of play deals: the Player drew exactly when 11 says so, and the Banker
 * too. Returns why not, or null.
 */
export function illegalHands(player: readonly Card[], banker: readonly Card[]): string | null {
  if (player.length < 2 || banker.length < 2 || player.length > 3 || banker.length > 3)
    return `hands of ${player.length} and ${banker.length} cards`;
  const pDraws = playerDraws(player.slice(0, 2), banker.slice(0, 2));
  if (pDraws !== (player.length === 3)) return `the Player ${pDraws ? 'must draw' : 'must not draw'}`;
  const bDraws = bankerDraws(player.slice(0, 2), banker.slice(0, 2), player[2] ?? null);
  if (bDraws !== (banker.length === 3)) return `the Banker ${bDraws ? 'must draw' : 'must not draw'}`;
  return null;
}

// ---------- The houses: odds as each document states them ----------

interface Ratio {
  readonly pays: number;
  readonly per: number;
}
const r = (pays: number, per = 1): Ratio => ({ pays, per });

export interface House {
  /** Where the odds come from. */
  readonly source: string;
  /** How a key at this house cites the document that states its odds (issue 8, "Citations"). */
  readonly cites: RegExp;
  /**
   * The Banker bet: 'commission' pays 19:20 (Tasmania 12.2; the Dragon Bonus guide "$20 … a payout of $19"),
   * 'six-pays-half' 1:1 except a Banker win on six pays half (Tasmania 12.4, 13; Deltin).
   */
  readonly banker: 'commission' | 'six-pays-half';
  /** Where the document says the 5% goes: deducted from the payment, or marked in the box (casino guide). */
  readonly commissionCollected: 'deducted' | 'box';
  readonly tie: Ratio;
  readonly perfectPairs: { mixed: Ratio; coloured: Ratio; perfect: Ratio } | null;
  readonly pairs: Ratio | null;
  readonly superSix: Ratio | null;
  readonly dragon: { natural: Ratio; margins: Record<4 | 5 | 6 | 7 | 8 | 9, Ratio> } | null;
}

const TASMANIA: House = {
  source: 'Tasmania 12.1-12.3, 15.8',
  cites: /Tasmania/,
  banker: 'commission',
  commissionCollected: 'deducted',
  tie: r(8),
  perfectPairs: { mixed: r(6), coloured: r(12), perfect: r(25) },
  pairs: null,
  superSix: null,
  dragon: null,
};

/** The house each profile id is dealt under, from its document. */
export const HOUSES: Readonly<Record<string, House>> = {
  tasmania: TASMANIA,
  // A trainer's profile in assets/drill-sets: the Tasmania rules on nine seats (Tasmania 1).
  'tasmania-9-seat': TASMANIA,
  'tasmania-federal': {
    ...TASMANIA,
    source: 'Tasmania 12.4, 13',
    cites: /Tasmania/,
    banker: 'six-pays-half',
    perfectPairs: null,
  },
  'dragon-bonus': {
    source: 'Dragon Bonus Baccarat guide',
    cites: /Dragon Bonus/,
    banker: 'commission',
    // "a winning Banker wager of $20 will be paid $20 - $1 commission for a payout of $19"
    commissionCollected: 'deducted',
    tie: r(8),
    perfectPairs: null,
    pairs: null,
    superSix: null,
    dragon: {
      natural: r(1),
      margins: { 4: r(1), 5: r(2), 6: r(4), 7: r(6), 8: r(10), 9: r(30) },
    },
  },
  'casino-guide': {
    ...TASMANIA,
    source: 'Casino Baccarat guide',
    cites: /casino guide|Casino Baccarat guide/i,
    // "A 5% commission (vigorish) is charged on all winning bank wagers … paid by the end of each shoe"
    commissionCollected: 'box',
    perfectPairs: null,
  },
  deltin: {
    source: 'Deltin gaming guide',
    cites: /Deltin/,
    banker: 'six-pays-half',
    commissionCollected: 'deducted',
    tie: r(8),
    perfectPairs: null,
    pairs: r(11),
    superSix: r(12),
    dragon: null,
  },
};

export function houseOf(profileId: string): House {
  const h = HOUSES[profileId];
  if (!h) throw new Error(`the independent checker has no house for profile "${profileId}"`);
  return h;
}

/**
 * House conventions the documents leave open (issue 8), read from the profile as data, with the documented
 * defaults where a profile does not state them: how the 5% is rounded and when, fractions of a cent, which end of
 * the table is seat 1, who "the first seated player" (5.3) is, and the order of taking and paying.
 */
export interface Conventions {
  readonly rounding: 'exact' | 'down' | 'up';
  /** Box collection: each mark rounded as it is made, or the exact marks and the total rounded when collected. */
  readonly roundOn: 'mark' | 'total';
  readonly smallestChip: number;
  readonly fractionalCents: 'down' | 'half-up';
  readonly seatOne: 'dealer-right' | 'dealer-left';
  readonly cutOfferFirst: 'sat-down-first' | 'first-place';
  readonly settlementOrder: 'losers-first' | 'main-then-side';
}

/** The conventions of a profile; fields a profile does not have take the documented defaults. */
export function conventionsOf(profile: {
  readonly banker: { readonly kind: string; readonly rounding?: string; readonly roundOn?: string };
  readonly chips: readonly number[];
}): Conventions {
  const p = profile as unknown as Partial<Record<keyof Conventions, string>>;
  return {
    rounding: (profile.banker.rounding as Conventions['rounding'] | undefined) ?? 'exact',
    roundOn: (profile.banker.roundOn as Conventions['roundOn'] | undefined) ?? 'mark',
    smallestChip: profile.chips[0] as number,
    fractionalCents: (p.fractionalCents as Conventions['fractionalCents'] | undefined) ?? 'down',
    seatOne: (p.seatOne as Conventions['seatOne'] | undefined) ?? 'dealer-right',
    cutOfferFirst: (p.cutOfferFirst as Conventions['cutOfferFirst'] | undefined) ?? 'sat-down-first',
    settlementOrder: (p.settlementOrder as Conventions['settlementOrder'] | undefined) ?? 'losers-first',
  };
}

/**
 * 5% of a winning Banker stake (19:20 leaves 1 part in 20). 'exact': to the cent, never in the player's favour;
 * 'up' / 'down': to the smallest chip.
 */
export function commissionOn(amount: number, c: Pick<Conventions, 'rounding' | 'smallestChip'>): number {
  return roundCommission(amount / 20, c);
}

/** Rounds an exact commission (in cents, maybe fractional) by the house's rule. */
export function roundCommission(exact: number, c: Pick<Conventions, 'rounding' | 'smallestChip'>): number {
  // A tiny tolerance: 5% of a whole number of cents is a multiple of 0.05 cent, so it never sits this close.
  const e = Math.round(exact * 1e6) / 1e6;
  if (c.rounding === 'exact') return Math.ceil(e);
  const chips = e / c.smallestChip;
  return (c.rounding === 'up' ? Math.ceil(chips) : Math.floor(chips)) * c.smallestChip;
}

/** A fraction of a cent in a payout, by the house's rule ('down' never pays a fraction in the player's favour). */
export function wholeCents(exact: number, c: Pick<Conventions, 'fractionalCents'>): number {
  const e = Math.round(exact * 1e6) / 1e6;
  return c.fractionalCents === 'half-up' ? Math.floor(e + 0.5) : Math.floor(e);
}

export type PairClass = 'perfect' | 'coloured' | 'mixed' | 'none';

const RED = new Set(['h', 'd']);

/** Tasmania 15.1: a pair is two cards of one rank; same suit perfect, same colour coloured, else mixed. */
export function pairClass(a: Card, b: Card): PairClass {
  if (a[0] !== b[0]) return 'none';
  if (a[1] === b[1]) return 'perfect';
  return RED.has(a[1] as string) === RED.has(b[1] as string) ? 'coloured' : 'mixed';
}

export type DragonClass = 'natural' | 4 | 5 | 6 | 7 | 8 | 9 | 'lose' | 'push';

/** Dragon Bonus guide: margin 4+ or a natural winner wins; a natural tie pushes; anything else loses. */
export function dragonClass(coup: PlayedCoup, side: Hand): DragonClass {
  if (coup.winner === 'tie') return coup.playerNatural && coup.bankerNatural ? 'push' : 'lose';
  if (coup.winner !== side) return 'lose';
  const natural = side === 'player' ? coup.playerNatural : coup.bankerNatural;
  if (natural) return 'natural';
  const margin = Math.abs(coup.playerPoint - coup.bankerPoint);
  return margin >= 4 ? (margin as 4 | 5 | 6 | 7 | 8 | 9) : 'lose';
}

export type BetOn =
  | 'player'
  | 'banker'
  | 'tie'
  | 'player_pair'
  | 'banker_pair'
  | 'perfect_pair_player'
  | 'perfect_pair_banker'
  | 'super_six'
  | 'dragon_player'
  | 'dragon_banker';

export interface Settled {
  readonly outcome: 'win' | 'lose' | 'push';
  /** Net winnings paid, in cents (0 unless won). */
  readonly paid: number;
  /** Cents marked in the commission box with this payment (box houses only). */
  readonly boxMark: number;
  /** The clause the answer rests on. */
  readonly clause: string;
}

/** How one bet settles on a finished coup at a house. */
export function settle(
  house: House,
  conv: Conventions,
  coup: PlayedCoup,
  on: BetOn,
  amount: number,
): Settled {
  const ratioOf = (stake: number, o: Ratio): number => wholeCents((stake * o.pays) / o.per, conv);
  const win = (paid: number, clause: string, boxMark = 0): Settled => ({
    outcome: 'win',
    paid,
    boxMark,
    clause,
  });
  const lose = (clause: string): Settled => ({ outcome: 'lose', paid: 0, boxMark: 0, clause });
  const push = (clause: string): Settled => ({ outcome: 'push', paid: 0, boxMark: 0, clause });
  const w = coup.winner;
  switch (on) {
    case 'player':
      if (w === 'tie') return push('Tasmania 6.8');
      return w === 'player' ? win(amount, 'Tasmania 12.1') : lose('Tasmania 6.7');
    case 'banker': {
      if (w === 'tie') return push('Tasmania 6.8');
      if (w !== 'banker') return lose('Tasmania 6.6');
      if (house.banker === 'six-pays-half') {
        return coup.bankerPoint === 6
          ? win(wholeCents(amount / 2, conv), `${house.source}: a Banker win on six pays half`)
          : win(amount, `${house.source}: Banker 1:1`);
      }
      const c = commissionOn(amount, conv);
      return house.commissionCollected === 'box'
        ? win(amount, `${house.source}: even money, 5% to the box`, c)
        : win(amount - c, `${house.source}: 19:20`);
    }
    case 'tie':
      return w === 'tie' ? win(ratioOf(amount, house.tie), 'Tasmania 12.3') : lose('Tasmania 6.8');
    case 'perfect_pair_player':
    case 'perfect_pair_banker': {
      const pp = house.perfectPairs;
      if (!pp) throw new Error(`${on} is not offered at ${house.source}`);
      const cards = on === 'perfect_pair_player' ? coup.player : coup.banker;
      const k = pairClass(cards[0] as Card, cards[1] as Card);
      return k === 'none' ? lose('Tasmania 15.6b') : win(ratioOf(amount, pp[k]), 'Tasmania 15.1, 15.8');
    }
    case 'player_pair':
    case 'banker_pair': {
      if (!house.pairs) throw new Error(`${on} is not offered at ${house.source}`);
      const cards = on === 'player_pair' ? coup.player : coup.banker;
      return pairClass(cards[0] as Card, cards[1] as Card) === 'none'
        ? lose('Deltin: not a pair')
        : win(ratioOf(amount, house.pairs), 'Deltin: pair 11:1');
    }
    case 'super_six':
      if (!house.superSix) throw new Error(`super_six is not offered at ${house.source}`);
      return w === 'banker' && coup.bankerPoint === 6
        ? win(ratioOf(amount, house.superSix), 'Deltin: Super Six 12:1')
        : lose('Deltin: Super Six needs a Banker win on six');
    case 'dragon_player':
    case 'dragon_banker': {
      const d = house.dragon;
      if (!d) throw new Error(`${on} is not offered at ${house.source}`);
      const k = dragonClass(coup, on === 'dragon_player' ? 'player' : 'banker');
      if (k === 'push') return push('Dragon Bonus guide: natural tie');
      if (k === 'lose') return lose('Dragon Bonus guide: loses');
      return win(
        ratioOf(amount, k === 'natural' ? d.natural : d.margins[k]),
        'Dragon Bonus guide: pay table',
      );
    }
  }
}

/** A coup from finished hands (as a scene shows them). */
export function fromHands(player: readonly Card[], banker: readonly Card[]): PlayedCoup {
  return {
    player: [...player],
    banker: [...banker],
    playerPoint: point(player),
    bankerPoint: point(banker),
    playerNatural: isNatural(player),
    bankerNatural: isNatural(banker),
    winner: winnerOf(point(player), point(banker)),
    used: player.length + banker.length,
  };
}

/** "$1,234.50" / "₹5,000.00" -> cents. */
export function parseMoney(text: string): number {
  const m = text.match(/^-?[^\d-]*([\d,]+)\.(\d\d)$/);
  if (!m) throw new Unreadable(`not an amount: "${text}"`);
  return Number((m[1] as string).replace(/,/g, '')) * 100 + Number(m[2]);
}

/** Every amount written in a text, in order. */
export function amountsIn(text: string, symbol: string): number[] {
  const esc = symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`${esc}[\\d,]+\\.\\d\\d`, 'g'))].map((m) => parseMoney(m[0]));
}

const SUIT: Record<string, string> = { '♠': 's', '♥': 'h', '♦': 'd', '♣': 'c' };

/** A card as the prompts print it: "10♦" -> "Td", "K♠" -> "Ks". */
export function cardFromLabel(label: string): Card {
  const m = label.match(/^(10|[A2-9JQK])([♠♥♦♣])$/);
  if (!m) throw new Unreadable(`not a card label: "${label}"`);
  return `${m[1] === '10' ? 'T' : m[1]}${SUIT[m[2] as string]}` as Card;
}
