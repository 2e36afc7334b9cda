// What the set and house-rules editors say about the training room (issue 22), through the app's own channel
// (room.documentNote) on real backends joined to a real room. Two trainers edit the same set on two trainer stations:
// the later save becomes the newest revision, and its editor says so at save (when the room can be reached) and each
// time the set is opened, until a later save of it is in step. A PC that joined with the station's role is told that
// edits made there stay there, and where to make them; what it saved stays.
import { english } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedStation, openBackend, type JoinedStation } from './joined-station.ts';
import { fixtureSet, freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The fixture set under `title`, as the studio's save takes a set (checked in main). */
const setTitled = (title: string) => ({ ...fixtureSet(), title });

describe.skipIf(!PG_URL)(
  `the editors say what the room did (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`,
  () => {
    let room: Room;
    let a: JoinedStation;
    let b: JoinedStation;
    let c: JoinedStation;
    beforeAll(async () => {
      room = await freshRoom('editnotes');
      a = await joinedStation(room, 'PC-7', undefined, 'bdt_trainer');
      b = await joinedStation(room, 'PC-3', undefined, 'bdt_trainer');
      c = await joinedStation(room, 'PC-12');
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await c?.close();
      await room?.drop();
    });

    it('the later of two saves from the same revision: its editor says so at save and whenever the set is opened', async () => {
      const made = await a.value('studioSets.save', { set: setTitled('Room set') });
      const id = made.saved?.id ?? '';
      const note = (send: boolean, s: JoinedStation) =>
        s.value('room.documentNote', { kind: 'drill_set', id, send });
      expect(await note(true, a)).toEqual({
        sharing: 'trainer',
        message: ref('main_docnote_revision', { revision: 1 }),
        conflict: null,
        roomRevision: 1,
      });
      expect(await b.sync()).toBeNull(); // B takes the set
      // Both trainers open revision 1 of it and save an edit; B's reaches the room second.
      const onA = await a.value('studioSets.get', { id });
      const onB = await b.value('studioSets.get', { id });
      await a.value('studioSets.save', {
        id,
        revision: onA.summary.revision,
        set: { ...onA.set, title: 'Room set (A)' },
      });
      await b.value('studioSets.save', {
        id,
        revision: onB.summary.revision,
        set: { ...onB.set, title: 'Room set (B)' },
      });
      expect(await note(true, a)).toMatchObject({
        message: ref('main_docnote_revision', { revision: 2 }),
        conflict: null,
      });
      // Before B's save is pushed, its editor says it is on this PC only.
      const unsent = await note(false, b);
      expect(english(unsent.message ?? '')).toMatch(
        /^Saved on this PC; it goes to the training room at the next push/,
      );
      expect(unsent.roomRevision).toBeNull(); // the header says it is not in the room yet

      // At save: sent, kept after A's, and B's editor says whose save came first, where and when.
      const told = await note(true, b);
      expect(english(told.message ?? '')).toBe('In the training room as revision 3.');
      expect(told.conflict).toMatchObject({ revision: 3, theirRevision: 2, theirStation: 'PC-7' });
      // The editor's header shows the room's number, as the note does, not this PC's count of its saves (2).
      expect(told.roomRevision).toBe(3);
      expect((await b.value('studioSets.get', { id })).summary.revision).toBe(2);
      expect(Number.isNaN(Date.parse(told.conflict?.theirSavedAt ?? ''))).toBe(false);
      // Opened again later: still said.
      expect((await note(false, b)).conflict).toEqual(told.conflict);
      // A's editor, in step, says nothing of it; after its next pull A has B's save.
      expect((await note(false, a)).conflict).toBeNull();
      expect(await a.sync()).toBeNull();
      expect((await a.value('studioSets.get', { id })).set.title).toBe('Room set (B)');
      // B saves again, now in step with the room: the conflict is no longer said.
      const again = await b.value('studioSets.get', { id });
      await b.value('studioSets.save', {
        id,
        revision: again.summary.revision,
        set: { ...again.set, title: 'Room set' },
      });
      expect(await note(true, b)).toEqual({
        sharing: 'trainer',
        message: ref('main_docnote_revision', { revision: 4 }),
        conflict: null,
        roomRevision: 4,
      });
    });

    it('a background push that finds a save overtaken tells the window once (room.documentOvertaken), for a set and a house profile', async () => {
      const heard: [string, unknown][] = [];
      const stop = b.backend.events.on((event, payload) => heard.push([event, payload]));
      try {
        // A set and a house profile from A, taken by B; both trainers edit each from the same revision, A's first.
        const made = await a.value('studioSets.save', { set: setTitled('Live set') });
        const id = made.saved?.id ?? '';
        const house = {
          ...(await a.value('profiles.list')).find((p) => p.id === 'tasmania')!,
          id: 'live-house',
        };
        await a.value('profiles.save', { profile: { ...house, name: 'Live house' } });
        expect(await a.sync()).toBeNull();
        expect(await b.sync()).toBeNull();
        for (const [s, who] of [
          [a, 'A'],
          [b, 'B'],
        ] as const) {
          const open = await s.value('studioSets.get', { id });
          await s.value('studioSets.save', {
            id,
            revision: open.summary.revision,
            set: { ...open.set, title: who },
          });
          await s.value('profiles.update', {
            id: house.id,
            profile: { ...house, name: `Live house (${who})` },
          });
        }
        expect(await a.sync()).toBeNull();
        expect(heard).toEqual([]);
        // B's background push finds both saves overtaken: one event each, with what the editor says.
        expect(await b.sync()).toBeNull();
        const their = { theirRevision: 2, theirStation: 'PC-7', theirSavedAt: expect.any(String) };
        expect(heard).toEqual([
          ['room.documentOvertaken', { kind: 'drill_set', id, conflict: { revision: 3, ...their } }],
          [
            'room.documentOvertaken',
            { kind: 'house_profile', id: 'live-house', conflict: { revision: 3, ...their } },
          ],
        ]);
        expect((await b.value('room.documentNote', { kind: 'drill_set', id, send: false })).conflict).toEqual(
          (heard[0]![1] as { conflict: unknown }).conflict,
        );
        // Pushed again: nothing new overtaken, nothing said again.
        expect(await b.sync()).toBeNull();
        expect(heard).toHaveLength(2);
      } finally {
        stop();
      }
    });

    it('a station-role PC: its editors say edits stay on this PC and where to make them; what it saves stays', async () => {
      for (const kind of ['drill_set', 'house_profile', 'assignment'] as const) {
        const note = await c.value('room.documentNote', { kind, send: false });
        expect(note.sharing).toBe('station');
        expect(english(note.message ?? '')).toMatch(
          /This PC is in the training room as a station \(“PC-12”\)/,
        );
        expect(english(note.message ?? '')).toMatch(
          /stay on this PC, are not shared with the other stations/,
        );
        expect(english(note.message ?? '')).toMatch(/edit them on a trainer station/);
      }
      const saved = await c.value('studioSets.save', { set: setTitled('Only on PC-12') });
      expect(saved.saved?.title).toBe('Only on PC-12');
      const id = saved.saved?.id ?? '';
      expect(await c.value('room.documentNote', { kind: 'drill_set', id, send: true })).toMatchObject({
        sharing: 'station',
        roomRevision: null,
      });
      expect(await c.sync()).toBeNull();
      expect((await c.value('studioSets.get', { id })).set.title).toBe('Only on PC-12');
      // The room has no revision of it (the station may not write reference data).
      const admin = await room.admin();
      try {
        const rows = await admin.query('SELECT 1 FROM room.documents WHERE id = $1', [id]);
        expect(rows.rowCount).toBe(0);
      } finally {
        await admin.end();
      }
    });

    it('a PC in no room: nothing to say', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'bdt-noroom-'));
      const s = openBackend(dir, []);
      try {
        await s.value('trainer.setPasscode', { passcode: 'no-room-pass-1' });
        expect(await s.value('room.documentNote', { kind: 'drill_set', send: false })).toEqual({
          sharing: 'not-in-room',
          message: null,
          conflict: null,
          roomRevision: null,
        });
      } finally {
        await s.backend.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
