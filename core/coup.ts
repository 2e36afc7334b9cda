// One coup from first card to result: deal order (Tasmania 9.2), points (8), the table of play (11),
// the result (6.6-6.8, 10.3) and the dealer's calls in the order they are made (10.1, 10.2).
import { cardValue, handPoint, isCard, type Card } from './cards.ts';
import { bankerDraws, isNatural, playerDraws } from './table-of-play.ts';
import type { Named } from './result.ts';
import type { Side, Winner } from './sides.ts';
import { dealerCallRefs, type CalledCoup } from './dealer-calls.ts';
import { BASE_LANGUAGE } from './i18n/languages.ts';
import { ref, say } from './i18n/say.ts';
import { failure } from './i18n/failure.ts';

// Named in core/sides.ts (below the words); most of the code reads them with the coup.
export type { Side, Winner } from './sides.ts';

/** A dealt coup: its cards and, from CalledCoup, the points, naturals, draws and winner its calls are made from. */
export interface Coup extends CalledCoup {
  /** Every card in the order it left the shoe. */
  readonly dealt: readonly Card[];
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  /** The dealer's calls in order, e.g. "Player 5, Banker 3.", "Player draws.", "Player 7.", ... */
  readonly calls: readonly string[];
}

/** The cards of a coup as far as they go: which hand each went to, and whether the coup is complete. */
export interface PartialDeal {
  readonly player: Card[];
  readonly banker: Card[];
  /** Every card in the order it left the shoe, and the hand it went to. */
  readonly dealt: Card[];
  readonly order: Side[];
  readonly complete: boolean;
}

/**
 * The one place the dealing order lives (Tasmania 9.2: Player, Banker, Player, Banker, then the third cards by the
 * table of play, 11), drawing from `next()` until the coup is complete or `next()` runs out of cards.
 */
export function dealInOrder(next: () => Card | undefined): PartialDeal {
  const player: Card[] = [];
  const banker: Card[] = [];
  const dealt: Card[] = [];
  const order: Side[] = [];
  const take = (side: Side): boolean => {
    const c = next();
    if (c === undefined) return false;
    (side === 'player' ? player : banker).push(c);
    dealt.push(c);
    order.push(side);
    return true;
  };
  const out = (complete: boolean): PartialDeal => ({ player, banker, dealt, order, complete });
  if (!take('player') || !take('banker') || !take('player') || !take('banker')) return out(false);
  const p = handPoint(player);
  const b = handPoint(banker);
  let third: number | null = null;
  if (playerDraws(p, b)) {
    if (!take('player')) return out(false);
    third = cardValue(player[2] as Card);
  }
  if (bankerDraws(b, third, p) && !take('banker')) return out(false);
  return out(true);
}

/** Draws from `cards` starting at `from`, then gives undefined once they run out. */
export function cardsFrom(cards: readonly Card[], from = 0): () => Card | undefined {
  let i = from;
  return () => cards[i++];
}

/** Plays a coup by drawing from `next()` as a dealer would: P, B, P, B, then third cards by the table of play. */
export function dealCoup(next: () => Card): Coup {
  return coupOf(dealInOrder(next));
}

/**
 * The coup as the hands lie, whether or not the table of play was followed: a dealer's wrong draw shown for a trainee
 * to catch (core/drills/kinds/dealer-check.ts). Cards left the shoe P, B, P, B, then the third cards.
 */
export function coupOfHands(player: readonly Card[], banker: readonly Card[]): Coup {
  const dealt = [player[0], banker[0], player[1], banker[1], player[2], banker[2]].filter(
    (c): c is Card => c !== undefined,
  );
  const order = [...player.keys(), ...banker.keys()].map((_, i): Side =>
    [0, 2].includes(i)
      ? 'player'
      : [1, 3].includes(i)
        ? 'banker'
        : i === 4 && player[2]
          ? 'player'
          : 'banker',
  );
  return coupOf({ dealt, player: [...player], banker: [...banker], order, complete: true });
}

/** The coup of a complete deal: points, naturals, draws, result and the dealer's calls. */
function coupOf({ dealt, player, banker }: PartialDeal): Coup {
  const playerFirstPoint = handPoint(player.slice(0, 2));
  const bankerFirstPoint = handPoint(banker.slice(0, 2));
  const playerNatural = isNatural(playerFirstPoint);
  const bankerNatural = isNatural(bankerFirstPoint);
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
    playerDrew: player.length === 3,
    bankerDrew: banker.length === 3,
    winner,
  };
  return { ...coup, calls: dealerCalls(coup) };
}

/** Plays a coup from cards listed in shoe order; cards beyond those the coup needs are ignored. */
export function coupFromCards(cards: readonly Card[]): Named<'coup', Coup> {
  for (const [i, c] of cards.entries()) {
    if (!isCard(c)) return failure(ref('cli24_card_n_not_card', { n: i + 1, text: String(c) }));
  }
  const deal = dealInOrder(cardsFrom(cards));
  if (!deal.complete) {
    return failure(ref('cli24_not_enough_cards', { given: cards.length }));
  }
  return { ok: true, coup: coupOf(deal) };
}

/** Tasmania 10.1-10.2: points announced after the initial deal, each draw and new point, then the result, in English
 *  (core/dealer-calls.ts has them as messages for the other call languages). */
export function dealerCalls(c: Omit<Coup, 'calls'>): string[] {
  return dealerCallRefs(c).map((call) => say(call, BASE_LANGUAGE));
}
