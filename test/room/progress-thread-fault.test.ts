// The thread that counts a trainee's case figures in a training room fails (issue 22: they are counted off the main
// thread): the progress page is this PC's, with the room's "could not be read" note saying why, and the home screen's
// due list is this PC's; never an error, never a crash. A thread that crashes and one that answers nonsense.
import { english } from '../../core/i18n/phrase.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traineeProgress } from '../../electron/features/progress/progress.ts';
import { joinedStation, type JoinedStation } from './joined-station.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';

const faulty = (fault: string) => ({
  url: new URL('../support/case-thread-faulty.ts', import.meta.url),
  workerData: { fault },
});

describe.skipIf(!PG_URL)(`the counting thread fails (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let a: JoinedStation;
  let adaId: string;
  beforeAll(async () => {
    room = await freshRoom('progress_thread_fault');
    a = await joinedStation(room, 'Station A');
    adaId = (await a.value('trainees.create', { name: 'Ada', identifier: 'F-1' })).id;
    await a.practise(adaId);
    expect(await a.sync()).toBeNull();
  });
  afterAll(async () => {
    await a?.close();
    await room?.drop();
  });

  it.each(['crash', 'nonsense'])(
    'a thread that does "%s": this PC\'s figures, with the note',
    async (fault) => {
      const b = await joinedStation(room, `Station ${fault}`, undefined, 'bdt_station', {
        caseFigureWorker: faulty(fault),
      });
      try {
        expect(await b.sync()).toBeNull();
        await b.practise(adaId);
        const page = await b.value('progress.page', { traineeId: adaId });
        expect(page.room).toMatchObject({ reachable: false, refused: 0 });
        expect(english(page.room?.message ?? '')).toMatch(
          /^The room's answers could not be counted on this PC \(.+\)\. /,
        );
        expect(english(page.room?.message ?? '')).toContain('The figures are what this PC recorded');
        const here = traineeProgress(b.db(), adaId, new Date());
        if (!here.ok) throw new Error(here.error);
        expect([page.heatmaps, page.due, page.flagged, page.skills]).toEqual([
          here.value.heatmaps,
          here.value.due,
          here.value.flagged,
          here.value.skills,
        ]);
        // The home screen's due list: this PC's own, as with no room.
        const due = await b.value('progress.due', { traineeId: adaId });
        expect(due).toEqual(here.value.due);
        // The next read asks a new thread (it fails the same way here) and answers the same: nothing was left broken.
        expect((await b.value('progress.page', { traineeId: adaId })).room?.reachable).toBe(false);
      } finally {
        await b.close();
      }
    },
  );
});
