// A trainee's interface and call languages follow them to every station of the room (issue 24): chosen on A, B takes
// them at its sync; changed on B, A takes the change; set back to the station's default (null) on one, it is so on
// the other. The room keeps every change, append-only, ordered by arrival.
import { describe, expect, it } from 'vitest';
import { NO_PG_REASON, PG_URL, useRoom } from './room-fixture.ts';

describe.skipIf(!PG_URL)(`trainees' languages in the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom('languages');

  it('chosen on A, taken by B; changed on B, taken by A; null goes back to each station default', async () => {
    const a = suite.station('Station A', suite.room.address('bdt_station'));
    const b = suite.station('Station B', suite.room.address('bdt_station'));
    const ada = await a.value('trainees.create', { name: 'Ada', identifier: 'LANG-1' });
    await a.value('languages.setTrainee', { traineeId: ada.id, interface: 'zh-Hant', call: 'zh-Hans' });
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });

    const onB = (await b.value('trainees.list')).find((t) => t.identifier === 'LANG-1');
    expect(onB).toBeDefined();
    expect((await b.value('languages.forTrainee', { traineeId: onB!.id })).trainee).toEqual({
      interface: 'zh-Hant',
      call: 'zh-Hans',
    });

    // Changed on B: A takes it; B's station default stays its own.
    await b.value('languages.setDefault', { interface: 'en' });
    await b.value('languages.setTrainee', { traineeId: onB!.id, interface: 'zh-Hans', call: null });
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, pending: 0, refused: 0 });
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    const onA = await a.value('languages.forTrainee', { traineeId: ada.id });
    expect(onA.trainee).toEqual({ interface: 'zh-Hans', call: null });
    expect(onA.effective.call).toBe(onA.station.call);

    // A's pull took the room's row without sending it back: the room has the two choices, in order.
    const admin = await suite.room.admin();
    try {
      const rows = await admin.query('SELECT interface, call FROM room.trainee_languages ORDER BY room_seq');
      expect(rows.rows).toEqual([
        { interface: 'zh-Hant', call: 'zh-Hans' },
        { interface: 'zh-Hans', call: null },
      ]);
    } finally {
      await admin.end();
    }
  });
});
