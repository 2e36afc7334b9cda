// Issue 24: the languages are chosen in the first run and changed at home with one key (F4). Picked in the setup,
// Traditional Chinese is the station's default: home opens in it and the dealer's calls are said in it; F4 and an
// arrow give a trainee Simplified Chinese for the interface, stored as theirs, while the calls stay Traditional.
import { expect, test } from './harness.ts';

const PASSCODE = 'first-run-passcode';

test.describe('a fresh installation', () => {
  test.use({ freshInstall: true });

  test('zh-Hant picked in the first run: home in Traditional Chinese; F4 switches a trainee to Simplified', async ({
    trainer,
  }) => {
    const { page } = trainer;
    await trainer.open();
    const setup = page.getByTestId('first-run');
    await expect(setup).toHaveAttribute('data-step', 'house');
    await expect(setup.locator('h1')).toHaveText('Set up the Baccarat Dealer Trainer');

    // The languages at the top of the setup: the screen follows the interface language at once.
    await page.getByTestId('language-interface-zh-Hant').check();
    await page.getByTestId('language-call-zh-Hant').check();
    await expect(setup.locator('h1')).toHaveText('設定百家樂荷官培訓');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByTestId('language-sample-call')).toHaveText(
      '閒 2 點，莊 5 點。莊贏，5 點勝 4 點。',
    );
    await expect(page.getByTestId('setup-house')).toContainText('這是哪一間賭場？');

    // The rest of the setup, by keyboard.
    await page.getByTestId('setup-house-option').first().focus();
    await page.keyboard.press('Enter');
    await expect(setup).toHaveAttribute('data-step', 'passcode');
    await page.getByTestId('passcode').fill(PASSCODE);
    await page.getByTestId('passcode-again').fill(PASSCODE);
    await page.keyboard.press('Enter');
    await expect(setup).toHaveAttribute('data-step', 'recovery');
    await page.keyboard.press('Alt+k');
    await page.keyboard.press('Alt+f');

    // Home, in Traditional Chinese; stored in main as the station's default.
    await expect(page.getByTestId('quick-start')).toHaveText('立即開始練習');
    await expect(page.locator('h1')).toHaveText('百家樂荷官培訓');
    await expect(page.locator('#library-h')).toHaveText('練習題組');
    const station = await trainer.call('languages.get');
    expect(station.ok && station.value.station).toEqual({ interface: 'zh-Hant', call: 'zh-Hant' });

    // A trainee (added by the trainer) opens home in the station's languages.
    await trainer.call('trainer.unlock', { passcode: PASSCODE });
    const ada = await trainer.call('trainees.create', { name: 'Ada' });
    if (!ada.ok) throw new Error(ada.error);
    await trainer.call('trainer.lock');
    await trainer.open();
    await expect(page.locator('#trainee-h')).toHaveText('學員');
    await expect(page.getByTestId('quick-start')).toHaveText('開始練習');

    // F4: the chooser opens on the interface language; the arrow moves to Simplified Chinese, stored as Ada's.
    await page.keyboard.press('F4');
    await expect(page.getByTestId('language-chooser')).toBeVisible();
    await expect(page.getByTestId('language-interface-zh-Hant')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('language-interface-zh-Hans')).toBeChecked();
    await expect(page.locator('h1')).toHaveText('百家乐荷官培训');
    await expect(page.locator('#trainee-h')).toHaveText('学员');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    // The calls stay in the call language.
    await expect(page.getByTestId('language-sample-call')).toHaveText(
      '閒 2 點，莊 5 點。莊贏，5 點勝 4 點。',
    );
    await page.keyboard.press('F4');
    await expect(page.getByTestId('language-chooser')).toHaveCount(0);

    const hers = await trainer.call('languages.forTrainee', { traineeId: ada.value.id });
    expect(hers.ok && hers.value).toMatchObject({
      station: { interface: 'zh-Hant', call: 'zh-Hant' },
      trainee: { interface: 'zh-Hans', call: null },
      effective: { interface: 'zh-Hans', call: 'zh-Hant' },
    });
    // Kept: the window opened again is in her language.
    await trainer.open();
    await expect(page.getByTestId('quick-start')).toHaveText('开始练习');
  });
});
