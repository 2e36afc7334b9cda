// Built-in content on screen in the interface language (issue 24): a built-in house's name and description, a starter
// set's title, the default standard's words and the adaptive, replay and mock-exam titles are stored in English
// (core/builtin-words.ts says them); a trainer's own or edited words are shown as typed. Reading `languages` here
// makes what shows them re-render when the language changes.
import { houseWords, sayBuiltin } from '../../core/builtin-words.ts';
import { languages } from './state/languages.svelte.ts';
import { BASE_LANGUAGE, type Language } from '../../core/i18n/languages.ts';
import { m } from '../../i18n/paraglide/messages.js';

type Words = (inputs: Record<string, never>, options: { locale: Language }) => string;

/** Houses that come inside a built-in drill set, not in the app's list (core/profiles.ts): the nine-seat Tasmania
 *  table (assets/drill-sets/tasmania-9-seat-settlement.json). Said from their messages while unedited. */
const SET_HOUSES: Readonly<Record<string, { readonly name: Words; readonly description: Words }>> = {
  'tasmania-9-seat': {
    name: m.ui24r_house_nine_seats_name,
    description: m.ui24r_house_nine_seats_description,
  },
};

/** A drill set's house's name or description in the reader's language while it is the built-in English. */
function setHouseWord(id: string, text: string, part: 'name' | 'description'): string | undefined {
  const words = Object.hasOwn(SET_HOUSES, id) ? SET_HOUSES[id]?.[part] : undefined;
  if (!words || words({}, { locale: BASE_LANGUAGE }) !== text) return undefined;
  return words({}, { locale: languages.interface });
}

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
  return setHouseWord(profile.id, profile.name, 'name') ?? houseWords(profile, languages.interface).name;
}

/** A house's description, on the same terms as its name. */
export function houseDescriptionShown(profile: {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}): string {
  return (
    setHouseWord(profile.id, profile.description, 'description') ??
    houseWords(profile, languages.interface).description
  );
}
