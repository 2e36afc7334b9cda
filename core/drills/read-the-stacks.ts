// Issue 23, "read the stacks" mode (a drill set's `readTheStacks`): no pile on the table carries its amount to the
// page, in any section, so the trainee counts the chips as at the table. As the chips drill does for a bet to read
// (core/drills/kinds/chips.ts): the scene's amount is 0 and `amountHidden` is set, so the amount never reaches the
// renderer at all; the pile keeps (or is given) the chips it is made of. Applied after an item is dealt, so the
// stakes and the items themselves are the ones the set deals without the mode.
import { fewestChips } from '../chips/fewest.ts';
import type { DrillItem, SceneBet, TableScene } from './types.ts';

function hiddenBet(bet: SceneBet, denominations: readonly number[]): SceneBet {
  if (bet.amountHidden) return bet;
  const stack = bet.stack ?? fewestChips(bet.amount, denominations);
  // An amount the house's chips cannot make cannot be drawn as chips: it is shown (none of the built-in houses
  // deals one; test/core/drills/read-the-stacks.test.ts).
  if (!stack) return bet;
  return { ...bet, amount: 0, stack, amountHidden: true };
}

function hiddenScene(scene: TableScene, denominations: readonly number[]): TableScene {
  return { ...scene, bets: scene.bets.map((b) => hiddenBet(b, denominations)) };
}

/** How a question names a stake: its amount, or "a bet" when the set reads the stacks (the chips say how much). */
export function stakeWords(ctx: { readonly readTheStacks?: boolean }, amount: string): string {
  return ctx.readTheStacks ? 'a bet' : amount;
}

/** The item with every pile's amount taken off the table, in every step. */
export function readTheStacks(item: DrillItem, denominations: readonly number[]): DrillItem {
  return {
    ...item,
    steps: item.steps.map((s) => ({
      ...s,
      prompt: { ...s.prompt, scene: hiddenScene(s.prompt.scene, denominations) },
    })),
  };
}
