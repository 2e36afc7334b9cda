// Assignments in the room: work a trainer assigns on PC A shows on whichever PC the trainee sits at (their own
// trainee there, by the room's id, an alias or the staff number); a new due date and a removal reach the stations as
// new revisions; two trainers changing one assignment make two revisions and the later one is told.
import { describe, expect, it } from 'vitest';
import { NO_PG_REASON, PG_URL, useRoom } from './room-fixture.ts';
import { english, sayPhrase } from '../../core/i18n/phrase.ts';

const SET = 'call-hand-practice';

describe.skipIf(!PG_URL)(`assignments in the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom('assignments');
  const station = suite.station;
  const trainer = async (name: string) => {
    const s = station(name, suite.room.address('bdt_trainer'));
    await s.value('trainer.setPasscode', { passcode: 'room-assignments-passcode' });
    return s;
  };
  const rows = async (id: string) => {
    const admin = await suite.room.admin();
    try {
      const r = await admin.query(
        `SELECT revision, due_on::text AS due_on, removed, base_revision FROM room.assignments WHERE id = $1
         ORDER BY revision`,
        [id],
      );
      return r.rows as unknown[];
    } finally {
      await admin.end();
    }
  };

  it('assigned on A, it is on station B for that trainee; a new due date and the removal follow', async () => {
    const b = station('Station B', suite.room.address('bdt_station'));
    // The trainee first practised on B, then the trainer added them on A with the same staff number.
    const onB = await b.value('trainees.create', { name: 'Ada B', identifier: 'AS-1' });
    expect((await b.sync.pushNow()).fault).toBeNull();
    const a = await trainer('Trainer PC A');
    const onA = await a.value('trainees.create', { name: 'Ada A', identifier: 'AS-1' });
    const [given] = await a.value('assignments.assign', {
      drillSetId: SET,
      traineeIds: [onA.id],
      dueOn: '2099-01-31',
    });
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, notices: [] });
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });

    const mine = await b.value('assignments.mine', { traineeId: onB.id });
    expect(mine.map((w) => [w.id, w.drillSetId, w.dueOn, w.done, w.available])).toEqual([
      [given?.id, SET, '2099-01-31', false, true],
    ]);
    // A station that never had the trainee takes them from the room with their work.
    const c = station('Station C', suite.room.address('bdt_station'));
    expect(await c.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    const onC = c.db().prepare(`SELECT id FROM trainees WHERE identifier = 'AS-1'`).get() as { id: string };
    expect((await c.value('assignments.mine', { traineeId: onC.id })).map((w) => w.dueOn)).toEqual([
      '2099-01-31',
    ]);

    // Assigned again on A: a new due date, a new revision.
    await a.value('assignments.assign', { drillSetId: SET, traineeIds: [onA.id], dueOn: '2099-02-28' });
    await a.sync.pushNow();
    await b.sync.pushNow();
    expect((await b.value('assignments.mine', { traineeId: onB.id })).map((w) => w.dueOn)).toEqual([
      '2099-02-28',
    ]);

    await a.value('assignments.unassign', { assignmentId: given?.id ?? '' });
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, notices: [] });
    await b.sync.pushNow();
    await c.sync.pushNow();
    expect(await b.value('assignments.mine', { traineeId: onB.id })).toEqual([]);
    expect(await c.value('assignments.mine', { traineeId: onC.id })).toEqual([]);
    expect(await rows(given?.id ?? '')).toEqual([
      { revision: 1, due_on: '2099-01-31', removed: false, base_revision: null },
      { revision: 2, due_on: '2099-02-28', removed: false, base_revision: 1 },
      { revision: 3, due_on: '2099-02-28', removed: true, base_revision: 2 },
    ]);
    // Nothing more is sent once in step.
    await a.sync.pushNow();
    expect(await rows(given?.id ?? '')).toHaveLength(3);
  });

  it('two trainers change one assignment: both kept as revisions, the later trainer is told, both end on it', async () => {
    const d = await trainer('Trainer PC D');
    const e = await trainer('Trainer PC E');
    const grace = await d.value('trainees.create', { name: 'Grace', identifier: 'AS-2' });
    const [given] = await d.value('assignments.assign', {
      drillSetId: SET,
      traineeIds: [grace.id],
      dueOn: null,
    });
    await d.sync.pushNow();
    await e.sync.pushNow();
    const onE = e.db().prepare(`SELECT id FROM trainees WHERE identifier = 'AS-2'`).get() as { id: string };
    await d.value('assignments.assign', { drillSetId: SET, traineeIds: [grace.id], dueOn: '2099-03-01' });
    await e.value('assignments.assign', { drillSetId: SET, traineeIds: [onE.id], dueOn: '2099-04-01' });
    expect(await d.sync.pushNow()).toMatchObject({ fault: null, notices: [] });
    const late = await e.sync.pushNow();
    expect(late.notices.map((n) => english(n))).toEqual([
      expect.stringMatching(/^The assignment of “.+” was saved in the room by another trainer.*revision 3/),
    ]);
    expect(await rows(given?.id ?? '')).toEqual([
      { revision: 1, due_on: null, removed: false, base_revision: null },
      { revision: 2, due_on: '2099-03-01', removed: false, base_revision: 1 },
      { revision: 3, due_on: '2099-04-01', removed: false, base_revision: 1 },
    ]);
    await d.sync.pushNow();
    expect((await d.value('assignments.mine', { traineeId: grace.id })).map((w) => w.dueOn)).toEqual([
      '2099-04-01',
    ]);
  });

  it("a set and an assignment the room refuses are said once on the trainer's PC, and the rest is sent", async () => {
    const logs: string[] = [];
    const g = station('Trainer PC G', suite.room.address('bdt_trainer'), { log: (line) => logs.push(line) });
    await g.value('trainer.setPasscode', { passcode: 'room-assignments-passcode' });
    const ida = await g.value('trainees.create', { name: 'Ida', identifier: 'AS-3' });
    // Rows no screen of the app writes: what an older version or a damaged file could hold.
    g.db()
      .prepare(
        `INSERT INTO assignments (id, trainee_id, drill_set_id, title, assigned_at) VALUES ('bad-day', ?, 'other-set', 'Bad', 'soon')`,
      )
      .run(ida.id);
    g.db()
      .prepare(
        `INSERT INTO drill_sets (id, title, json, source_file, imported_at, revision, updated_at)
         VALUES ('long-title', ?, '{}', NULL, '2026-01-01T00:00:00Z', 1, '2026-01-01T00:00:00Z')`,
      )
      .run('T'.repeat(300));
    const [good] = await g.value('assignments.assign', {
      drillSetId: SET,
      traineeIds: [ida.id],
      dueOn: null,
    });
    const first = await g.sync.pushNow();
    expect(first.fault).toBeNull();
    // Issue 24: the trainer reads the kind of refusal in their language; PostgreSQL's English is only in the log.
    expect(first.notices.map((n) => english(n))).toEqual([
      expect.stringMatching(
        /^“T{120}” was not sent: the room refused it \(a value is outside what the room accepts\)\.$/,
      ),
      'The assignment of “Bad” was not sent: the room refused it (a value is not one the room can store).',
    ]);
    expect(first.notices.map((n) => sayPhrase(n, 'zh-Hant'))).toEqual([
      expect.stringMatching(/^「?“?T{120}.*沒有傳送：培訓室拒絕接收（有數值超出培訓室接受的範圍）。$/),
      expect.stringMatching(/沒有傳送：培訓室拒絕接收（有數值無法存入培訓室）。$/),
    ]);
    for (const n of first.notices)
      expect(sayPhrase(n, 'zh-Hans')).not.toMatch(/soon|title|violates|invalid/i);
    expect(logs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^room refused drill_set long-title: 23514 .*title/),
        expect.stringMatching(/^room refused assignment bad-day: 22007 .*"soon"/),
      ]),
    );
    expect(await rows(good?.id ?? '')).toHaveLength(1);
    expect(await g.sync.pushNow()).toMatchObject({ fault: null, notices: first.notices });
    expect(await rows('bad-day')).toEqual([]);
  });

  it('a hostile assignment row is refused on the station with the reason; the others are taken', async () => {
    const admin = await suite.room.admin();
    try {
      await admin.query('ALTER TABLE room.assignments DROP CONSTRAINT assignments_title_check');
      await admin.query(
        `INSERT INTO room.assignments (id, revision, trainee_id, drill_set_id, title)
         SELECT 'huge', 1, id, 'set', repeat('x', 100000) FROM room.trainees WHERE staff_number = 'AS-2'`,
      );
    } finally {
      await admin.end();
    }
    const f = station('Station F', suite.room.address('bdt_station'));
    const status = await f.sync.pushNow();
    expect(status.fault).toBeNull();
    expect(status.refusedFromRoom.map((r) => english(r))).toEqual([
      expect.stringMatching(/^room\.assignments row "huge" refused: title: /),
    ]);
    const grace = f.db().prepare(`SELECT id FROM trainees WHERE identifier = 'AS-2'`).get() as { id: string };
    expect((await f.value('assignments.mine', { traineeId: grace.id })).map((w) => w.dueOn)).toEqual([
      '2099-04-01',
    ]);
    await f.practise(grace.id);
    expect(await f.sync.pushNow()).toMatchObject({ pending: 0, fault: null });
  });
  it('done on every station: practised to the end on station B, it counts as done on A and on C', async () => {
    const a = await trainer('Trainer PC H');
    const b = station('Station I', suite.room.address('bdt_station'));
    const c = station('Station J', suite.room.address('bdt_station'));
    const jo = await a.value('trainees.create', { name: 'Jo', identifier: 'AS-4' });
    const [given] = await a.value('assignments.assign', {
      drillSetId: SET,
      traineeIds: [jo.id],
      dueOn: null,
    });
    await a.sync.pushNow();
    await b.sync.pushNow();
    await c.sync.pushNow();
    const onB = b.db().prepare(`SELECT id FROM trainees WHERE identifier = 'AS-4'`).get() as { id: string };
    const onC = c.db().prepare(`SELECT id FROM trainees WHERE identifier = 'AS-4'`).get() as { id: string };
    expect((await c.value('assignments.mine', { traineeId: onC.id })).map((w) => w.done)).toEqual([false]);

    await b.practise(onB.id);
    expect((await b.value('assignments.mine', { traineeId: onB.id })).map((w) => w.done)).toEqual([true]);
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, pending: 0 });
    // Before they sync, A and C know only their own sessions: not done yet (offline-first, nothing guessed).
    expect((await a.value('assignments.list', { traineeId: jo.id })).map((w) => w.done)).toEqual([false]);
    await a.sync.pushNow();
    await c.sync.pushNow();
    expect((await a.value('assignments.list', { traineeId: jo.id })).map((w) => [w.id, w.done])).toEqual([
      [given?.id, true],
    ]);
    expect((await c.value('assignments.mine', { traineeId: onC.id })).map((w) => w.done)).toEqual([true]);
  });

  it('a session unfinished, or started before the work was assigned, does not count in the room either', async () => {
    const a = await trainer('Trainer PC K');
    const b = station('Station L', suite.room.address('bdt_station'));
    const kim = await b.value('trainees.create', { name: 'Kim', identifier: 'AS-5' });
    await b.practise(kim.id);
    await b.value('sessions.start', { traineeId: kim.id, drillSetId: SET });
    await b.sync.pushNow();
    await a.sync.pushNow();
    const onA = a.db().prepare(`SELECT id FROM trainees WHERE identifier = 'AS-5'`).get() as { id: string };
    await a.value('assignments.assign', { drillSetId: SET, traineeIds: [onA.id], dueOn: null });
    await a.sync.pushNow();
    await b.sync.pushNow();
    await a.sync.pushNow();
    expect((await a.value('assignments.list', { traineeId: onA.id })).map((w) => w.done)).toEqual([false]);
    expect((await b.value('assignments.mine', { traineeId: kim.id })).map((w) => w.done)).toEqual([false]);
  });
});
