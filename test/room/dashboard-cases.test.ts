// The trainer's Dashboard on a PC in a training room (issue 22): each trainee's flagged and due cases over every station
// (room migration 8's case windows): a case missed on station A is flagged and due on station C's Dashboard, each
// answer once (before and after a push), in the record's order (a station whose clock is hours wrong and runs
// backwards does not reorder its answers), and hostile rows in the room's case windows refused or counting nothing.
import { english } from '../../core/i18n/phrase.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardRow } from '../../contract/progress-types.ts';
import { CASE_WINDOW } from '../../electron/room/room-schema-case-steps.ts';
import { CASE_WINDOWS_FILL } from '../../electron/room/room-schema-case-windows.ts';
import { joinedStation, type JoinedStation } from './joined-station.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';

const CASE = 'p5-b7';

/**
 * A practice session of Call the hand written as the sessions service writes one (the outbox triggers fire as for any
 * answer): one step per item, each of case CASE, right or wrong by `marks` in seq order, answered at `answeredAt(seq)`.
 */
function record(
  s: JoinedStation,
  traineeId: string,
  startedAt: string,
  marks: readonly boolean[],
  answeredAt: (seq: number) => string,
): void {
  const db = s.db();
  const id = randomUUID();
  db.exec('BEGIN');
  db.prepare(
    `INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
     VALUES (?, ?, 'Calls', 'practice', '{}', '1', ?, ?)`,
  ).run(id, traineeId, marks.length, startedAt);
  const answer = db.prepare(
    `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
       feedback_json, answered_at) VALUES (?, ?, ?, 0, 'call-hand', '{"type":"draw","draw":true}', 900, ?, ?, ?, ?)`,
  );
  const feedback = JSON.stringify({ key: { cases: [CASE] } });
  for (const [seq, right] of marks.entries())
    answer.run(id, seq, `item-${seq}`, right ? 1 : 0, right ? 1 : 0, feedback, answeredAt(seq));
  db.exec('COMMIT');
}

const times = (n: number, right: boolean) => Array.from({ length: n }, () => right);
const at = (hour: number) => (seq: number) => new Date(Date.UTC(2026, 0, 1, hour, 0, seq)).toISOString();

async function rowOf(s: JoinedStation, traineeId: string): Promise<DashboardRow> {
  const row = (await s.value('dashboard.trainees')).find((r) => r.traineeId === traineeId);
  if (!row) throw new Error(`no dashboard row for ${traineeId}`);
  return row;
}

const cases = async (s: JoinedStation, traineeId: string) => {
  const row = await rowOf(s, traineeId);
  return { flagged: row.flagged, due: row.due };
};

describe.skipIf(!PG_URL)(`Dashboard cases over the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let a: JoinedStation;
  let b: JoinedStation;
  let c: JoinedStation;
  let ada: string;
  beforeAll(async () => {
    room = await freshRoom('dashboard_cases');
    // No background push: each station pushes when the test says (what "not pushed yet" means stays true).
    const quiet = { roomIdleMs: 3_600_000 };
    a = await joinedStation(room, 'Station A', undefined, 'bdt_station', quiet);
    b = await joinedStation(room, 'Station B', undefined, 'bdt_station', quiet);
    c = await joinedStation(room, 'Station C', undefined, 'bdt_station', quiet);
    ada = (await a.value('trainees.create', { name: 'Ada', identifier: 'CS-1' })).id;
    expect(await a.sync()).toBeNull();
    expect(await b.sync()).toBeNull();
    expect(await c.sync()).toBeNull();
  }, 60_000); // three stations joining: slow on a loaded machine
  afterAll(async () => {
    await Promise.all([a, b, c].map((s) => s?.close()));
    await room?.drop();
  });

  it("a case missed on A is flagged and due on C's Dashboard once A has pushed, and counted once on A", async () => {
    // A: 20 right, then 5 wrong (the last five: missed again and again); not pushed yet.
    record(a, ada, '2026-01-01T09:00:00.000Z', [...times(20, true), ...times(5, false)], at(9));
    expect(await cases(a, ada)).toEqual({ flagged: 1, due: 1 });
    expect(await cases(c, ada)).toEqual({ flagged: 0, due: 0 });
    expect(await a.sync()).toBeNull();
    for (const s of [a, b, c]) expect(await cases(s, ada)).toEqual({ flagged: 1, due: 1 });
    expect(english((await rowOf(c, ada)).room?.message ?? '')).toContain(
      'flagged and due cases and the cohort below cover every',
    );
    const admin = await room.admin();
    try {
      // The room keeps no more than the window per trainee and case.
      const kept = await admin.query<{ n: string }>(
        `SELECT count(*) AS n FROM room.case_steps WHERE trainee_id = $1 AND kind = 'call-hand' AND tag = $2`,
        [ada, CASE],
      );
      expect(Number(kept.rows[0]?.n)).toBe(CASE_WINDOW);
    } finally {
      await admin.end();
    }
  });

  it('a station whose clock is hours wrong and runs backwards: its answers count in the order recorded, not by its clock', async () => {
    // B's session starts after A's, but B's clock says its answers came hours before A's, and earlier and earlier.
    // In the record's order the case's last five are B's, all right: not flagged. By the clock they would be A's five
    // misses: flagged.
    record(b, ada, '2026-01-01T10:00:00.000Z', times(5, true), (seq) =>
      new Date(Date.UTC(2026, 0, 1, 3, 0) - seq * 60_000).toISOString(),
    );
    expect(await cases(b, ada)).toEqual({ flagged: 0, due: 1 }); // B's not pushed yet, A's from the room
    expect(await cases(c, ada)).toEqual({ flagged: 1, due: 1 });
    expect(await b.sync()).toBeNull();
    for (const s of [a, b, c]) expect((await cases(s, ada)).flagged).toBe(0);
    expect((await cases(c, ada)).due).toBe(1); // a case last answered in January is due again by now
  });

  it('hostile rows: a bad case window is refused and counted; a feedback whose cases are not a list keeps none', async () => {
    const admin = await room.admin();
    const other = randomUUID();
    try {
      await admin.query(
        `INSERT INTO room.case_steps (trainee_id, kind, tag, started_at, session_id, seq, correct, response_ms, late,
           answered_at, station_id) VALUES
           ($1, 'call-hand', 'bad-time', now(), 'x', 0, false, -1, false, now(), $2),
           ($1, 'call-hand', repeat('t', 100000), now(), 'x', 1, false, 1, false, now(), $2),
           ($1, repeat('k', 100000), 'long-kind', now(), 'x', 2, false, 1, false, now(), $2),
           ($1, 'call-hand', 'far', 'infinity', 'x', 3, false, 1, false, now(), $2)`,
        [ada, other],
      );
      // A tag of SQL text is only text: a case like any other.
      await admin.query(
        `INSERT INTO room.case_steps (trainee_id, kind, tag, started_at, session_id, seq, correct, response_ms, late,
           answered_at, station_id) SELECT $1, 'call-hand', '''); DROP TABLE room.sessions; --', now(), 'y', n, false,
           1, false, now(), $2 FROM generate_series(0, 2) n`,
        [ada, other],
      );
      // Feedback that is not what the app writes: the triggers keep no answer of it.
      await admin.query(
        `INSERT INTO room.sessions (id, trainee_id, title, mode, spec, seed, seeding, total, started_at, station_id,
           station_seq) VALUES ('cs-bad', $1, 'Bad', 'practice', '{}', '1', 2, 2, now(), $2, 1)`,
        [ada, other],
      );
      await admin.query(
        `INSERT INTO room.responses (session_id, seq, trainee_id, item_id, step, kind, response, response_ms, correct,
           credit, feedback, timed_out, answered_at, station_id, station_seq) VALUES
           ('cs-bad', 0, $1, 'i0', 0, 'call-hand', '{}', 1, false, 0, '{"key":{"cases":"DROP TABLE"}}', false, now(), $2, 2),
           ('cs-bad', 1, $1, 'i1', 0, 'call-hand', '{}', 1, false, 0,
             jsonb_build_object('key', jsonb_build_object('cases', jsonb_build_array(repeat('c', 100000)))),
             false, now(), $2, 3)`,
        [ada, other],
      );
      const kept = await admin.query<{ n: string }>(
        `SELECT count(*) AS n FROM room.case_steps WHERE session_id = 'cs-bad'`,
      );
      expect(Number(kept.rows[0]?.n)).toBe(0);
      // The windows the Dashboard reads (migration 9) built again from the hostile steps, and one not even a list.
      await admin.query(CASE_WINDOWS_FILL);
      await admin.query(
        `INSERT INTO room.case_windows (trainee_id, kind, tag, stations, steps, kept_by)
         VALUES ($1, 'call-hand', 'not-a-list', ARRAY[$2::uuid], '{"steps":"DROP TABLE"}', pg_current_xact_id())`,
        [ada, other],
      );
    } finally {
      await admin.end();
    }
    const row = await rowOf(c, ada);
    expect(english(row.room?.message ?? '')).toContain('5 row(s) from the room were refused');
    // p5-b7 as before, and the SQL-text case: three misses of three.
    expect({ flagged: row.flagged, due: row.due }).toEqual({ flagged: 1, due: 2 });
  });
});
