// Issue 24: the pseudo-locale's words (scripts/pseudo-text.ts), on which the 900×600 screen run relies: every message
// at least 40% longer than its English, its parameters kept exactly, no plain letter left (so English written in code
// stands out), and empty stays empty.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { PSEUDO_GROWTH, pseudoMessage } from '../../../scripts/pseudo-text.ts';
import en from '../../../messages/en.json' with { type: 'json' };

const placeholders = (text: string) => text.match(/\{[A-Za-z0-9_]+\}/g) ?? [];
const visible = (text: string) => text.replace(/\{[A-Za-z0-9_]+\}/g, '');

test.each([
  ['Banker wins', '[Ɓáñķéŕ ŵîñš ~~~]'],
  ['Seat {seat}: pay {amount}', '[Šéáţ {seat}: þáý {amount} ~~~]'],
  ['', ''],
])('%j in the pseudo-locale is %j', (english, pseudo) => {
  expect(pseudoMessage(english)).toBe(pseudo);
});

test('every message: its parameters kept, 40% longer at least, no plain letter outside them', () => {
  for (const [id, english] of Object.entries(en)) {
    if (id.startsWith('$') || english === '') continue;
    const pseudo = pseudoMessage(english);
    expect(placeholders(pseudo), id).toEqual(placeholders(english));
    expect(visible(pseudo).length, id).toBeGreaterThanOrEqual(
      Math.floor(visible(english).length * (1 + PSEUDO_GROWTH)),
    );
    expect(visible(pseudo), id).not.toMatch(/[A-Za-z]/);
  }
});

test('any text: the same parameters in the same order, and longer by the growth', () => {
  const word = fc.stringMatching(/^[A-Za-z ,.:;'()0-9-]{0,30}$/);
  const param = fc.stringMatching(/^[a-z][A-Za-z0-9_]{0,8}$/).map((p) => `{${p}}`);
  fc.assert(
    fc.property(fc.array(fc.oneof(word, param), { minLength: 1, maxLength: 6 }), (parts) => {
      const english = parts.join('');
      fc.pre(english !== '');
      const pseudo = pseudoMessage(english);
      expect(placeholders(pseudo)).toEqual(placeholders(english));
      expect(visible(pseudo).length).toBeGreaterThanOrEqual(visible(english).length * (1 + PSEUDO_GROWTH));
    }),
  );
});
