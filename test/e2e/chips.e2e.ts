// Issue 23, the chip drills end to end: each topic answered by keyboard, a payment built with the mouse, a right
// amount made the wrong way told why, and a bet to read shown only as chips (close up, no amount written).
import type { Page } from '@playwright/test';
import type { DrillSet } from '../../core/drills/spec.ts';
import { CHIP_TOPICS, type ChipTopic } from '../../core/drills/kinds/chips.ts';
import { formatCents } from '../../core/money.ts';
import { builtInProfile } from '../../core/profiles.ts';
import { currentStep, keysFor, kindSet, press, shotsAtSizes } from './drill-driver.ts';
import { expect, test } from './harness.ts';

function topicSet(topic: ChipTopic, count = 1): DrillSet {
  const set = kindSet('chips', count);
  return {
    ...set,
    title: `E2E chips: ${topic}`,
    // The commission box is paid only where the house marks one (casino guide).
    profile: topic === 'commission' ? 'casino-guide' : set.profile,
    sections: [
      { kind: 'chips', count, difficulty: 'standard', timeLimitMs: null, constraints: { topics: [topic] } },
    ],
  };
}

async function start(page: Page, id: string): Promise<void> {
  const button = page.locator(`[data-set-id="${id}"] button`, { hasText: 'Start' });
  await button.focus();
  await page.keyboard.press('Enter');
}

test.describe('chips and change, by keyboard', () => {
  for (const topic of CHIP_TOPICS) {
    test(`${topic}: every step answered right by its keys`, async ({ trainer }, testInfo) => {
      const { page } = trainer;
      await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
      const summary = await trainer.addDrillSet(topicSet(topic));
      await start(page, summary.id);
      let first = true;
      while (!(await page.getByTestId('summary').isVisible())) {
        const { step } = await currentStep(page, trainer.dataDir);
        if (first) {
          await shotsAtSizes(page, testInfo, `chips-${topic}`);
          first = false;
        }
        if (topic === 'read-bet') {
          // The amount is the answer: never written on the table, and the pile is shown close up.
          await expect(page.getByTestId('bet-amount')).toHaveCount(0);
          await expect(page.getByTestId('pile-close-up')).toBeVisible();
          await expect(page.locator('[data-bet-id]').first()).not.toHaveAttribute('aria-label', /\$/);
        }
        await press(page, keysFor(step.key.expected, step.prompt));
        await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'true');
        await page.keyboard.press('Enter');
        await expect(page.locator('[data-phase="feedback"]')).toHaveCount(0);
      }
      expect(trainer.consoleErrors).toEqual([]);
    });
  }
});

test('pay in chips with the mouse: the right amount in too many chips is told the fewest, then paid right', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const summary = await trainer.addDrillSet(topicSet('pay', 2));
  await start(page, summary.id);
  const chips = builtInProfile('tasmania')!.chips;
  const add = (cents: number) =>
    page.getByRole('button', { name: new RegExp(`^Add a \\${formatCents(cents, '$')} chip`) });

  // First item: the right amount, but one chip of the fewest broken into smaller ones (a handful of clicks whatever
  // the stake, so the test's length does not depend on the item dealt).
  const { step } = await currentStep(page, trainer.dataDir);
  const expected = step.key.expected;
  if (expected.type !== 'chips') throw new Error('a payment answers with chips');
  const amount = expected.chips.reduce((s, c) => s + c.value * c.count, 0);
  const broken = expected.chips.find((c) => chips.some((v) => v < c.value && c.value % v === 0));
  if (!broken) throw new Error(`no chip of ${JSON.stringify(expected.chips)} can be made of smaller ones`);
  const smaller = Math.max(...chips.filter((v) => v < broken.value && broken.value % v === 0));
  const tooMany = expected.chips.map((c) => (c === broken ? { ...c, count: c.count - 1 } : c));
  tooMany.push({ value: smaller, count: broken.value / smaller });
  for (const c of tooMany) for (let i = 0; i < c.count; i++) await add(c.value).click();
  await expect(page.getByTestId('chips-total')).toContainText(formatCents(amount, '$'));
  await page.getByRole('button', { name: /Give the chips/ }).click();
  const feedback = page.getByTestId('feedback');
  await expect(feedback).toHaveAttribute('data-correct', 'false');
  await expect(feedback).toContainText('the house pays in the fewest chips');
  await page.screenshot({ path: testInfo.outputPath('chips-pay-too-many.png') });
  await feedback.getByRole('button', { name: /Next/ }).click();

  // Second item: the fewest chips, clicked.
  const next = await currentStep(page, trainer.dataDir);
  const want = next.step.key.expected;
  if (want.type !== 'chips') throw new Error('a payment answers with chips');
  for (const c of want.chips) for (let i = 0; i < c.count; i++) await add(c.value).click();
  await page.getByRole('button', { name: /Give the chips/ }).click();
  await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'true');
  expect(trainer.consoleErrors).toEqual([]);
});
