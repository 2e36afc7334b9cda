// Point in polygon, answered quickly for a polygon asked about many times (issue 23: laying out a 9-seat coup's stacks
// spent most of its time testing whether boxes' corners lie in their spots). The polygon's height is cut into rows,
// and each row keeps the few edges that may cross it: a point is tested as inside() tests it (a ray to its right,
// counting the edges it crosses, the same arithmetic), but only against its row's edges; the others cannot cross
// its ray. So the answer is always inside()'s own.
import { bounding, type Point } from './polygon.ts';

/** Row height, in table units: a spot is some 100 to 200 units across, its outline a few dozen points. */
const ROW = 2;

interface Rows {
  readonly y0: number;
  readonly y1: number;
  /** Per row, the edges that may cross it, as xi, yi, xj, yj (inside()'s own order). */
  readonly edges: readonly Float64Array[];
}

const kept = new WeakMap<readonly Point[], Rows>();

/** The edges each row's points may cross, a row widened by a row either side (so a point's row, however rounded,
 *  holds every edge whose height spans the point's). */
function build(poly: readonly Point[]): Rows {
  const box = bounding(poly);
  const y0 = box.y;
  const rows = Math.max(1, Math.ceil(box.height / ROW) + 1);
  const lists: number[][] = Array.from({ length: rows }, () => []);
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as Point;
    const [xj, yj] = poly[j] as Point;
    const from = Math.max(0, Math.floor((Math.min(yi, yj) - y0) / ROW) - 1);
    const to = Math.min(rows - 1, Math.floor((Math.max(yi, yj) - y0) / ROW) + 1);
    for (let r = from; r <= to; r++) lists[r]?.push(xi, yi, xj, yj);
  }
  return { y0, y1: box.y + box.height, edges: lists.map((l) => Float64Array.from(l)) };
}

function rowsOf(poly: readonly Point[]): Rows {
  let found = kept.get(poly);
  if (!found) kept.set(poly, (found = build(poly)));
  return found;
}

/** inside([x, y], poly), the same answer, quicker for a polygon asked about many times (its rows are kept). */
export function insideQuick(x: number, y: number, poly: readonly Point[]): boolean {
  return insideRows(rowsOf(poly), x, y);
}

/** insideQuick for one polygon asked about many times in a row: its rows looked up once. */
export function insideTester(poly: readonly Point[]): (x: number, y: number) => boolean {
  const rows = rowsOf(poly);
  return (x, y) => insideRows(rows, x, y);
}

function insideRows(g: Rows, x: number, y: number): boolean {
  // Above or below every edge (or not a number): no edge crosses the ray.
  if (!(y >= g.y0 && y <= g.y1)) return false;
  const e = g.edges[Math.floor((y - g.y0) / ROW)];
  if (!e) return false;
  let hit = false;
  for (let k = 0; k < e.length; k += 4) {
    const xi = e[k] as number;
    const yi = e[k + 1] as number;
    const xj = e[k + 2] as number;
    const yj = e[k + 3] as number;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}
