// A trainee's progress page on a PC in a training room (issue 22): the answers given on another station count in its
// figures, every session shows the station that recorded it, a room that cannot be reached leaves the page as this PC
// has it and says so in words, and a hostile row in the room is refused or shown as text.
import { english } from '../../core/i18n/phrase.ts';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraineeProgress } from '../../contract/progress-types.ts';
import { traineeProgress } from '../../electron/features/progress/progress.ts';
import { joinedStation, type JoinedStation } from './joined-station.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';

/** Whether this PC's progress summaries are behind its answers (they catch up when a page of this PC alone is read). */
const behind = (db: DatabaseSync) =>
  (
    db
      .prepare(
        `SELECT (SELECT max(rowid) FROM responses) >
           (SELECT value FROM progress_meta WHERE key = 'facts_through') AS behind`,
      )
      .get() as { behind: number }
  ).behind === 1;

/** The by-session points as comparable keys. */
const points = (p: TraineeProgress) =>
  p.bySession.map((x) => `${x.key} ${x.kind} ${x.answered} ${x.accuracy} ${x.medianMs}`).sort();

describe.skipIf(!PG_URL)(`the progress page reads the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let a: JoinedStation;
  let b: JoinedStation;
  let adaId: string;
  let first: string;
  let second: string;
  beforeAll(async () => {
    room = await freshRoom('progress');
    a = await joinedStation(room, 'Station A');
    b = await joinedStation(room, 'Station B');
    adaId = (await a.value('trainees.create', { name: 'Ada', identifier: 'P-1' })).id;
    first = await a.practise(adaId);
    expect(await a.sync()).toBeNull();
    expect(await b.sync()).toBeNull(); // B takes Ada from the room
    second = await b.practise(adaId);
    expect(await b.sync()).toBeNull();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await room?.drop();
  });

  it("counts the other station's answers in the figures, and names each session's station", async () => {
    const onlyA = traineeProgress(a.db(), adaId, new Date());
    const onlyB = traineeProgress(b.db(), adaId, new Date());
    if (!onlyA.ok || !onlyB.ok) throw new Error('local pages');
    const page = await b.value('progress.page', { traineeId: adaId });
    expect(page.room).toMatchObject({ reachable: true, refused: 0 });
    expect(english(page.room?.message ?? '')).toContain('1 session(s) recorded on other stations');
    expect(page.room?.sessions.map((s) => [s.sessionId, s.station, s.ended]).sort()).toEqual(
      [
        [first, 'Station A', true],
        [second, 'Station B', true],
      ].sort(),
    );
    // The charts hold both sessions, each exactly as the PC that recorded it computes it.
    expect(points(page)).toEqual([...points(onlyA.value), ...points(onlyB.value)].sort());
    const answered = (p: TraineeProgress) => p.skills['call-hand'].answered;
    expect(answered(page)).toBe(answered(onlyA.value) + answered(onlyB.value));
    expect(answered(onlyB.value)).toBeGreaterThan(0);
    // The trainer's view of the trainee, on A, reads the same.
    const trainerView = await a.value('dashboard.trainee', { traineeId: adaId });
    expect(points(trainerView)).toEqual(points(page));
    expect(trainerView.room?.sessions).toEqual(page.room?.sessions);
  });

  it('a session recorded here but not yet pushed is listed with this station', async () => {
    const third = await b.practise(adaId);
    const page = await b.value('progress.page', { traineeId: adaId });
    expect(page.room?.sessions.find((s) => s.sessionId === third)).toMatchObject({ station: 'Station B' });
    expect(page.room?.sessions).toHaveLength(3);
    expect(await b.sync()).toBeNull();
  });

  it("with answers elsewhere, reads none of this PC's summaries: read while they are behind, it counts as after", async () => {
    const fourth = await b.practise(adaId);
    expect(behind(b.db())).toBe(true);
    const page = await b.value('progress.page', { traineeId: adaId });
    expect(page.room?.sessions.find((s) => s.sessionId === fourth)).toMatchObject({ station: 'Station B' });
    // Not brought up to date by the room's page (its catch-up was most of a first read): a page of this PC alone does.
    expect(behind(b.db())).toBe(true);
    const onlyA = traineeProgress(a.db(), adaId, new Date());
    const onlyB = traineeProgress(b.db(), adaId, new Date());
    if (!onlyA.ok || !onlyB.ok) throw new Error('local pages');
    expect(behind(b.db())).toBe(false);
    expect(points(page)).toEqual([...points(onlyA.value), ...points(onlyB.value)].sort());
    const answered = (p: TraineeProgress) => p.skills['call-hand'].answered;
    expect(answered(page)).toBe(answered(onlyA.value) + answered(onlyB.value));
    expect(page.attempts).toEqual(onlyB.value.attempts);
    expect(page.targets).toEqual(onlyB.value.targets);
    expect(page.name).toBe('Ada');
    // Read again with the summaries caught up: the same page.
    expect(await b.value('progress.page', { traineeId: adaId })).toEqual(page);
    expect(await b.sync()).toBeNull();
  });

  it('a hostile row in the room is refused, and SQL text in a title is shown as text', async () => {
    const admin = await room.admin();
    const title = `'); DROP TABLE room.sessions; --`;
    try {
      await admin.query(
        `INSERT INTO room.sessions (id, trainee_id, title, mode, spec, seed, seeding, total, started_at, station_id,
           station_seq)
         SELECT 'hostile-1', trainee_id, $1, 'practice', '{}', 's', 1, 1, now(), station_id, 999999
         FROM room.sessions WHERE id = $2`,
        [title, first],
      );
      await admin.query(
        `INSERT INTO room.responses SELECT 'hostile-1', 0, trainee_id, item_id, step, 'not-a-skill', response,
           response_ms, correct, credit, feedback, timed_out, answered_at, station_id, 999999, now()
         FROM room.responses WHERE session_id = $1 LIMIT 1`,
        [first],
      );
      // Feedback whose cases are text, not a list (the room's answers come as JSON made by the server: still checked).
      await admin.query(
        `INSERT INTO room.responses SELECT 'hostile-1', 1, trainee_id, item_id, step, kind, response, response_ms,
           correct, credit, '{"key":{"cases":"DROP TABLE room.sessions"}}', timed_out, answered_at, station_id,
           1000000, now()
         FROM room.responses WHERE session_id = $1 LIMIT 1`,
        [first],
      );
    } finally {
      await admin.end();
    }
    const page = await b.value('progress.page', { traineeId: adaId });
    expect(page.room).toMatchObject({ reachable: true, refused: 2 });
    expect(page.room?.sessions.find((s) => s.sessionId === 'hostile-1')?.title).toBe(title);
    expect(page.bySession.some((p) => p.key === 'hostile-1')).toBe(false);
    expect(
      await room.admin().then(async (c) => {
        try {
          return Number((await c.query<{ n: string }>('SELECT count(*) AS n FROM room.sessions')).rows[0]?.n);
        } finally {
          await c.end();
        }
      }),
    ).toBeGreaterThan(0);
  });

  it("offline: this PC's figures and sessions, and the reason in words, never an error", async () => {
    const c = await joinedStation(room, 'Station C', 1);
    try {
      const id = (await c.value('trainees.create', { name: 'Bea', identifier: 'P-2' })).id;
      const session = await c.practise(id);
      const local = traineeProgress(c.db(), id, new Date());
      if (!local.ok) throw new Error(local.error);
      const page = await c.value('progress.page', { traineeId: id });
      expect(page.room).toMatchObject({ reachable: false, refused: 0 });
      expect(english(page.room?.message ?? '')).toContain('Cannot reach the training room');
      expect(english(page.room?.message ?? '')).toContain('The figures are what this PC recorded');
      expect(page.room?.sessions.map((s) => [s.sessionId, s.station])).toEqual([[session, 'Station C']]);
      expect(points(page)).toEqual(points(local.value));
    } finally {
      await c.close();
    }
  });
});
