// A trainee's personal PIN (issue 11: "a trainee using the app sees only their own practice and their own finished
// results") through the real registry and store: with a PIN set, another trainee cannot read their progress or resume
// their session; the right PIN signs in, wrong ones are counted and then made to wait; the trainer clears a forgotten
// PIN; only a salted hash is stored. Trainees without a PIN work as before.
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Trainee } from '../../contract/index.ts';
import { PIN_LOCKED } from '../../electron/features/trainee-pin/trainee-pin.ts';
import { scryptCost } from '../../node-shared/passcode/scrypt-cost.ts';
import { LOCKOUT_MS, MAX_TRIES } from '../../node-shared/passcode/wrong-tries.ts';
import { LOCKED } from '../../electron/features/trainer/trainer.ts';
import { closeBackend, removeDir, tempDir, testBackend, type TestBackend } from './helpers.ts';

const PASSCODE = 'pin-test-passcode';
const PIN = '482915';

let dir: string;
let b: TestBackend;
let mono: number;
let ada: Trainee;
let bo: Trainee;

beforeEach(async () => {
  dir = tempDir();
  mono = 1_000;
  b = testBackend(dir, { monotonicMs: () => mono });
  ada = await b.value('trainees.create', { name: 'Ada' });
  bo = await b.value('trainees.create', { name: 'Bo' });
});
afterEach(async () => {
  await closeBackend(b);
  removeDir(dir);
});

function db(): DatabaseSync {
  const d = b.store.db();
  if (!d.ok) throw new Error(d.error);
  return d.value;
}

/** Ada signs in (no PIN yet), sets one, and leaves a practice session unfinished. */
async function adaWithPin(): Promise<string> {
  await b.value('traineePin.signIn', { traineeId: ada.id });
  const view = await b.value('sessions.start', { traineeId: ada.id, drillSetId: 'call-hand-practice' });
  const status = await b.value('traineePin.set', { traineeId: ada.id, pin: PIN });
  expect(status.withPin).toEqual([ada.id]);
  return view.sessionId;
}

/** Every channel that reads or changes Ada's own records, as another trainee would call it. */
function adaRecords(sessionId: string) {
  return [
    () => b.call('progress.page', { traineeId: ada.id }),
    () => b.call('progress.mastery', { traineeId: ada.id }),
    () => b.call('progress.history', { traineeId: ada.id }),
    () => b.call('progress.due', { traineeId: ada.id }),
    () => b.call('sessions.unfinished', { traineeId: ada.id }),
    () => b.call('sessions.resume', { sessionId }),
    () => b.call('sessions.summary', { sessionId }),
    () => b.call('sessions.close', { sessionId }),
    () => b.call('sessions.start', { traineeId: ada.id, drillSetId: 'call-hand-practice' }),
    () => b.call('assignments.mine', { traineeId: ada.id }),
    () => b.call('trainees.renameSelf', { traineeId: ada.id, name: 'Not Ada' }),
  ];
}

describe('a trainee with a PIN: the others cannot reach their records', () => {
  it('Bo, signed in, cannot read Ada’s progress, history or assignments, nor resume, close or rename hers', async () => {
    const sessionId = await adaWithPin();
    await b.value('traineePin.signIn', { traineeId: bo.id });
    for (const call of adaRecords(sessionId))
      expect(await call()).toMatchObject({ ok: false, error: PIN_LOCKED });
    // Nothing of hers changed: the session is still unfinished and her name is hers.
    expect(await b.value('trainees.list')).toContainEqual(ada);
    expect(db().prepare('SELECT closed FROM sessions WHERE id = ?').get(sessionId)).toEqual({ closed: 0 });
    // Bo's own records are his, as before.
    expect((await b.call('progress.mastery', { traineeId: bo.id })).ok).toBe(true);
  });

  it('nobody signed in (a restart) is refused too; a trainee without a PIN is open as before', async () => {
    const sessionId = await adaWithPin();
    await b.value('traineePin.signOut');
    expect(await b.call('sessions.resume', { sessionId })).toMatchObject({ ok: false, error: PIN_LOCKED });
    expect((await b.call('progress.page', { traineeId: bo.id })).ok).toBe(true);
    expect((await b.call('sessions.unfinished', { traineeId: bo.id })).ok).toBe(true);
  });

  it('the right PIN signs Ada in and her session resumes; the trainer session also opens her records', async () => {
    const sessionId = await adaWithPin();
    await b.value('traineePin.signIn', { traineeId: bo.id });
    expect(await b.call('traineePin.signIn', { traineeId: ada.id })).toMatchObject({
      ok: false,
      error: 'pin: this trainee has a PIN; enter it.',
    });
    expect((await b.value('traineePin.status')).signedIn).toBe(bo.id);
    const status = await b.value('traineePin.signIn', { traineeId: ada.id, pin: PIN });
    expect(status.signedIn).toBe(ada.id);
    expect((await b.value('sessions.resume', { sessionId })).sessionId).toBe(sessionId);

    await b.value('traineePin.signIn', { traineeId: bo.id });
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    expect((await b.call('progress.page', { traineeId: ada.id })).ok).toBe(true);
    await b.value('trainer.lock');
    expect(await b.call('progress.page', { traineeId: ada.id })).toMatchObject({
      ok: false,
      error: PIN_LOCKED,
    });
  });

  it(`wrong PINs are counted: after ${MAX_TRIES} in a row even the right one waits ${LOCKOUT_MS / 1000} s`, async () => {
    await adaWithPin();
    await b.value('traineePin.signIn', { traineeId: bo.id });
    for (let i = 0; i < MAX_TRIES; i++)
      expect(await b.call('traineePin.signIn', { traineeId: ada.id, pin: `90000${i}` })).toMatchObject({
        ok: false,
        error: 'pin: that is not the PIN.',
      });
    expect(await b.call('traineePin.signIn', { traineeId: ada.id, pin: PIN })).toMatchObject({
      ok: false,
      error: `Too many wrong PINs: try again in ${LOCKOUT_MS / 1000} s.`,
    });
    // Bo's own sign-in is not held up by the tries at Ada's PIN.
    expect((await b.value('traineePin.signIn', { traineeId: bo.id })).signedIn).toBe(bo.id);
    mono += LOCKOUT_MS;
    expect((await b.value('traineePin.signIn', { traineeId: ada.id, pin: PIN })).signedIn).toBe(ada.id);
  });

  it('changing a PIN needs the current one; only the trainee signed in sets their own', async () => {
    await adaWithPin();
    expect(await b.call('traineePin.set', { traineeId: ada.id, pin: '907531' })).toMatchObject({
      ok: false,
      error: 'current: that is not your PIN; it was not changed.',
    });
    await b.value('traineePin.set', { traineeId: ada.id, pin: '907531', current: PIN });
    expect(await b.call('traineePin.set', { traineeId: bo.id, pin: '864209' })).toMatchObject({
      ok: false,
      error: 'Only the trainee signed in on the home screen can set their own PIN.',
    });
    await b.value('traineePin.signOut');
    expect((await b.call('traineePin.signIn', { traineeId: ada.id, pin: PIN })).ok).toBe(false);
    expect((await b.value('traineePin.signIn', { traineeId: ada.id, pin: '907531' })).signedIn).toBe(ada.id);
  });

  it('stores a salted slow hash, never the PIN: two trainees with the same PIN get different hashes', async () => {
    await adaWithPin();
    await b.value('traineePin.signIn', { traineeId: bo.id });
    await b.value('traineePin.set', { traineeId: bo.id, pin: PIN });
    const stored = db().prepare('SELECT * FROM trainee_pins ORDER BY trainee_id').all() as Record<
      string,
      string
    >[];
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(JSON.stringify(row)).not.toContain(PIN);
      expect(JSON.parse(row.params_json as string)).toEqual(scryptCost());
    }
    expect(stored[0]!.hash).not.toBe(stored[1]!.hash);
    expect(stored[0]!.salt).not.toBe(stored[1]!.salt);
    // Never sent back either: no answer carries it.
    expect(JSON.stringify(await b.value('traineePin.status'))).not.toContain(PIN);
  });
});

describe('the trainer clears a forgotten PIN', () => {
  it('only with the trainer session open; then Ada signs in without one, and the audit trail says so', async () => {
    await adaWithPin();
    await b.value('traineePin.signOut');
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    await b.value('trainer.lock');
    expect(await b.call('traineePin.clear', { traineeId: ada.id })).toMatchObject({
      ok: false,
      error: LOCKED,
    });
    await b.value('trainer.unlock', { passcode: PASSCODE });
    expect((await b.value('traineePin.clear', { traineeId: ada.id })).withPin).toEqual([]);
    await b.value('trainer.lock');
    expect((await b.value('traineePin.signIn', { traineeId: ada.id })).signedIn).toBe(ada.id);
    expect(
      db().prepare("SELECT detail FROM trainer_events WHERE event = 'trainee-pin-cleared'").all(),
    ).toEqual([{ detail: `trainee ${ada.id}` }]);
  });

  it('deleting a trainee takes their PIN with them', async () => {
    await adaWithPin();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    await b.value('trainees.delete', { traineeId: ada.id, passcode: PASSCODE, confirm: 'Ada' });
    expect(db().prepare('SELECT COUNT(*) AS n FROM trainee_pins').get()).toEqual({ n: 0 });
  });
});
