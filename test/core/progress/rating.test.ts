// Ratings for the schedule: wrong, slow, within the target time and fast are FSRS's Again, Hard, Good and Easy.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPEED_TARGETS_MS } from '../../../core/drills/mastery.ts';
import { pace, rateAnswer, rateSkillAnswer, RATINGS } from '../../../core/progress/rating.ts';

describe('ratings from correctness and time', () => {
  it.each([
    ['wrong and slow', false, 9000, 'again'],
    ['wrong but fast', false, 100, 'again'],
    ['right, over the target', true, 2501, 'hard'],
    ['right, exactly the target', true, 2500, 'good'],
    ['right, just over half the target', true, 1251, 'good'],
    ['right, half the target', true, 1250, 'easy'],
    ['right, instant', true, 0, 'easy'],
  ] as const)('Tasmania 11 third-card call (target 2500 ms), %s: %s', (_name, correct, ms, rating) => {
    expect(rateAnswer(correct, ms, 2500)).toBe(rating);
    expect(rateSkillAnswer('third-card', correct, ms)).toBe(rating);
  });

  it.each([
    // Issue 23: after the step's own time limit, right is a miss of speed (Hard) however fast against the target.
    ['right, in time for the skill but after the step limit', true, 100, 'hard'],
    ['right, slow for the skill and after the step limit', true, 9000, 'hard'],
    ['wrong and after the step limit (a hard limit timed out)', false, 9000, 'again'],
  ] as const)('issue 23, too slow: %s: %s', (_name, correct, ms, rating) => {
    expect(rateAnswer(correct, ms, 2500, true)).toBe(rating);
    expect(rateSkillAnswer('third-card', correct, ms, true)).toBe(rating);
  });

  it('property (issue 23): an answer after its step limit never rates Good or Easy', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 1, max: 120_000 }),
        (correct, ms, target) => {
          expect(['again', 'hard']).toContain(rateAnswer(correct, ms, target, true));
        },
      ),
    );
  });

  it('each skill is timed against its own target (a payout may take longer than a call)', () => {
    expect(rateSkillAnswer('payout', true, 6000)).toBe('good');
    expect(rateSkillAnswer('call-hand', true, 6000)).toBe('hard');
  });

  it('property: a wrong answer is always again; a right one never is; slower never rates higher', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 1, max: 120_000 }),
        (a, b, target) => {
          const [fast, slow] = a <= b ? [a, b] : [b, a];
          expect(rateAnswer(false, fast, target)).toBe('again');
          expect(rateAnswer(true, fast, target)).not.toBe('again');
          const rank = (ms: number) => RATINGS.indexOf(rateAnswer(true, ms, target));
          expect(rank(slow)).toBeLessThanOrEqual(rank(fast));
        },
      ),
    );
  });

  it('pace bands meet at half the target and at the target', () => {
    const t = SPEED_TARGETS_MS.result;
    expect([pace(t / 2, t), pace(t / 2 + 1, t), pace(t, t), pace(t + 1, t)]).toEqual([
      'fast',
      'within',
      'within',
      'slow',
    ]);
  });
});
