// insideQuick (renderer/lib/inside-grid.ts) answers as inside() does, for every spot of every house's table and for
// points anywhere near it: on its edges, at its corners, inside, outside. Laying out the stacks relies on it.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { offeredBets } from '../../core/bets.ts';
import { BUILT_IN_PROFILES } from '../../core/profiles.ts';
import { insideQuick } from '../../renderer/lib/inside-grid.ts';
import { areaLabel } from '../../renderer/lib/layout.ts';
import { inside, type Point } from '../../renderer/lib/polygon.ts';
import { seatPlaces, spots } from '../../renderer/lib/table-geometry.ts';

describe('point in a spot, at a glance', () => {
  test.each(BUILT_IN_PROFILES.flatMap((p) => [7, 9].map((seats) => [p.id, seats, p] as const)))(
    '%s, %i seats: the same answer as inside() for every spot, at its vertices, along its edges and around it',
    (_id, seats, profile) => {
      const all = spots(seatPlaces(seats, profile.seatOne), offeredBets(profile), (on) =>
        areaLabel(on, profile),
      );
      for (const spot of all) {
        const poly = spot.outline;
        const xs = poly.map((p) => p[0]);
        const ys = poly.map((p) => p[1]);
        const [x0, x1, y0, y1] = [
          Math.min(...xs) - 5,
          Math.max(...xs) + 5,
          Math.min(...ys) - 5,
          Math.max(...ys) + 5,
        ];
        // The vertices and points along the edges (where the grid must fall back to the exact test).
        const onEdges: Point[] = poly.flatMap((a, i) => {
          const b = poly[(i + 1) % poly.length] as Point;
          return [0, 0.25, 0.5, 0.75].map(
            (t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t] as Point,
          );
        });
        for (const p of onEdges)
          expect(insideQuick(p[0], p[1], poly), `${spot.seat}:${spot.on} ${p}`).toBe(inside(p, poly));
        fc.assert(
          fc.property(
            fc.double({ min: x0, max: x1, noNaN: true }),
            fc.double({ min: y0, max: y1, noNaN: true }),
            (x, y) => insideQuick(x, y, poly) === inside([x, y], poly),
          ),
          { numRuns: 300, seed: 23 },
        );
      }
    },
  );
});
