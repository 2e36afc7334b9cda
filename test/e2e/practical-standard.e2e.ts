// Issue 21 end to end, in Chromium on the harness, from the keyboard: the trainer opens the Practical standard tab
// (Alt+8), changes what a C means for Calls, saves it (Alt+S) as revision 1; a standard that breaks its rules is
// refused naming the field, and Alt+Z undoes the change; on the dashboard the xAPI IRI base is set (the placeholder
// warned about until then), and the export no longer warns.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './harness.ts';
import { setPasscodeThroughUi } from './trainer-steps.ts';
import { WINDOW_SIZES } from './window-sizes.ts';

const PASSCODE = 'e2e-standard-passcode';
async function shots(page: Page, name: string, show?: Locator): Promise<void> {
  const dir = process.env['PRACTICAL_SHOTS'];
  if (!dir) return;
  for (const [width, height] of WINDOW_SIZES) {
    await page.setViewportSize({ width, height });
    await show?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(dir, `${name}-${width}x${height}.png`) });
  }
}

test('issue 21: the practical standard is edited and saved as a revision; the xAPI IRI base is set', async ({
  trainer,
}, testInfo) => {
  const { page, dialogs } = trainer;
  await trainer.open();
  await setPasscodeThroughUi(page, PASSCODE);
  await expect(page.getByTestId('trainer-tab-standard')).toBeVisible();
  await page.getByTestId('recovery-code-kept').click();
  await page.keyboard.press('Alt+8');
  const tab = page.getByTestId('standard-tab');
  await expect(tab).toBeVisible();
  await expect(page.getByTestId('standard-revision')).toContainText('The built-in default (not saved yet)');
  await expect(page.getByTestId('standard-save')).toBeDisabled();
  await shots(page, 'standard');
  await shots(page, 'standard-red-lines', page.getByTestId('standard-red-line-0'));

  // Calls (the third area): a C passes in this school.
  const callsC = page.getByTestId('standard-outcome-2-C');
  await expect(callsC).toHaveValue('retake');
  await callsC.focus();
  await callsC.selectOption('pass');
  await expect(page.getByTestId('standard-revision')).toContainText('Unsaved changes');
  await page.keyboard.press('Alt+s');
  await expect(page.getByTestId('standard-notice')).toContainText('Saved as revision 1');
  await expect(page.getByTestId('standard-revision')).toContainText('Revision 1, saved');
  await expect(callsC).toHaveValue('pass');

  // An empty criterion is refused, naming it; Alt+Z undoes the change.
  const shuffleA = page.getByLabel('Shuffle and cut: criteria for A');
  await shuffleA.fill('');
  await page.keyboard.press('Alt+s');
  await expect(page.getByTestId('standard-error')).toContainText(
    'standard.areas.0.criteria.A: must not be empty',
  );
  await page.keyboard.press('Alt+z');
  await expect(shuffleA).not.toHaveValue('');
  await expect(page.getByTestId('standard-save')).toBeDisabled();

  // Alt+L adds a red line, focused to type its words; it fails the practical part unless an area is chosen.
  await page.keyboard.press('Alt+l');
  await page.keyboard.type('Walked away from the table mid-coup');
  await page.getByLabel('Red line 10 key').fill('walked-away');
  await page.getByLabel('Red line 10 fails').selectOption('Game protection');
  await page.keyboard.press('Alt+s');
  await expect(page.getByTestId('standard-notice')).toContainText('Saved as revision 2');
  const read = await trainer.call('practical.standard');
  if (!read.ok) throw new Error(read.error);
  const saved = read.value;
  expect(saved.revision).toBe(2);
  expect(saved.standard.redLines.at(-1)).toEqual({
    id: 'walked-away',
    label: 'Walked away from the table mid-coup',
    fails: 'area',
    area: 'Game protection',
  });
  expect(saved.standard.areas[2]?.outcomes.C).toBe('pass');

  // The dashboard: the xAPI IRI base is the placeholder until set, and the export says so.
  await page.keyboard.press('Alt+2');
  await expect(page.getByTestId('xapi-placeholder')).toBeVisible();
  const first = testInfo.outputPath('placeholder.json');
  dialogs.saveQueue.push(first);
  await page.getByRole('button', { name: 'Export xAPI…' }).click();
  await expect(page.getByTestId('export-warning')).toContainText(
    "resolves nowhere: set your school's IRI base",
  );
  await shots(page, 'xapi-warning', page.getByTestId('xapi-placeholder'));
  await page.getByTestId('xapi-base-input').fill('https://lrs.school.example/bdt');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('xAPI statements are exported under https://lrs.school.example/bdt.'),
  ).toBeVisible();
  await expect(page.getByTestId('xapi-placeholder')).toHaveCount(0);
  await shots(page, 'xapi-base', page.getByTestId('xapi-base'));
  const second = testInfo.outputPath('set.json');
  dialogs.saveQueue.push(second);
  await page.getByRole('button', { name: 'Export xAPI…' }).click();
  await expect(page.getByText(/Exported \d+ statements to .*set\.json\.$/)).toBeVisible();
  expect(readFileSync(second, 'utf8')).not.toContain('.invalid');
});
