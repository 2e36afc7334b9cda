// Issue 23, pace that counts: in practice an answer after its step's time limit keeps its mark and is flagged late
// ("too slow"); a set with a hard limit times the step out (wrong) as an assessment does; replay gives the same marks.
import { describe, expect, it } from 'vitest';
import {
  answer,
  currentPrompt,
  replay,
  startSession,
  summarise,
  type SessionState,
} from '../../../core/drills/session.ts';
import { timedOutResponse } from '../../../core/drills/timed-out.ts';
import type { DrillSet } from '../../../core/drills/spec.ts';
import { drillSet } from './helpers.ts';
import { english } from '../../../core/i18n/phrase.ts';

const LIMIT = 3000;

function set(over: Partial<DrillSet> = {}): DrillSet {
  return drillSet([{ kind: 'result', count: 4, difficulty: 'standard', timeLimitMs: LIMIT }], over);
}

function start(s: DrillSet): SessionState {
  const r = startSession(s, 'pace');
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

function rightNow(state: SessionState) {
  return state.items[state.item]!.steps[state.step]!.key.expected;
}

describe('a practice time limit', () => {
  it.each([
    ['soft (the default)', {}, true, false],
    ['hard (hardTimeLimit)', { hardTimeLimit: true }, false, true],
  ] as const)('%s: a right answer over the limit', (_name, over, stillRight, hardLimit) => {
    const state = start(set(over));
    expect(currentPrompt(state)?.hardLimit === true).toBe(hardLimit);
    const r = answer(state, rightNow(state), LIMIT + 1);
    if (!r.ok) throw new Error(r.error);
    expect(r.feedback.mark.late).toBe(true);
    expect(r.feedback.mark.correct).toBe(stillRight);
    if (!stillRight) expect(english(r.feedback.mark.errors[0]!)).toMatch(/^Timed out: no answer within 3 s/);
  });

  it('within the limit: right and not late, soft or hard', () => {
    for (const over of [{}, { hardTimeLimit: true }]) {
      const state = start(set(over));
      const r = answer(state, rightNow(state), LIMIT);
      if (!r.ok) throw new Error(r.error);
      expect(r.feedback.mark).toMatchObject({ correct: true, late: false });
    }
  });

  it('an untimed section has no hard limit to enforce', () => {
    const s = drillSet([{ kind: 'result', count: 1, difficulty: 'standard', timeLimitMs: null }], {
      hardTimeLimit: true,
    });
    const state = start(s);
    expect(currentPrompt(state)?.hardLimit).toBeUndefined();
    const r = answer(state, rightNow(state), 600_000);
    expect(r.ok && r.feedback.mark.correct).toBe(true);
  });

  it('a timed-out step (the renderer gives up) replays to the same wrong mark', () => {
    const s = set({ hardTimeLimit: true });
    let state = start(s);
    const given = [] as { response: ReturnType<typeof timedOutResponse>; responseMs: number }[];
    const prompt = currentPrompt(state)!;
    const r = answer(state, timedOutResponse(prompt.form), LIMIT + 50);
    if (!r.ok) throw new Error(r.error);
    given.push({ response: timedOutResponse(prompt.form), responseMs: LIMIT + 50 });
    state = r.state;
    const again = replay(s, 'pace', given);
    if (!again.ok) throw new Error(again.error);
    expect(again.state.answers[0]!.mark).toEqual(state.answers[0]!.mark);
    expect(state.answers[0]!.mark.correct).toBe(false);
  });

  it('the summary counts the too-slow answers of each skill', () => {
    let state = start(set());
    for (const ms of [1000, LIMIT + 10, LIMIT + 20, 500]) {
      const r = answer(state, rightNow(state), ms);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    const skill = summarise(state).skills.find((k) => k.kind === 'result')!;
    expect(skill).toMatchObject({ correct: 4, tooSlow: 2, floorReady: 2 });
  });
});
