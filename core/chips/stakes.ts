// Stakes that look like what players bet at a house: round amounts in the house's chip units, most near the minimum
// and fewer the higher they go, within the bet's limits (not $113, $99 or $5,007, unless a drill is about odd
// amounts).
import type { Rng } from '../rng.ts';

/** The round steps players bet in, as multiples of the house's bet unit: 1, 2, 5 and their tens. */
const ROUND_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000];

/**
 * A stake between the limits: a round step of the bet unit, chosen with weight falling as the stake rises (about
 * half of all bets within four times the minimum), then a few units added now and then as players do ($150, $175).
 */
export function realisticStake(min: number, max: number, betUnit: number, rng: Rng): number {
  if (!(Number.isSafeInteger(min) && Number.isSafeInteger(max) && betUnit > 0 && min <= max)) {
    throw new RangeError(`realisticStake: limits ${min}..${max} in units of ${betUnit}`);
  }
  const candidates = new Set<number>();
  for (const scale of [1, 10, 100, 1000]) {
    for (const step of ROUND_STEPS) {
      const amount = step * scale * betUnit;
      if (amount >= min && amount <= max) candidates.add(amount);
    }
  }
  const lowest = Math.ceil(min / betUnit) * betUnit;
  if (candidates.size === 0) return Math.min(lowest, max);
  const sorted = [...candidates].sort((a, b) => a - b);
  // Weight 1/rank: the minimum is the commonest bet, a table's maximum the rarest.
  const weights = sorted.map((_, i) => 1 / (i + 1));
  let pick = rng.nextFloat() * weights.reduce((a, b) => a + b, 0);
  let stake = sorted[0] as number;
  for (let i = 0; i < sorted.length; i++) {
    pick -= weights[i] as number;
    if (pick <= 0) {
      stake = sorted[i] as number;
      break;
    }
  }
  // One bet in five has an extra quarter of itself on it, rounded to the unit ($100 → $125), when the limit allows.
  if (rng.nextInt(5) === 0) {
    const extra = Math.max(betUnit, Math.round(stake / 4 / betUnit) * betUnit);
    if (stake + extra <= max) stake += extra;
  }
  return stake;
}
