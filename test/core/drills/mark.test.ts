// The marker: right, wrong, partial and late answers for every response type, errors in words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markResponse } from '../../../core/drills/mark.ts';
import { checkResponse } from '../../../core/drills/check-response.ts';
import type { AnswerKey, Response, SettleAction } from '../../../core/drills/types.ts';
import { english, sayPhrase } from '../../../core/i18n/phrase.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';

function key(expected: Response, over: Partial<AnswerKey> = {}): AnswerKey {
  return {
    expected,
    answerText: 'the answer',
    working: '',
    rule: 'Tasmania 11',
    cases: [],
    redLine: false,
    ...over,
  };
}

const POINTS = key(
  { type: 'points', player: 3, banker: 7, natural: false },
  { answerText: 'Player 3, Banker 7.' },
);

describe('points (Tasmania 8, 10.1): credit per part', () => {
  it.each<[string, Response, boolean, number, string[]]>([
    ['all right', { type: 'points', player: 3, banker: 7, natural: false }, true, 1, []],
    [
      'Banker wrong',
      { type: 'points', player: 3, banker: 4, natural: false },
      false,
      2 / 3,
      ['Banker point: you said 4, it is 7'],
    ],
    [
      'both points wrong',
      { type: 'points', player: 4, banker: 4, natural: false },
      false,
      1 / 3,
      ['Player point: you said 4, it is 3', 'Banker point: you said 4, it is 7'],
    ],
    [
      'natural claimed',
      { type: 'points', player: 3, banker: 7, natural: true },
      false,
      2 / 3,
      ['Natural: you said there is one, there is none'],
    ],
  ])('%s', (_name, response, correct, credit, errors) => {
    const m = markResponse(POINTS, response, 1200, 5000);
    expect({ ...m, errors: m.errors.map(english) }).toEqual({
      correct,
      credit,
      late: false,
      responseMs: 1200,
      limitMs: 5000,
      errors,
      redLine: false,
    });
  });
});

describe('draw (Tasmania 11): a drawing error is a red line', () => {
  const k = key({ type: 'draw', draw: true }, { answerText: 'Banker draws.', redLine: true });
  it.each<[boolean, boolean]>([
    [true, true],
    [false, false],
  ])('said draw=%s: correct=%s', (draw, correct) => {
    const m = markResponse(k, { type: 'draw', draw }, 900, null);
    expect(m.correct).toBe(correct);
    expect(m.redLine).toBe(!correct);
    expect(m.errors.map(english)).toEqual(correct ? [] : ['You said stand: Banker draws.']);
  });
});

describe('result, amount, choice', () => {
  it.each<[string, AnswerKey, Response, boolean, string[]]>([
    ['result right', key({ type: 'result', winner: 'tie' }), { type: 'result', winner: 'tie' }, true, []],
    [
      'result wrong',
      key({ type: 'result', winner: 'banker' }),
      { type: 'result', winner: 'player' },
      false,
      ['Result: you said Player wins, it is Banker wins'],
    ],
    ['amount to the cent', key({ type: 'amount', amount: 3325 }), { type: 'amount', amount: 3325 }, true, []],
    [
      'amount a cent out (Tasmania 12.2: 19:20)',
      key({ type: 'amount', amount: 3325 }),
      { type: 'amount', amount: 3324 },
      false,
      ['Amount: you said $33.24, it is $33.25'],
    ],
    [
      'amount in the profile currency',
      key({ type: 'amount', amount: 120000 }, { currencySymbol: '₹' }),
      { type: 'amount', amount: 100000 },
      false,
      ['Amount: you said ₹1,000.00, it is ₹1,200.00'],
    ],
    ['choice right', key({ type: 'choice', choice: 'b' }), { type: 'choice', choice: 'b' }, true, []],
    [
      'choice wrong',
      key({ type: 'choice', choice: 'b' }, { answerText: 'The hand is void.' }),
      { type: 'choice', choice: 'a' },
      false,
      ['You chose a, the answer is b: The hand is void.'],
    ],
  ])('%s', (_name, k, response, correct, errors) => {
    const m = markResponse(k, response, 100, null);
    expect([m.correct, m.credit, m.errors.map(english)]).toEqual([correct, correct ? 1 : 0, errors]);
  });
});

describe('a wrong choice is described in words when the form is known', () => {
  it('names the chosen option and the right one by their labels, not their keys', () => {
    const form = {
      type: 'choice',
      options: [
        { key: 'a', label: 'The card goes to the Banker' },
        { key: 'b', label: 'The hand is void' },
      ],
    } as const;
    const m = markResponse(
      key({ type: 'choice', choice: 'b' }),
      { type: 'choice', choice: 'a' },
      100,
      null,
      form,
    );
    expect(m.errors.map(english)).toEqual([
      'You chose "The card goes to the Banker"; the answer is "The hand is void"',
    ]);
  });
});

describe('wrong response type and late answers', () => {
  it('a response of the wrong type is wrong, with the reason', () => {
    const m = markResponse(POINTS, { type: 'draw', draw: true }, 100, null);
    expect(m).toMatchObject({ correct: false, credit: 0 });
    expect(m.errors.map(english)).toEqual([
      'Expected a points call, got a draw/stand call: Player 3, Banker 7.',
    ]);
  });
  it.each<[number, number | null, boolean]>([
    [5000, 5000, false], // at the limit is in time
    [5001, 5000, true],
    [999999, null, false], // untimed
  ])('%i ms against a limit of %s: late=%s, marked on its merits', (ms, limit, late) => {
    const m = markResponse(POINTS, { type: 'points', player: 3, banker: 7, natural: false }, ms, limit);
    expect([m.late, m.correct]).toEqual([late, true]);
  });
});

describe('settle-table (losers taken before winners paid, winners in the key order)', () => {
  const expected: SettleAction[] = [
    { betId: 's5-player', action: 'take', amount: 0 },
    { betId: 's2-tie', action: 'take', amount: 0 },
    { betId: 's1-player', action: 'push', amount: 0 },
    { betId: 's6-banker', action: 'pay', amount: 1900 },
    { betId: 's3-banker', action: 'pay', amount: 3325 },
  ];
  const k = key({ type: 'settle-table', actions: expected });
  const mark = (actions: SettleAction[]) => markResponse(k, { type: 'settle-table', actions }, 30000, 60000);
  const [t5, t2, p1, pay6, pay3] = expected as [
    SettleAction,
    SettleAction,
    SettleAction,
    SettleAction,
    SettleAction,
  ];

  it('all right, pushes anywhere', () => {
    expect(mark([t2, t5, pay6, p1, pay3])).toMatchObject({ correct: true, credit: 1, errors: [] });
  });
  it('one winner underpaid: 5 of 6 parts', () => {
    const m = mark([t5, t2, p1, pay6, { ...pay3, amount: 3300 }]);
    expect([m.correct, m.credit, m.errors.map(english)]).toEqual([
      false,
      5 / 6,
      ['Seat 3 Banker: you paid $33.00; it should be paid $33.25'],
    ]);
  });
  it('a winner paid before a loser is taken: the order is wrong', () => {
    const m = mark([t5, pay6, t2, p1, pay3]);
    expect(m.credit).toBe(5 / 6);
    expect(m.errors.map(english)).toEqual([
      'Order: take every losing bet before paying any winner (you took Seat 2 Tie after paying Seat 6 Banker)',
    ]);
  });
  it('winners paid out of the key order', () => {
    expect(mark([t5, t2, p1, pay3, pay6]).errors.map(english)).toEqual([
      'Order: pay the winners in the order Seat 6 Banker, Seat 3 Banker (you paid Seat 3 Banker, Seat 6 Banker)',
    ]);
  });
  it('paying a losing bet is a red line even on a step that is not', () => {
    const m = mark([t2, p1, { betId: 's5-player', action: 'pay', amount: 1000 }, pay6, pay3]);
    expect(m.redLine).toBe(true);
    expect(m.errors.map(english)[0]).toBe('Seat 5 Player: you paid $10.00; it should be taken (it loses)');
  });
  it('a bet missed, a bet settled twice, a bet that is not there', () => {
    const m = mark([t5, t5, { betId: 's9-tie', action: 'take', amount: 0 }, p1, pay6, pay3]);
    expect(m.errors.map(english)).toEqual([
      'Seat 5 Player: settled more than once',
      'Seat 9 Tie: there is no such bet on the layout',
      'Seat 2 Tie: not settled; it should be taken (it loses)',
    ]);
    expect(m.correct).toBe(false);
  });
  it('its errors are messages: the same data in every language, a bet named in that language, never by its id', () => {
    const m = mark([t5, pay6, t2, { ...pay3, amount: 3300, commission: 5 }]);
    expect(m.errors.length).toBeGreaterThan(2);
    for (const error of m.errors) {
      expect(typeof error).toBe('object');
      for (const language of LANGUAGES) expect(sayPhrase(error, language)).not.toMatch(/\bs\d+-[a-z]/);
    }
    expect(sayPhrase(m.errors[0]!, 'zh-Hant')).toContain('1 號位 閒');
    expect(sayPhrase(m.errors[0]!, 'zh-Hans')).toContain('1 号位 闲');
  });
});

describe('settle-table at a commission-box table (Tasmania 12.2; casino guide: commission box)', () => {
  const expected: SettleAction[] = [
    { betId: 's2-player', action: 'take', amount: 0 },
    { betId: 's4-banker', action: 'pay', amount: 4000, commission: 200 },
  ];
  const k = key({ type: 'settle-table', actions: expected });
  const [take2, pay4] = expected as [SettleAction, SettleAction];
  const mark = (actions: SettleAction[]) => markResponse(k, { type: 'settle-table', actions }, 1000, null);

  it.each<[string, SettleAction[], boolean, string[]]>([
    ['paid even money with the box marked to the cent', [take2, pay4], true, []],
    [
      'the box mark left out',
      [take2, { betId: 's4-banker', action: 'pay', amount: 4000 }],
      false,
      ['Seat 4 Banker: commission box $2.00, you marked $0.00'],
    ],
    [
      'the box marked a cent short',
      [take2, { ...pay4, commission: 199 }],
      false,
      ['Seat 4 Banker: commission box $2.00, you marked $1.99'],
    ],
    [
      'the commission deducted from the payout instead of marked',
      [take2, { betId: 's4-banker', action: 'pay', amount: 3800 }],
      false,
      ['Seat 4 Banker: you paid $38.00; it should be paid $40.00 with $2.00 to the commission box'],
    ],
    [
      'a box mark on a bet that has none',
      [{ ...take2, commission: 100 }, pay4],
      false,
      ['Seat 2 Player: nothing goes to the commission box, you marked $1.00'],
    ],
  ])('%s', (_, actions, correct, errors) => {
    const m = mark(actions);
    expect([m.correct, m.errors.map(english)]).toEqual([correct, errors]);
    expect(m.credit).toBe(correct ? 1 : 2 / 3);
  });

  it('a box mark crosses the response check (whole, non-negative cents)', () => {
    const form = { type: 'settle-table' } as const;
    expect(checkResponse(form, { type: 'settle-table', actions: [take2, pay4] })).toEqual({
      ok: true,
      response: { type: 'settle-table', actions: [take2, pay4] },
    });
    expect(checkResponse(form, { type: 'settle-table', actions: [{ ...pay4, commission: -1 }] }).ok).toBe(
      false,
    );
  });

  it('a commission of 0 is the same as none', () => {
    const plain = key({ type: 'settle-table', actions: [take2, { ...pay4, commission: undefined }] });
    const m = markResponse(
      plain,
      { type: 'settle-table', actions: [take2, { ...pay4, commission: 0 }] },
      1,
      null,
    );
    expect(m.correct).toBe(true);
  });
});

describe('invariants', () => {
  it('credit is in [0, 1]; correct exactly when credit is 1 and there are no errors; late iff over the limit', () => {
    const response = fc.oneof(
      fc.record({
        type: fc.constant('points' as const),
        player: fc.nat(9),
        banker: fc.nat(9),
        natural: fc.boolean(),
      }),
      fc.record({ type: fc.constant('draw' as const), draw: fc.boolean() }),
      fc.record({ type: fc.constant('amount' as const), amount: fc.nat(10000) }),
    );
    fc.assert(
      fc.property(response, response, fc.nat(20000), fc.option(fc.nat(20000)), (exp, got, ms, limit) => {
        const m = markResponse(key(exp), got, ms, limit);
        return (
          m.credit >= 0 &&
          m.credit <= 1 &&
          m.correct === (m.credit === 1 && m.errors.length === 0) &&
          m.correct === (JSON.stringify(exp) === JSON.stringify(got)) &&
          m.late === (limit !== null && ms > limit)
        );
      }),
    );
  });
});
