// What a pile does at each place of its spot's grid (pile-grid.ts): whether it stands in the spot, clear of the
// spot's name and of everything else on the table. The polygon tests are the costly part of placing a coup's piles,
// so what depends only on the spot and the pile is kept from coup to coup (a session deals many coups at one table).
import { insideTester } from './inside-grid.ts';
import { boxOf, overlapsQuick, type Clear, type Shape } from './pile-clearance.ts';
import { bounding, boxesMeet, type Box, type Point } from './polygon.ts';
import { turns, type Place } from './pile-grid.ts';
import type { PileRoom } from './pile-placement-types.ts';
import {
  CHIP,
  localBox,
  pileOutline,
  pileWithAmountBox,
  pillWidth,
  turnedCornersInto,
  type PileSpec,
} from './pile-shapes.ts';

/** Is the turned box `c` (its corners as x0, y0, …, turnedCornersInto) inside the outline? Its bounding box first
 *  (most places fail there), then its corners and the middles of its edges: the spots' curved edges are gentle over a
 *  pile's width, so a box that holds these points does not cross them by more than a unit, less than the gap between
 *  two spots. The arithmetic is bounding()'s and a box's, so the answer is the same as testing the polygon. */
function standsOn(c: Float64Array, isInside: (x: number, y: number) => boolean, outlineBox: Box): boolean {
  const b = cornersBox(c);
  if (!contains(outlineBox, b)) return false;
  for (let i = 0; i < 8; i += 2) {
    const x0 = c[i] as number;
    const y0 = c[i + 1] as number;
    const x1 = c[(i + 2) % 8] as number;
    const y1 = c[(i + 3) % 8] as number;
    if (!isInside(x0, y0) || !isInside((x0 + x1) / 2, (y0 + y1) / 2)) return false;
  }
  return true;
}

/** bounding() of the corners `c`, as turnedCornersInto writes them. */
function cornersBox(c: Float64Array): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < 8; i += 2) {
    x0 = Math.min(x0, c[i] as number);
    y0 = Math.min(y0, c[i + 1] as number);
    x1 = Math.max(x1, c[i] as number);
    y1 = Math.max(y1, c[i + 1] as number);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The corners worked on: one place is tested at a time. */
const corners = new Float64Array(8);

/** Does the whole pile at `at` stand in the spot (standsOn), and is it clear of the spot's name? The polygon is built
 *  only where the pile's box meets the name's. */
function inSpotAndClear(
  pile: PileSpec,
  at: Point,
  scale: number,
  turn: number,
  isInside: (x: number, y: number) => boolean,
  roomBox: Box,
  label: readonly Point[],
  onlyIfInSpot: boolean,
): { inSpot: boolean; clearOfLabel: boolean } {
  turnedCornersInto(pileWithAmountBox(pile.chips, at, scale, pile.chars), at, turn, corners);
  const inSpot = standsOn(corners, isInside, roomBox);
  if (onlyIfInSpot && !inSpot) return { inSpot, clearOfLabel: false };
  const box = cornersBox(corners);
  const clearOfLabel =
    !boxesMeet(box, boxOf(label)) || !overlapsQuick(pileOutline(pile, at, scale, turn), box, label);
  return { inSpot, clearOfLabel };
}

/** Does the pile's footprint (pile-shapes.ts footprint: its bottom chip and its amount) stand in the spot? */
function footStandsOn(
  pile: PileSpec,
  at: Point,
  scale: number,
  turn: number,
  isInside: (x: number, y: number) => boolean,
  roomBox: Box,
): boolean {
  const whole = pileWithAmountBox(pile.chips, at, scale, pile.chars);
  const top = at[1] - CHIP.r * scale - 2;
  turnedCornersInto({ ...whole, y: top, height: whole.y + whole.height - top }, at, turn, corners);
  return standsOn(corners, isInside, roomBox);
}

/** What a pile at a place would do, worked out once per size and turn and read by each REACH in turn. */
export interface Standing extends Place {
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

/** What a pile at a place does within its own spot, as bits: worked out once and kept (flagCache). */
const KNOWN = 1;

const IN_SPOT = 2;

const FOOT_IN_SPOT = 4;

const BASE_IN_SPOT = 8;

const CLEAR_OF_LABEL = 16;

/** IN_SPOT is known, and CLEAR_OF_LABEL where it is in its spot (standsWhollyIn), the rest not yet. */
const WHOLLY_KNOWN = 32;

export function shapedAt(
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
  let flags = known;
  if (!(flags & KNOWN)) {
    // What standsWhollyIn worked out (WHOLLY_KNOWN) is not worked out again; no polygon is built for these tests.
    const wholly =
      flags & WHOLLY_KNOWN
        ? { inSpot: (flags & IN_SPOT) !== 0, clearOfLabel: (flags & CLEAR_OF_LABEL) !== 0 }
        : inSpotAndClear(pile, p.at, scale, turn, isInside, roomBox, room.label, false);
    const inSpot = wholly.inSpot;
    const footInSpot = inSpot || footStandsOn(pile, p.at, scale, turn, isInside, roomBox);
    const clearOfLabel =
      flags & WHOLLY_KNOWN && !inSpot
        ? inSpotAndClear(pile, p.at, scale, turn, isInside, roomBox, room.label, false).clearOfLabel
        : wholly.clearOfLabel;
    flags =
      KNOWN |
      WHOLLY_KNOWN |
      (inSpot ? IN_SPOT : 0) |
      (footInSpot ? FOOT_IN_SPOT : 0) |
      (footInSpot || isInside(p.at[0], p.at[1]) ? BASE_IN_SPOT : 0) |
      (clearOfLabel ? CLEAR_OF_LABEL : 0);
    if (passed(flags)) return { shaped: null, flags };
  }
  const whole = pileOutline(pile, p.at, scale, turn);
  const box = bounding(whole);
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
  const roomBox = boxOf(room.outline);
  const isInside = insideTester(room.outline);
  return (i) => {
    const place = places[i];
    if (!place) return undefined;
    const known = kept[i] ?? 0;
    const { shaped, flags: f } = shapedAt(pile, place, room, scale, turn, roomBox, known, passed, isInside);
    kept[i] = f;
    return shaped;
  };
}

/** Per spot: whether a pile (by its chips, size and amount's width) stands wholly in it somewhere, as worked out. */
const wholly = new WeakMap<PileRoom, Map<string, boolean>>();

/** Does the pile stand wholly in its spot, clear of its name, at some grid place at this size (at either turn)? */
export function standsWhollyIn(
  pile: PileSpec,
  places: readonly Place[],
  room: PileRoom,
  scale: number,
): boolean {
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
  const isInside = insideTester(room.outline);
  const stands = turns(room).some((turn) => {
    const flags = flagsOf(room, flagKey(pile, scale, turn), places.length);
    return places.some((p, i) => {
      let f = flags[i] as number;
      if (!(f & WHOLLY_KNOWN)) {
        const w = inSpotAndClear(pile, p.at, scale, turn, isInside, roomBox, room.label, true);
        f |= WHOLLY_KNOWN | (w.inSpot ? IN_SPOT | (w.clearOfLabel ? CLEAR_OF_LABEL : 0) : 0);
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
export type Lazy = (i: number) => Standing | null;

export function standings(
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
  const nearOf = () => (near ??= { ...clear, shapes: nearPlaces(clear.shapes, places, pile, scale, turn) });
  return (i) => {
    let m = memo[i];
    if (m === undefined) {
      const shaped = shapeAt(i);
      m = shaped ? new LazyStanding(shaped, nearOf, mayHang) : null;
      memo[i] = m;
    }
    return m;
  };
}

/** standingOf, but whether the pile is clear of everything else (the costly part) worked out only when a reach asks
 *  for spills or hangs: a place that stands nowhere reads as neither, as standingOf's null does to a reach. */
class LazyStanding implements Standing {
  readonly u: number;
  readonly v: number;
  readonly at: Point;
  readonly inSpot: boolean;
  readonly clearOfLabel: boolean;
  readonly local: Box;
  private free: boolean | undefined;
  private readonly p: Shaped;
  private readonly clearOf: () => Clear;
  private readonly mayHang: boolean;

  constructor(p: Shaped, clearOf: () => Clear, mayHang: boolean) {
    this.p = p;
    this.clearOf = clearOf;
    this.mayHang = mayHang;
    this.u = p.u;
    this.v = p.v;
    this.at = p.at;
    this.inSpot = p.inSpot;
    this.clearOfLabel = p.clearOfLabel;
    this.local = p.local;
  }

  private isFree(): boolean {
    return (this.free ??= freeOf(this.p, this.clearOf()));
  }

  get spills(): boolean {
    return this.inSpot || (this.p.footInSpot && this.isFree());
  }

  get hangs(): boolean {
    return this.inSpot || ((this.p.footInSpot || (this.mayHang && this.p.baseInSpot)) && this.isFree());
  }
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

export function standingOf(p: Shaped, clear: Clear, mayHang: boolean): Standing | null {
  if (!p.inSpot && !p.footInSpot && !(mayHang && p.baseInSpot)) return null;
  const free = freeOf(p, clear);
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

/** In its spot, or on the felt and clear of everything else on the table. */
function freeOf(p: Shaped, clear: Clear): boolean {
  return (
    p.inSpot ||
    (p.whole.every(clear.bounds) &&
      !clear.shapes.some((c) => boxesMeet(p.box, c.box) && overlapsQuick(p.whole, p.box, c.points)))
  );
}

function contains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}
