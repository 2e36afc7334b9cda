// Lists of people in the interface language's order (issue 24, renderer/lib/names-order.ts): pinyin in Simplified
// Chinese, strokes in Traditional, where code-point order (what main's SQLite and a bare localeCompare give) differs.
import { describe, expect, test } from 'vitest';
import type { DashboardRow } from '../../contract/progress-types.ts';
import { byName, compareNames } from '../../renderer/lib/names-order.ts';
import { shownRows } from '../../renderer/lib/state/dashboard.svelte.ts';
import { TraineeAdmin } from '../../renderer/lib/state/trainee-admin.svelte.ts';
import { inLanguage, readerLanguageEachTest } from './main-failures-language.ts';

readerLanguageEachTest();

// In code-point order 张 (U+5F20) / 張 (U+5F35) < 李 (U+674E) < 王 (U+738B).
const CASES = [
  ['zh-Hans', ['张伟', '李娜', '王芳'], ['李娜', '王芳', '张伟']], // li, wang, zhang
  ['zh-Hant', ['張偉', '李娜', '王芳'], ['王芳', '李娜', '張偉']], // 4, 7, 11 strokes
  ['en', ['Cal', 'ada', 'Bea'], ['ada', 'Bea', 'Cal']],
] as const;

describe.each(CASES)('in %s', (language, codePoints, want) => {
  test('names sort in the language’s order, not by code point', () => {
    inLanguage(language);
    expect([...codePoints].sort(compareNames)).toEqual(want);
    expect(byName(codePoints.map((name) => ({ name }))).map((t) => t.name)).toEqual(want);
  });

  test('the dashboard’s trainees by name', () => {
    inLanguage(language);
    const rows = codePoints.map(
      (name) => ({ traineeId: name, name, identifier: '' }) as unknown as DashboardRow,
    );
    expect(shownRows(rows, '', false, 'name').map((r) => r.name)).toEqual(want);
  });

  test('the trainer’s trainee list: by name, archived last', () => {
    inLanguage(language);
    const admin = new TraineeAdmin();
    admin.showArchived = true;
    admin.list = [
      { id: 'gone', name: '阿', archived: true },
      ...codePoints.map((name) => ({ id: name, name, archived: false })),
    ] as never;
    expect(admin.shown.map((t) => t.name)).toEqual([...want, '阿']);
  });
});
