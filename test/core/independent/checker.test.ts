// The independent checker can fail: every key it derives, once altered, is reported as wrong. Without this a
// checker that compared nothing would pass starter-sets.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { parseDrillSet, resolveProfile } from '../../../core/drills/spec.ts';
import type { DrillItem, DrillStep, Response } from '../../../core/drills/types.ts';
import { commission } from '../../../core/drills/kinds/commission.ts';
import { createCoupDealer } from '../../../core/drills/kinds/kind.ts';
import { builtInProfile, type TableProfile } from '../../../core/profiles.ts';
import { Rng } from '../../../core/rng.ts';
import { checkItem, contextFor, type Disagreement } from './check-items.ts';
import { english } from '../../../core/i18n/phrase.ts';

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
    case 'chips':
      return { ...r, chips: [...r.chips, { value: 1, count: 1 }] };
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
  for (const file of [
    'tasmania-assessment.json',
    'tasmania-procedures.json',
    'dragon-bonus-assessment.json',
    'deltin-assessment.json',
    'casino-guide-assessment.json',
  ]) {
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

describe('the independent checker reports a house convention stated wrongly', () => {
  it('Dragon Bonus guide: a question that says the 5% goes to the box (the guide deducts it) is reported', () => {
    const parsed = parseDrillSet(
      JSON.parse(readFileSync(new URL('dragon-bonus-assessment.json', DIR), 'utf8')),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const profile = resolveProfile(parsed.value);
    if (!profile.ok) throw new Error(profile.error);
    const items = generateItems(parsed.value, 'checker-self-test');
    if (!items.ok) throw new Error(items.error);
    const stating = items.items.filter((i) =>
      /^Banker commission 5%, deducted at payment, /.test(english((i.steps[0] as DrillStep).prompt.question)),
    );
    expect(stating.length).toBeGreaterThan(0);
    for (const item of stating) {
      const step = item.steps[0] as DrillStep;
      const wrong: DrillItem = {
        ...item,
        steps: [
          {
            ...step,
            prompt: {
              ...step.prompt,
              question: english(step.prompt.question).replace(
                /^Banker commission 5%, deducted at payment, rounded (.+?)\.(?= )/,
                "Banker paid even money, 5% commission marked to the seat's box (each mark rounded $1), paid by the end of the shoe at the latest.",
              ),
            },
          },
          ...item.steps.slice(1),
        ],
      };
      const out: Disagreement[] = [];
      checkItem(contextFor(profile.profile, out), wrong);
      expect(out.map((d) => d.code)).toContain('stated-commission');
    }
  });
});

describe('the independent checker reports a table notice that contradicts the profile', () => {
  it("seat numbering: a notice saying seat 1 is at the dealer's left, at a dealer's-right house, is reported", () => {
    const parsed = parseDrillSet(JSON.parse(readFileSync(new URL('tasmania-settlement.json', DIR), 'utf8')));
    if (!parsed.ok) throw new Error(parsed.error);
    const profile = resolveProfile(parsed.value);
    if (!profile.ok) throw new Error(profile.error);
    const items = generateItems(parsed.value, 'checker-self-test');
    if (!items.ok) throw new Error(items.error);
    const item = items.items[0] as DrillItem;
    const step = item.steps[0] as DrillStep;
    const flipped: DrillItem = {
      ...item,
      steps: [
        {
          ...step,
          prompt: {
            ...step.prompt,
            scene: {
              ...step.prompt.scene,
              conventions: (step.prompt.scene.conventions ?? []).map((l) =>
                english(l).replace("Seat 1 is at the dealer's right", "Seat 1 is at the dealer's left"),
              ),
            },
          },
        },
        ...item.steps.slice(1),
      ],
    };
    const base: Disagreement[] = [];
    checkItem(contextFor(profile.profile, base), item);
    expect(base.map((d) => d.code)).not.toContain('stated-convention');
    const out: Disagreement[] = [];
    checkItem(contextFor(profile.profile, out), flipped);
    expect(out.map((d) => d.code)).toContain('stated-convention');
  });
});

describe('the independent checker reads a commission box item across a shoe change (casino guide)', () => {
  it('casino guide: the box collected at the end of the shoe and a new shoe started empty are checked, and an altered collection is reported', () => {
    const casino = builtInProfile('casino-guide') as TableProfile;
    let crossings = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const probe = createCoupDealer(casino, seed);
      let coups = 0;
      do {
        probe.deal();
        coups++;
      } while (!probe.shoeFinished());
      const dealer = createCoupDealer(casino, seed);
      for (let i = 0; i < coups - 3; i++) dealer.deal();
      const made = commission.generate({
        profile: casino,
        rng: Rng.fromSeed(`box-${seed}`),
        difficulty: 'hard',
        constraints: { mode: 'box', coups: 8 },
        itemId: 'item-0',
        timeLimitMs: null,
        dealer,
      });
      if (!made.ok) throw new Error(english(made.error));
      const at = made.item.steps.findIndex((s) => /^The shoe is finished/.test(english(s.prompt.question)));
      if (at < 0) continue;
      crossings++;
      const out: Disagreement[] = [];
      const x = contextFor(casino, out);
      checkItem(x, made.item);
      expect(x.unread).toEqual([]);
      expect(out).toEqual([]);
      expect(x.derived.has(`item-0/${at}`)).toBe(true);
      const step = made.item.steps[at] as DrillStep;
      const wrong: Disagreement[] = [];
      checkItem(contextFor(casino, wrong), withKey(made.item, at, altered(step.key.expected, step)));
      expect(wrong.map((d) => d.code)).toContain('commission-box-collected');
      // Leaving the collection out (a new shoe that keeps the old shoe's box) is reported too.
      const skipped: Disagreement[] = [];
      checkItem(contextFor(casino, skipped), {
        ...made.item,
        steps: made.item.steps.filter((_s, i) => i !== at),
      });
      expect(skipped.map((d) => d.code)).toContain('box-shoe-change');
    }
    expect(crossings).toBeGreaterThan(2);
  });
});
