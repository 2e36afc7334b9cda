// Each drill kind's facts live on its module (issue 19); the kinds' names and the tables read by kind are derived
// from the registry, so a new kind is one file and one line in core/drills/kinds/index.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KIND_LABELS, KIND_MODULES, SPEED_TARGETS_MS } from '../../../core/drills/kinds/index.ts';
import type { DrillKindModule } from '../../../core/drills/kinds/kind.ts';
import { registryProblems } from '../../../core/drills/kinds/registry-check.ts';
import { SPEED_TARGETS_MS as MASTERY_TARGETS } from '../../../core/drills/mastery.ts';
import { DRILL_KINDS } from '../../../core/drills/types.ts';
import { DRILL_KINDS_PATH, drillKindsSource } from '../../../scripts/make-drill-kinds.ts';
import { say } from '../../../core/i18n/say.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';

/** The kinds stored progress, records and sets already name, in the order they are kept and shown. */
const KINDS_IN_STORED_ORDER = [
  'call-hand',
  'third-card',
  'result',
  'whole-coup',
  'payout',
  'commission',
  'settle-table',
  'irregularity',
  'procedure',
  'chips',
  'dealer-check',
  'pace-lab',
];

describe('drill kind facts', () => {
  it("DRILL_KINDS is the registry's kinds in the registry's order", () => {
    expect(DRILL_KINDS).toEqual(KIND_MODULES.map((m) => m.kind));
  });

  it('the kinds already stored keep their places (a new kind goes at the end)', () => {
    expect(DRILL_KINDS.slice(0, KINDS_IN_STORED_ORDER.length)).toEqual(KINDS_IN_STORED_ORDER);
  });

  it('core/drills/drill-kinds.ts is what scripts/make-drill-kinds.ts writes from the registry', async () => {
    const wanted = await drillKindsSource(KIND_MODULES.map((m) => m.kind));
    expect(readFileSync(DRILL_KINDS_PATH, 'utf8'), 'stale: run node scripts/make-drill-kinds.ts').toBe(
      wanted,
    );
  });

  it('the generator refuses a name that is not a kind name, and a kind registered twice', async () => {
    await expect(drillKindsSource(['call-hand', 'Call hand'])).rejects.toThrow('"Call hand"');
    await expect(drillKindsSource(['result', 'chips', 'result'])).rejects.toThrow('twice: result');
  });

  it.each(KIND_MODULES.map((m) => [m.kind, m] as const))('%s: a label and a speed target', (kind, m) => {
    for (const language of LANGUAGES) expect(say(m.label, language).trim()).not.toBe('');
    expect(KIND_LABELS[kind]).toBe(say(m.label, 'en'));
    expect(Number.isInteger(m.speedTargetMs) && m.speedTargetMs > 0).toBe(true);
    expect(SPEED_TARGETS_MS[kind]).toBe(m.speedTargetMs);
  });

  it('labels are distinct, so a report never shows two skills under one name', () => {
    expect(new Set(Object.values(KIND_LABELS)).size).toBe(DRILL_KINDS.length);
  });

  it('mastery reads the same speed targets', () => {
    expect(MASTERY_TARGETS).toBe(SPEED_TARGETS_MS);
  });
});

describe('the registry check (run when the registry loads)', () => {
  const [callHand, thirdCard] = KIND_MODULES as [DrillKindModule, DrillKindModule];
  /** callHand with some facts missing or wrong, as a careless new module would have them. */
  const broken = (facts: Record<string, unknown>) => ({ ...callHand, ...facts }) as DrillKindModule;

  it('finds nothing wrong with the registry as it is', () => {
    expect(registryProblems(KIND_MODULES)).toEqual([]);
  });

  it.each([
    ['no label', { label: '' }, 'call-hand: no label'],
    ['a blank label', { label: '  ' }, 'call-hand: no label'],
    ['a label that is no message', { label: 'Call the hand' }, 'call-hand: no label'],
    ['no rule', { rule: undefined }, 'call-hand: no rule'],
    ['no speed target', { speedTargetMs: undefined }, 'call-hand: no speed target'],
    ['a speed target of 0', { speedTargetMs: 0 }, 'call-hand: no speed target'],
    ['a fractional speed target', { speedTargetMs: 2.5 }, 'call-hand: no speed target'],
    ['no constraint fields', { constraintFields: undefined }, 'call-hand: no constraint fields'],
    ['no constraints schema', { constraints: undefined }, 'call-hand: no constraints schema'],
    ['no generate', { generate: undefined }, 'call-hand: no generate'],
    [
      'case candidates without their constraints',
      { constraintsForCase: undefined },
      'call-hand: case candidates',
    ],
    ['a name that is not a kind name', { kind: 'Call hand' }, 'Call hand: the kind is not a lower-case name'],
  ])('a kind registered with %s is named with what it lacks', (_what, facts, problem) => {
    const problems = registryProblems([broken(facts), thirdCard]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('a kind registered twice, or under another kind’s label, is named', () => {
    expect(registryProblems([callHand, thirdCard, callHand])).toEqual([
      `call-hand: the label "${say(callHand.label, 'en')}" is also call-hand's`,
      'call-hand: registered twice',
    ]);
    expect(registryProblems([callHand, broken({ kind: 'third-card' }), thirdCard])).toContain(
      'third-card: registered twice',
    );
  });
});
