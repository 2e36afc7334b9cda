// A slow call's notice (issue 9): when main's dealing thread says how far it is, a determinate bar with the
// percentage and the items dealt of the total; otherwise a moving bar with what is being done.
import { describe, expect, test } from 'vitest';
import WorkingNotice from '../../renderer/components/WorkingNotice.svelte';
import { percentDone, progressInWords } from '../../renderer/lib/state/slow-calls.svelte.ts';
import { mountInBody } from './mount.ts';

describe('progress in words', () => {
  test.each([
    [{ stage: 'dealing', done: 0, total: 5000 }, 0, 'Dealing: 0 of 5,000 items (0%)'],
    [{ stage: 'dealing', done: 1234, total: 5000 }, 24, 'Dealing: 1,234 of 5,000 items (24%)'],
    // Never 100% before the last item: 4,999 of 5,000 is 99%.
    [
      { stage: 'rebuilding', done: 4999, total: 5000 },
      99,
      'Dealing the session again from its seed: 4,999 of 5,000 items (99%)',
    ],
    [{ stage: 'checking', done: 1, total: 1 }, 100, 'Checking that the set can be dealt: 1 of 1 item (100%)'],
  ] as const)('%o is %i%%', (p, percent, words) => {
    expect(percentDone(p)).toBe(percent);
    expect(progressInWords(p)).toBe(words);
  });
});

describe('the notice', () => {
  test('with progress: a determinate bar (value of max), the percentage and what is being done', () => {
    const el = mountInBody(WorkingNotice, {
      doing: 'Starting the session',
      dealing: { stage: 'dealing', done: 1234, total: 5000 },
    });
    const bar = el.querySelector('progress');
    expect(bar?.getAttribute('value')).toBe('1234');
    expect(bar?.getAttribute('max')).toBe('5000');
    expect(bar?.getAttribute('aria-valuetext')).toBe('Dealing: 1,234 of 5,000 items (24%)');
    expect(el.querySelector('[role=status]')?.textContent).toBe('Starting the session…');
    expect(el.textContent).toContain('24%');
    expect(el.textContent).toContain('1,234 of 5,000 items');
  });

  test('without progress: a moving (indeterminate) bar named by what is being done', () => {
    const el = mountInBody(WorkingNotice, { doing: 'Importing the drill set', dealing: null });
    const bar = el.querySelector('progress');
    expect(bar?.hasAttribute('value')).toBe(false);
    expect(bar?.getAttribute('aria-label')).toBe('Importing the drill set');
    expect(el.textContent).not.toContain('%');
  });
});
