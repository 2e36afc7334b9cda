// A room whose database is dropped and made again (a new room_id) is filled again by its stations: besides the
// history, the trainer passcode's current row and the wrong tries the stations keep, so the new room opens trainer
// mode with the room's passcode and a secret locked by wrong tries stays locked on every station; nothing doubled.
// A requeue cut short (the app closed mid-way) goes on at the next push with nothing lost.
import { describe, expect, it } from 'vitest';
import { setRoomState } from '../../electron/room/outbox.ts';
import { requeueStep, startRequeue } from '../../electron/room/requeue.ts';
import { MAX_TRIES } from '../../node-shared/passcode/wrong-tries.ts';
import { count, freshRoom, NO_PG_REASON, PG_URL, useRoom, type TestStation } from './room-fixture.ts';

const NAME = 'remade';
const PASSCODE = 'the room passcode';
const PIN = '583921';
const PAGE = 'app://trainer/index.html';

describe.skipIf(!PG_URL)(`a room made again (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom(NAME);
  const unlock = (s: TestStation, passcode: string) =>
    s.backend.registry.invoke('trainer.unlock', { passcode }, PAGE);
  const signIn = (s: TestStation, traineeId: string, pin: string) =>
    s.backend.registry.invoke('traineePin.signIn', { traineeId, pin }, PAGE);
  const ids = async (table: string) => {
    const admin = await suite.room.admin();
    try {
      const r = await admin.query<{ id: string }>(`SELECT id::text AS id FROM room.${table} ORDER BY id`);
      return r.rows.map((row) => row.id);
    } finally {
      await admin.end();
    }
  };
  const local = (s: TestStation, table: string) =>
    (s.db().prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

  it('the trainer passcode row and the wrong tries reach the new room once, and lock the secrets on a station joining it', async () => {
    const a = suite.station('Remade trainer PC', suite.room.address('bdt_trainer'));
    setRoomState(
      a.db(),
      'config',
      JSON.stringify({
        user: 'bdt_trainer',
        stationName: 'Remade trainer PC',
        stationId: a.id,
        sealedPassword: null,
      }),
    );
    // The room asked first (it has no passcode yet), so the passcode set here becomes the room's.
    expect((await a.sync.pushNow()).fault).toBeNull();
    await a.value('trainer.setPasscode', { passcode: PASSCODE });
    const ada = await a.value('trainees.create', { name: 'Ada', identifier: 'RM-1' });
    await a.value('traineePin.signIn', { traineeId: ada.id });
    await a.value('traineePin.set', { traineeId: ada.id, pin: PIN });
    await a.value('traineePin.signOut');
    await a.value('trainer.lock');
    for (let i = 0; i < MAX_TRIES; i++) {
      expect(await signIn(a, ada.id, '999111')).toMatchObject({ ok: false });
      expect(await unlock(a, 'not the passcode')).toMatchObject({ ok: false });
    }
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    const before = { passcodes: await ids('trainer_passcodes'), tries: await ids('wrong_tries') };
    expect(before.passcodes).toHaveLength(1);
    expect(before.tries).toHaveLength(2 * MAX_TRIES);

    await freshRoom(NAME);
    expect(await ids('trainer_passcodes')).toEqual([]);
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    expect(await ids('trainer_passcodes')).toEqual(before.passcodes);
    expect(await ids('wrong_tries')).toEqual(before.tries);
    // Pushed again, the room keeps one of each.
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    expect(await ids('wrong_tries')).toEqual(before.tries);

    // A station joining the new room waits for the PIN and the trainer passcode as A does.
    const b = suite.station('Joins the remade room', suite.room.address('bdt_station'));
    await b.value('trainer.setPasscode', { passcode: 'b own passcode' });
    await b.value('trainer.lock');
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    expect(b.backend.context.traineeSignIn.retryInMs(ada.id)).toBeGreaterThan(0);
    expect(b.backend.context.trainer.retryInMs).toBeGreaterThan(0);
  });

  it('a requeue cut short goes on at the next push: every record reaches the new room, none refused', async () => {
    const s = suite.station('Cut short', suite.room.address('bdt_station'));
    const t = await s.value('trainees.create', { name: 'Cy', identifier: 'RM-2' });
    await s.practise(t.id);
    await s.practise(t.id);
    // (Its first pull queues a row of the trainer's trail, the room's passcode taken: sent at the next push.)
    expect((await s.sync.pushNow()).fault).toBeNull();
    expect(await s.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    await freshRoom(NAME);
    const admin = await suite.room.admin();
    const roomId = (await admin.query<{ value: string }>(`SELECT value FROM room.meta WHERE key = 'room_id'`))
      .rows[0]!.value;
    await admin.end();
    // The push thread saw the new room and queued part of the history, then the app was closed.
    startRequeue(s.db(), roomId);
    for (let i = 0; i < 4; i++) requeueStep(s.db(), new Date().toISOString(), 2);
    // Started again, the station records a session before its next push.
    await s.practise(t.id);
    expect(await s.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    const sessions = `SELECT count(*) AS n FROM room.sessions WHERE station_id = $1`;
    expect(await count(suite.room, sessions, [s.id])).toBe(local(s, 'sessions'));
    const answers = `SELECT count(*) AS n FROM room.responses WHERE station_id = $1`;
    expect(await count(suite.room, answers, [s.id])).toBe(local(s, 'responses'));
  });
});
