// The chip tray: a payment built from the profile's denominations, totalled in integer cents.
import { expect, test } from 'vitest';
import { mountInBody } from './mount.ts';
import { flushSync } from 'svelte';
import ChipTray from '../../renderer/components/ChipTray.svelte';
import { ChipTrayState, chipsFor } from '../../renderer/lib/chip-tray.svelte.ts';

function render(tray: ChipTrayState, onchange?: (total: number) => void): HTMLElement {
  return mountInBody(ChipTray, { tray, onchange });
}

const key = (k: string, shiftKey = false) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));

test('clicking chips adds them; the total is exact in cents ($25 + $5 + $1 + 0.25 + 0.25 = $31.50)', () => {
  const tray = new ChipTrayState([25, 100, 500, 2500, 10000]);
  const totals: number[] = [];
  const el = render(tray, (t) => totals.push(t));
  const add = (label: string) =>
    (el.querySelector(`button[aria-label^="Add a ${label} chip"]`) as HTMLButtonElement).click();
  add('$25.00');
  add('$5.00');
  add('$1.00');
  add('$0.25');
  add('$0.25');
  flushSync();
  expect(tray.total).toBe(3150);
  expect(totals.at(-1)).toBe(3150);
  expect(el.querySelector('[data-testid="tray-total"]')?.textContent).toBe('$31.50');
  (el.querySelector('button[aria-label="Remove a $0.25 chip"]') as HTMLButtonElement).click();
  flushSync();
  expect(el.querySelector('[data-testid="tray-total"]')?.textContent).toBe('$31.25');
});

test('keys Q W E ... add a chip of each denomination, smallest first; Shift removes one', () => {
  const tray = new ChipTrayState([100, 500, 2500]);
  const el = render(tray);
  key('w');
  key('w');
  key('e');
  key('q');
  flushSync();
  expect(tray.counts).toEqual({ 100: 1, 500: 2, 2500: 1 });
  expect(el.querySelector('[data-testid="tray-total"]')?.textContent).toBe('$36.00');
  key('W', true);
  key('r'); // no fourth denomination: ignored
  flushSync();
  expect(tray.total).toBe(3100);
  expect(tray.stack()).toEqual([2500, 500, 100]);
});

test('chipsFor pays with the fewest chips', () => {
  expect(chipsFor(3325, [25, 100, 500, 2500, 10000])).toEqual([2500, 500, 100, 100, 100, 25]);
  expect(chipsFor(0, [25])).toEqual([]);
});
