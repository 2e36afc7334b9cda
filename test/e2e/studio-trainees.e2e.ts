// Issue 12, Trainees, end to end in Chromium on the harness, from the keyboard: the trainer adds trainees (a staff
// number already used is refused next to its field), renames one, archives one (gone from the home screen's picker),
// assigns a set with a due date (the trainee's home screen shows it first, then done once played), and deletes a
// trainee with the passcode again and the name typed, after seeing how many sessions and answers go (then they are
// gone). A trainee changes their own name on the home screen (issue 10).
import type { Page, TestInfo } from '@playwright/test';
import { localDay } from '../../core/calendar.ts';
import { playSession } from '../support/play.ts';
import { expect, test } from './harness.ts';
import { shotsAtSizes } from './drill-driver.ts';
import { trainerDatabase } from './trainer-steps.ts';

const PASSCODE = 'e2e-trainees-passcode';
const SET_ID = 'first-drill';
const SET_TITLE = 'First drill: the keys';

const shots = (page: Page, testInfo: TestInfo, name: string) =>
  shotsAtSizes(page, testInfo, name, undefined, true);

const row = (page: Page, name: string) => page.locator(`[data-testid="trainees-row"][data-name="${name}"]`);

async function openTrainees(page: Page, passcode: 'set' | 'unlock'): Promise<void> {
  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('passcode').fill(PASSCODE);
  if (passcode === 'set') await page.getByTestId('passcode-again').fill(PASSCODE);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trainer-tab-trainees')).toBeVisible();
  await page.keyboard.press('Alt+5');
  await expect(page.getByTestId('trainees-tab')).toBeVisible();
}

test('issue 12: add, rename, archive, assign with a due date (first on the home screen), delete with the passcode', async ({
  trainer,
}, testInfo) => {
  test.setTimeout(120_000);
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
  await trainer.open();
  await openTrainees(page, 'set');
  await expect(row(page, 'E2E Trainee')).toBeVisible();

  // Add, from the keyboard: N, the name, Tab, the staff number, Enter.
  await page.keyboard.press('n');
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('S-100');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Ada Lovelace')).toBeVisible();
  await expect(page.getByTestId('trainees-notice')).toHaveText('Added Ada Lovelace.');
  // The notice shows only once the form has closed, so the next key reaches the list.
  await expect(page.getByTestId('trainees-form')).toHaveCount(0);

  // A staff number already used is named next to its field, and nothing is added.
  await page.keyboard.press('n');
  await page.getByTestId('trainees-name-input').fill('Bo Tran');
  await page.getByTestId('trainees-staff-input').fill('S-100');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trainees-field-error-identifier')).toHaveText(
    'Staff number "S-100" already belongs to Ada Lovelace.',
  );
  await expect(row(page, 'Bo Tran')).toHaveCount(0);
  await page.getByTestId('trainees-staff-input').fill('S-200');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Bo Tran')).toBeVisible();

  // Rename the auto-created trainee, and give them a staff number: F2 on the selected row.
  await row(page, 'E2E Trainee').getByTestId('trainees-select').click();
  await page.keyboard.press('F2');
  await page.getByTestId('trainees-name-input').fill('Eve Dealer');
  await page.getByTestId('trainees-staff-input').fill('S-300');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Eve Dealer')).toContainText('S-300');
  await expect(row(page, 'E2E Trainee')).toHaveCount(0);

  // Archive Bo: A on his row. He leaves the list (H shows the archived).
  await row(page, 'Bo Tran').getByTestId('trainees-select').click();
  await page.keyboard.press('a');
  await expect(row(page, 'Bo Tran')).toHaveCount(0);
  await page.keyboard.press('h');
  await expect(row(page, 'Bo Tran')).toContainText('archived');
  await page.keyboard.press('h');

  // Assign the set to Eve and Ada (ticked with X), due in a week. A date in the past is refused at once.
  await row(page, 'Eve Dealer').getByTestId('trainees-select').click();
  await page.keyboard.press('x');
  await page.keyboard.press('ArrowUp'); // Ada is above Eve
  await expect(row(page, 'Ada Lovelace')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('x');
  await expect(page.getByTestId('assign-to')).toHaveText('To: Ada Lovelace, Eve Dealer');
  await page.getByTestId('assign-set').selectOption(SET_ID);
  await page.getByTestId('assign-due').fill('2020-01-01');
  await expect(page.getByTestId('assign-error')).toContainText('The due date 2020-01-01 is in the past');
  await expect(page.getByTestId('assign-submit')).toBeDisabled();
  const due = localDay(new Date(Date.now() + 7 * 86_400_000));
  await page.getByTestId('assign-due').fill(due);
  await page.getByTestId('assign-submit').click();
  await expect(page.getByTestId('trainees-notice')).toHaveText(
    `Assigned “${SET_TITLE}” to Ada Lovelace, Eve Dealer, due ${due}.`,
  );
  await row(page, 'Eve Dealer').getByTestId('trainees-select').click();
  await expect(page.getByTestId('trainees-assignment')).toContainText(SET_TITLE);
  await shots(page, testInfo, 'trainees-tab');

  // Home, as Eve: Bo is gone from the picker, and the assigned set is the first thing on the screen.
  await page.getByRole('button', { name: 'Lock and go home' }).click();
  const picker = page.locator('section.trainee select');
  await expect(picker.locator('option')).toHaveText(['Ada Lovelace (S-100)', 'Eve Dealer (S-300)']);
  await picker.selectOption({ label: 'Eve Dealer (S-300)' });
  const first = page.locator('.home > :first-child');
  await expect(first).toHaveAttribute('data-testid', 'home-assigned');
  const item = page.getByTestId('home-assigned-item').first();
  await expect(item).toContainText(SET_TITLE);
  await expect(item).toHaveAttribute('data-done', 'false');
  await expect(item.getByTestId('home-assigned-status')).toContainText('Due ');
  await expect(item.getByTestId('home-assigned-start')).toContainText('1');
  await shots(page, testInfo, 'home-assigned');

  // Eve renames herself (issue 10): F2 on the home screen.
  await page.keyboard.press('F2');
  await page.getByTestId('home-rename-input').fill('Eve D.');
  await page.keyboard.press('Enter');
  await expect(picker.locator('option:checked')).toHaveText('Eve D. (S-300)');

  // Key 1 starts the assigned set; Eve plays it through, and the home screen says it is done.
  await page.keyboard.press('1');
  await expect(page.locator('main[data-screen="drill"]')).toBeVisible();
  const eve = trainerDatabase(trainer).prepare("SELECT id FROM trainees WHERE name = 'Eve D.'").get() as {
    id: string;
  };
  const open = trainerDatabase(trainer)
    .prepare('SELECT id FROM sessions WHERE trainee_id = ? AND drill_set_id = ?')
    .get(eve.id, SET_ID) as { id: string };
  const view = await trainer.call('sessions.resume', { sessionId: open.id });
  if (!view.ok) throw new Error(view.error);
  await playSession(trainerDatabase(trainer), view.value, (r) => trainer.call('sessions.answer', r), {
    right: (_k, n) => n % 4 !== 0,
    responseMs: () => 1500,
  });
  await trainer.open();
  await picker.selectOption({ label: 'Eve D. (S-300)' });
  await expect(page.getByTestId('home-assigned-item').first()).toHaveAttribute('data-done', 'true');

  // Delete Eve: the counts first, then the passcode again and her name typed.
  const counts = trainerDatabase(trainer)
    .prepare(
      `SELECT (SELECT COUNT(*) FROM sessions WHERE trainee_id = ?1) AS sessions,
              (SELECT COUNT(*) FROM responses WHERE session_id IN (SELECT id FROM sessions WHERE trainee_id = ?1)) AS answers`,
    )
    .get(eve.id) as { sessions: number; answers: number };
  expect(counts.answers).toBeGreaterThanOrEqual(10);
  await openTrainees(page, 'unlock');
  await row(page, 'Eve D.').getByTestId('trainees-select').click();
  await page.keyboard.press('Delete');
  const dialog = page.getByTestId('trainees-delete-dialog');
  await expect(page.getByTestId('trainees-delete-counts')).toContainText(
    `${counts.sessions} session${counts.sessions === 1 ? '' : 's'}, ${counts.answers} answers, 0 assessment attempts and 1 assignment`,
  );
  await expect(page.getByTestId('trainees-delete-submit')).toBeDisabled();
  await page.getByTestId('trainees-delete-confirm').fill('Eve D.');
  await page.getByTestId('trainees-delete-passcode').fill('not-the-passcode');
  await shots(page, testInfo, 'trainees-delete');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trainees-delete-error')).toHaveText(
    'Passcode: that is not the trainer passcode; nothing was deleted.',
  );
  expect(
    trainerDatabase(trainer).prepare('SELECT COUNT(*) AS n FROM sessions WHERE trainee_id = ?').get(eve.id),
  ).toEqual({
    n: counts.sessions,
  });
  await page.getByTestId('trainees-delete-passcode').fill(PASSCODE);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('trainees-notice')).toHaveText(
    `Deleted Eve D.: ${counts.sessions} sessions, ${counts.answers} answers, 0 assessment attempts.`,
  );
  await expect(row(page, 'Eve D.')).toHaveCount(0);
  for (const table of ['sessions', 'assignments', 'progress_facts', 'skill_totals', 'trainees'])
    expect(
      trainerDatabase(trainer)
        .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${table === 'trainees' ? 'id' : 'trainee_id'} = ?`)
        .get(eve.id),
    ).toEqual({ n: 0 });

  // Home again: Ada has the set first, still to do, and Eve is nowhere.
  await page.getByRole('button', { name: 'Lock and go home' }).click();
  await expect(picker.locator('option')).toHaveText(['Ada Lovelace (S-100)']);
  await expect(page.getByTestId('home-assigned-item').first()).toHaveAttribute('data-done', 'false');
  expect(trainer.consoleErrors).toEqual([]);
});
