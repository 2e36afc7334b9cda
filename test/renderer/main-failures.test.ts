// Issue 24: a failure main writes as a message is shown in the reader's interface language, through the one bridge
// every call goes by (renderer/lib/bridge.ts); a failure main wrote as English words stays as it was.
import { afterEach, expect, test } from 'vitest';
import { call } from '../../renderer/lib/bridge.ts';
import { languages } from '../../renderer/lib/state/languages.svelte.ts';
import { failure, fieldFailure } from '../../core/i18n/failure.ts';
import { ref } from '../../core/i18n/say.ts';
import type { TrainerApi } from '../../contract/index.ts';

const api = {} as TrainerApi;
const inLanguage = (language: 'en' | 'zh-Hant' | 'zh-Hans') => {
  const both = { interface: language, call: language };
  languages.view = { station: both, trainee: null, effective: both } as never;
};
(globalThis as { trainer?: TrainerApi }).trainer = api;
afterEach(() => {
  languages.view = null;
});

test.each([
  ['en', 'That is not the trainer passcode.'],
  ['zh-Hant', '這不是導師密碼。'],
  ['zh-Hans', '这不是导师密码。'],
] as const)('a failure as a message in %s', async (language, words) => {
  inLanguage(language);
  expect(await call(async () => failure(ref('main_passcode_wrong', {})))).toMatchObject({
    ok: false,
    error: words,
  });
});

test('a field failure keeps the field name main gave, so the screen can put the words beside that field', async () => {
  inLanguage('zh-Hans');
  const r = await call(async () => fieldFailure('pin', ref('main_pin_too_short', { min: 6 })));
  expect(r).toMatchObject({ ok: false, error: 'pin: 至少须有 6 位数字。' });
});

test('a failure in English words only, or with a phrase that is not a message, is shown as main wrote it', async () => {
  inLanguage('zh-Hant');
  expect(await call(async () => ({ ok: false, error: 'disk on fire' }))).toMatchObject({
    ok: false,
    error: 'disk on fire',
  });
  const forged = {
    ok: false as const,
    error: 'plain',
    phrase: { id: 'no_such_message', params: {} } as never,
  };
  expect(await call(async () => forged)).toMatchObject({ ok: false, error: 'plain' });
});
