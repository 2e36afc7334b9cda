// The home screen and the ways around it: a first visit reaches a prompt with one key press, a session left
// unfinished is resumed, a failure from the main process is shown in words, and a damaged data file gets the storage
// screen with its way out.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './harness.ts';

test('first visit: Enter on the home screen creates a trainee and deals the first prompt', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'off', speed: 1 });
  await trainer.open();
  const start = page.getByTestId('quick-start');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');

  // Mid-deal, the prompt is on screen and the answer controls wait for the cards.
  const step = page.locator('[data-phase]');
  await expect(step).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('first-visit-dealing.png') });
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('first-visit-dealt.png') });
  // Full motion: the four cards slid from the shoe (and third cards, if any).
  expect(await page.locator('[data-hand] .card.dealing').count()).toBeGreaterThanOrEqual(4);
  const trainees = await trainer.call('trainees.list');
  expect(trainees.ok && trainees.value.map((t) => t.name)).toEqual(['Trainee']);

  // Leave mid-session: it is offered for resuming, and resumes where it was.
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback')).toBeVisible();
  await page.getByRole('button', { name: 'Leave (resume later)' }).click();
  const resume = page.getByRole('button', { name: 'Resume' });
  await expect(resume).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-unfinished.png') });
  await resume.click();
  await expect(page.getByTestId('progress')).toContainText('1 /');
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  expect(trainer.consoleErrors).toEqual([]);
});

test('a failure in the main process is shown in words and can be dismissed', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.open();
  const file = join(trainer.dataDir, 'broken.json');
  writeFileSync(file, '{"format": "baccarat-drill-set", "version": 1, "title": ""}');
  trainer.dialogs.openQueue.push(file);
  await page.getByRole('button', { name: 'Import a drill set…' }).click();
  const banner = page.getByTestId('errors');
  await expect(banner).toContainText('Importing a drill set did not work.');
  await expect(banner).toContainText('title');
  await page.screenshot({ path: testInfo.outputPath('import-error.png') });
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
});

test.describe('a damaged data file', () => {
  test.use({ dataDirFiles: { 'trainer.db': 'not a database' } });

  test('shows the storage screen, and Start fresh gets the trainee to the home screen', async ({
    trainer,
  }, testInfo) => {
    const { page } = trainer;
    await trainer.open();
    const screen = page.getByTestId('storage-error');
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Choose another folder…' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('storage-error.png') });
    await screen.getByRole('button', { name: 'Start fresh' }).click();
    await expect(page.getByTestId('quick-start')).toBeVisible();
  });
});

test('settings: the table profile, speed, motion and sound are saved and used', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.open();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Table profile').selectOption('deltin');
  await expect(page.getByRole('list', { name: 'House rules' })).toContainText('Super Six');
  await page.getByLabel('Reduced: cards appear without moving').check();
  await page.getByLabel('Sound').uncheck();
  await page.getByLabel(/Deal speed/).fill('2');
  await expect(page.getByText('Deal speed: 2×')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings.png') });
  const saved = await trainer.call('settings.get');
  expect(saved.ok && saved.value).toMatchObject({
    profileId: 'deltin',
    reducedMotion: 'on',
    sound: false,
    speed: 2,
  });

  // The starter set follows the table profile.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Starts “Deltin: calling the coup”')).toBeVisible();
  expect(trainer.consoleErrors).toEqual([]);
});

test('Tasmania 1, 7: a set dealt on its own table profile shows that table, its nine seats and its notice', async ({
  trainer,
}) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  await trainer.open();
  const row = page.locator('[data-set-id]', { hasText: 'nine seats' }).first();
  await expect(row).toContainText('Tasmania, nine seats (commission 19:20, Perfect Pairs)');
  await row.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  await expect(page.locator('[data-table]')).toHaveAttribute('data-seats', '9');
  const notice = page.getByLabel('Table notice');
  await expect(notice).toContainText('Tasmania, nine seats');
  await expect(notice).toContainText('Perfect Pairs $5.00 – $200.00');
  expect(trainer.consoleErrors).toEqual([]);
});
