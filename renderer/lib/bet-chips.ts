// A bet's chips as the table draws them, bottom chip first (issue 23: a bet is the pile a player puts down). The pile
// the scene gives (a pile to be read) is drawn as it is; any other bet as a player's mix of the house's chips
// (core/chips/player-stack.ts), chosen from what the table shows (the bet and every bet's amount), so the same item
// is drawn the same on every render and nothing of the answer decides it. Where the mix does not fit its spot the
// table draws a pile of fewer chips, down to the fewest (pile-placement.ts decides; BetPlacement.fewer), and the
// close-up of a selected spot draws what the table drew.
import { playerStacksFor } from '../../core/chips/player-stack.ts';
import { chipsBottomUp } from '../../core/chips/stack.ts';
import type { SceneBet } from '../../core/drills/types.ts';
import { chipsFor } from './chip-tray.svelte.ts';
import type { BetPlacement, BetToPlace, PileRoom } from './pile-placement.ts';

type PiledBet = Pick<SceneBet, 'id' | 'amount' | 'stack'>;

/** The piles a bet may be drawn as, each bottom chip first: the player's mix first, then piles of fewer chips, the
 *  fewest chips last (one pile when the scene gives it, or when the house's chips cannot make a mix of the amount). */
export interface BetPiles {
  readonly options: readonly (readonly number[])[];
}

/** What the table shows of its bets, the seed of every mix on it: the same scene, the same piles. */
export function pilesSeed(bets: readonly Pick<SceneBet, 'id' | 'amount'>[]): string {
  return bets.map((b) => `${b.id}:${b.amount}`).join(',');
}

// The piles are asked for at every render (the table, its labels, the close-up): worked out once each.
const known = new Map<string, BetPiles>();
const KNOWN_MAX = 512;

export function betPiles(
  bet: PiledBet,
  denominations: readonly number[],
  betUnit: number,
  seed: string,
): BetPiles {
  if (bet.stack) {
    return { options: [chipsBottomUp(bet.stack)] };
  }
  const key = `${denominations.join('/')}|${betUnit}|${seed}|${bet.id}|${bet.amount}`;
  let piles = known.get(key);
  if (!piles) {
    const steps = playerStacksFor(bet.amount, denominations, betUnit, `${seed}|${bet.id}`);
    piles = {
      options: steps ? steps.map(chipsBottomUp).reverse() : [chipsFor(bet.amount, denominations)],
    };
    if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value ?? '');
    known.set(key, piles);
  }
  return piles;
}

/** The chips drawn for a bet where it was placed: its mix, or the pile of fewer chips it fell back on. */
export function drawnChips(
  piles: BetPiles,
  placed: Pick<BetPlacement, 'fewer'> | undefined,
): readonly number[] {
  return piles.options[placed?.fewer ?? 0] ?? piles.options[0] ?? [];
}

/** A bet to place (pile-placement.ts): its mix, the piles of fewer chips to fall back on, and the room kept for a
 *  payment (paid in the fewest chips, its amount a character longer). `chars` is the amount's length as written (0
 *  when it is not written). */
export function betToPlace(id: string, room: PileRoom, piles: BetPiles, chars: number): BetToPlace {
  const [mix = [], ...fewer] = piles.options;
  const fewest = piles.options.at(-1) ?? mix;
  return {
    id,
    room,
    stake: { chips: mix.length, chars },
    ...(fewer.length > 0 ? { fewer: fewer.map((f) => ({ chips: f.length, chars })) } : {}),
    payment: { chips: fewest.length, chars: chars + 1 },
  };
}
