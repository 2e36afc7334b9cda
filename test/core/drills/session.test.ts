// Sessions: pure, serialisable, resumed by replay; summaries against the pass marks, red lines fail an assessment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allFeedback,
  answer,
  currentPrompt,
  replay,
  sessionHistory,
  startSession,
  summarise,
  type SessionState,
} from '../../../core/drills/session.ts';
import type { DrillSection, DrillSet } from '../../../core/drills/spec.ts';
import type { Response } from '../../../core/drills/types.ts';
import { drillSet } from './helpers.ts';
import { english, sayAll } from '../../../core/i18n/phrase.ts';

const SECTIONS: DrillSection[] = [
  { kind: 'call-hand', count: 3, difficulty: 'basic', timeLimitMs: 5000 },
  { kind: 'whole-coup', count: 2, difficulty: 'standard', timeLimitMs: 6000 },
  { kind: 'third-card', count: 3, difficulty: 'hard', timeLimitMs: 4000 },
];

function start(set: DrillSet, seed = 'sess'): SessionState {
  const r = startSession(set, seed);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

function expectedNow(state: SessionState): Response {
  const step = state.items[state.item]!.steps[state.step]!;
  return step.key.expected;
}

/** A wrong response of the same type as the expected one. */
function wrong(r: Response): Response {
  switch (r.type) {
    case 'points':
      return { ...r, banker: (r.banker + 1) % 10 };
    case 'draw':
      return { ...r, draw: !r.draw };
    case 'result':
      return { ...r, winner: r.winner === 'tie' ? 'player' : 'tie' };
    default:
      throw new Error(`not used here: ${r.type}`);
  }
}

/** Answers every step: right unless `wrongAt` says otherwise. */
function runThrough(
  state: SessionState,
  wrongAt: (n: number, s: SessionState) => boolean = () => false,
  ms = 1000,
) {
  const responses: { response: Response; responseMs: number }[] = [];
  for (let n = 0; currentPrompt(state); n++) {
    const right = expectedNow(state);
    const response = wrongAt(n, state) ? wrong(right) : right;
    const r = answer(state, response, ms);
    if (!r.ok) throw new Error(r.error);
    responses.push({ response, responseMs: ms });
    state = r.state;
  }
  return { state, responses };
}

describe('session flow', () => {
  it('prompts carry index/total and step/steps; whole coups go step by step; null when finished', () => {
    let state = start(drillSet(SECTIONS));
    const seen: string[] = [];
    for (let p = currentPrompt(state); p; p = currentPrompt(state)) {
      seen.push(`${p.index}/${p.total}:${p.step}/${p.steps}`);
      expect(p).not.toHaveProperty('key');
      const r = answer(state, expectedNow(state), 500);
      if (!r.ok) throw new Error(r.error);
      expect(r.feedback).toMatchObject({
        itemId: p.itemId,
        step: p.step,
        mark: { correct: true, credit: 1 },
      });
      expect(r.feedback.key.expected).toEqual(expectedNow(state));
      state = r.state;
    }
    expect(seen).toEqual([
      '0/8:0/1',
      '1/8:0/1',
      '2/8:0/1',
      '3/8:0/4',
      '3/8:1/4',
      '3/8:2/4',
      '3/8:3/4',
      '4/8:0/4',
      '4/8:1/4',
      '4/8:2/4',
      '4/8:3/4',
      '5/8:0/1',
      '6/8:0/1',
      '7/8:0/1',
    ]);
    expect(answer(state, { type: 'draw', draw: true }, 1)).toMatchObject({
      ok: false,
      error: 'the session is finished: there is nothing to answer',
    });
  });

  it.each<[string, unknown, number, string]>([
    [
      'a response of another form',
      { type: 'draw', draw: true },
      100,
      'this step asks for a "points" response, not "draw"',
    ],
    [
      'a point of 12',
      { type: 'points', player: 12, banker: 3, natural: false },
      100,
      'invalid response: player:',
    ],
    [
      'an extra field',
      { type: 'points', player: 1, banker: 3, natural: false, key: 1 },
      100,
      'Unrecognized key',
    ],
    [
      'a negative time',
      { type: 'points', player: 1, banker: 3, natural: false },
      -5,
      'responseMs must be a non-negative',
    ],
  ])('answer refuses %s without changing the session', (_name, response, ms, error) => {
    const state = start(drillSet(SECTIONS));
    const r = answer(state, response as Response, ms);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(error);
  });

  it('the state is plain data: a JSON round trip gives an equal state that carries on identically', () => {
    const half = runThrough(start(drillSet(SECTIONS)), () => false).state;
    const begun = start(drillSet(SECTIONS));
    const mid = answer(begun, expectedNow(begun), 10);
    if (!mid.ok) throw new Error(mid.error);
    const copy = JSON.parse(JSON.stringify(mid.state)) as SessionState;
    expect(copy).toEqual(mid.state);
    expect(runThrough(copy).state).toEqual(runThrough(mid.state).state);
    expect(half.answers).toHaveLength(14);
  });

  it('replay of the recorded responses equals the live session (any pattern of right and wrong answers)', () => {
    const set = drillSet(SECTIONS);
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
        fc.string({ maxLength: 6 }),
        (pattern, seed) => {
          const live = runThrough(start(set, `r${seed}`), (n) => pattern[n] === true);
          const again = replay(set, `r${seed}`, live.responses);
          return again.ok && JSON.stringify(again.state) === JSON.stringify(live.state);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('replay names the response that does not fit', () => {
    const r = replay(drillSet(SECTIONS), 'x', [
      { response: { type: 'result', winner: 'tie' }, responseMs: 5 },
    ]);
    expect(r).toMatchObject({
      ok: false,
      error: 'response 1: this step asks for a "points" response, not "result"',
    });
  });
});

describe('summary against the pass marks', () => {
  const practice = drillSet(SECTIONS, {
    passMarks: { overall: 0.8, perSkill: { 'third-card': { accuracy: 1, medianMs: 3000 } } },
  });
  const assessment = drillSet(SECTIONS, { ...practice, mode: 'assessment', redLineFailsAssessment: true });

  it('all right and in time: passed, no mistakes', () => {
    const s = summarise(runThrough(start(practice)).state);
    expect(s).toMatchObject({
      finished: true,
      // Items, not steps: the two whole coups of four steps each count once each.
      answered: 8,
      items: 8,
      correct: 8,
      tooSlow: 0,
      floorReady: 8,
      accuracy: 1,
      passed: true,
      failReasons: [],
      mistakes: [],
    });
    expect(s.skills.map((k) => [k.kind, k.answered, k.correct, k.medianMs, k.passed])).toEqual([
      ['call-hand', 3, 3, 1000, null],
      ['whole-coup', 2, 2, 1000, null],
      ['third-card', 3, 3, 1000, true],
    ]);
  });

  it('unfinished: not passed, says how far it got', () => {
    const state = start(practice);
    const r = answer(state, expectedNow(state), 100);
    if (!r.ok) throw new Error(r.error);
    const s = summarise(r.state);
    expect([s.finished, s.passed, english(s.failReasons[0]!)]).toEqual([
      false,
      false,
      'not finished: 1 of 8 items answered',
    ]);
  });

  it('too slow for a skill speed target fails that skill', () => {
    const s = summarise(runThrough(start(practice), () => false, 3500).state);
    expect(s.passed).toBe(false);
    expect(s.failReasons.map(english)).toEqual(['Third-card calls: median 3.5 s is slower than 3 s']);
  });

  it('Tasmania 11: one drawing error passes a practice set at 80% but fails an assessment outright (red line)', () => {
    // Step 5 is the Player's call of the first whole coup: a draw decision.
    const wrongDraw = (n: number) => n === 4;
    const p = summarise(runThrough(start(practice), wrongDraw).state);
    // One wrong step makes its whole coup wrong: 7 of 8 items right.
    expect([p.passed, p.redLineFailures, p.accuracy]).toEqual([true, 1, 7 / 8]);
    const a = summarise(runThrough(start(assessment), wrongDraw).state);
    expect(a.passed).toBe(false);
    expect(a.failReasons.map(english)).toEqual(['1 red-line mistake (fails an assessment outright)']);
    expect(a.mistakes).toHaveLength(1);
    expect(sayAll(a.mistakes[0], 'en')).toMatchObject({
      kind: 'whole-coup',
      step: 1,
      question: 'Does the Player draw a third card?',
      rule: 'Tasmania 11',
      redLine: true,
    });
    expect(english(a.mistakes[0]!.answerText)).toMatch(/^Player (draws|stands)\.$/);
    // At the end of an assessment every answer's feedback is available, the wrong one with its key.
    const feedback = allFeedback(runThrough(start(assessment), wrongDraw).state);
    expect(feedback).toHaveLength(14);
    expect(feedback.filter((f) => !f.mark.correct).map((f) => [f.step, f.key.rule])).toEqual([
      [1, 'Tasmania 11'],
    ]);
  });

  it('overall accuracy under the mark fails; the suggestion names the weak skill and cases', () => {
    const s = summarise(
      runThrough(start(practice), (_n, st) => st.items[st.item]!.kind === 'call-hand').state,
    );
    expect(s.failReasons.map(english)).toEqual(['overall accuracy 62.5% is below the pass mark 80%']);
    // Only the skill with mistakes: whole-coup and third-card were all right and in time.
    expect(s.suggestion.kinds).toEqual(['call-hand']);
    expect(s.suggestion.cases.length).toBeGreaterThan(0);
    expect(english(s.suggestion.text)).toMatch(/^Practise Call the hand/);
  });

  it('session history: one entry per step with the key cases', () => {
    const { state } = runThrough(start(practice));
    const h = sessionHistory(state);
    expect(h).toHaveLength(14);
    expect(h[0]).toEqual({
      kind: 'call-hand',
      cases: state.items[0]!.steps[0]!.key.cases,
      correct: true,
      responseMs: 1000,
      step: 0,
    });
  });
});
