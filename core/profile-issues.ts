// A table profile's problems as a message (issue 24): what main says when it refuses a profile, in the trainer's
// language. Each problem is "field: what is wrong", the field's path as it is in every language (the same words
// formatIssues writes in English, byte for byte). The house's own words (the schema's messages) are messages here, and
// so are zod's generic ones ("Too small: ...", i18n/zod-words.ts).
import type { z } from 'zod';
import { LANGUAGES } from './i18n/languages.ts';
import { english, isMessageRef, type Phrase } from './i18n/phrase.ts';
import { ref, type MessageRef } from './i18n/say.ts';
import { zodWords } from './i18n/zod-words.ts';

/** The schema's fixed words, written into profileSchema as `english(...)` of these. */
export const PROFILE_WORDS = {
  idShape: ref('err_profile_id_shape', {}),
  paceWhole: ref('err_profile_pace_whole', {}),
  paceMin: ref('err_profile_pace_min', { min: 10 }),
  paceMax: ref('err_profile_pace_max', { max: 200 }),
  pushWord: ref('err_profile_push_word', {}),
  pushLetters: ref('err_profile_push_letters', {}),
  pushLong: ref('err_profile_push_long', { max: 24 }),
  chipsOrder: ref('err_profile_chips_order', {}),
  roundOn: ref('err_profile_round_on', {}),
  skillOnce: ref('err_profile_skill_once', {}),
  pairsBoth: ref('err_profile_pairs_both', {}),
  callLanguage: ref('err_profile_call_language', { languages: LANGUAGES.join(', ') }),
} as const;

const BY_WORDS = new Map<string, MessageRef>(Object.values(PROFILE_WORDS).map((r) => [english(r), r]));

/** core/shoe.ts checkDeckCount's words, which the simulator and the analysis say too. */
function deckWords(message: string): MessageRef | null {
  const range = /^Tasmania 4\.1: a shoe holds (\d+) to (\d+) decks, not (.*)$/.exec(message);
  if (range) {
    const [, min = '', max = '', decks = ''] = range;
    return ref('err_profile_decks_range', { min, max, decks });
  }
  const pairs = /^Tasmania 4\.1: at least six decks are used when Perfect Pairs is offered, not (.*)$/.exec(
    message,
  );
  if (pairs) return ref('err_profile_decks_pairs', { decks: pairs[1] ?? '' });
  return null;
}

/** A problem's words as a message: the schema's own words, the deck count's, or zod's (else as they are). A drill set
 *  names its profile's problems with these too (drills/spec-refusal.ts). */
export function profileProblemWords(message: string): Phrase {
  return BY_WORDS.get(message) ?? deckWords(message) ?? zodWords(message);
}

/** One problem's words: the message a custom issue carries, or profileProblemWords. */
function problemOf(issue: z.core.$ZodIssue): Phrase {
  const carried = (issue as { params?: { phrase?: unknown } }).params?.phrase;
  if (isMessageRef(carried)) return carried;
  return profileProblemWords(issue.message);
}

/** "invalid table profile: limits.main.min: minimum 500 is above maximum 100; decks: ..." as a message. */
export function profileRefusal(issues: readonly z.core.$ZodIssue[]): MessageRef {
  return ref('err_profile_invalid', { problems: profileProblems(issues) });
}

/** "limits.main.min: minimum 500 is above maximum 100; decks: ..." (formatIssues's words) as a message. */
export function profileProblems(issues: readonly z.core.$ZodIssue[]): Phrase {
  const problems = issues.map((i) =>
    ref('main_field_problem', { field: i.path.map(String).join('.') || '(root)', problem: problemOf(i) }),
  );
  const joined = problems.reduceRight<Phrase | null>(
    (rest, first) => (rest === null ? first : ref('err_profile_join', { first, rest })),
    null,
  );
  return joined ?? '';
}
