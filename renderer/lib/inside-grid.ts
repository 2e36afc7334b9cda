// Point in polygon, answered at a glance for most points (issue 23: laying out a 9-seat coup's stacks spent most of
// its time testing whether boxes' corners lie in their spots). The polygon's bounding box is cut into cells; a cell no
// edge passes through is wholly inside or wholly outside, as its centre is, and a point there is answered from its
// cell; a point in a cell an edge passes through is tested exactly. So the answer is always inside()'s own.
import { bounding, inside, type Point } from './polygon.ts';

/** Cell side, in table units: a spot is some 100 to 200 units across, its outline a few dozen points. */
const CELL = 2;
const BOUNDARY = 0;
const IN = 1;
const OUT = 2;

interface Grid {
  readonly x0: number;
  readonly y0: number;
  readonly cols: number;
  readonly rows: number;
  readonly cells: Uint8Array;
}

const grids = new WeakMap<readonly Point[], Grid>();

function build(poly: readonly Point[]): Grid {
  const box = bounding(poly);
  const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.width, box.y + box.height];
  const cols = Math.max(1, Math.ceil((x1 - x0) / CELL) + 1);
  const rows = Math.max(1, Math.ceil((y1 - y0) / CELL) + 1);
  const cells = new Uint8Array(cols * rows).fill(255);
  // Every cell an edge passes through, and its neighbours, is a boundary cell: samples a quarter of a cell apart
  // along each edge fall in or next to every cell the edge crosses.
  const mark = (x: number, y: number) => {
    const c = Math.floor((x - x0) / CELL);
    const r = Math.floor((y - y0) / CELL);
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const cc = c + dc;
        const rr = r + dr;
        if (cc >= 0 && cc < cols && rr >= 0 && rr < rows) cells[rr * cols + cc] = BOUNDARY;
      }
  };
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, ay] = poly[j] as Point;
    const [bx, by] = poly[i] as Point;
    const n = Math.max(1, Math.ceil((Math.hypot(bx - ax, by - ay) * 4) / CELL));
    for (let k = 0; k <= n; k++) mark(ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n);
  }
  // The other cells as their centres are, a row at a time: where the row's centre line crosses the edges (inside()'s
  // own test and arithmetic), a centre with an odd number of crossings to its right is inside.
  const xs: number[] = [];
  for (let r = 0; r < rows; r++) {
    const y = y0 + (r + 0.5) * CELL;
    xs.length = 0;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i] as Point;
      const [xj, yj] = poly[j] as Point;
      if (yi > y !== yj > y) xs.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
    }
    xs.sort((a, b) => a - b);
    let k = 0;
    for (let c = 0; c < cols; c++) {
      const x = x0 + (c + 0.5) * CELL;
      while (k < xs.length && (xs[k] as number) <= x) k++;
      const at = r * cols + c;
      // Crossings to the right of x: those past the first k.
      if (cells[at] !== BOUNDARY) cells[at] = (xs.length - k) % 2 === 1 ? IN : OUT;
    }
  }
  return { x0, y0, cols, rows, cells };
}

/** inside([x, y], poly), the same answer, quicker for a polygon asked about many times (its grid is kept). */
export function insideQuick(x: number, y: number, poly: readonly Point[]): boolean {
  let g = grids.get(poly);
  if (!g) grids.set(poly, (g = build(poly)));
  return insideGrid(g, x, y, poly);
}

/** insideQuick for one polygon asked about many times in a row: its grid looked up once. */
export function insideTester(poly: readonly Point[]): (x: number, y: number) => boolean {
  let g = grids.get(poly);
  if (!g) grids.set(poly, (g = build(poly)));
  const grid = g;
  return (x, y) => insideGrid(grid, x, y, poly);
}

function insideGrid(g: Grid, x: number, y: number, poly: readonly Point[]): boolean {
  const c = Math.floor((x - g.x0) / CELL);
  const r = Math.floor((y - g.y0) / CELL);
  if (c < 0 || r < 0 || c >= g.cols || r >= g.rows) return false;
  const cell = g.cells[r * g.cols + c];
  return cell === IN ? true : cell === OUT ? false : inside([x, y], poly);
}
