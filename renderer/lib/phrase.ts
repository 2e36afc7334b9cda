// The engine's phrases on screen (issue 24): in the trainee's interface language, with the dealer's calls inside them
// in the call language (core/i18n/say.ts). Reading `languages`' $state here makes what shows a phrase re-render when
// a language changes.
import { sayPhrase, type Phrase } from '../../core/i18n/phrase.ts';
import { pushWordParam } from '../../core/push-word.ts';
import { languages } from './state/languages.svelte.ts';

export function shown(phrase: Phrase): string {
  return sayPhrase(phrase, languages.interface, languages.call);
}

/** The house's word for a push on screen, by core/push-word.ts's one rule: the built-in word in the interface
 *  language, a word the trainer typed as typed. */
export function shownPushWord(word: string): string {
  return shown(pushWordParam(word));
}
