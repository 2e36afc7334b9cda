// Issue 11, a trainee's own PIN, end to end in Chromium on the harness, from the keyboard: the trainee sets a PIN on
// their home screen (F3), another trainee is picked (no PIN: nothing asked) and cannot read their records, and picking
// them again asks for the PIN; a wrong one is refused next to the field, the right one opens their home screen. A run
// like 123456 is refused as a new PIN (issue 20).
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './harness.ts';

const PIN = '246813';

async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [width, height] of [
    [900, 600],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('issue 11: set a PIN, switch to another trainee and back, asked for the PIN, wrong then right', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
  const bo = await trainer.call('trainees.create', { name: 'Bo Tran' });
  if (!bo.ok) throw new Error(bo.error);
  await trainer.open();
  const picker = page.locator('section.trainee select');
  await picker.selectOption({ label: 'E2E Trainee' });
  await expect(page.getByTestId('pin-open')).toHaveText('F3 Set a PIN');
  const list = await trainer.call('trainees.list');
  const me = list.ok ? list.value.find((t) => t.name === 'E2E Trainee') : undefined;
  if (!me) throw new Error('no E2E Trainee');

  // F3, the PIN, Enter.
  await page.locator('body').click({ position: { x: 2, y: 2 } }); // off every button: only takes the focus from the picker
  await page.keyboard.press('F3');
  await expect(page.getByTestId('pin-new')).toBeFocused();
  // The first PINs a candidate would try are refused, saying why (issue 20, guarantee 6).
  await page.keyboard.type('123456');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pin-error')).toHaveText(
    'A run of digits (like 123456 or 654321) is among the first guesses; choose another.',
  );
  await page.getByTestId('pin-new').fill('');
  await page.keyboard.type(PIN);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pin-open')).toHaveText('F3 Change PIN');

  // Bo has no PIN: picked at once. The E2E Trainee's records are refused to him.
  await picker.selectOption({ label: 'Bo Tran' });
  await expect(page.getByTestId('pin-open')).toHaveText('F3 Set a PIN');
  await expect(page.getByTestId('pin-prompt')).toHaveCount(0);
  const refused = await trainer.call('progress.page', { traineeId: me.id });
  expect(refused.ok).toBe(false);

  // Back to the E2E Trainee: the PIN is asked for, with the focus in its field, and nothing of theirs shows meanwhile.
  await picker.selectOption({ label: 'E2E Trainee' });
  await expect(page.getByTestId('pin-prompt')).toBeVisible();
  await expect(page.getByTestId('pin-prompt-input')).toBeFocused();
  await expect(page.getByTestId('home-rename-open')).toHaveCount(0);
  await expect(page.getByTestId('open-progress')).toHaveCount(0);
  // Nothing of theirs was even asked for: no refusal reached the screen.
  await expect(page.getByTestId('errors')).toHaveCount(0);
  await shots(page, testInfo, 'pin-prompt');

  await page.keyboard.type('1357');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pin-error')).toHaveText('That is not the PIN.');
  await expect(page.getByTestId('pin-prompt-input')).toHaveValue('');
  await shots(page, testInfo, 'pin-wrong');

  await page.getByTestId('pin-prompt-input').focus();
  await page.keyboard.type(PIN);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pin-prompt')).toHaveCount(0);
  await expect(page.getByTestId('pin-open')).toHaveText('F3 Change PIN');
  await expect(page.getByTestId('home-rename-open')).toBeVisible();
  expect((await trainer.call('progress.page', { traineeId: me.id })).ok).toBe(true);
  await expect(page.getByTestId('open-progress')).toBeVisible();
  await expect(page.getByTestId('errors')).toHaveCount(0);

  // A reloaded window keeps who is signed in (the main process holds it): not asked again.
  await trainer.open();
  await expect(page.getByTestId('pin-open')).toHaveText('F3 Change PIN');
  await expect(page.getByTestId('pin-prompt')).toHaveCount(0);
  await expect(page.getByTestId('errors')).toHaveCount(0);
  expect(trainer.consoleErrors).toEqual([]);
});

test('issue 11: the trainer clears a forgotten PIN in the Trainees tab (P); the trainee is then picked without one', async ({
  trainer,
}) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
  const list = await trainer.call('trainees.list');
  const me = list.ok ? list.value[0] : undefined;
  if (!me) throw new Error('no E2E Trainee');
  await trainer.call('traineePin.signIn', { traineeId: me.id });
  await trainer.call('traineePin.set', { traineeId: me.id, pin: PIN });
  await trainer.call('traineePin.signOut');
  await trainer.open();
  await expect(page.getByTestId('pin-prompt')).toBeVisible();

  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('passcode').fill('e2e-pin-passcode');
  await page.getByTestId('passcode-again').fill('e2e-pin-passcode');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trainer-tab-trainees')).toBeVisible();
  await page.keyboard.press('Alt+5');
  await page
    .locator('[data-testid="trainees-row"][data-name="E2E Trainee"]')
    .getByTestId('trainees-select')
    .click();
  await expect(page.getByTestId('trainees-clear-pin')).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByTestId('trainees-pin-message')).toHaveText(
    "E2E Trainee's PIN is cleared: they can set a new one on their home screen.",
  );
  await expect(page.getByTestId('trainees-clear-pin')).toHaveCount(0);
  const status = await trainer.call('traineePin.status');
  expect(status.ok && status.value.withPin).toEqual([]);

  await trainer.call('trainer.lock');
  await trainer.open();
  await expect(page.getByTestId('pin-prompt')).toHaveCount(0);
  await expect(page.getByTestId('pin-open')).toHaveText('F3 Set a PIN');
  await expect(page.getByTestId('errors')).toHaveCount(0);
});
