// Issue 23: no item repeats in a session with only its options reordered. Forty table-procedure items at every house
// (ten seeds each) held 41 to 114 repeats before an item already dealt was dealt again; now none, and a kind whose
// pool is smaller than the count still deals (it repeats only once it has nothing new).
import { describe, expect, it } from 'vitest';
import { generateItems, sameness } from '../../../core/drills/generate.ts';
import { BUILT_IN_PROFILES } from '../../../core/profiles.ts';
import type { DrillItem } from '../../../core/drills/types.ts';
import { drillSet } from './helpers.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

function repeats(items: readonly DrillItem[]): number {
  const keys = items.map(sameness);
  return keys.length - new Set(keys).size;
}

describe('no item repeats in a session', () => {
  it.each(BUILT_IN_PROFILES.map((p) => p.id))(
    '%s: forty table-procedure items, ten seeds, no repeat',
    (profile) => {
      const set = drillSet([{ kind: 'procedure', count: 40, difficulty: 'standard', timeLimitMs: null }], {
        profile,
      });
      for (const seed of SEEDS) {
        const made = generateItems(set, seed);
        if (!made.ok) throw new Error(made.error);
        expect(repeats(made.items), seed).toBe(0);
      }
    },
  );

  it('the same item with its options in another order counts as the same item', () => {
    const made = generateItems(
      drillSet([{ kind: 'procedure', count: 1, difficulty: 'standard', timeLimitMs: null }]),
      'x',
    );
    if (!made.ok) throw new Error(made.error);
    const item = made.items[0]!;
    const step = item.steps[0]!;
    if (step.prompt.form.type !== 'choice') throw new Error('a choice item');
    const reversed: DrillItem = {
      ...item,
      steps: [
        {
          ...step,
          prompt: {
            ...step.prompt,
            form: { type: 'choice', options: [...step.prompt.form.options].reverse() },
          },
        },
      ],
    };
    expect(sameness(reversed)).toBe(sameness(item));
  });

  it('a section asking for more items than its pool holds still deals them all (deterministically)', () => {
    const set = drillSet([
      {
        kind: 'procedure',
        count: 12,
        difficulty: 'standard',
        timeLimitMs: null,
        constraints: { area: 'cards' },
      },
    ]);
    const a = generateItems(set, 'pool');
    const b = generateItems(set, 'pool');
    expect(a.ok && a.items.length).toBe(12);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
