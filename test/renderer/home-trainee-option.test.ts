// Issue 24: the home screen's trainee list names each trainee with their staff number in brackets as the language
// writes them: "Ada (S-1)" in English, "李小明（S-3）" in Chinese (the zh tour showed "李小明 (S-3)").
import { afterEach, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { mountInBody } from './mount.ts';
import './match-media.ts';
import Home from '../../renderer/screens/Home.svelte';
import { AppState } from '../../renderer/lib/app.svelte.ts';
import { languages } from '../../renderer/lib/state/languages.svelte.ts';
import { inLanguage } from './main-failures-language.ts';

const global = globalThis as { trainer?: unknown };
afterEach(() => {
  delete global.trainer;
  languages.view = null;
});

const trainee = (id: string, name: string, identifier: string) => ({
  id,
  name,
  identifier,
  createdAt: '2026-01-01T00:00:00Z',
  archived: false,
});

test.each([
  ['en', ['Ada (S-1)', 'Bo']],
  ['zh-Hant', ['Ada（S-1）', 'Bo']],
  ['zh-Hans', ['Ada（S-1）', 'Bo']],
] as const)('%s: a trainee with a staff number, one without', (language, options) => {
  global.trainer = {
    sessions: { unfinished: async () => ({ ok: true, value: [] }) },
    progress: { mastery: async () => ({ ok: true, value: {} }) },
  };
  inLanguage(language);
  const app = new AppState();
  app.trainees.list = [trainee('t1', 'Ada', 'S-1'), trainee('t2', 'Bo', '')];
  const target = mountInBody(Home, { app });
  flushSync();
  expect(
    [...target.querySelectorAll('option')]
      .map((o) => o.textContent?.trim())
      .filter((t) => t?.match(/Ada|Bo/)),
  ).toEqual(options);
});
