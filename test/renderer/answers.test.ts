// The answer being built for each form, by keys: what the trainee presses becomes the Response sent to be marked.
import { describe, expect, test } from 'vitest';
import {
  AmountAnswer,
  PointsAnswer,
  SettleAnswer,
  choiceKey,
  drawKey,
  resultKey,
} from '../../renderer/lib/answers.svelte.ts';

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
});
