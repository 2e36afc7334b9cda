// Issue 20, guarantee 4, end to end in Chromium on the harness: an attempt closed by the trainer is deleted from the
// records by the candidate's own program; the next unlock shows a banner naming the candidate and the attempt on the
// Assessments tab and on that candidate's history, and a retake is still refused for the wait.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from './harness.ts';

const PASSCODE = 'e2e-ledger-passcode';
const SHOTS = '/tmp/ledger-kiosk-shots';
const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const START = {
  drillSetId: 'tasmania-assessment',
  candidate: { name: 'Dana Cheat', staffNumber: 'S-77' },
  assessor: 'Assessor One',
};

test.use({ backendNow: '2026-03-02T09:00:00Z' });

test('issue 20: an attempt deleted outside the app is named at the next unlock', async ({ trainer }) => {
  const { page } = trainer;
  // The sitting, set up without clicking: started, left, closed by the trainer, trainer mode locked.
  expect((await trainer.call('trainer.setPasscode', { passcode: PASSCODE })).ok).toBe(true);
  const started = await trainer.call('assessment.start', START);
  if (!started.ok) throw new Error(started.error);
  const attemptId = started.value.attemptId;
  expect((await trainer.call('assessment.leave', { attemptId })).ok).toBe(true);
  expect((await trainer.call('trainer.unlock', { passcode: PASSCODE })).ok).toBe(true);
  expect((await trainer.call('assessment.close', { attemptId })).ok).toBe(true);
  expect((await trainer.call('trainer.lock')).ok).toBe(true);

  // The candidate's program deletes the attempt's rows.
  const db = new DatabaseSync(join(trainer.dataDir, 'trainer.db'));
  try {
    db.exec('PRAGMA foreign_keys = OFF');
    for (const table of ['responses', 'assessment_attempts'])
      db.prepare(`DELETE FROM ${table} WHERE session_id = ?`).run(attemptId);
    db.prepare('DELETE FROM sessions WHERE id = ?').run(attemptId);
  } finally {
    db.close();
  }

  await trainer.open();
  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('passcode').fill(PASSCODE);
  await page.keyboard.press('Enter');
  // The passcode was set without the screen, so its one-time recovery code is shown now.
  await page.getByTestId('recovery-code-kept').click();
  await expect(page.getByTestId('trainer-tab-assessments')).toBeVisible();
  await expect(page.getByTestId('assessments-tab')).toBeVisible();
  const banner = page.getByTestId('ledger-banner');
  await expect(banner.getByTestId('ledger-finding')).toHaveText(
    /^An attempt by Dana Cheat \(S-77\) on 2026-03-02 \d\d:\d\d UTC at "Tasmania: dealer assessment" \(attempt 1\) was removed from the records\.$/,
  );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/assessments-${size.width}x${size.height}.png` });
  }

  // The candidate's history says it too.
  await page.getByTestId('history-S-77').click();
  await expect(page.getByTestId('candidate-history').getByTestId('ledger-finding')).toContainText(
    'An attempt by Dana Cheat (S-77)',
  );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/history-${size.width}x${size.height}.png` });
  }
  // The set's 24-hour wait still holds, counted from the deleted attempt.
  expect(await trainer.call('assessment.start', START)).toMatchObject({
    ok: false,
    error: expect.stringMatching(/^Dana Cheat may retake "Tasmania: dealer assessment" from /),
  });
});
