// Built-in content on screen in the interface language (issue 24): a built-in house's name and description, a starter
// set's title, the default standard's words and the adaptive, replay and mock-exam titles are stored in English
// (core/builtin-words.ts says them); a trainer's own or edited words are shown as typed. Reading `languages` here
// makes what shows them re-render when the language changes.
import { houseWords, sayBuiltin } from '../../core/builtin-words.ts';
import { languages } from './state/languages.svelte.ts';

/** Stored words: in the interface language when they are a built-in item's English, else as stored. */
export function builtinShown(text: string): string {
  return sayBuiltin(text, languages.interface);
}

/** A set's (or session's) title: a set that is not built-in (imported, the trainer's own) keeps its words. */
export function titleShown(item: { readonly title: string; readonly builtIn?: boolean }): string {
  return item.builtIn === false ? item.title : builtinShown(item.title);
}

/** A house's name: a built-in house's in the interface language while unedited; a trainer's own as typed. */
export function houseNameShown(profile: { readonly id: string; readonly name: string }): string {
  return houseWords(profile, languages.interface).name;
}

/** A house's description, on the same terms as its name. */
export function houseDescriptionShown(profile: {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}): string {
  return houseWords(profile, languages.interface).description;
}
