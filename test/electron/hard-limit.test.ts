// Issue 23, a practice set's hard time limit through the real session handlers: main times the step (from the page's
// sessions.shown, or MAX_DEAL_MS after the prompt went out), the page's own time can only make it later, and when the
// limit has run out the step and the rest of its item are recorded as timed out (wrong) and the next item comes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DrillSet } from '../../core/drills/spec.ts';
import type { Prompt, Response } from '../../core/drills/types.ts';
import { MAX_DEAL_MS } from '../../electron/features/sessions/deal-allowance.ts';
import { drillSet, rightAnswers } from '../core/drills/helpers.ts';
import { closeBackend, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';
import { english } from '../../core/i18n/phrase.ts';

const LIMIT_MS = 5000;
const SEED = 'hard-limit';

const dirs: string[] = [];
const backends: TestBackend[] = [];
afterEach(async () => {
  for (const b of backends.splice(0)) await closeBackend(b);
  for (const d of dirs.splice(0)) removeDir(d);
});

function hardSet(): DrillSet {
  return drillSet([{ kind: 'whole-coup', count: 3, difficulty: 'standard', timeLimitMs: LIMIT_MS }], {
    title: 'Hard-limited coups',
    hardTimeLimit: true,
  });
}

async function started(): Promise<{
  b: TestBackend;
  dir: string;
  clock: { mono: number };
  sessionId: string;
  prompt: Prompt;
  right: (p: Prompt) => Response;
}> {
  const dir = tempDir();
  dirs.push(dir);
  const clock = { mono: 1_000_000 };
  const b = testBackend(dir, { monotonicMs: () => clock.mono, randomSeed: () => SEED });
  backends.push(b);
  const trainee = await b.value('trainees.create', { name: 'Sam' });
  const file = join(dir, 'hard.json');
  const set = hardSet();
  writeFileSync(file, JSON.stringify(set));
  b.dialogs.openQueue.push(file);
  const summary = await b.value('drillSets.importFile');
  if (!summary) throw new Error('the import was cancelled');
  const view = await b.value('sessions.start', { traineeId: trainee.id, drillSetId: summary.id });
  if (!view.prompt) throw new Error('no prompt');
  const k = rightAnswers(set, SEED);
  return {
    b,
    dir,
    clock,
    sessionId: view.sessionId,
    prompt: view.prompt,
    right: (p) => k.get(`${p.itemId}#${p.step}`) as Response,
  };
}

describe('a practice set with a hard limit (issue 23): main owns the clock', () => {
  it.each([
    // [what happens, page says shown?, ms on main's clock after issue, ms the page reports, timed out, recorded ms]
    ['shown, answered in time by both clocks', true, 4000, 3900, false, 4000],
    ['shown, the page reports less time than main measured: main decides', true, 7000, 1000, true, 7000],
    [
      'shown, the page reports more: its own timer gave the step up',
      true,
      1000,
      LIMIT_MS + 50,
      true,
      LIMIT_MS + 50,
    ],
    [
      'never said shown: the clock starts MAX_DEAL_MS after the prompt',
      false,
      MAX_DEAL_MS + 4000,
      1000,
      false,
      4000,
    ],
    ['never said shown, and too long', false, MAX_DEAL_MS + LIMIT_MS + 1, 1000, true, LIMIT_MS + 1],
  ] as const)('%s', async (_what, shown, mainMs, pageMs, timedOut, recordedMs) => {
    const { b, clock, sessionId, prompt, right } = await started();
    expect(prompt).toMatchObject({ hardLimit: true, timeLimitMs: LIMIT_MS, step: 0 });
    expect(prompt.steps).toBeGreaterThan(1);
    const issuedAt = clock.mono;
    if (shown) {
      const at = { sessionId, itemId: prompt.itemId, step: prompt.step };
      expect(await b.value('sessions.shown', at)).toBe(true);
      // Once: a second "shown" cannot restart the clock.
      clock.mono += 500;
      expect(await b.value('sessions.shown', at)).toBe(false);
      clock.mono -= 500;
    }
    clock.mono = issuedAt + mainMs;
    const out = await b.value('sessions.answer', {
      sessionId,
      response: right(prompt),
      responseMs: pageMs,
      itemId: prompt.itemId,
      step: prompt.step,
    });
    const mark = out.feedback?.mark;
    expect(mark?.responseMs).toBe(recordedMs);
    expect(mark?.correct).toBe(!timedOut);
    expect(mark?.late).toBe(timedOut);
    if (timedOut) {
      expect(mark?.errors.map(english)).toEqual(['Timed out: no answer within 5 s, so it is marked wrong.']);
      // The item is over: the next prompt is the next item's first step, and the item counts as answered.
      expect(out.next).toMatchObject({ index: 1, step: 0 });
      expect(out.answered).toBe(1);
    } else {
      expect(out.next).toMatchObject({ index: 0, step: 1, itemId: prompt.itemId });
      expect(out.answered).toBe(0);
    }
  });

  it('the timed-out item is stored step by step, replays the same after a restart, and counts once, wrong', async () => {
    const { b, dir, clock, sessionId, prompt, right } = await started();
    await b.value('sessions.shown', { sessionId, itemId: prompt.itemId, step: 0 });
    clock.mono += LIMIT_MS + 1;
    await b.value('sessions.answer', {
      sessionId,
      response: right(prompt),
      responseMs: 100,
      itemId: prompt.itemId,
      step: 0,
    });
    // A restart: the session is rebuilt from its stored responses, past the timed-out item.
    backends.splice(backends.indexOf(b), 1);
    await b.close();
    const again = testBackend(dir, { monotonicMs: () => clock.mono, randomSeed: () => SEED });
    backends.push(again);
    const resumed = await again.value('sessions.resume', { sessionId });
    expect(resumed).toMatchObject({ answered: 1, prompt: { index: 1, step: 0 } });
    const summary = await again.value('sessions.close', { sessionId });
    expect(summary).toMatchObject({ answered: 1, items: 3, correct: 0, accuracy: 0, floorReady: 0 });
    // Every step of the item is recorded, each wrong and timed out.
    const steps = summary.feedback?.map((f) => [f.itemId, f.step, f.mark.correct, f.mark.late]) ?? [];
    expect(steps.length).toBe(prompt.steps);
    expect(steps.every(([id, , correct, late]) => id === prompt.itemId && !correct && late)).toBe(true);
  });
});
