// Dragon Bonus side wager on Player or Banker (dragon-bonus-baccarat.txt): a non-natural win by 9/8/7/6/5/4 pays
// 30/10/6/4/2/1, a natural win 1:1, a natural tie pushes; everything else loses (a non-natural tie, a win by under 4,
// the other side winning). "Natural win": the winning hand had a natural 8 or 9 on its first two cards.
import type { Odds, Outcome } from './bets.ts';
import type { Coup, Side } from './coup.ts';
import type { TableProfile } from './profiles.ts';

export type DragonPaytable = NonNullable<TableProfile['dragonBonus']>;
export type DragonMargin = keyof DragonPaytable['margins'];
/** The row of the paytable a winning bet is paid from. */
export type DragonKey = 'natural' | DragonMargin;

export interface DragonResult {
  readonly outcome: Outcome;
  /** The paytable row for a win; null for a loss or push. */
  readonly key: DragonKey | null;
  /** The row's odds from the profile's paytable; null for a loss or push. */
  readonly odds: Odds | null;
  /** Winning point minus losing point (0 on a tie). */
  readonly margin: number;
  /** "natural win", "win by 7", "win by 3 (under 4)", "natural tie", "non-natural tie", "Player wins". */
  readonly detail: string;
}

const SIDE_LABEL: Record<Side, string> = { player: 'Player', banker: 'Banker' };

export function dragonResult(coup: Coup, side: Side, table: DragonPaytable): DragonResult {
  const margin = Math.abs(coup.playerPoint - coup.bankerPoint);
  const none = { key: null, odds: null, margin };
  if (coup.winner === 'tie') {
    return coup.natural
      ? { ...none, outcome: 'push', detail: 'natural tie' }
      : { ...none, outcome: 'lose', detail: 'non-natural tie' };
  }
  if (coup.winner !== side) return { ...none, outcome: 'lose', detail: `${SIDE_LABEL[coup.winner]} wins` };
  const natural = side === 'player' ? coup.playerNatural : coup.bankerNatural;
  if (natural) return { outcome: 'win', key: 'natural', odds: table.natural, margin, detail: 'natural win' };
  if (margin >= 4) {
    const key = String(margin) as DragonMargin;
    return { outcome: 'win', key, odds: table.margins[key], margin, detail: `win by ${margin}` };
  }
  return { ...none, outcome: 'lose', detail: `win by ${margin} (under 4)` };
}
