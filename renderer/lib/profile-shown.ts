// A built-in house in the house-rules form (issue 24): the form shows it read-only, and its words stored in English
// (name, description, source, the push word) are shown in the reader's language while they are the built-in words;
// what a trainer typed is shown as typed. Only what is shown changes: the draft checked and saved is untouched.
import { builtInProfile } from '../../core/profiles.ts';
import { pushWordParam } from '../../core/push-word.ts';
import { BASE_LANGUAGE } from '../../core/i18n/languages.ts';
import { say, type MessageId } from '../../core/i18n/say.ts';
import type { ProfileDraft } from './profile-draft.ts';
import { houseDescriptionShown, houseNameShown } from './builtin-shown.ts';
import { languages } from './state/languages.svelte.ts';

/** The built-in houses' sources that are words (the Tasmania ones are rule sections, the same in every language). */
const SOURCES: readonly MessageId[] = [
  'profile_dragon_source',
  'profile_casino_guide_source',
  'profile_deltin_source',
];

function sourceShown(id: string, source: string): string {
  if (builtInProfile(id)?.source !== source) return source;
  const known = SOURCES.find((s) => say({ id: s, params: {} }, BASE_LANGUAGE) === source);
  return known ? say({ id: known, params: {} }, languages.interface) : source;
}

/** The push word: the built-in word in the reader's language, a house's own as typed. */
export function pushWordShown(word: string): string {
  const param = pushWordParam(word);
  return typeof param === 'string' ? param : say(param, languages.interface);
}

/** The form's text for a house shown read-only, its built-in words in the reader's language. */
export function draftShown(draft: ProfileDraft): ProfileDraft {
  const house = { id: draft.id, name: draft.name, description: draft.description };
  return {
    ...draft,
    name: houseNameShown(house),
    description: houseDescriptionShown(house),
    source: sourceShown(draft.id, draft.source),
    pushWord: pushWordShown(draft.pushWord),
  };
}
