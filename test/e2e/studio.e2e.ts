// Issue 12 across the trainer studio's tabs, end to end in Chromium on the harness, as the issue tells it: a trainer
// makes a house profile (a Tie at 9:1, Tasmania 12.3's house option, and a Dragon Bonus table with one changed row)
// and sees the exact house edges change; builds a set with two sections at that profile (Tasmania 11: Banker 3–6
// against a Player third card; Dragon Bonus payouts), previews items with their keys, saves, exports, imports the
// file back as a copy, assigns the copy to a trainee; and the trainee's home screen shows it first.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './harness.ts';
import { setPasscodeThroughUi } from './trainer-steps.ts';

const PASSCODE = 'e2e-studio-tour';
const TITLE = 'Club Dragon: draws and Dragon Bonus';
const SET_ID = 'club-dragon-draws-and-dragon-bonus';

const edgeOf = (page: Page, bet: string) =>
  page.locator(`[data-testid="analysis-row"][data-bet="${bet}"] [data-testid="analysis-edge"]`);
const edgeValue = async (page: Page, bet: string) =>
  Number(await edgeOf(page, bet).getAttribute('data-edge'));

test('issue 12: a custom house, a two-section set at it, previewed, saved, exported, imported as a copy and assigned; the trainee sees it first', async ({
  trainer,
}) => {
  test.setTimeout(150_000);
  const out = mkdtempSync(join(tmpdir(), 'studio-tour-'));
  try {
    await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
    const page = await trainer.open();
    await setPasscodeThroughUi(page, PASSCODE);
    // Setting the passcode makes the key store (slow hashing by design): the tabs come once it is done.
    await expect(page.getByTestId('trainer-tab-profiles')).toBeVisible();

    // House rules (Alt+4): the built-in Dragon Bonus house, duplicated, then Tie 9:1 and "win by 9" at 25:1.
    await page.keyboard.press('Alt+4');
    await page.locator('[data-testid="profiles-item"][data-id="dragon-bonus"]').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Alt+D');
    await expect(page.getByTestId('profiles-editor')).toHaveAttribute('data-mode', 'edit');
    const tieBefore = await edgeValue(page, 'tie');
    const dragonBefore = await edgeValue(page, 'dragon_player');
    const playerBefore = await edgeValue(page, 'player');
    await page.getByTestId('profile-form-tie.pays').fill('9');
    await expect.poll(() => edgeValue(page, 'tie')).toBeLessThan(tieBefore);
    await page.getByTestId('profile-form-dragonBonus.margins.9.pays').fill('25');
    await expect.poll(() => edgeValue(page, 'dragon_player')).toBeGreaterThan(dragonBefore);
    // The Player bet's edge depends on neither change.
    expect(await edgeValue(page, 'player')).toBe(playerBefore);
    await page.getByTestId('profile-form-name').fill('Club Dragon');
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('profiles-notice')).toHaveText('Saved "Club Dragon".');
    await page.keyboard.press('Escape');

    // Drill sets (Alt+3): a new set at Club Dragon with two sections.
    await page.keyboard.press('Alt+3');
    await page.keyboard.press('Alt+N');
    await page.getByTestId('set-editor-title').fill(TITLE);
    await page.getByTestId('set-editor-profile').selectOption('dragon-bonus-copy');
    await page.getByTestId('section-0-kind').selectOption('third-card');
    await page.getByTestId('section-0-c-bankerPoint-mode').selectOption('range');
    await page.getByTestId('section-0-c-bankerPoint-lo').fill('3');
    await page.getByTestId('section-0-c-bankerPoint-hi').fill('6');
    await page.getByTestId('section-0-c-playerThirdCard').selectOption('true');
    await page.keyboard.press('Alt+A');
    await page.getByTestId('section-1-kind').selectOption('payout');
    await page.getByTestId('section-1-count').fill('4');
    await page.getByTestId('section-1-c-bets-dragon_player').check();
    await page.getByTestId('section-1-c-bets-dragon_banker').check();
    await expect(page.getByTestId('set-editor-status')).toHaveText('No problems found');

    // Preview (Alt+P): items on the table with their answer keys.
    await page.keyboard.press('Alt+P');
    await expect(page.getByTestId('set-editor-preview-item-0')).toBeVisible();
    await expect(page.getByTestId('set-editor-preview-answer-0-0')).toContainText('Answer:');
    await expect(page.getByTestId('set-editor-preview-items')).toContainText('Payouts');

    // Save (Alt+S), back to the list (Alt+B), export (X on the set's title).
    await page.keyboard.press('Alt+S');
    await expect(page.getByTestId('set-editor-revision')).toHaveText('Revision 1');
    await page.keyboard.press('Alt+B');
    const file = join(out, `${SET_ID}.json`);
    trainer.dialogs.saveQueue.push(file);
    await page.getByTestId(`sets-row-${SET_ID}`).focus();
    await page.keyboard.press('x');
    await expect(page.getByTestId('sets-notice')).toContainText(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.profile).toMatchObject({
      id: 'dragon-bonus-copy',
      tie: { pays: 9, per: 1 },
      dragonBonus: { margins: { 9: { pays: 25, per: 1 } } },
    });
    expect(exported.sections.map((s: { kind: string }) => s.kind)).toEqual(['third-card', 'payout']);

    // Import it back (Alt+I): the clash is offered as keep both, taken with Enter.
    trainer.dialogs.openQueue.push(file);
    await page.keyboard.press('Alt+I');
    await expect(page.getByTestId('sets-keep-both')).toBeFocused();
    await page.keyboard.press('Enter');
    const copyTitle = `${TITLE} (imported)`;
    await expect(page.getByTestId('sets-notice')).toContainText(`Imported “${copyTitle}”`);

    // Trainees (Alt+5): the copy assigned to the trainee, no due date.
    await page.keyboard.press('Alt+5');
    const row = page.locator('[data-testid="trainees-row"][data-name="E2E Trainee"]');
    await row.getByTestId('trainees-select').click();
    await page.keyboard.press('x');
    await page.getByTestId('assign-set').selectOption(`${SET_ID}-imported`);
    await page.getByTestId('assign-submit').click();
    await expect(page.getByTestId('trainees-notice')).toContainText(`Assigned “${copyTitle}” to E2E Trainee`);

    // The trainee's home screen: the assigned copy is the first thing on it, and key 1 starts it.
    await page.getByRole('button', { name: 'Lock and go home' }).click();
    await expect(page.locator('.home > :first-child')).toHaveAttribute('data-testid', 'home-assigned');
    await expect(page.getByTestId('home-assigned-item').first()).toContainText(copyTitle);
    await page.keyboard.press('1');
    await expect(page.locator('main[data-screen="drill"]')).toBeVisible();
    expect(trainer.consoleErrors).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('issue 12: each kind of malformed set file is refused on screen with its own message, and nothing stored changes', async ({
  trainer,
}) => {
  test.setTimeout(150_000);
  const out = mkdtempSync(join(tmpdir(), 'studio-bad-files-'));
  try {
    const good = JSON.parse(readFileSync('assets/drill-sets/tasmania-coup-calls.json', 'utf8'));
    const section = good.sections[0];
    const bad: [string, string | number, RegExp][] = [
      ['truncated', JSON.stringify(good).slice(0, 80), /cut short/],
      [
        'wrong types',
        JSON.stringify({ ...good, sections: [{ ...section, count: 'ten' }] }),
        /Section 1, Items: must be a number/,
      ],
      [
        'unknown kind',
        JSON.stringify({ ...good, sections: [{ ...section, kind: 'juggling' }] }),
        /Section 1, Drill kind: is not a drill kind this app knows/,
      ],
      [
        'impossible constraint (Tasmania 11)',
        JSON.stringify({
          ...good,
          sections: [
            {
              kind: 'call-hand',
              count: 2,
              difficulty: 'standard',
              constraints: { playerPoint: 9, natural: true, playerThirdCard: true },
              timeLimitMs: null,
            },
          ],
          passMarks: { overall: 0.8, perSkill: {} },
        }),
        /Section 1, Constraints: no item could be dealt/,
      ],
      ['future version', JSON.stringify({ ...good, version: 2 }), /format version 2.*newer version/],
      ['50 MB', 50 * 1024 * 1024, /the file is 50 MB; a drill-set file is at most 2\.0 MB/],
    ];
    const stored = () => {
      const db = trainer.backend.store.db();
      if (!db.ok) throw new Error(db.error);
      return db.value.prepare('SELECT id, revision, json FROM drill_sets ORDER BY id').all();
    };
    // One set of the trainer's own already stored: none of the bad files may touch it.
    const own = { ...good, title: 'Own set, kept' };
    expect((await trainer.call('studioSets.save', { set: own })).ok).toBe(false); // needs the trainer session
    expect((await trainer.call('trainer.setPasscode', { passcode: PASSCODE })).ok).toBe(true);
    expect((await trainer.call('studioSets.save', { set: own })).ok).toBe(true);
    const before = stored();
    expect(before).toHaveLength(1);

    const page = await trainer.open();
    await page.getByTestId('trainer-mode-button').click();
    await page.keyboard.press('Alt+3');
    for (const [name, content, words] of bad) {
      const path = join(out, `${name.replace(/\W+/g, '-')}.json`);
      if (typeof content === 'number') {
        writeFileSync(path, '');
        truncateSync(path, content);
      } else writeFileSync(path, content);
      trainer.dialogs.openQueue.push(path);
      await page.keyboard.press('Alt+I');
      const problems = page.getByTestId('sets-import-problems');
      await expect(problems, name).toContainText(words);
      await expect(problems, name).not.toContainText(/sections\.\d|Invalid input/);
      expect(stored(), name).toEqual(before);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
