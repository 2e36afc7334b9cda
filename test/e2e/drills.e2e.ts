// A new trainee works a practice session of every drill kind with the keyboard alone: wrong once (the feedback
// says what was wrong), then right, through to the summary. The right answer is worked out in the test with core
// functions (the generator re-run from the session's seed, read from the main process's database, and the points, the table of play and the winner from the
// cards on the table), never read from the page; the cards the page shows are checked against the same deal.
import { DRILL_KINDS, type DrillKind } from '../../core/drills/types.ts';
import type { DrillSet } from '../../core/drills/spec.ts';
import {
  boxMark,
  currentStep,
  expectSceneShown,
  fromScene,
  keysFor,
  kindSet,
  press,
  shot,
  wrong,
} from './drill-driver.ts';
import { citationParts } from '../../renderer/lib/rule-clauses.ts';
import { expect, test } from './harness.ts';
import { english } from '../../core/i18n/phrase.ts';

/**
 * Settle the table at a table that marks Banker commission in the box (Tasmania 12.2; casino guide: commission box):
 * Banker wins with a bet at every seat, so the box marks are asked for. The first item is answered wrong on purpose;
 * the three answered right all lack a Banker bet about once in 2 million runs (1 in 128 each).
 */
function boxSet(): DrillSet {
  const set = kindSet('settle-table');
  return {
    ...set,
    title: 'E2E settle-table on casino-guide',
    profile: 'casino-guide',
    sections: [
      {
        kind: 'settle-table',
        count: 4,
        difficulty: 'standard',
        timeLimitMs: null,
        constraints: { winner: 'banker', seats: 7 },
      },
    ],
  };
}

const PRACTICE: { name: string; kind: DrillKind; set: () => DrillSet }[] = [
  ...DRILL_KINDS.map((kind) => ({ name: kind, kind, set: () => kindSet(kind) })),
  { name: 'settle-table-box', kind: 'settle-table', set: boxSet },
];

test.describe('practice by keyboard, every drill kind', () => {
  for (const { name, kind, set: makeSet } of PRACTICE) {
    const title =
      name === kind
        ? `${kind}: wrong then right with feedback, to the summary`
        : `${kind} on casino-guide (commission box marks): wrong then right with feedback, to the summary`;
    test(title, async ({ trainer }, testInfo) => {
      const { page } = trainer;
      // The same steps without movement, at the fastest deal: the test waits on state, never on time.
      const set_ = await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
      expect(set_.ok).toBe(true);
      const set = makeSet();
      const summary = await trainer.addDrillSet(set);
      let boxMarks = 0;

      await expect(page.getByTestId('quick-start')).toBeVisible();
      await shot(page, testInfo, `${name}-home`);
      const start = page.locator(`[data-set-id="${summary.id}"] button`, { hasText: 'Start' });
      await start.focus();
      await page.keyboard.press('Enter');

      let answered = 0;
      let sawWrong = false;
      let sawRight = false;
      const items = set.sections.reduce((n, s) => n + s.count, 0);
      while (!(await page.getByTestId('summary').isVisible())) {
        const { item, step } = await currentStep(page, trainer.dataDir);
        await expectSceneShown(page, step.prompt);
        const right = step.key.expected;
        const scene = fromScene(step.prompt);
        if (
          scene &&
          (kind === 'call-hand' || kind === 'third-card' || kind === 'result' || kind === 'whole-coup')
        ) {
          expect(scene, 'worked out from the cards on the table').toEqual(right);
        }
        if (answered === 0) {
          // Reduced motion (the app's setting): the cards appear in turn without moving.
          await expect(page.locator('[data-hand] .motion.dealing')).toHaveCount(0);
          await shot(page, testInfo, `${name}-prompt`);
        }
        const giveWrong = answered === 0;
        const keys = keysFor(giveWrong ? wrong(right, step.prompt) : right, step.prompt);
        const marks = !giveWrong && right.type === 'settle-table' ? right.actions.flatMap(boxMark) : [];
        if (marks.length > 0) {
          // Before the table is called settled, the running list shows each Banker payment with its box mark.
          await press(page, keys.slice(0, -1));
          const list = page.getByRole('list', { name: 'Settled so far' });
          for (const m of marks) await expect(list).toContainText(m);
          boxMarks += marks.length;
          await press(page, keys.slice(-1));
        } else {
          await press(page, keys);
        }
        const feedback = page.getByTestId('feedback');
        await expect(feedback).toBeVisible();
        await expect(feedback).toHaveAttribute('data-correct', giveWrong ? 'false' : 'true');
        await expect(feedback).toContainText(english(step.key.answerText));
        // The rule as cited, each Tasmanian section once as its chip (issue 23).
        await expect(feedback.getByTestId('citation')).toHaveText(
          citationParts(step.key.rule)
            .map((p) => ('text' in p ? p.text : 'cited' in p ? p.cited.text : `§${p.section.label}`))
            .join(''),
        );
        // Progress counts items, as main does: a several-step item counts once its last step is answered.
        const itemDone = step.prompt.step + 1 === item.steps.length;
        const done = Number(item.id.replace('item-', '')) + (itemDone ? 1 : 0);
        await expect(page.getByTestId('progress')).toHaveText(`${done} / ${items} answered`);
        await expect(feedback.getByRole('button', { name: /^Enter (Next|See the summary)$/ })).toContainText(
          done === items ? 'See the summary' : 'Next',
        );
        if (giveWrong) {
          sawWrong = true;
          await expect(feedback.getByRole('list', { name: 'What was wrong' })).toBeVisible();
          await shot(page, testInfo, `${name}-feedback-wrong`);
        } else if (!sawRight) {
          sawRight = true;
          await shot(page, testInfo, `${name}-feedback-right`);
        }
        answered += 1;
        await page.keyboard.press('Enter');
        await expect(page.locator(`[data-phase="feedback"]`)).toHaveCount(0);
      }
      expect(sawWrong && sawRight).toBe(true);
      if (name !== kind) expect(boxMarks, 'Banker payments with a box mark').toBeGreaterThan(0);
      const summaryEl = page.getByTestId('summary');
      // Items (issue 23): a whole coup's steps count once.
      await expect(summaryEl).toContainText(`of ${items} items right`);
      await expect(summaryEl.getByRole('heading', { name: 'Mistakes and corrections' })).toBeVisible();
      await shot(page, testInfo, `${name}-summary`);

      // The mistake can be replayed: R deals a fresh coup of the same case (a session of its own in the main
      // process; a fresh third-card item may ask for both hands), answered right this time.
      await page.keyboard.press('r');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Replay: ${set.title}`);
      while (!(await page.getByTestId('summary').isVisible())) {
        const { step } = await currentStep(page, trainer.dataDir);
        await press(page, keysFor(step.key.expected, step.prompt));
        await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'true');
        await page.keyboard.press('Enter');
        await expect(page.locator(`[data-phase="feedback"]`)).toHaveCount(0);
      }
      await expect(page.getByTestId('summary')).toHaveAttribute('data-passed', 'true');
      expect(trainer.consoleErrors).toEqual([]);
    });
  }
});

test('an assessment set is a mock exam for a trainee: practice with feedback under its own label (issue 21)', async ({
  trainer,
}, testInfo) => {
  const { page } = trainer;
  await trainer.call('settings.set', { reducedMotion: 'on', speed: 3 });
  const set: DrillSet = {
    ...kindSet('result', 2),
    title: 'E2E assessment',
    sections: [
      { kind: 'call-hand', count: 1, difficulty: 'standard', timeLimitMs: null },
      { kind: 'result', count: 2, difficulty: 'standard', timeLimitMs: null },
    ],
    passMarks: { overall: 0.9, perSkill: { result: { accuracy: 1 } } },
    mode: 'assessment',
    redLineFailsAssessment: true,
  };
  const summary = await trainer.addDrillSet(set);
  const row = page.locator(`[data-set-id="${summary.id}"]`);
  // The trainee is never offered the assessment itself: it is the trainer's to start for a candidate.
  await expect(row.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await row.getByTestId('mock-exam').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mock exam: E2E assessment');
  const { step } = await currentStep(page, trainer.dataDir);
  await press(page, keysFor(wrong(step.key.expected, step.prompt), step.prompt));
  // Practice: the feedback comes at once.
  await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'false');
  await page.screenshot({ path: testInfo.outputPath('mock-exam-feedback.png') });
  expect(trainer.consoleErrors).toEqual([]);
});
