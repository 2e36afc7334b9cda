// What an irregularity is (Tasmania 14, and the last coup, 9.4): the kinds, a scenario (a real shoe plus what went
// wrong and where), the procedures a drill offers, and a resolution (the procedure, the hands it gives, what happens to
// the next coup, and why, as messages: issue 24).
import type { Card } from '../cards.ts';
import type { Winner } from '../coup.ts';
import type { Shoe } from '../shoe.ts';
import { BASE_LANGUAGE } from '../i18n/languages.ts';
import { ref, say, type MessageRef } from '../i18n/say.ts';

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
  readonly explanation: MessageRef;
  /**
   * Why this procedure, without the hands and result it gives, for a step that asks only for the procedure when a
   * later step asks for the hands (a step's feedback never gives away a later step's answer).
   */
  readonly procedureExplanation: MessageRef;
}
