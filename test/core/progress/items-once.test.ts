// Issue 23: steps and items counted one way everywhere. The levels (and so the dashboard and floor-readiness) count
// a skill's recent answers in items, as the session's summary does: an item of several steps weighs once, right
// only when every step is. Each row below counted differently by steps.
import { describe, expect, it } from 'vitest';
import { english } from '../../../core/i18n/phrase.ts';
import { stepsAsItems, type ItemStep } from '../../../core/drills/item-score.ts';
import type { HistoryEntry } from '../../../core/drills/mastery.ts';
import type { DrillKind } from '../../../core/drills/types.ts';
import {
  DEFAULT_HOUSE_TARGETS,
  floorReadiness,
  skillProgress,
  skillProgressFromStats,
} from '../../../core/progress/levels.ts';

/** `items` items of `steps` steps each, step `wrong(i, step)` answered wrong, 1 s a step. */
function coups(
  kind: DrillKind,
  items: number,
  steps: number,
  wrong: (item: number, step: number) => boolean = () => false,
): HistoryEntry[] {
  return Array.from({ length: items * steps }, (_x, n) => ({
    kind,
    cases: [],
    correct: !wrong(Math.floor(n / steps), n % steps),
    responseMs: 1000,
    step: n % steps,
  }));
}

describe('steps as items', () => {
  it.each<[string, ItemStep[], boolean[]]>([
    [
      'one item of two steps, the first wrong',
      [
        { step: 0, correct: false },
        { step: 1, correct: true },
      ],
      [false],
    ],
    [
      'two one-step items',
      [
        { step: 0, correct: true },
        { step: 0, correct: true },
      ],
      [true, true],
    ],
    ['steps without a place are items of their own', [{ correct: true }, { correct: false }], [true, false]],
    [
      'a run that begins inside an item: its rest is one item',
      [
        { step: 2, correct: false },
        { step: 3, correct: true },
        { step: 0, correct: true },
        { step: 1, correct: true },
      ],
      [false, true],
    ],
    [
      'an item left half answered, then the next begins at its step 0',
      [
        { step: 0, correct: true },
        { step: 1, correct: true },
        { step: 0, correct: false },
      ],
      [true, false],
    ],
  ])('%s', (_name, steps, items) => {
    expect(stepsAsItems(steps)).toEqual(items);
  });
});

describe('levels count items, not steps', () => {
  it.each<[string, HistoryEntry[], DrillKind, { answered: number; correct: number; accuracy: number }]>([
    // By steps: 15 of 20 right, 75%.
    [
      'five whole coups, each first step wrong',
      coups('whole-coup', 5, 4, (_i, s) => s === 0),
      'whole-coup',
      { answered: 5, correct: 0, accuracy: 0 },
    ],
    // By steps: 18 of 20, 90%.
    [
      'ten two-step items, two with a step wrong',
      coups('settle-table', 10, 2, (i, s) => i < 2 && s === 1),
      'settle-table',
      { answered: 10, correct: 8, accuracy: 0.8 },
    ],
    [
      'one-step items count as before',
      coups('result', 20, 1, (i) => i < 2),
      'result',
      { answered: 20, correct: 18, accuracy: 0.9 },
    ],
    // A coup left after two steps (the session closed), then a whole one: two items.
    [
      'a coup left half answered, then a whole one',
      [
        ...coups('whole-coup', 1, 4, () => false).slice(0, 2),
        ...coups('whole-coup', 1, 4, (_i, s) => s === 3),
      ],
      'whole-coup',
      { answered: 2, correct: 1, accuracy: 0.5 },
    ],
  ])('%s', (_name, history, kind, expected) => {
    expect(skillProgress(history, {})[kind]).toMatchObject(expected);
  });

  it('a full window of steps is enough to judge a skill of long items: 12 four-step coups are not, 13 (a full window) are mastered', () => {
    expect(skillProgress(coups('whole-coup', 12, 4), {})['whole-coup']).toMatchObject({
      answered: 12,
      steps: 48,
      level: 'practised',
    });
    // The window's 50 steps: the last two of one coup and twelve whole ones.
    expect(skillProgress(coups('whole-coup', 13, 4), {})['whole-coup']).toMatchObject({
      answered: 13,
      steps: 50,
      level: 'mastered',
    });
  });

  it('the dashboard figures (items, items right, steps) give the same levels as the answers themselves', () => {
    const history = coups('whole-coup', 13, 4, (i, s) => i === 3 && s === 2);
    const fromAnswers = skillProgress(history, {})['whole-coup'];
    const fromStats = skillProgressFromStats(
      [
        {
          kind: 'whole-coup',
          answered: fromAnswers.answered,
          correct: fromAnswers.correct,
          steps: fromAnswers.steps,
          medianMs: 1000,
        },
      ],
      {},
    )['whole-coup'];
    expect(fromStats).toEqual(fromAnswers);
    expect(fromAnswers).toMatchObject({ answered: 13, correct: 12, level: 'practised' });
  });

  it('floor-ready at a house that requires whole coups: a full window of right, quick coups is enough', () => {
    const targets = { ...DEFAULT_HOUSE_TARGETS, skills: ['whole-coup'] as DrillKind[] };
    expect(floorReadiness(skillProgress(coups('whole-coup', 13, 4), {}), targets)).toEqual({
      ready: true,
      reasons: [],
    });
    expect(
      floorReadiness(skillProgress(coups('whole-coup', 3, 4), {}), targets).reasons.map(english),
    ).toEqual(['Whole coup: 3 recent items, at least 20 needed']);
  });
});
