// House profiles in the room: one saved on a trainer's PC is on every station and deals there; two trainers saving
// the same profile make two revisions and the later one is told; a profile row the app's own schema refuses is
// refused on the station with the reason, and the station keeps working with what it had.
import { describe, expect, it } from 'vitest';
import { builtInProfile, type TableProfile } from '../../core/profiles.ts';
import { NO_PG_REASON, PG_URL, type TestStation, useRoom } from './room-fixture.ts';
import { english } from '../../core/i18n/phrase.ts';

const tasmania = builtInProfile('tasmania') as TableProfile;
const club: TableProfile = { ...tasmania, id: 'club', name: 'Club rules', tie: { pays: 9, per: 1 } };

const localProfile = (s: TestStation, id: string) =>
  (s.db().prepare('SELECT json FROM profiles WHERE id = ?').get(id) as { json: string } | undefined)?.json;

describe.skipIf(!PG_URL)(`house profiles in the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom('house_profiles');
  const station = suite.station;

  it('a profile saved on trainer PC A is on station B, and B deals on it', async () => {
    const a = station('Trainer PC A', suite.room.address('bdt_trainer'));
    const b = station('Station B', suite.room.address('bdt_station'));
    await a.value('profiles.save', { profile: club });
    expect(await a.sync.pushNow()).toMatchObject({ fault: null, notices: [] });
    const status = await b.sync.pushNow();
    expect(status).toMatchObject({ fault: null, refusedFromRoom: [] });

    expect((await b.value('profiles.list')).find((p) => p.id === 'club')).toEqual(club);
    // B's practice table and a drill on it.
    expect((await b.value('settings.set', { profileId: 'club' })).profileId).toBe('club');
    const trainee = await b.value('trainees.create', { name: 'Dealt on club', identifier: 'HP-1' });
    const view = await b.value('sessions.start', {
      traineeId: trainee.id,
      adaptive: { profileId: 'club', count: 5 },
    });
    const spec = b.db().prepare('SELECT spec_json FROM sessions WHERE id = ?').get(view.sessionId) as {
      spec_json: string;
    };
    expect((JSON.parse(spec.spec_json) as { profile: TableProfile }).profile).toMatchObject({
      id: 'club',
      tie: { pays: 9, per: 1 },
    });
    // Pulled again: nothing changes, nothing is sent from B (its role may not).
    expect(await b.sync.pushNow()).toMatchObject({ fault: null, refusedFromRoom: [] });
    const admin = await suite.room.admin();
    try {
      const rows = await admin.query(
        `SELECT revision, title, saved_by FROM room.documents WHERE kind = 'house_profile' AND id = 'club'`,
      );
      expect(rows.rows).toEqual([{ revision: 1, title: 'Club rules', saved_by: 'Trainer PC A' }]);
    } finally {
      await admin.end();
    }
  });

  it('two trainers edit the same profile: two new revisions, the later trainer is told, both PCs end on it', async () => {
    const [c, d] = ['Trainer PC C', 'Trainer PC D'].map((n) => station(n, suite.room.address('bdt_trainer')));
    const shared: TableProfile = { ...club, id: 'shared-house', name: 'Shared house' };
    await c!.value('profiles.save', { profile: shared });
    expect((await c!.sync.pushNow()).fault).toBeNull();
    expect((await d!.sync.pushNow()).fault).toBeNull();
    expect(localProfile(d!, 'shared-house')).toBeDefined();

    // Both edit from revision 1 (the update channel is behind the trainer session; the row is what it writes).
    const edit = (s: TestStation, name: string) =>
      s
        .db()
        .prepare('UPDATE profiles SET json = ? WHERE id = ?')
        .run(JSON.stringify({ ...shared, name }), 'shared-house');
    edit(c!, 'Edited on C');
    edit(d!, 'Edited on D');
    expect(await c!.sync.pushNow()).toMatchObject({ fault: null, notices: [] });
    const late = await d!.sync.pushNow();
    expect(late.fault).toBeNull();
    expect(late.notices.map((n) => english(n))).toEqual([
      expect.stringMatching(
        /^The house profile “Edited on D” was saved in the room by another trainer.*revision 3.*nothing was overwritten/,
      ),
    ]);
    const admin = await suite.room.admin();
    try {
      const revisions = await admin.query(
        `SELECT revision, title, base_revision FROM room.documents WHERE id = 'shared-house' ORDER BY revision`,
      );
      expect(revisions.rows).toEqual([
        { revision: 1, title: 'Shared house', base_revision: null },
        { revision: 2, title: 'Edited on C', base_revision: 1 },
        { revision: 3, title: 'Edited on D', base_revision: 1 },
      ]);
    } finally {
      await admin.end();
    }
    await c!.sync.pushNow();
    expect(JSON.parse(localProfile(c!, 'shared-house') ?? '{}')).toMatchObject({ name: 'Edited on D' });
    // Taking it did not make C send it back.
    await c!.sync.pushNow();
    const again = await suite.room.admin();
    try {
      const n = await again.query(`SELECT count(*)::int AS n FROM room.documents WHERE id = 'shared-house'`);
      expect(n.rows).toEqual([{ n: 3 }]);
    } finally {
      await again.end();
    }
  });

  it('hostile profile rows are refused on the station with the reason; its own profile and its drills are untouched', async () => {
    const s = station('Station E', suite.room.address('bdt_station'));
    const mine: TableProfile = { ...club, id: 'mine', name: 'Mine' };
    await s.value('profiles.save', { profile: mine });
    const before = localProfile(s, 'mine');
    const admin = await suite.room.admin();
    try {
      const insert = (id: string, title: string, body: string) =>
        admin.query(
          `INSERT INTO room.documents (kind, id, revision, title, body, saved_by)
           VALUES ('house_profile', $1, 1, $2, $3::jsonb, 'admin')`,
          [id, title, body],
        );
      await insert('mine', 'Mine', JSON.stringify({ ...mine, decks: 3 }));
      await insert('huge', 'Huge', JSON.stringify({ ...club, id: 'huge', name: 'x'.repeat(100_000) }));
      await insert('not-a-profile', 'Nope', '"just text"');
      await insert('tasmania', 'Tasmania', JSON.stringify({ ...tasmania, tie: { pays: 1, per: 1 } }));
      await insert('other-id', 'Other', JSON.stringify({ ...club, id: 'club' }));
    } finally {
      await admin.end();
    }
    const status = await s.sync.pushNow();
    expect(status.fault).toBeNull();
    const refusals = status.refusedFromRoom.map(english);
    expect(refusals).toEqual([
      expect.stringMatching(/^room\.documents row "huge" refused: invalid table profile: name/),
      expect.stringMatching(/^room\.documents row "mine" refused: invalid table profile: decks/),
      expect.stringMatching(/^room\.documents row "not-a-profile" refused: invalid table profile/),
      expect.stringMatching(/^room\.documents row "other-id" refused: the profile inside is "club"/),
      expect.stringMatching(/^room\.documents row "tasmania" refused: "tasmania" is a built-in profile/),
    ]);
    for (const r of refusals) expect(r.length).toBeLessThan(500);
    expect(localProfile(s, 'mine')).toBe(before);
    expect(localProfile(s, 'huge')).toBeUndefined();
    expect(localProfile(s, 'other-id')).toBeUndefined();
    expect((await s.value('profiles.list')).find((p) => p.id === 'tasmania')).toEqual(tasmania);
    // The station keeps working, on its own profile too.
    const trainee = await s.value('trainees.create', { name: 'Still dealing', identifier: 'HP-2' });
    await s.value('sessions.start', { traineeId: trainee.id, adaptive: { profileId: 'mine', count: 3 } });
    await s.practise(trainee.id);
    expect(await s.sync.pushNow()).toMatchObject({ pending: 0, fault: null });
  });
});
