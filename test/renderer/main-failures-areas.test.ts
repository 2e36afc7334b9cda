// Issue 24: main's failures and notices of progress, the storage, the dealing thread, IPC and the room, the damaged
// items, the storage error status and the PIN and passcode asks are messages. Their English is what main wrote before,
// byte for byte (the old sentences are written out here); a zh-Hant reader gets Chinese.
import { expect, test } from 'vitest';
import { call } from '../../renderer/lib/bridge.ts';
import { shown } from '../../renderer/lib/phrase.ts';
import { failure, fieldFailure } from '../../core/i18n/failure.ts';
import { english } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';
import { writeFailure, lostDatabase, missingFolder } from '../../electron/storage/database.ts';
import { parseStored } from '../../electron/storage/stored-json.ts';
import { REFUSED_FAILURE } from '../../electron/ipc/registry.ts';
import { shortfallWords } from '../../electron/features/trainer/passcode.ts';
import { pinRuleClause } from '../../electron/features/trainee-pin/pin-rules.ts';
import { inLanguage, readerLanguageEachTest } from './main-failures-language.ts';

readerLanguageEachTest();

const WAY_OUT =
  'Nothing has been deleted. Choose another folder for your training data, or start fresh: the old file is kept ' +
  'beside the new one, renamed with the date.';

test.each([
  [
    'progress',
    fieldFailure('from', ref('err_progress_from_after_to', { from: '2026-02-01', to: '2026-01-01' })),
    'from: 2026-02-01 is after to: 2026-01-01',
    /^from: 開始日期 2026-02-01 晚於結束日期 2026-01-01$/,
  ],
  ['progress', failure(ref('err_progress_nothing_due', {})), 'Nothing is due today: well done.', /今天/],
  [
    'progress export',
    failure(ref('err_progress_could_not_write', { path: '/x.csv', error: 'EACCES' })),
    'Could not write /x.csv (EACCES); nothing was written there.',
    /^無法寫入 \/x\.csv（EACCES）/,
  ],
  ['storage', parseStored('{', 'profile'), 'profile is damaged and cannot be read', /已損壞/],
  [
    'storage write',
    failure(writeFailure({ errcode: 13 })!),
    'The disk is full, so this was not saved. Everything saved before it is kept. Free some disk space, then try again.',
    /^磁碟已滿/,
  ],
  [
    'storage closed',
    failure(ref('err_storage_not_available', { why: ref('err_storage_closed', {}) })),
    'Training data is not available: the store is closed',
    /^培訓資料無法使用：資料儲存已關閉$/,
  ],
  [
    'dealing',
    failure(ref('err_engine_too_rare', { seconds: 30 })),
    'it could not be dealt within 30 s: a constraint is too rare to drill',
    /30 秒/,
  ],
  ['IPC', REFUSED_FAILURE, "Refused: this request did not come from the trainer's own page.", /^已拒絕/],
  [
    'IPC',
    failure(ref('err_ipc_went_wrong', { channel: 'sessions.start', detail: 'boom' })),
    'Something went wrong in sessions.start: boom',
    /^sessions\.start 出錯：boom$/,
  ],
  ['room', failure(ref('err_room_not_in_room', {})), 'This PC is not in a training room.', /培訓室/],
] as const)(
  'a %s failure: English as before, Chinese for a zh-Hant reader',
  async (_area, failed, en, zh) => {
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.error).toBe(en);
    inLanguage('en');
    expect(await call(async () => failed)).toMatchObject({ ok: false, error: en });
    inLanguage('zh-Hant');
    expect((await call(async () => failed)) as { error: string }).toMatchObject({
      ok: false,
      error: expect.stringMatching(zh),
    });
  },
);

test("the storage error status keeps a message the error screen says in the reader's language", () => {
  const lost = lostDatabase('/d/trainer.db');
  expect(lost.ok).toBe(false);
  if (lost.ok) return;
  expect(lost.status.message).toBe(
    'The training database /d/trainer.db is gone: it was deleted or moved while the app was running (by another ' +
      'program, a sync tool or a person), so nothing more could be saved to it. If you can, put it back and restart. ' +
      WAY_OUT,
  );
  expect(english(lost.status.phrase!)).toBe(lost.status.message);
  const gone = missingFolder('/media/usb');
  expect(!gone.ok && gone.status.message).toBe(
    'The training database /media/usb could not be opened (the folder /media/usb, chosen for the training data, is ' +
      'not there: if it is on a drive, connect it and restart). ' +
      WAY_OUT,
  );
  inLanguage('zh-Hant');
  expect(shown(lost.status.phrase!)).toMatch(/^培訓資料庫 \/d\/trainer\.db 已不在：.*沒有刪除任何內容。/);
});

test('the damaged items are said in the reader language', () => {
  const problem = ref('err_storage_dmg_session_answer', {});
  const message = ref('err_storage_dmg_session', { name: 'Calls', problem });
  expect(english(message)).toBe(
    'The session "Calls" is damaged: an answer cannot be read. Close it to keep its answers and take it off the list.',
  );
  expect(
    english(
      ref('err_storage_dmg_drill_set', { name: 'Mine', problem: ref('err_storage_dmg_unreadable', {}) }),
    ),
  ).toBe('The drill set "Mine" is damaged: it cannot be read. It can be removed.');
  inLanguage('zh-Hant');
  expect(shown(message)).toBe(
    '練習節「Calls」已損壞：有一個答案無法讀取。關閉它即可保留其答案，並從清單中移除。',
  );
});

test("the passcode's shortfall and the PIN's ask to change it: English as before, Chinese for a zh-Hant reader", () => {
  expect(english(shortfallWords('short')!)).toBe('it is shorter than 8 characters');
  expect(english(shortfallWords('common')!)).toBe(
    'it is one of the commonest passwords, among the first a candidate would try',
  );
  expect(shortfallWords(null)).toBeNull();
  // The old words: the PIN's problem with "pin: " taken off and cut at its first stop or semicolon.
  const ask = (pin: string) => english(ref('pin_change_ask', { rule: pinRuleClause(pin)! }));
  expect(ask('1234')).toBe(
    'Your PIN works, but it no longer meets the rules (must be at least 6 digits): please set a new one (F3).',
  );
  expect(ask('123456')).toBe(
    'Your PIN works, but it no longer meets the rules (a run of digits (like 123456 or 654321) is among the first ' +
      'guesses): please set a new one (F3).',
  );
  expect(ask('111111')).toBe(
    'Your PIN works, but it no longer meets the rules (one digit repeated is among the first guesses): please set a ' +
      'new one (F3).',
  );
  expect(pinRuleClause('482913')).toBeNull();
  inLanguage('zh-Hant');
  expect(shown(ref('pin_change_ask', { rule: pinRuleClause('1234')! }))).toBe(
    '你的 PIN 仍可使用，但已不符合規則（最少須有 6 位數字）：請設定新的 PIN（F3）。',
  );
  expect(shown(shortfallWords('short')!)).toBe('它少於 8 個字元');
});
