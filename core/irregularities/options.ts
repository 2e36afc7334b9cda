// Realistic wrong answers for the irregularity drill: the procedures a trainee confuses with the right one, and the
// hands each confusion would produce from the same cards (the Player keeping a misdealt card, the Banker keeping the
// Player's card, a face-up card set aside instead of used, ...).
import type { Card } from '../cards.ts';
import {
  coupAt,
  handsLabel,
  handsOf,
  playOut,
  voidHands,
  type Hands,
  type ProcedureId,
  type Resolution,
  type Scenario,
} from '../irregularities.ts';

/** Plausible procedures for the scenario's kind, most tempting first; the correct one is always included. */
export function procedureOptions(s: Scenario, r: Resolution): ProcedureId[] {
  const byKind: Record<Scenario['kind'], ProcedureId[]> = {
    'player-card-in-error': [
      'card-to-banker',
      'mouth-of-shoe-non-betting-next',
      'mouth-of-shoe-reshuffle',
      'leave-card',
      'first-card-next-hand',
      'return-to-shoe',
      'void-coup',
    ],
    'excess-card': [
      'first-card-next-hand',
      'set-aside',
      'return-to-shoe',
      'mouth-of-shoe-non-betting-next',
      'card-to-banker',
      'void-coup',
    ],
    'banker-card-for-player': [
      'move-to-player-banker-draws',
      'leave-card',
      'mouth-of-shoe-non-betting-next',
      'void-coup',
      'set-aside',
      'return-to-shoe',
    ],
    'face-up-in-shoe': [
      'use-by-table-of-play',
      'mouth-of-shoe-non-betting-next',
      'mouth-of-shoe-reshuffle',
      'set-aside',
      'void-coup',
      'return-to-shoe',
      'first-card-next-hand',
    ],
    'insufficient-cards': ['void-hand', 'void-coup', 'last-coup', 'no-new-coup'],
    'order-unknown': ['void-coup', 'void-hand', 'leave-card', 'return-to-shoe'],
    'last-coup': ['last-coup', 'no-new-coup', 'deal-normally', 'void-hand'],
  };
  const list = byKind[s.kind];
  // 14.5: the hand is void and the shoe is finished; "no new coup" alone says nothing of the hand in progress but is
  // not wrong about the shoe, so it is left out rather than marked wrong.
  const filtered = s.kind === 'insufficient-cards' ? list.filter((p) => p !== 'no-new-coup') : list;
  return filtered.includes(r.procedure) ? filtered : [r.procedure, ...filtered];
}

/** Does the drill ask for the resulting hands? Only where the procedure changes or completes the hands. */
export function asksForHands(r: Resolution): boolean {
  return ['player-card-in-error', 'banker-card-for-player', 'face-up-in-shoe'].includes(r.kind);
}

/** The correct hands first, then the hands each plausible mistake would give, without repeats. */
export function handsOptions(s: Scenario, r: Resolution): Hands[] {
  const p = s.shoe.position;
  const cards = (from: number, n = 4): Card[] => s.shoe.cards.slice(p + from, p + from + n) as Card[];
  const coup = coupAt(s.shoe);
  const wrong: Hands[] = [];
  if (coup) {
    const p2 = coup.player.slice(0, 2);
    const b2 = coup.banker.slice(0, 2);
    const len = coup.dealt.length;
    if (s.kind === 'player-card-in-error' && r.card) {
      const where = 4 + (coup.playerDrew ? 1 : 0);
      // The Player keeps the card (only a two-card hand can take it) and the Banker acts on it.
      if (!coup.playerDrew) wrong.push(playOut([...coup.player, r.card], b2, cards(where + 1)));
      if (r.procedure === 'card-to-banker') {
        wrong.push(handsOf(coup.player, b2)); // card to the mouth, Banker left on two cards
        const next = cards(where + 1, 1)[0];
        if (next) wrong.push(handsOf(coup.player, [...b2, next])); // card set aside, Banker draws the next one
      } else {
        wrong.push(handsOf(coup.player, [...b2, r.card])); // card given to a Banker who must not draw
        wrong.push(voidHands());
      }
    }
    if (s.kind === 'banker-card-for-player') {
      const [fifth, sixth] = cards(4, 2);
      if (fifth && sixth) wrong.push(handsOf([...p2, sixth], [...b2, fifth])); // Banker keeps it, Player draws next
      if (fifth) wrong.push(handsOf(p2, [...b2, fifth])); // Banker keeps it, Player left on two cards
      if (coup.bankerDrew)
        wrong.push(handsOf(coup.player, b2)); // card moved, Banker forgets to draw
      else if (sixth) wrong.push(handsOf(coup.player, [...b2, sixth])); // card moved, Banker draws anyway
    }
    if (s.kind === 'face-up-in-shoe' && r.card) {
      if (r.procedure === 'use-by-table-of-play') {
        // The face-up card set aside and the coup dealt from the next card instead. Left out when the next card has
        // the face-up card's code (8 decks): those hands would show the face-up card where 14.4 puts it, a right
        // reading of the procedure marked wrong.
        const rest = s.shoe.cards.slice(p, p + 8).filter((_c, i) => i !== s.offset) as Card[];
        const [a, b, c, d] = rest;
        if (a && b && c && d && rest[s.offset] !== r.card) wrong.push(playOut([a, c], [b, d], rest.slice(4)));
        wrong.push(voidHands());
      } else {
        if (!coup.playerDrew) wrong.push(playOut([...coup.player, r.card], b2, cards(len + 1)));
        if (!coup.bankerDrew) wrong.push(handsOf(coup.player, [...b2, r.card]));
        wrong.push(voidHands());
      }
    }
  }
  const seen = new Set([handsLabel(r.hands)]);
  const out = [r.hands];
  for (const h of wrong) {
    const label = handsLabel(h);
    if (!seen.has(label)) {
      seen.add(label);
      out.push(h);
    }
  }
  return out;
}
