// Cards are two-character codes ("9h", "Td", "Ks"): readable in feedback, drill files and IPC, and cheap to compare.
// Tasmania 4.1: 52-card decks without jokers. Tasmania 8: ace 1, court cards and tens 0 (mod 10), others face value.
import type { Result } from './result.ts';
import { failure } from './i18n/failure.ts';
import { ref } from './i18n/say.ts';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['s', 'h', 'd', 'c'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = `${Rank}${Suit}`;

export const SUIT_NAMES: Record<Suit, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
export const RANK_NAMES: Record<Rank, string> = {
  A: 'ace',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  T: 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
};

const CARD_PATTERN = /^[A2-9TJQK][shdc]$/;

export function isCard(text: unknown): text is Card {
  return typeof text === 'string' && CARD_PATTERN.test(text);
}

/** Parses one card code; accepts "10" for ten and either case ("qS"). */
export function parseCard(text: string): Result<Card> {
  const raw = text.trim();
  const normalised = (raw.startsWith('10') ? 'T' + raw.slice(2) : raw).replace(
    /^(.)(.)$/,
    (_m, r: string, s: string) => r.toUpperCase() + s.toLowerCase(),
  );
  if (isCard(normalised)) return { ok: true, value: normalised };
  return failure(ref('cli24_not_a_card', { text }));
}

/** Parses a comma-separated list of cards, naming the first bad one. */
export function parseCards(text: string): Result<Card[]> {
  const parts = text.split(',').filter((p) => p.trim() !== '');
  const cards: Card[] = [];
  for (const [i, part] of parts.entries()) {
    const parsed = parseCard(part);
    if (!parsed.ok) return failure(ref('cli24_card_n', { n: i + 1, problem: parsed.phrase ?? parsed.error }));
    cards.push(parsed.value);
  }
  return { ok: true, value: cards };
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

export function isRed(card: Card): boolean {
  const s = suitOf(card);
  return s === 'h' || s === 'd';
}

const BACCARAT_VALUE: Record<Rank, number> = {
  A: 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 0,
  J: 0,
  Q: 0,
  K: 0,
};

/** Tasmania 8: the value a card adds to a point (tens and court cards add nothing). */
export function cardValue(card: Card): number {
  return BACCARAT_VALUE[rankOf(card)];
}

/** Count value where a ten or court card counts ten: the burn procedure and Tasmania 16.8.3's play-off draw. */
export function countValue(card: Card): number {
  const v = BACCARAT_VALUE[rankOf(card)];
  return v === 0 ? 10 : v;
}

/** Tasmania 8: the point of a hand is the sum of its values, less tens. */
export function handPoint(cards: readonly Card[]): number {
  let total = 0;
  for (const c of cards) total += cardValue(c);
  return total % 10;
}

/** `decks` full decks in suit order (as they are spread for checking, Tasmania 4.2). */
export function orderedDecks(decks: number): Card[] {
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++) for (const s of SUITS) for (const r of RANKS) cards.push(`${r}${s}`);
  return cards;
}

/** "9h" -> "9♥": for on-screen text. */
export function cardLabel(card: Card): string {
  const symbols: Record<Suit, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
  const r = rankOf(card);
  return `${r === 'T' ? '10' : r}${symbols[suitOf(card)]}`;
}

/** "nine of hearts": for screen readers and feedback. */
export function cardName(card: Card): string {
  return `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
}
