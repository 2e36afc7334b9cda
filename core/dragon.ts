// Dragon Bonus side wager on Player or Banker (dragon-bonus-baccarat.txt): a non-natural win by 9/8/7/6/5/4 pays
// 30/10/6/4/2/1, a natural win 1:1, a natural tie pushes; everything else loses (a non-natural tie, a win by under 4,
// the other side winning). "Natural win": the winning hand had a natural 8 or 9 on its first two cards.
import type { Odds, Outcome } from './bets.ts';
import type { Coup, Side } from './coup.ts';
import type { TableProfile } from './profiles.ts';
import { english } from './i18n/phrase.ts';
import { ref, type MessageRef } from './i18n/say.ts';

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
  /** "natural win", "win by 7", "win by 3 (under 4)", "natural tie", "non-natural tie", "Player wins": a tag matched
   *  as data, the English of `detailRef` byte for byte (core/settlement.ts). */
  readonly detail: string;
  /** The same words as a message, said in the reader's language (issue 24). */
  readonly detailRef: MessageRef;
}

/** A detail as a message with its English tag, said once here: the analysis counts millions of coups. */
interface Told {
  readonly detail: string;
  readonly detailRef: MessageRef;
}
const told = (detailRef: MessageRef): Told => ({ detail: english(detailRef), detailRef });
const MARGINS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const NATURAL_TIE = told(ref('payout_dragon_natural_tie', {}));
const NON_NATURAL_TIE = told(ref('payout_dragon_non_natural_tie', {}));
const WINS = {
  player: told(ref('payout_dragon_player_wins', {})),
  banker: told(ref('payout_dragon_banker_wins', {})),
} as const;
const NATURAL_WIN = told(ref('payout_dragon_natural_win', {}));
const WIN_BY = MARGINS.map((margin) => told(ref('payout_dragon_win_by', { margin })));
const UNDER = MARGINS.map((margin) => told(ref('payout_dragon_under', { margin })));

export function dragonResult(coup: Coup, side: Side, table: DragonPaytable): DragonResult {
  const margin = Math.abs(coup.playerPoint - coup.bankerPoint);
  const none = { key: null, odds: null, margin };
  if (coup.winner === 'tie') {
    return coup.natural
      ? { ...none, outcome: 'push', ...NATURAL_TIE }
      : { ...none, outcome: 'lose', ...NON_NATURAL_TIE };
  }
  if (coup.winner !== side) return { ...none, outcome: 'lose', ...WINS[coup.winner] };
  const natural = side === 'player' ? coup.playerNatural : coup.bankerNatural;
  if (natural) return { outcome: 'win', key: 'natural', odds: table.natural, margin, ...NATURAL_WIN };
  if (margin >= 4) {
    const key = String(margin) as DragonMargin;
    return { outcome: 'win', key, odds: table.margins[key], margin, ...(WIN_BY[margin] as Told) };
  }
  return { ...none, outcome: 'lose', ...(UNDER[margin] as Told) };
}
