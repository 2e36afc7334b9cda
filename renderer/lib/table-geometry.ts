// Where everything lies on the mini-baccarat layout, in the drawing's own units (one SVG viewBox that scales to the
// window). Drawn from the dealer's side: the dealer stands at the straight edge at the bottom, the seats are on the
// curved edge, and each seat's betting spots run from the player (the rail) towards the dealer: side bets, Player,
// Banker, Tie. Seat 1 (first base) is at the dealer's right unless the house numbers the other way.
import type { BetName } from '../../core/bets.ts';
import { turnedBox, type PileRoom, type TableBounds } from './pile-placement.ts';
import { rectangle, type Point } from './polygon.ts';

export { inside, overlaps, type Point } from './polygon.ts';

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

/** The seat numbers' band, in units in from the rail. */
export const SEAT_NUMBER_BAND = { from: 8, to: 48 } as const;

/** The betting area's bands, as fractions of its depth: 0 at its rail side (AREA_FROM), 1 at its inner edge, which
 *  reaches in as far as the card area allows (innerScale). */
const AREA_BANDS = {
  side: { from: 0, to: 0.22 },
  player: { from: 0.22, to: 0.48 },
  banker: { from: 0.48, to: 0.74 },
  tie: { from: 0.74, to: 1 },
} as const;

/** Where the betting area starts, in from the rail, and the gap between two bands (a fraction of its depth). */
const AREA_FROM = 52;
const BAND_GAP = 0.012;
/** The furthest in the betting area goes (a fraction of the rail's ellipse), at the top of the curve where the card
 *  area is far away. */
const INNERMOST = 0.5;
/** Clear space kept round the card area. */
const CARD_MARGIN = 16;
/** The strip along each spot's rail side that its name is written in. */
const LABEL_DEPTH = 24;

export const CARD = { width: 88, height: 124 } as const;

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
    return { seat: i + 1, from, to, number: at(mid, (SEAT_NUMBER_BAND.from + SEAT_NUMBER_BAND.to) / 2) };
  });
}

export interface Spot {
  readonly seat: number;
  readonly on: BetName;
  readonly outline: Point[];
  /** Where chips can stand in the spot (pile-placement.ts places a bet's piles in it). */
  readonly room: PileRoom;
  /** The label's place and its turn (degrees), so it reads along the curve; the strip at the rail side it is
   *  written in, which the piles keep clear of where the spot has the room. */
  readonly label: Point;
  readonly labelTurn: number;
  readonly labelBox: Point[];
  /** Room across the spot, in units: the label and amounts are sized to it. */
  readonly width: number;
}

const MAIN: readonly BetName[] = ['player', 'banker', 'tie'];

/** The inner edge of the betting area at an angle, as a fraction of the rail's ellipse (a smaller ellipse of the
 *  same shape, so the spots near the top of the curve keep their width): just clear of the card area (the Player and
 *  Banker boxes with a margin), and no further in than INNERMOST. */
function innerScale(angle: number): number {
  const t = (angle * Math.PI) / 180;
  const box = handBox('banker');
  const halfWidth = box.x + box.width - CX + CARD_MARGIN;
  const above = BASE - box.y + CARD_MARGIN;
  const c = Math.abs(Math.cos(t));
  // Clear of the cards: beside them, or above them, whichever comes first going in.
  const beside = c > 1e-9 ? halfWidth / (RX * c) : Infinity;
  const over = above / (RY * Math.sin(t));
  // A rounded corner where "beside" gives way to "over" (and where the edge meets INNERMOST): the smooth forms of
  // min and max used here never come nearer the cards than the sharp ones.
  const e = 0.03;
  const clear = Number.isFinite(beside)
    ? (beside + over) / 2 - Math.sqrt(((beside - over) / 2) ** 2 + e * e) + e
    : over;
  return Math.min(1, (INNERMOST + clear) / 2 + Math.sqrt(((INNERMOST - clear) / 2) ** 2 + e * e));
}

/** A point of the betting area at an angle, `f` of the way from its rail side (0) to its inner edge (1). */
export function areaPoint(angle: number, f: number): Point {
  const t = (angle * Math.PI) / 180;
  const [ox, oy] = at(angle, AREA_FROM);
  const k = innerScale(angle);
  const ix = CX + RX * k * Math.cos(t);
  const iy = BASE - RY * k * Math.sin(t);
  return [ox + (ix - ox) * f, oy + (iy - oy) * f];
}

/** The part of a band between two angles, as a closed polygon whose edges follow the betting area. */
function bandSector(a0: number, a1: number, f0: number, f1: number): Point[] {
  const n = Math.max(6, Math.ceil(Math.abs(a1 - a0) / 1.2));
  const outer: Point[] = [];
  const inner: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    outer.push(areaPoint(a, f0));
    inner.push(areaPoint(a, f1));
  }
  return [...outer, ...inner.reverse()];
}

/** The font size of a spot's name: 15 units, or smaller to fit across the spot. */
export function labelFontSize(text: string, width: number): number {
  return Math.min(15, (width - 16) / (text.length * 0.62));
}

function labelTextWidth(text: string, width: number): number {
  return text.length * labelFontSize(text, width) * 0.62;
}

/** Every betting spot of every seat: the main bets in their bands, the side bets side by side in the outer band. */
export function spots(
  seats: readonly SeatPlace[],
  areas: readonly BetName[],
  labelOf: (on: BetName) => string,
): Spot[] {
  // The same table from one coup to the next gives the same spots: kept, so the places worked out for chips in them
  // (pile-placement.ts, cached by spot) are kept too.
  const key = JSON.stringify([seats, areas, areas.map(labelOf)]);
  const kept = spotsCache.get(key);
  if (kept) return kept;
  const made = layOutSpots(seats, areas, labelOf);
  if (spotsCache.size >= 16) spotsCache.delete(spotsCache.keys().next().value ?? '');
  spotsCache.set(key, made);
  return made;
}

const spotsCache = new Map<string, Spot[]>();

function layOutSpots(
  seats: readonly SeatPlace[],
  areas: readonly BetName[],
  labelOf: (on: BetName) => string,
): Spot[] {
  const sides = areas.filter((a) => !MAIN.includes(a));
  const out: Spot[] = [];
  for (const s of seats) {
    for (const on of areas) {
      let a0 = s.from;
      let a1 = s.to;
      let band: { from: number; to: number };
      if (on === 'player' || on === 'banker' || on === 'tie') band = AREA_BANDS[on];
      else {
        band = AREA_BANDS.side;
        // Side bets left to right as seen by the dealer: the first at the seat's right-hand end.
        const k = sides.indexOf(on);
        const w = (s.to - s.from) / sides.length;
        a0 = s.to - (k + 1) * w + 0.4;
        a1 = s.to - k * w - 0.4;
      }
      const mid = (a0 + a1) / 2;
      const f0 = band.from + (band.from > 0 ? BAND_GAP / 2 : 0);
      const f1 = band.to - (band.to < 1 ? BAND_GAP / 2 : 0);
      const outline = bandSector(a0, a1, f0, f1);
      // The name along the rail side of the spot, LABEL_DEPTH units deep.
      const [ox, oy] = areaPoint(mid, f0);
      const [ix, iy] = areaPoint(mid, f1);
      const depth = Math.hypot(ix - ox, iy - oy);
      const fLabel = f0 + (f1 - f0) * Math.min(0.5, LABEL_DEPTH / 2 / depth);
      const label = areaPoint(mid, fLabel);
      const [lx0, ly0] = areaPoint(a0, fLabel);
      const [lx1, ly1] = areaPoint(a1, fLabel);
      const width = Math.hypot(lx1 - lx0, ly1 - ly0);
      // Along the band's edge where the name is (the curve is an ellipse, and near the cards it bends: its slope there
      // is not the angle's).
      const [tx0, ty0] = areaPoint(mid - 0.5, fLabel);
      const [tx1, ty1] = areaPoint(mid + 0.5, fLabel);
      const labelTurn = (Math.atan2(ty0 - ty1, tx0 - tx1) * 180) / Math.PI;
      // The box the name's letters fill, with a little room round them: inside the spot, off its neighbours.
      const labelWidth = labelTextWidth(labelOf(on), width) + 2;
      const labelHeight = labelFontSize(labelOf(on), width) + 2;
      const labelBox = turnedBox(
        {
          x: label[0] - labelWidth / 2,
          y: label[1] - labelHeight / 2,
          width: labelWidth,
          height: labelHeight,
        },
        label,
        labelTurn,
      );
      const room: PileRoom = {
        outline,
        label: labelBox,
        // u across the spot from its a1 end (the wager's side) to a0; v from the rail side to the dealer's side.
        point: (u, v) => areaPoint(a1 + (a0 - a1) * u, f0 + (f1 - f0) * v),
      };
      out.push({
        seat: s.seat,
        on,
        outline,
        room,
        label,
        labelTurn,
        labelBox,
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
export const NOTICE = { x: 4, y: 4, width: 292, height: 280 } as const;

/** What chips on the layout keep to: the felt, clear of the cards' boxes, the shoe, the discard holder, the notice and
 *  the seat numbers. */
export function tableBounds(seats: readonly SeatPlace[], all: readonly Spot[]): TableBounds {
  // The same table from one coup to the next gives the same bounds: kept, so what the piles' places meet of them
  // (pile-placement.ts, kept by table) is kept too.
  const key = JSON.stringify(seats);
  const kept = boundsCache.get(all);
  if (kept?.key === key) return kept.table;
  const table = layOutBounds(seats, all);
  boundsCache.set(all, { key, table });
  return table;
}

const boundsCache = new WeakMap<readonly Spot[], { key: string; table: TableBounds }>();

function layOutBounds(seats: readonly SeatPlace[], all: readonly Spot[]): TableBounds {
  const IN = 14;
  return {
    // On the felt, clear of the rail.
    bounds: ([x, y]) => y <= BASE && ((x - CX) / (RX - IN)) ** 2 + ((BASE - y) / (RY - IN)) ** 2 <= 1,
    labels: all.map((s) => s.labelBox),
    obstacles: [
      rectangle(handBox('player')),
      rectangle(handBox('banker')),
      rectangle(SHOE),
      rectangle(DISCARD),
      rectangle(NOTICE),
      ...seats.map((s) => rectangle({ x: s.number[0] - 18, y: s.number[1] - 18, width: 36, height: 36 })),
    ],
  };
}
