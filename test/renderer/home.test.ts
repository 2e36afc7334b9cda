// The home screen: adding a trainee sends one request however quickly the form is sent again.
import { afterEach, expect, test } from 'vitest';
import { mountInBody } from './mount.ts';
import './match-media.ts';
import { flushSync } from 'svelte';
import type { Result, Trainee } from '../../contract/index.ts';
import Home from '../../renderer/screens/Home.svelte';
import { AppState } from '../../renderer/lib/app.svelte.ts';

const global = globalThis as { trainer?: unknown };
afterEach(() => {
  delete global.trainer;
});

test('a trainee is added once when the form is sent twice before the main process answers', async () => {
  let release: (r: Result<Trainee>) => void = () => undefined;
  const names: string[] = [];
  global.trainer = {
    trainees: {
      create: ({ name }: { name: string }) => {
        names.push(name);
        return new Promise<Result<Trainee>>((r) => (release = r));
      },
    },
    sessions: { unfinished: async () => ({ ok: true, value: [] }) },
    progress: { mastery: async () => ({ ok: true, value: {} }) },
  };
  const app = new AppState();
  const target = mountInBody(Home, { app });
  [...target.querySelectorAll('button')].find((b) => b.textContent === 'Add a trainee')?.click();
  flushSync();
  const input = target.querySelector('form input') as HTMLInputElement;
  input.value = 'Ann';
  input.dispatchEvent(new Event('input'));
  const form = target.querySelector('form') as HTMLFormElement;
  form.requestSubmit();
  flushSync();
  form.requestSubmit();
  flushSync();
  expect(names).toEqual(['Ann']);
  release({
    ok: true,
    value: { id: 't1', name: 'Ann', identifier: '', createdAt: '2026-01-01T00:00:00Z', archived: false },
  });
  await new Promise((r) => setTimeout(r, 0));
  flushSync();
  expect(app.trainees.list.map((t) => t.name)).toEqual(['Ann']);
  expect(target.querySelector('form')).toBeNull(); // the form closes once the trainee is added
});
