// Pairs on the first two cards of a hand: Tasmania 15.1 (Perfect Pairs) and the Deltin guide (Player/Banker Pair).
// A pair is two cards of the same rank: K+K is a pair, K+Q is not (both are worth 0, but they are not a pair).
import { isRed, rankOf, RANK_NAMES, suitOf, type Card } from './cards.ts';

export type PairClass = 'mixed' | 'coloured' | 'perfect';

export const PAIR_LABELS: Record<PairClass, string> = {
  mixed: 'mixed pair',
  coloured: 'coloured pair',
  perfect: 'perfect pair',
};

/** Tasmania 15.8 sub-paragraph of each class: a) mixed, b) coloured, c) perfect. */
export const PAIR_RULES: Record<PairClass, string> = {
  mixed: 'Tasmania 15.1a, 15.8a',
  coloured: 'Tasmania 15.1b, 15.8b',
  perfect: 'Tasmania 15.1c, 15.8c',
};

export function isPair(a: Card, b: Card): boolean {
  return rankOf(a) === rankOf(b);
}

/**
 * Tasmania 15.1: a) mixed: one red and one black card; b) coloured: two different suits of the same colour;
 * c) perfect: the same suit. null when the two cards are not a pair.
 */
export function classifyPair(a: Card, b: Card): PairClass | null {
  if (!isPair(a, b)) return null;
  if (suitOf(a) === suitOf(b)) return 'perfect';
  return isRed(a) === isRed(b) ? 'coloured' : 'mixed';
}

/** "pair of kings", "pair of sixes". */
export function pairName(a: Card): string {
  const name = RANK_NAMES[rankOf(a)];
  return `pair of ${name}${name.endsWith('x') ? 'es' : 's'}`;
}
