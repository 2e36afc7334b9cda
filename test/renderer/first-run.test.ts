// Issue 21: a fresh installation opens on the trainer's setup; the trainee side's lists are not even asked for.
import { expect, test } from 'vitest';
import './match-media.ts';
import { AppState } from '../../renderer/lib/app.svelte.ts';
import { setupKey, SETUP_KEYS } from '../../renderer/lib/keymap.ts';

const global = globalThis as { trainer?: unknown };
const ok = <T>(value: T) => ({ ok: true as const, value });

test('not set up: the setup screen, and no trainee, library or settings call', async () => {
  const asked: string[] = [];
  const answer = (name: string, value: unknown) => async () => {
    asked.push(name);
    return ok(value);
  };
  global.trainer = {
    storage: { status: answer('storage.status', { state: 'ok', dir: '/data', damaged: [] }) },
    setup: { status: answer('setup.status', { done: false }) },
    trainees: { list: answer('trainees.list', []) },
    settings: { get: answer('settings.get', {}) },
  };
  const app = new AppState();
  await app.init();
  expect(app.nav.screen.name).toBe('setup');
  expect(asked).toEqual(['storage.status', 'setup.status']);
});

test('every setup key is a distinct letter, shown with Alt', () => {
  const keys = SETUP_KEYS.map((k) => k.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(setupKey('print')).toBe('Alt+P');
  expect(setupKey('finish')).toBe('Alt+F');
});
