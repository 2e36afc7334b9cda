// The candidate history on a PC in a training room (issue 22): an attempt run on another station is listed with its
// station and the result the room holds, and is shown, not opened here; this PC's attempts stay as they are.
import { english } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedStation, sit, type JoinedStation } from './joined-station.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';

describe.skipIf(!PG_URL)(
  `the candidate history reads the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`,
  () => {
    let room: Room;
    let a: JoinedStation;
    let b: JoinedStation;
    beforeAll(async () => {
      room = await freshRoom('candidates');
      a = await joinedStation(room, 'Station A');
      b = await joinedStation(room, 'Station B');
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await room?.drop();
    });

    it("lists the attempts of every station, each with its station; another station's is shown, not opened", async () => {
      const onA = await sit(a, 'Cleo', 'C-1');
      expect(await a.sync()).toBeNull();
      expect(await b.sync()).toBeNull(); // B takes Cleo from the room
      const onB = await sit(b, 'Cleo', 'C-1');
      expect(await b.sync()).toBeNull();
      const cleo = (await b.value('trainees.list')).find((t) => t.identifier === 'C-1');
      if (!cleo) throw new Error('Cleo is not on B');

      const aRead = await a.value('assessment.history', { traineeId: cleo.id });
      expect(aRead.coverage).toEqual({
        everyStation: true,
        reason: null,
        message: ref('main_rnote_history_all', {}),
      });
      const aOwn = aRead.attempts;
      expect(aOwn.map((h) => [h.attemptId, h.station, h.here])).toEqual([
        [onB, 'Station B', false],
        [onA, 'Station A', true],
      ]);
      const history = (await b.value('assessment.history', { traineeId: cleo.id })).attempts;
      expect(history.map((h) => [h.attemptId, h.station, h.here])).toEqual([
        [onB, 'Station B', true],
        [onA, 'Station A', false],
      ]);
      // The room's view of A's attempt says what A's own record says.
      const fromA = aOwn.find((h) => h.attemptId === onA);
      const shown = history.find((h) => h.attemptId === onA);
      expect(shown).toMatchObject({
        set: fromA?.set,
        attempt: fromA?.attempt,
        status: fromA?.status,
        result: fromA?.result,
        verificationId: fromA?.verificationId,
        tampered: null,
      });
      // Its record is on A: B does not have it to open or sign.
      expect((await b.call('assessment.record', { attemptId: onA })).ok).toBe(false);

      // A practical grade in the room that is not a grade: that attempt is left out, the rest listed, nothing thrown.
      const admin = await room.admin();
      try {
        await admin.query(
          `INSERT INTO room.practical_grades SELECT session_id, 'Rogue', '"not a grade"', now(), station_id, 999999
           FROM room.assessment_attempts WHERE session_id = $1`,
          [onA],
        );
      } finally {
        await admin.end();
      }
      const after = await b.value('assessment.history', { traineeId: cleo.id });
      expect(after.attempts.map((h) => [h.attemptId, h.here])).toEqual([[onB, true]]);
      expect(after.coverage.everyStation).toBe(true);
      expect(english(after.coverage.message)).toContain('1 row(s) from the room were refused');
    });

    it("a PC's room that cannot be reached: this PC's attempts, with its name", async () => {
      const c = await joinedStation(room, 'Station C', 1);
      try {
        const attempt = await sit(c, 'Dana', 'D-1');
        const dana = (await c.value('trainees.list')).find((t) => t.identifier === 'D-1');
        const history = await c.value('assessment.history', { traineeId: dana?.id ?? '' });
        expect(history.attempts.map((h) => [h.attemptId, h.station, h.here])).toEqual([
          [attempt, 'Station C', true],
        ]);
        // It says the list is this PC's alone, and why.
        expect(history.coverage).toMatchObject({ everyStation: false, reason: 'unreachable' });
        expect(english(history.coverage.message)).toMatch(
          /Only the attempts recorded on this PC \(Station C\) are listed/,
        );
      } finally {
        await c.close();
      }
    });
  },
);
