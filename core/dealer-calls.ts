// The dealer's calls as messages (Tasmania 10.1, 10.2; issue 24): what is said after the deal, each draw and new
// point, and the result, as message ids with their points, so each house's table hears them in its call language.
import { ref, type MessageRef } from './i18n/say.ts';
import type { Winner } from './sides.ts';

/** The points a coup's calls need. */
export interface CalledCoup {
  /** Two-card points, as first called. */
  readonly playerFirstPoint: number;
  readonly bankerFirstPoint: number;
  readonly playerPoint: number;
  readonly bankerPoint: number;
  /** Either hand had a natural 8 or 9 on its first two cards. */
  readonly natural: boolean;
  readonly playerNatural: boolean;
  readonly bankerNatural: boolean;
  readonly playerDrew: boolean;
  readonly bankerDrew: boolean;
  readonly winner: Winner;
}

/** The result as announced (10.2): "Banker wins, 5 over 4." / "Tie, 6." (the winner's point first). */
export function resultCallRef(winner: Winner, playerPoint: number, bankerPoint: number): MessageRef {
  if (winner === 'tie') return ref('call_tie', { point: playerPoint });
  return winner === 'player'
    ? ref('call_player_wins', { player: playerPoint, banker: bankerPoint })
    : ref('call_banker_wins', { player: playerPoint, banker: bankerPoint });
}

/** 10.1-10.2: the points after the initial deal, each draw and new point, then the result. */
export function dealerCallRefs(c: CalledCoup): MessageRef[] {
  const calls: MessageRef[] = [
    ref('call_points', { player: c.playerFirstPoint, banker: c.bankerFirstPoint }),
  ];
  if (c.natural) {
    if (c.playerNatural) calls.push(ref('call_player_natural', { point: c.playerFirstPoint }));
    if (c.bankerNatural) calls.push(ref('call_banker_natural', { point: c.bankerFirstPoint }));
  } else {
    calls.push(ref(c.playerDrew ? 'call_player_draws' : 'call_player_stands', {}));
    if (c.playerDrew) calls.push(ref('call_player_point', { point: c.playerPoint }));
    calls.push(ref(c.bankerDrew ? 'call_banker_draws' : 'call_banker_stands', {}));
    if (c.bankerDrew) calls.push(ref('call_banker_point', { point: c.bankerPoint }));
  }
  calls.push(resultCallRef(c.winner, c.playerPoint, c.bankerPoint));
  return calls;
}
