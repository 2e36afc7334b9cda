// Pairs on the first two cards of a hand: Tasmania 15.1 (Perfect Pairs) and the Deltin guide (Player/Banker Pair).
// A pair is two cards of the same rank: K+K is a pair, K+Q is not (both are worth 0, but they are not a pair).
import { isRed, rankOf, suitOf, type Card, type Rank } from './cards.ts';
import { ref, type MessageRef } from './i18n/say.ts';

export type PairClass = 'mixed' | 'coloured' | 'perfect';

export const PAIR_LABELS: Record<PairClass, MessageRef> = {
  mixed: ref('eng24c_detail_mixed_pair', {}),
  coloured: ref('eng24c_detail_coloured_pair', {}),
  perfect: ref('eng24c_detail_perfect_pair', {}),
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

const PAIRS_OF: Record<Rank, MessageRef> = {
  A: ref('eng24c_detail_pair_of_a', {}),
  '2': ref('eng24c_detail_pair_of_2', {}),
  '3': ref('eng24c_detail_pair_of_3', {}),
  '4': ref('eng24c_detail_pair_of_4', {}),
  '5': ref('eng24c_detail_pair_of_5', {}),
  '6': ref('eng24c_detail_pair_of_6', {}),
  '7': ref('eng24c_detail_pair_of_7', {}),
  '8': ref('eng24c_detail_pair_of_8', {}),
  '9': ref('eng24c_detail_pair_of_9', {}),
  T: ref('eng24c_detail_pair_of_t', {}),
  J: ref('eng24c_detail_pair_of_j', {}),
  Q: ref('eng24c_detail_pair_of_q', {}),
  K: ref('eng24c_detail_pair_of_k', {}),
};

/** "pair of kings", "pair of sixes", as a message (issue 24). */
export function pairName(a: Card): MessageRef {
  return PAIRS_OF[rankOf(a)];
}
