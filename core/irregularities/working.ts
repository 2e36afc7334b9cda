// What every irregularity's resolution shares: the check that a coup starts at all (Tasmania 9.4), the next coup,
// why the Banker draws or stands, the card left at the mouth of the shoe (14.1, 14.4), and the explanation with and
// without the result it gives. The words are messages (issue 24); the rule sections stay as cited ("Tasmania 14.1").
import { cardLabel, type Card } from '../cards.ts';
import type { Coup } from '../coup.ts';
import { canStartCoup, isLastCoup, type Shoe } from '../shoe.ts';
import { ref, type MessageRef } from '../i18n/say.ts';
import type { Result } from '../result.ts';
import { resultRef } from './hands.ts';
import type { Hands, IrregularityKind, NextCoup, ProcedureId, Resolution } from './scenario.ts';

export function at(shoe: Shoe, position: number): Shoe {
  return { ...shoe, position };
}

// A scenario that is not the named irregularity: an error value for the scenario generator, which then tries another
// shoe. Never shown to a trainee, so it stays English, as the engine's other internal errors do.
export function fail(error: string): Result<Resolution> {
  return { ok: false, error };
}

export function startCheck(shoe: Shoe, rule: string): string | null {
  if (!canStartCoup(shoe)) {
    return `${rule} does not apply: no coup starts here, the marker card and a playing card have already been drawn (Tasmania 9.4)`;
  }
  return null;
}

/** Next coup after a coup whose cards end at `position`, drawn from the shoe as normal. */
export function nextFrom(shoe: Shoe, position: number): NextCoup {
  return { deal: canStartCoup(at(shoe, position)), betting: true, firstCard: null, position };
}

/** Why the Banker draws or stands: "Banker 5 draws against the Player's third card 4♣ (Tasmania 11)". */
export function whyBankerDraws(coup: Coup): MessageRef {
  const banker = coup.bankerFirstPoint;
  if (coup.natural) return ref('irreg_why_natural', { player: coup.playerFirstPoint, banker });
  const third = coup.playerDrew ? coup.player[2] : undefined;
  if (third) {
    const card = cardLabel(third);
    return coup.bankerDrew
      ? ref('irreg_why_draws_against', { banker, card })
      : ref('irreg_why_stands_against', { banker, card });
  }
  return coup.bankerDrew
    ? ref('irreg_why_draws_player_stands', { banker })
    : ref('irreg_why_stands_player_stands', { banker });
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
export function mouthOfShoe(
  shoe: Shoe,
  start: number,
  handEnd: number,
  card: Card,
  rule: string,
): { procedure: ProcedureId; next: NextCoup; words: MessageRef; rule: string } {
  const after = handEnd + 1;
  const label = cardLabel(card);
  if (isLastCoup(at(shoe, start), handEnd - start)) {
    return {
      procedure: 'mouth-of-shoe-reshuffle',
      next: { deal: false, betting: false, firstCard: null, position: after },
      words:
        start === shoe.markerIndex
          ? ref('irreg_mouth_last_at_start', { card: label })
          : ref('irreg_mouth_last_during', { card: label }),
      rule,
    };
  }
  if (!canStartCoup(at(shoe, after))) {
    return {
      procedure: 'mouth-of-shoe-reshuffle',
      next: { deal: false, betting: false, firstCard: null, position: after },
      words: ref('irreg_mouth_after_marker', { card: label }),
      rule: `${rule}, 9.4`,
    };
  }
  return {
    procedure: 'mouth-of-shoe-non-betting-next',
    next: { deal: true, betting: false, firstCard: card, position: after },
    words: ref('irreg_mouth_non_betting', { card: label }),
    rule,
  };
}

/** A hand completed by a card that then goes to the mouth of the shoe (14.1 and 14.4 alike): the mouth's procedure,
 *  its next coup, and the hands as dealt plus that card. */
export function mouthResolution(
  kind: IrregularityKind,
  coup: Coup,
  hands: Hands,
  card: Card,
  mouth: ReturnType<typeof mouthOfShoe>,
  procedure: MessageRef,
): Result<Resolution> {
  return {
    ok: true,
    value: {
      kind,
      procedure: mouth.procedure,
      rule: mouth.rule,
      hands,
      card,
      mouthCard: card,
      setAside: [],
      drawn: [...coup.dealt, card],
      next: mouth.next,
      ...explained(procedure, hands),
    },
  };
}

/** The explanation of a procedure that decides the hands, with and without the result it gives. */
export function explained(
  procedure: MessageRef,
  hands: Hands,
): { explanation: MessageRef; procedureExplanation: MessageRef } {
  return {
    procedureExplanation: procedure,
    explanation: ref('irreg_with_result', { procedure, result: resultRef(hands) }),
  };
}

/** A resolution whose explanation has no separate hands step: the same words serve both. */
export function single(r: Omit<Resolution, 'procedureExplanation'>): Result<Resolution> {
  return { ok: true, value: { ...r, procedureExplanation: r.explanation } };
}
