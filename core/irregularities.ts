// Irregularities (Tasmania 14) and the last coup (9.4), each resolved from the actual cards in the shoe.
// A scenario is a real shoe at the start of a coup plus what went wrong and where; `resolve` gives the procedure,
// the hands as they stand after it, and what happens to the next coup. Scenario generators and the realistic
// wrong options for drills are in ./irregularities/.
import { cardLabel, cardValue, handPoint, type Card } from './cards.ts';
import { cardsFrom, coupFromCards, dealInOrder, type Coup, type Winner } from './coup.ts';
import { canStartCoup, isLastCoup, type Shoe } from './shoe.ts';
import { bankerDraws, playerDraws } from './table-of-play.ts';
import { BASE_LANGUAGE } from './i18n/languages.ts';
import { ref, say, type MessageRef } from './i18n/say.ts';
import type { Result } from './result.ts';

export const IRREGULARITY_KINDS = [
  'player-card-in-error', // 14.1
  'excess-card', // 14.2
  'banker-card-for-player', // 14.3
  'face-up-in-shoe', // 14.4
  'insufficient-cards', // 14.5
  'order-unknown', // 14.6
  'last-coup', // 9.4
] as const;
export type IrregularityKind = (typeof IRREGULARITY_KINDS)[number];

/**
 * In every scenario `shoe` is the real shoe at the start of the coup in question (`shoe.position` is the coup's first
 * card), so the cards that follow, the marker and the last-coup rule are all read from the same data.
 */
export type Scenario =
  /** 14.1: once the Player's hand was complete (2 or 3 cards), the next card out of the shoe was dealt to the Player. */
  | { readonly kind: 'player-card-in-error'; readonly shoe: Shoe }
  /** 14.2: after the coup was complete, one more card was drawn from the shoe and not disclosed. */
  | { readonly kind: 'excess-card'; readonly shoe: Shoe }
  /** 14.3: the Player had to draw, but the Player's third card (the coup's fifth) was dealt to the Banker. */
  | { readonly kind: 'banker-card-for-player'; readonly shoe: Shoe }
  /** 14.4: the card `offset` cards into the coup (0 = the first) is found face up when it reaches the mouth. */
  | { readonly kind: 'face-up-in-shoe'; readonly shoe: Shoe; readonly offset: number }
  /** 14.5: the shoe runs out before the coup is complete (a marker placed too near the back). */
  | { readonly kind: 'insufficient-cards'; readonly shoe: Shoe }
  /** 14.6: after `after` cards of the coup were dealt, the order of the cards could no longer be determined. */
  | { readonly kind: 'order-unknown'; readonly shoe: Shoe; readonly after: number }
  /** 9.4: between coups: may the dealer start a coup, and is it the last of the shoe? */
  | { readonly kind: 'last-coup'; readonly shoe: Shoe };

/** The fixed list of procedures a drill offers. The last two are never correct: they are the classic wrong moves. */
export const PROCEDURES = [
  'card-to-banker',
  'mouth-of-shoe-non-betting-next',
  'mouth-of-shoe-reshuffle',
  'first-card-next-hand',
  'set-aside',
  'move-to-player-banker-draws',
  'use-by-table-of-play',
  'void-hand',
  'void-coup',
  'last-coup',
  'no-new-coup',
  'deal-normally',
  'leave-card',
  'return-to-shoe',
] as const;
export type ProcedureId = (typeof PROCEDURES)[number];

/** Each procedure as a message (issue 24): an option's label and an answer, in the trainee's language. */
export function procedureLabelRef(id: ProcedureId): MessageRef {
  return ref(`irr_proc_${id.replace(/-/g, '_')}` as 'irr_proc_card_to_banker', {});
}

/** The procedures in English (the words the options had before issue 24). */
export const PROCEDURE_LABELS = Object.fromEntries(
  PROCEDURES.map((id) => [id, say(procedureLabelRef(id), BASE_LANGUAGE)]),
) as Record<ProcedureId, string>;

/** The hands once the procedure is applied; `void`: no result (a void hand or coup, or no coup dealt at all, 9.4). */
export interface Hands {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerPoint: number | null;
  readonly bankerPoint: number | null;
  readonly winner: Winner | null;
  readonly void: boolean;
}

export interface NextCoup {
  /** Is another coup dealt before the reshuffle? */
  readonly deal: boolean;
  /** false: a non-betting coup (14.1): all wagers are removed before it and it is played to a conclusion. */
  readonly betting: boolean;
  /** The Player's first card when it does not come from the shoe (the card at the mouth, 14.1; the excess card, 14.2). */
  readonly firstCard: Card | null;
  /** The shoe position the next coup draws from (after `firstCard`, if any). */
  readonly position: number;
}

export interface Resolution {
  readonly kind: IrregularityKind;
  readonly procedure: ProcedureId;
  readonly rule: string;
  readonly hands: Hands;
  /** The card in question: misdealt, excess or found face up; null for 14.5, 14.6 and 9.4. */
  readonly card: Card | null;
  /** A card left face up at the mouth of the shoe (14.1, 14.4). */
  readonly mouthCard: Card | null;
  /** Cards set aside unused (14.2 with the marker exposed or drawn). */
  readonly setAside: readonly Card[];
  /** Every card that left the shoe in this coup, in order. Cards once drawn are never returned (14.2). */
  readonly drawn: readonly Card[];
  readonly next: NextCoup;
  /** Why this procedure, then what it gives: the hands and the result. */
  readonly explanation: string;
  /**
   * Why this procedure, without the hands and result it gives, for a step that asks only for the procedure when a
   * later step asks for the hands (a step's feedback never gives away a later step's answer).
   */
  readonly procedureExplanation: string;
}

// ---------- Dealing from the shoe data ----------

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

// ---------- Resolution ----------

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];

function at(shoe: Shoe, position: number): Shoe {
  return { ...shoe, position };
}

function fail(error: string): Result<Resolution> {
  return { ok: false, error };
}

function startCheck(s: Scenario, rule: string): string | null {
  if (!canStartCoup(s.shoe)) {
    return `${rule} does not apply: no coup starts here, the marker card and a playing card have already been drawn (Tasmania 9.4)`;
  }
  return null;
}

/** Next coup after a coup whose cards end at `position`, drawn from the shoe as normal. */
function nextFrom(shoe: Shoe, position: number): NextCoup {
  return { deal: canStartCoup(at(shoe, position)), betting: true, firstCard: null, position };
}

function resultWords(h: Hands): string {
  if (h.void || h.winner === null) return 'no result';
  return h.winner === 'tie'
    ? `a tie at ${h.playerPoint}`
    : h.winner === 'player'
      ? `Player wins ${h.playerPoint} over ${h.bankerPoint}`
      : `Banker wins ${h.bankerPoint} over ${h.playerPoint}`;
}

function whyBankerDraws(coup: Coup): string {
  const b = coup.bankerFirstPoint;
  if (coup.natural)
    return `there is a natural (Player ${coup.playerFirstPoint}, Banker ${b}), so nobody draws`;
  const third = coup.playerDrew ? coup.player[2] : undefined;
  const against = third ? `against the Player's third card ${cardLabel(third)}` : 'with the Player standing';
  return `Banker ${b} ${coup.bankerDrew ? 'draws' : 'stands'} ${against} (Tasmania 11)`;
}

/**
 * 14.1's card at the mouth (also 14.4's face-up card the coup cannot use), taken from the shoe at `handEnd`, just
 * after the hand's own cards (`start` .. `handEnd` - 1). The result is declared on the hands as they are; the next
 * coup is non-betting and starts with that card (14.1), except where:
 *  - the hand was announced as the last hand (the marker was at the mouth when it began, or came out during it):
 *    14.1 itself says no more cards are dealt until the reshuffle;
 *  - the marker came out after the hand was complete, just before this card: the hand was not the last hand, but the
 *    non-betting coup would be an initial deal after the marker card and a playing card (this one) have been drawn,
 *    which 9.4 forbids, so again no more cards are dealt until the reshuffle.
 */
function mouthOfShoe(
  shoe: Shoe,
  start: number,
  handEnd: number,
  card: Card,
  rule: string,
): { procedure: ProcedureId; next: NextCoup; words: string; rule: string } {
  const after = handEnd + 1;
  const placed = `${cardLabel(card)} is placed face up at the mouth of the shoe and the result is declared.`;
  if (isLastCoup(at(shoe, start), handEnd - start)) {
    return {
      procedure: 'mouth-of-shoe-reshuffle',
      next: { deal: false, betting: false, firstCard: null, position: after },
      words: `${placed} This hand was announced as the last hand (${start === shoe.markerIndex ? 'the marker card was at the mouth of the shoe when it began' : 'the marker card came out during it'}), so by 14.1 no more cards are dealt until the reshuffle.`,
      rule,
    };
  }
  if (!canStartCoup(at(shoe, after))) {
    return {
      procedure: 'mouth-of-shoe-reshuffle',
      next: { deal: false, betting: false, firstCard: null, position: after },
      words: `${placed} This hand was not announced as the last hand: the marker card came out only after it was complete, and ${cardLabel(card)} was taken from the shoe after the marker card. 14.1 would make ${cardLabel(card)} the Player's first card of a non-betting coup, but that coup would be an initial deal after the marker card and a playing card have been drawn, which Tasmania 9.4 forbids: no more cards are dealt until the reshuffle.`,
      rule: `${rule}, 9.4`,
    };
  }
  return {
    procedure: 'mouth-of-shoe-non-betting-next',
    next: { deal: true, betting: false, firstCard: card, position: after },
    words: `${placed} All wagers are removed; the next coup is a non-betting coup, played to a conclusion, and ${cardLabel(card)} is the Player's first card.`,
    rule,
  };
}

function resolvePlayerCardInError(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 14.1';
  const bad = startCheck(s, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  const p = s.shoe.position;
  const where = p + 4 + (coup?.playerDrew ? 1 : 0);
  const card = s.shoe.cards[where];
  if (!coup || card === undefined) return fail(`${rule}: the shoe has too few cards for this scenario`);
  const hands = handsOf(coup.player, coup.banker);
  const playerWas = `The Player's hand was complete at ${coup.playerPoint} (${coup.player.map(cardLabel).join(' ')})`;
  if (coup.bankerDrew) {
    return {
      ok: true,
      value: {
        kind: 'player-card-in-error',
        procedure: 'card-to-banker',
        rule,
        hands,
        card,
        mouthCard: null,
        setAside: [],
        drawn: coup.dealt,
        next: nextFrom(s.shoe, p + coup.dealt.length),
        ...explained(
          `${rule}: ${playerWas}, so ${cardLabel(card)} was dealt to the Player in error. ${capital(whyBankerDraws(coup))}, so the card becomes the Banker's third card.`,
          hands,
        ),
      },
    };
  }
  const mouth = mouthOfShoe(s.shoe, p, where, card, rule);
  return {
    ok: true,
    value: {
      kind: 'player-card-in-error',
      procedure: mouth.procedure,
      rule: mouth.rule,
      hands,
      card,
      mouthCard: card,
      setAside: [],
      drawn: [...coup.dealt, card],
      next: mouth.next,
      ...explained(
        `${mouth.rule}: ${playerWas}, so ${cardLabel(card)} was dealt to the Player in error. The Banker is not obliged to draw: ${whyBankerDraws(coup)}. ${mouth.words}`,
        hands,
      ),
    },
  };
}

function resolveExcessCard(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 14.2';
  const bad = startCheck(s, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  const p = s.shoe.position;
  const end = p + (coup?.dealt.length ?? 0);
  const card = s.shoe.cards[end];
  if (!coup || card === undefined) return fail(`${rule}: the shoe has too few cards for this scenario`);
  const hands = handsOf(coup.player, coup.banker);
  const after = end + 1;
  const base = {
    kind: 'excess-card' as const,
    rule,
    hands,
    card,
    mouthCard: null,
    drawn: [...coup.dealt, card],
  };
  // The marker is exposed or drawn once the excess card is out when at most the marker separates it from the mouth.
  const markerShown = after >= s.shoe.markerIndex;
  if (!markerShown) {
    return single({
      ...base,
      procedure: 'first-card-next-hand',
      setAside: [],
      next: { deal: true, betting: true, firstCard: card, position: after },
      explanation: `${rule}: the card drawn in excess and not disclosed is kept face down and used as the Player's first card of the next hand; the marker card has not been exposed or drawn. The result stands: ${resultWords(hands)}.`,
    });
  }
  const next = nextFrom(s.shoe, after);
  const m = s.shoe.markerIndex;
  const when =
    m === after
      ? 'the marker card is now exposed at the mouth of the shoe, right behind the excess card'
      : m === end
        ? 'the marker card came out after the coup was complete, just before the excess card, so it has been drawn (the hand was not announced as the last hand)'
        : `the marker card ${m === p ? 'was at the mouth of the shoe when this hand began' : 'came out during this hand'}, so it has been drawn and this hand was announced as the last hand`;
  const then = next.deal
    ? 'The marker card is exposed but no playing card has been drawn after it, so one more coup, the last, is dealt from the shoe (Tasmania 9.4).'
    : 'The marker card and a playing card after it have been drawn, so no further coup starts (Tasmania 9.4).';
  return single({
    ...base,
    rule: `${rule}, 9.4`,
    procedure: 'set-aside',
    setAside: [card],
    next,
    explanation: `${rule}, 9.4: an excess card is used as the first card of the next hand only if the marker card has not been exposed in the shoe or drawn; here ${when}. So the card cannot be used and, since cards once drawn are never returned to the shoe, it is set aside with the discards. ${then} The result stands: ${resultWords(hands)}.`,
  });
}

function resolveBankerCardForPlayer(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 14.3';
  const bad = startCheck(s, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  if (!coup) return fail(`${rule}: the shoe has too few cards for this scenario`);
  if (!coup.playerDrew) {
    return fail(
      `${rule} does not apply: the Player stands on ${coup.playerFirstPoint} against Banker ${coup.bankerFirstPoint}, so no card was due to the Player`,
    );
  }
  const card = coup.player[2] as Card;
  const hands = handsOf(coup.player, coup.banker);
  const banker = coup.bankerDrew
    ? `the Banker then draws ${cardLabel(coup.banker[2] as Card)}: ${whyBankerDraws(coup)}`
    : `the Banker does not draw: ${whyBankerDraws(coup)}`;
  return {
    ok: true,
    value: {
      kind: 'banker-card-for-player',
      procedure: 'move-to-player-banker-draws',
      rule,
      hands,
      card,
      mouthCard: null,
      setAside: [],
      drawn: coup.dealt,
      next: nextFrom(s.shoe, s.shoe.position + coup.dealt.length),
      explanation: `${rule}: Player ${coup.playerFirstPoint} must draw, so ${cardLabel(card)}, dealt to the Banker, goes to the Player as the Player's third card; ${banker}. Result: ${resultWords(hands)}.`,
      procedureExplanation: `${rule}: Player ${coup.playerFirstPoint} must draw, so ${cardLabel(card)}, dealt to the Banker, goes to the Player as the Player's third card, and a further card is drawn for the Banker if the table of play says so (Tasmania 11).`,
    },
  };
}

function resolveFaceUpInShoe(s: Scenario & { kind: 'face-up-in-shoe' }): Result<Resolution> {
  const rule = 'Tasmania 14.4';
  const bad = startCheck(s, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  const p = s.shoe.position;
  if (!coup) return fail(`${rule}: the shoe has too few cards for this scenario`);
  const o = s.offset;
  const card = s.shoe.cards[p + o];
  if (!Number.isInteger(o) || o < 0 || o > coup.dealt.length || card === undefined) {
    return fail(
      `${rule}: offset ${o} is not a card of this coup or the one after it (0..${coup.dealt.length})`,
    );
  }
  const hands = handsOf(coup.player, coup.banker);
  if (o < coup.dealt.length) {
    const where = placeOf(coup, o);
    return {
      ok: true,
      value: {
        kind: 'face-up-in-shoe',
        procedure: 'use-by-table-of-play',
        rule,
        hands,
        card,
        mouthCard: null,
        setAside: [],
        drawn: coup.dealt,
        next: nextFrom(s.shoe, p + coup.dealt.length),
        ...explained(
          `${rule}: the card found face up in the shoe is used in accordance with the table of play: ${cardLabel(card)} is the next card needed, so it is dealt as ${where}.`,
          hands,
        ),
      },
    };
  }
  const mouth = mouthOfShoe(s.shoe, p, p + o, card, `${rule}, 14.1`);
  return {
    ok: true,
    value: {
      kind: 'face-up-in-shoe',
      procedure: mouth.procedure,
      rule: mouth.rule,
      hands,
      card,
      mouthCard: card,
      setAside: [],
      drawn: [...coup.dealt, card],
      next: mouth.next,
      ...explained(
        `${mouth.rule}: the coup is complete (${whyBankerDraws(coup)}), so the card found face up cannot be used in it and the procedure of 14.1 is followed (14.4). ${mouth.words}`,
        hands,
      ),
    },
  };
}

/** Where the card `offset` cards into the coup goes (deal order P, B, P, B, then third cards): "the Banker's third card". */
export function placeOf(coup: Coup, offset: number): string {
  const order = dealInOrder(cardsFrom(coup.dealt)).order;
  const side = order[offset];
  if (side === undefined) return 'no card of this coup';
  const nth = order.slice(0, offset + 1).filter((x) => x === side).length;
  return `the ${side === 'player' ? 'Player' : 'Banker'}'s ${(['first', 'second', 'third'] as const)[nth - 1]} card`;
}

function resolveInsufficient(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 14.5';
  const bad = startCheck(s, rule);
  if (bad) return fail(bad);
  const dealt = dealUntilShort(s.shoe);
  if (dealt.complete) {
    return fail(`${rule} does not apply: the shoe holds enough cards to complete this coup`);
  }
  return single({
    kind: 'insufficient-cards',
    procedure: 'void-hand',
    rule,
    hands: voidHands(dealt.player, dealt.banker),
    card: null,
    mouthCard: null,
    setAside: [],
    drawn: dealt.drawn,
    next: { deal: false, betting: true, firstCard: null, position: s.shoe.cards.length },
    explanation: `${rule}: the marker card has been drawn and the shoe runs out after ${dealt.drawn.length} card${dealt.drawn.length === 1 ? '' : 's'}, before the hand is complete, so the hand is void: every wager is returned and the cards are reshuffled for a new shoe.`,
  });
}

function resolveOrderUnknown(s: Scenario & { kind: 'order-unknown' }): Result<Resolution> {
  const rule = 'Tasmania 14.6';
  const bad = startCheck(s, rule);
  if (bad) return fail(bad);
  const coup = coupAt(s.shoe);
  if (!coup) return fail(`${rule}: the shoe has too few cards for this scenario`);
  const n = s.after;
  if (!Number.isInteger(n) || n < 1 || n > coup.dealt.length) {
    return fail(`${rule}: ${n} is not a number of cards dealt in this coup (1..${coup.dealt.length})`);
  }
  const position = s.shoe.position + n;
  const next = nextFrom(s.shoe, position);
  return single({
    kind: 'order-unknown',
    procedure: 'void-coup',
    rule,
    hands: voidHands(),
    card: null,
    mouthCard: null,
    setAside: [],
    drawn: coup.dealt.slice(0, n),
    next,
    explanation: `${rule}: the correct order of the ${n} card${n === 1 ? '' : 's'} dealt cannot be determined, so the coup is void and every wager is returned. The cards drawn go to the discards, never back into the shoe (14.2); ${next.deal ? 'the next coup is dealt from the next card in the shoe.' : 'no further coup starts (Tasmania 9.4).'}`,
  });
}

/**
 * Tasmania 9.4 read literally, as shoe.ts does: a coup may start with the marker exposed or just removed, and the coup
 * in which the marker appears is the last. (DEALING.md's house practice, "the current coup is completed and one more
 * coup is dealt", differs when the marker appears in the middle of a coup; a house that deals one more would need a
 * profile setting.)
 */
function resolveLastCoup(s: Scenario): Result<Resolution> {
  const rule = 'Tasmania 9.4';
  const p = s.shoe.position;
  const m = s.shoe.markerIndex;
  const base = { kind: 'last-coup' as const, rule, card: null, mouthCard: null, setAside: [] };
  if (!canStartCoup(s.shoe)) {
    // The marker is drawn after cards[m - 1]; cards[m] .. cards[p - 1] are the playing cards drawn after it.
    const after = p - m;
    return single({
      ...base,
      procedure: 'no-new-coup',
      hands: voidHands(),
      drawn: [],
      next: { deal: false, betting: true, firstCard: null, position: p },
      explanation: `${rule}: no initial deal starts after the marker card, followed by one playing card, has been drawn; the marker has been drawn and ${after} playing card${after === 1 ? '' : 's'} after it, so the shoe is finished and the cards are reshuffled.`,
    });
  }
  const coup = coupAt(s.shoe);
  if (!coup) return fail(`${rule}: the shoe has too few cards to deal this coup (see Tasmania 14.5)`);
  const hands = handsOf(coup.player, coup.banker);
  const end = p + coup.dealt.length;
  if (isLastCoup(s.shoe, coup.dealt.length)) {
    const when =
      p === m
        ? 'the marker card is exposed at the mouth of the shoe before this coup'
        : `the marker card appears after the ${ORDINAL[m - p - 1]} card of this coup`;
    return single({
      ...base,
      procedure: 'last-coup',
      hands,
      drawn: coup.dealt,
      next: { deal: false, betting: true, firstCard: null, position: end },
      explanation: `${rule}: ${when}; the marker is set aside, the coup is completed and announced as the last hand (${resultWords(hands)}). After it the marker and at least one playing card have been drawn, so no further coup starts.`,
    });
  }
  return single({
    ...base,
    procedure: 'deal-normally',
    hands,
    drawn: coup.dealt,
    next: nextFrom(s.shoe, end),
    explanation: `${rule}: the marker card does not appear during this coup (${m - p} cards remain in front of it), so the coup is dealt as normal: ${resultWords(hands)}.`,
  });
}

/** The explanation of a procedure that decides the hands, with and without the result it gives. */
function explained(procedure: string, hands: Hands): { explanation: string; procedureExplanation: string } {
  return { procedureExplanation: procedure, explanation: `${procedure} Result: ${resultWords(hands)}.` };
}

/** A resolution whose explanation has no separate hands step: the same words serve both. */
function single(r: Omit<Resolution, 'procedureExplanation'>): Result<Resolution> {
  return { ok: true, value: { ...r, procedureExplanation: r.explanation } };
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The correct procedure for a scenario, worked out from its actual cards. A scenario that is not the named irregularity is an error value. */
export function resolve(s: Scenario): Result<Resolution> {
  switch (s.kind) {
    case 'player-card-in-error':
      return resolvePlayerCardInError(s);
    case 'excess-card':
      return resolveExcessCard(s);
    case 'banker-card-for-player':
      return resolveBankerCardForPlayer(s);
    case 'face-up-in-shoe':
      return resolveFaceUpInShoe(s);
    case 'insufficient-cards':
      return resolveInsufficient(s);
    case 'order-unknown':
      return resolveOrderUnknown(s);
    case 'last-coup':
      return resolveLastCoup(s);
  }
}
