// A room that cannot be used (wrong password, a revoked role, a newer schema, not a room, a dropped database) gives a
// clear message, and the station keeps answering locally with nothing local deleted. Hostile rows are refused or kept
// as plain text.
import { english } from '../../core/i18n/phrase.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomProblem } from '../../electron/room/problems.ts';
import type { RoomAddress } from '../../electron/room/sync.ts';
import { prepareRoom } from '../../electron/room/prepare.ts';
import { ROOM_SCHEMA_VERSION } from '../../electron/room/room-schema.ts';
import {
  connect,
  count,
  freshRoom,
  NO_PG_REASON,
  PASSWORDS,
  openStation,
  PG_URL,
  type Room,
  type TestStation,
} from './room-fixture.ts';

const localCount = (s: TestStation, table: string) =>
  (s.db().prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe.skipIf(!PG_URL)(`room faults (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  const open: TestStation[] = [];
  beforeAll(async () => {
    room = await freshRoom('faults');
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await room.drop();
  });

  async function stationFailing(
    address: RoomAddress,
    problem: RoomProblem,
    words: RegExp,
  ): Promise<TestStation> {
    const s = openStation(`fault-${problem}`, address);
    open.push(s);
    const trainee = await s.value('trainees.create', { name: 'Offline Olly' });
    await s.practise(trainee.id);
    const answered = localCount(s, 'responses');
    const status = await s.sync.pushNow();
    expect(status.fault?.problem).toBe(problem);
    const said = status.fault ? english(status.fault.message) : '';
    expect(said).toMatch(words);
    expect(said).not.toContain(address.password);
    // The station goes on: another session is recorded locally, and nothing local was removed.
    await s.practise(trainee.id);
    expect(localCount(s, 'responses')).toBeGreaterThan(answered);
    expect(status.pending).toBeGreaterThan(0);
    return s;
  }

  it('a wrong password: "refused the password", nothing local deleted', async () => {
    await stationFailing(
      room.address('bdt_station', 'not-the-password'),
      'wrong-password',
      /refused the password/,
    );
  });

  it('a database that is not a room: says IT must prepare it', async () => {
    await stationFailing(
      { ...room.address('bdt_station'), database: 'postgres' },
      'not-a-room',
      /not a training room/,
    );
  });

  it('a database that does not exist (dropped): says so', async () => {
    await stationFailing(
      { ...room.address('bdt_station'), database: 'bdt_test_gone' },
      'no-database',
      /no database/,
    );
  });

  it('an unreachable host: says the server did not answer', async () => {
    await stationFailing({ ...room.address('bdt_station'), port: 1 }, 'unreachable', /Cannot reach/);
  });

  it('TLS asked of a server without it: says so in words', async () => {
    await stationFailing({ ...room.address('bdt_station'), tls: true }, 'tls-required', /TLS/);
  });

  it('a newer schema: "update the app"; once the room is back to this version, what waited is pushed', async () => {
    const admin = await room.admin();
    try {
      await admin.query(`UPDATE room.meta SET value = '99' WHERE key = 'schema_version'`);
      const s = await stationFailing(room.address('bdt_station'), 'newer-schema', /newer version of the app/);
      await admin.query(`UPDATE room.meta SET value = $1 WHERE key = 'schema_version'`, [
        String(ROOM_SCHEMA_VERSION),
      ]);
      expect(await s.sync.pushNow()).toMatchObject({ pending: 0, fault: null });
      expect(
        await count(room, 'SELECT count(*) AS n FROM room.responses WHERE station_id = $1', [s.id]),
      ).toBe(localCount(s, 'responses'));
    } finally {
      await admin.query(`UPDATE room.meta SET value = $1 WHERE key = 'schema_version'`, [
        String(ROOM_SCHEMA_VERSION),
      ]);
      await admin.end();
    }
  });

  it('a revoked role (NOLOGIN): says it was revoked; the station catches up when IT restores it', async () => {
    const server = await connect(PG_URL);
    try {
      await server.query('ALTER ROLE bdt_station NOLOGIN');
      const s = await stationFailing(room.address('bdt_station'), 'no-login', /revoked/);
      await server.query('ALTER ROLE bdt_station LOGIN');
      expect(await s.sync.pushNow()).toMatchObject({ pending: 0, fault: null });
    } finally {
      await server.query('ALTER ROLE bdt_station LOGIN');
      await server.end();
    }
  });

  it('a local record the room refuses (a 100,000-character name) is kept aside with the reason; damaged JSON goes as text; the rest arrives', async () => {
    const s = openStation('hostile-local', room.address('bdt_station'));
    open.push(s);
    s.db()
      .prepare(
        `INSERT INTO trainees (id, name, identifier, created_at) VALUES ('long-name', ?, '', '2026-01-01T00:00:00Z')`,
      )
      .run('N'.repeat(100_000));
    // A local session whose stored JSON is damaged: sent as a JSON string, kept as such, never a failed push.
    const damaged = randomUUID();
    s.db()
      .prepare(
        `INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
         VALUES (?, 'long-name', 'Damaged', 'practice', '{"not json', '1', 0, '2026-01-01T00:00:00Z')`,
      )
      .run(damaged);
    const fine = await s.value('trainees.create', {
      name: "Robert'); DROP TABLE room.trainees; --",
      identifier: 'SQL-1',
    });
    await s.practise(fine.id);
    const status = await s.sync.pushNow();
    expect(status).toMatchObject({ pending: 0, refused: 1, fault: null });
    const kept = s.db().prepare('SELECT kind, reason FROM room_refused').all() as {
      kind: string;
      reason: string;
    }[];
    expect(kept).toEqual([{ kind: 'trainee', reason: expect.stringMatching(/trainees_name_check/) }]);
    // SQL in a name is a name.
    const admin = await room.admin();
    try {
      const spec = await admin.query(`SELECT spec #>> '{}' AS text FROM room.sessions WHERE id = $1`, [
        damaged,
      ]);
      expect(spec.rows).toEqual([{ text: '{"not json' }]);
      const row = await admin.query(`SELECT name FROM room.trainees WHERE staff_number = 'SQL-1'`);
      expect(row.rows).toEqual([{ name: "Robert'); DROP TABLE room.trainees; --" }]);
    } finally {
      await admin.end();
    }
    expect(localCount(s, 'trainees')).toBeGreaterThanOrEqual(2);
  });

  it('hostile rows in the room (a 100,000-character name, a set that is not a drill set) are refused at the pull; the rest is taken', async () => {
    const admin = await room.admin();
    try {
      // Only an administrator who removed the room's checks could store these.
      await admin.query('ALTER TABLE room.trainees DROP CONSTRAINT trainees_name_check');
      await admin.query(
        `INSERT INTO room.trainees (id, name, staff_number, created_at) VALUES ('huge', repeat('x', 100000), 'HUGE', now()),
           ('sql', 'x''); DELETE FROM trainees; --', 'SQL-2', now())`,
      );
      await admin.query(
        `INSERT INTO room.documents VALUES ('drill_set', 'bad-set', 1, 'Bad', '{"not": "a set"}', NULL, 'x')`,
      );
      const s = openStation('hostile-room', room.address('bdt_station'));
      open.push(s);
      const status = await s.sync.pushNow();
      expect(status.fault).toBeNull();
      expect(status.refusedFromRoom.map((r) => english(r))).toEqual([
        expect.stringMatching(/^room\.trainees row "huge" refused: name: /),
        expect.stringMatching(/^room\.documents row "bad-set" refused: invalid drill set/),
      ]);
      const names = s.db().prepare(`SELECT name FROM trainees WHERE identifier = 'SQL-2'`).all();
      expect(names).toEqual([{ name: "x'); DELETE FROM trainees; --" }]);
      expect(s.db().prepare(`SELECT count(*) AS n FROM trainees WHERE id = 'huge'`).get()).toEqual({ n: 0 });
      // The station still works, for the trainee it took from the room too.
      const taken = s.db().prepare(`SELECT id FROM trainees WHERE identifier = 'SQL-2'`).get() as {
        id: string;
      };
      await s.practise(taken.id);
      expect(await s.sync.pushNow()).toMatchObject({ pending: 0, fault: null });
    } finally {
      await admin.end();
    }
  });

  it('the room database dropped and made again: clear messages meanwhile, then the station sends its whole history again', async () => {
    const gone = await freshRoom('recreated');
    const s = openStation('recreated', gone.address('bdt_station'));
    open.push(s);
    const trainee = await s.value('trainees.create', { name: 'Rebuilt Rita', identifier: 'RR-1' });
    await s.practise(trainee.id);
    expect((await s.sync.pushNow()).fault).toBeNull();
    await gone.drop();
    await s.practise(trainee.id);
    expect((await s.sync.pushNow()).fault?.problem).toBe('no-database');
    const server = await connect(PG_URL);
    try {
      await server.query(`CREATE DATABASE ${gone.database}`);
    } finally {
      await server.end();
    }
    expect((await s.sync.pushNow()).fault?.problem).toBe('not-a-room');
    const admin = await gone.admin();
    try {
      await prepareRoom(admin, PASSWORDS);
    } finally {
      await admin.end();
    }
    expect(await s.sync.pushNow()).toMatchObject({ pending: 0, refused: 0, fault: null });
    const local = localCount(s, 'responses');
    expect(await count(gone, 'SELECT count(*) AS n FROM room.responses')).toBe(local);
    expect(await count(gone, 'SELECT count(*) AS n FROM room.sessions')).toBe(localCount(s, 'sessions'));
    expect(await count(gone, 'SELECT sum(responses) AS n FROM room.trainee_totals')).toBe(local);
    await s.close();
    open.splice(open.indexOf(s), 1);
    await gone.drop();
  });
});
