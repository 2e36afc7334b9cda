// The trainer's view of the room: a trainee who practised on station A and on station B has one history, each session
// showing the station that recorded it; a trainer's connection (any station) sees both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { roomDashboard, roomTraineeHistory } from '../../electron/room/read.ts';
import { poolConfig } from '../../electron/room/sync.ts';
import { freshRoom, NO_PG_REASON, openStation, PG_URL, type Room, type TestStation } from './room-fixture.ts';

describe.skipIf(!PG_URL)(`reading the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  const open: TestStation[] = [];
  beforeAll(async () => {
    room = await freshRoom('read');
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await room.drop();
  });

  it('practice on A, continued on B (the trainee pulled from the room): the trainer reads both sessions, with their stations', async () => {
    const [a, b] = ['Station A', 'Station B'].map((n) => {
      const s = openStation(n, room.address('bdt_station'));
      open.push(s);
      return s;
    });
    const ada = await a!.value('trainees.create', { name: 'Ada', identifier: 'R-1' });
    const first = await a!.practise(ada.id);
    expect((await a!.sync.pushNow()).fault).toBeNull();
    // B takes Ada from the room and continues.
    expect((await b!.sync.pushNow()).fault).toBeNull();
    const onB = b!.db().prepare(`SELECT id FROM trainees WHERE identifier = 'R-1'`).get() as { id: string };
    expect(onB.id).toBe(ada.id);
    const second = await b!.practise(onB.id);
    expect((await b!.sync.pushNow()).fault).toBeNull();

    const { max: _m, idleTimeoutMillis: _i, ...config } = poolConfig(room.address('bdt_trainer'));
    const trainer = new pg.Client(config);
    await trainer.connect();
    try {
      const history = await roomTraineeHistory(trainer, ada.id);
      expect(history.map((h) => [h.sessionId, h.station, h.ended]).sort()).toEqual(
        [
          [first, 'Station A', true],
          [second, 'Station B', true],
        ].sort(),
      );
      const localAnswers = [a!, b!].reduce(
        (n, s) => n + (s.db().prepare('SELECT count(*) AS n FROM responses').get() as { n: number }).n,
        0,
      );
      const dashboard = await roomDashboard(trainer);
      expect(dashboard).toEqual([
        expect.objectContaining({
          name: 'Ada',
          staffNumber: 'R-1',
          sessions: 2,
          responses: localAnswers,
          stations: ['Station A', 'Station B'],
        }),
      ]);
    } finally {
      await trainer.end();
    }
  });
});
