// One coup from first card to result: deal order (Tasmania 9.2), points (8), the table of play (11),
// the result (6.6-6.8, 10.3) and the dealer's calls in the order they are made (10.1, 10.2).
import { cardValue, handPoint, isCard, type Card } from './cards.ts';
import { bankerDraws, isNatural, playerDraws } from './table-of-play.ts';
import type { Named } from './result.ts';

export type Side = 'player' | 'banker';
export type Winner = Side | 'tie';

export interface Coup {
  /** Every card in the order it left the shoe. */
  readonly dealt: readonly Card[];
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
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
  /** The dealer's calls in order, e.g. "Player 5, Banker 3.", "Player draws.", "Player 7.", ... */
  readonly calls: readonly string[];
}

/** Plays a coup by drawing from `next()` as a dealer would: P, B, P, B, then third cards by the table of play. */
export function dealCoup(next: () => Card): Coup {
  const dealt: Card[] = [];
  const draw = (): Card => {
    const c = next();
    dealt.push(c);
    return c;
  };
  const p1 = draw();
  const b1 = draw();
  const p2 = draw();
  const b2 = draw();
  const player: Card[] = [p1, p2];
  const banker: Card[] = [b1, b2];
  const playerFirstPoint = handPoint(player);
  const bankerFirstPoint = handPoint(banker);
  const playerNatural = isNatural(playerFirstPoint);
  const bankerNatural = isNatural(bankerFirstPoint);

  let playerThirdValue: number | null = null;
  const playerDrew = playerDraws(playerFirstPoint, bankerFirstPoint);
  if (playerDrew) {
    const c = draw();
    player.push(c);
    playerThirdValue = cardValue(c);
  }
  const bankerDrew = bankerDraws(bankerFirstPoint, playerThirdValue, playerFirstPoint);
  if (bankerDrew) banker.push(draw());

  const playerPoint = handPoint(player);
  const bankerPoint = handPoint(banker);
  const winner: Winner = playerPoint > bankerPoint ? 'player' : bankerPoint > playerPoint ? 'banker' : 'tie';
  const coup: Omit<Coup, 'calls'> = {
    dealt,
    player,
    banker,
    playerFirstPoint,
    bankerFirstPoint,
    playerPoint,
    bankerPoint,
    natural: playerNatural || bankerNatural,
    playerNatural,
    bankerNatural,
    playerDrew,
    bankerDrew,
    winner,
  };
  return { ...coup, calls: dealerCalls(coup) };
}

/** Plays a coup from cards listed in shoe order; cards beyond those the coup needs are ignored. */
export function coupFromCards(cards: readonly Card[]): Named<'coup', Coup> {
  for (const [i, c] of cards.entries()) {
    if (!isCard(c)) return { ok: false, error: `card ${i + 1} ("${String(c)}") is not a card` };
  }
  let i = 0;
  let short = false;
  const coup = dealCoup(() => {
    const c = cards[i++];
    if (c === undefined) {
      short = true;
      return 'Ts';
    }
    return c;
  });
  if (short) {
    // The stand-in cards may change later draws, so only say what is certain: more cards are needed.
    return {
      ok: false,
      error: `not enough cards: ${cards.length} given, and this coup needs more (a coup takes 4 to 6 cards)`,
    };
  }
  return { ok: true, coup };
}

/** The result as the dealer announces it (Tasmania 10.2): "Banker wins, 7 over 5." / "Tie, 6." */
export function resultCall(winner: Winner, playerPoint: number, bankerPoint: number): string {
  if (winner === 'tie') return `Tie, ${playerPoint}.`;
  return winner === 'player'
    ? `Player wins, ${playerPoint} over ${bankerPoint}.`
    : `Banker wins, ${bankerPoint} over ${playerPoint}.`;
}

/** Tasmania 10.1-10.2: points announced after the initial deal, each draw and new point, then the result. */
export function dealerCalls(c: Omit<Coup, 'calls'>): string[] {
  const calls = [`Player ${c.playerFirstPoint}, Banker ${c.bankerFirstPoint}.`];
  if (c.natural) {
    if (c.playerNatural) calls.push(`Player natural ${c.playerFirstPoint}.`);
    if (c.bankerNatural) calls.push(`Banker natural ${c.bankerFirstPoint}.`);
  } else {
    calls.push(c.playerDrew ? 'Player draws.' : 'Player stands.');
    if (c.playerDrew) calls.push(`Player ${c.playerPoint}.`);
    calls.push(c.bankerDrew ? 'Banker draws.' : 'Banker stands.');
    if (c.bankerDrew) calls.push(`Banker ${c.bankerPoint}.`);
  }
  calls.push(resultCall(c.winner, c.playerPoint, c.bankerPoint));
  return calls;
}
