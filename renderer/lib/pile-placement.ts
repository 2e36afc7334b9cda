// Where a bet's chips stand in its betting spot: the wager's pile and, beside it, the payment's, each with its amount
// under it. Chips are drawn as real stacks (up to 20, then a second stack beside), large enough that each chip's value
// reads at 1280×800; the places are searched so both piles stay inside the spot, clear of each other and, where the
// spot has the room, clear of the spot's name.
import { insideQuick, insideTester } from './inside-grid.ts';
import { bounding, boxesMeet, inside, rectangle, segmentsCross, type Box, type Point } from './polygon.ts';

/** A chip's radius and the height one more chip adds to a stack, in table units; chips per stack. */
export const CHIP = { r: 22, step: 2.6, perStack: 20 } as const;

/** The amount under a pile: its font size at full scale. An amount wider than the chips is narrowed to their width
 *  (pillWidth; Table.svelte draws it with that textLength). */
export const PILL = { size: 17 } as const;

/** The chips' sizes tried, largest first: below the smallest a chip's value is hard to read at 1280×800. */
const SCALES: readonly number[] = [1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7];

export function pillSize(scale: number): number {
  return PILL.size * Math.max(0.72, scale);
}

/** The amount's width: its text's natural width, or at most a little wider than the chips, its letters narrowed to
 *  fit (Table.svelte draws it with that textLength). */
export function pillWidth(chars: number, scale: number): number {
  return Math.min(chars * pillSize(scale) * 0.6, pillTextMax(scale)) + 8;
}

export function pillTextMax(scale: number): number {
  return 2 * CHIP.r * scale - 4;
}

/** Chips of a stack in piles of at most 20 (a second pile beside the first), bottom chip first. */
export function piles(chips: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < chips.length; i += CHIP.perStack) out.push(chips.slice(i, i + CHIP.perStack));
  return out;
}

/** The box a pile of `count` chips covers around `at` (its bottom chip's centre), as ChipPile draws it, with a
 *  margin for the edges and the shadow: a pile in flight is drawn in a box of its own (ChipFlights.svelte). */
export function pileBox(count: number, at: Point, scale: number): Box {
  const r = CHIP.r * scale;
  const stacks = Math.max(1, Math.ceil(count / CHIP.perStack));
  const tallest = Math.min(Math.max(count, 1), CHIP.perStack);
  const half = ((stacks - 1) * (2 * r + 4 * scale)) / 2 + r + 2;
  const top = at[1] - (tallest - 1) * CHIP.step * scale - r - 2;
  return { x: at[0] - half, y: top, width: 2 * half, height: at[1] + r + 4 - top };
}

/** The box a pile and the amount under it cover together: what must stay inside the spot and off the other pile. */
export function pileWithAmountBox(count: number, at: Point, scale: number, chars: number): Box {
  const chips = pileBox(count, at, scale);
  const half = Math.max(chips.width / 2, pillWidth(chars, scale) / 2 + 1);
  const bottom = Math.max(chips.y + chips.height, at[1] + CHIP.r * scale + pillSize(scale) * 0.7 + 2);
  return { x: at[0] - half, y: chips.y, width: 2 * half, height: bottom - chips.y };
}

/** A spot to place piles in: its outline, the box its name is written in, and its points by (u, v): u across the
 *  spot (0 at the wager's end, 1 at the payment's), v from the rail side (0) to the dealer's side (1). */
export interface PileRoom {
  readonly outline: readonly Point[];
  readonly label: readonly Point[];
  point(u: number, v: number): Point;
}

/** A pile to place: how many chips, and how many characters its amount has. */
export interface PileSpec {
  readonly chips: number;
  readonly chars: number;
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

/** A box drawn around `at` and turned about it by `turn` degrees, as its four corners. */
export function turnedBox(box: Box, at: Point, turn: number): Point[] {
  if (turn === 0) return rectangle(box);
  const t = (turn * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  return rectangle(box).map(([x, y]) => {
    const dx = x - at[0];
    const dy = y - at[1];
    return [at[0] + dx * c - dy * s, at[1] + dx * s + dy * c] as Point;
  });
}

/** Is the polygon (a turned box) inside the outline? Its corners and the middles of its edges are tested: the spots'
 *  curved edges are gentle over a pile's width, so a box that holds these points does not cross them by more than a
 *  unit, less than the gap between two spots. */
function within(corners: readonly Point[], isInside: (x: number, y: number) => boolean): boolean {
  for (let i = 0; i < 4; i++) {
    const [x0, y0] = corners[i] as Point;
    const [x1, y1] = corners[(i + 1) % 4] as Point;
    if (!isInside(x0, y0) || !isInside((x0 + x1) / 2, (y0 + y1) / 2)) return false;
  }
  return true;
}

const GRID_U = [0.08, 0.16, 0.24, 0.32, 0.4, 0.5, 0.6, 0.68, 0.76, 0.84, 0.92];
const GRID_V = [0.1, 0.25, 0.4, 0.55, 0.7, 0.85, 1];

interface Place {
  readonly u: number;
  readonly v: number;
  readonly at: Point;
}

const grids = new WeakMap<PileRoom, Place[]>();

function grid(room: PileRoom): Place[] {
  let places = grids.get(room);
  if (!places) {
    places = GRID_U.flatMap((u) => GRID_V.map((v) => ({ u, v, at: room.point(u, v) })));
    grids.set(room, places);
  }
  return places;
}

const GRID_POINTS = GRID_U.flatMap((u) => GRID_V.map((v) => ({ u, v })));

/** How much a pair of places (the wager's, the payment's) is preferred: the payment beside the wager (at the same
 *  depth), on the far side from the wager's end, the two centred in the spot, then nearer the dealer. */
function pairScore(i: number, j: number): number {
  const s = GRID_POINTS[i];
  const p = GRID_POINTS[j];
  if (!s || !p) return -Infinity;
  return (
    -Math.abs(s.v - p.v) * 10 -
    Math.abs(s.u - p.u) * 6 -
    (s.u > p.u ? 2 : 0) -
    Math.abs(s.u + p.u - 1) * 2 -
    (1 - s.v) * 0.5
  );
}

/** The turns a spot's piles are tried at: upright, then along the spot's nearer axis (its depth, or across it) when
 *  that is not upright: the spots at the ends of the curve lean, and an upright pile would not fit across them. */
function turns(room: PileRoom): number[] {
  const [x0, y0] = room.point(0.5, 1);
  const [x1, y1] = room.point(0.5, 0);
  const outward = (Math.atan2(x1 - x0, y0 - y1) * 180) / Math.PI;
  const aligned = outward > 45 ? outward - 90 : outward < -45 ? outward + 90 : outward;
  return Math.abs(aligned) < 3 ? [0] : [0, Math.round(aligned)];
}

/** A pile's box with its amount, in the frame turned with the piles (so two piles of a turn compare as boxes). */
function localBox(pile: PileSpec, at: Point, scale: number, turn: number): Box {
  const t = (-turn * Math.PI) / 180;
  const local: Point = [at[0] * Math.cos(t) - at[1] * Math.sin(t), at[0] * Math.sin(t) + at[1] * Math.cos(t)];
  return pileWithAmountBox(pile.chips, local, scale, pile.chars);
}

/** The whole pile with its amount, turned, as a polygon: what no other pile, occupied spot or card may meet. */
export function pileOutline(pile: PileSpec, at: Point, scale: number, turn: number): Point[] {
  return turnedBox(pileWithAmountBox(pile.chips, at, scale, pile.chars), at, turn);
}

/** The part of a pile that stands on the felt: its bottom chip and its amount. It is always inside the bet's spot. */
function footprint(pile: PileSpec, at: Point, scale: number, turn: number): Point[] {
  const whole = pileWithAmountBox(pile.chips, at, scale, pile.chars);
  const top = at[1] - CHIP.r * scale - 2;
  return turnedBox({ ...whole, y: top, height: whole.y + whole.height - top }, at, turn);
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

/**
 * How far a pile may reach, in the order tried at each size: wholly inside its spot and clear of the spot's name;
 * wholly inside its spot; or standing in its spot and rising over the empty felt behind it (as a stack seen from the
 * dealer's side hides what lies behind it), never over another bet's spot, pile or the cards.
 */
interface Reach {
  readonly inSpot: boolean;
  readonly keepLabel: boolean;
  /** The payment may hang over its spot's line (Standing.hangs). */
  readonly hang?: boolean;
}

const REACH: readonly Reach[] = [
  { inSpot: true, keepLabel: true },
  { inSpot: true, keepLabel: false },
  { inSpot: false, keepLabel: true },
  { inSpot: false, keepLabel: false },
];

/** The reaches that keep the spot's name in view, tried first down to NAME_IN_VIEW_SCALES' smallest. */
const NAME_IN_VIEW: readonly Reach[] = [
  { inSpot: true, keepLabel: true },
  { inSpot: false, keepLabel: true },
  { inSpot: false, keepLabel: true, hang: true },
];
const NAME_IN_VIEW_SCALES = [1, 0.95, 0.9];

/** Where a player's mix must stand to be drawn (BetToPlace.fewer): wholly in its spot, clear of its name. */
const STAKE_IN_SPOT: Reach = { inSpot: true, keepLabel: true };
/** The sizes a player's mix is tried at: down to the smallest at which a main bet's chips read (0.85). */
const MIX_SCALES = [1, 0.95, 0.9, 0.85];

/** For the payment, after REACH: hanging over its spot's line, before it is drawn smaller. */
const PAYMENT_REACH: readonly Reach[] = [...REACH, { inSpot: false, keepLabel: false, hang: true }];

/** The lists of reaches a search is made under, named by their place here (a key of the pairs worked out). */
const REACH_LISTS: readonly (readonly Reach[])[] = [PAYMENT_REACH, NAME_IN_VIEW];

/** A polygon with its bounding box, so most of what a pile must keep clear of is ruled out at a glance. */
interface Shape {
  readonly points: readonly Point[];
  readonly box: Box;
}

const shape = (points: readonly Point[]): Shape => ({ points, box: bounding(points) });

/** What a pile rising out of its spot must keep clear of: the table's fixed shapes (the cards, the shoe, the notice,
 *  the seat numbers and the other spots' names), the other bets' spots, and the piles already placed. */
interface Clear {
  readonly shapes: readonly Shape[];
  readonly bounds: (p: Point) => boolean;
}

/** Per table and spot: the table's fixed shapes a pile in the spot keeps clear of (all but the spot's own name). */
const fixedShapes = new WeakMap<TableBounds, WeakMap<PileRoom, readonly Shape[]>>();

function fixedFor(table: TableBounds, room: PileRoom): readonly Shape[] {
  let byRoom = fixedShapes.get(table);
  if (!byRoom) fixedShapes.set(table, (byRoom = new WeakMap()));
  let found = byRoom.get(room);
  if (!found) {
    found = [...table.obstacles, ...table.labels.filter((l) => l !== room.label)].map(shape);
    byRoom.set(room, found);
  }
  return found;
}

/** What a pile at a place would do, worked out once per size and turn and read by each REACH in turn. */
interface Standing extends Place {
  readonly inSpot: boolean;
  readonly clearOfLabel: boolean;
  /** Standing in its spot and rising only over empty felt (always true of a pile wholly in its spot). */
  readonly spills: boolean;
  /** Standing as `spills` says, or with only its bottom chip's centre in its spot and the rest over empty felt: allowed
   *  to a payment in a narrow spot, which a dealer places against the wager, over the spot's line if need be. */
  readonly hangs: boolean;
  readonly local: Box;
}

/** What a pile at a place does within its own spot, whatever else is on the table: worked out once per spot, pile,
 *  size and turn, and kept (a session deals many coups at the same table). */
interface Shaped extends Place {
  readonly whole: Point[];
  readonly box: Box;
  readonly inSpot: boolean;
  readonly footInSpot: boolean;
  readonly baseInSpot: boolean;
  readonly clearOfLabel: boolean;
  readonly local: Box;
}

/** A spot's outline's or name's bounding box, worked out once: a spot is asked about at every place of its grid. */
const boxes = new WeakMap<readonly Point[], Box>();

function boxOf(points: readonly Point[]): Box {
  let box = boxes.get(points);
  if (!box) boxes.set(points, (box = bounding(points)));
  return box;
}

/**
 * overlaps(a, b), the same answer, quicker for a pile's box `a` (its bounding box `aBox`) against a long outline `b`:
 * an edge of `b` whose bounding box lies wholly beside `aBox` crosses no edge of `a` (a crossing lies in both boxes),
 * and a long outline's point-in-polygon test is answered from its kept grid (insideQuick).
 */
function overlapsQuick(a: readonly Point[], aBox: Box, b: readonly Point[]): boolean {
  const x0 = aBox.x;
  const y0 = aBox.y;
  const x1 = aBox.x + aBox.width;
  const y1 = aBox.y + aBox.height;
  for (let j = 0; j < b.length; j++) {
    const q1 = b[j] as Point;
    const q2 = b[(j + 1) % b.length] as Point;
    if (
      (q1[0] < x0 && q2[0] < x0) ||
      (q1[0] > x1 && q2[0] > x1) ||
      (q1[1] < y0 && q2[1] < y0) ||
      (q1[1] > y1 && q2[1] > y1)
    )
      continue;
    for (let i = 0; i < a.length; i++)
      if (segmentsCross(a[i] as Point, a[(i + 1) % a.length] as Point, q1, q2)) return true;
  }
  const [ax, ay] = a[0] as Point;
  return (b.length > 8 ? insideQuick(ax, ay, b) : inside([ax, ay], b)) || inside(b[0] as Point, a);
}

/** Is the polygon inside the outline, its bounding box checked first (most places fail there)? */
function standsOn(
  corners: readonly Point[],
  isInside: (x: number, y: number) => boolean,
  outlineBox: Box,
): boolean {
  return contains(outlineBox, bounding(corners)) && within(corners, isInside);
}

/** What a pile at a place does within its own spot, as bits: worked out once and kept (flagCache). */
const KNOWN = 1;
const IN_SPOT = 2;
const FOOT_IN_SPOT = 4;
const BASE_IN_SPOT = 8;
const CLEAR_OF_LABEL = 16;
/** IN_SPOT is known, and CLEAR_OF_LABEL where it is in its spot (standsWhollyIn), the rest not yet. */
const WHOLLY_KNOWN = 32;

function shapedAt(
  pile: PileSpec,
  p: Place,
  room: PileRoom,
  scale: number,
  turn: number,
  roomBox: Box,
  known: number,
  passed: (flags: number) => boolean,
  isInside: (x: number, y: number) => boolean = insideTester(room.outline),
): { shaped: Shaped | null; flags: number } {
  // A place its flags already rule out is passed over before any polygon is built (most of a spot's places are).
  if (known & KNOWN && passed(known)) return { shaped: null, flags: known };
  const whole = pileOutline(pile, p.at, scale, turn);
  const box = bounding(whole);
  let flags = known;
  if (!(flags & KNOWN)) {
    // What standsWhollyIn worked out (WHOLLY_KNOWN) is not worked out again.
    const inSpot = flags & WHOLLY_KNOWN ? (flags & IN_SPOT) !== 0 : standsOn(whole, isInside, roomBox);
    const footInSpot = inSpot || standsOn(footprint(pile, p.at, scale, turn), isInside, roomBox);
    const clearOfLabel =
      flags & WHOLLY_KNOWN && inSpot
        ? (flags & CLEAR_OF_LABEL) !== 0
        : !boxesMeet(box, boxOf(room.label)) || !overlapsQuick(whole, box, room.label);
    flags =
      KNOWN |
      WHOLLY_KNOWN |
      (inSpot ? IN_SPOT : 0) |
      (footInSpot ? FOOT_IN_SPOT : 0) |
      (footInSpot || isInside(p.at[0], p.at[1]) ? BASE_IN_SPOT : 0) |
      (clearOfLabel ? CLEAR_OF_LABEL : 0);
    if (passed(flags)) return { shaped: null, flags };
  }
  return {
    shaped: {
      ...p,
      whole,
      box,
      inSpot: (flags & IN_SPOT) !== 0,
      footInSpot: (flags & FOOT_IN_SPOT) !== 0,
      baseInSpot: (flags & BASE_IN_SPOT) !== 0,
      clearOfLabel: (flags & CLEAR_OF_LABEL) !== 0,
      local: localBox(pile, p.at, scale, turn),
    },
    flags,
  };
}

/** What a pile does at each grid place of its spot (the polygon tests, the costly part), kept for the spot as a few
 *  bits a place: a session deals many coups at the same table, and the same piles come again. At most
 *  FLAG_KEYS_PER_SPOT piles are kept a spot, the oldest let go first, so a long session's memory stays small. */
const flagCache = new WeakMap<PileRoom, Map<string, Uint8Array>>();
const FLAG_KEYS_PER_SPOT = 256;
/** The piles' shapes at the places they may stand, for the newest SHAPED_KEYS_PER_SPOT piles a spot: built once. */
const shapedCache = new WeakMap<PileRoom, Map<string, (Shaped | undefined)[]>>();
const SHAPED_KEYS_PER_SPOT = 64;

/** The newest entry of `byRoom` under `key`, made if missing; the oldest let go past `max`. */
function newest<T>(byRoom: Map<string, T>, key: string, max: number, make: () => T): T {
  let found = byRoom.get(key);
  if (found !== undefined) {
    byRoom.delete(key);
    byRoom.set(key, found);
  } else {
    found = make();
    byRoom.set(key, found);
    if (byRoom.size > max) byRoom.delete(byRoom.keys().next().value ?? '');
  }
  return found;
}

function roomMap<T>(cache: WeakMap<PileRoom, Map<string, T>>, room: PileRoom): Map<string, T> {
  let byRoom = cache.get(room);
  if (!byRoom) cache.set(room, (byRoom = new Map()));
  return byRoom;
}

/** The flags' key: what the pile's box depends on (pileWithAmountBox): its tallest stack, its stacks, its amount's
 *  width; so piles of 23 and 27 chips, or amounts of 5 and 6 characters narrowed to the same width, share their
 *  places. */
function flagKey(pile: PileSpec, scale: number, turn: number): string {
  const stacks = Math.max(1, Math.ceil(pile.chips / CHIP.perStack));
  const tallest = Math.min(Math.max(pile.chips, 1), CHIP.perStack);
  return `${tallest}:${stacks}:${pillWidth(pile.chars, scale)}:${scale}:${turn}`;
}

function flagsOf(room: PileRoom, key: string, places: number): Uint8Array {
  return newest(roomMap(flagCache, room), key, FLAG_KEYS_PER_SPOT, () => new Uint8Array(places));
}

function shapedLazily(
  pile: PileSpec,
  places: readonly Place[],
  room: PileRoom,
  scale: number,
  turn: number,
  passed: (flags: number) => boolean,
): (i: number) => Shaped | null | undefined {
  // By what the pile's box depends on (pileWithAmountBox): its tallest stack, its stacks, its amount's width; so
  // piles of 23 and 27 chips, or amounts of 5 and 6 characters narrowed to the same width, share their places.
  const key = flagKey(pile, scale, turn);
  const kept = flagsOf(room, key, places.length);
  const shapes = newest(
    roomMap(shapedCache, room),
    key,
    SHAPED_KEYS_PER_SPOT,
    () => [] as (Shaped | undefined)[],
  );
  const roomBox = boxOf(room.outline);
  const isInside = insideTester(room.outline);
  return (i) => {
    const place = places[i];
    if (!place) return undefined;
    const known = kept[i] ?? 0;
    if (known & KNOWN) {
      if (passed(known)) return null;
      const made = shapes[i];
      if (made) return made;
    }
    const { shaped, flags: f } = shapedAt(pile, place, room, scale, turn, roomBox, known, passed, isInside);
    kept[i] = f;
    if (shaped) shapes[i] = shaped;
    return shaped;
  };
}

/** Per spot: whether a pile (by its chips, size and amount's width) stands wholly in it somewhere, as worked out. */
const wholly = new WeakMap<PileRoom, Map<string, boolean>>();

/** Does the pile stand wholly in its spot, clear of its name, at some grid place at this size (at either turn)? */
function standsWhollyIn(pile: PileSpec, places: readonly Place[], room: PileRoom, scale: number): boolean {
  let byRoom = wholly.get(room);
  if (!byRoom) {
    byRoom = new Map();
    wholly.set(room, byRoom);
  }
  const key = `${pile.chips}:${scale}:${pillWidth(pile.chars, scale)}`;
  const known = byRoom.get(key);
  if (known !== undefined) return known;
  // Only these two tests, not all a placement keeps (flagCache, where they are kept as WHOLLY_KNOWN for it): most
  // places fail the first at its bounding box.
  const roomBox = boxOf(room.outline);
  const labelBox = boxOf(room.label);
  const isInside = insideTester(room.outline);
  const stands = turns(room).some((turn) => {
    const flags = flagsOf(room, flagKey(pile, scale, turn), places.length);
    return places.some((p, i) => {
      let f = flags[i] as number;
      if (!(f & WHOLLY_KNOWN)) {
        const whole = pileOutline(pile, p.at, scale, turn);
        f |= WHOLLY_KNOWN;
        if (standsOn(whole, isInside, roomBox)) {
          const box = bounding(whole);
          f |=
            IN_SPOT |
            (!boxesMeet(box, labelBox) || !overlapsQuick(whole, box, room.label) ? CLEAR_OF_LABEL : 0);
        }
        flags[i] = f;
      }
      return (f & IN_SPOT) !== 0 && (f & CLEAR_OF_LABEL) !== 0;
    });
  });
  if (byRoom.size >= FLAG_KEYS_PER_SPOT) byRoom.delete(byRoom.keys().next().value ?? '');
  byRoom.set(key, stands);
  return stands;
}

/** A pile's standing at each grid place of its spot among the piles already placed: worked out when first asked. */
type Lazy = (i: number) => Standing | null;

function standings(
  pile: PileSpec,
  places: readonly Place[],
  room: PileRoom,
  scale: number,
  turn: number,
  clear: Clear,
  mayHang = false,
): Lazy {
  // standingOf's first test, on the kept flags: a pile neither in its spot nor standing in it (nor, for a payment that
  // may hang, with its base in it) stands nowhere here.
  const passed = (f: number) => !(f & IN_SPOT) && !(f & FOOT_IN_SPOT) && !(mayHang && f & BASE_IN_SPOT);
  const shapeAt = shapedLazily(pile, places, room, scale, turn, passed);
  const memo: (Standing | null | undefined)[] = [];
  // Only the piles a pile at one of the spot's places could meet are tested: most of the table is far from the spot.
  let near: Clear | undefined;
  return (i) => {
    let m = memo[i];
    if (m === undefined) {
      const shaped = shapeAt(i);
      if (shaped && !near) near = { ...clear, shapes: nearPlaces(clear.shapes, places, pile, scale, turn) };
      m = shaped ? standingOf(shaped, near as Clear, mayHang) : null;
      memo[i] = m;
    }
    return m;
  };
}

/** The box holding the spot's places (its grid's points). */
const placesBoxes = new WeakMap<readonly Place[], Box>();

/** What of `clear` a pile at some place of `places` could meet: the shapes whose boxes meet the box every such pile
 *  lies in (the places' box, widened by the pile's reach around its place, and a unit more). */
function nearPlaces(
  clear: readonly Shape[],
  places: readonly Place[],
  pile: PileSpec,
  scale: number,
  turn: number,
): readonly Shape[] {
  let box = placesBoxes.get(places);
  if (!box) {
    box = bounding(places.map((p) => p.at));
    placesBoxes.set(places, box);
  }
  const pileAt = bounding(pileOutline(pile, [0, 0], scale, turn));
  const reach: Box = {
    x: box.x + pileAt.x - 1,
    y: box.y + pileAt.y - 1,
    width: box.width + pileAt.width + 2,
    height: box.height + pileAt.height + 2,
  };
  return clear.filter((c) => boxesMeet(reach, c.box));
}

function standingOf(p: Shaped, clear: Clear, mayHang: boolean): Standing | null {
  if (!p.inSpot && !p.footInSpot && !(mayHang && p.baseInSpot)) return null;
  const free =
    p.inSpot ||
    (p.whole.every(clear.bounds) &&
      !clear.shapes.some((c) => boxesMeet(p.box, c.box) && overlapsQuick(p.whole, p.box, c.points)));
  const spills = p.inSpot || (p.footInSpot && free);
  const hangs = spills || (mayHang && p.baseInSpot && free);
  if (!hangs) return null;
  return {
    u: p.u,
    v: p.v,
    at: p.at,
    inSpot: p.inSpot,
    clearOfLabel: p.clearOfLabel,
    spills,
    hangs,
    local: p.local,
  };
}

function contains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

function allowed(s: Standing, reach: Reach): boolean {
  const where = reach.inSpot ? s.inSpot : reach.hang ? s.hangs : s.spills;
  return where && (!reach.keepLabel || s.clearOfLabel);
}

/** Every pair of places' preference (pairScore), by the wager's and the payment's place: a pile never pairs with its
 *  own place. */
const SCORES: Float64Array = (() => {
  const n = GRID_POINTS.length;
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) out[i * n + j] = i === j ? -Infinity : pairScore(i, j);
  return out;
})();

/** The reach a wager is held to under `reach`: the same, but never hanging over its spot's line. */
function stakeReachOf(reach: Reach): Reach {
  return reach.hang ? { ...reach, hang: false } : reach;
}

/** Which of `reaches` a pile's standing at each place is allowed under, a bit a reach (bit r: reaches[r]). */
function reachBits(at: Lazy, reaches: readonly Reach[]): Uint8Array {
  const out = new Uint8Array(GRID_POINTS.length);
  for (let i = 0; i < out.length; i++) {
    const s = at(i);
    if (!s) continue;
    let bits = 0;
    for (let r = 0; r < reaches.length; r++) if (allowed(s, reaches[r] as Reach)) bits |= 1 << r;
    out[i] = bits;
  }
  return out;
}

/** The chosen places of a wager and its payment, at a turn and the payment's size. */
interface Pair {
  readonly stake: Standing;
  readonly payment: Standing;
}

/**
 * The wager's and payment's places for one bet under each of `reaches` (null where none): under each, the most
 * preferred pair (pairScore; the first in grid order among equals) where each pile stands as the reach allows and the
 * two are clear of each other: the payment beside the wager (at the same depth, on the far side from the wager's end)
 * rather than behind it. All reaches in one pass over the pairs, and whether two piles meet only asked of a pair that
 * would be preferred.
 */
function bestPairs(
  stakeAt: Lazy,
  paymentAt: Lazy,
  reaches: readonly Reach[],
  stakeReach: Reach | undefined,
): (Pair | null)[] {
  const n = GRID_POINTS.length;
  const stakeBits = reachBits(
    stakeAt,
    reaches.map((r) => stakeReach ?? stakeReachOf(r)),
  );
  const found: (Pair | null)[] = reaches.map(() => null);
  // Where the wager stands nowhere, the payment's places are not worked out.
  if (stakeBits.every((b) => b === 0)) return found;
  const paymentBits = reachBits(paymentAt, reaches);
  const payments: number[] = [];
  for (let j = 0; j < n; j++) if (paymentBits[j] !== 0) payments.push(j);
  const best = reaches.map(() => -Infinity);
  for (let i = 0; i < n; i++) {
    const si = stakeBits[i] as number;
    if (si === 0) continue;
    const s = stakeAt(i) as Standing;
    for (const j of payments) {
      const both = si & (paymentBits[j] as number);
      if (both === 0) continue;
      const score = SCORES[i * n + j] as number;
      let p: Standing | null = null;
      for (let r = 0; r < reaches.length; r++) {
        if (!(both & (1 << r)) || !(score > (best[r] as number))) continue;
        if (!p) {
          p = paymentAt(j) as Standing;
          if (boxesMeet(s.local, p.local)) break;
        }
        best[r] = score;
        found[r] = { stake: s, payment: p };
      }
    }
  }
  return found;
}

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
