// Issue 23, "read the stacks" mode: a set with `readTheStacks` sends every pile to the page as chips only (amount 0,
// no amount written, none in a pile's spoken name), in a settle-the-table and a payout section alike.
import type { DrillSet } from '../../core/drills/spec.ts';
import { kindSet, shotsAtSizes } from './drill-driver.ts';
import { expect, test } from './harness.ts';

const stacksSet: DrillSet = {
  ...kindSet('settle-table'),
  title: 'E2E read the stacks',
  readTheStacks: true,
  sections: [
    { kind: 'settle-table', count: 1, difficulty: 'standard', timeLimitMs: null },
    { kind: 'whole-coup', count: 1, difficulty: 'standard', timeLimitMs: null },
  ],
};

test('read the stacks: no amount reaches the page or is written under a pile', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const summary = await trainer.addDrillSet(stacksSet);
  const trainees = await trainer.call('trainees.list');
  if (!trainees.ok || !trainees.value[0]) throw new Error('no trainee');
  const started = await trainer.call('sessions.start', {
    traineeId: trainees.value[0].id,
    drillSetId: summary.id,
  });
  if (!started.ok || !started.value.prompt) throw new Error('the session did not start');
  // What main sends the page: the piles' chips, never their amounts.
  const bets = started.value.prompt.scene.bets;
  expect(bets.length).toBeGreaterThan(0);
  for (const b of bets) {
    expect(b.amount).toBe(0);
    expect(b.amountHidden).toBe(true);
    expect(b.stack?.length).toBeGreaterThan(0);
  }
  await trainer.open();
  await page.getByTestId('quick-start').click();
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  await expect(page.locator('[data-bet-id]')).toHaveCount(bets.length);
  await expect(page.getByTestId('bet-amount')).toHaveCount(0);
  for (const label of await page
    .locator('[data-bet-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')))
    expect(label).not.toMatch(/\$/);
  // A bet selected to settle is shown close up without its amount too.
  await page.locator('[data-bet-id]').first().click();
  await shotsAtSizes(page, testInfo, 'read-stacks', () =>
    expect(page.getByTestId('bet-amount')).toHaveCount(0),
  );
  expect(trainer.consoleErrors).toEqual([]);
});
