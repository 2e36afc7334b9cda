// Issue 23: the table notice's House conventions decide settle-the-table answers, but the notice is drawn inside the
// table's SVG (5–6 px of text at 900×600). The notice key (H) and a click on the notice open it close up
// (components/TableNoticeReader.svelte): every convention at least 13 px and wholly in the window at every size, by
// keyboard and by mouse, the same lines as the notice. The house with the longest notice (casino-guide) is the one
// that must fit.
import { english } from '../../core/i18n/phrase.ts';
import type { Page } from '@playwright/test';
import type { DrillSet } from '../../core/drills/spec.ts';
import { currentStep, kindSet, shotsAtSizes } from './drill-driver.ts';
import { expect, test } from './harness.ts';
import { WINDOW_SIZES } from './window-sizes.ts';

const settleSet: DrillSet = {
  ...kindSet('settle-table', 1),
  title: 'E2E notice reader',
  profile: 'casino-guide',
};

/** Each convention's font size and whether it lies wholly in the window and in the reader's visible box. */
async function conventionsShown(page: Page) {
  return page.evaluate(() => {
    const reader = document.querySelector('[data-testid="notice-reader"]');
    if (!reader) return [];
    const box = reader.getBoundingClientRect();
    return [...reader.querySelectorAll('[data-testid="reader-convention"]')].map((li) => {
      const r = li.getBoundingClientRect();
      const inside = (outer: { left: number; top: number; right: number; bottom: number }) =>
        r.left >= outer.left - 0.5 &&
        r.top >= outer.top - 0.5 &&
        r.right <= outer.right + 0.5 &&
        r.bottom <= outer.bottom + 0.5;
      return {
        text: li.textContent?.trim() ?? '',
        px: parseFloat(getComputedStyle(li).fontSize),
        inView:
          r.height > 0 && inside({ left: 0, top: 0, right: innerWidth, bottom: innerHeight }) && inside(box),
      };
    });
  });
}

async function expectLegible(page: Page, size: string): Promise<void> {
  const shown = await conventionsShown(page);
  expect(shown.length, size).toBeGreaterThan(5);
  for (const c of shown) {
    expect(c.px, `${size}: ${c.text}`).toBeGreaterThanOrEqual(13);
    expect(c.inView, `${size}: ${c.text} wholly in view`).toBe(true);
  }
}

test('the table notice close up: by keyboard and by mouse, every convention legible and in view at every size', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const summary = await trainer.addDrillSet(settleSet);
  await page.locator(`[data-set-id="${summary.id}"] button`, { hasText: 'Start' }).click();
  const { step } = await currentStep(page, trainer.dataDir);
  await page.setViewportSize({ width: 900, height: 600 });
  const reader = page.getByTestId('notice-reader');
  // On the notice, the fold's lines are the scene's conventions: the reader shows exactly those.
  const onNotice = await page.getByTestId('house-convention').allTextContents();
  expect(onNotice).toEqual((step.prompt.scene.conventions ?? []).map(english));

  // Keyboard: H opens it with the focus in it; Escape closes it, and H again does too.
  await page.keyboard.press('h');
  await expect(reader).toBeVisible();
  await expect(reader).toBeFocused();
  expect(await page.getByTestId('reader-convention').allTextContents()).toEqual(onNotice);
  await expectLegible(page, '900×600 by keyboard');
  await page.keyboard.press('Escape');
  await expect(reader).toBeHidden();
  await page.keyboard.press('h');
  await expect(reader).toBeVisible();
  await page.keyboard.press('h');
  await expect(reader).toBeHidden();
  // The key is on the button beside the question, which stays one line.
  await expect(page.locator('.question-row button')).toHaveText(/H\s+House conventions/);

  // Mouse: a click on the notice opens it; a click outside closes it; the button beside the question opens it too.
  await page.getByLabel('Table notice').click();
  await expect(reader).toBeVisible();
  await expectLegible(page, '900×600 by mouse');
  await page.mouse.click(4, 4);
  await expect(reader).toBeHidden();
  await page.locator('.question-row button').click();
  await expect(reader).toBeVisible();

  // Open at every size: legible and wholly in view, and looked at.
  for (const [width, height] of WINDOW_SIZES) {
    await page.setViewportSize({ width, height });
    await expectLegible(page, `${width}×${height}`);
  }
  await shotsAtSizes(page, testInfo, 'notice-reader');
  await page.getByRole('button', { name: /Close/ }).click();
  await expect(reader).toBeHidden();
  // Closed, the keys answer again: Enter gives the table as it is, and it is marked.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback')).toBeVisible();
  expect(trainer.consoleErrors).toEqual([]);
});
