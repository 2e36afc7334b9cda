// A bet's chips as the table draws them, bottom chip first: the pile the player put down where the scene gives it
// (core/chips/player-stack.ts), else the fewest chips of the house's denominations. The table and the close-up of a
// selected spot draw the same pile.
import { chipsBottomUp } from '../../core/chips/stack.ts';
import type { SceneBet } from '../../core/drills/types.ts';
import { chipsFor } from './chip-tray.svelte.ts';

export function betChips(
  bet: Pick<SceneBet, 'amount' | 'stack'>,
  denominations: readonly number[],
): number[] {
  return bet.stack ? chipsBottomUp(bet.stack) : chipsFor(bet.amount, denominations);
}
