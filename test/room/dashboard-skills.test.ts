// The trainer's Dashboard on a PC in a training room (issue 22): each trainee's skill trends, floor readiness and
// held-back skills over every station (room migration 6's windows), each step once (before and after a push), in the
// record's order (a station whose clock is hours wrong and runs backwards does not reorder its steps), and hostile rows
// in the room's windows and outcomes refused or counting nothing.
import { english } from '../../core/i18n/phrase.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardRow, SkillTrend } from '../../contract/progress-types.ts';
import { KIND_LABELS } from '../../core/drills/kinds/index.ts';
import { joinedStation, type JoinedStation } from './joined-station.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';

const CALLS = KIND_LABELS['call-hand'];

/**
 * A practice session of Call the hand written as the sessions service writes one (the outbox triggers fire as for any
 * answer): one step per item, right or wrong by `marks` in seq order, answered at `answeredAt(seq)`.
 */
function record(
  s: JoinedStation,
  traineeId: string,
  startedAt: string,
  marks: readonly boolean[],
  answeredAt: (seq: number) => string,
): string {
  const db = s.db();
  const id = randomUUID();
  db.exec('BEGIN');
  db.prepare(
    `INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
     VALUES (?, ?, 'Calls', 'practice', '{}', '1', ?, ?)`,
  ).run(id, traineeId, marks.length, startedAt);
  const answer = db.prepare(
    `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
       feedback_json, answered_at) VALUES (?, ?, ?, 0, 'call-hand', '{"type":"draw","draw":true}', 900, ?, ?, '{}', ?)`,
  );
  for (const [seq, right] of marks.entries())
    answer.run(id, seq, `item-${seq}`, right ? 1 : 0, right ? 1 : 0, answeredAt(seq));
  db.exec('COMMIT');
  return id;
}

const times = (n: number, right: boolean) => Array.from({ length: n }, () => right);
const at = (hour: number) => (seq: number) => new Date(Date.UTC(2026, 0, 1, hour, 0, seq)).toISOString();

async function rowOf(s: JoinedStation, traineeId: string): Promise<DashboardRow> {
  const row = (await s.value('dashboard.trainees')).find((r) => r.traineeId === traineeId);
  if (!row) throw new Error(`no dashboard row for ${traineeId}`);
  return row;
}

async function calls(s: JoinedStation, traineeId: string): Promise<SkillTrend | undefined> {
  return (await rowOf(s, traineeId)).skills.find((k) => k.kind === 'call-hand');
}

describe.skipIf(!PG_URL)(`Dashboard skills over the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let a: JoinedStation;
  let b: JoinedStation;
  let c: JoinedStation;
  let ada: string;
  beforeAll(async () => {
    room = await freshRoom('dashboard_skills');
    // No background push: each station pushes when the test says (what "not pushed yet" means stays true).
    const quiet = { roomIdleMs: 3_600_000 };
    a = await joinedStation(room, 'Station A', undefined, 'bdt_station', quiet);
    b = await joinedStation(room, 'Station B', undefined, 'bdt_station', quiet);
    c = await joinedStation(room, 'Station C', undefined, 'bdt_station', quiet);
    ada = (await a.value('trainees.create', { name: 'Ada', identifier: 'SK-1' })).id;
    // A: 20 calls wrong at nine; pushed. B and C take Ada from the room.
    record(a, ada, '2026-01-01T09:00:00.000Z', times(20, false), at(9));
    expect(await a.sync()).toBeNull();
    expect(await b.sync()).toBeNull();
    expect(await c.sync()).toBeNull();
  }, 60_000); // three stations joining: slow on a loaded machine
  afterAll(async () => {
    await Promise.all([a, b, c].map((s) => s?.close()));
    await room?.drop();
  });

  it("B's steps not yet pushed and A's in the room make one window, once, and still once after B pushes", async () => {
    // B: 20 right at ten, not pushed yet.
    record(b, ada, '2026-01-01T10:00:00.000Z', times(20, true), at(10));
    // 40 items: A's 20 wrong, then B's 20 right (the newer half all right: a trend of +100%).
    const whole = { kind: 'call-hand', level: 'learning', accuracy: 0.5, trend: 1 };
    expect(await calls(b, ada)).toEqual(whole);
    expect(await calls(a, ada)).toEqual({ ...whole, accuracy: 0, trend: 0 }); // A has not seen B's yet
    expect(await calls(c, ada)).toEqual({ ...whole, accuracy: 0, trend: 0 });
    expect(await b.sync()).toBeNull();
    for (const s of [a, b, c]) expect(await calls(s, ada)).toEqual(whole);
    const row = await rowOf(c, ada);
    expect(row.floor.ready).toBe(false);
    expect(row.floor.reasons.map(english)).toContain(`${CALLS}: accuracy 50% is below 95%`);
    expect(english(row.room?.message ?? '')).toContain('skill trends, floor readiness');
    expect(english(row.room?.message ?? '')).toContain(
      'skill trends, floor readiness, flagged and due cases',
    );
  });

  it('a station whose clock is hours wrong and runs backwards: its steps count in the order recorded, not by its clock', async () => {
    // C's clock is hours ahead and runs backwards: 20 wrong then 10 right in the record (seq), answered "earlier"
    // and earlier. In the record's order the window's last 50 are B's 20 right then C's 20 wrong and 10 right:
    // older half 20/25 right, newer 10/25, a trend of -40% (by its clock it would be -80%).
    record(c, ada, '2026-01-01T14:00:00.000Z', [...times(20, false), ...times(10, true)], (seq) =>
      new Date(Date.UTC(2026, 0, 1, 14, 0) - seq * 60_000).toISOString(),
    );
    const expected = { kind: 'call-hand', level: 'learning', accuracy: 0.6 };
    const before = await calls(c, ada);
    expect(before).toMatchObject(expected);
    expect(before?.trend).toBeCloseTo(-0.4, 10);
    expect(await c.sync()).toBeNull();
    for (const s of [a, b, c]) {
      const after = await calls(s, ada);
      expect(after).toMatchObject(expected);
      expect(after?.trend).toBeCloseTo(-0.4, 10);
    }
    const admin = await room.admin();
    try {
      // The room keeps no more than the window per trainee and skill.
      const kept = await admin.query<{ n: string }>(
        `SELECT count(*) AS n FROM room.skill_steps WHERE trainee_id = $1 AND kind = 'call-hand'`,
        [ada],
      );
      expect(Number(kept.rows[0]?.n)).toBe(50);
    } finally {
      await admin.end();
    }
  });

  it("a failed assessment of the skill on another station holds it back on every station's Dashboard", async () => {
    const admin = await room.admin();
    try {
      const other = randomUUID();
      await admin.query(
        `INSERT INTO room.sessions (id, trainee_id, title, mode, spec, seed, seeding, total, started_at, station_id,
           station_seq) VALUES ('sk-assess', $1, 'Calls exam', 'assessment', '{}', '1', 2, 10, now(), $2, 1)`,
        [ada, other],
      );
      await admin.query(
        `INSERT INTO room.session_ends (session_id, event, at, answered, summary, station_id, station_seq)
         VALUES ('sk-assess', 'finished', now(), 10,
           '{"passed":false,"skills":[{"kind":"call-hand","passed":false}]}', $1, 2)`,
        [other],
      );
    } finally {
      await admin.end();
    }
    for (const s of [a, b, c])
      expect((await rowOf(s, ada)).floor.reasons.map(english)).toContain(
        `${CALLS}: the last assessment of this skill failed`,
      );
  });

  it('hostile rows: a bad step in the windows is refused and counted; a bad summary counts no outcome', async () => {
    const admin = await room.admin();
    try {
      const other = randomUUID();
      await admin.query(
        `INSERT INTO room.trainees (id, name, staff_number, created_at) VALUES ('sk-mallory', 'Mallory', NULL, now())`,
      );
      await admin.query(
        `INSERT INTO room.skill_steps (trainee_id, kind, started_at, session_id, seq, step, correct, response_ms,
           station_id) VALUES ('sk-mallory', 'call-hand', now(), 'x', 0, -5, true, -1, $1),
           ('sk-mallory', repeat('k', 100000), now(), 'x', 1, 0, true, 1, $1)`,
        [other],
      );
      // Summaries that are not what the app writes: the triggers take no outcome from them.
      await admin.query(
        `INSERT INTO room.sessions (id, trainee_id, title, mode, spec, seed, seeding, total, started_at, station_id,
           station_seq) SELECT 'sk-bad-' || n, 'sk-mallory', 'Bad', 'assessment', '{}', '1', 2, 1, now(), $1, n
           FROM generate_series(1, 3) n`,
        [other],
      );
      await admin.query(
        `INSERT INTO room.session_ends (session_id, event, at, answered, summary, station_id, station_seq) VALUES
           ('sk-bad-1', 'finished', now(), 1, '"DROP TABLE room.sessions"', $1, 1),
           ('sk-bad-2', 'finished', now(), 1, '{"skills":"call-hand"}', $1, 2),
           ('sk-bad-3', 'finished', now(), 1, jsonb_build_object('skills', jsonb_build_array(
             jsonb_build_object('kind', repeat('k', 100000), 'passed', false), jsonb_build_object('kind', 7))), $1, 3)`,
        [other],
      );
      const outcomes = await admin.query<{ n: string }>(
        `SELECT count(*) AS n FROM room.skill_outcomes WHERE trainee_id = 'sk-mallory'`,
      );
      expect(Number(outcomes.rows[0]?.n)).toBe(0);
    } finally {
      await admin.end();
    }
    expect(await b.sync()).toBeNull(); // B takes Mallory from the room
    const rows = await b.value('dashboard.trainees');
    expect(rows.find((r) => r.traineeId === 'sk-mallory')?.skills).toEqual([]);
    const row = rows.find((r) => r.traineeId === ada);
    expect(english(row?.room?.message ?? '')).toMatch(/[12] row\(s\) from the room were refused/);
    expect(row?.skills.find((k) => k.kind === 'call-hand')).toMatchObject({ accuracy: 0.6 });
  });
});
