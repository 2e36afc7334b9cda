// What placing piles on the table takes and gives (pile-placement.ts): a spot's room, a bet to place, the table's
// bounds, and where a bet's wager and payment stand.
import type { Point } from './polygon.ts';
import type { PileSpec } from './pile-shapes.ts';

/** A spot to place piles in: its outline, the box its name is written in, and its points by (u, v): u across the
 *  spot (0 at the wager's end, 1 at the payment's), v from the rail side (0) to the dealer's side (1). */
export interface PileRoom {
  readonly outline: readonly Point[];
  readonly label: readonly Point[];
  point(u: number, v: number): Point;
}

/** Where a bet's wager and payment stand, the chips' size, and the piles' turn (degrees, clockwise): a pile stands
 *  upright, or turned to follow a spot near the ends of the curve, where the spots run up the table's side. */
export interface BetPlacement {
  readonly stake: Point;
  readonly payment: Point;
  readonly scale: number;
  /** The payment's chips may be drawn smaller than the wager's, where the spot is narrow: the wager is what the
   *  dealer must read. */
  readonly paymentScale: number;
  readonly turn: number;
  /** The wager is drawn as its bet's pile of fewer chips BetToPlace.fewer[fewer - 1]: its mix did not fit the
   *  spot. Absent or 0: as BetToPlace.stake. */
  readonly fewer?: number;
}

/** A bet to place on the table: its spot's room, its wager, and the payment the spot keeps room for (the payment
 *  is not known before the bet is paid; the same pile as the wager, its amount a character longer). */
export interface BetToPlace {
  readonly id: string;
  readonly room: PileRoom;
  readonly stake: PileSpec;
  /** Piles of fewer chips of the same amount, tallest first (the last the fewest chips), tried in turn where `stake`
   *  (a player's mix) would not stand wholly in its spot, clear of its name, at NAME_IN_VIEW_SCALES (issue 23): the
   *  last is placed as far as it reaches. Absent: `stake` is placed as it is. */
  readonly fewer?: readonly PileSpec[];
  readonly payment: PileSpec;
}

/** The wager's pile as placed: the pile of fewer chips the placement fell back on, if it did. */
export function stakeOf(bet: BetToPlace, placed: Pick<BetPlacement, 'fewer'>): PileSpec {
  return (placed.fewer && bet.fewer?.[placed.fewer - 1]) || bet.stake;
}

/** What the piles must keep to wherever they stand: inside `bounds` (the felt, which is convex: a box is inside it
 *  when its corners are), clear of `obstacles` (the cards). */
export interface TableBounds {
  readonly bounds: (p: Point) => boolean;
  /** Every spot's name (Spot.labelBox): a pile rising or hanging out of its own spot keeps off all of them. */
  readonly labels: readonly (readonly Point[])[];
  readonly obstacles: readonly (readonly Point[])[];
}
