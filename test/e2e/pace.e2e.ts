// Issue 23, pace that counts, on the page: a practice answer after its limit is shown plainly as "too slow"; a set
// with a hard limit gives the step up when the time runs out (timed out, wrong) and the next item comes.
import type { Page } from '@playwright/test';
import type { DrillSet } from '../../core/drills/spec.ts';
import { currentStep, keysFor, kindSet, press } from './drill-driver.ts';
import { expect, test } from './harness.ts';

const LIMIT_MS = 600;

function pacedSet(hard: boolean): DrillSet {
  const set = kindSet('result', 2);
  return {
    ...set,
    title: hard ? 'E2E hard limit' : 'E2E soft limit',
    sections: [{ kind: 'result', count: 2, difficulty: 'standard', timeLimitMs: LIMIT_MS }],
    ...(hard ? { hardTimeLimit: true } : {}),
  };
}

async function start(page: Page, id: string): Promise<void> {
  const button = page.locator(`[data-set-id="${id}"] button`, { hasText: 'Start' });
  await button.focus();
  await page.keyboard.press('Enter');
}

test('soft limit: a right answer after the limit is "Right, but too slow: … against 0.6 s", shown plainly and counted', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const summary = await trainer.addDrillSet(pacedSet(false));
  await start(page, summary.id);
  const { step } = await currentStep(page, trainer.dataDir);
  await expect(page.getByTestId('progress')).toBeVisible();
  // The state awaited is the limit itself having passed since the prompt was shown.
  const shown = await page.evaluate(() => performance.now());
  await page.waitForFunction(([t, limit]) => performance.now() - t > 2 * limit, [shown, LIMIT_MS] as const);
  await press(page, keysFor(step.key.expected, step.prompt));
  const feedback = page.getByTestId('feedback');
  await expect(feedback).toHaveAttribute('data-too-slow', 'true');
  // Plainly: the time against the limit, and no tick of a right answer.
  await expect(feedback.getByRole('heading')).toHaveText(
    /^Right, but too slow: \d+(\.\d)? s against 0\.6 s$/,
  );
  await expect(feedback.getByRole('heading')).not.toContainText('✓');
  await expect(feedback).toContainText('over the time limit: not yet floor-ready');
  await page.screenshot({ path: testInfo.outputPath('too-slow.png') });
  // The summary counts it as right but too slow: not floor-ready.
  await page.keyboard.press('Enter');
  const second = await currentStep(page, trainer.dataDir);
  await press(page, keysFor(second.step.key.expected, second.step.prompt));
  await expect(feedback).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('summary')).toContainText('2 of 2 items right');
  await expect(page.getByTestId('too-slow-count')).toContainText(/[12] too slow, not yet floor-ready/);
  await page.screenshot({ path: testInfo.outputPath('too-slow-summary.png') });
  expect(trainer.consoleErrors).toEqual([]);
});

interface PhaseEntry {
  phase: string;
  panel: string;
  progress: string;
}

/**
 * Every phase the drill step passes through, in order, with the answer panel's text at that moment. A hard-limited
 * step answers for only 0.65 s: a locator polled at Playwright's intervals (up to 1 s apart) can miss it on a loaded
 * machine, so the page itself records each change as it happens (a mutation observer runs before the next task).
 */
async function recordPhases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: PhaseEntry[] = [];
    (window as unknown as { phaseLog: typeof log }).phaseLog = log;
    const note = (): void => {
      const step = document.querySelector<HTMLElement>('[data-phase]');
      const phase = step?.dataset.phase ?? 'none';
      if (log.at(-1)?.phase === phase) return;
      const panel = document.querySelector('[data-testid="question"]')?.closest('aside')?.textContent ?? '';
      const progress = document.querySelector('[data-testid="progress"]')?.textContent ?? '';
      log.push({ phase, panel, progress });
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-phase'],
    });
    note();
  });
}

async function phasesSeen(page: Page): Promise<PhaseEntry[]> {
  return page.evaluate(() => (window as unknown as { phaseLog: PhaseEntry[] }).phaseLog);
}

async function answeringCount(page: Page): Promise<number> {
  return (await phasesSeen(page)).filter((entry) => entry.phase === 'answering').length;
}

test('hard limit: the step is given up when the time runs out, wrong, and the next item comes', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const summary = await trainer.addDrillSet(pacedSet(true));
  await recordPhases(page);
  await start(page, summary.id);
  // Nothing is pressed: the app's own clock times the step out.
  const feedback = page.getByTestId('feedback');
  await expect(feedback).toHaveAttribute('data-correct', 'false');
  await expect(feedback.getByRole('heading')).toHaveText('✗ Timed out');
  await expect(feedback).toContainText('Timed out: no answer within 0.6 s');
  // The step was answerable before it timed out, and its line above the question said so ("item 1 of 2 · 0.6 s to
  // answer (hard limit)"), in the answer panel.
  const first = (await phasesSeen(page)).find((entry) => entry.phase === 'answering');
  expect(first?.panel).toContain('0.6 s to answer (hard limit)');
  await page.screenshot({ path: testInfo.outputPath('timed-out.png') });
  await page.keyboard.press('Enter');
  // The next item comes and is answerable (it may time out in its turn before this looks again).
  await expect.poll(() => answeringCount(page)).toBe(2);
  const second = (await phasesSeen(page)).filter((entry) => entry.phase === 'answering')[1];
  expect(second?.progress).toContain('1 / 2');
  expect(trainer.consoleErrors).toEqual([]);
});
