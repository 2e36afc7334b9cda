// Issue 23, "catch the dealer's mistake" by mouse alone (chips.e2e.ts and drills.e2e.ts drive it by keyboard): a coup
// with a mistake accepted as clean is marked wrong and told the mistake; a clean coup accepted is right; every click
// on the page, no key pressed. The right option is worked out from the generator (drill-driver.ts), never the page.
import type { DrillSet } from '../../core/drills/spec.ts';
import { currentStep, kindSet, shotsAtSizes } from './drill-driver.ts';
import { expect, test } from './harness.ts';
import { english } from '../../core/i18n/phrase.ts';

function checkSet(): DrillSet {
  const set = kindSet('dealer-check');
  return {
    ...set,
    title: 'E2E dealer-check by mouse',
    sections: [
      {
        kind: 'dealer-check',
        count: 1,
        difficulty: 'standard',
        timeLimitMs: null,
        constraints: { mistakePercent: 100 },
      },
      {
        kind: 'dealer-check',
        count: 1,
        difficulty: 'standard',
        timeLimitMs: null,
        constraints: { mistakePercent: 0 },
      },
    ],
  };
}

test("catch the dealer's mistake by mouse: a missed mistake is told, a clean coup accepted, to the summary", async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const summary = await trainer.addDrillSet(checkSet());
  await page.locator(`[data-set-id="${summary.id}"] button`, { hasText: 'Start' }).click();
  const option = (label: string) => page.locator('.choices button', { hasText: label });

  // First coup: a mistake was made; the trainee clicks "Clean" and is told the mistake.
  const first = await currentStep(page, trainer.dataDir);
  const form = first.step.prompt.form;
  if (form.type !== 'choice' || first.step.key.expected.type !== 'choice') throw new Error('not a choice');
  const right = first.step.key.expected.choice;
  const clean = form.options.find((o) => english(o.label).startsWith('Clean'));
  const mistake = form.options.find((o) => o.key === right);
  if (!clean || !mistake || clean.key === right) throw new Error('the first coup has no mistake to miss');
  await shotsAtSizes(page, testInfo, 'dealer-check-mouse', () =>
    expect(option(english(mistake.label))).toBeInViewport(),
  );
  await option(english(clean.label)).click();
  const feedback = page.getByTestId('feedback');
  await expect(feedback).toHaveAttribute('data-correct', 'false');
  await expect(feedback).toContainText(english(first.step.key.answerText));
  await feedback.getByRole('button', { name: /Next/ }).click();

  // Second coup: clean, accepted by a click.
  const second = await currentStep(page, trainer.dataDir);
  const expected = second.step.key.expected;
  const options = second.step.prompt.form.type === 'choice' ? second.step.prompt.form.options : [];
  const cleanAgain = options.find((o) => english(o.label).startsWith('Clean'));
  if (expected.type !== 'choice' || !cleanAgain || expected.choice !== cleanAgain.key)
    throw new Error('the second coup is not clean');
  await option(english(cleanAgain.label)).click();
  await expect(feedback).toHaveAttribute('data-correct', 'true');
  await feedback.getByRole('button', { name: /See the summary/ }).click();
  await expect(page.getByTestId('summary')).toBeVisible();
  expect(trainer.consoleErrors).toEqual([]);
});
