// Issue 24: the screen tests' screens at 900×600 in the pseudo-locale, where every message is accented and 40% longer
// (scripts/pseudo-text.ts) as a long translation would be: the question and the answer controls stay in view, nothing
// on the table overlaps, and no word is cut or pushed past the window. Runs in Playwright's "pseudo" project, on the
// renderer built with those messages (npm run build:renderer-pseudo). The pictures are kept to look at, not compared.
import type { Page } from '@playwright/test';
import { expect, test } from './harness.ts';
import { layoutSettled } from './settled.ts';
import {
  conventionsFold,
  expectPanelInView,
  openScene,
  overlapsOnTable,
  SCENES,
  seedTrainerScreens,
  BACKEND_NOW,
  PAGE_NOW,
} from './screen-checks.ts';

const SIZE = { width: 900, height: 600 } as const;
test.use({ viewport: SIZE });

/** Text that is cut: a box that hides what overflows it and has more than it shows (sideways, or downwards), or a
 *  box past the window's right edge, or a page that scrolls sideways. Boxes that scroll on purpose (lists, the
 *  feedback, a wide table) are not cut. */
async function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.scrollingElement!.scrollWidth > innerWidth) out.push('the page scrolls sideways');
    for (const el of document.body.querySelectorAll('*:not(.visually-hidden):not(svg *)')) {
      const e = el as HTMLElement;
      if (e.offsetParent === null || !(e.textContent ?? '').trim()) continue;
      const style = getComputedStyle(e);
      const name = `${e.tagName.toLowerCase()}${e.dataset['testid'] ? `[${e.dataset['testid']}]` : ''} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
      const hides = (o: string) => o === 'hidden' || o === 'clip';
      // A title cut with an ellipsis on purpose shows it whole on hover (its title attribute).
      const ellipsis = style.textOverflow === 'ellipsis' && e.title === (e.textContent ?? '').trim();
      // A box that scrolls sideways (a wide table) shows all of it; one that hides what overflows cuts it.
      if (hides(style.overflowX) && e.scrollWidth > e.clientWidth + 1 && !ellipsis)
        out.push(`${name} is cut sideways`);
      if (hides(style.overflowY) && e.scrollHeight > e.clientHeight + 1)
        out.push(`${name} is cut at the bottom`);
      // Inside a box that scrolls sideways, that box is what is checked (above).
      let inScroller = false;
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') inScroller = true;
      if (!inScroller && e.getBoundingClientRect().right > innerWidth + 0.5)
        out.push(`${name} runs past the window's edge`);
    }
    return out;
  });
}

/** The page shows the pseudo-locale's words (so a run on the English build cannot pass for this one). */
async function expectPseudoWords(page: Page): Promise<void> {
  await expect(page.locator('body')).toContainText(/\[[^\]]*[áéîöûñţš][^\]]*~/);
}

test.describe('the pseudo-locale at 900×600', () => {
  for (const s of SCENES) {
    test(`${s.name}: question and answer in view, nothing overlapping, no word cut`, async ({
      trainer,
    }, testInfo) => {
      const page = await openScene(trainer, s);
      await layoutSettled(page);
      await expectPseudoWords(page);
      await expectPanelInView(page, SIZE);
      expect(await overlapsOnTable(page)).toEqual([]);
      expect(await conventionsFold(page)).not.toBe('hidden');
      expect.soft(await cutText(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`pseudo-${s.name}.png`) });
      expect(trainer.consoleErrors).toEqual([]);
    });
  }

  test('home: the library, no word cut', async ({ trainer }, testInfo) => {
    const { page } = trainer;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await trainer.open();
    await expect(page.locator('[data-house]').first()).toBeVisible();
    await layoutSettled(page);
    await expectPseudoWords(page);
    expect.soft(await cutText(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('pseudo-home.png') });
    expect(trainer.consoleErrors).toEqual([]);
  });
});

test.describe('the pseudo-locale at 900×600, first run', () => {
  test.use({ firstRun: true });
  test('welcome: no word cut', async ({ trainer }, testInfo) => {
    const { page } = trainer;
    await trainer.open();
    await expect(page.getByTestId('welcome')).toBeVisible();
    await layoutSettled(page);
    await expectPseudoWords(page);
    expect.soft(await cutText(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('pseudo-welcome.png') });
    expect(trainer.consoleErrors).toEqual([]);
  });
});

test.describe('the pseudo-locale at 900×600, trainer screens', () => {
  test.use({ firstRun: true, backendNow: BACKEND_NOW, timezoneId: 'Australia/Hobart' });
  test('assessments, dashboard and trainees: no word cut', async ({ trainer }, testInfo) => {
    const { page } = trainer;
    await seedTrainerScreens(trainer);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.setFixedTime(new Date(PAGE_NOW));
    await trainer.open();
    await page.getByTestId('trainer-mode-button').click();
    await expect(page.getByTestId('trainer-tab-assessments')).toBeVisible();
    const screens = [
      { name: 'assessments', key: 'Alt+1', ready: page.locator('[data-testid^="history-"]'), count: 4 },
      {
        name: 'dashboard',
        key: 'Alt+2',
        ready: page.locator('[data-testid="dashboard"] tbody tr[data-trainee]'),
        count: 4,
      },
      { name: 'trainees', key: 'Alt+5', ready: page.getByTestId('trainees-row'), count: 4 },
    ];
    for (const s of screens) {
      await page.keyboard.press(s.key);
      await expect(s.ready).toHaveCount(s.count);
      await layoutSettled(page);
      await expectPseudoWords(page);
      expect.soft(await cutText(page), s.name).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`pseudo-trainer-${s.name}.png`) });
    }
    expect(trainer.consoleErrors).toEqual([]);
  });
});
