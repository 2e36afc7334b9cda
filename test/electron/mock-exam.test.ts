// Issue 21: assessment sets belong to the trainer. A trainee takes one only as a mock exam: a practice session under
// its own label, never counted as an attempt on the dashboard or the progress page.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backendsPerTest } from './fresh-backends.ts';
import { anyResponse, type TestBackend } from './helpers.ts';
import { mockExamSet, MOCK_EXAM_LABEL } from '../../core/assessment/mock-exam.ts';
import { parseDrillSet } from '../../core/drills/spec.ts';
import { readFileSync } from 'node:fs';

const APP = join(import.meta.dirname, 'fixtures', 'assess-app');
const PASS = 'open-sesame';
const backend = backendsPerTest({ appRoot: APP });

async function traineeAndLockedTrainer(b: TestBackend): Promise<string> {
  await b.value('trainer.setPasscode', { passcode: PASS });
  const t = await b.value('trainees.create', { name: 'Mia Trainee' });
  await b.value('trainer.lock');
  return t.id;
}

describe('mock exam', () => {
  it('a trainee cannot start an assessment set at IPC; the same set as a mock exam is practice under its own label', async () => {
    const b = backend();
    const traineeId = await traineeAndLockedTrainer(b);
    const refused = await b.call('sessions.start', { traineeId, drillSetId: 'timed-assessment' });
    expect(refused.ok === false && refused.error).toMatch(/started by the trainer.*mock exam/);
    const mock = await b.value('sessions.start', { traineeId, drillSetId: 'timed-assessment', mock: true });
    expect(mock.title).toMatch(new RegExp(`^${MOCK_EXAM_LABEL}: `));
    expect(mock.mode).toBe('practice');
    // A practice set is not a mock exam: the label would lie.
    const wrong = await b.call('sessions.start', { traineeId, drillSetId: 'practice', mock: true });
    expect(wrong.ok === false && wrong.error).toMatch(/^mock: .* is not an assessment set/);
  });

  it('a finished mock exam is never counted as an attempt (dashboard and progress page)', async () => {
    const b = backend();
    const traineeId = await traineeAndLockedTrainer(b);
    const mock = await b.value('sessions.start', { traineeId, drillSetId: 'timed-assessment', mock: true });
    let prompt = mock.prompt;
    while (prompt) {
      const out = await b.value('sessions.answer', {
        sessionId: mock.sessionId,
        response: anyResponse(prompt.form),
        responseMs: 800,
      });
      prompt = out.next;
    }
    expect((await b.value('progress.page', { traineeId })).attempts).toEqual([]);
    await b.value('trainer.unlock', { passcode: PASS });
    const rows = await b.value('dashboard.trainees');
    expect(rows.find((r) => r.traineeId === traineeId)).toMatchObject({
      attemptsTotal: 0,
      attemptsPassed: 0,
    });
  });

  it('mockExamSet keeps the items and drops what makes a set an assessment', () => {
    const file = join(APP, 'assets', 'drill-sets', 'timed-assessment.json');
    const parsed = parseDrillSet(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.ok) throw new Error(parsed.error);
    const mock = mockExamSet(parsed.value);
    expect(mock).toMatchObject({ mode: 'practice', redLineFailsAssessment: false });
    expect(mock).not.toHaveProperty('assessment');
    expect(mock.sections).toEqual(parsed.value.sections);
    expect(() => mockExamSet(mock)).toThrow(/not an assessment set/);
  });
});
