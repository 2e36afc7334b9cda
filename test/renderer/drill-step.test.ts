// One prompt on screen: keys reach the answer only once the deal is done, a held key does not answer for the
// trainee, and reading the table notice holds a practice step's soft limit only.
import { describe, expect, test, vi } from 'vitest';
import { mountInBody } from './mount.ts';
import { flushSync } from 'svelte';
import DrillStep from '../../renderer/components/DrillStep.svelte';
import { DrillSession, type Answerer } from '../../renderer/lib/session.svelte.ts';
import { INSTANT } from '../../renderer/lib/motion.ts';
import type { Prompt, Response } from '../../core/drills/types.ts';
import type { DrillMode } from '../../contract/index.ts';
import { NOTICE_KEY } from '../../renderer/lib/keymap.ts';
import { profile, scene } from './fixtures.ts';

const settlePrompt: Prompt = {
  itemId: 'settle-0',
  kind: 'settle-table',
  step: 0,
  steps: 1,
  index: 0,
  total: 1,
  question: 'Settle the table.',
  scene: scene({ bets: [{ id: 's1-player', seat: 1, on: 'player', amount: 2000 }] }),
  form: { type: 'settle-table' },
  timeLimitMs: null,
};

async function dealt(prompt: Prompt): Promise<{ session: DrillSession; sent: Response[] }> {
  const sent: Response[] = [];
  const answer: Answerer = async (response) => {
    sent.push(response);
    return { ok: false, error: 'not recorded in this test' };
  };
  const session = new DrillSession(
    {
      sessionId: 's',
      title: 'T',
      mode: 'practice',
      total: 1,
      answered: 0,
      prompt,
      profile: profile('tasmania'),
    },
    answer,
  );
  mountInBody(DrillStep, { session, prompt, profile: profile('tasmania'), timing: INSTANT });
  await Promise.resolve(); // the instant deal reports itself done in a microtask
  expect(session.phase).toBe('answering');
  return { session, sent };
}

const press = (key: string, repeat = false) => {
  window.dispatchEvent(new KeyboardEvent('keydown', { key, repeat, cancelable: true }));
  flushSync();
};

test('a held Enter (a key repeat) does not send an empty table settlement', async () => {
  const { sent } = await dealt(settlePrompt);
  press('Enter', true);
  expect(sent).toEqual([]);
  press('Enter');
  expect(sent).toEqual([{ type: 'settle-table', actions: [] }]);
});

test('a held Backspace still repeats', async () => {
  const { sent } = await dealt(settlePrompt);
  press('1'); // the only bet at seat 1 is selected
  press('t'); // taken
  press('Backspace', true); // undone by a repeat
  press('Enter');
  expect(sent).toEqual([{ type: 'settle-table', actions: [] }]);
});

// Reading the table notice (the notice key) in practice under a soft limit does not use the trainee's time: the bar
// stops and the time read is not counted. Main's clock times a hard limit and a pace-lab step (it does not stop, so
// the page does not pretend to), and an assessment's clock never stops.
describe('the time limit while the table notice is read', () => {
  const cases: { name: string; mode: DrillMode; extra: Partial<Prompt>; holds: boolean }[] = [
    { name: 'practice, soft limit', mode: 'practice', extra: {}, holds: true },
    {
      name: 'practice, hard limit (main times it)',
      mode: 'practice',
      extra: { hardLimit: true },
      holds: false,
    },
    { name: 'practice, pace lab (main times it)', mode: 'practice', extra: { paced: true }, holds: false },
    { name: 'assessment', mode: 'assessment', extra: {}, holds: false },
  ];

  test.each(cases)('$name: held while reading is $holds', async ({ mode, extra, holds }) => {
    let now = 1000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const times: number[] = [];
      const answer: Answerer = async (_response, responseMs) => {
        times.push(responseMs);
        return { ok: false, error: 'not recorded in this test' };
      };
      const prompt: Prompt = { ...settlePrompt, timeLimitMs: 10_000, ...extra };
      const session = new DrillSession(
        { sessionId: 's', title: 'T', mode, total: 1, answered: 0, prompt, profile: profile('tasmania') },
        answer,
      );
      mountInBody(DrillStep, { session, prompt, profile: profile('tasmania'), timing: INSTANT });
      await Promise.resolve();
      expect(session.phase).toBe('answering');
      flushSync();
      const timer = document.querySelector('[data-testid="step-timer"]');
      now += 2000; // looking at the table
      press(NOTICE_KEY.key);
      expect(document.querySelector('[data-testid="notice-reader"]')).not.toBeNull();
      expect(timer?.classList.contains('held')).toBe(holds);
      now += 30_000; // reading the house conventions, longer than the limit
      press('Escape');
      expect(document.querySelector('[data-testid="notice-reader"]')).toBeNull();
      expect(timer?.classList.contains('held')).toBe(false);
      now += 1000;
      press('Enter');
      await Promise.resolve();
      expect(times).toEqual([holds ? 3000 : 33_000]);
    } finally {
      clock.mockRestore();
    }
  });
});
