// Regression test for issue 18 N5: on 8 question forms the right answer was always the longest option. A trainee must
// not be able to pick the key by its length, its position or its wording alone. Over many generated items of every
// multiple-choice form whose options are shuffled (lettered options: statements and irregularity procedures), per form
// (the key's case tag): the key is not the unique longest, nor the unique shortest, option in more than half the items
// (with four or more options chance is a quarter or less), and its position is uniform by a chi-square test.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { PROCEDURE_TOPICS } from '../../../core/drills/kinds/procedure/topics.ts';
import { topicUnavailable } from '../../../core/drills/kinds/procedure.ts';
import type { DrillItem } from '../../../core/drills/types.ts';
import { BUILT_IN_PROFILES, type TableProfile } from '../../../core/profiles.ts';
import { drillSet } from '../drills/helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

interface FormStats {
  n: number;
  longest: number;
  shortest: number;
  positions: number[];
}

/** Chi-square critical values at p = 0.001 by degrees of freedom (1-7): a uniform form fails 1 time in 1,000. */
const CHI2_001 = [10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32];

function chiSquare(counts: readonly number[]): number {
  const n = counts.reduce((a, b) => a + b, 0);
  const e = n / counts.length;
  return counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
}

function record(stats: Map<string, FormStats>, item: DrillItem): void {
  for (const { prompt, key } of item.steps) {
    if (prompt.form.type !== 'choice' || key.expected.type !== 'choice') continue;
    const options = prompt.form.options;
    // Shuffled forms only: lettered statements (a, b, ...) and the irregularity's numbered procedures. Seat lists, Yes/No
    // and fixed scales (the pair classes) are in a fixed order that the answer does not decide.
    if (options.length < 3 || !(item.kind === 'irregularity' || options.every((o) => /^[a-h]$/.test(o.key))))
      continue;
    const choice = key.expected.choice;
    const at = options.findIndex((o) => o.key === choice);
    const len = options.map((o) => english(o.label).length);
    const mine = len[at] as number;
    const tag = `${item.kind} ${key.cases[0] ?? '?'} (${options.length} options)`;
    const s = stats.get(tag) ?? { n: 0, longest: 0, shortest: 0, positions: options.map(() => 0) };
    s.n++;
    if (len.every((l, i) => i === at || l < mine)) s.longest++;
    if (len.every((l, i) => i === at || l > mine)) s.shortest++;
    s.positions[at]!++;
    stats.set(tag, s);
  }
}

function collect(): Map<string, FormStats> {
  const stats = new Map<string, FormStats>();
  const topics = Object.values(PROCEDURE_TOPICS).flat();
  for (const profile of BUILT_IN_PROFILES as readonly TableProfile[]) {
    const sections = topics
      .filter((topic) => topicUnavailable(topic, profile) === null)
      .map((topic) => ({
        kind: 'procedure' as const,
        count: 120,
        difficulty: 'standard' as const,
        timeLimitMs: null,
        constraints: { topic },
      }));
    sections.push({
      kind: 'irregularity',
      count: 200,
      difficulty: 'standard',
      timeLimitMs: null,
      constraints: {},
    } as never);
    const made = generateItems(drillSet(sections, { profile }), `n5-${profile.id}`);
    if (!made.ok) throw new Error(`${profile.id}: ${made.error}`);
    for (const item of made.items) record(stats, item);
  }
  return stats;
}

describe('N5: options do not give the answer away by length or position (every shuffled multiple-choice form)', () => {
  const stats = collect();
  const forms = [...stats].filter(([, s]) => s.n >= 40);
  it('enough forms are sampled to mean something', () => {
    expect(forms.length).toBeGreaterThan(30);
  });
  it.each(forms)('%s', (_tag, s) => {
    expect(s.longest / s.n, 'share of items where the key is the unique longest option').toBeLessThanOrEqual(
      0.5,
    );
    expect(
      s.shortest / s.n,
      'share of items where the key is the unique shortest option',
    ).toBeLessThanOrEqual(0.5);
    expect(chiSquare(s.positions), `key positions ${s.positions.join(', ')}`).toBeLessThan(
      CHI2_001[s.positions.length - 2] as number,
    );
  });
});
