// What the trainee reads: bet ids and case tags from the engine are put in words, and a long working is split into
// its steps (DEALING.md 5: settling a table seat by seat).
import { describe, expect, test } from 'vitest';
import { betIdsInWords, suggestionText, workingSteps } from '../../renderer/lib/wording.ts';
import { ref } from '../../core/i18n/say.ts';
import { english, sayPhrase } from '../../core/i18n/phrase.ts';
import { LANGUAGES } from '../../core/i18n/languages.ts';

describe('betIdsInWords', () => {
  test.each([
    [
      's2-banker: not settled; it should be paid $90.25',
      'Seat 2 Banker: not settled; it should be paid $90.25',
    ],
    ['s7-perfect_pair_player: taken', 'Seat 7 Perfect Pairs (Player): taken'],
    ['s1-tie and s3-dragon_banker', 'Seat 1 Tie and Seat 3 Dragon Bonus (Banker)'],
    ['s2-nonsense stays, and so does seats-1', 's2-nonsense stays, and so does seats-1'],
    ['Player point: you said 1, it is 0', 'Player point: you said 1, it is 0'],
  ])('%s', (text, want) => {
    expect(betIdsInWords(text)).toBe(want);
  });
});

describe('workingSteps', () => {
  test('a short working stays one line', () => {
    expect(workingSteps('Player 9, Banker 5.')).toEqual(['Player 9, Banker 5.']);
    expect(workingSteps('19:20 of $35.00 is $33.25; rounded down')).toEqual([
      '19:20 of $35.00 is $33.25; rounded down',
    ]);
  });

  test('a working of three or more steps is one step per line, each starting with a capital', () => {
    expect(workingSteps('seat 1 Player: taken; seat 2 Tie: taken; seat 3 Banker: paid $19.00')).toEqual([
      'Seat 1 Player: taken',
      'Seat 2 Tie: taken',
      'Seat 3 Banker: paid $19.00',
    ]);
  });
});

describe('suggestionText', () => {
  test('the engine’s words for the skills, never its case tags', () => {
    const text = suggestionText({
      text: 'Practise Settle the table next (settle-table, settle-banker, irr-last-coup, points-7-4).',
    });
    expect(text).toBe('Practise Settle the table next.');
    expect(text).not.toMatch(/[a-z]-[a-z0-9]/);
  });

  test('a message: said without its case tags, in every language', () => {
    const skills = ref('session_two_skills', {
      first: ref('kind_label_settle_table', {}),
      second: ref('kind_label_payout', {}),
    });
    const shown = suggestionText({
      text: ref('session_practise_cases', { skills, cases: 'settle-table, irr-last-coup' }),
    });
    expect(shown).toEqual(ref('session_practise', { skills }));
    expect(english(shown)).not.toMatch(/[a-z]-[a-z0-9]/);
    for (const language of LANGUAGES) expect(sayPhrase(shown, language)).not.toContain('irr-last-coup');
  });

  test('nothing weak: the engine’s own words, unchanged', () => {
    const text = 'Nothing weak here: keep these skills fresh, or move on.';
    expect(suggestionText({ text })).toBe(text);
  });
});
