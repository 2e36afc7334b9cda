// A station pulls the room's reference data (trainees, sets, profiles, assignments, keys...) only when some of it
// changed since its last pull (room migration 10): a sync that brings nothing new reads none of those tables, and a
// trainer's edit on one station still reaches another at that one's next sync.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixtureSet,
  freshRoom,
  NO_PG_REASON,
  openStation,
  PG_URL,
  type Room,
  type TestStation,
} from './room-fixture.ts';

const SET = fixtureSet();
/** What a pull reads that a push with nothing to send never does. */
const PULLED = 'room.trainees, room.trainee_aliases, room.documents, room.assignments, room.trainee_pins';

const titleOn = (s: TestStation) =>
  (
    s.db().prepare(`SELECT title FROM drill_sets WHERE id = 'shared-set'`).get() as
      { title: string } | undefined
  )?.title;

describe.skipIf(!PG_URL)(
  `reference data pulled only when changed (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`,
  () => {
    let room: Room;
    let a: TestStation;
    let b: TestStation;
    beforeAll(async () => {
      room = await freshRoom('reference_changes');
      a = openStation('Trainer PC A', room.address('bdt_trainer'));
      b = openStation('Station B', room.address('bdt_station'));
    });
    afterAll(async () => {
      for (const s of [a, b]) await s?.close();
      await room?.drop();
    });

    /** Runs `body` while the station role may not read what a pull reads: a pull would fail the sync. */
    async function unreadable(body: () => Promise<void>): Promise<void> {
      const admin = await room.admin();
      try {
        await admin.query(`REVOKE SELECT ON ${PULLED} FROM bdt_station`);
        await body();
      } finally {
        await admin.query(`GRANT SELECT ON ${PULLED} TO bdt_station`);
        await admin.end();
      }
    }

    it('a sync with no reference change reads no reference table; a trainer edit on A reaches B at its next sync', async () => {
      expect((await a.sync.pushNow()).fault).toBeNull();
      expect((await b.sync.pushNow()).fault).toBeNull();
      // Nothing changed in the room: B's syncs read none of it (the tables it may not read prove it).
      await unreadable(async () => {
        expect((await b.sync.pushNow()).fault).toBeNull();
        expect((await b.sync.pushNow()).fault).toBeNull();
      });

      // A trainer's edit on A: a new set in the room.
      a.db()
        .prepare(
          `INSERT INTO drill_sets (id, title, json, source_file, imported_at, revision, updated_at)
         VALUES ('shared-set', ?, ?, NULL, '2026-01-01T00:00:00Z', 1, '2026-01-01T00:00:00Z')`,
        )
        .run(SET.title, JSON.stringify(SET));
      expect((await a.sync.pushNow()).fault).toBeNull();
      // B would pull now: with the tables unreadable its sync fails, so it did try to read them.
      await unreadable(async () => {
        expect((await b.sync.pushNow()).fault).not.toBeNull();
      });
      expect(titleOn(b)).toBeUndefined();
      expect((await b.sync.pushNow()).fault).toBeNull();
      expect(titleOn(b)).toBe(SET.title);
      // Taken: the next sync reads nothing again.
      await unreadable(async () => {
        expect((await b.sync.pushNow()).fault).toBeNull();
      });
    });

    it('a trainee added to the room, then renamed by a trainer: each change makes a station pull again', async () => {
      const admin = await room.admin();
      try {
        await admin.query(
          `INSERT INTO room.trainees (id, name, staff_number, created_at) VALUES ('rc-1', 'Rae', 'RC-1', now())`,
        );
      } finally {
        await admin.end();
      }
      expect((await b.sync.pushNow()).fault).toBeNull();
      const named = (s: TestStation) =>
        s.db().prepare(`SELECT name FROM trainees WHERE id = 'rc-1'`).get() as { name: string } | undefined;
      expect(named(b)?.name).toBe('Rae');
      const trainer = await room.admin();
      try {
        // As the trainer's role edits: an update of a reference row is a change as an insert is.
        await trainer.query(`SET ROLE bdt_trainer`);
        await trainer.query(`UPDATE room.trainees SET name = 'Rae Ng' WHERE id = 'rc-1'`);
      } finally {
        await trainer.end();
      }
      await unreadable(async () => {
        expect((await b.sync.pushNow()).fault).not.toBeNull();
      });
    });
  },
);
