// Issue 24: the failures of sessions, assessment attempts, their seals, the trainer's keys and the audit trail are
// messages. Each keeps the English main wrote before, byte for byte (logs, tests and the command line read it), and a
// zh-Hant reader gets Chinese words through the bridge.
import { expect, test } from 'vitest';
import { call } from '../../renderer/lib/bridge.ts';
import { failure } from '../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../core/i18n/say.ts';
import { attemptDamaged } from '../../electron/features/assessment/attempt-store.ts';
import { statusWord } from '../../electron/features/assessment/attempt-status-word.ts';
import { TRAINER_OPENS, TRAINER_OPENS_FAILURE } from '../../electron/integrity/attempt-seal.ts';
import { noRecovery, WRONG_RECOVERY } from '../../electron/features/trainer/trainer-recovery.ts';
import { CHINESE, inLanguage, readerLanguageEachTest } from './main-failures-language.ts';

readerLanguageEachTest();

const inner = { ok: false as const, error: 'its drill set is damaged and cannot be read' };

// Each file's representative failure, and the English it wrote before as a template literal.
const cases: readonly [string, MessageRef, string][] = [
  [
    'session-store.ts',
    ref('err_sess_damaged', { title: 'Naturals', id: 's-1', problem: inner.error }),
    `The stored session "Naturals" (s-1) is damaged: ${inner.error}`,
  ],
  [
    'session-store.ts (seeding)',
    ref('err_sess_unknown_seeding', { id: 's-1', seeding: 'v9' }),
    `The stored session s-1 cannot be replayed: it was dealt with seeding v9, which this version of the app does not know`,
  ],
  ['session-history.ts', ref('main_no_trainee', { id: 't-9' }), `There is no trainee "t-9".`],
  [
    'sessions.ts',
    ref('main_field_problem', { field: 'response', problem: ref('main_no_trainee', { id: 't-9' }) }),
    `response: There is no trainee "t-9".`,
  ],
  [
    'assessments.ts',
    ref('err_attempt_out_of_step', { item: 'i2', step: 2, currentItem: 'i3', currentStep: 1 }),
    `This answer is for i2 step 2, but the attempt is at i3 step 1: it was not recorded.`,
  ],
  [
    'assessments.ts (resume)',
    ref('err_attempt_resume_abandoned_only', { status: statusWord('finished') }),
    `Only an abandoned attempt can be resumed; this one is finished.`,
  ],
  [
    'attempt-record.ts',
    ref('err_attempt_unknown_seeding', { seeding: 'v9' }),
    `The attempt was dealt with seeding v9, which this version of the app does not know.`,
  ],
  [
    'attempt-record.ts (replay)',
    ref('err_attempt_replay_no_step', { step: 4 }),
    `The attempt's replay has no step 4.`,
  ],
  [
    'attempt-sealing.ts',
    ref('err_attempt_not_resumable', { problem: 'X.' }),
    `X. It cannot be resumed; close it.`,
  ],
  [
    'reports.ts',
    ref('err_attempt_could_not_write', { path: '/tmp/a.pdf', error: 'EACCES' }),
    `Could not write /tmp/a.pdf: EACCES`,
  ],
  [
    'attempt-seal.ts',
    ref('err_seal_tampered', { id: 'a-1', problem: ref('err_seal_seed_mismatch', {}) }),
    `The sealed attempt a-1 has been tampered with: its seed does not match what was committed at its start.`,
  ],
  [
    'trainer-seal.ts',
    ref('err_trainer_seal_wont_open', {}),
    'The sealed data does not open with the trainer key (it was changed, or is not for it).',
  ],
  [
    'report-trust.ts',
    ref('err_trainer_signing_key_wont_open', {}),
    'The signing key in the trainer key store does not open (it was changed outside the app).',
  ],
  [
    'trainer-recovery.ts',
    ref('err_trainer_recovery_wait', { seconds: 30 }),
    `Too many wrong tries: try again in 30 s.`,
  ],
  [
    'trainer-audit.ts',
    ref('err_audit_not_done', { error: 'disk full' }),
    `Not done: the trainer audit trail could not be written (disk full).`,
  ],
  [
    'audit-trail.ts',
    ref('err_audit_could_not_write', { path: '/x.csv', error: 'EROFS' }),
    `Could not write /x.csv (EROFS); nothing was written there.`,
  ],
];

test.each(cases)('%s: English as before, Chinese for a zh-Hant reader', async (_file, message, before) => {
  inLanguage('en');
  expect(await call(async () => failure(message))).toEqual({ ok: false, error: before });
  expect(failure(message).error).toBe(before);
  inLanguage('zh-Hant');
  const shown = await call(async () => failure(message));
  expect(shown.ok).toBe(false);
  expect(!shown.ok && shown.error).toMatch(CHINESE);
  expect(!shown.ok && shown.error).not.toBe(before);
});

test('a detail from an exception is passed as it is, not translated', async () => {
  inLanguage('zh-Hant');
  const r = await call(async () =>
    failure(ref('err_audit_could_not_write', { path: '/x.csv', error: 'EROFS' })),
  );
  expect(r).toEqual({ ok: false, error: '無法寫入 /x.csv（EROFS）；該處沒有寫入任何內容。' });
});

test('a damaged attempt nests the failure it could not read: its message where it has one', async () => {
  const nested = attemptDamaged('a-1', failure(ref('main_no_attempt', { id: 'a-0' })));
  expect(nested.error).toBe(
    'The stored assessment attempt a-1 is damaged: There is no assessment attempt "a-0".',
  );
  inLanguage('zh-Hans');
  expect(await call(async () => nested)).toEqual({
    ok: false,
    error: '保存的考核作答 a-1 已损坏：没有考核作答“a-0”。',
  });
});

test('the English the other files compare with stays the words they wrote', () => {
  expect(TRAINER_OPENS).toBe(
    'This attempt is sealed while it runs: only the trainer can open it (unlock trainer mode, then resume it).',
  );
  expect(TRAINER_OPENS_FAILURE.error).toBe(TRAINER_OPENS);
  expect(WRONG_RECOVERY).toBe('recoveryCode: that is not the recovery code; nothing was changed.');
  expect(failure(noRecovery('/data')).error).toBe(
    'There is no recovery code on this PC yet (the passcode was set before recovery codes existed and trainer mode ' +
      'has not been unlocked since). To clear the passcode: close the app, put an empty file named ' +
      'RESET-TRAINER-PASSCODE in its data folder, /data, and start it again. Every result is kept, and the ' +
      'reset is written to the audit trail.',
  );
});
