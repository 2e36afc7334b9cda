// The constraint schemas' own words for a value they refuse (issue 24): the schema writes their English (zod keeps a
// string), and a refusal reads them back into these messages (drills/spec-refusal.ts), so the set editor and the
// command line say them in the reader's language.
import { english } from '../../i18n/phrase.ts';
import { ref, type MessageRef } from '../../i18n/say.ts';

export const CONSTRAINT_WORDS = {
  rangeOrder: ref('kindfail_range_order', {}),
  stakeRangeOrder: ref('kindfail_stake_range_order', {}),
  detailNeedsBets: ref('kindfail_detail_needs_bets', {
    example: '{ "bets": ["perfect_pair_player"], "detail": "coloured pair" }',
  }),
  variantNeedsIrregularity: ref('kindfail_variant_needs_irregularity', {}),
  variantNotOutcome: ref('kindfail_variant_not_outcome', {}),
  topicNotInArea: ref('kindfail_topic_not_in_area', {}),
} as const satisfies Record<string, MessageRef>;

const BY_WORDS = new Map<string, MessageRef>(Object.values(CONSTRAINT_WORDS).map((r) => [english(r), r]));

/** The message whose English is these words, or null. */
export function constraintWords(message: string): MessageRef | null {
  return BY_WORDS.get(message) ?? null;
}
