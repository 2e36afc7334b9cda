// Issue 24: every language has exactly the base language's messages and parameters (a missing or extra one fails
// here and in the build), the committed compiled messages are those of the files, and the dealer's calls are the
// same data said in each language.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageProblems } from '../../../core/i18n/message-check.ts';
import { BASE_LANGUAGE, LANGUAGES, isLanguage } from '../../../core/i18n/languages.ts';
import { say } from '../../../core/i18n/say.ts';
import { dealerCallRefs, resultCallRef } from '../../../core/dealer-calls.ts';
import { coupFromCards } from '../../../core/coup.ts';
import { resultCall } from '../../../core/words.ts';
import { readMessageFiles, sourcesHash, SOURCES_HASH_FILE } from '../../../scripts/make-messages.ts';

describe('the messages files', () => {
  it('every language of settings.json has a file with exactly the base language messages and parameters', () => {
    const { settings, files } = readMessageFiles();
    expect(settings.baseLocale).toBe('en');
    expect(Object.keys(files)).toEqual(['en', 'zh-Hant', 'zh-Hans']);
    expect(messageProblems(files, settings.baseLocale)).toEqual([]);
  });

  it('the committed compiled messages were compiled from these files (run node scripts/make-messages.ts)', () => {
    expect(readFileSync(SOURCES_HASH_FILE, 'utf8').trim()).toBe(sourcesHash());
  });

  it('the compiled languages are the settings file languages, English first', () => {
    expect(LANGUAGES).toEqual(['en', 'zh-Hant', 'zh-Hans']);
    expect(BASE_LANGUAGE).toBe('en');
    expect([isLanguage('zh-Hant'), isLanguage('zh-TW'), isLanguage(7)]).toEqual([true, false, false]);
  });

  const en = { $schema: 'x', a: 'Player {player}', b: 'Tie' };
  it.each([
    ['complete', { en, zh: { a: '閒 {player}', b: '和' } }, []],
    ['a missing message', { en, zh: { a: '閒 {player}' } }, ['zh: "b" is missing']],
    [
      'an extra message',
      { en, zh: { a: '閒 {player}', b: '和', c: '莊' } },
      ['zh: "c" is not a message of en'],
    ],
    [
      'a parameter forgotten',
      { en, zh: { a: '閒', b: '和' } },
      ['zh: "a" has parameters {} where en has {player}'],
    ],
    [
      'a parameter misspelt',
      { en, zh: { a: '閒 {playr}', b: '和' } },
      ['zh: "a" has parameters {playr} where en has {player}'],
    ],
    ['an empty message', { en, zh: { a: '閒 {player}', b: ' ' } }, ['zh: "b" is not a non-empty string']],
    ['no base file', { zh: { a: 'x' } }, ['en: the base language has no messages file']],
  ])('%s', (_name, files, problems) => {
    expect(messageProblems(files, 'en')).toEqual(problems);
  });
});

describe("the dealer's calls as messages (Tasmania 10.1, 10.2)", () => {
  const coup = (cards: string[]) => {
    const c = coupFromCards(cards as never);
    if (!c.ok) throw new Error(c.error);
    return c.coup;
  };
  // P 2+K = 2, B 3+2 = 5; Player draws 2 (4); Banker on 5 with a third card 2 stands (Tasmania 11): 5 over 4.
  const drawn = coup(['2h', '3d', 'Kc', '2s', '2d']);

  it.each([
    ['en', ['Player 2, Banker 5.', 'Player draws.', 'Player 4.', 'Banker stands.', 'Banker wins, 5 over 4.']],
    ['zh-Hant', ['閒 2 點，莊 5 點。', '閒家補牌。', '閒 4 點。', '莊家不補牌。', '莊贏，5 點勝 4 點。']],
    ['zh-Hans', ['闲 2 点，庄 5 点。', '闲家补牌。', '闲 4 点。', '庄家不补牌。', '庄赢，5 点胜 4 点。']],
  ] as const)('%s', (language, calls) => {
    expect(dealerCallRefs(drawn).map((r) => say(r, language))).toEqual(calls);
  });

  it('the same ids and parameters whatever the language; the English calls are the coup calls', () => {
    expect(drawn.calls).toEqual(dealerCallRefs(drawn).map((r) => say(r, 'en')));
    expect(resultCallRef('banker', 4, 5)).toEqual({
      id: 'call_banker_wins',
      params: { player: 4, banker: 5 },
    });
    expect(resultCall('tie', 6, 6)).toBe('Tie, 6.');
    expect(say(resultCallRef('tie', 6, 6), 'zh-Hant')).toBe('和局，6 點。');
    expect(resultCall('player', 9, 3)).toBe('Player wins, 9 over 3.');
  });
});
