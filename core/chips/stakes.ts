// Stakes that look like what players bet at a house: round amounts in the house's chip units, most near the minimum
// and fewer the higher they go, within the bet's limits (not $113, $99 or $5,007, unless a drill is about odd
// amounts: a section's "odd stakes", core/drills/kinds/stake.ts).
import type { Rng } from '../rng.ts';

/** The round steps players bet in, as multiples of the house's bet unit: 1, 2, 5 and their tens, and the quarters. */
const ROUND_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000];

/**
 * The round amounts from `min` to `max`: a round step of the bet unit (times 1, 10, 100 or 1000) that is also a
 * multiple of `step` (what the chips and the house's commission need, e.g. $5 on a 19:20 Banker bet), ascending.
 */
export function roundStakes(min: number, max: number, betUnit: number, step = betUnit): number[] {
  const out = new Set<number>();
  for (const scale of [1, 10, 100, 1000]) {
    for (const s of ROUND_STEPS) {
      const amount = s * scale * betUnit;
      if (amount >= min && amount <= max && amount % step === 0) out.add(amount);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * Whether an amount is one a player would put down: a round stake, or a round stake with a round extra of at most a
 * quarter of it on top ($100 + $25, $250 + $50), both in multiples of `step`.
 */
export function isRoundStake(amount: number, betUnit: number, step = betUnit): boolean {
  const round = roundStakes(1, amount, betUnit, step);
  if (round.includes(amount)) return true;
  return round.some((extra) => 4 * extra <= amount - extra && round.includes(amount - extra));
}

/**
 * A stake between the limits: a round amount (roundStakes), chosen with weight falling as the stake rises (about
 * half of all bets within four times the minimum), then one bet in five with a round extra of up to a quarter of it
 * on top as players do ($125, $300), when the limit allows. Multiples of `step` (default the bet unit) throughout.
 */
export function realisticStake(min: number, max: number, betUnit: number, rng: Rng, step = betUnit): number {
  if (
    !(Number.isSafeInteger(min) && Number.isSafeInteger(max) && betUnit > 0 && step > 0 && min <= max) ||
    step % betUnit !== 0
  ) {
    throw new RangeError(`realisticStake: limits ${min}..${max} in units of ${betUnit} (step ${step})`);
  }
  const sorted = roundStakes(min, max, betUnit, step);
  if (sorted.length === 0) {
    // No round amount fits (a narrow range): the lowest multiple of the step, if one does.
    const lowest = Math.ceil(min / step) * step;
    if (lowest > max)
      throw new RangeError(`realisticStake: no stake in ${min}..${max} is a multiple of ${step}`);
    return lowest;
  }
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
  if (rng.nextInt(5) === 0) {
    const extra = roundStakes(1, Math.floor(stake / 4), betUnit, step).at(-1);
    if (extra !== undefined && stake + extra <= max) stake += extra;
  }
  return stake;
}
