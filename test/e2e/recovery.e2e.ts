// Issue 20, guarantee 5, end to end in Chromium on the harness: setting the passcode shows the recovery code once;
// "Forgot the passcode?" on the locked screen takes the code and a new passcode, opens trainer mode with a new code,
// and says that the passcode was recovered until the trainer acknowledges it.
import { expect, test } from './harness.ts';
import { setPasscodeThroughUi } from './trainer-steps.ts';

const PASSCODE = 'e2e-recovery-passcode';
const NEW_PASSCODE = 'e2e-recovered-passcode';

test('issue 20: the recovery code is shown once and recovers a forgotten passcode', async ({ trainer }) => {
  const { page } = trainer;
  await trainer.open();
  await setPasscodeThroughUi(page, PASSCODE);
  const code = (await page.getByTestId('recovery-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/);
  await page.getByTestId('recovery-code-kept').click();
  await expect(page.getByTestId('recovery-code-box')).toHaveCount(0);

  await page.getByRole('button', { name: 'Lock and go home' }).click();
  await page.getByTestId('trainer-mode-button').click();
  await page.getByTestId('forgot-passcode').click();
  await page.getByTestId('recover-code').fill(code.toLowerCase());
  await page.getByTestId('recover-passcode').fill(NEW_PASSCODE);
  await page.getByTestId('recover-passcode-again').fill(NEW_PASSCODE);
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('recovered-notice')).toContainText('The passcode was recovered on');
  const next = (await page.getByTestId('recovery-code').textContent()) ?? '';
  expect(next).toMatch(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/);
  expect(next).not.toBe(code);
  await page.getByTestId('recovery-code-kept').click();
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByTestId('recovered-notice')).toHaveCount(0);
  expect((await trainer.call('trainer.status')).ok).toBe(true);
});
