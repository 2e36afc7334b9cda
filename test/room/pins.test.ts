// A trainee's PIN works the same on every station of the room: set on A it opens that trainee on B after they sync,
// changed on B it stops the old one on A, cleared by a trainer (only with the trainer's role) it is gone everywhere.
// A station that has not synced works with what it last knew. The room keeps every change (append-only) and orders
// them by their arrival, never by a station's clock; the role that sent each is stamped by PostgreSQL.
import { describe, expect, it } from 'vitest';
import { startOutbox } from '../../electron/room/outbox.ts';
import { as, NO_PG_REASON, PG_URL, refusal, useRoom, type TestStation } from './room-fixture.ts';

const FIRST = '583921';
const SECOND = '720461';

describe.skipIf(!PG_URL)(`trainees' PINs in the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom('pins');
  const signIn = (s: TestStation, traineeId: string, pin?: string) =>
    s.backend.registry.invoke(
      'traineePin.signIn',
      { traineeId, ...(pin ? { pin } : {}) },
      'app://trainer/index.html',
    );
  const pinRows = async () => {
    const admin = await suite.room.admin();
    try {
      const r = await admin.query(
        `SELECT cleared, set_by, station_id::text AS station FROM room.trainee_pins ORDER BY room_seq`,
      );
      return r.rows as { cleared: boolean; set_by: string; station: string }[];
    } finally {
      await admin.end();
    }
  };

  it('set on A opens the trainee on B; changed on B, the old PIN stops on A; a station not synced keeps what it knew', async () => {
    const a = suite.station('Station A', suite.room.address('bdt_station'));
    const b = suite.station('Station B', suite.room.address('bdt_station'));
    const d = suite.station('Station D', suite.room.address('bdt_station'));
    const ada = await a.value('trainees.create', { name: 'Ada', identifier: 'PIN-1' });
    await a.value('traineePin.signIn', { traineeId: ada.id });
    await a.value('traineePin.set', { traineeId: ada.id, pin: FIRST });
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    expect(await d.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });

    // On B, the trainee taken from the room is behind A's PIN.
    expect((await b.value('traineePin.status')).withPin).toEqual([ada.id]);
    expect(await signIn(b, ada.id)).toMatchObject({ ok: false, error: expect.stringMatching(/has a PIN/) });
    expect(await signIn(b, ada.id, '999111')).toMatchObject({
      ok: false,
      error: 'pin: that is not the PIN.',
    });
    expect(await signIn(b, ada.id, FIRST)).toMatchObject({ ok: true });
    // The change on B needs the current PIN, as on A.
    await b.value('traineePin.set', { traineeId: ada.id, pin: SECOND, current: FIRST });
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    expect(await signIn(a, ada.id, FIRST)).toMatchObject({ ok: false, error: 'pin: that is not the PIN.' });
    expect(await signIn(a, ada.id, SECOND)).toMatchObject({ ok: true });
    // D has not synced since: it still opens with the PIN it last knew, and takes the new one at its next sync.
    expect(await signIn(d, ada.id, FIRST)).toMatchObject({ ok: true });
    await d.sync.pushNow();
    expect(await signIn(d, ada.id, SECOND)).toMatchObject({ ok: true });
    // A taking B's change wrote it to its trainer's trail (not a silent change), and sent nothing back.
    const trail = a
      .db()
      .prepare(`SELECT detail FROM trainer_events WHERE event = 'trainee-pin-taken-from-room'`)
      .all();
    expect(trail).toEqual([{ detail: `trainee ${ada.id}, from station "Station B"` }]);
    // The room holds hashes, never a PIN.
    const admin = await suite.room.admin();
    try {
      const all = JSON.stringify((await admin.query('SELECT * FROM room.trainee_pins')).rows);
      for (const pin of [FIRST, SECOND]) expect(all).not.toContain(pin);
    } finally {
      await admin.end();
    }
    expect((await pinRows()).map((r) => [r.cleared, r.set_by, r.station])).toEqual([
      [false, 'bdt_station', a.id],
      [false, 'bdt_station', b.id],
    ]);
  });

  it("order comes from the room, not the clock: the change that reached the room last wins, whatever its station's time", async () => {
    const early = suite.station('Early clock', suite.room.address('bdt_station'), {
      now: () => new Date('2001-01-01T00:00:00Z'),
    });
    const late = suite.station('Late clock', suite.room.address('bdt_station'), {
      now: () => new Date('2090-01-01T00:00:00Z'),
    });
    const bo = await late.value('trainees.create', { name: 'Bo', identifier: 'PIN-2' });
    await late.value('traineePin.signIn', { traineeId: bo.id });
    await late.value('traineePin.set', { traineeId: bo.id, pin: FIRST });
    await late.sync.pushNow();
    await early.sync.pushNow();
    await early.value('traineePin.signIn', { traineeId: bo.id, pin: FIRST });
    await early.value('traineePin.set', { traineeId: bo.id, pin: SECOND, current: FIRST });
    await early.sync.pushNow();
    await late.sync.pushNow();
    expect(await signIn(late, bo.id, SECOND)).toMatchObject({ ok: true });
    expect(await signIn(late, bo.id, FIRST)).toMatchObject({ ok: false });
  });

  it("a trainer clears a PIN with the trainer's role and it is gone everywhere; a station's role cannot clear one", async () => {
    const trainer = suite.station('Trainer PC', suite.room.address('bdt_trainer'));
    const station = suite.station('Station S', suite.room.address('bdt_station'));
    await trainer.value('trainer.setPasscode', { passcode: 'room-pins-passcode' });
    const cy = await station.value('trainees.create', { name: 'Cy', identifier: 'PIN-3' });
    await station.value('traineePin.signIn', { traineeId: cy.id });
    await station.value('traineePin.set', { traineeId: cy.id, pin: FIRST });
    await station.sync.pushNow();
    await trainer.sync.pushNow();
    expect((await trainer.value('traineePin.status')).withPin).toContain(cy.id);
    await trainer.value('traineePin.clear', { traineeId: cy.id });
    expect(await trainer.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    await station.sync.pushNow();
    expect((await station.value('traineePin.status')).withPin).not.toContain(cy.id);
    expect(await signIn(station, cy.id)).toMatchObject({ ok: true });

    // A station's role, even sending the row by hand, cannot clear a PIN nor pass as the trainer.
    const client = await as(suite.room, 'bdt_station');
    try {
      expect(
        await refusal(
          client,
          `INSERT INTO room.trainee_pins (id, trainee_id, cleared, set_at, station_id, station_seq)
           VALUES (gen_random_uuid(), $1, true, now(), gen_random_uuid(), 1)`,
          [cy.id],
        ),
      ).toBe('23514');
      await client.query(
        `INSERT INTO room.trainee_pins (id, trainee_id, hash, salt, params, cleared, set_at, set_by, station_id,
           station_seq) VALUES (gen_random_uuid(), $1, 'aGFzaA==', 'c2FsdA==', '{"N":2,"r":1,"p":1,"keylen":64}',
           false, now(), 'bdt_trainer', gen_random_uuid(), 2)`,
        [cy.id],
      );
      expect(await refusal(client, `UPDATE room.trainee_pins SET hash = 'x'`)).toBe('42501');
      expect(await refusal(client, `DELETE FROM room.trainee_pins`)).toBe('42501');
    } finally {
      await client.end();
    }
    expect((await pinRows()).at(-1)).toMatchObject({ set_by: 'bdt_station' });
  });

  it('a clear made on a PC with the station role is refused by the room and kept on that PC with the reason', async () => {
    const s = suite.station('Station with a trainer at it', suite.room.address('bdt_station'));
    await s.value('trainer.setPasscode', { passcode: 'room-pins-passcode-2' });
    const di = await s.value('trainees.create', { name: 'Di', identifier: 'PIN-4' });
    await s.value('trainer.lock');
    await s.value('traineePin.signIn', { traineeId: di.id });
    await s.value('traineePin.set', { traineeId: di.id, pin: FIRST });
    await s.sync.pushNow();
    await s.value('trainer.unlock', { passcode: 'room-pins-passcode-2' });
    await s.value('traineePin.clear', { traineeId: di.id });
    // (What stays waiting is the trail's row saying the room's PIN was taken back, sent at the next push.)
    expect(await s.sync.pushNow()).toMatchObject({ fault: null, refused: 1 });
    const parked = s.db().prepare(`SELECT kind, reason FROM room_refused`).all();
    expect(parked).toEqual([
      { kind: 'pin', reason: expect.stringMatching(/cleared only with the trainer's role/) },
    ]);
    // The room's PIN stands, so the station takes it back: a PIN stays until a trainer's PC clears it.
    expect((await s.value('traineePin.status')).withPin).toContain(di.id);
  });
  it('a station that joined before PINs were shared sends the PINs it holds once, when it next starts', async () => {
    const s = suite.station('Joined earlier', suite.room.address('bdt_station'));
    const eve = await s.value('trainees.create', { name: 'Eve', identifier: 'PIN-5' });
    await s.value('traineePin.signIn', { traineeId: eve.id });
    // As that version left it: no PIN triggers, nothing of the PIN queued.
    s.db().exec(
      `DROP TRIGGER room_out_pin; DROP TRIGGER room_out_pin_changed; DROP TRIGGER room_out_pin_cleared`,
    );
    await s.value('traineePin.set', { traineeId: eve.id, pin: FIRST });
    expect(s.db().prepare(`SELECT count(*) AS n FROM room_outbox WHERE kind = 'pin'`).get()).toEqual({
      n: 0,
    });
    expect(startOutbox(s.db())).toBe(1);
    expect(startOutbox(s.db())).toBe(0);
    await s.sync.pushNow();
    const other = suite.station('Station F', suite.room.address('bdt_station'));
    await other.sync.pushNow();
    expect(await signIn(other, eve.id, FIRST)).toMatchObject({ ok: true });
  });
});
