// Zod's own words said in the reader's language (issue 24): a refused whole number ("expected int") is a type name in
// English as zod writes it and a word in Chinese, never the code "int" inside a Chinese sentence.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sayPhrase } from '../../../core/i18n/phrase.ts';
import { zodWords } from '../../../core/i18n/zod-words.ts';

const refused = (schema: z.ZodType, value: unknown): string => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0]?.message ?? '';
};

describe('zod words', () => {
  it.each([
    ['a fraction where a whole number is wanted', z.number().int(), 1.5, '整數', '整数'],
    ['a word where a number is wanted', z.number(), 'seven', '數字', '数字'],
  ])('%s: English as zod writes it, Chinese in words', (_name, schema, value, hant, hans) => {
    const english = refused(schema, value);
    expect(sayPhrase(zodWords(english), 'en')).toBe(english);
    for (const [language, word] of [
      ['zh-Hant', hant],
      ['zh-Hans', hans],
    ] as const) {
      const said = sayPhrase(zodWords(english), language);
      expect(said).toContain(word);
      expect(said).not.toMatch(/[A-Za-z]/);
    }
  });
});
