// Issue 24: main's failures of the studio's sets, the table profiles, the practical part, the staff list and the
// file dialogs, as messages. English stays word for word what main wrote before (the tests and logs read it); a
// zh-Hant reader gets it in Chinese through the bridge (renderer/lib/bridge.ts).
import { expect, test } from 'vitest';
import { call } from '../../renderer/lib/bridge.ts';
import { failure, failurePhrase, fieldFailure } from '../../core/i18n/failure.ts';
import { generateItems } from '../../core/drills/generate.ts';
import { english, sayPhrase } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';
import { BUILT_IN_PROFILES, validateProfile } from '../../core/profiles.ts';
import { parseStaffList } from '../../electron/features/first-run/staff-list-csv.ts';
import type { Failure } from '../../core/result.ts';
import { inLanguage, readerLanguageEachTest } from './main-failures-language.ts';

readerLanguageEachTest();

const tasmania = BUILT_IN_PROFILES[0];
const refused = (input: unknown): Failure => {
  const checked = validateProfile(input);
  if (checked.ok) throw new Error('the profile was accepted');
  return checked;
};

// [where, the failure, its English as main wrote it before issue 24, words the zh-Hant reader gets]
const CASES: [string, Failure, string, string][] = [
  [
    'studio-sets.ts',
    failure(ref('err_studio_builtin_renamed', { title: 'Starter' })),
    '“Starter” is built in, so it cannot be renamed; duplicate it and change the copy.',
    '「Starter」是內建題組，不可重新命名',
  ],
  [
    'studio-sets-files.ts',
    failure(ref('err_studio_title_taken_keep', { title: 'Pairs' })),
    'Another drill set is already called “Pairs”; keep both instead.',
    '另一個練習題組已名為「Pairs」',
  ],
  [
    'profiles.ts',
    fieldFailure('id', ref('err_profile_id_saved', { id: 'club' })),
    'id: a profile with id "club" is already saved; give this one a new id',
    'id: 已儲存編號為「club」的賭枱設定',
  ],
  [
    'profiles.ts (the profile schema)',
    refused({ ...tasmania, limits: { ...tasmania?.limits, main: { min: 50000, max: 100 } }, decks: 3 }),
    'invalid table profile: decks: Tasmania 4.1: a shoe holds 4 to 8 decks, not 3; limits.main.min: minimum 50000 is above maximum 100',
    '賭枱設定無效：decks: Tasmania 4.1：牌靴裝 4 至 8 副牌，而非 3 副；limits.main.min: 最低 50000 高於最高 100',
  ],
  [
    'practical-standards.ts',
    fieldFailure('revision', ref('err_practical_revision_stale', { from: 2, current: 3 })),
    'revision: the standard was edited from revision 2, but revision 3 has been saved since; reopen it and make the change again',
    '此標準是從第 2 版開始編輯，但其後已儲存第 3 版',
  ],
  [
    'practical-grading.ts',
    failure(ref('err_practical_not_graded', { id: 'a1' })),
    'The practical part of attempt "a1" is not graded yet: there is nothing to countersign.',
    '考核作答「a1」的實操部分尚未評分',
  ],
  [
    'staff-import.ts',
    failure(
      ref('err_staff_nothing_imported', {
        lines: ref('err_staff_join', {
          first: ref('err_staff_line', { line: 2, problem: ref('err_staff_name_empty', {}) }),
          rest: ref('err_staff_line', {
            line: 5,
            problem: ref('err_staff_number_twice', { identifier: 'A1', line: 3 }),
          }),
        }),
      }),
    ),
    'Nothing was imported: line 2: the name is empty; line 5: staff number "A1" is also on line 3.',
    '未有匯入任何資料：第 2 行：姓名是空的；第 5 行：員工編號「A1」亦在第 3 行。',
  ],
];

// Why a drill set cannot be dealt (issue 24): the engine's failure, as the import (drill-sets.ts) refuses the file.
const undealt = generateItems(
  {
    format: 'baccarat-drill-set',
    version: 1,
    title: 'Commission',
    description: '',
    profile: 'tasmania-federal',
    sections: [{ kind: 'commission', count: 1, difficulty: 'basic', constraints: {}, timeLimitMs: null }],
    passMarks: { overall: 0.8, perSkill: {} },
    mode: 'practice',
    redLineFailsAssessment: false,
  },
  'import-check',
);
if (undealt.ok) throw new Error('a commission set was dealt at a house without commission');
CASES.push([
  'drill-sets.ts (a set that cannot be dealt)',
  failure(ref('main_file_problem', { file: 'federal.json', problem: failurePhrase(undealt) })),
  'federal.json: sections.0 (commission): commission drills need a table that charges commission; Tasmania Federal Baccarat (Banker six pays half) pays a Banker win 1:1 (six pays half)',
  'federal.json：sections.0（commission）：佣金練習需要收佣金的賭枱；塔斯曼尼亞 Federal 百家樂（莊六點贏賠一半） 莊贏 1 賠 1（六點贏賠一半）',
]);

test.each(CASES)('%s: English as before, Chinese for a zh-Hant reader', async (_where, failed, en, zh) => {
  expect(failed.error).toBe(en);
  inLanguage('en');
  expect(await call(async () => failed)).toMatchObject({ ok: false, error: en });
  inLanguage('zh-Hant');
  const shown = await call(async () => failed);
  expect(shown.ok).toBe(false);
  expect(shown.ok ? '' : shown.error).toContain(zh);
});

test("a profile refused for zod's own reasons: zod's words are a message too (core/i18n/zod-words.ts)", () => {
  const failed = refused({ ...tasmania, name: '' });
  expect(failed.error).toBe('invalid table profile: name: Too small: expected string to have >=1 characters');
  expect(sayPhrase(failed.phrase ?? '', 'zh-Hans')).toBe('赌台设置无效：name: 过小：文字应有 >=1 个字符');
});

test('each wrong line of a staff list is a message, in English as before', () => {
  const { problems } = parseStaffList('Ann,1\n,2\nBob,1\n"Cy,3\n');
  expect(problems.map((p) => [p.line, english(p.message)])).toEqual([
    [2, 'the name is empty'],
    [3, 'staff number "1" is also on line 1'],
    [4, 'a quoted field is not closed (a " is missing)'],
  ]);
  expect(problems.map((p) => sayPhrase(p.message, 'zh-Hant'))).toEqual([
    '姓名是空的',
    '員工編號「1」亦在第 1 行',
    '有以引號括住的欄位未閉合（缺少一個 "）',
  ]);
});

test('a dialog title is a message: the station says it in its own language', () => {
  expect(english(ref('dialog_import_staff', {}))).toBe('Import a staff list');
  expect(sayPhrase(ref('dialog_import_staff', {}), 'zh-Hant')).toBe('匯入員工名單');
  expect(sayPhrase(ref('dialog_filter_drill_set', {}), 'zh-Hans')).toBe('练习题组（JSON）');
});
