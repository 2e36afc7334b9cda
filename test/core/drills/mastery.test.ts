// Mastery from recent history, and adaptive practice weighted to what is wrong or slow.
import { describe, expect, it } from 'vitest';
import { adaptiveSet, kindWeight } from '../../../core/drills/adaptive.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import { KIND_MODULES } from '../../../core/drills/kinds/index.ts';
import { mastery, median, weakCases, type HistoryEntry } from '../../../core/drills/mastery.ts';
import { parseDrillSet } from '../../../core/drills/spec.ts';
import type { DrillKind } from '../../../core/drills/types.ts';
import { builtInProfile } from '../../../core/profiles.ts';

function entries(
  kind: DrillKind,
  n: number,
  correct: (i: number) => boolean,
  ms = 1000,
  cases = ['c'],
): HistoryEntry[] {
  return Array.from({ length: n }, (_x, i) => ({ kind, cases, correct: correct(i), responseMs: ms }));
}

describe('mastery', () => {
  it('median of odd and even lists, null when empty', () => {
    expect([median([3, 1, 2]), median([4, 1, 3, 2]), median([])]).toEqual([2, 2.5, null]);
  });

  it.each<[string, HistoryEntry[], string]>([
    ['fewer than 10 responses', entries('result', 9, () => true), 'new'],
    ['under 80% right', entries('result', 20, (i) => i % 4 !== 0 && i % 5 !== 0), 'learning'],
    ['95% right within the speed target', entries('result', 20, () => true, 1500), 'mastered'],
    ['95% right but slow', entries('result', 20, () => true, 9000), 'practised'],
    ['90% right', entries('result', 20, (i) => i % 10 !== 0), 'practised'],
  ])('%s: %s', (_name, history, level) => {
    expect(mastery(history).result.level).toBe(level);
  });

  it('only the last 50 responses of a skill count', () => {
    const history = [...entries('third-card', 100, () => false), ...entries('third-card', 50, () => true)];
    expect(mastery(history)['third-card']).toMatchObject({ answered: 50, correct: 50, accuracy: 1 });
    expect(mastery(history, 100)['third-card']).toMatchObject({ answered: 100, accuracy: 0.5 });
  });

  it('weak cases: wrong counts double, slow once, most frequent first', () => {
    const history: HistoryEntry[] = [
      { kind: 'third-card', cases: ['banker-4-vs-7'], correct: false, responseMs: 100 },
      { kind: 'third-card', cases: ['banker-6-vs-none'], correct: true, responseMs: 9000 },
      { kind: 'third-card', cases: ['banker-4-vs-7'], correct: true, responseMs: 100 },
      { kind: 'third-card', cases: ['banker-3-vs-8'], correct: false, responseMs: 9000 },
    ];
    expect(weakCases(history, 'third-card')).toEqual(['banker-3-vs-8', 'banker-4-vs-7', 'banker-6-vs-none']);
  });
});

describe('adaptive practice', () => {
  const tasmania = builtInProfile('tasmania')!;
  const history: HistoryEntry[] = [
    ...entries('call-hand', 30, () => true, 1000),
    ...entries('third-card', 30, (i) => i % 2 === 0, 1000, ['banker-4-vs-7']),
    ...entries('result', 30, () => true, 5000),
  ];

  it('kinds answered wrong or slowly weigh more', () => {
    expect(kindWeight(history, 'third-card')).toBe(3);
    expect(kindWeight(history, 'result')).toBe(3);
    expect(kindWeight(history, 'call-hand')).toBe(1);
    expect(kindWeight(history, 'whole-coup')).toBe(1.5);
  });

  it('a valid, deterministic practice set of the requested size, targeting the weak grid cell', () => {
    const set = adaptiveSet(history, tasmania, 40, 'a');
    expect(adaptiveSet(history, tasmania, 40, 'a')).toEqual(set);
    expect(parseDrillSet(set)).toEqual({ ok: true, value: set });
    expect(set.profile).toBe('tasmania');
    expect(set.sections.reduce((a, s) => a + s.count, 0)).toBe(40);
    const count = (k: DrillKind) => set.sections.filter((s) => s.kind === k).reduce((a, s) => a + s.count, 0);
    expect(count('third-card')).toBeGreaterThan(count('call-hand'));
    expect(set.sections).toContainEqual(
      expect.objectContaining({
        kind: 'third-card',
        constraints: { bankerPoint: 4, playerThirdValue: 7, natural: false },
      }),
    );
    const items = generateItems(set, 'a');
    expect(items.ok).toBe(true);
  });

  it('with no history every registered kind that works on the profile is practised', () => {
    const set = adaptiveSet([], tasmania, KIND_MODULES.length * 2, 'fresh');
    const kinds = new Set(set.sections.map((s) => s.kind));
    for (const m of KIND_MODULES) expect(kinds).toContain(m.kind);
  });
});
