// The home screen's PIN (issue 20, guarantee 6): a new PIN is offered for saving only at 6 digits or more, and a
// trainee who signed in with an older PIN that no longer meets the rules is asked, on their home screen, for a new one.
import { afterEach, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { mountInBody } from './mount.ts';
import './match-media.ts';
import TraineePin from '../../renderer/components/home/TraineePin.svelte';
import { AppState } from '../../renderer/lib/app.svelte.ts';

const global = globalThis as { trainer?: unknown };
afterEach(() => {
  delete global.trainer;
});

const ASK =
  'Your PIN works, but it no longer meets the rules (must be at least 6 digits): please set a new one (F3).';

function signedIn(pinToChange: string | null): AppState {
  const app = new AppState();
  app.trainees.list = [
    { id: 't1', name: 'Ann', identifier: '', createdAt: '2026-01-01T00:00:00Z', archived: false },
  ];
  app.trainees.id = 't1';
  app.trainees.pins = { signedIn: 't1', withPin: ['t1'], retryInMs: 0, pinToChange };
  return app;
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input'));
  flushSync();
}

test('signed in with a PIN the rules now refuse: asked to set a new one; not asked otherwise', () => {
  const asked = mountInBody(TraineePin, { trainees: signedIn(ASK).trainees });
  expect(asked.querySelector('[data-testid="pin-to-change"]')?.textContent).toBe(ASK);
  const fine = mountInBody(TraineePin, { trainees: signedIn(null).trainees });
  expect(fine.querySelector('[data-testid="pin-to-change"]')).toBeNull();
});

test('a new PIN can be saved only at 6 to 12 digits', () => {
  const target = mountInBody(TraineePin, { trainees: signedIn(ASK).trainees });
  (target.querySelector('[data-testid="pin-open"]') as HTMLButtonElement).click();
  flushSync();
  const save = target.querySelector('[data-testid="pin-save"]') as HTMLButtonElement;
  const input = target.querySelector('[data-testid="pin-new"]') as HTMLInputElement;
  expect(target.textContent).toContain('New PIN (6–12 digits');
  for (const [pin, offered] of [
    ['4821', false],
    ['48291', false],
    ['482915', true],
    ['4829153760', true],
  ] as const) {
    type(input, pin);
    expect(save.disabled, pin).toBe(!offered);
  }
});
