// The candidate's tools against trainer mode's recovery (issue 20, guarantee 5): the RESET-TRAINER-PASSCODE file
// alone no longer hands over trainer mode; recovering a forgotten passcode needs the recovery code shown once when the
// passcode was first set, makes a new signing key (the old public key stays trusted), issues a new code, is audited,
// and trainer mode says so until the trainer acknowledges it.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESET_FILE } from '../../electron/features/trainer/passcode.ts';
import { WRONG_RECOVERY } from '../../electron/features/trainer/trainer-recovery.ts';
import { removeDir, tempDir, testBackend, type TestBackend } from '../electron/helpers.ts';

const PASSCODE = 'open-sesame';
const NEW_PASSCODE = 'a-new-passcode';
let dir: string;
let b: TestBackend;
let code: string;

beforeEach(async () => {
  dir = tempDir('recovery-');
  b = testBackend(dir);
  await b.value('trainer.setPasscode', { passcode: PASSCODE });
  code = (await b.value('trainer.recoveryCode')).code ?? '';
  await b.value('trainer.lock');
});
afterEach(async () => {
  await b.close();
  removeDir(dir);
});

async function events(): Promise<string[]> {
  return (await b.value('audit.trail')).rows.map((r) => r.event);
}

describe('recovering a forgotten trainer passcode', () => {
  it('the recovery code is 4 groups of 5 base32 characters, shown once', async () => {
    expect(code).toMatch(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/);
    await b.value('trainer.unlock', { passcode: PASSCODE });
    expect((await b.value('trainer.recoveryCode')).code).toBeNull();
  });

  it('the reset file alone does nothing: the passcode stays, the file is removed, the try is audited', async () => {
    await b.close();
    writeFileSync(join(dir, RESET_FILE), '');
    b = testBackend(dir);
    expect(await b.value('trainer.status')).toMatchObject({ passcodeSet: true, unlocked: false });
    expect(existsSync(join(dir, RESET_FILE))).toBe(false);
    expect((await b.call('trainer.setPasscode', { passcode: 'candidate-passcode' })).ok).toBe(false);
    await b.value('trainer.unlock', { passcode: PASSCODE });
    expect(await events()).toContain('passcode-reset-refused');
  });

  it('a wrong recovery code changes nothing and is audited; a malformed one is named', async () => {
    const wrong = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    expect(await b.call('trainer.recover', { recoveryCode: wrong, passcode: NEW_PASSCODE })).toMatchObject({
      ok: false,
      error: WRONG_RECOVERY,
    });
    const malformed = await b.call('trainer.recover', { recoveryCode: 'not a code', passcode: NEW_PASSCODE });
    expect(malformed.ok ? '' : malformed.error).toMatch(/^recoveryCode: /);
    expect((await b.value('trainer.status')).unlocked).toBe(false);
    expect((await b.call('trainer.unlock', { passcode: NEW_PASSCODE })).ok).toBe(false);
    await b.value('trainer.unlock', { passcode: PASSCODE });
    expect(await events()).toContain('recovery-refused');
  });

  it('the right code sets the new passcode, makes a new signing key and a new code, and says so until acknowledged', async () => {
    await b.value('trainer.unlock', { passcode: PASSCODE });
    const before = await b.value('reports.keys');
    await b.value('trainer.lock');

    // Typed back in lower case with spaces: the same code.
    const typed = code.toLowerCase().replaceAll('-', ' ');
    expect(await b.value('trainer.recover', { recoveryCode: typed, passcode: NEW_PASSCODE })).toEqual({
      recovered: true,
    });
    expect((await b.value('trainer.status')).unlocked).toBe(true);
    const next = (await b.value('trainer.recoveryCode')).code;
    expect(next).toMatch(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/);
    expect(next).not.toBe(code);
    const after = await b.value('reports.keys');
    expect(after.own?.fingerprint).not.toBe(before.own?.fingerprint);
    // The old public key stays trusted, so reports signed before still verify.
    expect(after.trusted.map((k) => k.fingerprint)).toContain(before.own?.fingerprint);
    expect(await events()).toContain('passcode-recovered');
    expect((await b.value('audit.trail')).check.ok).toBe(true);

    // The next sign-in says so, until acknowledged.
    await b.value('trainer.lock');
    expect((await b.call('trainer.unlock', { passcode: PASSCODE })).ok).toBe(false);
    await b.value('trainer.unlock', { passcode: NEW_PASSCODE });
    const notice = await b.value('trainer.recoveryNotice');
    expect(notice.recoveredAt).not.toBeNull();
    await b.value('trainer.acknowledgeRecovery');
    expect((await b.value('trainer.recoveryNotice')).recoveredAt).toBeNull();

    // The old code no longer recovers; the new one does.
    await b.value('trainer.lock');
    expect((await b.call('trainer.recover', { recoveryCode: code, passcode: PASSCODE })).ok).toBe(false);
    expect((await b.call('trainer.recover', { recoveryCode: next ?? '', passcode: PASSCODE })).ok).toBe(true);
  });
});
