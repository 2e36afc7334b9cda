// Where everything lies on the mini-baccarat layout, in the drawing's own units (one SVG viewBox that scales to the
// window). Drawn from the dealer's side: the dealer stands at the straight edge at the bottom, the seats are on the
// curved edge, and each seat's betting spots run from the player (the rail) towards the dealer: side bets, Player,
// Banker, Tie. Seat 1 (first base) is at the dealer's right unless the house numbers the other way.
import type { BetName } from '../../core/bets.ts';

export const VIEW = { width: 1400, height: 1000 } as const;

/** The centre of the table's curve (on the dealer's edge) and the felt's half-axes. */
const CX = 700;
const BASE = 972;
const RX = 684;
const RY = 946;

/** The arc the seats share, in degrees from the dealer's right. */
const FROM = 13;
const TO = 167;
const SEAT_GAP = 1.4;

/** Bands of the layout by depth from the rail (in units, inwards). */
export const BANDS = {
  seatNumber: { from: 8, to: 48 },
  side: { from: 52, to: 114 },
  player: { from: 118, to: 184 },
  banker: { from: 188, to: 254 },
  tie: { from: 258, to: 304 },
} as const;

export const CARD = { width: 88, height: 124 } as const;
export const CHIP = { r: 22, step: 3.6, perStack: 20 } as const;

export type Point = readonly [number, number];

export type SeatNumbering = 'dealer-right' | 'dealer-left';

/** A point at `angle` degrees along the curve, `depth` units in from the rail. */
export function at(angle: number, depth: number): Point {
  const t = (angle * Math.PI) / 180;
  return [CX + (RX - depth) * Math.cos(t), BASE - (RY - depth) * Math.sin(t)];
}

/** The outline of the felt: the curve and the dealer's straight edge. */
export function feltPath(inset = 0): string {
  const points: Point[] = [];
  for (let a = 0; a <= 180; a += 3) points.push(at(a, inset));
  return `M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`;
}

function r(x: number): number {
  return Math.round(x * 10) / 10;
}

/** A band between two depths and two angles, as a closed polygon (curves as short straight pieces). */
export function sector(a0: number, a1: number, d0: number, d1: number): Point[] {
  const n = Math.max(4, Math.ceil(Math.abs(a1 - a0) / 1.5));
  const outer: Point[] = [];
  const inner: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    outer.push(at(a, d0));
    inner.push(at(a, d1));
  }
  return [...outer, ...inner.reverse()];
}

export function pathOf(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`;
}

export interface SeatPlace {
  readonly seat: number;
  readonly from: number;
  readonly to: number;
  /** The seat number's disc, at the rail. */
  readonly number: Point;
}

/** Each seat's arc on the curve: seat 1 at the dealer's right (or left), in order round the table. */
export function seatPlaces(seats: number, numbering: SeatNumbering = 'dealer-right'): SeatPlace[] {
  const span = (TO - FROM) / seats;
  return Array.from({ length: seats }, (_, i) => {
    const k = numbering === 'dealer-right' ? i : seats - 1 - i;
    const from = FROM + k * span + SEAT_GAP / 2;
    const to = FROM + (k + 1) * span - SEAT_GAP / 2;
    const mid = (from + to) / 2;
    return { seat: i + 1, from, to, number: at(mid, (BANDS.seatNumber.from + BANDS.seatNumber.to) / 2) };
  });
}

export interface Spot {
  readonly seat: number;
  readonly on: BetName;
  readonly outline: Point[];
  /** Where the wager's chips stand, and where a payment is placed beside them. */
  readonly stake: Point;
  readonly payment: Point;
  /** The chips' size in this spot (1: full size). */
  readonly chipScale: number;
  /** The label's place and its turn (degrees), so it reads along the curve. */
  readonly label: Point;
  readonly labelTurn: number;
  /** Room across the spot, in units: the label and amounts are sized to it. */
  readonly width: number;
}

const MAIN: readonly BetName[] = ['player', 'banker', 'tie'];

/** Arc length across a band at a depth between two angles (the ellipse's local radius, near enough). */
function across(a0: number, a1: number, depth: number): number {
  const [x0, y0] = at(a0, depth);
  const [x1, y1] = at(a1, depth);
  return Math.hypot(x1 - x0, y1 - y0);
}

/** Every betting spot of every seat: the main bets in their bands, the side bets side by side in the outer band. */
export function spots(seats: readonly SeatPlace[], areas: readonly BetName[]): Spot[] {
  const sides = areas.filter((a) => !MAIN.includes(a));
  const out: Spot[] = [];
  for (const s of seats) {
    for (const on of areas) {
      let a0 = s.from;
      let a1 = s.to;
      let band: { from: number; to: number };
      if (on === 'player' || on === 'banker' || on === 'tie') band = BANDS[on];
      else {
        band = BANDS.side;
        // Side bets left to right as seen by the dealer: the first at the seat's right-hand end.
        const k = sides.indexOf(on);
        const w = (s.to - s.from) / sides.length;
        a0 = s.to - (k + 1) * w + 0.4;
        a1 = s.to - k * w - 0.4;
      }
      const mid = (a0 + a1) / 2;
      const dMid = (band.from + band.to) / 2;
      const width = across(a0, a1, dMid);
      const depth = band.to - band.from;
      // The payment goes beside the wager (on the dealer's side of it); chips shrink to fit a narrow spot.
      const chipScale = Math.min(1, (width - 8) / (4 * CHIP.r + 8));
      const spread = (a1 - a0) * 0.25;
      const stake = at(mid + spread, dMid + depth * 0.08);
      const payment = at(mid - spread, dMid + depth * 0.08);
      out.push({
        seat: s.seat,
        on,
        outline: sector(a0, a1, band.from, band.to),
        stake,
        payment,
        chipScale,
        label: at(mid, dMid),
        labelTurn: 90 - mid,
        width,
      });
    }
  }
  return out;
}

/** A card's place: its centre and turn (a third card lies sideways, Tasmania 9.2). */
export interface CardPlace {
  readonly x: number;
  readonly y: number;
  readonly sideways: boolean;
}

const HAND_GAP = 6;
const CARD_ROW = BASE - 126;

/** The cards of a hand in front of the dealer: Player on the dealer's left, Banker on the right. */
export function cardPlaces(hand: 'player' | 'banker', count: number): CardPlace[] {
  const w = CARD.width;
  const sidewaysW = CARD.height;
  // Each hand fills the same box: two upright cards and a sideways third.
  const handWidth = 2 * w + sidewaysW + 2 * HAND_GAP;
  const left = hand === 'player' ? CX - 18 - handWidth : CX + 18;
  const places: CardPlace[] = [];
  for (let i = 0; i < count; i++) {
    if (i < 2) places.push({ x: left + w / 2 + i * (w + HAND_GAP), y: CARD_ROW, sideways: false });
    else
      places.push({
        x: left + 2 * (w + HAND_GAP) + sidewaysW / 2 + (i - 2) * (sidewaysW + HAND_GAP),
        y: CARD_ROW + (CARD.height - CARD.width) / 2,
        sideways: true,
      });
  }
  return places;
}

/** The box each hand's cards lie in, with room above for its name. */
export function handBox(hand: 'player' | 'banker'): { x: number; y: number; width: number; height: number } {
  const handWidth = 2 * CARD.width + CARD.height + 2 * HAND_GAP;
  const x = hand === 'player' ? CX - 18 - handWidth : CX + 18;
  return { x: x - 8, y: CARD_ROW - CARD.height / 2 - 30, width: handWidth + 16, height: CARD.height + 38 };
}

/** The shoe at the dealer's left (Tasmania 9.1), the discard holder at the dealer's right. */
export const SHOE = { x: 34, y: BASE - 104, width: 150, height: 92 } as const;
export const SHOE_MOUTH = {
  x: SHOE.x + SHOE.width + 8 + CARD.height / 2,
  y: SHOE.y + SHOE.height / 2,
} as const;
export const DISCARD = { x: VIEW.width - 34 - 132, y: BASE - 100, width: 132, height: 88 } as const;
/** Where chips come from and go to: the dealer's float, at the dealer's edge. */
export const DEALER_TRAY: Point = [CX, BASE + 10];

/** The commission boxes in front of the dealer, numbered by seat (only at a house that marks commission in them). */
export function commissionBoxes(
  seats: readonly SeatPlace[],
): { seat: number; x: number; y: number; width: number; height: number }[] {
  const width = 46;
  const gap = 6;
  const total = seats.length * width + (seats.length - 1) * gap;
  // In seat order as the seats sit: seat 1's box on the same side as seat 1.
  const ordered = [...seats].sort((a, b) => b.from - a.from);
  return ordered.map((s, i) => ({
    seat: s.seat,
    x: CX - total / 2 + i * (width + gap),
    y: BASE - 42,
    width,
    height: 36,
  }));
}

/** The table notice, on its stand in the corner beyond the curve. */
export const NOTICE = { x: 4, y: 4, width: 292, height: 236 } as const;

/** Chips of a stack in piles of at most 20 (a second pile beside the first), bottom chip first. */
export function piles(chips: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < chips.length; i += CHIP.perStack) out.push(chips.slice(i, i + CHIP.perStack));
  return out;
}

/** The box a pile of `count` chips covers around `at` (its bottom chip's centre), as ChipPile draws it, with a
 *  margin for the edges and the shadow: a pile in flight is drawn in a box of its own (ChipFlights.svelte). */
export function pileBox(
  count: number,
  at: Point,
  scale: number,
): { x: number; y: number; width: number; height: number } {
  const r = CHIP.r * scale;
  const stacks = Math.max(1, Math.ceil(count / CHIP.perStack));
  const tallest = Math.min(Math.max(count, 1), CHIP.perStack);
  const half = ((stacks - 1) * (2 * r + 4 * scale)) / 2 + r + 4;
  const top = at[1] - (tallest - 1) * CHIP.step * scale - r - 4;
  return { x: at[0] - half, y: top, width: 2 * half, height: at[1] + r + 6 - top };
}

function cross(o: Point, a: Point, b: Point): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

export function inside(p: Point, poly: readonly Point[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as Point;
    const [xj, yj] = poly[j] as Point;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Do two simple polygons overlap (an edge crosses, or one lies inside the other)? Touching does not count. */
export function overlaps(a: readonly Point[], b: readonly Point[]): boolean {
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++)
      if (
        segmentsCross(
          a[i] as Point,
          a[(i + 1) % a.length] as Point,
          b[j] as Point,
          b[(j + 1) % b.length] as Point,
        )
      )
        return true;
  return inside(a[0] as Point, b) || inside(b[0] as Point, a);
}
