// A damaged row in the data file (issue 9, defect 3): the home screen names it, the rest works, and it is removed by
// keyboard after a confirmation that says what goes. The row is damaged in the database file itself, as a sync tool
// or a crashed editor would leave it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { DrillSet } from '../../contract/index.ts';
import { expect, REPO_ROOT, test } from './harness.ts';

const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

test('a damaged drill set is named on the home screen, removed by keyboard after a confirmation, and the rest works', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
  const starter = JSON.parse(
    readFileSync(join(REPO_ROOT, 'assets', 'drill-sets', 'first-drill.json'), 'utf8'),
  ) as DrillSet;
  const mine = await trainer.addDrillSet({ ...starter, title: 'Mine: the keys' });
  // Damaged in the file, behind the app's back.
  const raw = new DatabaseSync(join(trainer.dataDir, 'trainer.db'));
  raw.prepare(`UPDATE drill_sets SET json = '{"format"' WHERE id = ?`).run(mine.id);
  raw.close();

  await trainer.open();
  const section = page.getByTestId('damaged-records');
  await expect(section).toBeVisible();
  const row = section.locator(`[data-damaged="drill-set:${mine.id}"]`);
  await expect(row).toContainText('Drill set “Mine: the keys”');
  await expect(row).toContainText('it cannot be read');
  // The rest of the library is listed, without the damaged set.
  await expect(page.locator('[data-set-id="first-drill"]')).toBeVisible();
  await expect(page.locator(`[data-set-id="${mine.id}"]`)).toHaveCount(0);

  // By keyboard: the confirmation says what is removed, takes the focus, and Escape keeps the set.
  const remove = row.getByRole('button', { name: 'Remove…' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = row.getByRole('alertdialog', { name: 'Confirm the removal' });
  await expect(confirm).toContainText('Remove the damaged drill set “Mine: the keys” for good?');
  await expect(confirm.getByRole('button', { name: 'Remove it' })).toBeFocused();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`damaged-confirm-${size.width}x${size.height}.png`) });
  }
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  let status = await trainer.call('storage.status');
  expect(status.ok && status.value.state === 'ok' && status.value.damaged?.map((d) => d.id)).toEqual([
    mine.id,
  ]);

  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Remove it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(section).toHaveCount(0);
  await expect(page.getByText('Removed the damaged record: Drill set “Mine: the keys”.')).toBeVisible();
  status = await trainer.call('storage.status');
  expect(status.ok && status.value).toEqual({ state: 'ok' });

  // The rest still works: a session starts and a step is answered.
  await page.locator('[data-set-id="first-drill"]').getByRole('button', { name: 'Start' }).click();
  const step = page.locator('[data-phase="answering"]');
  await expect(step).toBeVisible();
  const form = await step.getAttribute('data-form');
  for (const k of form === 'points' ? ['1', '2', 'Enter'] : form === 'draw' ? ['d'] : ['p']) {
    await page.keyboard.press(k);
  }
  await expect(page.getByTestId('feedback')).toBeVisible();
  // Still gone after a restart of the page.
  await trainer.open();
  await expect(page.getByTestId('quick-start')).toBeVisible();
  await expect(page.getByTestId('damaged-records')).toHaveCount(0);
  expect(trainer.consoleErrors).toEqual([]);
});

test('a damaged session is named on the home screen and closed by keyboard after a confirmation; its answers stay stored', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
  const trainees = await trainer.call('trainees.list');
  if (!trainees.ok) throw new Error(trainees.error);
  const traineeId = trainees.value[0]!.id;
  const start = async () => {
    const view = await trainer.call('sessions.start', { traineeId, drillSetId: 'first-drill' });
    if (!view.ok) throw new Error(view.error);
    return view.value;
  };
  const healthy = await start();
  const broken = await start();
  // Its drill set is damaged in the file, behind the app's back: it can be neither resumed nor summed up.
  const raw = new DatabaseSync(join(trainer.dataDir, 'trainer.db'));
  raw.prepare(`UPDATE sessions SET spec_json = '{' WHERE id = ?`).run(broken.sessionId);
  raw.close();
  // Opened again, as after a restart: the session is no longer held in memory, only its damaged row.
  trainer.backend.store.useFolder(trainer.dataDir);

  await trainer.open();
  const row = page.getByTestId('damaged-records').locator(`[data-damaged="session:${broken.sessionId}"]`);
  await expect(row).toContainText(`Session “${broken.title}”`);
  await expect(row).toContainText('its drill set cannot be read. Close it to keep its answers');
  const unfinished = (id: string) => page.locator(`[data-session-id="${id}"]`);
  await expect(unfinished(broken.sessionId)).toBeVisible();
  await expect(unfinished(healthy.sessionId)).toBeVisible();

  // By keyboard: the confirmation says what closing does and takes the focus; Escape keeps the session open.
  const close = row.getByRole('button', { name: 'Close…' });
  await close.focus();
  await page.keyboard.press('Enter');
  const confirm = row.getByRole('alertdialog', { name: 'Confirm closing the session' });
  await expect(confirm).toContainText(
    `Close “${broken.title}”? It can no longer be resumed; its answers stay stored.`,
  );
  await expect(confirm.getByRole('button', { name: 'Close it' })).toBeFocused();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`damaged-session-${size.width}x${size.height}.png`) });
  }
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(close).toBeFocused();
  await expect(unfinished(broken.sessionId)).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Close it' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Gone from both lists; main's answer (closed, no summary, answers kept) is the notice, not an error.
  await expect(page.getByTestId('damaged-records')).toHaveCount(0);
  await expect(unfinished(broken.sessionId)).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'it is closed and its answers are kept' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const status = await trainer.call('storage.status');
  expect(status.ok && status.value).toEqual({ state: 'ok' });

  // The unfinished list closes a healthy session the same way.
  const other = unfinished(healthy.sessionId);
  await other.getByRole('button', { name: 'Close…' }).click();
  await other.getByRole('button', { name: 'Close it' }).click();
  await expect(other).toHaveCount(0);
  await expect(page.getByText(`Closed “${healthy.title}”: its answers are kept.`)).toBeVisible();
  const left = await trainer.call('sessions.unfinished', { traineeId });
  expect(left.ok && left.value).toEqual([]);
  // Still gone after a restart of the page.
  await trainer.open();
  await expect(page.getByTestId('quick-start')).toBeVisible();
  await expect(page.getByTestId('damaged-records')).toHaveCount(0);
  expect(trainer.consoleErrors).toEqual([]);
});
