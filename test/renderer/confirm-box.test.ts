// The one confirmation box (issue 19): read out as an alert dialog named and described; keyboard first: it takes the
// focus, Tab stays inside, Enter does only what the focused button says, Escape cancels (the focus going back to what
// opened it), and no key handler outside the box acts on its keys.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createRawSnippet, flushSync, tick } from 'svelte';
import CloseSession from '../../renderer/components/home/CloseSession.svelte';
import ConfirmBox from '../../renderer/components/ConfirmBox.svelte';
import { mountInBody } from './mount.ts';

const text = (words: string) => createRawSnippet(() => ({ render: () => `<span>${words}</span>` }));
const press = (key: string, target: EventTarget = document.activeElement ?? window, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;

/** Keys that reached the window (a screen's own handlers listen there). */
let reached: string[] = [];
const listen = (e: KeyboardEvent) => reached.push(e.key);
beforeEach(() => {
  reached = [];
  window.addEventListener('keydown', listen);
});
afterEach(() => window.removeEventListener('keydown', listen));

test('an alert dialog named by its title and described by its question', () => {
  mountInBody(CloseSession, { busy: false, onclose: async () => {}, title: 'Basics' });
  button('Close…').click();
  flushSync();
  const box = document.querySelector('[role="alertdialog"]') as HTMLElement;
  const by = (attr: string) => document.getElementById(box.getAttribute(attr) ?? '')?.textContent?.trim();
  expect(by('aria-labelledby')).toBe('Confirm closing the session');
  expect(by('aria-describedby')).toBe(
    'Close “Basics”? It can no longer be resumed; its answers stay stored.',
  );
});

test('the focus starts on confirm and Tab keeps it in the box; Escape cancels and gives it back', async () => {
  const onclose = vi.fn(async () => {});
  mountInBody(CloseSession, { busy: false, onclose, title: 'Basics' });
  button('Close…').focus();
  button('Close…').click();
  flushSync();
  expect(document.activeElement).toBe(button('Close it'));
  press('Tab');
  expect(document.activeElement).toBe(button('Keep it open'));
  press('Tab');
  expect(document.activeElement).toBe(button('Close it'));
  press('Tab', document.activeElement!, true);
  expect(document.activeElement).toBe(button('Keep it open'));
  // Enter on Keep it open is that button's own (it does not close), and reaches no handler outside the box.
  press('Enter');
  expect(onclose).not.toHaveBeenCalled();
  press('Escape');
  flushSync();
  await tick();
  expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  expect(document.activeElement).toBe(button('Close…'));
  expect(reached).toEqual([]);
  expect(onclose).not.toHaveBeenCalled();
});

test('confirming does it once', () => {
  const onclose = vi.fn(async () => {});
  mountInBody(CloseSession, { busy: false, onclose, title: 'Basics' });
  button('Close…').click();
  flushSync();
  button('Close it').click();
  expect(onclose).toHaveBeenCalledTimes(1);
});

test('focus on cancel where a stray Enter must not confirm; Escape with the focus outside still cancels', () => {
  const onconfirm = vi.fn();
  const oncancel = vi.fn();
  const outside = document.createElement('input');
  document.body.append(outside);
  mountInBody(ConfirmBox, {
    title: 'Leave the assessment?',
    look: 'floating',
    focus: 'cancel',
    message: text('Leaving ends this attempt.'),
    confirmLabel: text('Leave'),
    cancelLabel: text('Stay'),
    onconfirm,
    oncancel,
  });
  expect(document.activeElement?.textContent).toBe('Stay');
  outside.focus();
  press('Escape', outside);
  expect(oncancel).toHaveBeenCalledTimes(1);
  expect(onconfirm).not.toHaveBeenCalled();
});
