// The keypad: amounts in integer cents by string arithmetic ("33.25" is 3325), backspace, Enter submits.
import { describe, expect, test } from 'vitest';
import { mountInBody } from './mount.ts';
import { flushSync } from 'svelte';
import Keypad from '../../renderer/components/Keypad.svelte';
import { KeypadState } from '../../renderer/lib/keypad.svelte.ts';
import { amountText, parseAmount } from '../../renderer/lib/money.ts';

function render(keypad: KeypadState, onsubmit: (cents: number) => void): HTMLElement {
  return mountInBody(Keypad, { keypad, onsubmit });
}

const type = (text: string) => {
  for (const k of text) window.dispatchEvent(new KeyboardEvent('keydown', { key: k, cancelable: true }));
  flushSync();
};

describe('parseAmount', () => {
  test.each([
    ['33.25', 3325],
    ['33', 3300],
    ['33.2', 3320],
    ['.5', 50],
    ['0.05', 5],
    ['1000', 100000],
    ['19.99', 1999], // 19.99 * 100 is 1998.9999999999998 in floating point
    ['', null],
    ['.', null],
    ['1.234', null],
    ['1.2.3', null],
    ['12a', null],
  ])('"%s" is %s cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  test('amountText and parseAmount agree', () => {
    for (const c of [0, 5, 50, 1999, 3325, 100000]) expect(parseAmount(amountText(c) || '0')).toBe(c);
  });
});

test('typing "33.25" shows $33.25, and Enter submits 3325', () => {
  const keypad = new KeypadState();
  const submitted: number[] = [];
  const el = render(keypad, (c) => submitted.push(c));
  type('33.25');
  expect(keypad.cents).toBe(3325);
  expect(el.querySelector('[data-testid="keypad-display"] .value')?.textContent).toBe('$33.25');
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', cancelable: true }));
  expect(submitted).toEqual([3325]);
});

test('a third decimal and a second point are refused; backspace removes the last character', () => {
  const keypad = new KeypadState();
  render(keypad, () => undefined);
  type('1.234.');
  expect(keypad.text).toBe('1.23');
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', cancelable: true }));
  flushSync();
  expect(keypad.text).toBe('1.2');
  expect(keypad.cents).toBe(120);
});

test('Enter with nothing typed submits nothing; the buttons type too', () => {
  const keypad = new KeypadState();
  const submitted: number[] = [];
  const el = render(keypad, (c) => submitted.push(c));
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', cancelable: true }));
  expect(submitted).toEqual([]);
  const button = (label: string) =>
    [...el.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
  button('1').click();
  button('.').click();
  button('7').click();
  button('5').click();
  flushSync();
  expect(keypad.cents).toBe(175);
  (el.querySelector('button.enter') as HTMLButtonElement).click();
  expect(submitted).toEqual([175]);
});
