// History is append-only in PostgreSQL itself: connected as bdt_station, every UPDATE, DELETE and TRUNCATE of every
// history table is refused by the server; a trainer edits reference data, and a second save of a set is a new revision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TABLES, REFERENCE_TABLES, SUMMARY_TABLES } from '../../electron/room/room-schema.ts';
import {
  as,
  freshRoom,
  NO_PG_REASON,
  openStation,
  PG_URL,
  refusal,
  type Room,
  type TestStation,
} from './room-fixture.ts';

describe.skipIf(!PG_URL)(`append-only history (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let station: TestStation;
  beforeAll(async () => {
    room = await freshRoom('append_only');
    station = openStation('AO', room.address('bdt_station'));
    const trainee = await station.value('trainees.create', { name: 'Ada', identifier: 'AO-1' });
    await station.practise(trainee.id);
    expect((await station.sync.pushNow()).fault).toBeNull();
    // Every history table has a row, so a trigger would have something to change were the grant missing.
    const admin = await room.admin();
    try {
      await admin.query(`INSERT INTO room.assessment_attempts SELECT id, trainee_id, 'set', 'v1', 1, 'T', '{}', '{}',
        station_id, 0 FROM room.sessions LIMIT 1`);
      await admin.query(`INSERT INTO room.practical_grades SELECT session_id, 'T', '{}', now(), station_id, 0
        FROM room.assessment_attempts LIMIT 1`);
      await admin.query(`INSERT INTO room.trainer_events VALUES (1, now(), 'x', '', gen_random_uuid(), 0)`);
      // An ended assessment, so the summaries of assessments (room.skill_outcomes) have a row too.
      await admin.query(`INSERT INTO room.sessions (id, trainee_id, title, mode, spec, seed, seeding, total, started_at,
        station_id, station_seq) SELECT 'ao-assess', trainee_id, 'Exam', 'assessment', '{}', '1', 2, 1, now(), station_id, 0
        FROM room.sessions LIMIT 1`);
      await admin.query(`INSERT INTO room.session_ends (session_id, event, at, answered, summary, station_id, station_seq)
        SELECT id, 'finished', now(), 0, '{"passed":true,"skills":[{"kind":"call-hand","passed":true}]}', station_id, 0
        FROM room.sessions WHERE id = 'ao-assess'`);
      await admin.query(`INSERT INTO room.trainee_pins (id, trainee_id, hash, salt, params, cleared, set_at, station_id,
        station_seq) VALUES (gen_random_uuid(), 'x', 'h', 's', '{}', false, now(), gen_random_uuid(), 0)`);
      await admin.query(`INSERT INTO room.trainer_passcodes (id, hash, salt, params, rk_wrap, rk_id, mac, set_at,
        station_id, station_seq) VALUES (gen_random_uuid(), 'h', 's', '{}', '{}', 'k', 'm', now(), gen_random_uuid(), 0)`);
      await admin.query(`INSERT INTO room.wrong_tries (id, secret, outcome, at, station_id, station_seq)
        VALUES (gen_random_uuid(), 'trainer', 'wrong', now(), gen_random_uuid(), 0)`);
      await admin.query(`INSERT INTO room.trainee_languages (id, trainee_id, interface, call, set_at, station_id,
        station_seq) VALUES (gen_random_uuid(), 'x', 'zh-Hant', NULL, now(), gen_random_uuid(), 0)`);
      for (const t of HISTORY_TABLES) {
        const n = await admin.query<{ n: string }>(`SELECT count(*) AS n FROM room.${t}`);
        expect(Number(n.rows[0]?.n), t).toBeGreaterThan(0);
      }
    } finally {
      await admin.end();
    }
  }, 60_000); // a station practising and pushing: slow on a loaded machine
  afterAll(async () => {
    await station.close();
    await room.drop();
  });

  it.each(HISTORY_TABLES)(
    'bdt_station cannot UPDATE, DELETE or TRUNCATE room.%s (PostgreSQL refuses, 42501)',
    async (table) => {
      const client = await as(room, 'bdt_station');
      try {
        expect(await refusal(client, `UPDATE room.${table} SET station_seq = station_seq + 1`)).toBe('42501');
        expect(await refusal(client, `DELETE FROM room.${table}`)).toBe('42501');
        expect(await refusal(client, `TRUNCATE room.${table}`)).toBe('42501');
      } finally {
        await client.end();
      }
    },
  );

  it.each(HISTORY_TABLES)(
    'even the owner cannot change room.%s: the append-only trigger refuses',
    async (table) => {
      const admin = await room.admin();
      try {
        expect(await refusal(admin, `UPDATE room.${table} SET station_seq = station_seq + 1`)).toBe('42501');
        expect(await refusal(admin, `DELETE FROM room.${table}`)).toBe('42501');
      } finally {
        await admin.end();
      }
    },
  );

  it.each(SUMMARY_TABLES)(
    'room.%s is kept by triggers only: bdt_station and bdt_trainer read it and cannot INSERT, UPDATE, DELETE or TRUNCATE it',
    async (table) => {
      const admin = await room.admin();
      try {
        // The triggers filled it from the pushed history, so a change would have a row to change.
        const n = await admin.query<{ n: string }>(`SELECT count(*) AS n FROM room.${table}`);
        expect(Number(n.rows[0]?.n), table).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      for (const role of ['bdt_station', 'bdt_trainer'] as const) {
        const client = await as(room, role);
        try {
          expect(await refusal(client, `SELECT * FROM room.${table} LIMIT 1`)).toBe('accepted');
          expect(await refusal(client, `INSERT INTO room.${table} SELECT * FROM room.${table} LIMIT 1`)).toBe(
            '42501',
          );
          const set =
            table === 'trainee_totals'
              ? 'responses = 0'
              : table === 'reference_changes'
                ? 'changed_by = changed_by'
                : 'kind = kind';
          expect(await refusal(client, `UPDATE room.${table} SET ${set}`)).toBe('42501');
          expect(await refusal(client, `DELETE FROM room.${table}`)).toBe('42501');
          expect(await refusal(client, `TRUNCATE room.${table}`)).toBe('42501');
        } finally {
          await client.end();
        }
      }
    },
  );

  it('bdt_station reads reference data and cannot edit it; bdt_trainer reads history and cannot change it', async () => {
    const s = await as(room, 'bdt_station');
    const t = await as(room, 'bdt_trainer');
    try {
      for (const table of REFERENCE_TABLES) {
        expect(await refusal(s, `SELECT * FROM room.${table} LIMIT 1`)).toBe('accepted');
        expect(
          await refusal(
            s,
            `UPDATE room.${table} SET ${table === 'trainee_aliases' ? 'alias_id = alias_id' : 'id = id'}`,
          ),
        ).toBe('42501');
        expect(await refusal(s, `DELETE FROM room.${table}`)).toBe('42501');
      }
      expect(
        await refusal(s, `INSERT INTO room.documents VALUES ('drill_set', 'x', 1, 'X', '{}', NULL, 's')`),
      ).toBe('42501');
      expect(await refusal(s, `UPDATE room.trainee_totals SET responses = 0`)).toBe('42501');
      // A station registers its key; it cannot register one already trusted.
      expect(
        await refusal(
          s,
          `INSERT INTO room.stations (id, name, public_key, trusted_at) VALUES (gen_random_uuid(), 'Rogue', 'k', now())`,
        ),
      ).toBe('42501');
      expect(
        await refusal(
          s,
          `INSERT INTO room.stations (id, name, public_key) VALUES (gen_random_uuid(), 'New', 'k')`,
        ),
      ).toBe('accepted');
      for (const table of HISTORY_TABLES) {
        expect(await refusal(t, `SELECT * FROM room.${table} LIMIT 1`)).toBe('accepted');
        expect(await refusal(t, `DELETE FROM room.${table}`)).toBe('42501');
      }
      expect(
        await refusal(t, `UPDATE room.trainees SET name = 'Ada Lovelace' WHERE staff_number = 'AO-1'`),
      ).toBe('accepted');
      const edited = await t.query(`SELECT name, revision FROM room.trainees WHERE staff_number = 'AO-1'`);
      expect(edited.rows[0]).toEqual({ name: 'Ada Lovelace', revision: 2 });
    } finally {
      await s.end();
      await t.end();
    }
  });

  it('house profiles and assignments: bdt_station cannot insert, change or delete them; revisions are never changed, even by the owner', async () => {
    const s = await as(room, 'bdt_station');
    const t = await as(room, 'bdt_trainer');
    const admin = await room.admin();
    try {
      const profile = `INSERT INTO room.documents (kind, id, revision, title, body, saved_by)
        VALUES ('house_profile', 'p', 1, 'P', '{}', 's')`;
      const assignment = `INSERT INTO room.assignments (id, revision, trainee_id, drill_set_id, title)
        SELECT 'as-1', 1, id, 'set', 'Set' FROM room.trainees LIMIT 1`;
      const saveProfile = `SELECT * FROM room.save_document('house_profile', 'p', NULL, 'P', '{}', 's')`;
      const saveAssignment = `SELECT * FROM room.save_assignment('as-1', NULL,
        (SELECT id FROM room.trainees LIMIT 1), 'set', 'Set', now(), NULL, false, 's')`;
      const removeProfile = `SELECT * FROM room.remove_document('house_profile', 'p', 1, 's')`;
      // The room's trainer passcode is changed only with the trainer's role.
      const passcode = `INSERT INTO room.trainer_passcodes (id, hash, salt, params, rk_wrap, rk_id, mac, set_at,
        station_id, station_seq) VALUES (gen_random_uuid(), 'h', 's', '{}', '{}', 'k', 'm', now(), gen_random_uuid(), 1)`;
      for (const sql of [profile, assignment, saveProfile, saveAssignment, removeProfile, passcode])
        expect(await refusal(s, sql), sql).toBe('42501');
      expect(await refusal(t, saveProfile)).toBe('accepted');
      expect(await refusal(t, saveAssignment)).toBe('accepted');
      expect(await refusal(t, saveAssignment.replace('NULL', '1'))).toBe('accepted');
      for (const [table, where] of [
        ['documents', `kind = 'house_profile'`],
        ['assignments', `id = 'as-1'`],
      ] as const) {
        for (const client of [s, t])
          for (const sql of [
            `UPDATE room.${table} SET title = 'x' WHERE ${where}`,
            `DELETE FROM room.${table}`,
          ])
            expect(await refusal(client, sql), sql).toBe('42501');
        // The owner is refused by the trigger: a revision is kept as it was saved.
        expect(await refusal(admin, `UPDATE room.${table} SET title = 'x' WHERE ${where}`)).toBe('42501');
        expect(await refusal(admin, `DELETE FROM room.${table} WHERE ${where}`)).toBe('42501');
        expect(await refusal(admin, `TRUNCATE room.${table} CASCADE`)).toBe('42501');
      }
      const kept = await admin.query(
        `SELECT revision, title FROM room.assignments WHERE id = 'as-1' ORDER BY revision`,
      );
      expect(kept.rows).toEqual([
        { revision: 1, title: 'Set' },
        { revision: 2, title: 'Set' },
      ]);
    } finally {
      await s.end();
      await t.end();
      await admin.end();
    }
  });

  it('two trainers save the same set from revision 1: the later save is revision 3 and is told it was stale, nothing overwritten', async () => {
    const t = await as(room, 'bdt_trainer');
    try {
      const save = (base: number | null, title: string) =>
        t.query<{ revision: number; stale: boolean }>(
          `SELECT * FROM room.save_document('drill_set', 'set-1', $1, $2, '{"v":1}', 'trainer')`,
          [base, title],
        );
      expect((await save(null, 'First')).rows[0]).toEqual({ revision: 1, stale: false });
      expect((await save(1, 'Alice edits')).rows[0]).toEqual({ revision: 2, stale: false });
      expect((await save(1, 'Bob edits')).rows[0]).toEqual({ revision: 3, stale: true });
      const titles = await t.query(
        `SELECT revision, title FROM room.documents WHERE id = 'set-1' ORDER BY revision`,
      );
      expect(titles.rows).toEqual([
        { revision: 1, title: 'First' },
        { revision: 2, title: 'Alice edits' },
        { revision: 3, title: 'Bob edits' },
      ]);
    } finally {
      await t.end();
    }
  });
});
