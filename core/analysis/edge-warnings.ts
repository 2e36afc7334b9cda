// A pay-table typo shows at once (issue 12): each bet's house edge is compared with the range published pay tables
// keep, and a bet the house loses on is always flagged. The ranges come from the built-in tables' exact figures
// (8 decks): Player 1.24%, Banker 1.06% (19:20) or 1.46% (six pays half), Tie 14.36% (8:1) or 4.84% (9:1), Perfect
// Pairs 4.10% (Tasmania 15.8: 6, 12, 25 to 1), Player/Banker Pair 10.36% (11:1), Super Six 29.98% (12:1), Dragon
// Bonus Player 2.65% and Banker 9.37% (the guide's table).
import { BET_LABELS, type BetName } from '../bets.ts';

export interface UsualEdge {
  readonly low: number;
  readonly high: number;
  /** What the usual figure is, in words. */
  readonly usual: string;
}

export const USUAL_EDGES: Record<BetName, UsualEdge> = {
  player: { low: 0.005, high: 0.03, usual: 'about 1.2%' },
  banker: { low: 0.005, high: 0.03, usual: 'about 1.1% (19:20) or 1.5% (six pays half)' },
  tie: { low: 0.04, high: 0.16, usual: '14.4% at 8:1, 4.8% at 9:1' },
  player_pair: { low: 0.05, high: 0.15, usual: 'about 10.4% at 11:1' },
  banker_pair: { low: 0.05, high: 0.15, usual: 'about 10.4% at 11:1' },
  perfect_pair_player: { low: 0.02, high: 0.06, usual: 'about 4% (6, 12 and 25 to 1)' },
  perfect_pair_banker: { low: 0.02, high: 0.06, usual: 'about 4% (6, 12 and 25 to 1)' },
  super_six: { low: 0.1, high: 0.35, usual: 'about 30% at 12:1' },
  dragon_player: { low: 0.01, high: 0.06, usual: 'about 2.7%' },
  dragon_banker: { low: 0.05, high: 0.12, usual: 'about 9.4%' },
};

const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;

/** A warning in plain words when the edge is negative or outside the usual range; null when it looks right. */
export function edgeWarning(bet: BetName, houseEdge: number): string | null {
  const label = BET_LABELS[bet];
  if (houseEdge < 0)
    return `${label}: the house loses ${pct(-houseEdge)} of every bet here; players win in the long run. Check the pay table for a typo.`;
  const usual = USUAL_EDGES[bet];
  if (houseEdge < usual.low || houseEdge > usual.high)
    return `${label}: the house keeps ${pct(houseEdge)}, far from the usual ${usual.usual}. Check the pay table for a typo.`;
  return null;
}
