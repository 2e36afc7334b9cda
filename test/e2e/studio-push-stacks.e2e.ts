// Issue 23 in the studio: the house-rules form's "Word for a push" (a bad word named beside the field; saved), and
// the set editor's "Read the stacks" box (saved in the set, ticked again when it is reopened). Screenshots at three
// sizes.
import type { Page, TestInfo } from '@playwright/test';
import { shotsAtSizes } from './drill-driver.ts';
import { expect, test } from './harness.ts';

const PASSCODE = 'e2e-push-stacks';

async function shots(page: Page, testInfo: TestInfo, name: string, inView: string): Promise<void> {
  await shotsAtSizes(page, testInfo, name, async () => {
    await page.getByTestId(inView).scrollIntoViewIfNeeded();
    await expect(page.getByTestId(inView)).toBeInViewport();
  });
}

test('the word for a push in the house-rules form, and "read the stacks" in the set editor, saved', async ({
  trainer,
}, testInfo) => {
  expect((await trainer.call('trainer.setPasscode', { passcode: PASSCODE })).ok).toBe(true);
  const page = await trainer.open();
  await page.getByTestId('trainer-mode-button').click();
  await page.keyboard.press('Alt+4');
  await expect(page.getByTestId('studio-ProfilesTab')).toBeVisible();
  await page.locator('[data-testid="profiles-item"][data-id="tasmania"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Alt+D');
  await expect(page.getByTestId('profiles-editor')).toHaveAttribute('data-mode', 'edit');
  const word = page.getByTestId('profile-form-pushWord');
  await expect(word).toHaveValue('push');
  await word.fill('Stand Off!');
  await expect(page.getByTestId('profile-form-pushWord-error')).toContainText('must be lower-case letters');
  await expect(page.getByTestId('profiles-save')).toBeDisabled();
  await word.fill('stand-off');
  await expect(page.getByTestId('profile-form-pushWord-error')).toHaveCount(0);
  await shots(page, testInfo, 'profile-push-word', 'profile-form-pushWord');
  await page.getByTestId('profiles-save').click();
  await expect(page.getByTestId('profiles-notice')).toContainText('Saved');
  const saved = await trainer.call('profiles.list');
  expect(saved.ok && saved.value.find((p) => p.id === 'tasmania-copy')?.pushWord).toBe('stand-off');
  await page.getByTestId('profiles-close').click();

  await page.keyboard.press('Alt+3');
  await expect(page.getByTestId('studio-DrillSetsTab')).toBeVisible();
  await page.keyboard.press('Alt+N');
  await expect(page.getByTestId('set-editor')).toBeVisible();
  await page.getByTestId('set-editor-title').fill('Read the stacks');
  const stacks = page.getByTestId('set-editor-read-stacks');
  await expect(stacks).not.toBeChecked();
  await stacks.check();
  await shots(page, testInfo, 'set-read-stacks', 'set-editor-read-stacks');
  await page.getByTestId('set-editor-save').click();
  await expect(page.getByTestId('set-editor-revision')).toHaveText('Revision 1');
  const set = await trainer.call('drillSets.get', { id: 'read-the-stacks' });
  expect(set.ok && set.value.readTheStacks).toBe(true);
  expect(trainer.consoleErrors).toEqual([]);
});
