// The independent checker can fail: every key it derives, once altered, is reported as wrong. Without this a
// checker that compared nothing would pass starter-sets.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet, resolveProfile } from '../../../core/drills/spec.ts';
import type { DrillItem, DrillStep, Response } from '../../../core/drills/types.ts';
import { checkItem, contextFor, type Disagreement } from './check-items.ts';

const DIR = new URL('../../../assets/drill-sets/', import.meta.url);

/** A different, well-formed response of the same type. */
function altered(r: Response, step: DrillStep): Response {
  switch (r.type) {
    case 'points':
      return { ...r, player: (r.player + 1) % 10 };
    case 'draw':
      return { ...r, draw: !r.draw };
    case 'result':
      return { ...r, winner: r.winner === 'tie' ? 'player' : 'tie' };
    case 'amount':
      return { ...r, amount: r.amount + 1 };
    case 'choice': {
      const form = step.prompt.form;
      const other = form.type === 'choice' ? form.options.find((o) => o.key !== r.choice) : undefined;
      return { ...r, choice: other?.key ?? `${r.choice}x` };
    }
    case 'settle-table': {
      const [first, ...rest] = r.actions;
      if (!first) return r;
      const changed =
        first.action === 'pay'
          ? { ...first, amount: first.amount + 1 }
          : { ...first, action: 'pay' as const, amount: 1 };
      return { ...r, actions: [changed, ...rest] };
    }
  }
}

function withKey(item: DrillItem, step: number, expected: Response): DrillItem {
  return {
    ...item,
    steps: item.steps.map((s, i) => (i === step ? { ...s, key: { ...s.key, expected } } : s)),
  };
}

describe('the independent checker reports an altered key', () => {
  for (const file of ['tasmania-assessment.json', 'dragon-bonus-assessment.json', 'deltin-assessment.json']) {
    it(`${file}: every key it derives, altered, is reported`, () => {
      const parsed = parseDrillSet(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')));
      if (!parsed.ok) throw new Error(parsed.error);
      const profile = resolveProfile(parsed.value);
      if (!profile.ok) throw new Error(profile.error);
      const items = generateItems(parsed.value, 'checker-self-test');
      if (!items.ok) throw new Error(items.error);
      const kinds = new Set<string>();
      let tried = 0;
      for (const item of items.items) {
        const base: Disagreement[] = [];
        const x = contextFor(profile.profile, base);
        checkItem(x, item);
        item.steps.forEach((s, step) => {
          if (!x.derived.has(`${item.id}/${step}`)) return;
          const out: Disagreement[] = [];
          checkItem(contextFor(profile.profile, out), withKey(item, step, altered(s.key.expected, s)));
          // A disagreement the unaltered key did not have (a key already in KNOWN_WRONG reads differently).
          const before = new Set(base.map((d) => JSON.stringify(d)));
          const fresh = out.filter((d) => d.step === step && !before.has(JSON.stringify(d)));
          expect(fresh.length, `${file} ${item.id} step ${step}`).toBeGreaterThan(0);
          kinds.add(item.kind);
          tried++;
        });
      }
      expect(tried).toBeGreaterThan(50);
      // Every kind in the assessment had keys checked.
      expect([...kinds].sort(), [...new Set(items.items.map((i) => i.kind))].join()).toEqual(
        [...new Set(items.items.map((i) => i.kind))].sort(),
      );
    });
  }
});
