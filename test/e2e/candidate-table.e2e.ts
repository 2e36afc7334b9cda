// Issue 21, "the candidate's table": during an attempt the table is drawn exactly as large, and in the same place,
// as in practice, at every window size the app is made for, and it does not move or resize from prompt to prompt,
// not even when a notice (a step that timed out) or the leave confirmation shows over it.
import type { Page, TestInfo } from '@playwright/test';
import type { DrillSet } from '../../contract/index.ts';
import { expect, test } from './harness.ts';
import { setPasscodeThroughUi } from './trainer-steps.ts';

const PASSCODE = 'e2e-table-passcode';

const section = { kind: 'result', difficulty: 'standard' } as const;

const PRACTICE: DrillSet = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'E2E practice table',
  description: 'Declare the result, in practice.',
  profile: 'tasmania',
  sections: [{ ...section, count: 2, timeLimitMs: 60_000 }],
  passMarks: { overall: 0, perSkill: {} },
  mode: 'practice',
  redLineFailsAssessment: false,
};

const ASSESSMENT: DrillSet = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'E2E assessment table',
  description: 'One item that times out, then two to answer.',
  profile: 'tasmania',
  sections: [
    { ...section, count: 1, timeLimitMs: 1500 },
    { ...section, count: 2, timeLimitMs: 120_000 },
  ],
  passMarks: { overall: 0, perSkill: {} },
  mode: 'assessment',
  redLineFailsAssessment: true,
  assessment: { attempts: 3, waitMinutes: 0, practical: { areas: ['Calls'] } },
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the table is drawn once it has stopped moving: the same box on two frames in a row. (The whole screen never
 * settles in an attempt: the step's time bar runs.)
 */
async function tableBox(page: Page): Promise<Box> {
  await expect(page.locator('[data-phase="answering"]')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const box = await page.waitForFunction(
    () => {
      const svg = document.querySelector('[data-table] svg');
      if (!svg) return false;
      const r = svg.getBoundingClientRect();
      const now = JSON.stringify({ x: r.x, y: r.y, width: r.width, height: r.height });
      const w = window as unknown as { __tableBox?: string };
      const same = w.__tableBox === now;
      w.__tableBox = now;
      return same && now;
    },
    undefined,
    { polling: 'raf' },
  );
  return JSON.parse((await box.jsonValue()) as string) as Box;
}

function expectSameBox(actual: Box, expected: Box, what: string): void {
  for (const k of ['x', 'y', 'width', 'height'] as const)
    expect(
      Math.abs(actual[k] - expected[k]),
      `${what}: the table's ${k} is ${actual[k]}, not ${expected[k]}`,
    ).toBeLessThanOrEqual(1);
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
] as const;

const tagOf = (size: (typeof SIZES)[number]) => `${size.width}x${size.height}`;

/** At every size in turn: the table's box there, checked against practice's, and a picture. */
async function expectSameBoxAtEverySize(
  page: Page,
  testInfo: TestInfo,
  inPractice: ReadonlyMap<string, Box>,
  what: string,
  name: string,
): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const expected = inPractice.get(tagOf(size));
    if (!expected) throw new Error(`no practice box at ${tagOf(size)}`);
    expectSameBox(await tableBox(page), expected, `${what} at ${tagOf(size)}`);
    await shot(page, testInfo, `${name}-${tagOf(size)}`);
  }
}

// One attempt, the window resized through every size at each moment (as the screen scenes are): the table is where
// practice draws it at that size. Four attempts, one a size, checked the same and cost four set-ups.
test('issue 21: the candidate’s table is the size of the practice table and stays put between prompts', async ({
  trainer,
}, testInfo) => {
  test.setTimeout(120_000);
  const { page } = trainer;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3, sound: false });
  const practice = await trainer.addDrillSet(PRACTICE);
  const assessment = await trainer.addDrillSet(ASSESSMENT);

  // Practice: where the table is drawn at each size.
  const trainees = await trainer.call('trainees.list');
  if (!trainees.ok || !trainees.value[0]) throw new Error('no trainee');
  expect(
    (await trainer.call('sessions.start', { traineeId: trainees.value[0].id, drillSetId: practice.id })).ok,
  ).toBe(true);
  await trainer.open();
  await page.getByTestId('quick-start').click();
  const inPractice = new Map<string, Box>();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const box = await tableBox(page);
    expect(box.width).toBeGreaterThan(size.width * 0.5);
    inPractice.set(tagOf(size), box);
    await shot(page, testInfo, `practice-${tagOf(size)}`);
  }

  // The trainer starts the assessment for a candidate.
  await page.setViewportSize(SIZES[1]);
  await trainer.open();
  await setPasscodeThroughUi(page, PASSCODE);
  await page.getByTestId('assessment-set').selectOption(assessment.id);
  await page.getByTestId('candidate-name').fill('Ana Lima');
  await page.getByTestId('candidate-staff').fill('E2E-1');
  await page.getByTestId('assessor').fill('Sam Assessor');
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await expect(page.getByTestId('attempt')).toBeVisible();

  // The first prompt (its step may time out while the sizes are gone through: the box must not move either way),
  // the one after it timed out (the notice over the table), the leave confirmation, and the last prompt.
  await expectSameBoxAtEverySize(page, testInfo, inPractice, 'the first prompt', 'attempt');
  await expect(page.getByTestId('timed-out')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The notice is read whole at every size (the title and the candidate's line give way first).
    const cut = await page.getByTestId('timed-out').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, `the timed-out notice is cut off at ${tagOf(size)}`).toBe(false);
  }
  await expectSameBoxAtEverySize(
    page,
    testInfo,
    inPractice,
    'the prompt after a timed-out step, its notice showing',
    'attempt-timed-out',
  );
  await page.getByTestId('leave').click();
  await expect(page.getByTestId('leave-confirm')).toBeVisible();
  await expectSameBoxAtEverySize(
    page,
    testInfo,
    inPractice,
    'the leave confirmation showing',
    'attempt-leave',
  );
  await page.getByRole('button', { name: 'Stay' }).click();
  await page.keyboard.press('b');
  await expect(page.getByTestId('progress')).toContainText('2 /');
  await expectSameBoxAtEverySize(page, testInfo, inPractice, 'the last prompt', 'attempt-last');
});
