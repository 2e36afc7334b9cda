// Throwaway (not committed): the trainer screens in zh-Hant and zh-Hans at two sizes, for a look.
import { expect, test } from './harness.ts';
import { setPasscodeThroughUi } from './trainer-steps.ts';

const OUT = '/tmp/uitrainer24/shots';
const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
] as const;

for (const lang of ['zh-Hant', 'zh-Hans'] as const) {
  test(`trainer screens in ${lang}`, async ({ trainer }) => {
    test.setTimeout(240_000);
    const { page } = trainer;
    await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
    const set = await trainer.call('languages.setDefault', { interface: lang, call: lang });
    expect(set.ok).toBe(true);
    await trainer.open();
    await page.setViewportSize(SIZES[1]);
    await setPasscodeThroughUi(page, 'shots-passcode-24');
    await expect(page.getByTestId('trainer-tab-audit')).toBeVisible();
    const shoot = async (name: string) => {
      for (const s of SIZES) {
        await page.setViewportSize(s);
        await page.waitForTimeout(150);
        await page.screenshot({ path: `${OUT}/${lang}-${name}-${s.width}.png`, fullPage: false });
      }
      await page.setViewportSize(SIZES[1]);
    };
    await shoot('01-recovery');
    const kept = page.getByTestId('recovery-code-kept');
    if (await kept.isVisible()) await kept.click();
    for (const [i, name] of [
      'assessments',
      'dashboard',
      'sets',
      'profiles',
      'trainees',
      'room',
      'audit',
      'standard',
    ].entries()) {
      await page.keyboard.press(`Alt+${i + 1}`);
      await page.waitForTimeout(400);
      await shoot(`${String(i + 2).padStart(2, '0')}-${name}`);
    }
    // The trainees tab with its detail, and a profile open.
    await page.keyboard.press('Alt+5');
    await page.getByTestId('trainees-select').first().click();
    await page.waitForTimeout(300);
    await shoot('20-trainee-detail');
    await page.keyboard.press('Alt+4');
    await page.getByTestId('profiles-open').first().click();
    await page.waitForTimeout(400);
    await shoot('21-profile-editor');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Alt+3');
    await page.getByTestId('sets-new').click();
    await page.waitForTimeout(600);
    await shoot('22-set-editor');
  });
}
