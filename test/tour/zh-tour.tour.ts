// Issue 24: every screen of the app in Traditional and Simplified Chinese at 1280×800, 900×600 and 1920×1080, written
// out to be opened and looked at (English left behind, cut or overlapping text, awkward wording), and the certificate
// PDF in zh-Hant drawn to PNG. Nothing is compared: test/tour/playwright.tour.config.ts says how to run it and where
// the pictures go. The scenes are reached as the screen tests reach them (test/e2e/screen-checks.ts, casino-journey).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { DrillSet } from '../../contract/index.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { expect, test, type TrainerHarness } from '../e2e/harness.ts';
import { layoutSettled } from '../e2e/settled.ts';
import { fillAssessmentStart } from '../e2e/trainer-steps.ts';
import { BACKEND_NOW, openScene, PAGE_NOW, SCENES, seedTrainerScreens } from '../e2e/screen-checks.ts';

const OUT = process.env['ZH_TOUR_DIR'] ?? '/tmp/zh-tour';
const LANGS = ['zh-Hant', 'zh-Hans'] as const;
type Lang = (typeof LANGS)[number];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
  { width: 1920, height: 1080 },
] as const;
const PASSCODE = 'zh-tour-passcode';

/** The screen as it is now, at every size (the whole page, so what scrolls is seen too), back at 1280×800 after. */
async function snap(page: Page, lang: Lang, name: string): Promise<void> {
  mkdirSync(join(OUT, lang), { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // A step's clock runs on purpose: everything else on the screen is waited on.
    await layoutSettled(page, { ignore: '[data-testid="step-timer"]' });
    await page.screenshot({
      path: join(OUT, lang, `${name}-${size.width}x${size.height}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(SIZES[0]);
  // The words too, to search for English left behind (grep -P '[A-Za-z]{3,}' <dir>/*.txt) beside looking.
  writeFileSync(join(OUT, lang, `${name}.txt`), await page.locator('body').innerText());
}

async function setLanguage(trainer: TrainerHarness, lang: Lang): Promise<void> {
  const r = await trainer.call('languages.setDefault', { interface: lang, call: lang });
  if (!r.ok) throw new Error(r.error);
}

const CERTIFICATION: DrillSet = {
  format: 'baccarat-drill-set',
  version: 1,
  title: '場面主任考核',
  description: 'One item that times out, then two to answer.',
  profile: 'tasmania',
  sections: [
    { kind: 'result', count: 1, difficulty: 'standard', timeLimitMs: 1500 },
    { kind: 'result', count: 2, difficulty: 'standard', timeLimitMs: 120_000 },
  ],
  passMarks: { overall: 0, perSkill: {} },
  mode: 'assessment',
  redLineFailsAssessment: true,
  assessment: { attempts: 3, waitMinutes: 0, practical: { areas: ['Calls', 'Settlement'] } },
};

for (const lang of LANGS) {
  test.describe(`${lang}: a fresh installation to a certificate`, () => {
    test.use({ freshInstall: true });
    test(`${lang}: setup, home, assessment, grading, certificate, verify`, async ({ trainer }, testInfo) => {
      const { page, dialogs } = trainer;
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await trainer.open();
      const setup = page.getByTestId('first-run');
      await expect(setup).toHaveAttribute('data-step', 'house');
      await page.getByTestId(`language-interface-${lang}`).check();
      await page.getByTestId(`language-call-${lang}`).check();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await snap(page, lang, '01-setup-house');
      await page.getByTestId('setup-house-option').first().focus();
      await page.keyboard.press('Enter');
      await expect(setup).toHaveAttribute('data-step', 'passcode');
      await page.getByTestId('passcode').fill(PASSCODE);
      await page.getByTestId('passcode-again').fill(PASSCODE);
      await snap(page, lang, '02-setup-passcode');
      await page.keyboard.press('Enter');
      await expect(setup).toHaveAttribute('data-step', 'recovery');
      await snap(page, lang, '03-setup-recovery');
      await page.keyboard.press('Alt+p');
      await page.keyboard.press('Alt+k');
      await expect(setup).toHaveAttribute('data-step', 'trainees');
      await snap(page, lang, '04-setup-trainees');
      const staff = testInfo.outputPath('staff.csv');
      writeFileSync(staff, 'Name,Staff number\r\n陳大文,S-2\r\n李小明,S-3\r\n"Lovelace, Ada",S-1\r\n');
      dialogs.openQueue.push(staff);
      await page.keyboard.press('Alt+i');
      await expect(page.getByTestId('staff-preview')).toBeVisible();
      await snap(page, lang, '05-setup-staff-list');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('setup-trainee-list').locator('li')).toHaveCount(3);
      await page.keyboard.press('Alt+f');
      await expect(page.getByTestId('quick-start')).toBeVisible();
      await snap(page, lang, '06-home-after-setup');

      expect((await trainer.call('trainer.unlock', { passcode: PASSCODE })).ok).toBe(true);
      const imported = await trainer.addDrillSet(CERTIFICATION);
      expect((await trainer.call('trainer.lock')).ok).toBe(true);
      await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });

      // The passcode prompt, then the assessment chosen for a candidate.
      await page.getByTestId('trainer-mode-button').click();
      await expect(page.getByTestId('passcode')).toBeVisible();
      await snap(page, lang, '07-trainer-passcode-prompt');
      await page.getByTestId('passcode').fill(PASSCODE);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('trainer-tab-assessments')).toBeVisible();
      await fillAssessmentStart(page, {
        setId: imported.id,
        name: '陳大文',
        staffNumber: 'S-2',
        assessor: '黃主任',
      });
      await snap(page, lang, '08-assessment-start');
      trainer.seeds.push('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
      await page
        .getByRole('button', { name: m.trainer_start_submit({}, { locale: lang }), exact: true })
        .click();
      await expect(page.getByTestId('attempt')).toBeVisible();
      await expect(page.getByTestId('timed-out')).toBeVisible();
      await snap(page, lang, '09-attempt-timed-out');
      await expect(page.locator('[data-phase="answering"]')).toBeVisible();
      await snap(page, lang, '10-attempt-question');
      await page.keyboard.press('b');
      await expect(page.getByTestId('progress')).toContainText('2 /');
      // The candidate tries to leave: the confirmation, then the attempt locked until the trainer resumes it.
      await page.getByTestId('leave').click();
      await expect(page.getByTestId('leave-confirm')).toBeVisible();
      await snap(page, lang, '11-attempt-leave-confirm');
      await page.getByTestId('leave-confirm').click();
      await expect(page.getByTestId('attempt-abandoned')).toBeVisible();
      await snap(page, lang, '12-attempt-locked');
      await page.getByTestId('passcode').fill(PASSCODE);
      await page.keyboard.press('Enter');
      await page.getByTestId('resume-attempt').click();
      await expect(page.locator('[data-phase="answering"]')).toBeVisible();
      await page.keyboard.press('b');
      await expect(page.getByTestId('attempt-finished')).toBeVisible();
      await snap(page, lang, '13-attempt-finished');

      // The candidate's history, the record, the practical part graded.
      await page.keyboard.press('Enter');
      await page.getByTestId('trainer-mode-button').click();
      await page.getByTestId('passcode').fill(PASSCODE);
      await page.keyboard.press('Enter');
      await page.getByTestId('history-S-2').click();
      await expect(page.getByTestId('candidate-history')).toBeVisible();
      await snap(page, lang, '14-candidate-history');
      await page
        .getByTestId('candidate-history')
        .getByRole('button', { name: m.trainer_open({}, { locale: lang }), exact: true })
        .click();
      const record = page.getByTestId('attempt-record');
      await expect(record).toHaveAttribute('data-result', 'pending-practical');
      await snap(page, lang, '15-attempt-record');
      await page.locator('input[name="grade-Calls"][value="A"]').check();
      await page.locator('input[name="grade-Settlement"][value="C"]').check();
      await page.getByTestId('red-line-paid-before-taking').check();
      await page.getByTestId('practical-comment').fill('先賠後收：第 3 位在第 5 位之前賠付。');
      await snap(page, lang, '16-practical-grading');
      await page.keyboard.press('Alt+g');
      await expect(page.getByTestId('record-notice')).toBeVisible();
      await snap(page, lang, '17-practical-saved');

      // The certificate, drawn page by page.
      const pdf = join(OUT, lang, 'certificate.pdf');
      dialogs.saveQueue.push(pdf);
      await page.getByTestId('export-pdf').click();
      await expect(page.getByTestId('record-notice')).toContainText(pdf);
      await snap(page, lang, '18-certificate-saved');
      const drawn = spawnSync('pdftoppm', ['-r', '60', '-png', pdf, join(OUT, lang, 'certificate-page')], {
        encoding: 'utf8',
      });
      expect(drawn.error?.message ?? drawn.stderr).toBe('');

      // Verify a report.
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: m.trainer_assess_verify({}, { locale: lang }), exact: true })
        .first()
        .click();
      await snap(page, lang, '19-verify-empty');
      await page.getByTestId('verify-file').setInputFiles(pdf);
      await expect(page.getByTestId('verify-outcome')).toHaveAttribute('data-status', 'trusted');
      await snap(page, lang, '20-verify-trusted');
    });
  });

  test.describe(`${lang}: the trainee's side`, () => {
    test(`${lang}: home, settings, languages, PIN`, async ({ trainer }) => {
      const { page } = trainer;
      await setLanguage(trainer, lang);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await trainer.open();
      await expect(page.getByTestId('quick-start')).toBeVisible();
      await snap(page, lang, '30-home');
      await page.keyboard.press('F4');
      await expect(page.getByTestId('language-chooser')).toBeVisible();
      await snap(page, lang, '31-home-language-chooser');
      await page.keyboard.press('F4');
      await page.keyboard.press('F3');
      await expect(page.getByTestId('pin-new')).toBeVisible();
      await snap(page, lang, '32-home-pin');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: m.home_settings({}, { locale: lang }), exact: true }).click();
      await snap(page, lang, '33-settings');
      await trainer.open();
      await page.getByTestId('open-progress').click();
      await expect(page.getByTestId('progress-screen')).toBeVisible();
      await snap(page, lang, '34-my-progress');
    });
  });

  test.describe(`${lang}: every drill scene`, () => {
    for (const s of SCENES) {
      test(`${lang}: ${s.name}`, async ({ trainer }) => {
        await setLanguage(trainer, lang);
        const page = await openScene(trainer, s);
        await snap(page, lang, `40-drill-${s.name}`);
        if (s.name === 'settle-table' || s.name === 'call-hand') {
          // The table notice close up (H).
          await page.keyboard.press('h');
          await expect(page.getByTestId('notice-reader')).toBeVisible();
          await snap(page, lang, `41-notice-reader-${s.name}`);
          await page.keyboard.press('Escape');
        }
        if (!s.keys?.length && s.kind !== 'settle-table') {
          // Answered (whatever the answer): the feedback.
          const first = page.locator('.panel button:not([disabled])').first();
          await first.click();
          // The answer goes to main and its feedback comes back later: counted only once it is no longer on its way
          // (counted at once, the feedback was there or not as the machine's speed had it).
          const submitting = page.locator('[data-phase="submitting"]');
          await expect(submitting).toHaveCount(0);
          if ((await page.getByTestId('feedback').count()) === 0) await page.keyboard.press('Enter');
          await expect(submitting).toHaveCount(0);
          if ((await page.getByTestId('feedback').count()) > 0)
            await snap(page, lang, `42-feedback-${s.name}`);
        }
      });
    }
  });

  test.describe(`${lang}: trainer mode`, () => {
    test.use({ firstRun: true, backendNow: BACKEND_NOW, timezoneId: 'Asia/Macau' });
    test(`${lang}: every tab and dialog`, async ({ trainer, dataDir }) => {
      const { page, dialogs } = trainer;
      await seedTrainerScreens(trainer);
      await setLanguage(trainer, lang);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.setFixedTime(new Date(PAGE_NOW));
      await trainer.open();
      await page.getByTestId('trainer-mode-button').click();
      await expect(page.getByTestId('trainer-tab-assessments')).toBeVisible();
      await page.keyboard.press('Alt+1');
      await expect(page.locator('[data-testid^="history-"]')).toHaveCount(4);
      await snap(page, lang, '50-trainer-assessments');
      await page.keyboard.press('Alt+2');
      await expect(page.locator('[data-testid="dashboard"] tbody tr[data-trainee]')).toHaveCount(4);
      await snap(page, lang, '51-trainer-dashboard');
      // A trainee's progress page from the dashboard.
      await page
        .locator('[data-testid="dashboard"] tbody tr[data-trainee]')
        .first()
        .getByRole('button', { name: m.dash_open({}, { locale: lang }), exact: true })
        .click();
      await snap(page, lang, '52-trainer-trainee-progress');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Alt+3');
      await expect(page.getByTestId('studio-DrillSetsTab')).toBeVisible();
      await snap(page, lang, '53-trainer-sets');
      // Import a set that is already there: the clash dialog.
      const clash = join(dataDir, 'clash.json');
      const existing = await trainer.call('drillSets.get', { id: 'tasmania-procedures' });
      if (existing.ok) {
        writeFileSync(clash, JSON.stringify(existing.value));
        dialogs.openQueue.push(clash);
        await page.getByTestId('sets-import').click();
        if (await page.getByTestId('sets-clash').isVisible()) {
          await snap(page, lang, '54-trainer-sets-import-clash');
          await page.getByTestId('sets-cancel-import').click();
        } else await snap(page, lang, '54-trainer-sets-import-result');
      }
      // Export: the notice that says where it went.
      dialogs.saveQueue.push(join(dataDir, '..', `zh-tour-export-${lang}.json`));
      await page.getByTestId('sets-export-tasmania-procedures').click();
      await snap(page, lang, '55-trainer-sets-exported');
      // The set editor with a kind's constraint controls.
      await page.keyboard.press('Alt+N');
      await expect(page.getByTestId('set-editor')).toBeVisible();
      await page.getByTestId('section-0-kind').selectOption('third-card');
      await page.getByTestId('section-0-c-bankerPoint-mode').selectOption('range');
      await snap(page, lang, '56-trainer-set-editor-third-card');
      await page.getByTestId('section-0-kind').selectOption('settle-table');
      await snap(page, lang, '57-trainer-set-editor-settle-table');
      await page.keyboard.press('Alt+P');
      await snap(page, lang, '58-trainer-set-editor-preview');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Alt+4');
      await expect(page.getByTestId('studio-ProfilesTab')).toBeVisible();
      await snap(page, lang, '59-trainer-profiles');
      await page.getByTestId('profiles-open').first().click();
      await snap(page, lang, '60-trainer-house-rules-form');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Alt+5');
      await expect(page.getByTestId('trainees-tab')).toBeVisible();
      await snap(page, lang, '61-trainer-trainees');
      const staff = join(dataDir, 'staff.csv');
      writeFileSync(staff, 'Name,Staff number\r\n陳大文,S-7\r\n李小明,S-101\r\n,S-9\r\n');
      dialogs.openQueue.push(staff);
      await page.getByTestId('trainees-import').click();
      await expect(page.getByTestId('staff-preview')).toBeVisible();
      await snap(page, lang, '62-trainer-staff-list-import');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Alt+6');
      await expect(page.getByTestId('room-tab')).toBeVisible();
      await snap(page, lang, '63-trainer-room');
      await page.getByTestId('room-host').fill('127.0.0.1');
      await page.getByTestId('room-port').fill('1');
      await page.getByTestId('room-test').click();
      await expect(page.getByTestId('room-check')).toBeVisible();
      await snap(page, lang, '64-trainer-room-join-checked');
      await page.keyboard.press('Alt+7');
      await expect(page.getByTestId('audit-tab')).toBeVisible();
      await snap(page, lang, '65-trainer-audit');
      await page.keyboard.press('Alt+8');
      await expect(page.getByTestId('standard-tab')).toBeVisible();
      await snap(page, lang, '66-trainer-standard');
    });
  });
}
