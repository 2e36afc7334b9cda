// The answer controls: a click is timed on the response clock, and no control changes the answer while the cards are
// dealt or the answer is sent.
import { expect, test } from 'vitest';
import { mountInBody } from './mount.ts';
import { flushSync } from 'svelte';
import AnswerPanel from '../../renderer/components/AnswerPanel.svelte';
import { createAnswer, type AnswerState } from '../../renderer/lib/answers.svelte.ts';
import type { Response } from '../../core/drills/types.ts';

function render(
  answer: AnswerState,
  enabled: boolean,
  onsubmit: (response: Response, at: number) => void = () => undefined,
): HTMLElement {
  return mountInBody(AnswerPanel, { answer, bets: [], symbol: '$', enabled, onsubmit });
}

const button = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => (b.textContent ?? '').trim() === text,
  ) as HTMLButtonElement;

test('a clicked answer is timed on the performance.now() clock of the response time (not an epoch stamp)', () => {
  const sent: number[] = [];
  const root = render(createAnswer({ type: 'result' }, [], [100]), true, (_, at) => sent.push(at));
  const before = performance.now();
  root.querySelector<HTMLButtonElement>('.answer-button')?.click();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toBeGreaterThanOrEqual(before);
  expect(sent[0]).toBeLessThanOrEqual(performance.now());
});

test('the keypad and the chip tray do not change the amount while the answer is disabled', () => {
  const answer = createAnswer({ type: 'amount', label: 'Pay' }, [], [25, 100]);
  if (answer.type !== 'amount') throw new Error('amount form expected');
  const root = render(answer, false);
  button(root, '7').click();
  root.querySelector<HTMLButtonElement>('.add')?.click();
  flushSync();
  expect(answer.state.keypad.text).toBe('');
  expect(answer.state.tray.total).toBe(0);
  expect(button(root, '7').disabled).toBe(true);
});

test('the keypad and the chip tray build the amount while the answer is enabled', () => {
  const answer = createAnswer({ type: 'amount', label: 'Pay' }, [], [25, 100]);
  if (answer.type !== 'amount') throw new Error('amount form expected');
  const root = render(answer, true);
  button(root, '7').click();
  flushSync();
  expect(answer.state.keypad.cents).toBe(700);
  root.querySelector<HTMLButtonElement>('.add')?.click();
  flushSync();
  expect(answer.state.tray.total).toBe(25);
});
