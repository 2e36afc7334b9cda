// Issue 21: a fresh installation opens on the trainer's setup, by keyboard: the house, the trainer passcode, the
// recovery code (printed, then put away), a staff list imported from CSV (a wrong one named line by line first, and
// nothing saved), and only then the trainee side, listing them. Before that the trainee side is closed, in main too.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './harness.ts';

const PASSCODE = 'first-run-passcode';

/** The setup's passcode step by keyboard: the passcode, Tab, again, Enter; waits for the recovery code. */
async function typePasscode(page: Page): Promise<void> {
  const setup = page.getByTestId('first-run');
  await expect(setup).toHaveAttribute('data-step', 'passcode');
  await expect(page.getByTestId('passcode')).toBeFocused();
  await page.keyboard.type(PASSCODE);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSCODE);
  await page.keyboard.press('Enter');
  await expect(setup).toHaveAttribute('data-step', 'recovery');
}

test.describe('a fresh installation', () => {
  test.use({ freshInstall: true });

  test('the trainee side is closed until a trainer sets the app up', async ({ trainer }) => {
    const { page } = trainer;
    await trainer.open();
    await expect(page.getByTestId('first-run')).toHaveAttribute('data-step', 'house');
    await expect(page.getByTestId('welcome')).toHaveCount(0);
    await expect(page.getByTestId('quick-start')).toHaveCount(0);
    // Not only hidden: main refuses the trainee side's channels.
    const list = await trainer.call('trainees.list');
    expect(list.ok).toBe(false);
    expect(!list.ok && list.error).toContain('not set up yet');
    const added = await trainer.call('trainees.create', { name: 'Walk-in' });
    expect(added.ok).toBe(false);
    await trainer.open();
    await expect(page.getByTestId('first-run')).toBeVisible();
  });

  test('setup by keyboard: house, passcode, recovery code kept, a staff list imported, then the trainee side', async ({
    trainer,
  }) => {
    const { page, dialogs, dataDir } = trainer;
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await trainer.open();
    const setup = page.getByTestId('first-run');
    await expect(setup).toHaveAttribute('data-step', 'house');

    // 1. The house: the arrow keys move between houses, Enter goes on.
    const options = page.getByTestId('setup-house-option');
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const house = await options.nth(1).getAttribute('value');
    await expect(options.nth(1)).toBeChecked();
    await page.keyboard.press('Enter');

    // 2. The passcode, twice.
    await typePasscode(page);

    // 3. The recovery code, shown once: printed, then put away.
    await expect(page.getByTestId('recovery-code')).toHaveText(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
    await expect(page.getByTestId('recovery-sheet')).toContainText(dataDir);
    await page.keyboard.press('Alt+p');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.keyboard.press('Alt+k');
    await expect(setup).toHaveAttribute('data-step', 'trainees');
    await expect(page.getByTestId('recovery-code')).toHaveCount(0);
    const chosen = await trainer.call('profiles.house');
    expect(chosen.ok && chosen.value.profileId).toBe(house);

    // 4. A staff list with a wrong line: every problem named, nothing saved.
    const bad = join(dataDir, 'bad.csv');
    writeFileSync(bad, 'Name;Staff number\nAda Lovelace;S-1\n;S-2\nGrace Hopper;S-1\n');
    dialogs.openQueue.push(bad);
    await page.keyboard.press('Alt+i');
    const problems = page.getByTestId('staff-problems');
    await expect(problems).toContainText('Line 3: the name is empty');
    await expect(problems).toContainText('Line 4: staff number "S-1" is also on line 2');
    await expect(page.getByTestId('staff-import')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('staff-preview')).toHaveCount(0);
    const none = await trainer.call('trainees.list');
    expect(none.ok && none.value).toEqual([]);

    // The right list (a BOM, commas, a quoted name): shown, then imported with Enter.
    const good = join(dataDir, 'staff.csv');
    writeFileSync(
      good,
      '\uFEFFName,Staff number\r\n"Lovelace, Ada",S-1\r\nGrace Hopper,S-2\r\nAlan Turing,S-3\r\n',
    );
    dialogs.openQueue.push(good);
    await page.keyboard.press('Alt+i');
    await expect(page.getByTestId('staff-preview')).toContainText('staff.csv: 3 trainees');
    await expect(page.getByTestId('staff-import')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('setup-trainee-list').locator('li')).toHaveText([
      'Alan Turing (S-3)',
      'Grace Hopper (S-2)',
      'Lovelace, Ada (S-1)',
    ]);

    // Done: trainer mode is locked and the trainee side opens, listing them.
    await page.keyboard.press('Alt+f');
    await expect(page.getByTestId('quick-start')).toBeVisible();
    await expect(page.getByRole('combobox').locator('option')).toHaveText([
      'Alan Turing (S-3)',
      'Grace Hopper (S-2)',
      'Lovelace, Ada (S-1)',
    ]);
    const status = await trainer.call('trainer.status');
    expect(status.ok && status.value).toMatchObject({ passcodeSet: true, unlocked: false });
    const settings = await trainer.call('settings.get');
    expect(settings.ok && settings.value.profileId).toBe(house);
  });

  test('"Add trainees later": the trainee side opens on home, with Trainer mode to add them', async ({
    trainer,
  }) => {
    const { page } = trainer;
    await trainer.open();
    await expect(page.getByTestId('setup-house-option').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await typePasscode(page);
    await page.keyboard.press('Alt+k');
    await expect(page.getByTestId('setup-finish')).toHaveText(/Add trainees later/);
    await page.keyboard.press('Alt+f');
    await expect(page.getByTestId('trainer-mode-button')).toBeVisible();
    await expect(page.getByTestId('welcome')).toHaveCount(0);
    // Trainer mode asks for the passcode: it is locked, and it offers no passcode to set.
    await page.getByTestId('trainer-mode-button').click();
    await expect(page.getByTestId('passcode-form')).toContainText('Enter the trainer passcode');
    await expect(page.getByTestId('passcode-again')).toHaveCount(0);
  });

  test('an installation that has a passcode already (an upgrade) skips the setup', async ({ trainer }) => {
    const set = await trainer.call('trainer.setPasscode', { passcode: PASSCODE });
    expect(set.ok).toBe(true);
    await trainer.call('trainees.create', { name: 'Existing Trainee' });
    await trainer.call('trainer.lock');
    await trainer.open();
    await expect(trainer.page.getByTestId('quick-start')).toBeVisible();
    await expect(trainer.page.getByTestId('first-run')).toHaveCount(0);
  });
});

test('trainer mode, Trainees: I imports a staff list the same way, shown first, then whole', async ({
  trainer,
}) => {
  const { page, dialogs, dataDir } = trainer;
  await trainer.open();
  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('passcode').fill(PASSCODE);
  await page.getByTestId('passcode-again').fill(PASSCODE);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trainer-tab-trainees')).toBeVisible();
  await page.keyboard.press('Alt+5');
  await expect(page.getByTestId('trainees-tab')).toBeVisible();
  const file = join(dataDir, 'staff.csv');
  writeFileSync(file, 'Name;Staff number\nAda Lovelace;S-1\n"Hopper; Grace";S-2\n');
  dialogs.openQueue.push(file);
  await page.keyboard.press('i');
  await expect(page.getByTestId('staff-preview')).toContainText('staff.csv: 2 trainees');
  await expect(page.getByTestId('staff-import')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trainees-notice')).toHaveText('Imported 2 trainees from staff.csv.');
  for (const name of ['Ada Lovelace', 'Hopper; Grace'])
    await expect(page.locator(`[data-testid="trainees-row"][data-name="${name}"]`)).toBeVisible();
});
