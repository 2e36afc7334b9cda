import { describe, expect, it } from 'vitest';
import {
  cardLabel,
  cardName,
  cardValue,
  countValue,
  handPoint,
  orderedDecks,
  parseCard,
  parseCards,
} from '../../core/cards.ts';

describe('Tasmania 8: value of cards', () => {
  it.each([
    ['Ah', 1],
    ['2s', 2],
    ['5d', 5],
    ['9c', 9],
    ['Th', 0],
    ['Js', 0],
    ['Qd', 0],
    ['Kc', 0],
  ] as const)('Tasmania 8: %s counts %i', (card, value) => {
    expect(cardValue(card)).toBe(value);
  });

  it.each([
    [['9h', 'Kd'], 9],
    [['7s', '8c'], 5], // 15 less ten
    [['5d', '5h'], 0], // "Baccarat"
    [['2c', '3h', '5s'], 0], // the casino guide's example: 2 + 3 + 5 = 10 which is 0
    [['As', 'Ad', '4h'], 6], // A + A + 4 = 6
    [['9s', '9h', '9d'], 7],
  ] as const)('Tasmania 8: the point of %j is %i', (cards, point) => {
    expect(handPoint(cards)).toBe(point);
  });

  it('the burn count and the play-off draw count ten and court cards as ten (Tasmania 16.8.3)', () => {
    expect(['Ah', 'Td', 'Jc', 'Qs', 'Kh', '7c'].map((c) => countValue(c as never))).toEqual([
      1, 10, 10, 10, 10, 7,
    ]);
  });
});

describe('Tasmania 4.1: decks of 52 cards without jokers', () => {
  it('each deck has 52 distinct cards and no jokers', () => {
    const deck = orderedDecks(1);
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect(orderedDecks(8)).toHaveLength(416);
  });
});

describe('card codes', () => {
  it.each([
    ['9h', '9h'],
    ['10d', 'Td'],
    ['qS', 'Qs'],
    [' Kc ', 'Kc'],
  ])('parses %j as %s', (text, card) => {
    expect(parseCard(text)).toEqual({ ok: true, value: card });
  });

  it.each(['1h', '9x', 'Joker', '', 'T'])('rejects %j with a message naming it', (text) => {
    const r = parseCard(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(`"${text}"`);
  });

  it('names the position of the first bad card in a list', () => {
    const r = parseCards('9h,Kd,Zz,3c');
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('card 3') });
  });

  it('labels cards for the screen and for screen readers', () => {
    expect(cardLabel('Th')).toBe('10♥');
    expect(cardName('Qs')).toBe('queen of spades');
  });
});
