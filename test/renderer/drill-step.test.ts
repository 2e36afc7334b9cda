// One prompt on screen: keys reach the answer only once the deal is done, and a held key does not answer for the
// trainee.
import { expect, test } from 'vitest';
import { mountInBody } from './mount.ts';
import { flushSync } from 'svelte';
import DrillStep from '../../renderer/components/DrillStep.svelte';
import { DrillSession, type Answerer } from '../../renderer/lib/session.svelte.ts';
import { INSTANT } from '../../renderer/lib/motion.ts';
import type { Prompt, Response } from '../../core/drills/types.ts';
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
