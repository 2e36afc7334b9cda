// Issue 24: the pro-rata feedback said in Chinese has no space between two Chinese words. The reduction's "to the
// chip" phrase sits inside a sentence ("向下調整至 $5 籌碼的倍數"): a space belongs only between a figure and a word,
// never in "籌碼 的倍數" or "至 一仙 的".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proRata } from '../../core/limits.ts';
import { say } from '../../core/i18n/say.ts';

const HAN_SPACE_HAN = /\p{Script=Han} +\p{Script=Han}/u;

/** Every sentence of a reduction said in a language: the explanation and each wager's working. */
function said(
  amounts: readonly number[],
  max: number,
  chip: number,
  language: 'zh-Hant' | 'zh-Hans',
): string[] {
  const r = proRata(
    amounts.map((amount) => ({ amount })),
    max,
    '$',
    chip,
  );
  return [r.explanation, ...r.bets.map((b) => b.working)].map((p) => say(p, language));
}

describe('pro-rata feedback in Chinese', () => {
  it.each([
    ['zh-Hant', 500, '向下調整至 $5.00 籌碼的倍數'],
    ['zh-Hans', 500, '向下调整至 $5.00 筹码的倍数'],
    ['zh-Hant', 1, '向下調整至一仙的倍數'],
    ['zh-Hans', 1, '向下调整至一分的倍数'],
  ] as const)('%s, chip of %i cents: "%s"', (language, chip, words) => {
    const all = said([70_000, 50_000, 33_300], 100_000, chip, language);
    expect(all[0]).toContain(words);
    for (const s of all) expect(s).not.toMatch(HAN_SPACE_HAN);
  });

  it('no space between two Chinese words for any wagers, maximum and chip', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.constantFrom(1, 25, 100, 500, 2_500),
        fc.constantFrom('zh-Hant' as const, 'zh-Hans' as const),
        (amounts, max, chip, language) => {
          for (const s of said(amounts, max, chip, language)) expect(s).not.toMatch(HAN_SPACE_HAN);
        },
      ),
    );
  });
});
