// Exporting a trainee's progress on a PC in a training room (issue 22): the CSV holds the answers and attempts the
// trainee gave on every station, each row with its station, nothing twice; a room that cannot be read leaves the
// export as this PC has it, and the export says so.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_COLUMNS, RESPONSE_COLUMNS } from '../../electron/features/progress/progress-export-csv.ts';
import { parseCsv } from '../support/csv.ts';
import type { FakeDialogs } from '../support/doubles.ts';
import { joinedStation, sit, type JoinedStation } from './joined-station.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';
import { english } from '../../core/i18n/phrase.ts';

const count = (s: JoinedStation, sql: string, ...params: string[]) =>
  (
    s
      .db()
      .prepare(sql)
      .get(...params) as { n: number }
  ).n;

describe.skipIf(!PG_URL)(
  `a trainee's export reads the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`,
  () => {
    let room: Room;
    let a: JoinedStation;
    let b: JoinedStation;
    let out: string;
    beforeAll(async () => {
      room = await freshRoom('export');
      a = await joinedStation(room, 'Station A');
      b = await joinedStation(room, 'Station B');
      out = mkdtempSync(join(tmpdir(), 'bdt-room-export-'));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await room?.drop();
      rmSync(out, { recursive: true, force: true });
    });

    /** Exports the trainee's CSV on `s`: the responses' and the attempts' rows (no header), and the result. */
    async function exportOn(s: JoinedStation, traineeId: string, name: string) {
      const path = join(out, `${name}.csv`);
      (s.backend.context.dialogs as FakeDialogs).saveQueue.push(path);
      const result = await s.value('dashboard.exportCsv', { traineeId });
      const responses = parseCsv(readFileSync(path, 'utf8'));
      const attempts = parseCsv(readFileSync(join(out, `${name}-attempts.csv`), 'utf8'));
      expect(responses[0]).toEqual([...RESPONSE_COLUMNS]);
      expect(attempts[0]).toEqual([...ATTEMPT_COLUMNS]);
      return { result, responses: responses.slice(1), attempts: attempts.slice(1) };
    }
    const col = (r: string[], name: (typeof RESPONSE_COLUMNS)[number]) => r[RESPONSE_COLUMNS.indexOf(name)];
    const attCol = (r: string[], name: (typeof ATTEMPT_COLUMNS)[number]) => r[ATTEMPT_COLUMNS.indexOf(name)];

    it("holds every station's answers and attempts, each with its station, nothing twice", async () => {
      const onA = await sit(a, 'Eve', 'E-1');
      const eve = (await a.value('trainees.list')).find((t) => t.identifier === 'E-1');
      if (!eve) throw new Error('Eve is not on A');
      const practiceA = await a.practise(eve.id);
      expect(await a.sync()).toBeNull();
      expect(await b.sync()).toBeNull(); // B takes Eve from the room
      const practiceB = await b.practise(eve.id);
      const revealed = (s: JoinedStation) =>
        count(s, 'SELECT count(*) AS n FROM progress_facts WHERE trainee_id = ?', eve.id);
      // Practice answers are taken into progress_facts when progress is read (the export does too).
      await a.value('progress.page', { traineeId: eve.id });
      await b.value('progress.page', { traineeId: eve.id });
      const { result, responses, attempts } = await exportOn(b, eve.id, 'eve');
      expect(result).toMatchObject({ rows: revealed(a) + revealed(b) });
      expect(responses).toHaveLength(revealed(a) + revealed(b));
      const stationOf = new Map(responses.map((r) => [col(r, 'Session id'), col(r, 'Station')]));
      expect(stationOf).toEqual(
        new Map([
          [onA, 'Station A'],
          [practiceA, 'Station A'],
          [practiceB, 'Station B'],
        ]),
      );
      const keys = responses.map((r) => `${col(r, 'Session id')} ${col(r, 'Order answered')}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const r of responses) {
        expect(col(r, 'Trainee')).toBe('Eve');
        expect(col(r, 'Trainee id')).toBe(eve.id);
        expect(['right', 'wrong']).toContain(col(r, 'Result'));
      }
      expect(
        attempts.map((r) => [attCol(r, 'Session id'), attCol(r, 'Station'), attCol(r, 'Finished')]),
      ).toEqual([[onA, 'Station A', 'yes']]);
      // On A, its own attempt is A's row, not the room's copy of it.
      const fromA = await exportOn(a, eve.id, 'eve-on-a');
      expect(fromA.attempts.map((r) => [attCol(r, 'Session id'), attCol(r, 'Station')])).toEqual([
        [onA, 'Station A'],
      ]);
      // A's own answers once each (B's practice may have reached the room meanwhile: its idle push; then it is B's).
      const ownA = fromA.responses.filter((r) => col(r, 'Station') === 'Station A');
      expect(ownA).toHaveLength(revealed(a));
      const keysA = fromA.responses.map((r) => `${col(r, 'Session id')} ${col(r, 'Order answered')}`);
      expect(new Set(keysA).size).toBe(keysA.length);

      // A row in the room with a skill the app does not know is left out, and the export says so.
      const admin = await room.admin();
      try {
        await admin.query(
          `INSERT INTO room.responses SELECT session_id, 9999, trainee_id, item_id, step, 'not-a-skill', response,
             response_ms, correct, credit, feedback, timed_out, answered_at, station_id, 999999, now()
           FROM room.responses WHERE session_id = $1 LIMIT 1`,
          [practiceA],
        );
      } finally {
        await admin.end();
      }
      const again = await exportOn(b, eve.id, 'eve-again');
      expect(again.responses).toHaveLength(responses.length);
      expect(english(again.result?.warning ?? '')).toContain(
        '1 record(s) from the training room were not what they should be',
      );
    });

    it("offline: this PC's rows, and the export says the other stations' are missing", async () => {
      const c = await joinedStation(room, 'Station C', 1);
      try {
        const id = (await c.value('trainees.create', { name: 'Fay', identifier: 'F-1' })).id;
        await c.practise(id);
        await c.value('progress.page', { traineeId: id });
        const { result, responses } = await exportOn(c, id, 'fay');
        expect(english(result?.warning ?? '')).toContain("the other stations' rows are missing");
        expect(responses.length).toBeGreaterThan(0);
        expect(new Set(responses.map((r) => col(r, 'Station')))).toEqual(new Set(['Station C']));
      } finally {
        await c.close();
      }
    });
  },
);
