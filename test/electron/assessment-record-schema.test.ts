// The assessment record's schema (core/assessment/record.ts): every field is checked by a real schema, not "is an
// object", so the record's type is the schema's. A real attempt record from the backend (graded, countersigned, with a
// wrong and a timed-out step) parses unchanged; a record damaged in any nested field is refused, naming the path.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse } from '../../contract/index.ts';
import { assessmentRecordSchema, type AssessmentRecord } from '../../core/assessment/record.ts';
import { runAttempt, type AttemptRun } from '../support/assessment-run.ts';
import { removeDir, tempDir } from './helpers.ts';

const APP = join(import.meta.dirname, 'fixtures', 'assess-app');

let dir: string;
let run: AttemptRun;

beforeAll(async () => {
  dir = tempDir();
  run = await runAttempt({
    dataDir: join(dir, 'data'),
    appRoot: APP,
    drillSetId: 'timed-assessment',
    seed: '3d5e7f9a1b2c4d6e8f0a2b4c6d8e0f1a',
    candidate: { name: 'Ελένη Σταύρου', staffNumber: 'S-7' },
    assessor: 'Pat Supervisor',
    wrong: [0],
    timeOut: [1],
    practical: {
      assessor: 'Pat Supervisor',
      areas: [
        { area: 'Shuffle and cut', grade: 'A' },
        { area: 'Calls', grade: 'B' },
        { area: 'Settlement', grade: 'A' },
      ],
      redLines: [],
      comment: 'Clear calls.',
    },
    countersign: { name: 'Sam Second', confirmed: true },
  });
});
afterAll(() => {
  run.backend.close();
  removeDir(dir);
});

const REMOVE = Symbol('remove');

/** The record as it came over the wire, with the field at `path` set to `value` (or removed); a deep copy. */
function damaged(path: string, value: unknown): unknown {
  const copy: unknown = structuredClone(run.record);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], copy) as Record<
    string,
    unknown
  >;
  if (value === REMOVE) delete parent[last];
  else parent[last] = value;
  return copy;
}

const issuesOf = (value: unknown): string[] => {
  const parsed = assessmentRecordSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('the assessment record schema', () => {
  it('a real record from the backend parses, and its output is the record unchanged', async () => {
    const record: AssessmentRecord = await run.call('assessment.record', { attemptId: run.record.attemptId });
    expect(record.practical?.grades?.countersign?.name).toBe('Sam Second');
    expect(record.responses.some((l) => l.timedOut)).toBe(true);
    expect(record.responses.some((l) => !l.correct && !l.timedOut)).toBe(true);
    const parsed = assessmentRecordSchema.safeParse(record);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(record);
    expect(checkResponse('assessment.record', record)).toBeNull();
  });

  // [what, the field changed, its new value, the path the refusal names]
  it.each<[string, string, unknown, string]>([
    [
      'a step with a string for its response time',
      'responses.0.responseMs',
      '1200',
      'responses.0.responseMs',
    ],
    ['a step of an unknown kind', 'responses.1.kind', 'poker', 'responses.1.kind'],
    [
      'a skill line with no pass mark field',
      'knowledge.skills.0.passMark',
      REMOVE,
      'knowledge.skills.0.passMark',
    ],
    ['an unknown red line', 'knowledge.redLineRules', ['cheating'], 'knowledge.redLineRules.0'],
    [
      'a practical grade that is not one',
      'practical.grades.areas.0.grade',
      'D',
      'practical.grades.areas.0.grade',
    ],
    [
      'a countersign without its time',
      'practical.grades.countersign.at',
      REMOVE,
      'practical.grades.countersign.at',
    ],
    ['a profile with a negative limit', 'profile.limits.main.min', -1, 'profile.limits.main.min'],
    ['a result that is not one', 'result', 'passed', 'result'],
    ['a field the record does not have', 'secret', 'x', ''],
  ])('%s is refused, naming the path', (_what, field, value, path) => {
    expect(issuesOf(damaged(field, value))).toContain(path);
    expect(checkResponse('assessment.record', damaged(field, value))).toMatch(
      /^assessment\.record answered with a value/,
    );
  });
});
