// Where a bet's chips stand in its betting spot: the wager's pile and, beside it, the payment's, each with its amount
// under it. Chips are drawn as real stacks (up to 20, then a second stack beside), large enough that each chip's value
// reads at 1280×800; the places are searched so both piles stay inside the spot, clear of each other and, where the
// spot has the room, clear of the spot's name. The pile's shapes: pile-shapes.ts; the places tried: pile-grid.ts;
// what a pile does at each: pile-standing.ts (what it keeps clear of: pile-clearance.ts); the pairs of places chosen: pile-pairs.ts.
import { boxesMeet, type Point } from './polygon.ts';
import { grid, turns } from './pile-grid.ts';
import { NAME_IN_VIEW, PAYMENT_REACH, REACH_LISTS, bestPairs, type Pair, type Reach } from './pile-pairs.ts';
import { stakeOf, type BetPlacement, type BetToPlace, type TableBounds } from './pile-placement-types.ts';
import { localBox, pileOutline, type PileSpec } from './pile-shapes.ts';
import { boxOf, fixedFor, shape, type Clear, type Shape } from './pile-clearance.ts';
import { shapedAt, standingOf, standings, standsWhollyIn, type Lazy } from './pile-standing.ts';

// What the table, its close-ups and the tests draw and check piles with, from the files that define it.
export {
  CHIP,
  PILL,
  pileBox,
  pileOutline,
  pileWithAmountBox,
  piles,
  pillSize,
  pillTextMax,
  pillWidth,
  turnedBox,
} from './pile-shapes.ts';
export type { PileSpec } from './pile-shapes.ts';
export { stakeOf } from './pile-placement-types.ts';
export type { BetPlacement, BetToPlace, PileRoom, TableBounds } from './pile-placement-types.ts';

/** The chips' sizes tried, largest first: below the smallest a chip's value is hard to read at 1280×800. */
const SCALES: readonly number[] = [1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7];

/** The sizes the spot's name is kept in view at first (NAME_IN_VIEW), near full size. */
const NAME_IN_VIEW_SCALES = [1, 0.95, 0.9];

/** Where a player's mix must stand to be drawn (BetToPlace.fewer): wholly in its spot, clear of its name. */
const STAKE_IN_SPOT: Reach = { inSpot: true, keepLabel: true };

/** The sizes a player's mix is tried at: down to the smallest at which a main bet's chips read (0.85). */
const MIX_SCALES = [1, 0.95, 0.9, 0.85];

/**
 * Places every bet's wager and payment on the table, bet by bet: the largest chips first (down to SCALES' smallest),
 * then as far as REACH allows in its order, then upright rather than turned. Nothing placed meets anything else.
 */
export function placeBets(bets: readonly BetToPlace[], table: TableBounds): Map<string, BetPlacement> {
  const placed = new Map<string, BetPlacement>();
  const piles: Shape[] = [];
  const spotShapes = bets.map((b) => ({ id: b.id, shape: shape(b.room.outline) }));
  for (const bet of bets) {
    const places = grid(bet.room);
    const clear: Clear = {
      shapes: [
        ...fixedFor(table, bet.room),
        ...piles,
        ...spotShapes.filter((o) => o.id !== bet.id).map((o) => o.shape),
      ],
      bounds: table.bounds,
    };
    // The largest size at which the wager stands with room for its payment (a smaller pile stands wherever a larger
    // one does, so the sizes are searched by halves), the payment as large as fits beside it, then the
    // furthest-preferred REACH and turn. The payments' places do not depend on the wager's size: worked out once.
    const paymentsAt = new Map<string, Lazy>();
    const paymentsFor = (turn: number, k: number) => {
      const key = `${turn}:${k}`;
      let found = paymentsAt.get(key);
      if (!found) {
        found = standings(bet.payment, places, bet.room, k, turn, clear, true);
        paymentsAt.set(key, found);
      }
      return found;
    };
    // The wager's standings, and the best pairs found with them, are asked again at the same size (the spot's name in
    // view, then not): worked out once for the bet.
    const stakesAt = new Map<string, Lazy>();
    const stakesFor = (stake: PileSpec, scale: number, turn: number) => {
      const key = `${stake.chips}:${stake.chars}:${scale}:${turn}`;
      let found = stakesAt.get(key);
      if (!found) {
        found = standings(stake, places, bet.room, scale, turn, clear);
        stakesAt.set(key, found);
      }
      return found;
    };
    const pairsAt = new Map<string, (Pair | null)[]>();
    const pairsFor = (
      stake: PileSpec,
      scale: number,
      turn: number,
      k: number,
      reaches: readonly Reach[],
      stakeReach: Reach | undefined,
    ) => {
      const key = `${stake.chips}:${stake.chars}:${scale}:${turn}:${k}:${REACH_LISTS.indexOf(reaches)}:${stakeReach ? 1 : 0}`;
      let found = pairsAt.get(key);
      if (!found) {
        found = bestPairs(stakesFor(stake, scale, turn), paymentsFor(turn, k), reaches, stakeReach);
        pairsAt.set(key, found);
      }
      return found;
    };
    const turnsHere = turns(bet.room);
    const at = (
      scale: number,
      // The payment a little smaller than the wager at most (0.3 of full size), before the wager is made smaller.
      paymentScales: readonly number[] = SCALES.filter((x) => x <= scale && x >= scale - 0.3),
      reaches: readonly Reach[] = PAYMENT_REACH,
      stake: PileSpec = bet.stake,
      stakeReach?: Reach,
    ): BetPlacement | null => {
      for (const k of paymentScales) {
        // The furthest-preferred REACH first, then upright rather than turned.
        const byTurn = turnsHere.map((turn) => pairsFor(stake, scale, turn, k, reaches, stakeReach));
        for (let r = 0; r < reaches.length; r++)
          for (let t = 0; t < turnsHere.length; t++) {
            const found = byTurn[t]?.[r];
            if (found)
              return {
                stake: found.stake.at,
                payment: found.payment.at,
                scale,
                paymentScale: k,
                turn: turnsHere[t] as number,
              };
          }
      }
      return null;
    };
    // The spot's name kept in view first, at a size near full (a wager at 0.9 with its spot's name in view reads
    // better than one at full size over it); else as large as the wager stands.
    const nameInView = (
      stake: PileSpec,
      stakeReach?: Reach,
      scales: readonly number[] = NAME_IN_VIEW_SCALES,
    ): BetPlacement | null => {
      for (const scale of scales) {
        // A mix that stands wholly in its spot nowhere at this size is passed over before its pairs are searched.
        if (stakeReach && !standsWhollyIn(stake, places, bet.room, scale)) continue;
        const here = at(
          scale,
          SCALES.filter((x) => x <= scale && x >= scale - 0.1 - 1e-9),
          NAME_IN_VIEW,
          stake,
          stakeReach,
        );
        if (here) return here;
      }
      return null;
    };
    // As large as the wager stands, its spot's name in view first: the whole search for one pile.
    const search = (stake: PileSpec): BetPlacement | null => {
      let found = nameInView(stake) ?? at(1, undefined, undefined, stake);
      if (!found) {
        let lo = 1;
        let hi = SCALES.length - 1;
        while (lo <= hi) {
          const mid = (lo + hi) >> 1;
          const here = at(SCALES[mid] ?? 1, undefined, undefined, stake);
          if (here) {
            found = here;
            hi = mid - 1;
          } else lo = mid + 1;
        }
      }
      // A pile too tall for its spot even at SCALES' smallest (no drill deals one, but a trainer's set might):
      // smaller.
      for (const k of [0.6, 0.5, 0.4, 0.3, 0.2]) found ??= at(k, [k], undefined, stake);
      return found;
    };
    // A player's mix is drawn only where it stands wholly in its spot, clear of the spot's name, near full size;
    // else the bet is placed as its fewer chips, as far as they reach.
    const tries = [bet.stake, ...(bet.fewer ?? [])];
    let found: BetPlacement | null = null;
    for (let i = 0; i < tries.length && !found; i++) {
      const pile = tries[i] as PileSpec;
      const mix = i < tries.length - 1;
      // A mix that stands wholly in its spot nowhere at its smallest size is passed over before the pairs are
      // searched (and at each larger size in nameInView).
      if (mix && !standsWhollyIn(pile, places, bet.room, MIX_SCALES[MIX_SCALES.length - 1] as number))
        continue;
      const here = mix ? nameInView(pile, STAKE_IN_SPOT, MIX_SCALES) : search(pile);
      found = here && (i > 0 ? { ...here, fewer: i } : here);
    }
    const placement: BetPlacement = found ?? {
      // Nothing fits at any size (no spot is that small): at the middle of the spot.
      stake: bet.room.point(0.3, 0.5),
      payment: bet.room.point(0.7, 0.5),
      scale: SCALES[SCALES.length - 1] ?? 0.7,
      paymentScale: SCALES[SCALES.length - 1] ?? 0.7,
      turn: 0,
      ...(bet.fewer ? { fewer: bet.fewer.length } : {}),
    };
    placed.set(bet.id, placement);
    piles.push(
      shape(pileOutline(stakeOf(bet, placement), placement.stake, placement.scale, placement.turn)),
      shape(pileOutline(bet.payment, placement.payment, placement.paymentScale, placement.turn)),
    );
  }
  return placed;
}

/** A payment as drawn: where, and its chips' size. */
export interface PaymentPlace {
  readonly at: Point;
  readonly scale: number;
}

/**
 * The payments made, bet by bet in the table's order: each at the place its bet kept for it if it fits there (a
 * payment larger than the room kept may not), else the nearest place where it fits at the largest size, else drawn
 * smaller inside the room kept for it. Nothing drawn meets anything else: other bets' spots, wagers, the rooms kept
 * for their payments, and the payments already drawn.
 */
export function placePayments(
  bets: readonly BetToPlace[],
  placements: ReadonlyMap<string, BetPlacement>,
  paid: (betId: string) => PileSpec | undefined,
  table: TableBounds,
): Map<string, PaymentPlace> {
  const out = new Map<string, PaymentPlace>();
  const drawn: Point[][] = [];
  for (const bet of bets) {
    const payment = paid(bet.id);
    const placed = placements.get(bet.id);
    if (!payment || !placed) continue;
    const others = bets.flatMap((o) => {
      const q = placements.get(o.id);
      if (o.id === bet.id || !q) return [];
      return [
        o.room.outline,
        pileOutline(stakeOf(o, q), q.stake, q.scale, q.turn),
        pileOutline(o.payment, q.payment, q.paymentScale, q.turn),
      ];
    });
    const place = placePayment(bet, placed, payment, [...others, ...drawn], table);
    out.set(bet.id, place);
    drawn.push(pileOutline(payment, place.at, place.scale, placed.turn));
  }
  return out;
}

function placePayment(
  bet: BetToPlace,
  placed: BetPlacement,
  payment: PileSpec,
  others: readonly (readonly Point[])[],
  table: TableBounds,
): PaymentPlace {
  const stakeBox = localBox(stakeOf(bet, placed), placed.stake, placed.scale, placed.turn);
  const clear: Clear = {
    shapes: [...table.obstacles, ...others, ...table.labels.filter((l) => l !== bet.room.label)].map(shape),
    bounds: table.bounds,
  };
  const roomBox = boxOf(bet.room.outline);
  const fits = (at: Point, scale: number) => {
    const { shaped: here } = shapedAt(
      payment,
      { u: 0, v: 0, at },
      bet.room,
      scale,
      placed.turn,
      roomBox,
      0,
      () => false,
    );
    const s = here && standingOf(here, clear, true);
    return s !== null && !boxesMeet(s.local, stakeBox);
  };
  if (fits(placed.payment, placed.paymentScale)) return { at: placed.payment, scale: placed.paymentScale };
  const places = grid(bet.room);
  const dist = (p: Point) => Math.hypot(p[0] - placed.payment[0], p[1] - placed.payment[1]);
  for (const scale of SCALES.filter((k) => k <= placed.paymentScale)) {
    const found = places.filter((p) => fits(p.at, scale)).sort((a, b) => dist(a.at) - dist(b.at))[0];
    if (found) return { at: found.at, scale };
  }
  // Nowhere: inside the room kept for it (clear of everything), as large as that room allows.
  const kept = localBox(bet.payment, placed.payment, placed.paymentScale, placed.turn);
  for (let step = Math.round(placed.paymentScale * 20); step >= 1; step--) {
    const scale = step / 20;
    const b = localBox(payment, placed.payment, scale, placed.turn);
    if (b.y >= kept.y - 0.01 && b.x >= kept.x - 0.01 && b.x + b.width <= kept.x + kept.width + 0.01)
      return { at: placed.payment, scale };
  }
  return { at: placed.payment, scale: 0.05 };
}
