// Colouring up and down (DEALING.md; the casino guides): a player leaving with a pile of small chips gets the same
// value in the fewest higher chips; a player asking for change gets exactly the breakdown asked for. The value never
// changes hands either way.
import { fewestChips } from './fewest.ts';
import { normaliseStack, stackTotal, type ChipStack } from './stack.ts';

/** The fewest chips worth the pile; null only when the house's chips cannot make its total. */
export function colourUp(pile: ChipStack, denominations: readonly number[]): ChipStack | null {
  return fewestChips(stackTotal(pile), denominations);
}

/**
 * Change for one chip into the denomination asked for, with any remainder in the fewest smaller chips ($100 into
 * $25s: four $25s). Null when the chip asked for is not smaller than the one changed.
 */
export function colourDown(chip: number, into: number, denominations: readonly number[]): ChipStack | null {
  if (!(into < chip) || !denominations.includes(into)) return null;
  const count = Math.floor(chip / into);
  const rest = fewestChips(
    chip - count * into,
    denominations.filter((d) => d < into),
  );
  if (!rest) return null;
  return normaliseStack([{ value: into, count }, ...rest]);
}

/** A column of one denomination cut into stacks of `size` (Tasmania dealers cut in 20s; many schools in 5s). */
export interface Cut {
  readonly stacks: number;
  readonly rest: number;
}

export function cutInto(count: number, size: number): Cut {
  if (!Number.isSafeInteger(count) || count < 0 || !Number.isSafeInteger(size) || size < 1) {
    throw new RangeError(`cutInto: ${count} chips in stacks of ${size}`);
  }
  return { stacks: Math.floor(count / size), rest: count % size };
}
