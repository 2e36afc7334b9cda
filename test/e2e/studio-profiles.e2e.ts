// Issue 12, House rules, end to end in Chromium on the harness: the trainer duplicates a built-in profile, sets the
// Tie to 9:1 (Tasmania 12.3: 8:1, 9:1 as a house option) and changes one Dragon Bonus row, and sees the exact house
// edges change as they type; a bad value in each kind of field shows its message beside the field; the profile is
// saved, reopened and edited again; deleting it says how many drill sets embed it. Screenshots at three sizes.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './harness.ts';
import { shotsAtSizes } from './drill-driver.ts';

const PASSCODE = 'e2e-house-rules';

const shots = (page: Page, testInfo: TestInfo, name: string) => shotsAtSizes(page, testInfo, name);

const edgeOf = (page: Page, bet: string) =>
  page.locator(`[data-testid="analysis-row"][data-bet="${bet}"] [data-testid="analysis-edge"]`);

async function retype(page: Page, testid: string, text: string): Promise<void> {
  const input = page.getByTestId(testid);
  await input.fill(text);
}

test('issue 12: duplicate a built-in profile, Tie 9:1 and a Dragon Bonus row change the live edges; bad values are named; save, reopen, edit, delete', async ({
  trainer,
}, testInfo) => {
  expect((await trainer.call('trainer.setPasscode', { passcode: PASSCODE })).ok).toBe(true);
  const page = await trainer.open();
  await page.getByTestId('trainer-mode-button').click();
  await page.keyboard.press('Alt+4');
  const tab = page.getByTestId('studio-ProfilesTab');
  await expect(tab).toBeVisible();
  await expect(page.getByTestId('profiles-item')).toHaveCount(5);
  await shots(page, testInfo, 'profiles-list');

  // A built-in profile opens read-only; Duplicate to edit (Alt+D) saves a copy and opens it.
  await page.locator('[data-testid="profiles-item"][data-id="dragon-bonus"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('profiles-editor')).toHaveAttribute('data-mode', 'view');
  await expect(page.getByTestId('profile-form-tie.pays')).toBeDisabled();
  await page.keyboard.press('Alt+D');
  await expect(page.getByTestId('profiles-editor')).toHaveAttribute('data-mode', 'edit');
  await expect(page.getByTestId('profile-form-id-fixed')).toHaveText('dragon-bonus-copy');

  // The live edges: Tie 8:1 -> 9:1 and Dragon Bonus "win by 9" 30:1 -> 25:1.
  await expect(edgeOf(page, 'tie')).toContainText('14.360%');
  const dragonBefore = Number(await edgeOf(page, 'dragon_player').getAttribute('data-edge'));
  await retype(page, 'profile-form-tie.pays', '9');
  await expect(edgeOf(page, 'tie')).toContainText('4.844%');
  await expect(edgeOf(page, 'tie').getByTestId('analysis-was')).toHaveText('was 14.360%');
  await retype(page, 'profile-form-dragonBonus.margins.9.pays', '25');
  await expect
    .poll(async () => Number(await edgeOf(page, 'dragon_player').getAttribute('data-edge')))
    .toBeGreaterThan(dragonBefore);
  // A typo (300 instead of 30) turns the Dragon Bonus edge negative: flagged in words at once.
  await retype(page, 'profile-form-dragonBonus.margins.9.pays', '300');
  await expect(page.locator('[data-testid="analysis-warning"][data-bet="dragon_player"]')).toContainText(
    'the house loses',
  );
  await shots(page, testInfo, 'profiles-typo');
  await retype(page, 'profile-form-dragonBonus.margins.9.pays', '25');
  await expect(page.locator('[data-testid="analysis-warning"][data-bet="dragon_player"]')).toHaveCount(0);

  // A bad value in each kind of field: its message beside it, in plain words; Save waits.
  const bad: [string, string, string, RegExp][] = [
    ['text', 'profile-form-name', '', /fill this in/],
    ['count', 'profile-form-decks', '3', /Tasmania 4\.1: a shoe holds 4 to 8 decks/],
    ['odds', 'profile-form-tie.per', '0', /must be more than 0/],
    ['money', 'profile-form-limits.main.min', '10.5.0', /is not an amount/],
    ['chips', 'profile-form-chips', '5, 1', /smallest first/],
    ['currency', 'profile-form-currency.code', 'dollars', /three capital letters/],
  ];
  for (const [, testid, text, words] of bad) {
    const before = await page.getByTestId(testid).inputValue();
    await retype(page, testid, text);
    await expect(page.getByTestId(`${testid}-error`)).toHaveText(words);
    await expect(page.getByTestId('profiles-save')).toBeDisabled();
    await retype(page, testid, before);
    await expect(page.getByTestId(`${testid}-error`)).toHaveCount(0);
  }
  // The targets: a percentage over 100 and a pace that is not a time.
  await page.getByTestId('profile-form-targets.on').check();
  await retype(page, 'profile-form-targets.payout.accuracy', '120');
  await expect(page.getByTestId('profile-form-targets.payout.accuracy-error')).toHaveText(
    'must be at most 100%',
  );
  await retype(page, 'profile-form-targets.payout.accuracy', '90');
  await retype(page, 'profile-form-targets.payout.pace', 'quick');
  await expect(page.getByTestId('profile-form-targets.payout.pace-error')).toContainText(
    'is not a time in seconds',
  );
  await retype(page, 'profile-form-targets.payout.pace', '7');
  await shots(page, testInfo, 'profiles-form');

  // No code path anywhere on the screen.
  await expect(tab).not.toContainText(/\w+\.\d+\.\w+|margins\.|Invalid input/);

  // Save with the keyboard, reopen and edit again.
  await retype(page, 'profile-form-name', 'Club Dragon 9:1');
  await retype(page, 'profile-form-limits.main.max', '7,500.50');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('profiles-notice')).toHaveText('Saved "Club Dragon 9:1".');
  const saved = await trainer.call('profiles.list');
  const club = saved.ok ? saved.value.find((p) => p.id === 'dragon-bonus-copy') : undefined;
  expect(club?.tie).toEqual({ pays: 9, per: 1 });
  expect(club?.dragonBonus?.margins['9']).toEqual({ pays: 25, per: 1 });
  expect(club?.limits.main.max).toBe(750050);
  expect(club?.targets?.skills.find((s) => s.kind === 'payout')).toEqual({
    kind: 'payout',
    accuracy: 90,
    paceMs: 7000,
  });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profiles-list')).toBeVisible();
  await page
    .locator('[data-testid="profiles-item"][data-id="dragon-bonus-copy"]')
    .getByTestId('profiles-open')
    .click();
  await expect(page.getByTestId('profile-form-tie.pays')).toHaveValue('9');
  await expect(page.getByTestId('profile-form-limits.main.max')).toHaveValue('7500.50');
  await page.getByTestId('profile-form-superSix.on').check();
  await retype(page, 'profile-form-superSix.odds.pays', '15');
  await expect(page.locator('[data-testid="analysis-row"][data-bet="super_six"]')).toBeVisible();
  await page.getByTestId('profiles-save').click();
  await expect(page.getByTestId('profiles-notice')).toHaveText('Saved "Club Dragon 9:1".');
  await page.getByTestId('profiles-close').click();

  // A new profile (Alt+N) under a built-in profile's id: main refuses it, and says so beside the id.
  await page.keyboard.press('Alt+N');
  await expect(page.getByTestId('profiles-editor')).toHaveAttribute('data-mode', 'new');
  await expect(page.getByTestId('profile-form-name-error')).toHaveText('fill this in');
  await retype(page, 'profile-form-name', 'Copy of Tasmania');
  await retype(page, 'profile-form-id', 'tasmania');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('profile-form-id-error')).toContainText(
    'is a built-in profile; give your profile a new id',
  );
  await expect(page.getByTestId('profiles-save')).toBeDisabled();
  await retype(page, 'profile-form-id', 'tasmania-club');
  await expect(page.getByTestId('profile-form-id-error')).toHaveCount(0);
  // Esc with changes asks first; Enter discards.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profiles-discard')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('profiles-list')).toBeVisible();
  await expect(page.getByTestId('profiles-item')).toHaveCount(6);

  // Its targets become the house's; deleting it says how many drill sets embed it (none here) and falls back.
  await page.locator('[data-testid="profiles-item"][data-id="dragon-bonus-copy"]').focus();
  await page.keyboard.press('Alt+H');
  await expect(page.getByTestId('profiles-house')).toHaveAttribute('data-id', 'dragon-bonus-copy');
  await page.locator('[data-testid="profiles-item"][data-id="dragon-bonus-copy"]').focus();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('profiles-confirm-text')).toContainText('No saved drill set embeds it.');
  await expect(page.getByTestId('profiles-confirm-text')).toContainText(
    "Floor-ready goes back to the app's targets.",
  );
  await shots(page, testInfo, 'profiles-delete');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('profiles-item')).toHaveCount(5);
  await expect(page.getByTestId('profiles-house')).toHaveAttribute('data-id', 'tasmania');
});
