// Mastery levels held back by a failed assessment, and the floor-ready rule (accuracy and pace both on target).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { english } from '../../../core/i18n/phrase.ts';
import type { HistoryEntry } from '../../../core/drills/mastery.ts';
import { DRILL_KINDS, type DrillKind } from '../../../core/drills/types.ts';
import {
  DEFAULT_HOUSE_TARGETS,
  floorReadiness,
  skillOutcomes,
  skillProgress,
  skillProgressFromStats,
  type AssessmentOutcome,
} from '../../../core/progress/levels.ts';

function answers(kind: DrillKind, n: number, right: (i: number) => boolean, ms = 1000): HistoryEntry[] {
  return Array.from({ length: n }, (_x, i) => ({ kind, cases: [], correct: right(i), responseMs: ms }));
}

/** Every floor skill answered 30 times, all right and quick. */
const floorReady = (): HistoryEntry[] =>
  DEFAULT_HOUSE_TARGETS.skills.flatMap((k) => answers(k, 30, () => true));

describe('mastery levels per skill', () => {
  it.each<[string, AssessmentOutcome | null, string, boolean]>([
    ['no assessment yet', null, 'mastered', false],
    ['the last assessment passed', 'passed', 'mastered', false],
    ['the last assessment failed', 'failed', 'practised', true],
  ])('Tasmania 11 third-card calls all right and quick, %s: %s', (_name, last, level, heldBack) => {
    const p = skillProgress(
      answers('third-card', 30, () => true),
      { 'third-card': last ?? undefined },
    );
    expect(p['third-card']).toMatchObject({ level, heldBack, lastAssessment: last });
  });

  it('a failed assessment does not lift or lower a skill that is not mastered', () => {
    const p = skillProgress(
      answers('payout', 30, (i) => i % 3 !== 0),
      { payout: 'failed' },
    );
    expect(p.payout).toMatchObject({ level: 'learning', heldBack: false });
  });

  it('property: never "mastered" while the last assessment of that skill failed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom(...DRILL_KINDS),
            correct: fc.boolean(),
            responseMs: fc.integer({ min: 0, max: 90_000 }),
          }),
          { maxLength: 300 },
        ),
        fc.dictionary(
          fc.constantFrom(...DRILL_KINDS),
          fc.constantFrom<AssessmentOutcome>('passed', 'failed'),
        ),
        (history, last) => {
          const p = skillProgress(
            history.map((h) => ({ ...h, cases: [] })),
            last,
          );
          for (const kind of DRILL_KINDS)
            if (last[kind] === 'failed') expect(p[kind].level).not.toBe('mastered');
        },
      ),
    );
  });

  it("an assessment's outcome per skill: its own pass mark, else the whole result", () => {
    expect(
      skillOutcomes({
        passed: false,
        skills: [
          { kind: 'third-card', passed: true },
          { kind: 'payout', passed: false },
          { kind: 'result', passed: null },
        ],
      }),
    ).toEqual({ 'third-card': 'passed', payout: 'failed', result: 'failed' });
  });
});

describe('levels from figures (the dashboard) and from answers (the page) agree', () => {
  it('property: the same count, right answers and median give the same level and accuracy', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom(...DRILL_KINDS),
            correct: fc.boolean(),
            responseMs: fc.integer({ min: 0, max: 90_000 }),
          }),
          { maxLength: 200 },
        ),
        fc.dictionary(
          fc.constantFrom(...DRILL_KINDS),
          fc.constantFrom<AssessmentOutcome>('passed', 'failed'),
        ),
        (raw, last) => {
          const history = raw.map((h) => ({ ...h, cases: [] }));
          const fromAnswers = skillProgress(history, last);
          const stats = DRILL_KINDS.map((kind) => {
            const s = fromAnswers[kind];
            return { kind, answered: s.answered, correct: s.correct, medianMs: s.medianMs };
          });
          expect(skillProgressFromStats(stats, last)).toEqual(fromAnswers);
        },
      ),
    );
  });
});

describe('floor-ready', () => {
  it('every floor skill accurate and on pace, no failed assessment: ready', () => {
    expect(floorReadiness(skillProgress(floorReady(), {}))).toEqual({ ready: true, reasons: [] });
  });

  it.each<[string, HistoryEntry[], Partial<Record<DrillKind, AssessmentOutcome>>, RegExp]>([
    [
      'accurate but slow third-card calls',
      [
        ...floorReady().filter((h) => h.kind !== 'third-card'),
        ...answers('third-card', 30, () => true, 4000),
      ],
      {},
      /Third-card calls: median 4 s is slower than 2.5 s/,
    ],
    [
      'quick but 90% payouts',
      [...floorReady().filter((h) => h.kind !== 'payout'), ...answers('payout', 30, (i) => i % 10 !== 0)],
      {},
      /Payouts: accuracy 90% is below 95%/,
    ],
    [
      'too few results declared',
      [...floorReady().filter((h) => h.kind !== 'result'), ...answers('result', 5, () => true)],
      {},
      /Declare the result: 5 recent items, at least 20 needed/,
    ],
    ['last payout assessment failed', floorReady(), { payout: 'failed' }, /Payouts: the last assessment/],
  ])('not ready: %s', (_name, history, last, reason) => {
    const r = floorReadiness(skillProgress(history, last));
    expect(r.ready).toBe(false);
    expect(r.reasons.map(english).join('\n')).toMatch(reason);
  });

  it('a skill the house does not require does not hold a trainee back', () => {
    const history = [...floorReady(), ...answers('irregularity', 30, () => false)];
    expect(floorReadiness(skillProgress(history, { irregularity: 'failed' })).ready).toBe(true);
  });
});
