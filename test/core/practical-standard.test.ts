import fc from 'fast-check';
import { english } from '../../core/i18n/phrase.ts';
import { describe, expect, it } from 'vitest';
import {
  practicalOutcome,
  countersignProblem,
  type PracticalGrades,
} from '../../core/assessment/practical.ts';
import { DEFAULT_STANDARD } from '../../core/assessment/practical-standard-default.ts';
import {
  GRADES,
  gradeAgainst,
  parseStandard,
  type Grade,
  redLinesFor,
  type Outcome,
  type PracticalStandard,
} from '../../core/assessment/practical-standard.ts';
import { DEFAULT_PRACTICAL_AREAS } from '../../core/assessment/policy.ts';

const criteria = { A: 'a', B: 'b', C: 'c', fail: 'f' };
// Two areas with different pass rules: Calls lets a C pass, Settlement makes a C a retake and a B a retake too.
const standard: PracticalStandard = {
  title: 'Test school',
  areas: [
    { name: 'Calls', criteria, outcomes: { A: 'pass', B: 'pass', C: 'pass', fail: 'fail' } },
    { name: 'Settlement', criteria, outcomes: { A: 'pass', B: 'retake', C: 'retake', fail: 'fail' } },
  ],
  redLines: [
    { id: 'exposed-card', label: 'Exposed a card', fails: 'practical' },
    { id: 'paid-before-taking', label: 'Paid before taking', fails: 'area', area: 'Settlement' },
    { id: 'bad-call', label: 'Called the wrong hand', fails: 'area', area: 'Calls' },
  ],
};

function grade(calls: Grade, settlement: Grade, redLines: string[] = []) {
  const r = gradeAgainst(
    standard,
    [
      { area: 'Calls', grade: calls },
      { area: 'Settlement', grade: settlement },
    ],
    redLines,
  );
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('gradeAgainst: the pass rule per area', () => {
  it.each<[Grade, Grade, Outcome, Outcome, Outcome]>([
    // calls, settlement → calls outcome, settlement outcome, practical outcome
    ['A', 'A', 'pass', 'pass', 'pass'],
    ['C', 'A', 'pass', 'pass', 'pass'], // a C passes Calls in this school
    ['A', 'B', 'pass', 'retake', 'retake'], // a B is a retake of Settlement
    ['A', 'C', 'pass', 'retake', 'retake'],
    ['fail', 'A', 'fail', 'pass', 'fail'],
    ['fail', 'C', 'fail', 'retake', 'fail'], // a fail anywhere outweighs a retake
    ['B', 'fail', 'pass', 'fail', 'fail'],
  ])('Calls %s, Settlement %s: %s, %s, practical %s', (c, s, co, so, all) => {
    const g = grade(c, s);
    expect(g.areas.map((a) => a.outcome)).toEqual([co, so]);
    expect(g.outcome).toBe(all);
  });

  it('records the criteria of the grade given', () => {
    expect(grade('B', 'fail').areas.map((a) => a.criteria)).toEqual(['b', 'f']);
  });

  it('grades an area the standard does not describe by A, B and C passing', () => {
    const r = gradeAgainst(standard, [{ area: 'Pace', grade: 'C' }], []);
    expect(r.ok && r.value.areas[0]).toMatchObject({
      outcome: 'pass',
      criteria: expect.stringContaining('no criteria'),
    });
  });
});

describe('gradeAgainst: red lines', () => {
  it.each<[string[], Outcome, Outcome, Outcome]>([
    // observed → calls, settlement, practical (both areas graded A)
    [[], 'pass', 'pass', 'pass'],
    [['paid-before-taking'], 'pass', 'fail', 'fail'], // fails its own area only
    [['bad-call'], 'fail', 'pass', 'fail'],
    [['exposed-card'], 'pass', 'pass', 'fail'], // fails the whole practical, not an area
    [['exposed-card', 'bad-call'], 'fail', 'pass', 'fail'],
  ])('%j: %s, %s, practical %s', (observed, co, so, all) => {
    const g = grade('A', 'A', observed);
    expect(g.areas.map((a) => a.outcome)).toEqual([co, so]);
    expect(g.outcome).toBe(all);
    expect(g.redLines.map((r) => r.id)).toEqual(observed);
  });

  it.each<[string[], string]>([
    [['no-such'], 'redLines: "no-such" is not a red line of the standard'],
    [['exposed-card', 'exposed-card'], 'redLines: "exposed-card" is listed twice'],
  ])('refuses %j', (observed, error) => {
    expect(
      gradeAgainst(
        standard,
        [
          { area: 'Calls', grade: 'A' },
          { area: 'Settlement', grade: 'A' },
        ],
        observed,
      ),
    ).toMatchObject({
      ok: false,
      error,
    });
  });

  it("refuses a red line of an area the sitting does not grade, and lists only the sitting's", () => {
    expect(gradeAgainst(standard, [{ area: 'Calls', grade: 'A' }], ['paid-before-taking'])).toMatchObject({
      ok: false,
      error: 'redLines: "paid-before-taking" fails the area "Settlement", which this sitting does not grade',
    });
    expect(redLinesFor(standard, ['Calls']).map((r) => r.id)).toEqual(['exposed-card', 'bad-call']);
  });

  it('never gives a better outcome for a worse grade or one more red line', () => {
    const gradeArb = fc.constantFrom(...GRADES);
    const order: Record<Outcome, number> = { pass: 2, retake: 1, fail: 0 };
    fc.assert(
      fc.property(
        gradeArb,
        gradeArb,
        fc.subarray(standard.redLines.map((r) => r.id)),
        fc.constantFrom(...standard.redLines.map((r) => r.id)),
        (c, s, seen, extra) => {
          const base = grade(c, s, seen).outcome;
          const worse = grade('fail', s, seen).outcome;
          expect(order[worse]).toBeLessThanOrEqual(order[base]);
          if (!seen.includes(extra))
            expect(order[grade(c, s, [...seen, extra]).outcome]).toBeLessThanOrEqual(order[base]);
        },
      ),
    );
  });
});

describe('parseStandard', () => {
  it('accepts the default standard, which describes every default area and makes a C a retake', () => {
    expect(parseStandard(DEFAULT_STANDARD)).toEqual({ ok: true, value: DEFAULT_STANDARD });
    expect(DEFAULT_STANDARD.areas.map((a) => a.name)).toEqual(DEFAULT_PRACTICAL_AREAS);
    for (const a of DEFAULT_STANDARD.areas) expect(a.outcomes.C).toBe('retake');
  });

  const withArea = (outcomes: Record<Grade, string>) => ({
    ...standard,
    areas: [{ name: 'Calls', criteria, outcomes }],
    redLines: [],
  });
  it.each<[string, unknown, string]>([
    [
      'a fail that passes',
      withArea({ A: 'pass', B: 'pass', C: 'pass', fail: 'pass' }),
      'areas.0.outcomes.fail: a fail grade must fail the area',
    ],
    [
      'an A that is a retake',
      withArea({ A: 'retake', B: 'retake', C: 'retake', fail: 'fail' }),
      'areas.0.outcomes.A: an A must pass the area',
    ],
    [
      'a B worse than a C',
      withArea({ A: 'pass', B: 'retake', C: 'pass', fail: 'fail' }),
      "areas.0.outcomes.B: must be at least as good as C's outcome (pass)",
    ],
    [
      'an unknown outcome',
      withArea({ A: 'pass', B: 'maybe', C: 'pass', fail: 'fail' }),
      'areas.0.outcomes.B: must be pass, retake or fail',
    ],
    [
      'empty criteria',
      {
        ...standard,
        areas: [{ name: 'Calls', criteria: { ...criteria, B: ' ' }, outcomes: standard.areas[0]?.outcomes }],
        redLines: [],
      },
      'areas.0.criteria.B: must not be empty',
    ],
    [
      'an area twice',
      { ...standard, areas: [standard.areas[0], standard.areas[0]], redLines: [] },
      'areas.1.name: "Calls" is named twice',
    ],
    ['no areas', { ...standard, areas: [] }, 'areas: needs at least one area'],
    [
      'a red line of no area',
      { ...standard, redLines: [{ id: 'x', label: 'X', fails: 'area', area: 'Pace' }] },
      'redLines.0.area: "Pace" is not an area of this standard',
    ],
    [
      'an area red line naming none',
      { ...standard, redLines: [{ id: 'x', label: 'X', fails: 'area' }] },
      'redLines.0.area: must name the area this red line fails',
    ],
    [
      'a practical red line naming an area',
      { ...standard, redLines: [{ id: 'x', label: 'X', fails: 'practical', area: 'Calls' }] },
      'redLines.0.area: must be left out: this red line fails the whole practical part',
    ],
    [
      'a red line id twice',
      { ...standard, redLines: [standard.redLines[0], standard.redLines[0]] },
      'redLines.1.id: "exposed-card" is used twice',
    ],
    [
      'a bad id',
      { ...standard, redLines: [{ id: 'Exposed Card', label: 'X', fails: 'practical' }] },
      'redLines.0.id: must be lower-case words joined by hyphens ("exposed-card")',
    ],
  ])('refuses %s', (_name, input, error) => {
    expect(parseStandard(input)).toMatchObject({ ok: false, error });
  });
});

describe('practicalOutcome and countersignProblem', () => {
  const old: PracticalGrades = {
    assessor: 'Ann',
    areas: [{ area: 'Calls', grade: 'C' }],
    redLineObservations: [],
    comment: '',
    gradedAt: '2026-01-01T00:00:00.000Z',
  };
  it.each<[PracticalGrades, Outcome]>([
    [old, 'pass'], // grades saved before the standard: a C passed
    [{ ...old, redLineObservations: ['Paid a losing Tie bet'] }, 'fail'],
    [{ ...old, areas: [{ area: 'Calls', grade: 'fail' }] }, 'fail'],
    [{ ...old, outcome: 'retake' }, 'retake'], // by a standard: its outcome
  ])('%#: %s', (g, outcome) => expect(practicalOutcome(g)).toBe(outcome));

  it('refuses the first assessor as the second, whatever the case or spaces', () => {
    expect(english(countersignProblem(old, ' ann ')!.message)).toMatch(/someone other than Ann/);
    expect(countersignProblem(old, 'Bo')).toBeNull();
  });
});
