// Deleting a drill set or a house profile on a trainer's PC is shared with the room: a removal revision (nothing in
// the room is deleted), after which the other stations stop offering it; what was recorded against it stays, on the
// station and in the room. A station that changed it since it last synced keeps its copy and sends it as a new
// revision instead.
import { describe, expect, it } from 'vitest';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { playSession } from '../support/play.ts';
import { count, NO_PG_REASON, PG_URL, useRoom } from './room-fixture.ts';
import { english } from '../../core/i18n/phrase.ts';

const tasmania = builtInProfile('tasmania') as TableProfile;
const club: TableProfile = { ...tasmania, id: 'club-gone', name: 'Club to remove', tie: { pays: 9, per: 1 } };

describe.skipIf(!PG_URL)(
  `removing sets and profiles in the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`,
  () => {
    const suite = useRoom('removals');

    it('removed on trainer PC A, neither is offered on B after sync; B’s session on the set is kept everywhere', async () => {
      const a = suite.station('Trainer PC A', suite.room.address('bdt_trainer'));
      const b = suite.station('Station B', suite.room.address('bdt_station'));
      await a.value('trainer.setPasscode', { passcode: 'room-removals-passcode' });
      const set = await a.value('studioSets.duplicate', { id: 'call-hand-practice' });
      await a.value('profiles.save', { profile: club });
      expect(await a.sync.pushNow()).toMatchObject({ fault: null, notices: [] });
      expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
      expect((await b.value('drillSets.list')).map((s) => s.id)).toContain(set.id);
      expect((await b.value('profiles.list')).map((p) => p.id)).toContain('club-gone');

      // A session on B dealt from the set, recorded before the set is removed.
      const ada = await b.value('trainees.create', { name: 'Ada', identifier: 'RM-1' });
      const view = await b.value('sessions.start', { traineeId: ada.id, drillSetId: set.id });
      await playSession(
        b.db(),
        view,
        (r) => b.backend.registry.invoke('sessions.answer', r, 'app://trainer/index.html') as never,
        {
          right: () => true,
          responseMs: () => 1200,
        },
      );
      expect(await b.sync.pushNow()).toMatchObject({ fault: null, pending: 0 });

      await a.value('studioSets.delete', { id: set.id });
      await a.value('profiles.delete', { id: 'club-gone' });
      expect(await a.sync.pushNow()).toMatchObject({ fault: null, notices: [] });
      expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
      expect((await b.value('drillSets.list')).map((s) => s.id)).not.toContain(set.id);
      expect((await b.value('profiles.list')).map((p) => p.id)).not.toContain('club-gone');

      // Nothing recorded is lost: the session and its answers, on B and in the room, and every revision in the room.
      const kept = b
        .db()
        .prepare('SELECT drill_set_id, spec_json FROM sessions WHERE id = ?')
        .get(view.sessionId) as {
        drill_set_id: string;
        spec_json: string;
      };
      expect(kept.drill_set_id).toBe(set.id);
      expect(JSON.parse(kept.spec_json)).toBeTruthy();
      expect(
        await count(suite.room, 'SELECT count(*) AS n FROM room.sessions WHERE drill_set_id = $1', [set.id]),
      ).toBe(1);
      expect(
        await count(
          suite.room,
          'SELECT count(*) AS n FROM room.responses r JOIN room.sessions s ON s.id = r.session_id WHERE s.drill_set_id = $1',
          [set.id],
        ),
      ).toBeGreaterThan(0);
      const admin = await suite.room.admin();
      try {
        const rows = await admin.query(
          `SELECT kind, revision, removed FROM room.documents WHERE id = ANY($1) ORDER BY kind, revision`,
          [[set.id, 'club-gone']],
        );
        expect(rows.rows).toEqual([
          { kind: 'drill_set', revision: 1, removed: false },
          { kind: 'drill_set', revision: 2, removed: true },
          { kind: 'house_profile', revision: 1, removed: false },
          { kind: 'house_profile', revision: 2, removed: true },
        ]);
      } finally {
        await admin.end();
      }
      // In step: nothing more is sent, and a station joining later never offers them.
      await a.sync.pushNow();
      expect(
        await count(suite.room, `SELECT count(*) AS n FROM room.documents WHERE id = ANY($1)`, [
          [set.id, 'club-gone'],
        ]),
      ).toBe(4);
      const c = suite.station('Station C', suite.room.address('bdt_station'));
      expect(await c.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
      expect((await c.value('drillSets.list')).map((s) => s.id)).not.toContain(set.id);
      expect((await c.value('profiles.list')).map((p) => p.id)).not.toContain('club-gone');
    });

    it('a trainer PC that changed the set since its last sync keeps it, and its save is sent as a new revision', async () => {
      const a = suite.station('Trainer PC D', suite.room.address('bdt_trainer'));
      const e = suite.station('Trainer PC E', suite.room.address('bdt_trainer'));
      await a.value('trainer.setPasscode', { passcode: 'room-removals-passcode' });
      const set = await a.value('studioSets.duplicate', { id: 'call-hand-practice' });
      await a.sync.pushNow();
      await e.sync.pushNow();
      e.db()
        .prepare(`UPDATE drill_sets SET title = 'Kept on E', revision = revision + 1 WHERE id = ?`)
        .run(set.id);
      await a.value('studioSets.delete', { id: set.id });
      await a.sync.pushNow();
      const late = await e.sync.pushNow();
      expect(late.notices.map((n) => english(n))).toEqual([
        expect.stringMatching(/^“Kept on E” was saved in the room by another trainer/),
      ]);
      expect((await e.value('drillSets.list')).map((s) => s.id)).toContain(set.id);
      await a.sync.pushNow();
      expect((await a.value('drillSets.list')).map((s) => s.id)).toContain(set.id);
    });
  },
);
