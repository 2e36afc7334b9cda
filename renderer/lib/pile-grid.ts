// The places tried in a spot for a pile (a grid across and along it), which pairs of places a wager and its payment
// are preferred at, and the turns a spot's piles are tried at.
import type { Point } from './polygon.ts';
import type { PileRoom } from './pile-placement-types.ts';

const GRID_U = [0.08, 0.16, 0.24, 0.32, 0.4, 0.5, 0.6, 0.68, 0.76, 0.84, 0.92];

const GRID_V = [0.1, 0.25, 0.4, 0.55, 0.7, 0.85, 1];

export interface Place {
  readonly u: number;
  readonly v: number;
  readonly at: Point;
}

const grids = new WeakMap<PileRoom, Place[]>();

export function grid(room: PileRoom): Place[] {
  let places = grids.get(room);
  if (!places) {
    places = GRID_U.flatMap((u) => GRID_V.map((v) => ({ u, v, at: room.point(u, v) })));
    grids.set(room, places);
  }
  return places;
}

export const GRID_POINTS = GRID_U.flatMap((u) => GRID_V.map((v) => ({ u, v })));

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
export function turns(room: PileRoom): number[] {
  const [x0, y0] = room.point(0.5, 1);
  const [x1, y1] = room.point(0.5, 0);
  const outward = (Math.atan2(x1 - x0, y0 - y1) * 180) / Math.PI;
  const aligned = outward > 45 ? outward - 90 : outward < -45 ? outward + 90 : outward;
  return Math.abs(aligned) < 3 ? [0] : [0, Math.round(aligned)];
}

/** Every pair of places' preference (pairScore), by the wager's and the payment's place: a pile never pairs with its
 *  own place. */
export const SCORES: Float64Array = (() => {
  const n = GRID_POINTS.length;
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) out[i * n + j] = i === j ? -Infinity : pairScore(i, j);
  return out;
})();
