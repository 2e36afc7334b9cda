// A room prepared before house profiles and assignments were shared (schema 1) is migrated by `room -- init`: an
// assignment it already held becomes its first revision, is taken by the stations, and is never changed again.
import { describe, expect, it } from 'vitest';
import { prepareRoom } from '../../electron/room/prepare.ts';
import { appendOnlyTriggers } from '../../electron/room/room-grants.ts';
import { HISTORY_TABLES, ROOM_MIGRATIONS, ROOM_SCHEMA_VERSION } from '../../electron/room/room-schema.ts';
import { NO_PG_REASON, PASSWORDS, PG_URL, refusal, useRoom } from './room-fixture.ts';

describe.skipIf(!PG_URL)(`a room of schema 1 (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom('upgrade');

  it('is migrated: its assignment is revision 1, taken by a station, and kept as it was', async () => {
    const admin = await suite.room.admin();
    try {
      // The room as schema 1 made it.
      await admin.query('DROP SCHEMA room CASCADE');
      await admin.query('CREATE SCHEMA room');
      await admin.query('CREATE TABLE room.meta (key text PRIMARY KEY, value text NOT NULL)');
      await admin.query(
        `INSERT INTO room.meta VALUES ('schema_version', '1'), ('room_id', gen_random_uuid()::text)`,
      );
      await admin.query(ROOM_MIGRATIONS[0] as string);
      // Schema 1's history tables (trainees' PINs and the trainer passcode came with schema 3).
      await admin.query(appendOnlyTriggers(HISTORY_TABLES.slice(0, HISTORY_TABLES.indexOf('trainee_pins'))));
      await admin.query(
        `INSERT INTO room.trainees (id, name, staff_number, created_at) VALUES ('t-1', 'Old Timer', 'UP-1', now())`,
      );
      await admin.query(
        `INSERT INTO room.assignments (id, trainee_id, drill_set_id, title, due_on)
         VALUES ('old-1', 't-1', 'call-hand-practice', 'Call the hand', '2099-05-01')`,
      );
      expect(await prepareRoom(admin, PASSWORDS)).toEqual({ from: 1, to: ROOM_SCHEMA_VERSION });
      const rows = await admin.query(
        `SELECT revision, removed, due_on::text AS due_on FROM room.assignments`,
      );
      expect(rows.rows).toEqual([{ revision: 1, removed: false, due_on: '2099-05-01' }]);
      expect(await refusal(admin, `UPDATE room.assignments SET title = 'x'`)).toBe('42501');
    } finally {
      await admin.end();
    }
    const s = suite.station('Upgraded', suite.room.address('bdt_station'));
    expect(await s.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    const mine = await s.value('assignments.mine', { traineeId: 't-1' });
    expect(mine.map((w) => [w.id, w.title, w.dueOn])).toEqual([['old-1', 'Call the hand', '2099-05-01']]);
  });
});
