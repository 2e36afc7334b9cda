// Issue 23 in the trainer studio: the house's pace target in the house-rules form (checked as typed, saved with the
// house), and an audition set built in the set editor: a pace-lab section, readiness bands best first (a band asking
// more than the one above it is named), saved and dealt. Screenshots of the form and the editor at three sizes.
import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './harness.ts';
import { setPasscodeThroughUi } from './trainer-steps.ts';
import { WINDOW_SIZES } from './window-sizes.ts';

const PASSCODE = 'e2e-pace-studio';
const SHOTS = '/tmp/pace-lab-shots';

async function shots(page: Page, name: string, at: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of WINDOW_SIZES) {
    await page.setViewportSize({ width, height });
    await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the pace target in the house rules, and an audition set with its bands in the set editor', async ({
  trainer,
}) => {
  test.setTimeout(120_000);
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
  const page = await trainer.open();
  await setPasscodeThroughUi(page, PASSCODE);
  await expect(page.getByTestId('trainer-tab-profiles')).toBeVisible();

  // House rules (Alt+4): the casino guide's house duplicated; its pace target is 70 (mini-baccarat).
  await page.keyboard.press('Alt+4');
  await page.locator('[data-testid="profiles-item"][data-id="casino-guide"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Alt+D');
  const pace = page.getByTestId('profile-form-paceCoupsPerHour');
  await expect(pace).toHaveValue('70');
  await pace.fill('5');
  const paceError = page.getByTestId('profile-form-paceCoupsPerHour-error');
  await expect(paceError).toHaveText(/^must be at least 10/);
  await pace.fill('64');
  await expect(paceError).toHaveCount(0);
  await shots(page, 'profile-form-pace', pace);
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('profiles-notice')).toHaveText(/^Saved /);
  await page.keyboard.press('Escape');

  // Drill sets (Alt+3): a new audition set, a pace-lab section, bands in the editor.
  await page.keyboard.press('Alt+3');
  await page.keyboard.press('Alt+N');
  await page.getByTestId('set-editor-title').fill('Audition at the club');
  await page.getByTestId('section-0-kind').selectOption('pace-lab');
  await page.getByTestId('section-0-count').fill('3');
  await expect(page.getByTestId('set-editor-audition')).toBeVisible();
  await page.getByTestId('set-editor-audition-on').check();
  await expect(page.getByTestId('audition-band-0-label')).toHaveValue('Ready');
  await page.getByTestId('audition-band-1-coups').fill('80');
  await expect(page.getByTestId('set-editor-error-audition.bands.1')).toHaveText(
    '"Nearly" asks more than "Ready" above it: list the bands best first',
  );
  await page.getByTestId('audition-band-1-coups').fill('55');
  await page.getByTestId('audition-band-add').click();
  await page.getByTestId('audition-band-2-label').fill('Keep going');
  await page.getByTestId('audition-band-2-coups').fill('40');
  await page.getByTestId('audition-band-2-pct').fill('80');
  await expect(page.getByTestId('set-editor-status')).toHaveText('No problems found');
  await shots(page, 'set-editor-audition', page.getByTestId('audition-below'));
  await page.keyboard.press('Alt+S');
  await expect(page.getByTestId('set-editor-revision')).toHaveText('Revision 1');
  const saved = await trainer.call('drillSets.list');
  const set = saved.ok ? saved.value.find((s) => s.title === 'Audition at the club') : undefined;
  expect(set?.kinds).toEqual(['pace-lab']);
  expect(trainer.consoleErrors).toEqual([]);
});
