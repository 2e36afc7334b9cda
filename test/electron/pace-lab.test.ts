// Issue 23, the pace lab through the real session handlers: coups an hour are counted on the main process's
// monotonic clock (each step from the page's sessions.shown, or the deal allowance after main sent it, to the
// answer), never the page's own count; the rate goes out live with each answer, is in the summary against the
// house's target with accuracy beside it and an audition's band, and the trainee's progress and the trainer's
// dashboard show the run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAudition } from '../../core/drills/audition.ts';
import type { DrillSet } from '../../core/drills/spec.ts';
import type { Prompt, Response } from '../../core/drills/types.ts';
import { MAX_DEAL_MS } from '../../electron/features/sessions/deal-allowance.ts';
import { drillSet, rightAnswers } from '../core/drills/helpers.ts';
import { english } from '../../core/i18n/phrase.ts';
import { closeBackend, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

const SEED = 'pace-lab';
const PASS = 'open-sesame';
const STEPS = 5;

const dirs: string[] = [];
const backends: TestBackend[] = [];
afterEach(async () => {
  for (const b of backends.splice(0)) await closeBackend(b);
  for (const d of dirs.splice(0)) removeDir(d);
});

function paceSet(): DrillSet {
  return drillSet([{ kind: 'pace-lab', count: 2, difficulty: 'standard', timeLimitMs: null }], {
    title: 'Pace lab at Tasmania',
    audition: defaultAudition(50),
  });
}

async function started() {
  const dir = tempDir();
  dirs.push(dir);
  const clock = { mono: 5_000_000 };
  const b = testBackend(dir, { monotonicMs: () => clock.mono, randomSeed: () => SEED });
  backends.push(b);
  await b.value('trainer.setPasscode', { passcode: PASS });
  const trainee = await b.value('trainees.create', { name: 'Ana' });
  const file = join(dir, 'pace.json');
  const set = paceSet();
  writeFileSync(file, JSON.stringify(set));
  b.dialogs.openQueue.push(file);
  const summary = await b.value('drillSets.importFile');
  if (!summary) throw new Error('the import was cancelled');
  await b.value('trainer.lock');
  const view = await b.value('sessions.start', { traineeId: trainee.id, drillSetId: summary.id });
  if (!view.prompt) throw new Error('no prompt');
  const k = rightAnswers(set, SEED);
  return {
    b,
    clock,
    traineeId: trainee.id,
    view,
    right: (p: Prompt) => k.get(`${p.itemId}#${p.step}`) as Response,
  };
}

describe('the pace lab is timed by main (issue 23)', () => {
  it('the page claims 1 ms a step, main measured 10 s: the rate is main’s (72 coups an hour), live and at the end', async () => {
    const { b, clock, traineeId, view, right } = await started();
    expect(view.prompt?.paced).toBe(true);
    expect(view.pace).toEqual({
      coups: 0,
      coupsPerHour: null,
      accuracy: 0,
      targetCoupsPerHour: 50,
      targetFrom: 'house',
    });
    let prompt: Prompt | null = view.prompt;
    let answers = 0;
    let last = null;
    while (prompt) {
      // The page says the cards are dealt; 10 s later on main's clock the answer comes, the page claiming 1 ms.
      expect(
        await b.value('sessions.shown', {
          sessionId: view.sessionId,
          itemId: prompt.itemId,
          step: prompt.step,
        }),
      ).toBe(true);
      clock.mono += 10_000;
      last = await b.value('sessions.answer', {
        sessionId: view.sessionId,
        response: right(prompt),
        responseMs: 1,
        itemId: prompt.itemId,
        step: prompt.step,
      });
      answers++;
      if (answers === STEPS) expect(last.pace).toMatchObject({ coups: 1, coupsPerHour: 72, accuracy: 1 });
      // Reading the feedback between steps is not the dealer's time: the next clock starts when it is shown.
      clock.mono += 2_000;
      prompt = last.next;
    }
    const summary = last?.summary;
    expect(summary?.pace).toMatchObject({
      coups: 2,
      correct: 2,
      accuracy: 1,
      timeMs: 100_000,
      coupsPerHour: 72,
      onPace: true,
      target: { coupsPerHour: 50, from: 'house' },
    });
    expect(summary?.audition).toMatchObject({ band: 'Ready', rank: 0 });
    expect(english(summary!.audition!.reason)).toBe(
      "Ready: 72 coups an hour and 100% accuracy meet Ready's 50 coups an hour and 95%.",
    );
    // Recorded: the trainee's progress and the trainer's dashboard show the run.
    const page = await b.value('progress.page', { traineeId });
    expect(page.paceRuns).toEqual([
      expect.objectContaining({
        coups: 2,
        coupsPerHour: 72,
        accuracy: 1,
        targetCoupsPerHour: 50,
        band: 'Ready',
      }),
    ]);
    await b.value('trainer.unlock', { passcode: PASS });
    const rows = await b.value('dashboard.trainees');
    expect(rows.find((r) => r.traineeId === traineeId)?.pace).toMatchObject({
      coupsPerHour: 72,
      band: 'Ready',
    });
  });

  it.each([
    // what the page does, ms on main's clock before the answer, ms the page reports, ms recorded
    ['says shown, then answers', true, 9_000, 60_000, 9_000],
    [
      'never says shown: the clock starts the deal allowance after main sent the step',
      false,
      MAX_DEAL_MS + 6_000,
      1,
      6_000,
    ],
  ])('%s', async (_what, shown, elapsed, pageMs, recorded) => {
    const { b, clock, view, right } = await started();
    const prompt = view.prompt as Prompt;
    if (shown)
      await b.value('sessions.shown', {
        sessionId: view.sessionId,
        itemId: prompt.itemId,
        step: prompt.step,
      });
    clock.mono += elapsed;
    await b.value('sessions.answer', {
      sessionId: view.sessionId,
      response: right(prompt),
      responseMs: pageMs,
      itemId: prompt.itemId,
      step: prompt.step,
    });
    const summary = await b.value('sessions.summary', { sessionId: view.sessionId });
    expect(summary.feedback?.[0]?.mark.responseMs ?? null).toBe(recorded);
  });
});
