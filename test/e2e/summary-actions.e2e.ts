// Issue 23: the summary's list of mistakes is one scroll, and its actions (Replay mistakes, Home) stay in view at
// 900×600 however long the list is: they stand at the foot of the scrolling summary, not below the last mistake.
import { expect, test } from './harness.ts';
import { WINDOW_SIZES } from './window-sizes.ts';

for (const [width, height] of WINDOW_SIZES) {
  test(`${width}×${height}: a long list of mistakes scrolls once, and Replay and Home stay in view`, async ({
    trainer,
  }, testInfo) => {
    const { page } = trainer;
    await page.setViewportSize({ width, height });
    await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
    const set = await trainer.addDrillSet({
      format: 'baccarat-drill-set',
      version: 1,
      title: 'E2E many mistakes',
      description: 'Twelve results, all called a tie.',
      profile: 'tasmania',
      sections: [{ kind: 'result', count: 12, difficulty: 'standard', timeLimitMs: null }],
      passMarks: { overall: 1, perSkill: {} },
      mode: 'practice',
      redLineFailsAssessment: false,
    });
    const trainees = await trainer.call('trainees.list');
    const traineeId = trainees.ok ? (trainees.value[0]?.id ?? '') : '';
    trainer.seeds.push('many-mistakes-1');
    expect((await trainer.call('sessions.start', { traineeId, drillSetId: set.id })).ok).toBe(true);
    await trainer.open();
    await page.getByTestId('quick-start').click();
    while (!(await page.getByTestId('summary').isVisible())) {
      await expect(page.locator('[data-phase="answering"]')).toBeVisible();
      await page.keyboard.press('t');
      await expect(page.getByTestId('feedback')).toBeVisible();
      await page.keyboard.press('Enter');
    }
    const summary = page.getByTestId('summary');
    await expect(summary.locator('.mistakes > li')).not.toHaveCount(0);
    const replay = summary.getByRole('button', { name: 'Replay mistakes' });
    const home = summary.getByRole('button', { name: 'Home' });
    // At the top of the summary, half way down, and at its end.
    for (const at of [0, 0.5, 1]) {
      await page
        .locator('.summary-area')
        .evaluate((el, f) => (el.scrollTop = (el.scrollHeight - el.clientHeight) * f), at);
      await expect(replay, `scrolled ${at}`).toBeInViewport({ ratio: 1 });
      await expect(home, `scrolled ${at}`).toBeInViewport({ ratio: 1 });
      // Nothing drawn over them: the button itself is what a click at its middle reaches.
      for (const button of [replay, home]) {
        const box = (await button.boundingBox())!;
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
          [box.x + box.width / 2, box.y + box.height / 2] as const,
        );
        expect(hit).toBe(await button.textContent());
      }
    }
    // One scroll: nothing inside the summary scrolls on its own.
    expect(
      await summary.evaluate(
        (el) =>
          [el, ...el.querySelectorAll('*')].filter((e) => /auto|scroll/.test(getComputedStyle(e).overflowY))
            .length,
      ),
    ).toBe(0);
    await page.locator('.summary-area').evaluate((el) => (el.scrollTop = 0));
    await page.screenshot({ path: testInfo.outputPath(`summary-${width}x${height}.png`) });
    await page.screenshot({ path: `/tmp/chips-audit-shots/summary-${width}x${height}.png` });
    expect(trainer.consoleErrors).toEqual([]);
  });
}
