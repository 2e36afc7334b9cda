// Issue 24: the notice after exporting a drill set names it in the reader's language. A built-in set's title is stored
// in English ("Tasmania: irregularities and table procedures"); the zh tour showed it in English inside a Chinese
// notice. A trainer's own set keeps its words as typed.
import { expect, test } from 'vitest';
import { SetStudio } from '../../renderer/lib/studio/set-studio.svelte.ts';
import type { StudioSetSummary, TrainerApi } from '../../contract/index.ts';
import { inLanguage, readerLanguageEachTest } from './main-failures-language.ts';

readerLanguageEachTest();

const summary = (title: string, builtIn: boolean): StudioSetSummary =>
  ({ id: 'set', title, builtIn }) as StudioSetSummary;

async function exportNotice(set: StudioSetSummary): Promise<string | null> {
  (globalThis as { trainer?: TrainerApi }).trainer = {
    studioSets: { exportFile: async () => ({ ok: true, value: { path: '/tmp/set.json' } }) },
  } as unknown as TrainerApi;
  const studio = new SetStudio();
  await studio.exportSet(set);
  return studio.caller.notice;
}

test.each([
  [
    'zh-Hant',
    'Tasmania: irregularities and table procedures',
    true,
    '已將「塔斯曼尼亞：異常情況與賭枱程序」匯出至 /tmp/set.json。',
  ],
  [
    'zh-Hans',
    'Tasmania: irregularities and table procedures',
    true,
    '已将“塔斯马尼亚：异常情况与赌台程序”导出至 /tmp/set.json。',
  ],
  [
    'en',
    'Tasmania: irregularities and table procedures',
    true,
    'Exported “Tasmania: irregularities and table procedures” to /tmp/set.json.',
  ],
  ['zh-Hant', 'Our pairs', false, '已將「Our pairs」匯出至 /tmp/set.json。'],
] as const)('%s: exporting "%s" (built in: %s)', async (language, title, builtIn, notice) => {
  inLanguage(language);
  expect(await exportNotice(summary(title, builtIn))).toBe(notice);
});
