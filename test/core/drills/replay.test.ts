// Replaying mistakes (issue 10): a session of its own, one item per step answered wrongly, of the same kind on the
// same table, aimed at the same case where the kind can target it, so the trainee meets a fresh coup of the case.
import { describe, expect, it } from 'vitest';
import { generateItems } from '../../../core/drills/generate.ts';
import { replaySet } from '../../../core/drills/replay.ts';
import { answer, startSession, type SessionState } from '../../../core/drills/session.ts';
import type { DrillSet } from '../../../core/drills/spec.ts';
import type { Response } from '../../../core/drills/types.ts';

const SET: DrillSet = {
  format: 'baccarat-drill-set',
  version: 1,
  title: 'Calls',
  description: 'Results and third cards.',
  profile: 'tasmania',
  sections: [
    { kind: 'result', count: 3, difficulty: 'standard', timeLimitMs: 5000 },
    {
      kind: 'third-card',
      count: 2,
      difficulty: 'hard',
      timeLimitMs: 5000,
      constraints: { playerThirdCard: true },
    },
  ],
  passMarks: { overall: 0.9, perSkill: {} },
  mode: 'assessment',
  redLineFailsAssessment: true,
};

/** Answers every step: right where `right(i)` says so, otherwise a wrong response of the same form. */
function play(set: DrillSet, seed: string, right: (item: number) => boolean): SessionState {
  const started = startSession(set, seed);
  if (!started.ok) throw new Error(started.error);
  let state = started.state;
  while (state.item < state.items.length) {
    const key = state.items[state.item]!.steps[state.step]!.key;
    const e = key.expected;
    const wrong: Response =
      e.type === 'result'
        ? { type: 'result', winner: e.winner === 'player' ? 'banker' : 'player' }
        : e.type === 'draw'
          ? { type: 'draw', draw: !e.draw }
          : e;
    const r = answer(state, right(state.item) ? e : wrong, 1000);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return state;
}

describe('replaySet', () => {
  it('no mistakes: nothing to replay', () => {
    expect(replaySet(play(SET, 's1', () => true))).toBeNull();
  });

  it('one item per step answered wrongly, same kinds and table, untimed practice that asks for every one right', () => {
    const state = play(SET, 's2', (i) => i !== 1 && i !== 3);
    const wrongSteps = state.answers.filter((a) => !a.mark.correct);
    const set = replaySet(state);
    expect(set).not.toBeNull();
    expect(set!.title).toBe('Replay: Calls');
    expect(set!.profile).toBe('tasmania');
    expect(set!.mode).toBe('practice');
    expect(set!.passMarks.overall).toBe(1);
    expect(set!.sections.map((s) => [s.kind, s.count, s.timeLimitMs])).toEqual(
      wrongSteps.map((a) => [a.kind, 1, null]),
    );
    // The third-card item keeps its section's constraint (a Player third card, Tasmania 11).
    const third = set!.sections.find((s) => s.kind === 'third-card');
    expect(third?.constraints).toMatchObject({ playerThirdCard: true });
    expect(third?.difficulty).toBe('hard');
  });

  it('deals fresh coups: the replay from another seed is not the same deal', () => {
    const state = play(SET, 's3', (i) => i !== 0);
    const set = replaySet(state)!;
    const made = generateItems(set, 'replay-seed');
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const original = state.items[0]!.steps[0]!.prompt.scene;
    const replayed = made.items[0]!.steps[0]!.prompt.scene;
    expect(made.items[0]!.kind).toBe('result');
    expect([replayed.player, replayed.banker]).not.toEqual([original.player, original.banker]);
  });
});
