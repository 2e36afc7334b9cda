// The progress chart's target rules (issue 13): one black dashed rule when every skill has the same accuracy target;
// one rule per skill, in the skill's colour, when the house sets its own target per skill.
import { describe, expect, test, vi } from 'vitest';
import { mountInBody } from './mount.ts';
import SkillChart from '../../renderer/components/progress/SkillChart.svelte';
import type { SkillPoint } from '../../contract/progress-types.ts';

const points: SkillPoint[] = [
  {
    kind: 'third-card',
    key: '2026-11-02',
    at: '2026-11-02T10:00:00.000Z',
    accuracy: 0.8,
    medianMs: 2100,
    answered: 10,
  },
  {
    kind: 'third-card',
    key: '2026-11-09',
    at: '2026-11-09T10:00:00.000Z',
    accuracy: 0.9,
    medianMs: 1900,
    answered: 10,
  },
  {
    kind: 'payout',
    key: '2026-11-02',
    at: '2026-11-02T10:00:00.000Z',
    accuracy: 0.7,
    medianMs: 6000,
    answered: 10,
  },
  {
    kind: 'payout',
    key: '2026-11-09',
    at: '2026-11-09T10:00:00.000Z',
    accuracy: 0.85,
    medianMs: 5200,
    answered: 10,
  },
];
const speed = { 'call-hand': 3000, 'third-card': 2500, result: 2000, 'whole-coup': 3000, payout: 7000 };

async function rules(accuracyBySkill?: Record<string, number>): Promise<string[]> {
  // The chart loads Plot on first use: loaded here first, within the test's own limit, the wait below is for the
  // drawing alone (it once also covered a first import that a loaded machine can take seconds over).
  await import('@observablehq/plot');
  const root = mountInBody(SkillChart, {
    points,
    metric: 'accuracy',
    accuracyTarget: 0.95,
    accuracyBySkill,
    speedTargets: speed as never,
    title: 'Accuracy',
  });
  await vi.waitFor(() => expect(root.querySelector('svg')).not.toBeNull(), { timeout: 10_000 });
  // Plot draws a ruleY mark as a <g aria-label="rule"> of <line>s; a constant stroke sits on the group.
  return [...root.querySelectorAll('g[aria-label="rule"] line')].map(
    (l) => l.getAttribute('stroke') ?? l.parentElement?.getAttribute('stroke') ?? '',
  );
}

describe('SkillChart target rules', () => {
  test('the same target for every skill: one black rule', async () => {
    expect(await rules()).toEqual(['#333']);
    expect(await rules({ 'third-card': 0.95, payout: 0.95 })).toEqual(['#333']);
  });

  test("the house's own targets per skill: one rule per skill in its colour", async () => {
    const strokes = await rules({ 'third-card': 0.9, payout: 0.8 });
    expect(strokes).toHaveLength(2);
    expect(new Set(strokes).size).toBe(2);
    expect(strokes).not.toContain('#333');
  });
});
