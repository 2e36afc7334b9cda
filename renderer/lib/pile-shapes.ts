// A pile of chips as drawn on the table: its stacks, the box it covers with the amount under it, turned with its
// spot. Where it is placed: pile-placement.ts.
import { rectangle, type Box, type Point } from './polygon.ts';

/** A chip's radius and the height one more chip adds to a stack, in table units; chips per stack. */
export const CHIP = { r: 22, step: 2.6, perStack: 20 } as const;

/** The amount under a pile: its font size at full scale. An amount wider than the chips is narrowed to their width
 *  (pillWidth; Table.svelte draws it with that textLength). */
export const PILL = { size: 17 } as const;

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

/** A pile to place: how many chips, and how many characters its amount has. */
export interface PileSpec {
  readonly chips: number;
  readonly chars: number;
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

/** turnedBox's corners as x0, y0, x1, y1, … written into `out`, with turnedBox's own arithmetic (so the same
 *  numbers) but no arrays: a spot's places are tested by the thousand when a coup is laid out (pile-standing.ts). */
export function turnedCornersInto(box: Box, at: Point, turn: number, out: Float64Array): void {
  const x0 = box.x;
  const x1 = box.x + box.width;
  const y0 = box.y;
  const y1 = box.y + box.height;
  out[0] = x0;
  out[1] = y0;
  out[2] = x1;
  out[3] = y0;
  out[4] = x1;
  out[5] = y1;
  out[6] = x0;
  out[7] = y1;
  if (turn === 0) return;
  const t = (turn * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  for (let i = 0; i < 8; i += 2) {
    const dx = (out[i] as number) - at[0];
    const dy = (out[i + 1] as number) - at[1];
    out[i] = at[0] + dx * c - dy * s;
    out[i + 1] = at[1] + dx * s + dy * c;
  }
}

/** A pile's box with its amount, in the frame turned with the piles (so two piles of a turn compare as boxes). */
export function localBox(pile: PileSpec, at: Point, scale: number, turn: number): Box {
  const t = (-turn * Math.PI) / 180;
  const local: Point = [at[0] * Math.cos(t) - at[1] * Math.sin(t), at[0] * Math.sin(t) + at[1] * Math.cos(t)];
  return pileWithAmountBox(pile.chips, local, scale, pile.chars);
}

/** The whole pile with its amount, turned, as a polygon: what no other pile, occupied spot or card may meet. */
export function pileOutline(pile: PileSpec, at: Point, scale: number, turn: number): Point[] {
  return turnedBox(pileWithAmountBox(pile.chips, at, scale, pile.chars), at, turn);
}

/** The part of a pile that stands on the felt: its bottom chip and its amount. It is always inside the bet's spot. */
export function footprint(pile: PileSpec, at: Point, scale: number, turn: number): Point[] {
  const whole = pileWithAmountBox(pile.chips, at, scale, pile.chars);
  const top = at[1] - CHIP.r * scale - 2;
  return turnedBox({ ...whole, y: top, height: whole.y + whole.height - top }, at, turn);
}
