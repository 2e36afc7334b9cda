// A drill set's problems in the trainer's words, tied to the editor's field ids (core/drills/spec-messages.ts).
/* eslint-disable @typescript-eslint/no-explicit-any -- these tests break a valid document one field at a time */
import { describe, expect, it } from 'vitest';
import { drillSetProblems, generationProblem, messageText } from '../../../core/drills/spec-messages.ts';
import { english, sayPhrase } from '../../../core/i18n/phrase.ts';
import { generateItems } from '../../../core/drills/generate.ts';
import type { DrillSet } from '../../../core/drills/spec.ts';

const VALID = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'Third-card calls',
  description: '',
  profile: 'tasmania',
  sections: [
    {
      kind: 'third-card',
      count: 10,
      difficulty: 'standard',
      constraints: { bankerPoint: [3, 6] },
      timeLimitMs: 8000,
    },
  ],
  passMarks: { overall: 0.8, perSkill: { 'third-card': { accuracy: 0.9, medianMs: 4000 } } },
  mode: 'assessment',
  redLineFailsAssessment: true,
  assessment: { attempts: 3, waitMinutes: 60 },
};

function withChange(change: (doc: Record<string, any>) => void): unknown {
  const doc = structuredClone(VALID) as Record<string, any>;
  change(doc);
  return doc;
}

describe('drill-set problems in plain words, by field', () => {
  it('a valid set has none', () => {
    expect(drillSetProblems(VALID)).toEqual([]);
  });

  const cases: [string, (d: Record<string, any>) => void, string, RegExp][] = [
    ['a pass mark over 100%', (d) => (d.passMarks.overall = 1.2), 'passMarks.overall', /0% to 100%/],
    [
      'a skill pass mark over 100%',
      (d) => (d.passMarks.perSkill['third-card'].accuracy = 1.5),
      'passMarks.perSkill.third-card.accuracy',
      /0% to 100%/,
    ],
    [
      'Tasmania 11: a minimum over a maximum',
      (d) => (d.sections[0].constraints.bankerPoint = [6, 3]),
      'sections.0.constraints.bankerPoint',
      /lowest is above the highest/,
    ],
    ['a count of zero', (d) => (d.sections[0].count = 0), 'sections.0.count', /at least 1/],
    ['a count as text', (d) => (d.sections[0].count = 'ten'), 'sections.0.count', /must be a number/],
    ['an unknown kind', (d) => (d.sections[0].kind = 'juggling'), 'sections.0.kind', /not a drill kind/],
    [
      'a time limit under half a second',
      (d) => (d.sections[0].timeLimitMs = 100),
      'sections.0.timeLimitMs',
      /half a second/,
    ],
    ['an empty title', (d) => (d.title = ''), 'title', /must not be empty/],
    ['attempts of zero', (d) => (d.assessment.attempts = 0), 'assessment.attempts', /at least 1/],
    ['an unknown profile', (d) => (d.profile = 'nowhere'), 'profile', /unknown profile/],
    [
      'a time target without a pass mark',
      (d) => delete d.passMarks.perSkill['third-card'].accuracy,
      'passMarks.perSkill.third-card.accuracy',
      /needs a pass mark/,
    ],
    [
      'a payout detail without its bets',
      (d) =>
        d.sections.push({
          kind: 'payout',
          count: 1,
          difficulty: 'basic',
          constraints: { detail: 'coloured pair' },
          timeLimitMs: null,
        }),
      'sections.1.constraints.detail',
      /needs the bets it applies to/,
    ],
  ];
  for (const [name, change, field, words] of cases) {
    it(`${name}: message at ${field}`, () => {
      const problems = drillSetProblems(withChange(change));
      const found = problems.find((p) => p.field === field);
      expect(found, JSON.stringify(problems)).toBeDefined();
      expect(english(found!.message)).toMatch(words);
      // Never a code path in the words the trainer reads.
      expect(english(messageText(found!))).not.toMatch(/sections\.\d|passMarks\.|timeLimitMs|perSkill/);
    });
  }

  it('the section label names the constraint as the editor does', () => {
    const [p] = drillSetProblems(withChange((d) => (d.sections[0].constraints.bankerPoint = [6, 3])));
    expect(english(p!.label)).toBe("Section 1, Banker's two-card point");
  });

  it('a future format version says to update the app, and nothing else', () => {
    const problems = drillSetProblems(withChange((d) => (d.version = 2)));
    expect(problems).toHaveLength(1);
    expect(english(problems[0]!.message)).toMatch(/format version 2.*newer version of the app/);
  });

  it('not a set at all', () => {
    expect(english(drillSetProblems([1, 2])[0]!.message)).toMatch(/not a drill set/);
    expect(english(drillSetProblems(withChange((d) => (d.format = 'x')))[0]!.message)).toMatch(
      /not a drill set/,
    );
  });

  it('an impossible constraint found by a trial generation is tied to its section', () => {
    const set = withChange((d) => {
      d.sections[0].count = 1;
      d.sections.push({ ...d.sections[0], constraints: { bankerPoint: [9, 9], natural: false } });
    }) as DrillSet;
    const made = generateItems(set, 'trial');
    if (made.ok) throw new Error('an impossible section was dealt');
    const p = generationProblem(made);
    expect(p.field).toBe('sections.1.constraints');
    expect(english(messageText(p))).toMatch(/^Section 2, Constraints: no item could be dealt/);
  });
});

describe("drill-set problems in the trainer's language (issue 24)", () => {
  it('a problem and its field are said in Chinese, the lists as Chinese lists them', () => {
    const [p] = drillSetProblems(withChange((d) => (d.sections[0].count = 0)));
    expect(sayPhrase(messageText(p!), 'zh-Hant')).toBe('第 1 部分，題數：最少為 1');
    expect(sayPhrase(messageText(p!), 'zh-Hans')).toBe('第 1 部分，题数：最少为 1');
    const [kind] = drillSetProblems(withChange((d) => (d.sections[0].kind = 'juggling')));
    const said = sayPhrase(kind!.message, 'zh-Hant');
    expect(said).toMatch(/^不是本程式認識的練習類型（認識的有：.+、.+）$/);
    expect(said).not.toMatch(/, /);
  });

  it('the same problem twice at one field is listed once', () => {
    const problems = drillSetProblems(withChange((d) => (d.sections[0].count = 0)));
    const keys = problems.map((p) => `${p.field} ${JSON.stringify(p.message)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
