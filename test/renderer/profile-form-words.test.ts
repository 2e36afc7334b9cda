// A built-in house in the house-rules form, in Chinese (issue 24): its name, description, source and push word are
// shown in the reader's language (renderer/lib/profile-shown.ts); English shows the stored words; a house the trainer
// edits shows what is stored, as typed.
import { describe, expect, test } from 'vitest';
import { BUILT_IN_PROFILES, builtInProfile, type TableProfile } from '../../core/profiles.ts';
import ProfileEditor from '../../renderer/screens/trainer/studio/profile/ProfileEditor.svelte';
import { CHINESE, englishWords, inLanguage, readerLanguageEachTest } from './main-failures-language.ts';
import { mountInBody } from './mount.ts';

readerLanguageEachTest();

const FIELDS = ['name', 'description', 'source', 'pushWord'] as const;

function fields(profile: TableProfile, mode: 'view' | 'edit'): Record<(typeof FIELDS)[number], string> {
  const el = mountInBody(ProfileEditor, {
    profile,
    mode,
    onsave: () => undefined,
    onclose: () => undefined,
    onduplicate: () => undefined,
  });
  const value = (key: string): string => {
    const input = el.querySelector<HTMLInputElement>(`[data-testid="profile-form-${key}"]`);
    if (!input) throw new Error(`no field ${key}`);
    return input.value;
  };
  return Object.fromEntries(FIELDS.map((k) => [k, value(k)])) as Record<(typeof FIELDS)[number], string>;
}

describe.each(['zh-Hant', 'zh-Hans'] as const)('in %s', (language) => {
  test.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    'the built-in %s shows its words in Chinese',
    (_id, profile) => {
      inLanguage(language);
      const shown = fields(profile, 'view');
      for (const key of FIELDS) {
        if (/^Tasmania [\d.,\s-]+$/.test(profile[key] ?? '')) continue; // rule sections, in every language
        expect(shown[key], key).toMatch(CHINESE);
        expect(englishWords(shown[key], ['Tasmania', 'Deltin', 'Federal']), key).toEqual([]);
      }
    },
  );

  test('a house being edited shows its stored words as typed', () => {
    inLanguage(language);
    const own = { ...(builtInProfile('tasmania') as TableProfile), id: 'our-house', pushWord: 'standoff' };
    const shown = fields(own, 'edit');
    expect(shown.name).toBe(own.name);
    expect(shown.pushWord).toBe('standoff');
  });
});

test('in English a built-in house shows its stored words', () => {
  inLanguage('en');
  const tasmania = builtInProfile('tasmania') as TableProfile;
  const shown = fields(tasmania, 'view');
  expect(shown).toEqual({
    name: tasmania.name,
    description: tasmania.description,
    source: tasmania.source,
    pushWord: 'push',
  });
});
