// A bet as a player puts it down: the house's chips in a plausible mix, not always the fewest (a $190 Banker bet is
// one $100, three $25, one $10 and one $5, or a $100 and nine $10s), so a trainee reads it by colour and count as at
// the table. Deterministic from the drill's generator. A player's change is never smaller than the smallest chip a
// player bets with at the house (playerFloorChip): no $1 broken into 25c chips where the house has a $1 chip.
import { Rng } from '../rng.ts';
import { fewestChips } from './fewest.ts';
import { chipCount, normaliseStack, type ChipStack } from './stack.ts';

/** A player's pile stays this small or smaller: taller piles are split by players and dealers alike. */
export const MAX_STACK_CHIPS = 20;

/**
 * The smallest chip a player bets with at a house: the largest of its chips that divides the bet unit (the smallest
 * chip otherwise). Every bet is a multiple of the bet unit (Tasmania 7.1's notice; core/drills/kinds/stake.ts), so a
 * player can make any bet from chips no smaller than this one; a smaller chip (the 25c of a $1-unit table) is the
 * dealer's, for commission and 19:20 payments, which players do not stake with.
 */
export function playerFloorChip(denominations: readonly number[], betUnit: number): number {
  const chips = [...new Set(denominations)].sort((a, b) => a - b);
  return chips.filter((c) => betUnit % c === 0).at(-1) ?? (chips[0] as number);
}

/**
 * The pile a player bets `amount` with: the fewest chips, then a few of them changed into the next smaller chips (a
 * player's loose change), never below playerFloorChip and never past MAX_STACK_CHIPS. Null when the house's chips
 * cannot make the amount.
 */
export function playerStack(
  amount: number,
  denominations: readonly number[],
  betUnit: number,
  rng: Rng,
): ChipStack | null {
  return playerStackSteps(amount, denominations, betUnit, rng)?.at(-1) ?? null;
}

/**
 * The piles on the way to playerStack's, fewest chips first and its pile last, one a chip changed into smaller ones:
 * where the player's pile is too tall for its spot the table draws the tallest of them that fits. Null when the
 * house's chips cannot make the amount.
 */
export function playerStackSteps(
  amount: number,
  denominations: readonly number[],
  betUnit: number,
  rng: Rng,
): ChipStack[] | null {
  const fewest = fewestChips(amount, denominations);
  if (!fewest) return null;
  const steps: ChipStack[] = [normaliseStack(fewest)];
  const chips = [...new Set(denominations)].sort((a, b) => a - b);
  const counts = new Map(fewest.map((c) => [c.value, c.count]));
  const floor = playerFloorChip(chips, betUnit);
  // Up to three breaks; each changes one chip into smaller ones when that keeps the pile within bounds.
  const breaks = rng.nextInt(4);
  for (let b = 0; b < breaks; b++) {
    const breakable = [...counts].filter(([value, count]) => count > 0 && chips.indexOf(value) > 0);
    if (breakable.length === 0) break;
    const [value] = rng.pick(breakable);
    const smaller = chips[chips.indexOf(value) - 1] as number;
    // A break into the dealer's chips is one a player does not make: that break is skipped (the draw is kept, so
    // the piles of houses without such chips are as before).
    if (smaller < floor) continue;
    const change = changeFor(value, smaller, floor, chips);
    if (!change) continue;
    const added = chipCount(change) - 1;
    const current = [...counts.values()].reduce((s, n) => s + n, 0);
    if (current + added > MAX_STACK_CHIPS) continue;
    counts.set(value, (counts.get(value) as number) - 1);
    for (const c of change) counts.set(c.value, (counts.get(c.value) ?? 0) + c.count);
    steps.push(normaliseStack([...counts].map(([value, count]) => ({ value, count }))));
  }
  return steps;
}

/** A chip changed into the fewest of the chips from `floor` up to `smaller`: the same few changes come again at
 *  every coup. */
const changes = new Map<string, ChipStack | null>();

function changeFor(
  value: number,
  smaller: number,
  floor: number,
  chips: readonly number[],
): ChipStack | null {
  const key = `${value}:${smaller}:${floor}:${chips.join(',')}`;
  let change = changes.get(key);
  if (change === undefined) {
    change = fewestChips(
      value,
      chips.filter((c) => c <= smaller && c >= floor),
    );
    if (changes.size >= 256) changes.clear();
    changes.set(key, change);
  }
  return change;
}

/**
 * The piles a player may bet `amount` with at a table (playerStackSteps), chosen from `seed` alone (the bet and what
 * else the table shows), so the same bet is drawn as the same pile on every render and no answer decides it.
 */
export function playerStacksFor(
  amount: number,
  denominations: readonly number[],
  betUnit: number,
  seed: string,
): ChipStack[] | null {
  // Seeding 1 (a 32-bit hash): a pile needs no more, and the table works out every bet's at each coup.
  return playerStackSteps(amount, denominations, betUnit, Rng.fromSeed(`player-stack:${seed}`, 1));
}
