// Issue 23, the pace lab on the page: whole coups dealt, called and settled end to end, the coups an hour (main's
// clock) live in the header against the house's target with accuracy beside it, and the summary's pace and audition
// band in words; by keyboard and by mouse. Screenshots of the run and its summary at three window sizes.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { defaultAudition } from '../../core/drills/audition.ts';
import type { DrillSet } from '../../core/drills/spec.ts';
import type { Response } from '../../core/drills/types.ts';
import { currentStep, expectSceneShown, keysFor, kindSet, press } from './drill-driver.ts';
import { expect, test } from './harness.ts';
import { WINDOW_SIZES } from './window-sizes.ts';

const SHOTS = '/tmp/pace-lab-shots';
function auditionSet(count: number, seats: number): DrillSet {
  return {
    ...kindSet('pace-lab', count),
    title: 'E2E audition',
    sections: [
      { kind: 'pace-lab', count, difficulty: 'standard', constraints: { seats }, timeLimitMs: null },
    ],
    audition: defaultAudition(50),
  };
}

async function start(page: Page, id: string): Promise<void> {
  const button = page.locator(`[data-set-id="${id}"] button`, { hasText: 'Start' });
  await button.focus();
  await page.keyboard.press('Enter');
}

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of WINDOW_SIZES) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('by keyboard: two coups dealt, called and settled; the rate live, then the pace and the band in words', async ({
  trainer,
}) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const summary = await trainer.addDrillSet(auditionSet(2, 3));
  await start(page, summary.id);
  const meter = page.getByTestId('pace-meter');
  await expect(meter).toHaveAttribute('data-coups', '0');
  await expect(meter).toContainText('target 50');
  let answered = 0;
  while (!(await page.getByTestId('summary').isVisible())) {
    const { item, step } = await currentStep(page, trainer.dataDir);
    await expectSceneShown(page, step.prompt);
    if (answered === 4) await shots(page, 'running-settle');
    await press(page, keysFor(step.key.expected, step.prompt));
    const feedback = page.getByTestId('feedback');
    await expect(feedback).toHaveAttribute('data-correct', 'true');
    answered += 1;
    if (step.prompt.step + 1 === item.steps.length && item.id === 'item-0') {
      // The first coup is worked: main's rate is in the header, with its accuracy.
      await expect(meter).toHaveAttribute('data-coups', '1');
      await expect(page.getByTestId('pace-rate')).toHaveText(/^\d+(\.\d)?$/);
      await expect(page.getByTestId('pace-accuracy')).toHaveText('100%');
    }
    await page.keyboard.press('Enter');
  }
  expect(answered).toBe(10);
  const result = page.getByTestId('pace-result');
  await expect(result.getByTestId('pace-result-rate')).toContainText(/coups an hour/);
  await expect(result.getByTestId('pace-result-accuracy')).toContainText('100% (2 of 2 coups right)');
  // Keys pressed at once: far above the target, so Ready, and why in words.
  await expect(result.getByTestId('audition-band')).toContainText('Ready');
  await expect(result.getByTestId('audition-reason')).toContainText(
    /^Ready: \d+(\.\d)? coups an hour and 100% accuracy meet Ready's 50 coups an hour and 95%\.$/,
  );
  await expect(page.getByTestId('pace-meter')).toHaveCount(0);
  await shots(page, 'summary');
  // Recorded: the trainee's progress lists the run with its rate, accuracy and band.
  await page.keyboard.press('h');
  await page.getByRole('button', { name: 'My progress' }).click();
  const runs = page.getByTestId('pace-runs');
  await expect(runs).toContainText(
    /E2E audition · \d+(\.\d)? coups\/h \(target 50\) · 100% right of 2 coups/,
  );
  await expect(runs).toContainText('Ready');
  expect(trainer.consoleErrors).toEqual([]);
});

/** Clicks the controls for a response: digits and buttons, the bet on the table, the keypad. */
async function click(page: Page, r: Response): Promise<void> {
  const answer = page.locator('.answer');
  const button = (name: string | RegExp) => answer.getByRole('button', { name });
  switch (r.type) {
    case 'points':
      await answer
        .locator('.digits')
        .getByRole('button', { name: String(r.player), exact: true })
        .click();
      await answer
        .locator('.digits')
        .getByRole('button', { name: String(r.banker), exact: true })
        .click();
      if (r.natural) await button(/Natural/).click();
      await button(/Call it/).click();
      return;
    case 'draw':
      await button(r.draw ? /Draws/i : /Stands/i).click();
      return;
    case 'result':
      await button(r.winner === 'tie' ? /Tie/ : new RegExp(r.winner, 'i')).click();
      return;
    case 'settle-table':
      for (const a of r.actions) {
        await page.locator(`[data-bet-id="${a.betId}"]`).first().click();
        await button(a.action === 'take' ? /Take/ : a.action === 'push' ? /Leave/ : /^P Pay$/).click();
        if (a.action === 'pay') {
          for (const ch of (a.amount / 100).toFixed(2).replace(/\.00$/, ''))
            await page.locator('.keypad').getByRole('button', { name: ch, exact: true }).click();
          await page.locator('.keypad').getByRole('button', { name: /Pay$/ }).click();
        }
      }
      await button(/Table settled/).click();
      return;
    default:
      throw new Error(`no mouse driver for ${r.type}`);
  }
}

test('by mouse: a coup called and settled with clicks, the rate and the band shown', async ({ trainer }) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const summary = await trainer.addDrillSet({ ...auditionSet(1, 1), title: 'E2E audition by mouse' });
  await page.locator(`[data-set-id="${summary.id}"] button`, { hasText: 'Start' }).click();
  while (!(await page.getByTestId('summary').isVisible())) {
    const { step } = await currentStep(page, trainer.dataDir);
    await click(page, step.key.expected);
    const feedback = page.getByTestId('feedback');
    await expect(feedback).toHaveAttribute('data-correct', 'true');
    await feedback.getByRole('button', { name: /Next|See the summary/ }).click();
  }
  await expect(page.getByTestId('pace-result-accuracy')).toContainText('100% (1 of 1 coups right)');
  await expect(page.getByTestId('audition-band')).toContainText('Ready');
  expect(trainer.consoleErrors).toEqual([]);
});
