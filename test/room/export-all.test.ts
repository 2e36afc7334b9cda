// Every-trainee exports and the xAPI export on a PC in a training room (issue 22): the all-trainees CSV and the xAPI
// statements hold every station's records, each once with the station that recorded it (the CSV's Station column,
// the statement's context platform); a room that cannot be read leaves the export as this PC has it, and says so.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import xapiValidation from '@learninglocker/xapi-validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportRequest } from '../../contract/progress-types.ts';
import { ATTEMPT_COLUMNS, RESPONSE_COLUMNS } from '../../electron/features/progress/progress-export-csv.ts';
import { parseCsv } from '../support/csv.ts';
import type { FakeDialogs } from '../support/doubles.ts';
import { joinedStation, sit, type JoinedStation } from './joined-station.ts';
import { freshRoom, NO_PG_REASON, PG_URL, type Room } from './room-fixture.ts';
import { english } from '../../core/i18n/phrase.ts';

type Validate = (statement: unknown) => unknown[];
const loaded = xapiValidation as unknown as Validate | { default: Validate };
const validateStatement: Validate = typeof loaded === 'function' ? loaded : loaded.default;

interface Statement {
  id: string;
  actor: { name: string; account: { name: string } };
  verb: { id: string };
  context: { platform?: string; contextActivities: Record<string, { id: string }[]> };
}

/** The answers this station has revealed (practice, ended assessments), per session. */
const revealed = (s: JoinedStation) =>
  new Map(
    (
      s
        .db()
        .prepare('SELECT session_id AS id, count(*) AS n FROM progress_facts GROUP BY session_id')
        .all() as { id: string; n: number }[]
    ).map((r) => [r.id, r.n]),
  );

describe.skipIf(!PG_URL)(`every export reads the room (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  let room: Room;
  let a: JoinedStation;
  let b: JoinedStation;
  let out: string;
  /** Sessions recorded on A and on B, with the answers each revealed. */
  let onA: Map<string, number>;
  let onB: Map<string, number>;
  let assessed: string;
  beforeAll(async () => {
    room = await freshRoom('export_all');
    a = await joinedStation(room, 'Station A');
    b = await joinedStation(room, 'Station B');
    out = mkdtempSync(join(tmpdir(), 'bdt-room-export-all-'));
    assessed = await sit(a, 'Eve', 'E-1');
    const eve = (await a.value('trainees.list')).find((t) => t.identifier === 'E-1');
    if (!eve) throw new Error('Eve is not on A');
    const gus = await a.value('trainees.create', { name: 'Gus', identifier: 'G-1' });
    await a.practise(eve.id);
    await a.practise(gus.id);
    expect(await a.sync()).toBeNull();
    expect(await b.sync()).toBeNull(); // B takes Eve and Gus from the room
    await b.practise(eve.id);
    const hal = await b.value('trainees.create', { name: 'Hal', identifier: 'H-1' });
    await b.practise(hal.id);
    expect(await b.sync()).toBeNull(); // B's sessions are in the room too: B must not read them back twice
    for (const s of [a, b])
      for (const t of [eve.id, gus.id, hal.id]) await s.call('progress.page', { traineeId: t });
    onA = revealed(a);
    onB = revealed(b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await room?.drop();
    rmSync(out, { recursive: true, force: true });
  });

  async function csvOn(s: JoinedStation, name: string, request: ExportRequest = {}) {
    const path = join(out, `${name}.csv`);
    (s.backend.context.dialogs as FakeDialogs).saveQueue.push(path);
    const result = await s.value('dashboard.exportCsv', request);
    const responses = parseCsv(readFileSync(path, 'utf8'));
    const attempts = parseCsv(readFileSync(join(out, `${name}-attempts.csv`), 'utf8'));
    expect(responses[0]).toEqual([...RESPONSE_COLUMNS]);
    expect(attempts[0]).toEqual([...ATTEMPT_COLUMNS]);
    return { result, responses: responses.slice(1), attempts: attempts.slice(1) };
  }
  async function xapiOn(s: JoinedStation, name: string, request: ExportRequest = {}) {
    const path = join(out, `${name}.json`);
    (s.backend.context.dialogs as FakeDialogs).saveQueue.push(path);
    const result = await s.value('dashboard.exportXapi', request);
    return { result, statements: JSON.parse(readFileSync(path, 'utf8')) as Statement[] };
  }
  const col = (r: string[], name: (typeof RESPONSE_COLUMNS)[number]) => r[RESPONSE_COLUMNS.indexOf(name)];
  const attCol = (r: string[], name: (typeof ATTEMPT_COLUMNS)[number]) => r[ATTEMPT_COLUMNS.indexOf(name)];
  /** Each session's rows per station, as the export wrote them. */
  const bySession = (rows: [session: string, station: string][]) => {
    const m = new Map<string, number>();
    for (const [session, station] of rows)
      m.set(`${session} ${station}`, (m.get(`${session} ${station}`) ?? 0) + 1);
    return m;
  };
  const expected = () =>
    new Map([
      ...[...onA].map(([id, n]) => [`${id} Station A`, n] as const),
      ...[...onB].map(([id, n]) => [`${id} Station B`, n] as const),
    ]);

  it("the all-trainees CSV holds every station's answers and attempts once, each with its station", async () => {
    const { result, responses, attempts } = await csvOn(b, 'all');
    expect(result?.warning).toBeUndefined();
    expect(bySession(responses.map((r) => [col(r, 'Session id')!, col(r, 'Station')!]))).toEqual(expected());
    const keys = responses.map((r) => `${col(r, 'Session id')} ${col(r, 'Order answered')}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(responses.map((r) => col(r, 'Trainee')))).toEqual(new Set(['Eve', 'Gus', 'Hal']));
    // A trainee B knows is named with B's own id for them, whichever station recorded the row.
    const ids = new Map((await b.value('trainees.list')).map((t) => [t.name, t.id] as const));
    for (const r of responses) expect(col(r, 'Trainee id')).toBe(ids.get(col(r, 'Trainee') as string));
    expect(
      attempts.map((r) => [attCol(r, 'Session id'), attCol(r, 'Station'), attCol(r, 'Trainee')]),
    ).toEqual([[assessed, 'Station A', 'Eve']]);
    // On A, A's own rows are A's, not the room's copies, and B's arrive once.
    const fromA = await csvOn(a, 'all-on-a');
    expect(bySession(fromA.responses.map((r) => [col(r, 'Session id')!, col(r, 'Station')!]))).toEqual(
      expected(),
    );
    expect(fromA.attempts).toHaveLength(1);
  });

  it("xAPI: every station's statements once, valid, each with its station as the context platform", async () => {
    for (const [s, name] of [
      [a, 'xapi-a'],
      [b, 'xapi-b'],
    ] as const) {
      const { result, statements } = await xapiOn(s, name);
      const answers = [...onA.values(), ...onB.values()].reduce((x, y) => x + y, 0);
      expect(statements).toHaveLength(answers + 1);
      expect(result?.rows).toBe(answers + 1);
      expect(new Set(statements.map((st) => st.id)).size).toBe(statements.length);
      for (const st of statements) expect(validateStatement(st)).toEqual([]);
      const responses = statements.filter((st) => st.verb.id.endsWith('/answered'));
      const sessionOf = (st: Statement) =>
        decodeURIComponent(st.context.contextActivities['parent']?.[0]?.id.split('/sessions/')[1] ?? '');
      expect(bySession(responses.map((st) => [sessionOf(st), st.context.platform ?? '']))).toEqual(
        expected(),
      );
      const attempt = statements.find((st) => !st.verb.id.endsWith('/answered'));
      expect(attempt?.context.platform).toBe('Station A');
      expect(attempt?.actor.name).toBe('Eve');
    }
    // One trainee's statements: hers only, from both stations.
    const eve = (await b.value('trainees.list')).find((t) => t.name === 'Eve');
    const { statements } = await xapiOn(b, 'xapi-eve', { traineeId: eve?.id });
    expect(new Set(statements.map((st) => st.actor.account.name))).toEqual(new Set([eve?.id]));
    expect(new Set(statements.map((st) => st.context.platform))).toEqual(new Set(['Station A', 'Station B']));
  });

  it("offline: this PC's statements and rows, with its station, and the export says the others' are missing", async () => {
    const c = await joinedStation(room, 'Station C', 1);
    try {
      const id = (await c.value('trainees.create', { name: 'Fay', identifier: 'F-1' })).id;
      await c.practise(id);
      await c.value('progress.page', { traineeId: id });
      const x = await xapiOn(c, 'xapi-c');
      expect(english(x.result?.warning ?? '')).toContain("the other stations' rows are missing");
      expect(x.statements.length).toBeGreaterThan(0);
      expect(new Set(x.statements.map((st) => st.context.platform))).toEqual(new Set(['Station C']));
      const csv = await csvOn(c, 'all-c');
      expect(english(csv.result?.warning ?? '')).toContain("the other stations' rows are missing");
      expect(new Set(csv.responses.map((r) => col(r, 'Station')))).toEqual(new Set(['Station C']));
    } finally {
      await c.close();
    }
  });
});
