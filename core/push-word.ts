// Issue 23, "words a dealer uses": the house's own word for a push (a Player or Banker wager on a tie, neither won nor
// lost, left in its spot), used the same in every question, option, working and button that names one.
// The default is "push": DEALING.md §5 ("Take and pay": "On a tie, Player and Banker bets push (stay)") and the
// Dragon Bonus guide ("the Player wager and Banker wager push"). Tasmania 6.8 says the wagers "are void", but the
// same rules call a coup whose cards cannot be ordered "void" (14.6), so "void" is left for a house to choose.
// In a message the word is a parameter (pushWordParam): the built-in word is a message, said in the reader's language
// ("push", 退回), so a Chinese sentence has no English in it; a word a trainer typed is the house's own and is shown as
// typed in every language (it is English letters: core/profiles.ts).
import { ref, type MessageRef } from './i18n/say.ts';
import type { TableProfile } from './profiles.ts';

export const DEFAULT_PUSH_WORD = 'push';

/** The built-in words with their messages, as a sentence says them and at the start of an option. */
const BUILT_IN_WORDS: Readonly<Record<string, { readonly word: MessageRef; readonly capital: MessageRef }>> =
  {
    [DEFAULT_PUSH_WORD]: { word: ref('ui_push_word', {}), capital: ref('push_word_capitalised', {}) },
  };

/** The word as a message parameter: a built-in word's message, or the trainer's word as typed. */
export function pushWordParam(word: string): MessageRef | string {
  const known = Object.hasOwn(BUILT_IN_WORDS, word) ? BUILT_IN_WORDS[word] : undefined;
  return known ? known.word : word;
}

/** The word at the start of an option ("Push", "Stand-off"), as a message parameter. */
export function pushWordCapitalisedParam(word: string): MessageRef | string {
  const known = Object.hasOwn(BUILT_IN_WORDS, word) ? BUILT_IN_WORDS[word] : undefined;
  return known ? known.capital : pushWordCapitalised(word);
}

/** The house's word for a push; a profile saved before the field existed has the default. */
export function pushWord(p: Pick<TableProfile, 'pushWord'> | null | undefined): string {
  return p?.pushWord ?? DEFAULT_PUSH_WORD;
}

/** "Push", "Stand-off": the word at the start of an option. */
export function pushWordCapitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Take", "Leave (stand-off)", "Pay": a settle action as the buttons and the records say it, the push in the house's word. */
export function settleActionWords(action: 'take' | 'push' | 'pay', word: string): string {
  return action === 'take' ? 'Take' : action === 'pay' ? 'Pay' : `Leave (${word})`;
}
