// Screens take a slice of the app (lib/app-parts.ts), not the whole AppState (issue 19): each works when handed just
// its part, and AppState has every part, so the root hands over `app` as it is.
import { expect, test, vi } from 'vitest';
import { flushSync } from 'svelte';
import StorageError from '../../renderer/screens/StorageError.svelte';
import Welcome from '../../renderer/screens/Welcome.svelte';
import type * as Parts from '../../renderer/lib/app-parts.ts';
import type { AppState } from '../../renderer/lib/app.svelte.ts';
import { mountInBody } from './mount.ts';

// Compile-time: the whole app is each part (svelte-check and tsc fail here if a part asks for what AppState lacks).
type Has<T> = AppState extends T ? true : never;
const everyPart: [
  Has<Parts.DamagedParts>,
  Has<Parts.StorageParts>,
  Has<Parts.HomeParts>,
  Has<Parts.DrillParts>,
  Has<Parts.SettingsParts>,
  Has<Parts.AttemptParts>,
  Has<Parts.TrainerParts>,
  Has<Parts.FirstRunParts>,
  Has<Parts.WelcomeParts>,
  Has<Parts.MyProgressParts>,
  Has<Parts.ProgressLinkParts>,
  Has<Parts.ProgressParts>,
] = [true, true, true, true, true, true, true, true, true, true, true, true];

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;

test('the storage error screen works with its ways out only', () => {
  expect(everyPart).toHaveLength(12);
  const part = {
    busy: false,
    storage: { state: 'error', reason: 'locked', message: 'The file is locked.', path: '/data/trainer.db' },
    init: vi.fn(async () => {}),
    chooseFolder: vi.fn(async () => {}),
    startFresh: vi.fn(async () => {}),
  } satisfies Parts.StorageParts;
  const el = mountInBody(StorageError, { app: part });
  expect(el.textContent).toContain('The file is locked.');
  button('Choose another folder…').click();
  button('Start fresh').click();
  button('Try again').click();
  expect([part.chooseFolder, part.startFresh, part.init].map((f) => vi.mocked(f).mock.calls.length)).toEqual([
    1, 1, 1,
  ]);
});

test('the welcome screen works with the name call only', () => {
  const part: Parts.WelcomeParts = { busy: false, welcome: vi.fn(async () => {}) };
  const el = mountInBody(Welcome, { app: part });
  const name = el.querySelector('[data-testid="welcome-name"]') as HTMLInputElement;
  name.value = 'Ana';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
  (el.querySelector('form') as HTMLFormElement).requestSubmit();
  expect(part.welcome).toHaveBeenCalledWith('Ana');
});
