// Issue 24: why a drill set cannot be dealt is said in the trainer's language. At a Traditional Chinese station, a
// commission section at a house that takes no commission (Tasmania Federal Baccarat: six pays half) is found by the
// set editor's trial generation and its reason shown beside the section's constraints in Chinese, the built-in house
// named as the house-rules screens name it. Screenshots at two sizes.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './harness.ts';
import { setPasscodeThroughUi } from './trainer-steps.ts';

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('issue 24: a section that cannot be dealt is explained in Chinese in the set editor', async ({
  trainer,
}, testInfo) => {
  test.setTimeout(120_000);
  await trainer.open();
  const set = await trainer.call('languages.setDefault', { interface: 'zh-Hant', call: 'zh-Hant' });
  expect(set.ok).toBe(true);
  const page = await trainer.open();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await setPasscodeThroughUi(page, 'e2e-kindfail-passcode');
  await expect(page.getByTestId('trainer-tab-sets')).toBeVisible();
  await page.keyboard.press('Alt+3');
  await expect(page.getByTestId('studio-DrillSetsTab')).toBeVisible();
  await page.getByTestId('sets-new').click();
  await expect(page.getByTestId('set-editor')).toBeVisible();
  await page.getByTestId('set-editor-title').fill('佣金');
  await page.getByTestId('set-editor-profile').selectOption('tasmania-federal');
  await page.getByTestId('section-0-kind').selectOption('commission');

  const problem = page.getByTestId('set-editor-error-sections.0.constraints');
  await expect(problem).toContainText('佣金練習需要收佣金的賭枱', { timeout: 30_000 });
  await expect(problem).toContainText(
    '塔斯曼尼亞 Federal 百家樂（莊六點贏賠一半） 莊贏 1 賠 1（六點贏賠一半）',
  );
  await expect(problem).not.toContainText('commission drills need');
  await problem.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'studio-generation-failure-zh-Hant-1280x800');
  await page.setViewportSize({ width: 900, height: 600 });
  await problem.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'studio-generation-failure-zh-Hant-900x600');
  expect(trainer.consoleErrors).toEqual([]);
});
