// The deal: Tasmania 9.2 order (Player, Banker, Player, Banker), then third cards by Tasmania 11; the speed setting
// scales it, and reduced motion keeps the same steps without movement.
import { describe, expect, test } from 'vitest';
import { dealDuration, dealOrder, dealTiming } from '../../renderer/lib/motion.ts';

const order = (steps: ReturnType<typeof dealOrder>) => steps.map((s) => `${s.hand[0]}${s.index + 1}`);

describe('dealOrder', () => {
  const t = dealTiming(1, false);

  test.each([
    [2, 2, ['p1', 'b1', 'p2', 'b2']],
    [3, 2, ['p1', 'b1', 'p2', 'b2', 'p3']],
    [2, 3, ['p1', 'b1', 'p2', 'b2', 'b3']],
    [3, 3, ['p1', 'b1', 'p2', 'b2', 'p3', 'b3']],
  ])('Tasmania 9.2, 11: %i Player and %i Banker cards are dealt in order', (player, banker, want) => {
    expect(order(dealOrder({ player, banker }, { player: 0, banker: 0 }, t))).toEqual(want);
  });

  test('a later step of the same coup deals only the new cards', () => {
    const steps = dealOrder({ player: 3, banker: 3 }, { player: 2, banker: 2 }, t);
    expect(order(steps)).toEqual(['p3', 'b3']);
    expect(steps[0]?.atMs).toBe(0);
  });

  test('cards leave the shoe one interval apart, and the deal ends when the last has turned', () => {
    const steps = dealOrder({ player: 2, banker: 2 }, { player: 0, banker: 0 }, t);
    expect(steps.map((s) => s.atMs)).toEqual([0, 1, 2, 3].map((k) => k * t.intervalMs));
    expect(dealDuration(steps, t)).toBe(3 * t.intervalMs + t.slideMs + t.flipMs);
  });
});

describe('dealTiming', () => {
  test('speed 2 halves every step; speeds are clamped to 0.5..3', () => {
    const one = dealTiming(1, false);
    const two = dealTiming(2, false);
    expect(two.intervalMs).toBe(Math.round(one.intervalMs / 2));
    expect(dealTiming(10, false)).toEqual(dealTiming(3, false));
    expect(dealTiming(0, false)).toEqual(dealTiming(0.5, false));
  });

  test('reduced motion: no slide and no turn, the cards still come one at a time', () => {
    const r = dealTiming(1, true);
    expect(r.slideMs).toBe(0);
    expect(r.flipMs).toBe(0);
    const steps = dealOrder({ player: 2, banker: 2 }, { player: 0, banker: 0 }, r);
    expect(steps.map((s) => s.atMs)).toEqual([0, 1, 2, 3].map((k) => k * r.intervalMs));
    expect(dealDuration(steps, r)).toBe(4 * r.intervalMs);
  });
});
