// Which key presses are drill keys (renderer/lib/keys.ts): typing in a field never is, and Enter or Space on the
// table notice's focused fold opens the fold instead of settling the table or going on.
import { describe, expect, it } from 'vitest';
import { isDrillKey } from '../../renderer/lib/keys.ts';

function pressOn(tag: string, key: string, init: KeyboardEventInit = {}): boolean {
  const el = document.createElement(tag);
  document.body.append(el);
  let seen: boolean | null = null;
  el.addEventListener('keydown', (e) => (seen = isDrillKey(e)));
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  el.remove();
  if (seen === null) throw new Error('no keydown seen');
  return seen;
}

describe('drill keys', () => {
  it.each([
    ['div', 'Enter', true],
    ['div', 't', true],
    ['button', 'p', true],
    ['summary', 't', true],
    ['summary', 'Enter', false],
    ['summary', ' ', false],
    ['input', 't', false],
    ['textarea', 'Enter', false],
    ['select', 'b', false],
  ] as const)('%s, key %j: a drill key is %s', (tag, key, drill) => {
    expect(pressOn(tag, key)).toBe(drill);
  });

  it('a key with Ctrl or Alt held is never a drill key', () => {
    expect(pressOn('div', 't', { ctrlKey: true })).toBe(false);
    expect(pressOn('div', 'Enter', { altKey: true })).toBe(false);
  });
});
