// Issue 20: `assessment.view` of an ended attempt carries its seed, keys and marks (the summary). The candidate sees
// their own result in the reply that finishes the attempt (the finished screen); any later look needs the trainer.
import { describe, expect, it } from 'vitest';
import type { AttemptView } from '../../contract/index.ts';
import { backendsPerTest } from '../electron/fresh-backends.ts';
import type { TestBackend } from '../electron/helpers.ts';
import { answerToEnd, ASSESS_APP as APP, PASSCODE as PASS } from './attempt-helpers.ts';

const open = backendsPerTest({ appRoot: APP, monotonicMs: () => 0 });

async function finishAttempt(b: TestBackend): Promise<AttemptView> {
  await b.value('trainer.setPasscode', { passcode: PASS });
  const v = await b.value('assessment.start', {
    drillSetId: 'timed-assessment',
    candidate: { name: 'View Test', staffNumber: 'V-1' },
    assessor: 'Assessor One',
  });
  return answerToEnd(b, v);
}

describe('assessment.view of an ended attempt', () => {
  it('the reply that finishes the attempt has its result; a later look without the trainer has none', async () => {
    const b = open();
    const done = await finishAttempt(b);
    expect(done.status).toBe('finished');
    expect(done.summary?.items).toBeGreaterThan(0);
    const later = await b.value('assessment.view', { attemptId: done.attemptId });
    expect(later.status).toBe('finished');
    expect(later.summary).toBeNull();
    expect(JSON.stringify(later)).not.toContain('"mistakes"');
  });

  it('with the trainer session open the full result is shown', async () => {
    const b = open();
    const done = await finishAttempt(b);
    await b.value('trainer.unlock', { passcode: PASS });
    const view = await b.value('assessment.view', { attemptId: done.attemptId });
    expect(view.summary).toEqual(done.summary);
  });
});
