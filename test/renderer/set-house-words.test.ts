// A house that comes inside a built-in drill set (the nine-seat Tasmania table) is said in the reader's language on
// the home screen and wherever a house is named (renderer/lib/builtin-shown.ts), like the app's built-in houses; its
// English stays the set file's byte for byte, and a trainer's edited name shows as typed.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { houseDescriptionShown, houseNameShown } from '../../renderer/lib/builtin-shown.ts';
import { CHINESE, englishWords, inLanguage, readerLanguageEachTest } from './main-failures-language.ts';

readerLanguageEachTest();

const house = (
  JSON.parse(readFileSync('assets/drill-sets/tasmania-9-seat-settlement.json', 'utf8')) as {
    profile: { id: string; name: string; description: string };
  }
).profile;

describe('the nine-seat Tasmania house', () => {
  test('in English, its name and description are the set file’s', () => {
    inLanguage('en');
    expect(houseNameShown(house)).toBe(house.name);
    expect(houseDescriptionShown(house)).toBe(house.description);
  });

  test.each(['zh-Hant', 'zh-Hans'] as const)('in %s, its name and description are Chinese', (language) => {
    inLanguage(language);
    for (const text of [houseNameShown(house), houseDescriptionShown(house)]) {
      expect(text).toMatch(CHINESE);
      expect(englishWords(text, ['Tasmania 1'])).toEqual([]);
    }
  });

  test('a name the trainer changed shows as typed', () => {
    inLanguage('zh-Hant');
    expect(houseNameShown({ ...house, name: 'Hobart nine seats' })).toBe('Hobart nine seats');
    expect(houseNameShown({ ...house, id: 'my-copy' })).toBe(house.name);
  });
});
