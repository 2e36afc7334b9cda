// A house's name inside a sentence (issue 24): a built-in house, unedited (its built-in id and English name), by its
// message, so it is named in the reader's language as the house-rules screens name it (builtin-words.ts); a
// trainer's own or edited house as typed. Its English is the name, byte for byte.
import { english, type Phrase } from './i18n/phrase.ts';
import { ref, type MessageRef } from './i18n/say.ts';
import { builtInProfile, type TableProfile } from './profiles.ts';

const NAMES: ReadonlyMap<string, MessageRef> = new Map(
  [
    ref('builtin_profile_tasmania_name', {}),
    ref('profile_federal_name', {}),
    ref('profile_dragon_name', {}),
    ref('profile_casino_guide_name', {}),
    ref('builtin_profile_deltin_name', {}),
  ].map((r) => [english(r), r]),
);

export function houseName(profile: Pick<TableProfile, 'id' | 'name'>): Phrase {
  const built = builtInProfile(profile.id);
  return built?.name === profile.name ? (NAMES.get(profile.name) ?? profile.name) : profile.name;
}
