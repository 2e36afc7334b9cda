// The home screen and the ways around it: a first visit reaches a prompt with one key press, a session left
// unfinished is resumed, a failure from the main process is shown in words, and a damaged data file gets the storage
// screen with its way out.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from './harness.ts';
import { shotsAtSizes } from './drill-driver.ts';

test.describe('a first run', () => {
  test.use({ firstRun: true });

  test('asks the trainee’s name, runs the guided first drill (ten items, no timer, the keys shown), then home', async ({
    trainer,
  }, testInfo) => {
    const { page } = trainer;
    await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
    await trainer.open();
    const welcome = page.getByTestId('welcome');
    await expect(welcome).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('first-run-welcome.png') });
    await page.getByTestId('welcome-name').fill('Ann Lee');
    await page.keyboard.press('Enter');

    await expect(page.locator('[data-phase="answering"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First drill: the keys');
    const trainees = await trainer.call('trainees.list');
    expect(trainees.ok && trainees.value.map((t) => t.name)).toEqual(['Ann Lee']);
    await page.screenshot({ path: testInfo.outputPath('first-run-drill.png') });
    // Ten items; a third-card item can ask for the Player's and then the Banker's call.
    for (let steps = 0; !(await page.getByTestId('summary').isVisible()); steps++) {
      expect(steps).toBeLessThan(30);
      const step = page.locator('[data-phase="answering"]');
      await expect(step).toBeVisible();
      await expect(page.locator('.timer')).toHaveCount(0);
      // Every answer button shows its key.
      const buttons = page.locator('.panel .answer-button');
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const b of await buttons.all()) await expect(b.locator('kbd')).not.toBeEmpty();
      const form = await step.getAttribute('data-form');
      const keys = form === 'points' ? ['1', '2', 'Enter'] : form === 'draw' ? ['d'] : ['p'];
      for (const k of keys) await page.keyboard.press(k);
      await expect(page.getByTestId('feedback')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-phase="feedback"]')).toHaveCount(0);
    }
    await expect(page.getByTestId('summary')).toBeVisible();
    await page.keyboard.press('h');
    await expect(page.getByTestId('quick-start')).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveValue(trainees.ok ? (trainees.value[0]?.id ?? '') : '');
    expect(trainer.consoleErrors).toEqual([]);
  });
});

test('"Start practising" resumes the open session where it was left, with the cards dealt', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'off', speed: 1 });
  await trainer.open();
  const start = page.getByTestId('quick-start');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');

  // Mid-deal, the prompt is on screen and the answer controls wait for the cards.
  await expect(page.locator('[data-phase]')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('first-visit-dealing.png') });
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  // Full motion: the four cards slid from the shoe (and third cards, if any).
  expect(await page.locator('[data-hand] .motion.dealing').count()).toBeGreaterThanOrEqual(4);

  // Leave mid-session: it is offered for resuming, and "Start practising" resumes it where it was.
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback')).toBeVisible();
  await page.getByRole('button', { name: 'Leave (resume later)' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-unfinished.png') });
  await page.getByTestId('quick-start').click();
  await expect(page.getByTestId('progress')).toContainText('1 /');
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  const trainees = await trainer.call('trainees.list');
  const traineeId = trainees.ok ? (trainees.value[0]?.id ?? '') : '';
  const unfinished = await trainer.call('sessions.unfinished', { traineeId });
  expect(unfinished.ok && unfinished.value).toHaveLength(1); // resumed, not a second session
  expect(trainer.consoleErrors).toEqual([]);
});

test('a failure in the main process is shown in words and can be dismissed', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  const set = await trainer.addDrillSet({
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Gone before it starts',
    description: '',
    profile: 'tasmania',
    sections: [{ kind: 'result', count: 2, difficulty: 'basic', timeLimitMs: null }],
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  });
  const start = page.locator(`[data-set-id="${set.id}"]`).getByRole('button', { name: 'Start' });
  await expect(start).toBeVisible();
  // The set leaves the library behind the screen's back (another window, a trainer): starting it fails in main.
  const db = new DatabaseSync(join(trainer.dataDir, 'trainer.db'));
  db.prepare('DELETE FROM drill_sets WHERE id = ?').run(set.id);
  db.close();
  await start.click();
  const banner = page.getByTestId('errors');
  await expect(banner).toContainText('did not work');
  await expect(banner).toContainText(set.id);
  await page.screenshot({ path: testInfo.outputPath('start-error.png') });
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
    // A fresh data file has nobody in it yet: the first run asks the trainee's name.
    await expect(page.getByTestId('welcome')).toBeVisible();
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

test('a replay of mistakes is a session kept by the main process: fresh coups of the case, and it survives leaving', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
  const summary = await trainer.addDrillSet({
    format: 'baccarat-drill-set',
    version: 1,
    title: 'E2E results to replay',
    description: 'Three results, all called a tie.',
    profile: 'tasmania',
    sections: [{ kind: 'result', count: 3, difficulty: 'standard', timeLimitMs: null }],
    passMarks: { overall: 1, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  });
  const trainees = await trainer.call('trainees.list');
  const traineeId = trainees.ok ? (trainees.value[0]?.id ?? '') : '';
  // A fixed seed whose three coups are not ties: calling each a tie makes three mistakes.
  trainer.seeds.push('replay-1');
  const started = await trainer.call('sessions.start', { traineeId, drillSetId: summary.id });
  expect(started.ok).toBe(true);
  await trainer.open();
  await page.getByTestId('quick-start').click();
  const dealt: string[] = [];
  while (!(await page.getByTestId('summary').isVisible())) {
    await expect(page.locator('[data-phase="answering"]')).toBeVisible();
    dealt.push(
      await page
        .locator('[data-hand] [data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')).join(' ')),
    );
    await page.keyboard.press('t');
    await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'false');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('summary')).toContainText('0 of 3 items right');
  // One scroll only: the list of mistakes has no scroll of its own inside the scrolling summary.
  const scrollers = await page
    .getByTestId('summary')
    .evaluate(
      (el) =>
        [el, ...el.querySelectorAll('*')].filter((e) => /auto|scroll/.test(getComputedStyle(e).overflowY))
          .length,
    );
  expect(scrollers).toBe(0);
  await shotsAtSizes(page, testInfo, 'summary');

  await page.keyboard.press('r');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replay: E2E results to replay');
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  const replayed = await page
    .locator('[data-hand] [data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')).join(' '));
  expect(dealt).not.toContain(replayed); // a fresh coup of the same case, not the same deal again
  await page.screenshot({ path: testInfo.outputPath('replay.png') });

  // Leave: the replay is an unfinished session like any other, and resumes where it was.
  await page.getByRole('button', { name: 'Leave (resume later)' }).click();
  const row = page.locator('[data-session-id]', { hasText: 'Replay: E2E results to replay' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  expect(
    await page
      .locator('[data-hand] [data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')).join(' ')),
  ).toBe(replayed);
  expect(trainer.consoleErrors).toEqual([]);
});
