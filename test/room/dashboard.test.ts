// The trainer's Dashboard on a PC in a training room (issue 22): each trainee's answers over every station, each
// counted once (this PC's not yet pushed included, never twice once pushed), a room that cannot be reached leaves the
// figures as this PC has them and says why, and a hostile row in the room's summary is refused.
import { english } from '../../core/i18n/phrase.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CohortView, DashboardRow } from '../../contract/progress-types.ts';
import { cohortView, dashboardRows } from '../../electron/features/progress/dashboard.ts';
import { joinedStation, sit, type JoinedStation } from './joined-station.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';

/** This PC's answers of the trainee, straight from its SQLite. */
function answeredHere(s: JoinedStation, traineeId: string): number {
  const row = s
    .db()
    .prepare(
      'SELECT count(*) AS n FROM responses r JOIN sessions x ON x.id = r.session_id WHERE x.trainee_id = ?',
    )
    .get(traineeId) as { n: number };
  return row.n;
}

async function rowOf(s: JoinedStation, traineeId: string): Promise<DashboardRow> {
  const rows = await s.value('dashboard.trainees');
  const row = rows.find((r) => r.traineeId === traineeId);
  if (!row) throw new Error(`no dashboard row for ${traineeId}`);
  return row;
}

describe.skipIf(!PG_URL)(`the Dashboard reads the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let a: JoinedStation;
  let b: JoinedStation;
  let adaId: string;
  beforeAll(async () => {
    room = await freshRoom('dashboard');
    // No background push: each station pushes when the test says (what "not pushed yet" means stays true).
    const quiet = { roomIdleMs: 3_600_000 };
    a = await joinedStation(room, 'Station A', undefined, 'bdt_station', quiet);
    b = await joinedStation(room, 'Station B', undefined, 'bdt_station', quiet);
    adaId = (await a.value('trainees.create', { name: 'Ada', identifier: 'D-1' })).id;
    await a.practise(adaId);
    expect(await a.sync()).toBeNull();
    expect(await b.sync()).toBeNull(); // B takes Ada from the room
  }, 60_000); // two stations joining: slow on a loaded machine
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await room?.drop();
  });

  it("counts A's answers and B's own not yet pushed, each once, and still once after B pushes", async () => {
    await b.practise(adaId);
    const onA = answeredHere(a, adaId);
    const onB = answeredHere(b, adaId);
    expect(onA).toBeGreaterThan(0);
    expect(onB).toBeGreaterThan(0);
    const before = await rowOf(b, adaId);
    expect(before.room).toMatchObject({ reachable: true, answered: onA + onB, sessions: 2 });
    expect([...(before.room?.stations ?? [])].sort()).toEqual(['Station A', 'Station B']);
    expect(english(before.room?.message ?? '')).toContain('over every station of the training room');
    expect(await b.sync()).toBeNull();
    const after = await rowOf(b, adaId);
    expect(after.room).toMatchObject({ reachable: true, answered: onA + onB, sessions: 2 });
    // The rest of the row is this PC's, as before (skill trends and floor readiness: dashboard-skills.test.ts;
    // flagged and due cases: dashboard-cases.test.ts).
    const local = dashboardRows(b.db(), new Date()).find((r) => r.traineeId === adaId);
    const own = { room: undefined, lastActivity: null, skills: [], floor: null, flagged: 0, due: 0 };
    expect({ ...after, ...own }).toEqual({ ...local, ...own });
  });

  it('a third station that recorded nothing counts both stations once', async () => {
    const c = await joinedStation(room, 'Station C');
    try {
      expect(await c.sync()).toBeNull();
      const row = await rowOf(c, adaId);
      expect(row.room).toMatchObject({
        reachable: true,
        answered: answeredHere(a, adaId) + answeredHere(b, adaId),
        sessions: 2,
      });
      expect([...(row.room?.stations ?? [])].sort()).toEqual(['Station A', 'Station B']);
      expect(row.lastActivity).not.toBeNull();
    } finally {
      await c.close();
    }
  });

  it('a station that knows the same person by its own id (the same staff number) counts every station once', async () => {
    const e = await joinedStation(room, 'Station E');
    try {
      const own = (await e.value('trainees.create', { name: 'Ada L.', identifier: 'D-1' })).id;
      expect(own).not.toBe(adaId);
      await e.practise(own);
      expect(await e.sync()).toBeNull(); // the room makes E's id an alias of Ada
      const row = await rowOf(e, own);
      expect(row.room).toMatchObject({
        reachable: true,
        answered: answeredHere(a, adaId) + answeredHere(b, adaId) + answeredHere(e, own),
        sessions: 3,
      });
      expect([...(row.room?.stations ?? [])].sort()).toEqual(['Station A', 'Station B', 'Station E']);
    } finally {
      await e.close();
    }
  });

  it("a hostile row in the room's summary is refused and counted, the others read as before", async () => {
    const before = (await rowOf(b, adaId)).room;
    expect(before?.message).not.toContain('refused');
    const admin = await room.admin();
    try {
      await admin.query(
        `INSERT INTO room.trainees (id, name, staff_number, created_at) VALUES ('hostile-t', 'Mallory', NULL, now())`,
      );
      await admin.query(
        `INSERT INTO room.trainee_aliases (alias_id, trainee_id) VALUES ('hostile-t', 'hostile-t')`,
      );
      await admin.query(
        `INSERT INTO room.trainee_totals (trainee_id, station_id, sessions, responses, correct, response_ms)
         VALUES ('hostile-t', gen_random_uuid(), 1, 1, 5000, 10)`,
      );
    } finally {
      await admin.end();
    }
    expect(await b.sync()).toBeNull(); // B takes Mallory from the room
    const rows = await b.value('dashboard.trainees');
    const ada = rows.find((r) => r.traineeId === adaId);
    expect(ada?.room?.answered).toBe(before?.answered);
    expect(english(ada?.room?.message ?? '')).toContain('1 row(s) from the room were refused');
    expect(rows.find((r) => r.traineeId === 'hostile-t')?.room).toMatchObject({
      answered: 0,
      accuracy: null,
    });
  });

  it("unreachable: this PC's answers only, and why in words, never an error", async () => {
    const d = await joinedStation(room, 'Station D', 1);
    try {
      const id = (await d.value('trainees.create', { name: 'Bea', identifier: 'D-2' })).id;
      await d.practise(id);
      const row = await rowOf(d, id);
      expect(row.room).toMatchObject({
        reachable: false,
        answered: answeredHere(d, id),
        sessions: 1,
        stations: ['Station D'],
      });
      expect(english(row.room?.message ?? '')).toContain('Cannot reach the training room');
      expect(english(row.room?.message ?? '')).toContain('The figures are what this PC recorded');
    } finally {
      await d.close();
    }
  });
});

/** The cohort's figures without the note: what two cohorts must agree on. */
const figures = (c: CohortView) => ({ ...c, room: undefined });
const PERIOD = { from: '2020-01-01', to: '2099-12-31' };

/** The cohort the stations' own records make, each station's counted once: what a whole room's cohort must be. */
function summed(stations: readonly JoinedStation[]) {
  const own = stations.map((s) => cohortView(s.db(), PERIOD.from, PERIOD.to));
  const add = (pick: (c: CohortView) => readonly { key: string; attempts: number; passed: number }[]) =>
    Object.fromEntries(
      [...new Set(own.flatMap((c) => pick(c).map((r) => r.key)))].map((key) => [
        key,
        own.flatMap((c) => pick(c).filter((r) => r.key === key)).reduce((n, r) => n + r.attempts, 0),
      ]),
    );
  // Every case each station tallied (the cohort shows the most missed of them).
  const cases = new Map<string, number>();
  for (const s of stations)
    for (const c of s.db().prepare('SELECT kind, tag, answered FROM case_weeks').all() as {
      kind: string;
      tag: string;
      answered: number;
    }[])
      cases.set(`${c.kind}/${c.tag}`, (cases.get(`${c.kind}/${c.tag}`) ?? 0) + c.answered);
  return { bySet: add((c) => c.bySet), bySkill: add((c) => c.bySkill), cases };
}

const attemptsBy = (rates: readonly { key: string; attempts: number }[]) =>
  Object.fromEntries(rates.map((r) => [r.key, r.attempts]));

describe.skipIf(!PG_URL)(
  `the Dashboard's cohort and attempts read the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`,
  () => {
    let room: Room;
    let a: JoinedStation;
    let b: JoinedStation;
    let c: JoinedStation;
    let adaId: string;
    beforeAll(async () => {
      room = await freshRoom('dashboard_cohort');
      a = await joinedStation(room, 'Station A');
      b = await joinedStation(room, 'Station B');
      c = await joinedStation(room, 'Station C');
      adaId = (await a.value('trainees.create', { name: 'Ada', identifier: 'D-1' })).id;
      await a.practise(adaId);
      await sit(a, 'Cal', 'C-9');
      expect(await a.sync()).toBeNull();
      expect(await b.sync()).toBeNull(); // B takes Ada and Cal from the room
      await b.practise(adaId);
      await sit(b, 'Cal', 'C-9');
    }, 60_000); // three stations, two assessments and two syncs
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await c?.close();
      await room?.drop();
    });

    it("B's cohort counts A's pushed work and its own not yet pushed, each once, and the same after B pushes", async () => {
      const want = summed([a, b]);
      const before = await b.value('dashboard.cohort', PERIOD);
      expect(before.room).toMatchObject({ reachable: true });
      expect(english(before.room?.message ?? '')).toContain('covers every station');
      expect(attemptsBy(before.bySet)).toEqual(want.bySet);
      expect(attemptsBy(before.bySkill)).toEqual(want.bySkill);
      expect(before.mostMissed.length).toBeGreaterThan(0);
      for (const m of before.mostMissed) expect(m.answered).toBe(want.cases.get(`${m.kind}/${m.tag}`));
      // Ada practised on both, Cal sat on both: two people, each once whichever station knows them.
      expect(before.activeTrainees).toBe(2);
      expect(before.bySet.every((r) => r.trainees === 1)).toBe(true);
      expect(await b.sync()).toBeNull();
      expect(figures(await b.value('dashboard.cohort', PERIOD))).toEqual(figures(before));
    });

    it('a station that recorded nothing shows the same whole cohort; A, whose records B pulled nothing of, too', async () => {
      expect(await c.sync()).toBeNull();
      const onB = figures(await b.value('dashboard.cohort', PERIOD));
      expect(figures(await c.value('dashboard.cohort', PERIOD))).toEqual(onB);
      expect(figures(await a.value('dashboard.cohort', PERIOD))).toEqual(onB);
      const want = summed([a, b]);
      expect(Math.max(...onB.mostMissed.map((m) => m.answered))).toBeGreaterThan(0);
      for (const m of onB.mostMissed) expect(m.answered).toBe(want.cases.get(`${m.kind}/${m.tag}`));
    });

    it("each trainee's attempts count every station once, newest first, on every station", async () => {
      for (const s of [a, b, c]) {
        const rows = await s.value('dashboard.trainees');
        const cal = rows.find((r) => r.name === 'Cal');
        expect(cal).toMatchObject({ attemptsTotal: 2 });
        expect(cal?.attempts).toHaveLength(2);
        expect(new Set(cal?.attempts.map((x) => x.sessionId)).size).toBe(2);
        const ended = cal?.attempts.map((x) => x.endedAt) ?? [];
        expect(ended).toEqual([...ended].sort().reverse());
        expect(rows.find((r) => r.traineeId === adaId)).toMatchObject({ attemptsTotal: 0 });
      }
    });

    it("unreachable: the cohort is this PC's, with why in words, never an error", async () => {
      const d = await joinedStation(room, 'Station D', 1);
      try {
        const id = (await d.value('trainees.create', { name: 'Bea', identifier: 'D-2' })).id;
        await d.practise(id);
        const view = await d.value('dashboard.cohort', PERIOD);
        expect(view.room?.reachable).toBe(false);
        expect(english(view.room?.message ?? '')).toContain('Cannot reach the training room');
        expect(figures(view)).toEqual(figures(cohortView(d.db(), PERIOD.from, PERIOD.to)));
        expect(view.activeTrainees).toBe(1);
      } finally {
        await d.close();
      }
    });
  },
);
