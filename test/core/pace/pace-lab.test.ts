// Issue 23, the pace lab: coups an hour from the steps' times (main's clock), the house's pace target (a profile
// field, the app's default for mini and midi when absent: a house convention, no rule document states a pace), and
// the pace-lab kind: a whole coup dealt, called (Tasmania 9.2, 10, 11) and settled in the house's order.
import { english } from '../../../core/i18n/phrase.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coupsPerHour, HOUR_MS, paceLabResult, type TimedStep } from '../../../core/drills/pace-lab-score.ts';
import { answer, currentPrompt, startSession, summarise } from '../../../core/drills/session.ts';
import {
  DEFAULT_COUPS_PER_HOUR,
  paceTarget,
  paceTargetWords,
  tableStyle,
} from '../../../core/pace-target.ts';
import { BUILT_IN_PROFILES, builtInProfile, validateProfile } from '../../../core/profiles.ts';
import { drillSet } from '../drills/helpers.ts';

describe('coups an hour', () => {
  it.each([
    // coups, ms, coups an hour
    [1, 60_000, 60],
    [10, HOUR_MS, 10],
    [70, HOUR_MS, 70],
    [3, 150_000, 72],
    [7, 360_000, 70],
    [2, 100_000, 72],
    [1, 49_000, 73.5], // 73.469… to one decimal
    [1, 7_000, 514.3],
  ])('%i coups in %i ms: %d coups an hour', (coups, ms, want) => {
    expect(coupsPerHour(coups, ms)).toBe(want);
  });

  it.each([
    [0, 60_000],
    [3, 0],
  ])('%i coups in %i ms: no rate (nothing to rate)', (coups, ms) => {
    expect(coupsPerHour(coups, ms)).toBeNull();
  });

  it.each([
    [-1, 1000, /bad coup count -1/],
    [1.5, 1000, /bad coup count 1.5/],
    [1, -5, /bad time -5 ms/],
    [1, Number.NaN, /bad time NaN ms/],
  ])('bad input %d, %d is an error naming it', (coups, ms, message) => {
    expect(() => coupsPerHour(coups, ms)).toThrow(message);
  });

  it('property: the rate is within a twentieth of a coup of coups × hour ÷ time, and more time never raises it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1000, max: 50 * HOUR_MS }),
        fc.integer({ min: 0, max: HOUR_MS }),
        (coups, ms, more) => {
          const rate = coupsPerHour(coups, ms) as number;
          expect(Math.abs(rate - (coups * HOUR_MS) / ms)).toBeLessThanOrEqual(0.05 + 1e-9);
          expect(coupsPerHour(coups, ms + more) as number).toBeLessThanOrEqual(rate);
        },
      ),
    );
  });
});

describe("the house's pace target (house convention: no rule document or DEALING.md states a pace)", () => {
  it.each([
    // squeeze, the field, target, from
    [false, undefined, DEFAULT_COUPS_PER_HOUR.mini, 'default'],
    [true, undefined, DEFAULT_COUPS_PER_HOUR.midi, 'default'],
    [false, 85, 85, 'house'],
    [true, 40, 40, 'house'],
  ] as const)('squeeze %s, field %s: %i coups an hour (%s)', (squeeze, field, want, from) => {
    expect(paceTarget({ squeeze, paceCoupsPerHour: field })).toEqual({ coupsPerHour: want, from });
  });

  it('the defaults: mini-baccarat 70, midi-baccarat (the squeeze, Tasmania 9.3) 50, and midi is slower', () => {
    expect(DEFAULT_COUPS_PER_HOUR).toEqual({ mini: 70, midi: 50 });
    expect(tableStyle({ squeeze: true })).toBe('midi');
    expect(tableStyle({ squeeze: false })).toBe('mini');
    expect(paceTargetWords({ squeeze: true })).toBe(
      'the default 50 coups an hour for midi-baccarat (players squeeze the cards)',
    );
    expect(paceTargetWords({ squeeze: false, paceCoupsPerHour: 64 })).toBe("the house's 64 coups an hour");
  });

  it.each(BUILT_IN_PROFILES.map((p) => [p.id, p] as const))(
    '%s states its target, the default for its style of table',
    (_id, p) => {
      expect(p.paceCoupsPerHour).toBe(DEFAULT_COUPS_PER_HOUR[tableStyle(p)]);
    },
  );

  it('a profile saved without the field is valid and takes the default', () => {
    const { paceCoupsPerHour: _drop, ...older } = builtInProfile('casino-guide')!;
    const r = validateProfile(older);
    expect(r.ok && paceTarget(r.profile)).toEqual({ coupsPerHour: 70, from: 'default' });
  });

  it.each([
    [9, 'paceCoupsPerHour: must be at least 10 coups an hour'],
    [201, 'paceCoupsPerHour: must be at most 200 coups an hour'],
    [60.5, 'paceCoupsPerHour: must be a whole number of coups an hour'],
    ['70', 'paceCoupsPerHour: must be a whole number of coups an hour'],
  ])('%s is refused, naming the field', (value, message) => {
    const r = validateProfile({ ...builtInProfile('tasmania')!, paceCoupsPerHour: value });
    expect(r.ok ? 'ok' : r.error).toContain(message);
  });
});

describe('the pace result of a run', () => {
  const step = (item: number, ms: number, correct = true): TimedStep => ({
    item,
    kind: 'pace-lab',
    responseMs: ms,
    mark: { correct, late: false },
  });
  const five = () => 5;

  it('counts whole coups only, weighs each once, and times them by their steps', () => {
    const answers = [
      ...[0, 1, 2, 3, 4].map(() => step(0, 6000)), // 30 s, right
      ...[0, 1, 2, 3].map(() => step(1, 6000)),
      step(1, 6000, false), // 30 s, wrong at the settlement
      step(2, 6000), // unfinished: neither counted nor timed
    ];
    const r = paceLabResult(answers, five, { squeeze: false, paceCoupsPerHour: 70 });
    expect(r).toMatchObject({ coups: 2, correct: 1, accuracy: 0.5, timeMs: 60_000, coupsPerHour: 120 });
    expect(r.onPace).toBe(true);
    expect(english(r.text)).toBe(
      "120 coups an hour against the house's 70 (171% of it); accuracy 50% (1 of 2 coups right)",
    );
  });

  it.each([
    // seconds a coup, target, on pace
    [51.4, 70, true], // 70.0 coups an hour: at the target counts
    [51.5, 70, false], // 69.9
    [72, 50, true],
    [73, 50, false],
  ])('a coup every %d s against %i: on pace %s', (seconds, target, on) => {
    const answers = [0, 1, 2, 3, 4].map(() => step(0, (seconds * 1000) / 5));
    expect(paceLabResult(answers, five, { squeeze: true, paceCoupsPerHour: target }).onPace).toBe(on);
  });

  it('other kinds in the session are left out', () => {
    const answers = [
      { item: 0, kind: 'result' as const, responseMs: 999_999, mark: { correct: true, late: false } },
    ];
    const r = paceLabResult(answers, () => 1, { squeeze: false });
    expect(r).toMatchObject({ coups: 0, coupsPerHour: null, onPace: false, timeMs: 0 });
    expect(english(r.text)).toBe(
      'No coups worked yet (target 70 coups an hour); accuracy 0% (0 of 0 coups right)',
    );
  });
});

describe('the pace-lab kind at every house', () => {
  it.each(BUILT_IN_PROFILES.map((p) => p.id))(
    '%s: a coup called and settled, timed as coups an hour',
    (id) => {
      const set = drillSet([{ kind: 'pace-lab', count: 3, difficulty: 'standard', timeLimitMs: null }], {
        profile: id,
      });
      const started = startSession(set, `pace-${id}`);
      if (!started.ok) throw new Error(started.error);
      let state = started.state;
      const item = state.items[0]!;
      expect(item.steps.map((s) => s.prompt.form.type)).toEqual([
        'points',
        'draw',
        'draw',
        'result',
        'settle-table',
      ]);
      // The bets are on the layout from the deal on; each step is paced (timed by main).
      for (const s of item.steps) expect(s.prompt.scene.bets.length).toBeGreaterThan(0);
      expect(currentPrompt(state)?.paced).toBe(true);
      while (state.item < state.items.length) {
        const key = state.items[state.item]!.steps[state.step]!.key.expected;
        const r = answer(state, key, 10_000); // 50 s a coup: 72 coups an hour
        if (!r.ok) throw new Error(r.error);
        state = r.state;
      }
      const summary = summarise(state);
      expect(summary.pace).toMatchObject({
        coups: 3,
        correct: 3,
        accuracy: 1,
        coupsPerHour: 72,
        timeMs: 150_000,
      });
      expect(summary.pace?.target.coupsPerHour).toBe(builtInProfile(id)!.paceCoupsPerHour);
      expect(summary.audition).toBeUndefined();
    },
  );

  it('too many seats for the table is an error naming it', () => {
    const set = drillSet([
      { kind: 'pace-lab', count: 1, difficulty: 'basic', constraints: { seats: 9 }, timeLimitMs: null },
    ]);
    const r = startSession(set, 's');
    expect(r.ok ? 'ok' : r.error).toContain('seats: 9 seats with bets, but Tasmania');
  });
});
