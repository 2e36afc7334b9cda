// How far a pile may reach (in its spot, over the felt behind it, hanging over its spot's line), and the most
// preferred pair of places for a wager and its payment under each reach.
import { boxesMeet } from './polygon.ts';
import { GRID_POINTS, SCORES } from './pile-grid.ts';
import type { Lazy, Standing } from './pile-standing.ts';

/**
 * How far a pile may reach, in the order tried at each size: wholly inside its spot and clear of the spot's name;
 * wholly inside its spot; or standing in its spot and rising over the empty felt behind it (as a stack seen from the
 * dealer's side hides what lies behind it), never over another bet's spot, pile or the cards.
 */
export interface Reach {
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
export const NAME_IN_VIEW: readonly Reach[] = [
  { inSpot: true, keepLabel: true },
  { inSpot: false, keepLabel: true },
  { inSpot: false, keepLabel: true, hang: true },
];

/** For the payment, after REACH: hanging over its spot's line, before it is drawn smaller. */
export const PAYMENT_REACH: readonly Reach[] = [...REACH, { inSpot: false, keepLabel: false, hang: true }];

/** The lists of reaches a search is made under, named by their place here (a key of the pairs worked out). */
export const REACH_LISTS: readonly (readonly Reach[])[] = [PAYMENT_REACH, NAME_IN_VIEW];

function allowed(s: Standing, reach: Reach): boolean {
  // The name first: where a pile stands beyond its spot is the costly question (Standing.spills, worked out lazily).
  if (reach.keepLabel && !s.clearOfLabel) return false;
  return reach.inSpot ? s.inSpot : reach.hang ? s.hangs : s.spills;
}

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
export interface Pair {
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
export function bestPairs(
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
