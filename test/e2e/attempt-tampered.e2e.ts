// Issue 20, guarantee 2, on the screen: an attempt whose stored answers were changed after it ended (one deleted by
// the candidate's own program) shows in the candidate's history as tampered, with no result and what was done to it,
// and its record does not open.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { DrillSet } from '../../contract/index.ts';
import { anyResponse } from '../electron/helpers.ts';
import { shotsAtSizes } from './drill-driver.ts';
import { expect, test } from './harness.ts';

const PASSCODE = 'e2e-passcode';

const SET: DrillSet = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'E2E sealed record',
  description: 'Three items answered, then one of them removed from the database.',
  profile: 'tasmania',
  sections: [{ kind: 'result', count: 3, difficulty: 'standard', timeLimitMs: 120_000 }],
  passMarks: { overall: 0, perSkill: {} },
  mode: 'assessment',
  redLineFailsAssessment: true,
  assessment: { attempts: 3, waitMinutes: 0 },
};

test('issue 20: a record whose answers were changed shows as tampered in the history and does not open', async ({
  trainer,
}, testInfo) => {
  const { page, dataDir } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const imported = await trainer.addDrillSet(SET);
  expect((await trainer.call('trainer.setPasscode', { passcode: PASSCODE })).ok).toBe(true);
  const started = await trainer.call('assessment.start', {
    drillSetId: imported.id,
    candidate: { name: 'Tam Pered', staffNumber: 'E2E-T' },
    assessor: 'Sam Assessor',
  });
  if (!started.ok) throw new Error(started.error);
  let view = started.value;
  while (view.prompt) {
    const p = view.prompt;
    const next = await trainer.call('assessment.answer', {
      attemptId: view.attemptId,
      itemId: p.itemId,
      step: p.step,
      response: anyResponse(p.form),
    });
    if (!next.ok) throw new Error(next.error);
    view = next.value;
  }
  expect(view.status).toBe('finished');
  const db = new DatabaseSync(join(dataDir, 'trainer.db'));
  db.prepare('DELETE FROM responses WHERE session_id = ? AND seq = 1').run(view.attemptId);
  db.close();

  await trainer.open();
  await page.keyboard.press('Enter');
  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('passcode').fill(PASSCODE);
  await page.keyboard.press('Enter');
  await page.getByTestId('history-E2E-T').click();
  const history = page.getByTestId('candidate-history');
  await expect(history.locator(`tr[data-attempt-id="${view.attemptId}"]`)).toContainText('Tampered');
  await expect(page.getByTestId('attempt-tampered')).toContainText(
    'has been tampered with: answer 2 is missing',
  );
  await shotsAtSizes(page, testInfo, 'history-tampered');
  await history.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'answer 2 is missing' }).first()).toBeVisible();
  await expect(page.getByTestId('attempt-record')).toHaveCount(0);
});
