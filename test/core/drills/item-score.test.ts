// Issue 23, items and steps counted one way: a session is scored in items; an item of several steps is right only when
// every step is, too slow when right with a step after its limit, and it weighs once in accuracy. Property: an
// answer after its limit is never counted floor-ready, in the item scores, the session summary or the ratings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemCounts, itemScores, type ScoredStep } from '../../../core/drills/item-score.ts';
import { isFloorReady } from '../../../core/drills/pace.ts';
import { answer, startSession, summarise, type SessionState } from '../../../core/drills/session.ts';
import { rateSkillAnswer } from '../../../core/progress/rating.ts';
import { drillSet } from './helpers.ts';

const step = (item: number, correct: boolean, late = false): ScoredStep => ({
  item,
  kind: 'whole-coup',
  mark: { correct, late },
});

describe('an item of several steps counts once', () => {
  it.each([
    // [case, steps per item, answered steps, counts]
    ['two steps right: one item right', [2], [step(0, true), step(0, true)], [1, 1, 0, 1]],
    ['one step of two wrong: one item wrong', [2], [step(0, true), step(0, false)], [1, 0, 0, 0]],
    ['a step after its limit: right, too slow', [2], [step(0, true, true), step(0, true)], [1, 1, 1, 0]],
    ['a wrong step outweighs a late one', [2], [step(0, true, true), step(0, false)], [1, 0, 0, 0]],
    ['half an item is not counted yet', [2], [step(0, true)], [0, 0, 0, 0]],
    [
      'a two-step item beside a one-step item: each weighs once (1 of 2, not 2 of 3)',
      [2, 1],
      [step(0, true), step(0, true), step(1, false)],
      [2, 1, 0, 1],
    ],
  ] as const)('%s', (_name, sizes, steps, [answered, correct, tooSlow, floorReady]) => {
    const counts = itemCounts(itemScores(steps, (i) => sizes[i] ?? 0));
    expect([counts.answered, counts.correct, counts.tooSlow, counts.floorReady]).toEqual([
      answered,
      correct,
      tooSlow,
      floorReady,
    ]);
    expect(counts.accuracy).toBe(answered ? correct / answered : 0);
  });

  it('a session of whole coups and one-step calls: accuracy is items right of items answered', () => {
    const set = drillSet([
      { kind: 'whole-coup', count: 1, difficulty: 'standard', timeLimitMs: null },
      { kind: 'result', count: 1, difficulty: 'standard', timeLimitMs: null },
    ]);
    const started = startSession(set, 'weigh-once');
    if (!started.ok) throw new Error(started.error);
    let state = started.state;
    const coupSteps = state.items[0]!.steps.length;
    expect(coupSteps).toBeGreaterThan(1);
    // Every step of the coup right, the result call wrong: by steps that would be coupSteps of coupSteps + 1.
    while (state.item < 2) {
      const key = state.items[state.item]!.steps[state.step]!.key.expected;
      const wrongResult = {
        type: 'result',
        winner: key.type === 'result' && key.winner === 'tie' ? 'banker' : 'tie',
      };
      const r = answer(state, state.item === 1 ? (wrongResult as typeof key) : key, 500);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    expect(summarise(state)).toMatchObject({ answered: 2, items: 2, correct: 1, accuracy: 0.5 });
  });
});

describe('property (issue 23): an answer after its limit is never counted floor-ready', () => {
  const LIMIT = 2000;
  const set = drillSet([
    { kind: 'whole-coup', count: 2, difficulty: 'standard', timeLimitMs: LIMIT },
    { kind: 'result', count: 3, difficulty: 'standard', timeLimitMs: LIMIT },
  ]);

  it('in the marks, the ratings and the summary, soft limit or hard', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.record({ right: fc.boolean(), ms: fc.integer({ min: 0, max: 3 * LIMIT }) }), {
          minLength: 12,
          maxLength: 12,
        }),
        (hard, plan) => {
          const s = hard ? { ...set, hardTimeLimit: true } : set;
          const started = startSession(s, 'floor-ready');
          if (!started.ok) throw new Error(started.error);
          let state: SessionState = started.state;
          const late = new Set<number>();
          const wrong = new Set<number>();
          for (const p of plan) {
            if (state.item >= state.items.length) break;
            const key = state.items[state.item]!.steps[state.step]!.key;
            const r = answer(state, p.right ? key.expected : wrongOf(key.expected), p.ms);
            if (!r.ok) throw new Error(r.error);
            if (p.ms > LIMIT) {
              late.add(state.item);
              expect(isFloorReady(r.feedback.mark)).toBe(false);
              expect(['again', 'hard']).toContain(
                rateSkillAnswer(state.items[state.item]!.kind, r.feedback.mark.correct, p.ms, true),
              );
            }
            expect(r.feedback.mark.late).toBe(p.ms > LIMIT);
            if (!r.feedback.mark.correct) wrong.add(state.item);
            state = r.state;
          }
          const summary = summarise(state);
          // Floor-ready: the items finished with every step right and none after its limit; no other.
          const done = [...Array(state.item).keys()];
          expect(summary.floorReady).toBe(done.filter((i) => !late.has(i) && !wrong.has(i)).length);
          expect(summary.floorReady + summary.tooSlow).toBe(summary.correct);
          // An item with a late step is floor-ready in no skill either.
          for (const k of summary.skills) expect(k.floorReady + k.tooSlow).toBe(k.correct);
          if (hard) expect(summary.tooSlow).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** A response of the same form that is wrong. */
function wrongOf<T extends { type: string }>(r: T): T {
  const x = r as unknown as Record<string, unknown>;
  switch (r.type) {
    case 'points':
      return { ...r, player: ((x.player as number) + 1) % 10 };
    case 'draw':
      return { ...r, draw: !(x.draw as boolean) };
    case 'result':
      return { ...r, winner: x.winner === 'tie' ? 'banker' : 'tie' };
    default:
      throw new Error(`no wrong ${r.type} here`);
  }
}
