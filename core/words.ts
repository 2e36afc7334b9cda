// The dealer's words in one place: the calls the engine makes (Tasmania 10.1, 10.2), the sides and results in its
// prompts and feedback, and bets named as a person says them. The renderer shows these words; it does not rewrite them.
import { BET_LABELS, type BetName } from './bets.ts';
import type { Winner } from './sides.ts';
import { resultCallRef } from './dealer-calls.ts';
import { BASE_LANGUAGE } from './i18n/languages.ts';
import { ref, say, type MessageRef } from './i18n/say.ts';
import { betNameRef } from './bet-names.ts';

/** The result in a sentence of feedback (Tasmania 10.2): "Banker wins, 7 over 5" / "Tie, 6", as a message (issue 24);
 *  the dealer's own call is dealer-calls.ts's resultCallRef. */
export function resultWordsRef(winner: Winner, playerPoint: number, bankerPoint: number): MessageRef {
  if (winner === 'tie') return ref('settle_result_tie', { point: playerPoint });
  return winner === 'player'
    ? ref('settle_result_player_wins', { player: playerPoint, banker: bankerPoint })
    : ref('settle_result_banker_wins', { player: playerPoint, banker: bankerPoint });
}

/** The result as the dealer announces it (Tasmania 10.2): "Banker wins, 7 over 5." / "Tie, 6.", in English
 *  (core/dealer-calls.ts `resultCallRef` for the call language). */
export function resultCall(winner: Winner, playerPoint: number, bankerPoint: number): string {
  return say(resultCallRef(winner, playerPoint, bankerPoint), BASE_LANGUAGE);
}

const BET_ID = /\bs(\d+)-([a-z_]+)\b/g;

/** "s2-banker: not settled" -> "Seat 2 Banker: not settled" (only for real bet names; other text is left alone). The
 *  text is English stored before the engine said messages, so the bets in it are named in English too. */
export function betIdsInWords(text: string): string {
  return text.replace(BET_ID, (whole, seat: string, on: string) =>
    Object.hasOwn(BET_LABELS, on)
      ? say(ref('mark_bet_at_seat', { seat, bet: betNameRef(on as BetName) }), BASE_LANGUAGE)
      : whole,
  );
}
