// Stations answer offline, then sync: everything arrives once, in order, whichever station and whatever its clock.
import { english } from '../../core/i18n/phrase.ts';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { outboxCount } from '../../electron/room/outbox.ts';
import {
  answersHereAndInRoom,
  count,
  NO_PG_REASON,
  openStation,
  PG_URL,
  pgCtl,
  useRoom,
} from './room-fixture.ts';

describe.skipIf(!PG_URL)(`room sync (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`, () => {
  const suite = useRoom('sync');
  const station = suite.station;

  it('three stations answer offline, then sync: every local record is in the room once, and pushing again adds nothing', async () => {
    const stations = ['A', 'B', 'C'].map((n) => station(n, suite.room.address('bdt_station')));
    const sessions: string[] = [];
    for (const [i, s] of stations.entries()) {
      const trainee = await s.value('trainees.create', { name: `Trainee ${i}`, identifier: `S-${i}` });
      sessions.push(await s.practise(trainee.id), await s.practise(trainee.id));
    }
    const local = stations.reduce(
      (n, s) => n + (s.db().prepare('SELECT count(*) AS n FROM responses').get() as { n: number }).n,
      0,
    );
    expect(local).toBeGreaterThan(0);
    for (const s of stations) {
      const status = await s.sync.pushNow();
      expect(status).toMatchObject({ pending: 0, refused: 0, fault: null });
    }
    expect(await count(suite.room, 'SELECT count(*) AS n FROM room.responses')).toBe(local);
    expect(
      await count(suite.room, 'SELECT count(*) AS n FROM room.sessions WHERE id = ANY($1)', [sessions]),
    ).toBe(6);
    expect(
      await count(suite.room, 'SELECT count(*) AS n FROM room.session_ends WHERE session_id = ANY($1)', [
        sessions,
      ]),
    ).toBe(6);
    expect(await count(suite.room, 'SELECT count(DISTINCT station_id) AS n FROM room.responses')).toBe(3);
    expect(await count(suite.room, 'SELECT sum(responses) AS n FROM room.trainee_totals')).toBe(local);

    // The acknowledgement was lost: the same records are pushed again, and the room is unchanged.
    const db = stations[0]!.db();
    db.exec(`INSERT INTO room_outbox (kind, body) SELECT 'response', json_object('session_id', r.session_id, 'seq', r.seq,
      'trainee_id', s.trainee_id, 'item_id', r.item_id, 'step', r.step, 'kind', r.kind, 'response', json(r.response_json),
      'response_ms', r.response_ms, 'correct', json(iif(r.correct, 'true', 'false')), 'credit', r.credit,
      'feedback', json(r.feedback_json), 'timed_out', json('false'), 'answered_at', r.answered_at)
      FROM responses r JOIN sessions s ON s.id = r.session_id`);
    expect((await stations[0]!.sync.pushNow()).pending).toBe(0);
    expect(await count(suite.room, 'SELECT count(*) AS n FROM room.responses')).toBe(local);
    expect(await count(suite.room, 'SELECT sum(responses) AS n FROM room.trainee_totals')).toBe(local);
  });

  it('a push asked for while one is running carries what was stored after that one had read the outbox', async () => {
    const s = station('L', suite.room.address('bdt_station'));
    const trainee = await s.value('trainees.create', { name: 'Late Push', identifier: 'S-LATE' });
    const first = await s.practise(trainee.id);
    expect((await s.sync.pushNow()).fault).toBeNull();
    const second = await s.practise(trainee.id);
    // Another connection holds a table the push reads only after its last batch (the room's note of reference changes,
    // asked before any pull): the running push sends the second session, then waits there, its outbox read to the end.
    const holder = await suite.room.admin();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE room.reference_changes IN ACCESS EXCLUSIVE MODE');
      const running = s.sync.pushNow();
      await vi.waitFor(
        async () =>
          expect(
            await count(suite.room, 'SELECT count(*) AS n FROM pg_locks WHERE NOT granted'),
          ).toBeGreaterThan(0),
        { timeout: 20_000, interval: 50 },
      );
      // Stored now, after the running push read the outbox: the push asked for next must carry it.
      const third = await s.practise(trainee.id);
      const asked = s.sync.pushNow();
      await holder.query('COMMIT');
      await running;
      expect(await asked).toMatchObject({ pending: 0, fault: null });
      expect(
        await count(suite.room, 'SELECT count(*) AS n FROM room.sessions WHERE id = ANY($1)', [
          [first, second, third],
        ]),
      ).toBe(3);
    } finally {
      await holder.end();
    }
  });

  it("two stations push the same trainee (one staff number) at once: one trainee in the room, both stations' ids alias it", async () => {
    const [a, b] = ['D', 'E'].map((n) => station(n, suite.room.address('bdt_station')));
    const ta = await a!.value('trainees.create', { name: 'Grace Hopper', identifier: 'STAFF-77' });
    const tb = await b!.value('trainees.create', { name: 'Grace B. Hopper', identifier: 'STAFF-77' });
    await Promise.all([a!.practise(ta.id), b!.practise(tb.id)]);
    const [sa, sb] = await Promise.all([a!.sync.pushNow(), b!.sync.pushNow()]);
    expect([sa.fault, sb.fault]).toEqual([null, null]);
    expect(
      await count(suite.room, `SELECT count(*) AS n FROM room.trainees WHERE staff_number = 'STAFF-77'`),
    ).toBe(1);
    expect(
      await count(
        suite.room,
        `SELECT count(DISTINCT a.alias_id) AS n FROM room.trainee_aliases a JOIN room.trainees t ON t.id = a.trainee_id
         WHERE t.staff_number = 'STAFF-77'`,
      ),
    ).toBe(2);
    // Both stations' answers count for the one person.
    const local = [a!, b!].reduce(
      (n, s) => n + (s.db().prepare('SELECT count(*) AS n FROM responses').get() as { n: number }).n,
      0,
    );
    expect(
      await count(
        suite.room,
        `SELECT sum(tt.responses) AS n FROM room.trainee_totals tt JOIN room.trainee_aliases a ON a.alias_id = tt.trainee_id
         JOIN room.trainees t ON t.id = a.trainee_id WHERE t.staff_number = 'STAFF-77'`,
      ),
    ).toBe(local);
  });

  it('a station whose clock is hours wrong: its records arrive in the order they were made (the record, not the clock)', async () => {
    let clock = Date.parse('2026-01-01T03:00:00Z');
    const late = station('F', suite.room.address('bdt_station'), { now: () => new Date((clock -= 60_000)) });
    const trainee = await late.value('trainees.create', { name: 'Backwards Clock', identifier: 'CLK-1' });
    const sessionId = await late.practise(trainee.id);
    expect((await late.sync.pushNow()).fault).toBeNull();
    const c = await suite.room.admin();
    try {
      const rows = await c.query<{ seq: number; station_seq: string; answered_at: Date; received_at: Date }>(
        'SELECT seq, station_seq, answered_at, received_at FROM room.responses WHERE session_id = $1 ORDER BY station_seq',
        [sessionId],
      );
      expect(rows.rows.length).toBeGreaterThan(1);
      expect(rows.rows.map((r) => r.seq)).toEqual([...rows.rows.map((r) => r.seq)].sort((x, y) => x - y));
      // The station's clock ran backwards; the order above did not follow it.
      const answered = rows.rows.map((r) => r.answered_at.getTime());
      expect(answered).toEqual([...answered].sort((x, y) => y - x));
    } finally {
      await c.end();
    }
  });

  it('10,000 answers recorded offline arrive, all of them, in order', async () => {
    const s = station('G', suite.room.address('bdt_station'), { batchSize: 2_000 });
    const trainee = await s.value('trainees.create', { name: 'Week Offline', identifier: 'WEEK-1' });
    const sessionId = randomUUID();
    const db = s.db();
    // Written as the sessions service writes them (the outbox triggers fire as for any answer), in one go for speed.
    db.exec('BEGIN');
    db.prepare(
      `INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
       VALUES (?, ?, 'A week offline', 'practice', '{}', '1', 10000, '2026-01-01T00:00:00Z')`,
    ).run(sessionId, trainee.id);
    const answer = db.prepare(
      `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
         feedback_json, answered_at) VALUES (?, ?, ?, 0, 'call', '{"type":"draw","draw":true}', 900, ?, 1, '{}', ?)`,
    );
    for (let i = 0; i < 10_000; i++)
      answer.run(sessionId, i, `item-${i}`, i % 3 === 0 ? 0 : 1, '2026-01-02T00:00:00Z');
    db.exec('COMMIT');
    expect((await s.sync.pushNow()).pending).toBe(0);
    const c = await suite.room.admin();
    try {
      const rows = await c.query<{ seq: number }>(
        'SELECT seq FROM room.responses WHERE session_id = $1 ORDER BY station_seq',
        [sessionId],
      );
      expect(rows.rows.map((r) => r.seq)).toEqual(Array.from({ length: 10_000 }, (_, i) => i));
      const totals = await c.query<{ responses: string; correct: string }>(
        'SELECT responses, correct FROM room.trainee_totals WHERE trainee_id = $1',
        [trainee.id],
      );
      expect(totals.rows[0]).toEqual({ responses: '10000', correct: String(10_000 - 3334) });
    } finally {
      await c.end();
    }
  });

  it('PostgreSQL stopped mid-push and restarted: the station keeps answering, then nothing is lost or doubled', async () => {
    const s = station('H', suite.room.address('bdt_station'), { batchSize: 3 });
    const trainee = await s.value('trainees.create', { name: 'Power Cut', identifier: 'CUT-1' });
    // A backlog of many batches, so the server can be stopped between two of them.
    for (let i = 0; i < 10; i++) await s.practise(trainee.id);
    const db = s.db();
    const backlog = outboxCount(db);
    expect(backlog).toBeGreaterThan(40);
    const pushing = s.sync.pushNow();
    // Wait on state: the first batch is acknowledged, so the push is under way.
    await expect.poll(() => outboxCount(db), { interval: 1, timeout: 20_000 }).toBeLessThan(backlog);
    await pgCtl('stop');
    const cut = await pushing;
    try {
      // Cut mid-way: part is in the room, part waits; and answering goes on, with no error.
      expect(cut.fault?.problem, cut.fault ? english(cut.fault.message) : undefined).toBe('unreachable');
      expect(cut.pending).toBeGreaterThan(0);
      expect(cut.pending).toBeLessThan(backlog);
      await s.practise(trainee.id);
      expect((await s.sync.pushNow()).fault?.problem).toBe('unreachable');
    } finally {
      await pgCtl('start');
    }
    const up = await s.sync.pushNow();
    expect(up).toMatchObject({ pending: 0, fault: null });
    const answers = await answersHereAndInRoom(suite.room, db, trainee.id);
    expect(answers).toEqual({ here: answers.here, inRoom: answers.here, totals: answers.here, sessions: 11 });
  });

  it('a push interrupted by killing the app: reopened, the station sends the rest, nothing lost or doubled', async () => {
    const address = suite.room.address('bdt_station');
    const first = openStation('K', address);
    const trainee = await first.value('trainees.create', { name: 'Killed Push', identifier: 'KILL-1' });
    await first.practise(trainee.id);
    // A backlog of 1,000 round trips (batches of 2), so the kill lands long before the end.
    const db = first.db();
    const sessionId = randomUUID();
    db.exec('BEGIN');
    db.prepare(
      `INSERT INTO sessions (id, trainee_id, title, mode, spec_json, seed, total, started_at)
       VALUES (?, ?, 'Backlog', 'practice', '{}', '1', 2000, '2026-01-01T00:00:00Z')`,
    ).run(sessionId, trainee.id);
    const answer = db.prepare(
      `INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit,
         feedback_json, answered_at) VALUES (?, ?, 'i', 0, 'call', '{}', 900, 1, 1, '{}', '2026-01-02T00:00:00Z')`,
    );
    for (let i = 0; i < 2000; i++) answer.run(sessionId, i);
    db.exec('COMMIT');
    const local = (first.db().prepare('SELECT count(*) AS n FROM responses').get() as { n: number }).n;
    await first.sync.stop();
    await first.backend.close();
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, 'push-child.ts'), first.dir, first.id, JSON.stringify(address)],
      {
        stdio: 'ignore',
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Wait on state: some answers are in the room, so the child is mid-push; then it is killed.
    await expect
      .poll(
        () =>
          count(suite.room, 'SELECT count(*) AS n FROM room.responses WHERE trainee_id = $1', [trainee.id]),
        { interval: 1, timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    child.kill('SIGKILL');
    await exited;
    expect(
      await count(suite.room, 'SELECT count(*) AS n FROM room.responses WHERE trainee_id = $1', [trainee.id]),
    ).toBeLessThan(local);
    const again = openStation('K', address, { dir: first.dir, id: first.id });
    try {
      expect(await again.sync.pushNow()).toMatchObject({ pending: 0, fault: null });
      expect(
        await count(suite.room, 'SELECT count(*) AS n FROM room.responses WHERE trainee_id = $1', [
          trainee.id,
        ]),
      ).toBe(local);
      expect(
        await count(suite.room, 'SELECT responses AS n FROM room.trainee_totals WHERE trainee_id = $1', [
          trainee.id,
        ]),
      ).toBe(local);
    } finally {
      await again.close();
      rmSync(first.dir, { recursive: true, force: true });
    }
  });
});
