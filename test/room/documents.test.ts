// Two trainers edit the same drill set on two PCs in the room: the later save becomes a new revision, never a silent
// overwrite, and the trainer who saved later is told; every PC then takes the newest revision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRoomState } from '../../electron/room/outbox.ts';
import { english } from '../../core/i18n/phrase.ts';
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

function edit(s: TestStation, title: string): void {
  s.db()
    .prepare('UPDATE drill_sets SET title = ?, json = ?, revision = revision + 1 WHERE id = ?')
    .run(title, JSON.stringify({ ...SET, title }), 'shared-set');
}

const titleOn = (s: TestStation) =>
  (
    s.db().prepare(`SELECT title FROM drill_sets WHERE id = 'shared-set'`).get() as
      { title: string } | undefined
  )?.title;

describe.skipIf(!PG_URL)(`drill sets in the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  const open: TestStation[] = [];
  beforeAll(async () => {
    room = await freshRoom('documents');
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await room.drop();
  });

  it('the later of two saves from the same revision is kept as a new revision, and its trainer is told', async () => {
    const [a, b] = ['Trainer PC A', 'Trainer PC B'].map((n) => {
      const s = openStation(n, room.address('bdt_trainer'));
      open.push(s);
      return s;
    });
    a!
      .db()
      .prepare(
        `INSERT INTO drill_sets (id, title, json, source_file, imported_at, revision, updated_at)
         VALUES ('shared-set', ?, ?, NULL, '2026-01-01T00:00:00Z', 1, '2026-01-01T00:00:00Z')`,
      )
      .run(SET.title, JSON.stringify(SET));
    expect((await a!.sync.pushNow()).fault).toBeNull();
    expect((await b!.sync.pushNow()).fault).toBeNull();
    expect(titleOn(b!)).toBe(SET.title);

    edit(a!, 'Edited on A');
    edit(b!, 'Edited on B');
    expect(await a!.sync.pushNow()).toMatchObject({ fault: null, notices: [] });
    const late = await b!.sync.pushNow();
    expect(late.fault).toBeNull();
    expect(late.notices.map((n) => english(n))).toEqual([
      expect.stringMatching(/^“Edited on B” was saved in the room by another trainer.*revision 3/),
    ]);

    const admin = await room.admin();
    try {
      const revisions = await admin.query(
        `SELECT revision, title, saved_by, base_revision FROM room.documents WHERE id = 'shared-set' ORDER BY revision`,
      );
      // Both edits were made from revision 1.
      expect(revisions.rows).toEqual([
        { revision: 1, title: SET.title, saved_by: 'Trainer PC A', base_revision: null },
        { revision: 2, title: 'Edited on A', saved_by: 'Trainer PC A', base_revision: 1 },
        { revision: 3, title: 'Edited on B', saved_by: 'Trainer PC B', base_revision: 1 },
      ]);
    } finally {
      await admin.end();
    }
    // A takes the newest revision; nothing is sent back, so the room stays at three revisions.
    await a!.sync.pushNow();
    expect(titleOn(a!)).toBe('Edited on B');
    await a!.sync.pushNow();
    await b!.sync.pushNow();
    // A set in step before house profiles were shared kept its local revision as a number: still in step.
    const { revision } = a!.db().prepare(`SELECT revision FROM drill_sets WHERE id = 'shared-set'`).get() as {
      revision: number;
    };
    setRoomState(a!.db(), 'set:shared-set', JSON.stringify({ localRevision: revision, roomRevision: 3 }));
    expect(await a!.sync.pushNow()).toMatchObject({ fault: null, notices: [] });
    const again = await room.admin();
    try {
      expect(
        (await again.query(`SELECT count(*)::int AS n FROM room.documents WHERE id = 'shared-set'`)).rows,
      ).toEqual([{ n: 3 }]);
    } finally {
      await again.end();
    }
  });
});
