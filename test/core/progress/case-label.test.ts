// Case tags in words for the progress screens.
import { describe, expect, it } from 'vitest';
import { caseLabel } from '../../../core/progress/case-label.ts';

describe('case tags in words', () => {
  it.each([
    ['banker-4-vs-2', "Banker 4 v Player's third card 2"],
    ['banker-6-vs-none', 'Banker 6 v no third card'],
    ['points-5-0', 'Player 5, Banker 0'],
    ['natural-9', 'A natural 9'],
    ['player-draws-5', 'Player 5 draws'],
    ['banker-stands-7', 'Banker 7 stands'],
    ['result-banker', 'Banker wins'],
    ['result-tie', 'Tie'],
    ['player-wins-9', 'Player wins with 9'],
    ['tie-6', 'Tie at 6'],
    ['perfect_pair_player-lose', 'Perfect Pairs (Player) loses'],
    ['pp-coloured', 'Perfect Pairs: coloured pair'],
    ['dragon-7', 'Dragon Bonus: win by 7'],
    ['ten-or-court', 'Hands with a ten or a court card'],
    ['irr-exposed-card', 'Irregularity: exposed card'],
    ['commission-single', 'A single Banker win'],
  ])('Tasmania 11 and 12 cases: %s is "%s"', (tag, words) => {
    expect(caseLabel(tag)).toBe(words);
  });
});
