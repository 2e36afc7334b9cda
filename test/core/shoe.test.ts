import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedDecks } from '../../core/cards.ts';
import { dealCoup } from '../../core/coup.ts';
import { cutCards, isValidCut } from '../../core/cut.ts';
import {
  burnCards,
  canStartCoup,
  cardsLeft,
  checkDeckCount,
  drawCard,
  isLastCoup,
  markerDrawn,
  markerExposed,
  newShoe,
  type Shoe,
} from '../../core/shoe.ts';

/** Deals coups as a dealer does until Tasmania 9.4 stops the shoe. */
function dealShoe(start: Shoe): { shoe: Shoe; coups: ReturnType<typeof dealCoup>[] } {
  let shoe = start;
  const coups: ReturnType<typeof dealCoup>[] = [];
  while (canStartCoup(shoe)) {
    coups.push(
      dealCoup(() => {
        const d = drawCard(shoe);
        if (!d) throw new Error('shoe ran out');
        shoe = d.shoe;
        return d.card;
      }),
    );
  }
  return { shoe, coups };
}

describe('Tasmania 4.1: number of decks', () => {
  it.each([4, 5, 6, 7, 8])('%i decks are allowed', (n) => expect(checkDeckCount(n, false)).toBeNull());
  it.each([3, 9, 0, 6.5])('%s decks are refused', (n) =>
    expect(checkDeckCount(n, false)).toMatch(/4 to 8 decks/),
  );
  it.each([4, 5])('Tasmania 4.1: %i decks are refused when Perfect Pairs is offered', (n) => {
    expect(checkDeckCount(n, true)).toMatch(/at least six decks/);
  });
});

describe('Tasmania 5: shuffle, cut and marker', () => {
  it('the same seed makes the same shoe; another seed another', () => {
    expect(newShoe({ decks: 8, seed: 'a' }).cards).toEqual(newShoe({ decks: 8, seed: 'a' }).cards);
    expect(newShoe({ decks: 8, seed: 'a' }).cards).not.toEqual(newShoe({ decks: 8, seed: 'b' }).cards);
  });

  it('a shuffled shoe holds exactly the cards of its decks', () => {
    const shoe = newShoe({ decks: 6, seed: 7 });
    expect([...shoe.cards].sort()).toEqual(orderedDecks(6).sort());
  });

  it.each([
    [416, 9, false],
    [416, 10, true],
    [416, 406, true],
    [416, 407, false],
    [208, 100, true],
  ])(
    'Tasmania 5.3: cutting %i cards at %i is valid = %s (at least ten cards from either end)',
    (total, at, ok) => {
      expect(isValidCut(total, at)).toBe(ok);
    },
  );

  it('Tasmania 5.3: the cards behind the cut go to the front; a cut too near an end is an error', () => {
    const cards = orderedDecks(4);
    const cut = cutCards(cards, 10);
    expect(cut.ok && cut.value.slice(0, 2)).toEqual(cards.slice(10, 12));
    expect(cut.ok && cut.value.slice(-10)).toEqual(cards.slice(0, 10));
    expect(cutCards(cards, 5)).toMatchObject({ ok: false, error: expect.stringContaining('Tasmania 5.3') });
  });

  it('Tasmania 5.4: the marker card sits between the 7th and 8th cards from the back', () => {
    const shoe = newShoe({ decks: 8, seed: 1 });
    expect(shoe.cards.length - shoe.markerIndex).toBe(7);
  });

  it('Tasmania 16.5.1: the competition indicator card is about two decks from the rear', () => {
    const shoe = newShoe({ decks: 8, seed: 1, competitionIndicator: true });
    expect(shoe.cards.length - (shoe.indicatorIndex ?? 0)).toBe(104);
    expect(newShoe({ decks: 8, seed: 1 }).indicatorIndex).toBeNull();
  });

  it.each([
    ['As', 2],
    ['7h', 8],
    ['Td', 11],
    ['Kc', 11],
  ] as const)('burn: a turned %s burns itself and that many more', (first, burned) => {
    const base = newShoe({ decks: 8, seed: 3 });
    const shoe: Shoe = { ...base, cards: [first, ...base.cards.slice(1)] };
    const after = burnCards(shoe);
    expect(after.burned).toHaveLength(burned);
    expect(after.burned[0]).toBe(first);
    expect(after.position).toBe(burned);
  });
});

describe('Tasmania 9.4: the last coup', () => {
  const base = newShoe({ decks: 8, seed: 'last' });

  it('a coup may start with the marker exposed at the mouth of the shoe; it is the last coup', () => {
    const shoe: Shoe = { ...base, position: base.markerIndex };
    expect(markerExposed(shoe)).toBe(true);
    expect(canStartCoup(shoe)).toBe(true);
    expect(isLastCoup(shoe, 4)).toBe(true);
  });

  it('no initial deal starts once the marker and one more card have been drawn (six cards left)', () => {
    const shoe: Shoe = { ...base, position: base.markerIndex + 1 };
    expect(markerDrawn(shoe)).toBe(true);
    expect(cardsLeft(shoe)).toBe(6);
    expect(canStartCoup(shoe)).toBe(false);
  });

  it('a coup that ends well before the marker is not the last', () => {
    expect(isLastCoup({ ...base, position: base.markerIndex - 10 }, 6)).toBe(false);
  });
});

describe('dealing whole shoes (properties)', () => {
  it('every card of a shoe is dealt at most once, in shoe order, and every coup takes 4 to 6 cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 8 }), fc.string(), fc.boolean(), (decks, seed, burn) => {
        const start = newShoe({ decks, seed, burn });
        const { shoe, coups } = dealShoe(start);
        const dealt = coups.flatMap((c) => c.dealt);
        expect(dealt).toEqual(start.cards.slice(start.position, shoe.position));
        for (const c of coups) {
          expect(c.dealt.length).toBeGreaterThanOrEqual(4);
          expect(c.dealt.length).toBeLessThanOrEqual(6);
        }
        // Tasmania 9.4: the shoe stops after the marker and at least one more card, never running dry.
        expect(canStartCoup(shoe)).toBe(false);
        expect(cardsLeft(shoe)).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
  });
});
