// A session on screen: the clock starts when the deal is done, feedback then the next prompt, an error is shown and
// the answer may be given again, and a replay of mistakes is marked against the keys already shown.
import { expect, test, vi } from 'vitest';
import type { AnswerKey, Feedback, Prompt, Response } from '../../core/drills/types.ts';
import { DrillSession, type Answerer } from '../../renderer/lib/session.svelte.ts';
import { profile, scene } from './fixtures.ts';

function prompt(itemId: string, step = 0): Prompt {
  return {
    itemId,
    kind: 'result',
    step,
    steps: 1,
    index: 0,
    total: 2,
    question: 'Declare the result.',
    scene: scene(),
    form: { type: 'result' },
    timeLimitMs: null,
  };
}

const key: AnswerKey = {
  expected: { type: 'result', winner: 'player' },
  answerText: 'Player wins, 9 over 5.',
  working: 'Player 9, Banker 5.',
  rule: 'Tasmania 10.3',
  cases: [],
  redLine: false,
};

function feedback(p: Prompt, response: Response, correct: boolean): Feedback {
  return {
    itemId: p.itemId,
    step: p.step,
    response,
    key,
    mark: { correct, credit: correct ? 1 : 0, late: false, responseMs: 0, errors: [], redLine: false },
  };
}

test('the response time runs from the end of the deal to the key press, to the millisecond', async () => {
  const sent: number[] = [];
  const p1 = prompt('a-0');
  const p2 = prompt('a-1');
  const answer: Answerer = async (response, ms) => {
    sent.push(ms);
    return {
      ok: true,
      value: { feedback: feedback(p1, response, false), next: p2, summary: null, answered: 0 },
    };
  };
  const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
  const s = new DrillSession(
    {
      sessionId: 's',
      title: 'T',
      mode: 'practice',
      total: 2,
      answered: 0,
      prompt: p1,
      profile: profile('tasmania'),
    },
    answer,
  );
  expect(s.phase).toBe('dealing');
  await s.submit({ type: 'result', winner: 'banker' }, 1100); // during the deal: not an answer
  expect(sent).toEqual([]);
  s.dealt();
  expect(s.phase).toBe('answering');
  await s.submit({ type: 'result', winner: 'banker' }, 1734.4);
  expect(sent).toEqual([734]);
  expect(s.phase).toBe('feedback');
  expect(s.mistakes()).toBe(1);
  s.continue();
  expect(s.prompt).toEqual(p2);
  expect(s.phase).toBe('dealing');
  now.mockRestore();
});

test('an answer the main process refuses is shown, and the trainee can answer again', async () => {
  let calls = 0;
  const answer: Answerer = async () => {
    calls++;
    return { ok: false, error: 'The session is closed.' };
  };
  const s = new DrillSession(
    {
      sessionId: 's',
      title: 'T',
      mode: 'practice',
      total: 1,
      answered: 0,
      prompt: prompt('a-0'),
      profile: profile('tasmania'),
    },
    answer,
  );
  s.dealt();
  await s.submit({ type: 'result', winner: 'tie' });
  expect(s.error).toBe('The session is closed.');
  expect(s.phase).toBe('answering');
  expect(calls).toBe(1);
});

test('progress: the count shown is the main process count of items, not of steps (a two-step item counts once)', async () => {
  // One item of two steps, then one of one: main counts 0, 1, then 2 items answered.
  const a0 = { ...prompt('a'), steps: 2, total: 2 };
  const a1 = { ...a0, step: 1 };
  const b0 = { ...prompt('b'), index: 1, total: 2 };
  const outcomes = [
    { next: a1, answered: 0 },
    { next: b0, answered: 1 },
    { next: null, answered: 2 },
  ];
  let at = 0;
  const answer: Answerer = async (response) => {
    const o = outcomes[at++]!;
    return {
      ok: true,
      value: { feedback: feedback(a0, response, true), next: o.next, summary: null, answered: o.answered },
    };
  };
  const s = new DrillSession(
    {
      sessionId: 's',
      title: 'T',
      mode: 'practice',
      total: 2,
      answered: 0,
      prompt: a0,
      profile: profile('tasmania'),
    },
    answer,
  );
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    s.dealt();
    await s.submit({ type: 'result', winner: 'player' }, performance.now());
    counts.push(s.answered);
    s.continue();
  }
  expect(counts).toEqual([0, 1, 2]);
  expect(s.answered).toBeLessThanOrEqual(s.total);
});

test('issue 23: main is told when each step is shown (its clock for a hard limit starts then), once per deal', async () => {
  const p1 = prompt('a-0');
  const p2 = prompt('a-1');
  const shown: string[] = [];
  const answer: Answerer = async (response) => ({
    ok: true,
    value: { feedback: feedback(p1, response, true), next: p2, summary: null, answered: 1 },
  });
  const s = new DrillSession(
    {
      sessionId: 's',
      title: 'T',
      mode: 'practice',
      total: 2,
      answered: 0,
      prompt: p1,
      profile: profile('tasmania'),
    },
    answer,
    (p) => shown.push(p.itemId),
  );
  expect(shown).toEqual([]);
  s.dealt();
  s.dealt();
  expect(shown).toEqual(['a-0']);
  await s.submit({ type: 'result', winner: 'player' });
  s.continue();
  expect(shown).toEqual(['a-0']);
  s.dealt();
  expect(shown).toEqual(['a-0', 'a-1']);
});
