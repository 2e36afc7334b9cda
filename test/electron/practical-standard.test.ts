// Practical grading from the school's standard (issue 21): each area's outcome from the standard's pass rule (a C is
// "retake this area" by default), red lines from its list, the revision graded against, a second assessor's
// countersign; the trainer edits the standard as revisions; and the xAPI export's IRI base is a trainer setting.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticalInput } from '../../core/assessment/practical.ts';
import { DEFAULT_STANDARD } from '../../core/assessment/practical-standard-default.ts';
import type { PracticalStandard } from '../../core/assessment/practical-standard.ts';
import { english, sayPhrase } from '../../core/i18n/phrase.ts';
import type { Channel, RequestOf, ResponseOf, Result } from '../../contract/index.ts';
import { XAPI_PLACEHOLDER_WARNING } from '../../electron/features/progress/progress-export-xapi.ts';
import { XAPI_PLACEHOLDER } from '../../electron/features/app/settings.ts';
import type { AttemptRun } from '../support/assessment-run.ts';
import { endSitting, sitTimedAssessment } from './timed-sitting.ts';
import { writeFileSync } from 'node:fs';
import { reportFiles } from '../../electron/features/assessment/reports.ts';
import { pdfText } from '../support/pdf-text.ts';
import { sealedWrite } from '../../electron/integrity/attempt-reseal.ts';

let dir: string;
let run: AttemptRun;
let attemptId: string;

beforeAll(async () => {
  ({ dir, run } = await sitTimedAssessment('0f1e2d3c4b5a69788796a5b4c3d2e1f0'));
  attemptId = run.record.attemptId;
});
afterAll(() => endSitting({ dir, run }));

function raw<C extends Channel>(channel: C, request?: RequestOf<C>): Promise<Result<ResponseOf<C>>> {
  return run.backend.registry.invoke(channel, request, 'app://trainer/index.html') as Promise<
    Result<ResponseOf<C>>
  >;
}

const grades = (calls: 'A' | 'B' | 'C' | 'fail', redLines: string[] = []): PracticalInput => ({
  assessor: 'Pat Supervisor',
  areas: [
    { area: 'Shuffle and cut', grade: 'A' },
    { area: 'Calls', grade: calls },
    { area: 'Settlement', grade: 'B' },
  ],
  redLines,
  comment: 'Watched a full shoe.',
});

describe('grading against the standard', () => {
  it('the knowledge part passed and the practical part waits for grading', () => {
    expect(run.record.knowledge.passed).toBe(true);
    expect(run.record.result).toBe('pending-practical');
  });

  it('by the default standard (revision 0) a C is "retake this area": the result stays open, the ID the same', async () => {
    const record = await run.call('assessment.gradePractical', { attemptId, grades: grades('C') });
    expect(record.attemptId).toBe(attemptId);
    expect(record.practical?.grades).toMatchObject({
      standard: { title: DEFAULT_STANDARD.title, revision: 0 },
      outcome: 'retake',
      countersign: null,
      areas: [
        { area: 'Shuffle and cut', grade: 'A', outcome: 'pass' },
        { area: 'Calls', grade: 'C', outcome: 'retake', criteria: DEFAULT_STANDARD.areas[2]?.criteria.C },
        { area: 'Settlement', grade: 'B', outcome: 'pass' },
      ],
    });
    expect(record.practical).toMatchObject({ outcome: 'retake', passed: false });
    expect(record.result).toBe('pending-practical');
  });

  it.each<[string, PracticalInput, 'pass' | 'fail', string[]]>([
    ['all pass', grades('A'), 'pass', []],
    [
      'a red line of Settlement fails it',
      grades('A', ['paid-before-taking']),
      'fail',
      ['Paid winners before taking the losing bets'],
    ],
    [
      'a practical-wide red line',
      grades('A', ['exposed-card']),
      'fail',
      ['Exposed a card while shuffling or dealing'],
    ],
    ['a fail grade', grades('fail'), 'fail', []],
  ])('%s: %s', async (_name, input, result, observed) => {
    const record = await run.call('assessment.gradePractical', { attemptId, grades: input });
    expect(record.result).toBe(result);
    expect(record.practical?.grades?.redLineObservations).toEqual(observed);
    expect(record.practical?.grades?.redLines?.map((r) => r.label)).toEqual(observed);
  });

  it('refuses a red line the standard does not list, or of an area the set does not grade', async () => {
    expect(
      await raw('assessment.gradePractical', { attemptId, grades: grades('A', ['spilled-drink']) }),
    ).toMatchObject({
      ok: false,
      error: 'grades.redLines: "spilled-drink" is not a red line of the standard',
    });
    expect(
      await raw('assessment.gradePractical', { attemptId, grades: grades('A', ['late-bet']) }),
    ).toMatchObject({
      ok: false,
      error:
        'grades.redLines: "late-bet" fails the area "Game protection", which this sitting does not grade',
    });
  });

  it('grades saved before the standard (free-text red lines, no outcomes) still judge as they did', async () => {
    const db = run.backend.context.store.db();
    if (!db.ok) throw new Error(db.error);
    const old = {
      assessor: 'Pat',
      areas: [{ area: 'Calls', grade: 'C' }],
      redLineObservations: [],
      comment: '',
      gradedAt: '2026-01-01T00:00:00.000Z',
    };
    // Stored as the app stores grades (sealed with the attempt: issue 20), only in the older form.
    sealedWrite(run.backend.context, db.value, attemptId, () =>
      db.value
        .prepare('UPDATE practical_grades SET grades_json = ? WHERE session_id = ?')
        .run(JSON.stringify(old), attemptId),
    );
    const record = await run.call('assessment.record', { attemptId });
    expect(record.practical).toMatchObject({ outcome: 'pass', passed: true });
    expect(record.result).toBe('pass');
  });
});

describe('countersign', () => {
  it('needs grades, and a second assessor other than the first; it is recorded with its time and cleared by a regrade', async () => {
    await run.call('assessment.gradePractical', { attemptId, grades: grades('A') });
    expect(
      await raw('assessment.countersignPractical', {
        attemptId,
        countersign: { name: ' pat supervisor', confirmed: true },
      }),
    ).toMatchObject({
      ok: false,
      error:
        'countersign.name: the countersigning assessor must be someone other than Pat Supervisor, who graded the practical part',
    });
    const unconfirmed = await raw('assessment.countersignPractical', {
      attemptId,
      countersign: { name: 'Kim Lead', confirmed: false as true },
    });
    expect(unconfirmed.ok === false && unconfirmed.error).toMatch(/countersign\.confirmed: must be true/);
    const signed = await run.call('assessment.countersignPractical', {
      attemptId,
      countersign: { name: 'Kim Lead', confirmed: true },
    });
    expect(signed.attemptId).toBe(attemptId);
    expect(signed.practical?.grades?.countersign).toEqual({
      name: 'Kim Lead',
      at: expect.stringMatching(/^2026-/),
    });
    expect(signed.result).toBe('pass');
    const regraded = await run.call('assessment.gradePractical', { attemptId, grades: grades('B') });
    expect(regraded.practical?.grades?.countersign).toBeNull();
    const trail = await run.call('audit.trail');
    expect(trail.rows.map((r) => r.event)).toContain('practical-countersigned');
  });
});

describe('the certificate PDF and the signed record', () => {
  it("show each area's grade and outcome, the red lines observed, the assessor and the countersign", async () => {
    await run.call('assessment.gradePractical', { attemptId, grades: grades('C', ['paid-before-taking']) });
    const record = await run.call('assessment.countersignPractical', {
      attemptId,
      countersign: { name: 'Kim Lead', confirmed: true },
    });
    const files = await reportFiles(record, run.key);
    if (process.env['PRACTICAL_PDF_OUT']) writeFileSync(process.env['PRACTICAL_PDF_OUT'], files.pdf);
    const { lines } = await pdfText(files.pdf);
    const text = lines.join(' ');
    expect(text).toContain(`against ${DEFAULT_STANDARD.title} (the built-in default)`);
    expect(text).toContain('Practical part FAILED.');
    expect(text).toMatch(/Calls\s*C\s*retake this area/);
    expect(text).toMatch(/Settlement\s*B\s*fail/);
    expect(text).toContain(
      'RED LINE observed: Paid winners before taking the losing bets (fails Settlement)',
    );
    expect(text).toContain('Assessor: Pat Supervisor.');
    expect(text).toMatch(/Countersigned by Kim Lead, second assessor, on /);
    const signed = JSON.parse(files.json) as { record: typeof record };
    expect(signed.record.practical?.grades).toMatchObject({
      outcome: 'fail',
      countersign: { name: 'Kim Lead' },
      redLines: [{ id: 'paid-before-taking', fails: 'area', area: 'Settlement' }],
      areas: [{ outcome: 'pass' }, { outcome: 'retake' }, { outcome: 'fail' }],
    });
  });
});

describe('the standard, edited by the trainer', () => {
  const lenient: PracticalStandard = {
    ...DEFAULT_STANDARD,
    title: 'Our school',
    areas: DEFAULT_STANDARD.areas.map((a) => ({ ...a, outcomes: { ...a.outcomes, C: 'pass' } })),
  };

  it('is the default at revision 0, saved as revision 1, refused from a stale revision, and graded against', async () => {
    expect(await run.call('practical.standard')).toEqual({
      revision: 0,
      savedAt: '',
      standard: DEFAULT_STANDARD,
    });
    const saved = await run.call('practical.saveStandard', { revision: 0, standard: lenient });
    expect(saved).toMatchObject({ revision: 1, standard: lenient });
    expect(await run.call('practical.standard')).toEqual(saved);
    expect(await raw('practical.saveStandard', { revision: 0, standard: DEFAULT_STANDARD })).toMatchObject({
      ok: false,
      error:
        'revision: the standard was edited from revision 0, but revision 1 has been saved since; reopen it and make the change again',
    });
    const record = await run.call('assessment.gradePractical', { attemptId, grades: grades('C') });
    expect(record.practical?.grades).toMatchObject({
      standard: { title: 'Our school', revision: 1 },
      outcome: 'pass',
    });
    const trail = await run.call('audit.trail');
    expect(trail.rows.find((r) => r.event === 'practical-standard-saved')?.detail).toBe('revision 1');
    expect(trail.rows.find((r) => r.event === 'practical-graded')?.detail).toMatch(/revision 1: pass$/);
  });

  it('refuses a standard that breaks its own rules, naming the field', async () => {
    const bad = {
      ...lenient,
      areas: [{ ...lenient.areas[0]!, outcomes: { A: 'pass', B: 'pass', C: 'pass', fail: 'pass' } }],
    };
    const r = await raw('practical.saveStandard', { revision: 1, standard: bad as PracticalStandard });
    expect(r.ok === false && r.error).toMatch(
      /standard\.areas\.0\.outcomes\.fail: a fail grade must fail the area/,
    );
    // The trainer reads it in their language (the bridge says the phrase); its English is the error, word for word.
    const phrase = r.ok ? null : (r.phrase ?? null);
    expect(phrase && english(phrase)).toBe(r.ok ? '' : r.error);
    expect(phrase && sayPhrase(phrase, 'zh-Hant')).toBe(
      '實操標準未能儲存：standard.areas.0.outcomes.fail: 評為不合格必須令該範疇不合格；' +
        'standard.redLines.1.area: 「Settlement」不是此標準的範疇；standard.redLines.6.area: 「Game protection」不是此標準的範疇',
    );
    expect(phrase && sayPhrase(phrase, 'zh-Hans')).toBe(
      '实操标准未能保存：standard.areas.0.outcomes.fail: 评为不合格必须令该范畴不合格；' +
        'standard.redLines.1.area: “Settlement”不是此标准的范畴；standard.redLines.6.area: “Game protection”不是此标准的范畴',
    );
    // A stray key is a developer's mistake: the registry's English alone.
    const stray = await raw('practical.saveStandard', {
      revision: 1,
      standard: { ...lenient, extra: 1 } as PracticalStandard,
    });
    expect(stray).toEqual({
      ok: false,
      error: 'Invalid request to practical.saveStandard: standard.extra: is not a field of this request',
    });
  });

  it('is behind trainer mode', async () => {
    await run.call('trainer.lock');
    expect((await raw('practical.standard')).ok).toBe(false);
    expect((await raw('practical.saveStandard', { revision: 1, standard: lenient })).ok).toBe(false);
    expect((await raw('trainerSettings.get')).ok).toBe(false);
    await run.call('trainer.unlock', { passcode: 'sample-passcode' });
  });
});

describe('the xAPI IRI base', () => {
  const exported = async (name: string) => {
    const path = join(dir, name);
    run.dialogs.saveQueue.push(path);
    const result = await run.call('dashboard.exportXapi', {});
    return { result, statements: JSON.parse(readFileSync(path, 'utf8')) as { object: { id: string } }[] };
  };

  it('is the placeholder until set, and the export warns while it is', async () => {
    expect(await run.call('trainerSettings.get')).toEqual({
      xapiBase: XAPI_PLACEHOLDER,
      xapiBaseIsPlaceholder: true,
    });
    const { result, statements } = await exported('placeholder.json');
    expect(result?.warning).toBe(XAPI_PLACEHOLDER_WARNING);
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) expect(s.object.id.startsWith(`${XAPI_PLACEHOLDER}/`)).toBe(true);
  });

  it("once set (trailing slash dropped), every statement's ids are under it and the export does not warn", async () => {
    expect(await run.call('trainerSettings.set', { xapiBase: 'https://lrs.school.example/bdt/' })).toEqual({
      xapiBase: 'https://lrs.school.example/bdt',
      xapiBaseIsPlaceholder: false,
    });
    const { result, statements } = await exported('set.json');
    expect(result?.warning).toBeUndefined();
    for (const s of statements) expect(s.object.id.startsWith('https://lrs.school.example/bdt/')).toBe(true);
    expect(JSON.stringify(statements)).not.toContain('.invalid');
  });

  it.each([
    ['school.example/xapi', /absolute http or https IRI/],
    ['ftp://school.example/xapi', /absolute http or https IRI/],
    ['https://school.example/xapi?x=1', /no query or fragment/],
    ['https://baccarat-dealer-trainer.invalid/xapi', /\.invalid is the app's placeholder/],
  ])('refuses %s', async (xapiBase, error) => {
    const r = await raw('trainerSettings.set', { xapiBase });
    expect(r.ok === false && r.error).toMatch(error);
    expect((await run.call('trainerSettings.get')).xapiBase).toBe('https://lrs.school.example/bdt');
  });
});
