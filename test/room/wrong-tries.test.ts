// Wrong tries at a trainee's PIN and at the trainer passcode count across the room: a candidate who has used up the
// free tries on station A waits on station B too once they have synced; a right answer starts the count again
// everywhere it reaches. Offline, each station's own count still applies and nothing else blocks. Rows from the room,
// however hostile (a flood of tries, times in the year 9999, a room_seq forced), add at most MAX_WAIT_MS after the
// newest as the station first saw it, and never crash a station.
import { describe, expect, it } from 'vitest';
import { takeWrongTries } from '../../electron/room/wrong-tries-pull.ts';
import { roomWaitMs } from '../../electron/room/wrong-tries-log.ts';
import { traineeSubject } from '../../electron/features/trainee-pin/trainee-sign-in.ts';
import { MAX_TRIES, MAX_WAIT_MS } from '../../node-shared/passcode/wrong-tries.ts';
import { as, count, NO_PG_REASON, PG_URL, useRoom, type TestStation } from './room-fixture.ts';

const PIN = '583921';
const PASSCODE = 'a passcode of this station';
const PAGE = 'app://trainer/index.html';

/** The seconds a refusal asks to wait, or 0 when the try was not refused for the wait. */
function waitOf(result: { ok: boolean; error?: string }): number {
  const m = result.ok ? null : /Too many wrong \w+: try again in (\d+) s/.exec(result.error ?? '');
  return m ? Number(m[1]) : 0;
}

describe.skipIf(!PG_URL)(`wrong tries across the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom('wrong_tries');
  const signIn = (s: TestStation, traineeId: string, pin: string) =>
    s.backend.registry.invoke('traineePin.signIn', { traineeId, pin }, PAGE);
  const unlock = (s: TestStation, passcode: string) =>
    s.backend.registry.invoke('trainer.unlock', { passcode }, PAGE);
  const withPasscode = async (s: TestStation) => {
    await s.value('trainer.setPasscode', { passcode: PASSCODE });
    await s.value('trainer.lock');
    return s;
  };
  /** A trainee with a PIN set on `a`, known (with the PIN) on `b` after both synced. */
  const traineeOnBoth = async (a: TestStation, b: TestStation, staff: string) => {
    const t = await a.value('trainees.create', { name: 'Ada', identifier: staff });
    await a.value('traineePin.signIn', { traineeId: t.id });
    await a.value('traineePin.set', { traineeId: t.id, pin: PIN });
    await a.value('traineePin.signOut');
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    return t.id;
  };

  it('wrong PINs on A make B wait after they sync', async () => {
    const a = suite.station('Station A', suite.room.address('bdt_station'));
    const b = suite.station('Station B', suite.room.address('bdt_station'));
    const ada = await traineeOnBoth(a, b, 'WT-1');
    for (let i = 0; i < MAX_TRIES; i++) expect(await signIn(a, ada, '999111')).toMatchObject({ ok: false });
    expect(waitOf(await signIn(a, ada, PIN))).toBeGreaterThan(0);
    // B has not synced yet: it knows nothing of A's tries.
    expect(b.backend.context.traineeSignIn.retryInMs(ada)).toBe(0);
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    const wait = waitOf(await signIn(b, ada, PIN));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    // The room holds one row per try, from the station that counted it (a try refused for the wait is none).
    expect(
      await count(suite.room, `SELECT count(*) AS n FROM room.wrong_tries WHERE station_id = $1`, [a.id]),
    ).toBe(MAX_TRIES);
  });

  it('wrong trainer passcodes on A make B wait after they sync, and each station counts its own too', async () => {
    const a = await withPasscode(suite.station('Passcode A', suite.room.address('bdt_station')));
    const b = await withPasscode(suite.station('Passcode B', suite.room.address('bdt_station')));
    // A right passcode: a try and its reset, in the room too.
    expect(await unlock(a, PASSCODE)).toMatchObject({ ok: true });
    await a.value('trainer.lock');
    // (A pull can leave a row of the trainer's trail queued, for the next push: only the fault is looked at.)
    expect((await a.sync.pushNow()).fault).toBeNull();
    for (let i = 0; i < MAX_TRIES; i++)
      expect(await unlock(a, 'not the passcode')).toMatchObject({ ok: false });
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    expect(waitOf(await unlock(b, PASSCODE))).toBeGreaterThan(0);
    expect(b.backend.context.trainer.retryInMs).toBeGreaterThan(0);
  });

  it('offline: each station still counts its own tries, and a station that cannot reach the room is not blocked', async () => {
    // A room out of reach (an address where nothing listens): signing in works, and the tries are counted here.
    const away = suite.station('Away', { ...suite.room.address('bdt_station'), port: 1 });
    const t = await away.value('trainees.create', { name: 'Ada', identifier: 'WT-2' });
    await away.value('traineePin.signIn', { traineeId: t.id });
    await away.value('traineePin.set', { traineeId: t.id, pin: PIN });
    await away.value('traineePin.signOut');
    expect((await away.sync.pushNow()).fault).not.toBeNull();
    for (let i = 0; i < MAX_TRIES - 1; i++)
      expect(await signIn(away, t.id, '999111')).toMatchObject({ ok: false });
    expect(await signIn(away, t.id, PIN)).toMatchObject({ ok: true });
    await away.value('traineePin.signOut');
    for (let i = 0; i < MAX_TRIES; i++)
      expect(await signIn(away, t.id, '999111')).toMatchObject({ ok: false });
    const wait = waitOf(await signIn(away, t.id, PIN));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect((await away.sync.pushNow()).fault).not.toBeNull();
    // The tries and the reset wait in the outbox, for when the room is back.
    expect(
      (
        away.db().prepare(`SELECT count(*) AS n FROM room_outbox WHERE kind = 'wrong_try'`).get() as {
          n: number;
        }
      ).n,
    ).toBe(2 * MAX_TRIES + 1);
  });

  it('hostile rows (a flood of tries, the year 9999, a forced room_seq) add at most 15 minutes, and never crash a station', async () => {
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    const a = await withPasscode(suite.station('Hostile A', suite.room.address('bdt_station'), { now }));
    expect(await unlock(a, PASSCODE)).toMatchObject({ ok: true });
    await a.value('trainer.lock');
    expect((await a.sync.pushNow()).fault).toBeNull();
    expect(a.backend.context.trainer.retryInMs).toBe(0);
    const hostile = await as(suite.room, 'bdt_station');
    try {
      await hostile.query(
        `INSERT INTO room.wrong_tries (id, secret, trainee_id, outcome, at, station_id, station_seq, received_at)
         SELECT gen_random_uuid(), 'trainer', NULL, 'wrong', '9999-12-31', gen_random_uuid(), k, '9999-12-31'
         FROM generate_series(1, 20000) k`,
      );
      await hostile.query(
        `INSERT INTO room.wrong_tries (id, secret, trainee_id, outcome, at, station_id, station_seq, room_seq)
         OVERRIDING SYSTEM VALUE VALUES (gen_random_uuid(), 'trainer', NULL, 'wrong', '0001-01-01', gen_random_uuid(), 0,
           9000000000000000000)`,
      );
      // The room's own stamps stand: no try received in the future, none placed after every other.
      expect(
        await count(suite.room, `SELECT count(*) AS n FROM room.wrong_tries WHERE received_at > now()`),
      ).toBe(0);
      expect(await count(suite.room, `SELECT max(room_seq) AS n FROM room.wrong_tries`)).toBeLessThan(
        1_000_000,
      );
    } finally {
      await hostile.end();
    }
    // Synced (several pulls: at most WRONG_TRIES_PER_PULL at each), A waits, but never more than MAX_WAIT_MS.
    for (let i = 0; i < 5; i++) expect((await a.sync.pushNow()).fault).toBeNull();
    const wait = a.backend.context.trainer.retryInMs;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MAX_WAIT_MS);
    expect(
      (a.db().prepare('SELECT count(*) AS n FROM room_wrong_tries').get() as { n: number }).n,
    ).toBeLessThanOrEqual(60);
    // Fifteen minutes on, the passcode opens again, and its reset reaches the room.
    offsetMs = MAX_WAIT_MS + 1_000;
    expect(a.backend.context.trainer.retryInMs).toBe(0);
    expect(await unlock(a, PASSCODE)).toMatchObject({ ok: true });
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, refused: 0 });
    expect(a.backend.context.trainer.retryInMs).toBe(0);
  });

  it('rows that are not what they should be are refused with the reason, the rest taken', async () => {
    const s = suite.station('Checks', suite.room.address('bdt_station'));
    const db = s.db();
    const good = {
      id: '7f0c8a43-9d1e-4a47-8c55-3a1f8d2b9e10',
      room_seq: 1,
      secret: 'trainer',
      outcome: 'wrong',
    };
    const refused = takeWrongTries(
      db,
      [
        { ...good, age_ms: Number.NaN, trainee_id: null, staff_number: null, aliases: [] },
        { ...good, age_ms: 0, secret: 'root', trainee_id: null, staff_number: null, aliases: [] },
        { ...good, age_ms: 0, secret: 'pin', trainee_id: null, staff_number: null, aliases: [] },
        { ...good, age_ms: 0, trainee_id: null, staff_number: null, aliases: [], room_seq: 'x' },
        null,
        'text',
        ...Array.from({ length: MAX_TRIES }, (_, i) => ({
          ...good,
          id: `00000000-0000-4000-8000-00000000000${i}`,
          room_seq: 10 + i,
          age_ms: -1e12, // received "in the future": counted as now
          trainee_id: null,
          staff_number: null,
          aliases: [],
        })),
        // A PIN try for a trainee this PC does not have: nobody signs in as them here.
        {
          ...good,
          id: '00000000-0000-4000-8000-0000000000ff',
          room_seq: 99,
          secret: 'pin',
          age_ms: 0,
          trainee_id: 'nobody',
          staff_number: null,
          aliases: [],
        },
      ],
      Date.now(),
    );
    expect(refused).toHaveLength(6);
    const wait = roomWaitMs(db, 'trainer', Date.now());
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30_000);
    expect(roomWaitMs(db, traineeSubject('nobody'), Date.now())).toBe(0);
  });
});
