// Replays of mistakes are sessions kept by the main process (issue 10): started from a session with mistakes, dealt
// fresh from their own set, listed as unfinished when left, refused while an assessment runs or with nothing wrong.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Prompt, Response } from '../../core/drills/types.ts';
import type { AnswerOutcome } from '../../contract/index.ts';
import { closeBackend, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

let dir: string;
let b: TestBackend;
beforeEach(() => {
  dir = tempDir();
  b = testBackend(dir);
});
afterEach(async () => {
  await closeBackend(b);
  removeDir(dir);
});

/** Plays a session to its end, answering every step right (from its feedback's key) or with `wrong`. */
async function playWrong(sessionId: string, first: Prompt): Promise<void> {
  let prompt: Prompt | null = first;
  while (prompt) {
    const form = prompt.form;
    const wrong: Response =
      form.type === 'points'
        ? { type: 'points', player: 9, banker: 9, natural: false }
        : form.type === 'draw'
          ? { type: 'draw', draw: true }
          : { type: 'result', winner: 'tie' };
    const out: AnswerOutcome = await b.value('sessions.answer', {
      sessionId,
      response: wrong,
      responseMs: 900,
    });
    prompt = out.next;
  }
}

async function start(traineeId: string) {
  return b.value('sessions.start', { traineeId, drillSetId: 'call-hand-practice' });
}

describe('replaying mistakes', () => {
  it('a finished session’s mistakes become a session of their own, kept and resumable', async () => {
    const traineeId = (await b.value('trainees.create', { name: 'Ada' })).id;
    const view = await start(traineeId);
    await playWrong(view.sessionId, view.prompt!);
    const summary = await b.value('sessions.summary', { sessionId: view.sessionId });
    expect(summary.mistakes.length).toBeGreaterThan(0);

    const replay = await b.value('sessions.start', { traineeId, replayOf: view.sessionId });
    expect(replay.title).toBe('Replay: Fixture: call the hand');
    expect(replay.mode).toBe('practice');
    expect(replay.total).toBe(summary.mistakes.length);
    expect(replay.prompt?.timeLimitMs).toBeNull();
    const unfinished = await b.value('sessions.unfinished', { traineeId });
    expect(unfinished.map((u) => u.sessionId)).toContain(replay.sessionId);
    const resumed = await b.value('sessions.resume', { sessionId: replay.sessionId });
    expect(resumed.prompt).toEqual(replay.prompt);
  });

  it('nothing to replay, another trainee’s session, or an unknown one: a clear refusal', async () => {
    const ada = (await b.value('trainees.create', { name: 'Ada' })).id;
    const bob = (await b.value('trainees.create', { name: 'Bob' })).id;
    const view = await start(ada);
    expect(await b.call('sessions.start', { traineeId: ada, replayOf: view.sessionId })).toMatchObject({
      ok: false,
      error: 'The session "Fixture: call the hand" has no mistakes to replay.',
    });
    expect(await b.call('sessions.start', { traineeId: bob, replayOf: view.sessionId })).toMatchObject({
      ok: false,
      error: `There is no session "${view.sessionId}".`,
    });
    expect(await b.call('sessions.start', { traineeId: ada, replayOf: 'nope' })).toMatchObject({
      ok: false,
      error: 'There is no session "nope".',
    });
  });

  it('a running assessment’s mistakes stay in main until it ends', async () => {
    const traineeId = (await b.value('trainees.create', { name: 'Ada' })).id;
    const view = await b.value('sessions.start', { traineeId, drillSetId: 'mixed-assessment' });
    expect(await b.call('sessions.start', { traineeId, replayOf: view.sessionId })).toMatchObject({
      ok: false,
      error: expect.stringContaining('is still running'),
    });
  });
});
