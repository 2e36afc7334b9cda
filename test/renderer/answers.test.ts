// The answer being built for each form, by keys: what the trainee presses becomes the Response sent to be marked.
import { describe, expect, test } from 'vitest';
import {
  AmountAnswer,
  PointsAnswer,
  SettleAnswer,
  choiceKey,
  collectsInBox,
  createAnswer,
  drawKey,
  resultKey,
} from '../../renderer/lib/answers.svelte.ts';
import { builtInProfile } from '../../core/profiles.ts';

const press = (a: { key: (k: string, shift: boolean) => unknown }, keys: string[]) =>
  keys.map((k) => a.key(k, false)).at(-1);

describe('keys for each answer form', () => {
  test('points: Player digit, Banker digit, N for a natural, Enter', () => {
    const a = new PointsAnswer();
    expect(press(a, ['9', '3', 'Enter'])).toEqual({ type: 'points', player: 9, banker: 3, natural: false });
    const b = new PointsAnswer();
    expect(press(b, ['8', '4', 'n', 'Backspace', '5', 'Enter'])).toEqual({
      type: 'points',
      player: 8,
      banker: 5,
      natural: true,
    });
    expect(new PointsAnswer().key('Enter')).toBe('handled'); // incomplete: nothing sent
  });

  test('draw D / S, result P / B / T, choice by its own key', () => {
    expect(drawKey('d')).toEqual({ type: 'draw', draw: true });
    expect(drawKey('S')).toEqual({ type: 'draw', draw: false });
    expect(drawKey('x')).toBe('ignored');
    expect(resultKey('t')).toEqual({ type: 'result', winner: 'tie' });
    expect(resultKey('B')).toEqual({ type: 'result', winner: 'banker' });
    expect(choiceKey([{ key: 'A', label: 'Call the Inspector' }], 'a')).toEqual({
      type: 'choice',
      choice: 'A',
    });
  });

  test('amount: digits and Enter, or chips (W W E = $1 + $1 + $5 with 25c, $1, $5 chips)', () => {
    const a = new AmountAnswer([25, 100, 500]);
    expect(press(a, ['3', '3', '.', '2', '5', 'Enter'].map(String))).toEqual({
      type: 'amount',
      amount: 3325,
    });
    const b = new AmountAnswer([25, 100, 500]);
    b.key('w', false);
    b.key('w', false);
    b.key('e', false);
    b.key('q', false);
    expect(b.key('Enter', false)).toEqual({ type: 'amount', amount: 725 });
  });
});

describe('settle the table', () => {
  const bets = [
    { id: 's1-banker', seat: 1, on: 'banker' as const, amount: 2000 },
    { id: 's3-player', seat: 3, on: 'player' as const, amount: 1000 },
    { id: 's3-tie', seat: 3, on: 'tie' as const, amount: 500 },
  ];

  test('seat number, area key, T / L / P with the amount; Enter submits the sequence in order', () => {
    const s = new SettleAnswer(bets);
    press(s, ['3', 'T', 't']); // seat 3 has two bets: T picks the Tie area, then t takes it
    expect(s.actions).toEqual([{ betId: 's3-tie', action: 'take', amount: 0 }]);
    // One bet left at seat 3: it is selected at once.
    expect(s.selected).toBe('s3-player');
    press(s, ['p', '1', '0', 'Enter']);
    press(s, ['1', 'p', '1', '9', 'Enter']);
    expect(s.key('Enter')).toEqual({
      type: 'settle-table',
      actions: [
        { betId: 's3-tie', action: 'take', amount: 0 },
        { betId: 's3-player', action: 'pay', amount: 1000 },
        { betId: 's1-banker', action: 'pay', amount: 1900 },
      ],
    });
  });

  test('arrow keys move between open bets; L leaves a push; Backspace undoes; a click selects', () => {
    const s = new SettleAnswer(bets);
    s.key('ArrowRight');
    expect(s.selected).toBe('s1-banker');
    s.key('l');
    expect(s.actions).toEqual([{ betId: 's1-banker', action: 'push', amount: 0 }]);
    s.key('Backspace');
    expect(s.actions).toEqual([]);
    s.select('s3-tie');
    expect(s.stage).toBe('action');
    s.key('Escape');
    expect(s.selected).toBeNull();
  });

  test("a bet's entry in what is settled stays the same object while other bets are settled (the table redraws only the bet that changed)", () => {
    const s = new SettleAnswer(bets);
    press(s, ['3', 'T', 't']);
    const tie = s.settled['s3-tie'];
    expect(tie).toMatchObject({ action: 'take', amount: 0 });
    press(s, ['p', '1', '0', 'Enter']);
    expect(s.settled['s3-tie']).toBe(tie);
    expect(s.settled['s3-player']).toMatchObject({ action: 'pay', amount: 1000 });
    s.undo();
    expect(s.settled['s3-player']).toBeUndefined();
    expect(s.settled['s3-tie']).toBe(tie);
  });
});

describe('settle the table at a commission-box table (Tasmania 12.2; casino guide: commission box)', () => {
  const bets = [
    { id: 's2-player', seat: 2, on: 'player' as const, amount: 1000 },
    { id: 's4-banker', seat: 4, on: 'banker' as const, amount: 4000 },
    { id: 's4-tie', seat: 4, on: 'tie' as const, amount: 500 },
  ];

  test('only a Banker-commission table with box collection asks for box marks', () => {
    expect(collectsInBox(builtInProfile('casino-guide') ?? null)).toBe(true);
    for (const id of ['tasmania', 'tasmania-federal', 'dragon-bonus', 'deltin'])
      expect(collectsInBox(builtInProfile(id) ?? null), id).toBe(false);
    expect(collectsInBox(null)).toBe(false);
    const made = createAnswer({ type: 'settle-table' }, bets, [100], true);
    expect(made.type === 'settle-table' && made.state.commissionBox).toBe(true);
  });

  test('P, the payment, Enter, then the box mark, Enter: the Banker bet is paid with its commission', () => {
    const s = new SettleAnswer(bets, true);
    press(s, ['2', 'p', '1', '0', 'Enter']); // a Player bet: no box mark is asked for
    expect(s.actions).toEqual([{ betId: 's2-player', action: 'pay', amount: 1000 }]);
    press(s, ['4', 'B', 'p', '4', '0', 'Enter']);
    expect(s.stage).toBe('commission');
    expect(s.pendingPay).toBe(4000);
    expect(s.actions).toHaveLength(1); // not added until the box is marked
    s.key('Enter'); // nothing typed: nothing recorded
    expect(s.stage).toBe('commission');
    press(s, ['2', 'Enter']);
    expect(s.actions.at(-1)).toEqual({ betId: 's4-banker', action: 'pay', amount: 4000, commission: 200 });
    // The seat's other bet is selected next, as a dealer works a seat at a time.
    expect(s.selected).toBe('s4-tie');
    press(s, ['t']);
    expect(s.key('Enter')).toEqual({
      type: 'settle-table',
      actions: [
        { betId: 's2-player', action: 'pay', amount: 1000 },
        { betId: 's4-banker', action: 'pay', amount: 4000, commission: 200 },
        { betId: 's4-tie', action: 'take', amount: 0 },
      ],
    });
  });

  test('Backspace on an empty box mark goes back to the payment as typed; the buttons do what the keys do', () => {
    const s = new SettleAnswer(bets, true);
    s.select('s4-banker');
    s.act('pay');
    press(s, ['3', '8', 'Enter']);
    press(s, ['1', 'Backspace', 'Backspace']);
    expect([s.stage, s.keypad.text]).toEqual(['amount', '38']);
    press(s, ['Backspace', 'Backspace', '4', '0']);
    s.act('pay'); // the Pay button confirms the payment typed
    expect(s.stage).toBe('commission');
    press(s, ['2', '.', '5']);
    expect(s.confirmCommission()).toBe(true); // the keypad's Enter button
    expect(s.actions).toEqual([{ betId: 's4-banker', action: 'pay', amount: 4000, commission: 250 }]);
  });

  test('without box collection a Banker payment is recorded at once, with no box mark', () => {
    const s = new SettleAnswer(bets);
    press(s, ['4', 'B', 'p', '3', '8', 'Enter']);
    expect(s.actions).toEqual([{ betId: 's4-banker', action: 'pay', amount: 3800 }]);
  });
});
