// Issue 20, guarantee 6, as the candidate would try it: guess the trainer passcode and a trainee's PIN, restarting the
// app between guesses (the backend closed and opened again on the same data folder), setting the clock back, and
// offering the PINs and passcodes people pick first. Old hashes, made at an older cost, still verify.
import { english, type Phrase } from '../../core/i18n/phrase.ts';
import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { MIN_PASSCODE_LENGTH } from '../../electron/features/trainer/passcode.ts';
import { scryptCost } from '../../node-shared/passcode/scrypt-cost.ts';
import { LOCKOUT_MS, MAX_TRIES, MAX_WAIT_MS } from '../../node-shared/passcode/wrong-tries.ts';
import { closeBackend, removeDir, tempDir, testBackend, type TestBackend } from '../electron/helpers.ts';

const PASSCODE = 'vault-of-chips-42';
const PIN = '482915';

interface Clocks {
  wall: number;
  mono: number;
}

let dirs: string[] = [];
let open: TestBackend[] = [];
afterEach(async () => {
  for (const b of open) await closeBackend(b);
  for (const d of dirs) removeDir(d);
  dirs = [];
  open = [];
});

/** The app started on `dir`: a fresh monotonic clock each time (a new process), the wall clock shared. */
function start(dir: string, clocks: Clocks): TestBackend {
  clocks.mono = 0;
  const b = testBackend(dir, { monotonicMs: () => clocks.mono, now: () => new Date(clocks.wall) });
  open.push(b);
  return b;
}

async function restart(b: TestBackend, clocks: Clocks): Promise<TestBackend> {
  await closeBackend(b);
  open = open.filter((x) => x !== b);
  return start(b.dir, clocks);
}

function fresh(): { b: TestBackend; clocks: Clocks } {
  const dir = tempDir();
  dirs.push(dir);
  const clocks = { wall: Date.parse('2026-11-27T09:00:00Z'), mono: 0 };
  return { b: start(dir, clocks), clocks };
}

function db(b: TestBackend): DatabaseSync {
  const d = b.store.db();
  if (!d.ok) throw new Error(d.error);
  return d.value;
}

const waitSeconds = (r: { ok: boolean; error?: string }) => {
  const m = !r.ok && /try again in (\d+) s/.exec(r.error ?? '');
  return m ? Number(m[1]) : 0;
};

describe('wrong passcodes are counted in the database: restarting the app does not reset them', () => {
  it(`after ${MAX_TRIES} wrong, each restart still finds the wait, and each further wrong try doubles it`, async () => {
    const started = fresh();
    const clocks = started.clocks;
    let b = started.b;
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    await b.value('trainer.lock');
    for (let i = 0; i < MAX_TRIES; i++) {
      b = await restart(b, clocks);
      expect(await b.call('trainer.unlock', { passcode: `guess-${i}-guess` })).toMatchObject({
        ok: false,
        error: 'That is not the trainer passcode.',
      });
    }
    b = await restart(b, clocks);
    // Even the right passcode waits, and the wait is in the status the screen shows.
    expect(waitSeconds(await b.call('trainer.unlock', { passcode: PASSCODE }))).toBe(LOCKOUT_MS / 1000);
    expect((await b.value('trainer.status')).retryInMs).toBe(LOCKOUT_MS);

    clocks.wall += LOCKOUT_MS;
    b = await restart(b, clocks);
    expect((await b.call('trainer.unlock', { passcode: 'guess-again-1' })).ok).toBe(false);
    b = await restart(b, clocks);
    expect(waitSeconds(await b.call('trainer.unlock', { passcode: PASSCODE }))).toBe((2 * LOCKOUT_MS) / 1000);

    // The wall clock set back a day: the wait is not shortened (it starts again, in full).
    clocks.wall -= 86_400_000;
    b = await restart(b, clocks);
    expect(waitSeconds(await b.call('trainer.unlock', { passcode: PASSCODE }))).toBe((2 * LOCKOUT_MS) / 1000);
    clocks.wall += 2 * LOCKOUT_MS;
    b = await restart(b, clocks);
    // The right passcode, once the wait is over, opens trainer mode and clears the count.
    expect((await b.value('trainer.unlock', { passcode: PASSCODE })).unlocked).toBe(true);
    expect(db(b).prepare('SELECT COUNT(*) AS n FROM wrong_tries').get()).toEqual({ n: 0 });
  });

  it('while the app runs, the wait is on the monotonic clock: moving the wall clock forward does not end it', async () => {
    const { b, clocks } = fresh();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    await b.value('trainer.lock');
    for (let i = 0; i < MAX_TRIES; i++) await b.call('trainer.unlock', { passcode: `guess-${i}-guess` });
    clocks.wall += 86_400_000;
    expect(waitSeconds(await b.call('trainer.unlock', { passcode: PASSCODE }))).toBe(LOCKOUT_MS / 1000);
    clocks.mono += LOCKOUT_MS;
    expect((await b.call('trainer.unlock', { passcode: PASSCODE })).ok).toBe(true);
  });

  it('guesses sent all at once (the hash runs off the main thread) cannot all pass the wait', async () => {
    const { b } = fresh();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    await b.value('trainer.lock');
    const answers = await Promise.all(
      Array.from({ length: 4 * MAX_TRIES }, (_, i) =>
        b.call('trainer.unlock', { passcode: `guess-${i}-guess` }),
      ),
    );
    const wrong = answers.filter((r) => !r.ok && r.error === 'That is not the trainer passcode.');
    expect(wrong).toHaveLength(MAX_TRIES);
    expect(answers.filter((r) => waitSeconds(r) === LOCKOUT_MS / 1000)).toHaveLength(3 * MAX_TRIES);
  });

  it('deleting a trainee with a wrong passcode counts as a wrong try too', async () => {
    const started = fresh();
    const clocks = started.clocks;
    let b = started.b;
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const ada = await b.value('trainees.create', { name: 'Ada' });
    for (let i = 0; i < MAX_TRIES; i++)
      await b.call('trainees.delete', { traineeId: ada.id, passcode: `guess-${i}-guess`, confirm: 'Ada' });
    b = await restart(b, clocks);
    // Changing the passcode waits as unlocking does: the same count.
    const change = await b.call('trainer.setPasscode', { passcode: 'another-passcode', current: PASSCODE });
    expect(waitSeconds(change)).toBe(LOCKOUT_MS / 1000);
    expect(waitSeconds(await b.call('trainer.unlock', { passcode: PASSCODE }))).toBe(LOCKOUT_MS / 1000);
  });
});

describe('wrong PINs are counted per trainee in the database', () => {
  it('a restart between guesses still makes them wait, longer after each further wrong one; others are not held up', async () => {
    const started = fresh();
    const clocks = started.clocks;
    let b = started.b;
    const ada = await b.value('trainees.create', { name: 'Ada' });
    const bo = await b.value('trainees.create', { name: 'Bo' });
    await b.value('traineePin.signIn', { traineeId: ada.id });
    await b.value('traineePin.set', { traineeId: ada.id, pin: PIN });
    const waits: number[] = [];
    for (let i = 1; i <= MAX_TRIES + 4; i++) {
      b = await restart(b, clocks);
      expect(await b.call('traineePin.signIn', { traineeId: ada.id, pin: `90000${i}` })).toMatchObject({
        ok: false,
        error: 'pin: that is not the PIN.',
      });
      if (i < MAX_TRIES) continue;
      // From the fifth wrong one on, even the right PIN waits, after a restart too.
      b = await restart(b, clocks);
      const wait = waitSeconds(await b.call('traineePin.signIn', { traineeId: ada.id, pin: PIN }));
      waits.push(wait);
      clocks.wall += wait * 1000;
    }
    // Each wait twice the one before: 30 s, 60 s, 120 s, ...
    expect(waits).toEqual([1, 2, 4, 8, 16].map((k) => (k * LOCKOUT_MS) / 1000));
    // Bo is not held up by the guesses at Ada's PIN.
    expect((await b.value('traineePin.signIn', { traineeId: bo.id })).signedIn).toBe(bo.id);
    clocks.wall += MAX_WAIT_MS;
    b = await restart(b, clocks);
    expect((await b.value('traineePin.signIn', { traineeId: ada.id, pin: PIN })).signedIn).toBe(ada.id);
  });

  it('the trainer clearing a forgotten PIN clears its count', async () => {
    const { b } = fresh();
    const ada = await b.value('trainees.create', { name: 'Ada' });
    await b.value('traineePin.signIn', { traineeId: ada.id });
    await b.value('traineePin.set', { traineeId: ada.id, pin: PIN });
    await b.value('traineePin.signOut');
    for (let i = 0; i < MAX_TRIES; i++)
      await b.call('traineePin.signIn', { traineeId: ada.id, pin: '135792' });
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    await b.value('traineePin.clear', { traineeId: ada.id });
    expect(db(b).prepare('SELECT COUNT(*) AS n FROM wrong_tries').get()).toEqual({ n: 0 });
  });
});

describe('the PINs and passcodes guessed first are refused, with what is wrong', () => {
  async function signedIn() {
    const { b } = fresh();
    const ada = await b.value('trainees.create', { name: 'Ada' });
    await b.value('traineePin.signIn', { traineeId: ada.id });
    return { b, ada };
  }

  it.each([
    ['4821', 'Invalid request to traineePin.set: pin: must be 6 to 12 digits'],
    ['000000', 'pin: one digit repeated is among the first guesses; choose another.'],
    ['123456', 'pin: a run of digits (like 123456 or 654321) is among the first guesses; choose another.'],
    ['654321', 'pin: a run of digits (like 123456 or 654321) is among the first guesses; choose another.'],
    ['123123', 'pin: that is one of the commonest PINs; choose another.'],
    ['696969', 'pin: that is one of the commonest PINs; choose another.'],
  ])('PIN %s: %s', async (pin, error) => {
    const { b, ada } = await signedIn();
    expect(await b.call('traineePin.set', { traineeId: ada.id, pin })).toMatchObject({ ok: false, error });
    expect((await b.value('traineePin.status')).withPin).toEqual([]);
  });

  it.each([
    ['sesame7', `passcode: must be at least ${MIN_PASSCODE_LENGTH} characters`],
    ['  abc12  ', `passcode: must be at least ${MIN_PASSCODE_LENGTH} characters`],
    ['password1', 'passcode: that is one of the commonest passwords'],
    ['  QWERTY123 ', 'passcode: that is one of the commonest passwords'],
    ['Baccarat', 'passcode: that is one of the commonest passwords'],
  ])('passcode %j refused', async (passcode, error) => {
    const { b } = fresh();
    const r = await b.call('trainer.setPasscode', { passcode });
    expect(r.ok === false && r.error).toContain(error);
    expect((await b.value('trainer.status')).passcodeSet).toBe(false);
  });
});

/** A row as the app stored it before issue 20: scrypt N = 2^15 (and a 4-digit PIN was allowed). */
function oldRow(secret: string, N = 2 ** 15) {
  const params = { N, r: 8, p: 1, keylen: 32 };
  const salt = randomBytes(16);
  const hash = scryptSync(secret, salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return {
    hash: hash.toString('base64'),
    salt: salt.toString('base64'),
    params_json: JSON.stringify(params),
  };
}

describe('what was stored before still works: nothing saved is lost', () => {
  it('an old passcode of 6 characters, hashed at N = 2^15, still unlocks', async () => {
    const { b } = fresh();
    const row = oldRow('sesame');
    db(b)
      .prepare(
        "INSERT INTO trainer_auth (id, hash, salt, params_json, set_at) VALUES (1, ?, ?, ?, '2025-01-01')",
      )
      .run(row.hash, row.salt, row.params_json);
    expect((await b.call('trainer.unlock', { passcode: 'sesame1' })).ok).toBe(false);
    expect((await b.value('trainer.unlock', { passcode: 'sesame' })).unlocked).toBe(true);
  });

  it.each([
    ['sesame', 'it is shorter than 8 characters'],
    ['password1', 'it is one of the commonest passwords, among the first a candidate would try'],
    ['open sesame 42', null],
  ])(
    'an old passcode %j opens trainer mode; until it is changed, trainer mode says of it: %j',
    async (old, ask) => {
      const { b } = fresh();
      const row = oldRow(old);
      db(b)
        .prepare(
          "INSERT INTO trainer_auth (id, hash, salt, params_json, set_at) VALUES (1, ?, ?, ?, '2025-01-01')",
        )
        .run(row.hash, row.salt, row.params_json);
      expect((await b.value('trainer.status')).changePasscode).toBeNull();
      const opened = await b.value('trainer.unlock', { passcode: old });
      const said = (p: Phrase | null) => (p === null ? null : english(p));
      expect(said(opened.changePasscode)).toBe(ask);
      expect(said((await b.value('trainer.status')).changePasscode)).toBe(ask);
      // Locked, nothing is said to whoever is at the keyboard.
      expect((await b.value('trainer.lock')).changePasscode).toBeNull();
      await b.value('trainer.unlock', { passcode: old });
      const changed = await b.value('trainer.setPasscode', { passcode: PASSCODE, current: old });
      expect(changed.changePasscode).toBeNull();
      await b.value('trainer.lock');
      expect((await b.value('trainer.unlock', { passcode: PASSCODE })).changePasscode).toBeNull();
    },
  );

  it('an old 4-digit PIN still signs in, and the trainee is asked to set a new one; setting one clears the ask', async () => {
    const { b } = fresh();
    const ada = await b.value('trainees.create', { name: 'Ada' });
    const row = oldRow('4821');
    db(b)
      .prepare(
        "INSERT INTO trainee_pins (trainee_id, hash, salt, params_json, set_at) VALUES (?, ?, ?, ?, '2025-01-01')",
      )
      .run(ada.id, row.hash, row.salt, row.params_json);
    const status = await b.value('traineePin.signIn', { traineeId: ada.id, pin: '4821' });
    expect(status.signedIn).toBe(ada.id);
    expect(status.pinToChange && english(status.pinToChange)).toBe(
      'Your PIN works, but it no longer meets the rules (must be at least 6 digits): please set a new one (F3).',
    );
    const changed = await b.value('traineePin.set', { traineeId: ada.id, pin: PIN, current: '4821' });
    expect(changed.pinToChange).toBeNull();
    await b.value('traineePin.signOut');
    expect((await b.value('traineePin.signIn', { traineeId: ada.id, pin: PIN })).pinToChange).toBeNull();
  });
});

describe('a hash made at a lower cost is made again at the current cost on its next right use', () => {
  // The tests hash at TEST_SCRYPT_PARAMS, so "lower" here is below that, as N = 2^15 is below N = 2^17 in the app.
  const LOW_N = 2 ** 4;

  it('the trainer passcode, on unlocking; a wrong passcode changes nothing', async () => {
    const { b } = fresh();
    const row = oldRow('sesame-old-1', LOW_N);
    db(b)
      .prepare(
        "INSERT INTO trainer_auth (id, hash, salt, params_json, set_at) VALUES (1, ?, ?, ?, '2025-01-01')",
      )
      .run(row.hash, row.salt, row.params_json);
    const stored = () =>
      db(b).prepare('SELECT hash, params_json FROM trainer_auth').get() as Record<string, string>;
    await b.call('trainer.unlock', { passcode: 'not-the-passcode' });
    expect(stored()).toEqual({ hash: row.hash, params_json: row.params_json });
    await b.value('trainer.unlock', { passcode: 'sesame-old-1' });
    expect(JSON.parse(stored().params_json!)).toEqual(scryptCost());
    await b.value('trainer.lock');
    expect((await b.value('trainer.unlock', { passcode: 'sesame-old-1' })).unlocked).toBe(true);
  });

  it("a trainee's PIN, on signing in", async () => {
    const { b } = fresh();
    const ada = await b.value('trainees.create', { name: 'Ada' });
    const row = oldRow('4821', LOW_N);
    db(b)
      .prepare(
        "INSERT INTO trainee_pins (trainee_id, hash, salt, params_json, set_at) VALUES (?, ?, ?, ?, '2025-01-01')",
      )
      .run(ada.id, row.hash, row.salt, row.params_json);
    await b.value('traineePin.signIn', { traineeId: ada.id, pin: '4821' });
    const stored = db(b).prepare('SELECT params_json FROM trainee_pins').get() as { params_json: string };
    expect(JSON.parse(stored.params_json)).toEqual(scryptCost());
    await b.value('traineePin.signOut');
    expect((await b.value('traineePin.signIn', { traineeId: ada.id, pin: '4821' })).signedIn).toBe(ada.id);
  });
});

describe('setting the passcode or a PIN is acknowledged only once it is on disk', () => {
  it('the answer waits for the store to flush the write', async () => {
    const { b } = fresh();
    const ada = await b.value('trainees.create', { name: 'Ada' });
    await b.value('traineePin.signIn', { traineeId: ada.id });
    let flush = () => {};
    let flushes = 0;
    b.store.durable = () => {
      flushes++;
      return new Promise<void>((resolve) => (flush = resolve));
    };
    for (const set of [
      () => b.call('trainer.setPasscode', { passcode: PASSCODE }),
      () => b.call('traineePin.set', { traineeId: ada.id, pin: PIN }),
    ]) {
      let answered = false;
      const before = flushes;
      const answer = set().then((r) => ((answered = true), r));
      await expect.poll(() => flushes).toBe(before + 1);
      // Committed, not yet flushed: no answer yet.
      await new Promise((resolve) => setImmediate(resolve));
      expect(answered).toBe(false);
      flush();
      expect((await answer).ok).toBe(true);
    }
  });
});
