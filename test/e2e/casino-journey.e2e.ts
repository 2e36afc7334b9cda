// Issue 21, the casino's journey as one story in Chromium, at 1280×800 with screenshots at 900×600 and 1920×1080:
// a fresh installation → the trainer's setup (house, passcode, recovery code kept, the staff list imported) → the
// assessment chosen → the candidate sits it (one item timed out) → the sitting's ID on the end screen → the practical
// part graded from the standard, with a red line → the certificate's pages drawn and read (no "Option", no seed, no
// internal id, nothing cut off) → `verify` says it is intact and signed by this installation's key.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import type { DrillSet } from '../../contract/index.ts';
import { expect, REPO_ROOT, test } from './harness.ts';

const PASSCODE = 'casino-journey-passcode';
const SEED = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

const SET: DrillSet = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'Floor certification',
  description: 'One item that times out, then two to answer.',
  profile: 'tasmania',
  sections: [
    { kind: 'result', count: 1, difficulty: 'standard', timeLimitMs: 1500 },
    { kind: 'result', count: 2, difficulty: 'standard', timeLimitMs: 120_000 },
  ],
  passMarks: { overall: 0, perSkill: {} },
  mode: 'assessment',
  redLineFailsAssessment: true,
  assessment: { attempts: 3, waitMinutes: 0, practical: { areas: ['Calls', 'Settlement'] } },
};

const SIZES = [
  [900, 600],
  [1920, 1080],
  [1280, 800],
] as const;

/** A screenshot at each size, ending at 1280×800 where the story is told. */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const path = testInfo.outputPath(`${name}-${width}x${height}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${width}x${height}`, { path, contentType: 'image/png' });
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, input = '') {
  return spawnSync(command, args, { env, encoding: 'utf8', input });
}

test.use({ freshInstall: true });

test('issue 21: a casino certifies a dealer on day one, from a fresh installation to a verified certificate', async ({
  trainer,
}, testInfo) => {
  test.setTimeout(150_000);
  const { page, dialogs, dataDir } = trainer;
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await trainer.open();

  // The setup, by keyboard: the house, the passcode twice, the recovery code put away.
  const setup = page.getByTestId('first-run');
  await expect(setup).toHaveAttribute('data-step', 'house');
  await shots(page, testInfo, '01-setup-house');
  await expect(page.getByTestId('setup-house-option').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(setup).toHaveAttribute('data-step', 'passcode');
  await page.keyboard.type(PASSCODE);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSCODE);
  await page.keyboard.press('Enter');
  await expect(setup).toHaveAttribute('data-step', 'recovery');
  await expect(page.getByTestId('recovery-code')).toHaveText(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
  await page.keyboard.press('Alt+p');
  await page.keyboard.press('Alt+k');
  await expect(setup).toHaveAttribute('data-step', 'trainees');

  // The staff list, imported whole.
  const staff = testInfo.outputPath('staff.csv');
  writeFileSync(staff, 'Name,Staff number\r\nGrace Hopper,S-2\r\nAlan Turing,S-3\r\n"Lovelace, Ada",S-1\r\n');
  dialogs.openQueue.push(staff);
  await page.keyboard.press('Alt+i');
  await expect(page.getByTestId('staff-preview')).toContainText('3 trainees');
  await shots(page, testInfo, '02-setup-staff-list');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('setup-trainee-list').locator('li')).toHaveCount(3);
  await page.keyboard.press('Alt+f');
  await expect(page.getByTestId('quick-start')).toBeVisible();

  // The school's assessment set, imported by the trainer (trainer mode open), then locked again.
  expect((await trainer.call('trainer.unlock', { passcode: PASSCODE })).ok).toBe(true);
  const imported = await trainer.addDrillSet(SET);
  expect((await trainer.call('trainer.lock')).ok).toBe(true);
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });

  // The trainer chooses it and starts it for a dealer on the staff list.
  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('passcode').fill(PASSCODE);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trainer-tab-assessments')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the assessment' })).toBeDisabled();
  await page.getByTestId('assessment-set').selectOption(imported.id);
  await page.getByTestId('candidate-name').fill('Grace Hopper');
  await page.getByTestId('candidate-staff').fill('S-2');
  await page.getByTestId('assessor').fill('Dana Whitfield');
  await shots(page, testInfo, '03-assessment-chosen');
  trainer.seeds.push(SEED);
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await expect(page.getByTestId('attempt')).toBeVisible();

  // The candidate sits it: the first item's 1.5 s run out in main, then two answers.
  await expect(page.getByTestId('timed-out')).toBeVisible();
  await shots(page, testInfo, '04-attempt-timed-out');
  for (const answered of [2, 3]) {
    await expect(page.locator('[data-phase="answering"]')).toBeVisible();
    await page.keyboard.press('b');
    if (answered < 3) await expect(page.getByTestId('progress')).toContainText(`${answered} /`);
  }
  await expect(page.getByTestId('attempt-finished')).toBeVisible();
  const sitting = (await page.getByTestId('sitting-id').locator('strong').textContent()) ?? '';
  expect(sitting).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await shots(page, testInfo, '05-end-screen');

  // The trainer grades the practical part from the standard: Settlement paid before taking is a red line.
  await page.keyboard.press('Enter');
  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('passcode').fill(PASSCODE);
  await page.keyboard.press('Enter');
  await page.getByTestId('history-S-2').click();
  await expect(page.getByTestId('candidate-history')).toContainText(sitting);
  await page.getByRole('button', { name: 'Open' }).click();
  const record = page.getByTestId('attempt-record');
  await expect(record).toHaveAttribute('data-result', 'pending-practical');
  await page.locator('input[name="grade-Calls"][value="A"]').check();
  await page.locator('input[name="grade-Settlement"][value="B"]').check();
  await expect(page.getByTestId('practical-area-Calls').getByTestId('area-criteria')).not.toBeEmpty();
  await page.getByTestId('red-line-paid-before-taking').check();
  await expect(page.getByTestId('practical-area-Settlement')).toHaveAttribute('data-outcome', 'fail');
  await page.getByTestId('practical-comment').fill('Paid seat 3 before taking seat 5.');
  await page.keyboard.press('Alt+g');
  await expect(page.getByTestId('record-notice')).toContainText('Practical grades saved');
  await expect(record).toHaveAttribute('data-result', 'fail');
  await shots(page, testInfo, '06-practical-graded');

  // The certificate, saved outside the data folder, drawn page by page and read back.
  const pdf = testInfo.outputPath('certificate.pdf');
  dialogs.saveQueue.push(pdf);
  await page.getByTestId('export-pdf').click();
  await expect(page.getByTestId('record-notice')).toContainText('Saved the signed PDF');
  const drawn = run('pdftoppm', ['-r', '60', '-png', pdf, join(testInfo.outputPath(), 'page')]);
  expect(drawn.error?.message ?? drawn.stderr).toBe('');
  const pngs = readdirSync(testInfo.outputPath()).filter((f) => /^page-\d+\.png$/.test(f));
  expect(pngs.length).toBeGreaterThan(0);
  for (const png of pngs)
    await testInfo.attach(png, { path: join(testInfo.outputPath(), png), contentType: 'image/png' });
  const read = run('pdftotext', ['-layout', pdf, '-']);
  expect(read.status).toBe(0);
  const text = read.stdout;
  const trainees = await trainer.call('trainees.list');
  if (!trainees.ok) throw new Error(trainees.error);
  const grace = trainees.value.find((t) => t.identifier === 'S-2');
  if (!grace) throw new Error('Grace Hopper (S-2) was not imported');
  const history = await trainer.call('assessment.history', { traineeId: grace.id });
  if (!history.ok) throw new Error(history.error);
  const attemptId = history.value.attempts[0]!.attemptId;
  expect(text).toContain('Grace Hopper');
  expect(text).toContain(sitting);
  expect(text).toContain('Floor certification');
  expect(text).toContain('Paid winners before taking the losing bets');
  expect(text).not.toMatch(/\bOption [a-z0-9]\b/);
  expect(text).not.toContain(SEED);
  expect(text).not.toContain(attemptId);
  expect(text).not.toMatch(/\bs\d-[a-z_]+\b/);
  expect(text.replaceAll('Verify a report…', '')).not.toContain('…');

  // verify: intact and signed by this installation's key, on the command line (the trainer's passcode on stdin opens
  // the sealed list of trusted keys) and in the app.
  const verified = run(
    process.execPath,
    [join(REPO_ROOT, 'cli', 'main.ts'), 'verify', pdf, '--passcode-stdin'],
    { ...process.env, TRAINER_DATA_DIR: dataDir },
    `${PASSCODE}\n`,
  );
  expect(verified.status, verified.stdout + verified.stderr).toBe(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Verify a report…' }).first().click();
  await page.getByTestId('verify-file').setInputFiles(pdf);
  await expect(page.getByTestId('verify-outcome')).toHaveAttribute('data-status', 'trusted');
  await shots(page, testInfo, '07-verified');
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  expect(trainer.consoleErrors).toEqual([]);
});
