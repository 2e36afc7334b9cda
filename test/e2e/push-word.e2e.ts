// Issue 23, "words a dealer uses": a house whose word for a push is "stand-off" says it on the settle-the-table
// Leave button, in the hint, on the table notice's House conventions (and its reader) and in the feedback's answer
// (core/push-word.ts; docs/PROFILES.md). The question is one line and leaves the house's words to the notice.
import type { DrillSet } from '../../core/drills/spec.ts';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { currentStep, kindSet, shotsAtSizes } from './drill-driver.ts';
import { expect, test } from './harness.ts';
import { WINDOW_SIZES } from './window-sizes.ts';

const standOffHouse: TableProfile = {
  ...(builtInProfile('tasmania') as TableProfile),
  id: 'stand-off-house',
  name: 'Stand-off house',
  pushWord: 'stand-off',
};

const tieSet: DrillSet = {
  ...kindSet('settle-table'),
  title: 'E2E stand-off',
  profile: standOffHouse,
  sections: [
    {
      kind: 'settle-table',
      count: 1,
      difficulty: 'basic',
      timeLimitMs: null,
      constraints: { winner: 'tie' },
    },
  ],
};

test("the house's word for a push on the Leave button, the table notice and the feedback", async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const summary = await trainer.addDrillSet(tieSet);
  const start = page.locator(`[data-set-id="${summary.id}"] button`, { hasText: 'Start' });
  await start.click();
  const { step } = await currentStep(page, trainer.dataDir);
  await expect(page.getByTestId('question')).toHaveText('Settle the table.');
  // The word decides the key (a tie's bets are left, "(stand-off)"): the notice beside the question says it, in its
  // House conventions fold, and read close up by a click on it (TableNoticeReader.svelte; notice-reader.e2e.ts).
  const standOff = 'On a tie the Player and Banker bets are a stand-off';
  await expect(page.getByTestId('house-convention').filter({ hasText: standOff })).toHaveCount(1);
  await page.locator('.notice summary', { hasText: 'House conventions' }).click();
  await expect(page.getByTestId('reader-convention').filter({ hasText: standOff })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notice-reader')).toBeHidden();
  // A Player or Banker bet is selected by a click on the table: the hint and the button say the house's word.
  const bet = step.prompt.scene.bets.find((b) => b.on === 'player' || b.on === 'banker');
  if (!bet) throw new Error('a tie to settle with no Player or Banker bet');
  await page.locator(`[data-bet-id="${bet.id}"]`).click();
  const leave = page.getByRole('button', { name: /Leave \(stand-off\)/ });
  await expect(leave).toBeVisible();
  await expect(page.getByRole('button', { name: /Leave \(push\)/ })).toHaveCount(0);
  await expect(page.locator('.settle .hint')).toContainText('L leave (stand-off)');
  // On one line inside its button, beside Take and Pay on one row inside the panel, at every window size.
  for (const [width, height] of WINDOW_SIZES) {
    await page.setViewportSize({ width, height });
    const fit = await page.evaluate(() => {
      const buttons = [...document.querySelectorAll<HTMLElement>('.settle-keys button')];
      // The panel's content box: what it shows (it hides what runs out of it).
      const aside = document.querySelector('aside.panel') as HTMLElement;
      const right = aside.getBoundingClientRect().right - parseFloat(getComputedStyle(aside).paddingRight);
      const lines = buttons.map((b) => {
        // The label's text (the key cap aside): one line when all its boxes share one top.
        const range = document.createRange();
        const text = [...b.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const tops = new Set<number>();
        for (const n of text) {
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
        }
        return { label: b.textContent?.trim() ?? '', lines: tops.size };
      });
      const boxes = buttons.map((b) => b.getBoundingClientRect());
      return {
        lines,
        oneRow: new Set(boxes.map((r) => Math.round(r.top))).size === 1,
        inside: boxes.every((r) => r.right <= right + 0.5),
      };
    });
    expect(fit.lines, `${width}×${height}`).toEqual([
      { label: 'T Take', lines: 1 },
      { label: 'L Leave (stand-off)', lines: 1 },
      { label: 'P Pay', lines: 1 },
    ]);
    expect(fit.oneRow, `${width}×${height}: Take, Leave and Pay on one row`).toBe(true);
    expect(fit.inside, `${width}×${height}: the buttons inside the panel`).toBe(true);
  }
  await shotsAtSizes(page, testInfo, 'stand-off-settle');
  await leave.click();
  // Done with only one bet left: marked, and the answer says every pushed bet is a stand-off.
  await page.getByRole('button', { name: /Table settled/ }).click();
  const feedback = page.getByTestId('feedback');
  await expect(feedback).toBeVisible();
  await expect(feedback).toContainText(/Leave [^.]+ \(stand-off\)\./);
  await expect(feedback).not.toContainText(/push/i);
  await page.screenshot({ path: testInfo.outputPath('stand-off-feedback-1280x800.png') });
  expect(trainer.consoleErrors).toEqual([]);
});
