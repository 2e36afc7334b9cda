// Issue 24: words main sends inside a view (not a failure) are messages, shown in the reader's interface language with
// shown() (renderer/lib/phrase.ts). One check per converted view field that zh-Hant shows Chinese.
import { afterEach, expect, test } from 'vitest';
import { shown } from '../../renderer/lib/phrase.ts';
import { languages } from '../../renderer/lib/state/languages.svelte.ts';
import { english } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';
import { verifyReport } from '../../node-shared/reports/signed-report.ts';
import { TRUST_TAMPERED_SAID } from '../../node-shared/keystore/signing-store.ts';
import { MESSAGES } from '../../electron/features/assessment/attempt-view.ts';
import { stationNote } from '../../electron/room/document-note.ts';

const inLanguage = (language: 'en' | 'zh-Hant' | 'zh-Hans') => {
  const both = { interface: language, call: language };
  languages.view = { station: both, trainee: null, effective: both } as never;
};
afterEach(() => {
  languages.view = null;
});
const noTrust = { own: null, registered: [], given: [] };

test('a verified report says its outcome in the reader language', () => {
  const outcome = verifyReport(new Uint8Array(), noTrust);
  expect(english(outcome.message)).toBe('The file is empty.');
  inLanguage('zh-Hant');
  expect(shown(outcome.message)).toBe('檔案是空的。');
  const untrusted = ref('main_verify_with_problem', {
    outcome: ref('main_verify_intact_stranger', {}),
    problem: TRUST_TAMPERED_SAID,
  });
  expect(shown(untrusted)).toMatch(/^完整，但由.*不信任任何金鑰。$/);
});

test("the signing keys' problem is said in the reader language", () => {
  inLanguage('zh-Hant');
  expect(shown(TRUST_TAMPERED_SAID)).toContain('受信任的金鑰');
});

test("the attempt screen's message is said in the reader language", () => {
  expect(english(MESSAGES.finished)).toBe('The assessment is finished. Your trainer has the full record.');
  inLanguage('zh-Hant');
  expect(shown(MESSAGES.finished)).toBe('考核已完成。你的導師持有完整紀錄。');
  expect(shown(ref('main_attview_timed_out_many', { count: 2 }))).toBe(
    '時間已到：2 個步驟記錄為逾時。下一題。',
  );
});

test('the room notes of the progress page, the dashboard and a candidate history are said in the reader language', () => {
  inLanguage('zh-Hant');
  expect(shown(ref('main_rnote_progress_others', { count: 2 }))).toContain('培訓室的所有工作站');
  expect(shown(ref('main_rnote_cohort_all', {}))).toContain('學員群組');
  expect(shown(ref('main_rnote_dash_offline', { problem: 'x' }))).toMatch(/^x這些數字/);
  expect(shown(ref('main_rnote_history_all', {}))).toBe('培訓室所有工作站的應考。');
});

test('the room edit note is said in the reader language', () => {
  inLanguage('zh-Hant');
  expect(shown(stationNote('drill_set', 'PC-12'))).toMatch(
    /^這部電腦以工作站（「PC-12」）身分加入培訓室，不可更改培訓室的練習題組/,
  );
  expect(shown(ref('main_docnote_revision', { revision: 3 }))).toBe('已在培訓室中，版本 3。');
});
