// A pay-table typo shows at once (issue 12): each bet's house edge is compared with the range published pay tables
// keep, and a bet the house loses on is always flagged. The ranges come from the built-in tables' exact figures
// (8 decks): Player 1.24%, Banker 1.06% (19:20) or 1.46% (six pays half), Tie 14.36% (8:1) or 4.84% (9:1), Perfect
// Pairs 4.10% (Tasmania 15.8: 6, 12, 25 to 1), Player/Banker Pair 10.36% (11:1), Super Six 29.98% (12:1), Dragon
// Bonus Player 2.65% and Banker 9.37% (the guide's table).
// The warning is a message (issue 24), said in the interface language by the studio's edge table.
import { betNameRef } from '../bet-names.ts';
import type { BetName } from '../bets.ts';
import { ref, type MessageRef } from '../i18n/say.ts';

export interface UsualEdge {
  readonly low: number;
  readonly high: number;
  /** What the usual figure is, in words. */
  readonly usual: MessageRef;
}

const usualPair = ref('edge24_usual_pair', {});
const usualPerfectPairs = ref('edge24_usual_perfect_pairs', {});

export const USUAL_EDGES: Record<BetName, UsualEdge> = {
  player: { low: 0.005, high: 0.03, usual: ref('edge24_usual_player', {}) },
  banker: { low: 0.005, high: 0.03, usual: ref('edge24_usual_banker', {}) },
  tie: { low: 0.04, high: 0.16, usual: ref('edge24_usual_tie', {}) },
  player_pair: { low: 0.05, high: 0.15, usual: usualPair },
  banker_pair: { low: 0.05, high: 0.15, usual: usualPair },
  perfect_pair_player: { low: 0.02, high: 0.06, usual: usualPerfectPairs },
  perfect_pair_banker: { low: 0.02, high: 0.06, usual: usualPerfectPairs },
  super_six: { low: 0.1, high: 0.35, usual: ref('edge24_usual_super_six', {}) },
  dragon_player: { low: 0.01, high: 0.06, usual: ref('edge24_usual_dragon_player', {}) },
  dragon_banker: { low: 0.05, high: 0.12, usual: ref('edge24_usual_dragon_banker', {}) },
};

// The digits read the same in every language ("12.00%"), as the edge table shows them.
const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;

/** A warning when the edge is negative or outside the usual range; null when it looks right. */
export function edgeWarning(bet: BetName, houseEdge: number): MessageRef | null {
  if (houseEdge < 0) return ref('edge24_negative', { bet: betNameRef(bet), pct: pct(-houseEdge) });
  const usual = USUAL_EDGES[bet];
  if (houseEdge < usual.low || houseEdge > usual.high)
    return ref('edge24_far', { bet: betNameRef(bet), pct: pct(houseEdge), usual: usual.usual });
  return null;
}
