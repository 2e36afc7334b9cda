// What the main-failures tests share (issue 24): the reader's language set as the renderer's state has it, put back
// after each test, and the check that a text said in Chinese holds no English word.
import { afterEach } from 'vitest';
import { languages } from '../../renderer/lib/state/languages.svelte.ts';
import type { TrainerApi } from '../../contract/index.ts';

/** The reader's interface and call language, as the bridge (renderer/lib/bridge.ts) reads them. */
export const inLanguage = (language: 'en' | 'zh-Hant' | 'zh-Hans'): void => {
  const both = { interface: language, call: language };
  languages.view = { station: both, trainee: null, effective: both } as never;
};

/**
 * Called at the top of each test file: the renderer project shares one module cache among the files a worker runs
 * (vitest.config.ts `isolate: false`), so what this module did when first imported would not be done again for the
 * next file. Gives the bridge a trainer API to find and puts the language back after each test.
 */
export function readerLanguageEachTest(): void {
  (globalThis as { trainer?: TrainerApi }).trainer = {} as TrainerApi;
  afterEach(() => {
    languages.view = null;
  });
}

export const CHINESE = /[\u4e00-\u9fff]/;

/** The English words left in `text` once the names, ids and rule sections it may hold (`allowed`) are taken out. */
export function englishWords(text: string, allowed: readonly string[] = []): string[] {
  const rest = [...allowed].sort((a, b) => b.length - a.length).reduce((t, a) => t.split(a).join(' '), text);
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}
