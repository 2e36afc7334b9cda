// Trainer mode's workspace tabs: Alt+1..7 from anywhere, the arrow keys along the focused tab bar, a click.
import { describe, expect, test, vi } from 'vitest';
import { flushSync } from 'svelte';
import { mountInBody } from './mount.ts';
import TrainerTabs from '../../renderer/screens/trainer/TrainerTabs.svelte';
import { TRAINER_TABS, type TrainerTab } from '../../renderer/lib/assessment.svelte.ts';

function render(tab: TrainerTab) {
  const onselect = vi.fn();
  const root = mountInBody(TrainerTabs, { tab, onselect });
  return { root, onselect };
}

const press = (init: KeyboardEventInit, target: EventTarget = window) => {
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  flushSync();
};

describe('trainer tabs', () => {
  test.each(TRAINER_TABS.map((t, i) => [i + 1, t.id] as const))('Alt+%i selects %s', (digit, id) => {
    const { onselect } = render('assessments');
    press({ key: String(digit), altKey: true });
    expect(onselect).toHaveBeenCalledWith(id);
  });

  test('a plain digit, Ctrl+Alt+digit and Alt+9 select nothing (forms keep their digits)', () => {
    const { onselect } = render('assessments');
    press({ key: '3' });
    press({ key: '3', altKey: true, ctrlKey: true });
    press({ key: '9', altKey: true });
    expect(onselect).not.toHaveBeenCalled();
  });

  test('the arrows move along the bar and wrap; only the selected tab is in the Tab order', () => {
    const { root, onselect } = render('assessments');
    const bar = root.querySelector('[role="tablist"]') as HTMLElement;
    press({ key: 'ArrowLeft' }, bar);
    expect(onselect).toHaveBeenLastCalledWith('standard');
    press({ key: 'ArrowRight' }, bar);
    expect(onselect).toHaveBeenLastCalledWith('dashboard');
    const tabs = [...root.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  test('a click selects the tab', () => {
    const { root, onselect } = render('assessments');
    (root.querySelector('[data-testid="trainer-tab-profiles"]') as HTMLElement).click();
    expect(onselect).toHaveBeenCalledWith('profiles');
  });
});
