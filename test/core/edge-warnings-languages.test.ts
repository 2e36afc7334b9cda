// Issue 24: the studio's pay-table warnings (core/analysis/edge-warnings.ts) are messages. In English they say exactly
// what the code wrote before it returned messages (the old sentence is kept here as the oracle); in zh-Hant and
// zh-Hans they hold no English word.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { edgeWarning } from '../../core/analysis/edge-warnings.ts';
import { BET_LABELS, BET_NAMES, type BetName } from '../../core/bets.ts';
import { english, sayPhrase } from '../../core/i18n/phrase.ts';

/** What "the usual" said before issue 24, per bet. */
const OLD_USUAL: Record<BetName, string> = {
  player: 'about 1.2%',
  banker: 'about 1.1% (19:20) or 1.5% (six pays half)',
  tie: '14.4% at 8:1, 4.8% at 9:1',
  player_pair: 'about 10.4% at 11:1',
  banker_pair: 'about 10.4% at 11:1',
  perfect_pair_player: 'about 4% (6, 12 and 25 to 1)',
  perfect_pair_banker: 'about 4% (6, 12 and 25 to 1)',
  super_six: 'about 30% at 12:1',
  dragon_player: 'about 2.7%',
  dragon_banker: 'about 9.4%',
};
const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;

/** The English sentence the code wrote before, for a warning that is shown. */
function oldSentence(bet: BetName, houseEdge: number): string {
  return houseEdge < 0
    ? `${BET_LABELS[bet]}: the house loses ${pct(-houseEdge)} of every bet here; players win in the long run. Check the pay table for a typo.`
    : `${BET_LABELS[bet]}: the house keeps ${pct(houseEdge)}, far from the usual ${OLD_USUAL[bet]}. Check the pay table for a typo.`;
}

const bet = fc.constantFrom(...BET_NAMES);
const edge = fc.double({ min: -2, max: 2, noNaN: true });

describe('edge warnings in English', () => {
  test.each([
    [
      'tie',
      0.5,
      'Tie: the house keeps 50.00%, far from the usual 14.4% at 8:1, 4.8% at 9:1. Check the pay table for a typo.',
    ],
    [
      'dragon_player',
      -0.2,
      'Dragon Bonus (Player): the house loses 20.00% of every bet here; players win in the long run. Check the pay table for a typo.',
    ],
  ] as const)('%s at %s: the sentence as before', (b, e, sentence) => {
    const w = edgeWarning(b, e);
    expect(w && english(w)).toBe(sentence);
  });

  test('every bet at any edge: the same sentence as the code wrote before, byte for byte', () => {
    fc.assert(
      fc.property(bet, edge, (b, e) => {
        const w = edgeWarning(b, e);
        if (w !== null) expect(english(w)).toBe(oldSentence(b, e));
      }),
      { numRuns: 3000 },
    );
  });
});

describe.each(['zh-Hant', 'zh-Hans'] as const)('edge warnings in %s', (language) => {
  test('no English word, and the bet and the figure are said', () => {
    fc.assert(
      fc.property(bet, edge, (b, e) => {
        const w = edgeWarning(b, e);
        if (w === null) return;
        const text = sayPhrase(w, language);
        expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();
        expect(text).toContain(pct(Math.abs(e)));
      }),
      { numRuns: 3000 },
    );
  });

  test.each(BET_NAMES)('%s: the warnings below and above the usual range hold no English word', (b) => {
    for (const e of [-0.1, 0, 0.9]) {
      const w = edgeWarning(b, e);
      expect(w).not.toBeNull();
      expect(sayPhrase(w!, language)).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});
