// The trainer passcode works the same on every station of the room: set or changed on a trainer's PC, it opens
// trainer mode on the others after they sync, and each station's own key store (its signing key) follows it without
// being made anew; the old passcode stops opening once the new one is known. A station with a passcode of its own
// follows the room once it is changed to the room's; a station not synced keeps what it knew; a passcode row forged
// without the room key is never taken.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setRoomState } from '../../electron/room/outbox.ts';
import { NOT_THE_ROOM_KEY, OWN_PASSCODE } from '../../electron/room/trainer-passcode.ts';
import { hashSecret } from '../../electron/features/trainer/passcode.ts';
import { as, count, NO_PG_REASON, PG_URL, refusal, useRoom, type TestStation } from './room-fixture.ts';

const P1 = 'room passcode one';
const P2 = 'room passcode two';
const OWN = 'station own passcode';
const RECOVERED = 'recovered room passcode';
const PAGE = 'app://trainer/index.html';

describe.skipIf(!PG_URL)(`the trainer passcode in the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom('trainer_passcode');
  /** A station set up with a passcode, then joined to the room (its settings, as joining stores them). */
  const joined = async (name: string, role: 'bdt_station' | 'bdt_trainer', passcode?: string) => {
    const s = suite.station(name, suite.room.address(role));
    if (passcode) {
      await s.value('trainer.setPasscode', { passcode });
      await s.value('trainer.lock');
    }
    setRoomState(
      s.db(),
      'config',
      JSON.stringify({ user: role, stationName: name, stationId: s.id, sealedPassword: null }),
    );
    return s;
  };
  const unlock = (s: TestStation, passcode: string) =>
    s.backend.registry.invoke('trainer.unlock', { passcode }, PAGE);
  const signingKey = (s: TestStation) =>
    (s.db().prepare('SELECT signing_key FROM trainer_keys').get() as { signing_key: string | null })
      .signing_key;
  const events = (s: TestStation, event: string) =>
    (s.db().prepare('SELECT count(*) AS n FROM trainer_events WHERE event = ?').get(event) as { n: number })
      .n;

  it('set on trainer PC A, changed there: every station follows, its keys kept; the old one stops; one not synced keeps what it knew', async () => {
    const a = await joined('Trainer PC A', 'bdt_trainer');
    // Set before A heard from the room: kept on A (it might start a second room key), and said in its trail.
    await a.value('trainer.setPasscode', { passcode: 'set before any sync' });
    expect(events(a, 'passcode-kept-on-this-station')).toBe(1);
    await a.value('trainer.lock');
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0 });
    await a.value('trainer.unlock', { passcode: 'set before any sync' });
    await a.value('trainer.setPasscode', { passcode: P1, current: 'set before any sync' });
    await a.value('trainer.lock');
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });

    // B had a passcode of its own before it joined.
    const b = await joined('Station B', 'bdt_station', OWN);
    // C already had the room's passcode (set on it by hand before the room shared it).
    const c = await joined('Station C', 'bdt_station', P1);
    for (const s of [b, c])
      expect(await s.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    expect(await unlock(b, P1)).toMatchObject({ ok: false, error: OWN_PASSCODE });
    expect((await unlock(b, OWN)).ok).toBe(true);
    // Changed to the room's once, with its own as the current one: from then on B follows the room.
    await b.value('trainer.setPasscode', { passcode: P1, current: OWN });
    await b.value('trainer.lock');
    expect((await unlock(c, P1)).ok).toBe(true);
    await c.value('trainer.lock');
    const keys = { b: signingKey(b), c: signingKey(c) };
    expect(keys.b).toBeTruthy();

    // D shares the room's passcode too, then goes offline.
    const d = await joined('Station D', 'bdt_station', P1);
    await d.sync.pushNow();
    expect((await unlock(d, P1)).ok).toBe(true);
    await d.value('trainer.lock');

    // A changes it.
    expect((await unlock(a, P1)).ok).toBe(true);
    await a.value('trainer.setPasscode', { passcode: P2, current: P1 });
    await a.value('trainer.lock');
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    for (const s of [b, c]) {
      await s.sync.pushNow();
      expect(await unlock(s, P1)).toMatchObject({
        ok: false,
        error: expect.stringMatching(
          /^The trainer passcode was changed in the training room \(on "Trainer PC A"\)/,
        ),
      });
      expect(await unlock(s, P2)).toEqual({ ok: true, value: expect.anything() });
      await s.value('trainer.lock');
      // Re-sealed for the new passcode: it opens again after a restart, from the store alone.
      expect((await unlock(s, P2)).ok).toBe(true);
      await s.value('trainer.lock');
      expect(events(s, 'passcode-taken-from-room')).toBe(1);
    }
    // Their own signing keys were kept (not a new key store).
    expect([signingKey(b), signingKey(c)]).toEqual([keys.b, keys.c]);
    // D, not synced since, still opens with the passcode it knew; then follows.
    expect((await unlock(d, P1)).ok).toBe(true);
    await d.value('trainer.lock');
    await d.sync.pushNow();
    expect((await unlock(d, P2)).ok).toBe(true);
    // A PC with the station's role cannot change the room's passcode: a change there stays its own, and says so.
    await d.value('trainer.setPasscode', { passcode: 'only on station d', current: P2 });
    expect(events(d, 'passcode-kept-on-this-station')).toBe(1);
    expect(await d.sync.pushNow()).toMatchObject({ fault: null, refused: 0 });
    // The room keeps both changes (append-only), in the order they reached it.
    const admin = await suite.room.admin();
    try {
      const rows = await admin.query(
        `SELECT set_by, station_id::text AS station FROM room.trainer_passcodes ORDER BY room_seq`,
      );
      // The first, A's passcode when it first unlocked after hearing the room had none; then P1 and P2.
      expect(rows.rows).toEqual([1, 2, 3].map(() => ({ set_by: 'bdt_trainer', station: a.id })));
      // No passcode, hash or key in clear in the room: the row holds the verifier and the room key wrapped.
      const all = JSON.stringify((await admin.query('SELECT * FROM room.trainer_passcodes')).rows);
      for (const secret of [P1, P2]) expect(all).not.toContain(secret);
    } finally {
      await admin.end();
    }
  });

  it('recovered with the recovery code on a trainer PC, the new passcode is the room’s and the stations follow it', async () => {
    const f = await joined('Trainer PC F', 'bdt_trainer');
    await f.sync.pushNow();
    // Set to the room's passcode: F follows the room (nothing new is sent).
    await f.value('trainer.setPasscode', { passcode: P2 });
    expect(await count(suite.room, 'SELECT count(*) AS n FROM room.trainer_passcodes')).toBe(3);
    const code = (await f.value('trainer.recoveryCode')).code ?? '';
    await f.value('trainer.lock');
    const g = await joined('Station G', 'bdt_station', P2);
    for (const s of [f, g]) await s.sync.pushNow();
    expect((await unlock(g, P2)).ok).toBe(true);
    await g.value('trainer.lock');
    const recovered = RECOVERED;
    expect(await f.value('trainer.recover', { recoveryCode: code, passcode: recovered })).toMatchObject({
      recovered: true,
    });
    await f.value('trainer.lock');
    expect(await f.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    await g.sync.pushNow();
    expect((await unlock(g, recovered)).ok).toBe(true);
    // The stations that followed A follow the recovered passcode too: one room key.
    expect(await count(suite.room, 'SELECT count(DISTINCT rk_id) AS n FROM room.trainer_passcodes')).toBe(1);
  });

  it("a passcode row forged without the room key is never taken, and the station's own passcode still opens", async () => {
    const e = await joined('Station E', 'bdt_station', RECOVERED);
    await e.sync.pushNow();
    expect((await unlock(e, RECOVERED)).ok).toBe(true);
    await e.value('trainer.lock');
    // Someone with the trainer role's password, who does not know the room's passcode, adds a row of their own.
    const forged = 'a forged passcode';
    const auth = await hashSecret(forged);
    const t = await as(suite.room, 'bdt_trainer');
    try {
      await t.query(
        `INSERT INTO room.trainer_passcodes (id, hash, salt, params, rk_wrap, rk_id, mac, set_at, station_id,
           station_seq)
         SELECT $1, $2, $3, $4::jsonb, rk_wrap, rk_id, mac, now(), gen_random_uuid(), 1
         FROM room.trainer_passcodes ORDER BY room_seq DESC LIMIT 1`,
        [randomUUID(), auth.hash, auth.salt, auth.params_json],
      );
      // Nobody changes or removes a row, not even the trainer's role.
      expect(await refusal(t, `UPDATE room.trainer_passcodes SET hash = 'x'`)).toBe('42501');
      expect(await refusal(t, `DELETE FROM room.trainer_passcodes`)).toBe('42501');
    } finally {
      await t.end();
    }
    expect(await e.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    expect(await unlock(e, forged)).toMatchObject({ ok: false, error: NOT_THE_ROOM_KEY });
    expect(events(e, 'room-passcode-refused')).toBe(1);
    // Its MAC does not check with the room key: the real passcode still opens, and the row is set aside (said once).
    expect((await unlock(e, RECOVERED)).ok).toBe(true);
    await e.value('trainer.lock');
    expect(events(e, 'room-passcode-refused')).toBe(2);
    expect((await unlock(e, RECOVERED)).ok).toBe(true);
    expect(events(e, 'room-passcode-refused')).toBe(2);
  });
});
