// The hands of an irregularity's coup, read from the shoe: the coup as dealt, hands cut short, what a procedure leaves
// on the table, and the hands, a card's place and the result in words (messages, issue 24).
import { cardLabel, cardValue, handPoint, type Card } from '../cards.ts';
import { cardsFrom, coupFromCards, dealInOrder, type Coup, type Winner } from '../coup.ts';
import type { Shoe } from '../shoe.ts';
import { bankerDraws, playerDraws } from '../table-of-play.ts';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { ref, say, type MessageRef } from '../i18n/say.ts';
import type { Hands } from './scenario.ts';

/** The coup dealt correctly from the shoe's position, or null if the shoe runs out first. */
export function coupAt(shoe: Shoe): Coup | null {
  const dealt = coupFromCards(shoe.cards.slice(shoe.position, shoe.position + 6)); // a coup takes at most six cards
  return dealt.ok ? dealt.coup : null;
}

/** Deals by the table of play until the coup is complete or the shoe runs out; records where each card went. */
export function dealUntilShort(shoe: Shoe): {
  player: Card[];
  banker: Card[];
  drawn: Card[];
  complete: boolean;
} {
  const { player, banker, dealt, complete } = dealInOrder(cardsFrom(shoe.cards, shoe.position));
  return { player, banker, drawn: dealt, complete };
}

/** Hands with their points and result. */
export function handsOf(player: readonly Card[], banker: readonly Card[]): Hands {
  const playerPoint = handPoint(player);
  const bankerPoint = handPoint(banker);
  const winner: Winner = playerPoint > bankerPoint ? 'player' : bankerPoint > playerPoint ? 'banker' : 'tie';
  return { player, banker, playerPoint, bankerPoint, winner, void: false };
}

export function voidHands(player: readonly Card[] = [], banker: readonly Card[] = []): Hands {
  return { player, banker, playerPoint: null, bankerPoint: null, winner: null, void: true };
}

/**
 * Completes a hand from its first cards by the table of play, drawing from `more` in order: used for what a wrong
 * procedure would produce (for example "the Player keeps the card" and the Banker then acts on it).
 */
export function playOut(player: readonly Card[], banker: readonly Card[], more: readonly Card[]): Hands {
  const p = [...player];
  const b = [...banker];
  let k = 0;
  const next = (): Card | undefined => more[k++];
  const p2 = handPoint(p.slice(0, 2));
  const b2 = handPoint(b.slice(0, 2));
  if (p.length === 2 && playerDraws(p2, b2)) {
    const c = next();
    if (c) p.push(c);
  }
  const third = p.length === 3 ? cardValue(p[2] as Card) : null;
  if (b.length === 2 && bankerDraws(b2, third, p2)) {
    const c = next();
    if (c) b.push(c);
  }
  return handsOf(p, b);
}

const WINNER_IDS = {
  player: 'irr_winner_player',
  banker: 'irr_winner_banker',
  tie: 'irr_winner_tie',
} as const satisfies Record<Winner, string>;

/** "Player 9♥ 3♣ 5♦ — Banker K♠ 4♥, Player wins"; "Void: wagers returned", as a message (issue 24). */
export function handsLabelRef(h: Hands): MessageRef {
  if (h.void) {
    return h.player.length + h.banker.length > 0
      ? ref('irr_hands_void_cards', { cards: cardsRef(h) })
      : ref('irr_hands_void', {});
  }
  return ref('irr_hands_result', { cards: cardsRef(h), result: ref(WINNER_IDS[h.winner as Winner], {}) });
}

/** The hands in English. */
export function handsLabel(h: Hands): string {
  return say(handsLabelRef(h), BASE_LANGUAGE);
}

function cardsRef(h: Hands): MessageRef {
  const list = (cs: readonly Card[]): string | MessageRef =>
    cs.length ? cs.map(cardLabel).join(' ') : ref('irr_no_cards', {});
  return ref('irr_hands_cards', { player: list(h.player), banker: list(h.banker) });
}

/** The result in words: "Player wins 7 over 5", "a tie at 6", "no result". */
export function resultRef(h: Hands): MessageRef {
  if (h.void || h.winner === null) return ref('irreg_result_none', {});
  const player = h.playerPoint as number;
  const banker = h.bankerPoint as number;
  return h.winner === 'tie'
    ? ref('irreg_result_tie', { point: player })
    : h.winner === 'player'
      ? ref('irreg_result_player', { player, banker })
      : ref('irreg_result_banker', { player, banker });
}

/** Where the card `offset` cards into the coup goes (deal order P, B, P, B, then third cards): "the Banker's third card". */
export function placeOf(coup: Coup, offset: number): MessageRef {
  const order = dealInOrder(cardsFrom(coup.dealt)).order;
  const side = order[offset];
  if (side === undefined) return ref('irreg_place_none', {});
  const nth = order.slice(0, offset + 1).filter((x) => x === side).length;
  return ref(`irreg_place_${side}_${nth}` as 'irreg_place_player_1', {});
}
