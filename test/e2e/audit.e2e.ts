// Issue 20, guarantee 5, end to end in Chromium on the harness, from the keyboard: the trainer opens Audit (Alt+7)
// and sees the trail check; a row changed outside the app (the candidate's own program, triggers dropped) makes the
// next look say "tampered with at row N"; E exports the trail as CSV outside the data folder.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from './harness.ts';
import { setPasscodeThroughUi } from './trainer-steps.ts';

const PASSCODE = 'e2e-audit-passcode';

test('issue 20: the audit trail is shown, a changed row is named, and the trail exports as CSV', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.open();
  await setPasscodeThroughUi(page, PASSCODE);
  await expect(page.getByTestId('trainer-tab-audit')).toBeVisible();
  await page.keyboard.press('Alt+7');
  await expect(page.getByTestId('audit-tab')).toBeVisible();
  await expect(page.getByTestId('audit-check')).toContainText('The trail checks');
  await expect(page.getByTestId('audit-rows')).toContainText('passcode-set');

  // The candidate's program edits row 1 (the passcode being set) while the app runs.
  const db = new DatabaseSync(join(trainer.dataDir, 'trainer.db'));
  try {
    db.exec('DROP TRIGGER trainer_events_no_update');
    db.exec("UPDATE trainer_events SET detail = 'nothing happened' WHERE seq = 1");
  } finally {
    db.close();
  }
  await page.keyboard.press('r');
  await expect(page.getByTestId('audit-tampered')).toHaveText(
    'The trail has been tampered with at row 1: row 1 has been changed.',
  );
  await page.screenshot({ path: testInfo.outputPath('audit-tampered.png'), fullPage: true });

  const out = mkdtempSync(join(tmpdir(), 'audit-e2e-'));
  try {
    trainer.dialogs.saveQueue.push(join(out, 'trail.csv'));
    await page.keyboard.press('e');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText('trail.csv');
    const csv = readFileSync(join(out, 'trail.csv'), 'utf8');
    expect(csv).toContain('nothing happened');
    expect(csv).toContain('audit.exportCsv');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
