// What a pile rising out of its spot keeps clear of (pile-standing.ts asks): the table's fixed shapes, each with its
// bounding box so most are ruled out at a glance, and the quick overlap test of a pile's box against a long outline.
import { insideQuick } from './inside-grid.ts';
import { bounding, inside, segmentsCross, type Box, type Point } from './polygon.ts';
import type { PileRoom, TableBounds } from './pile-placement-types.ts';

/** A polygon with its bounding box, so most of what a pile must keep clear of is ruled out at a glance. */
export interface Shape {
  readonly points: readonly Point[];
  readonly box: Box;
}

export const shape = (points: readonly Point[]): Shape => ({ points, box: bounding(points) });

/** What a pile rising out of its spot must keep clear of: the table's fixed shapes (the cards, the shoe, the notice,
 *  the seat numbers and the other spots' names), the other bets' spots, and the piles already placed. */
export interface Clear {
  readonly shapes: readonly Shape[];
  readonly bounds: (p: Point) => boolean;
}

/** Per table and spot: the table's fixed shapes a pile in the spot keeps clear of (all but the spot's own name). */
const fixedShapes = new WeakMap<TableBounds, WeakMap<PileRoom, readonly Shape[]>>();

export function fixedFor(table: TableBounds, room: PileRoom): readonly Shape[] {
  let byRoom = fixedShapes.get(table);
  if (!byRoom) fixedShapes.set(table, (byRoom = new WeakMap()));
  let found = byRoom.get(room);
  if (!found) {
    found = [...table.obstacles, ...table.labels.filter((l) => l !== room.label)].map(shape);
    byRoom.set(room, found);
  }
  return found;
}

/** A spot's outline's or name's bounding box, worked out once: a spot is asked about at every place of its grid. */
const boxes = new WeakMap<readonly Point[], Box>();

export function boxOf(points: readonly Point[]): Box {
  let box = boxes.get(points);
  if (!box) boxes.set(points, (box = bounding(points)));
  return box;
}

/**
 * overlaps(a, b), the same answer, quicker for a pile's box `a` (its bounding box `aBox`) against a long outline `b`:
 * an edge of `b` whose bounding box lies wholly beside `aBox` crosses no edge of `a` (a crossing lies in both boxes),
 * and a long outline's point-in-polygon test is answered from its kept grid (insideQuick).
 */
export function overlapsQuick(a: readonly Point[], aBox: Box, b: readonly Point[]): boolean {
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
