// A station's reads of the room on kept connections (issue 22): a connection the server drops is replaced at once, a
// read that fails leaves the next one working, a room made newer meanwhile is still refused in words; and the times
// the progress read has the server write are those node-postgres's own parsing gives.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoOf } from '../../electron/room/progress-read.ts';
import { RoomReadPool } from '../../electron/room/read-pool.ts';
import { ROOM_SCHEMA_VERSION } from '../../electron/room/room-schema.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';

describe.skipIf(!PG_URL)(`reads on kept connections (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  const reads = new RoomReadPool();
  beforeAll(async () => {
    room = await freshRoom('read_pool');
  });
  afterAll(async () => {
    await reads.end();
    await room.drop();
  });

  const backend = () =>
    reads.read(
      room.address('bdt_station'),
      async (c) => (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid,
    );

  it('keeps the connection between reads; one the server ended is replaced, and the read succeeds', async () => {
    const first = await backend();
    expect(await backend()).toBe(first);
    const admin = await room.admin();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [first]);
    } finally {
      await admin.end();
    }
    const again = await backend();
    expect(again).toEqual(expect.any(Number));
    expect(again).not.toBe(first);
  });

  it('a read that fails is thrown and its connection closed; the next read works', async () => {
    const before = await backend();
    await expect(reads.read(room.address('bdt_station'), (c) => c.query('SELECT 1 / 0'))).rejects.toThrow(
      /division by zero/,
    );
    const after = await backend();
    expect(after).toEqual(expect.any(Number));
    expect(after).not.toBe(before);
  });

  it('a room made newer while a connection is kept is refused at the next read, in words', async () => {
    await backend();
    const admin = await room.admin();
    try {
      await admin.query(`UPDATE room.meta SET value = '99' WHERE key = 'schema_version'`);
      await expect(backend()).rejects.toThrow(/newer version of the app/);
    } finally {
      await admin.query(`UPDATE room.meta SET value = $1 WHERE key = 'schema_version'`, [
        String(ROOM_SCHEMA_VERSION),
      ]);
      await admin.end();
    }
    expect(await backend()).toEqual(expect.any(Number));
  });

  it('a wrong password is refused, and the right one then reads (settings changed: a pool of their own)', async () => {
    await expect(reads.read(room.address('bdt_station', 'not-the-password'), async () => 1)).rejects.toThrow(
      /password/,
    );
    expect(await backend()).toEqual(expect.any(Number));
  });

  it("the server's toISOString text is node-postgres's Date, to the millisecond, in any time zone", async () => {
    const admin = await room.admin();
    try {
      await admin.query(`SET TIME ZONE 'America/St_Johns'`);
      await fc.assert(
        fc.asyncProperty(
          // Microseconds from year 1 to 9999 (the years toISOString writes with four digits).
          fc.bigInt({ min: -62_135_596_800_000_000n, max: 253_402_300_799_999_999n }),
          async (micros) => {
            const row = (
              await admin.query<{ at: Date; text: string }>(
                `SELECT x AS at, ${isoOf('x')} AS text FROM (SELECT to_timestamp(0) + ($1 || ' microseconds')::interval AS x) t`,
                [String(micros)],
              )
            ).rows[0];
            expect(row?.text).toBe(row?.at.toISOString());
          },
        ),
        { numRuns: 200 },
      );
      const outside = await admin.query<{ text: string | null }>(
        `SELECT ${isoOf(`'10000-01-01 00:00:00+00'::timestamptz`)} AS text
         UNION ALL SELECT ${isoOf(`'0044-03-15 00:00:00+00 BC'::timestamptz`)}
         UNION ALL SELECT ${isoOf(`'infinity'::timestamptz`)}`,
      );
      expect(outside.rows.map((r) => r.text)).toEqual([null, null, null]);
    } finally {
      await admin.end();
    }
  });
});
