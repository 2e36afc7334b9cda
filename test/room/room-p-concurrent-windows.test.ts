// Two stations pushing the same trainee's answers at once (issue 22): the room's triggers keep per-trainee windows
// (skill_steps, case_steps, case_windows), trimming and rebuilding the same rows from both pushes. Each push touches
// the windows in its own order (its answers' case tags in another order), many times over: no push may fail with a
// deadlock, and the totals and windows must come out as if they had pushed one after the other (before room migration
// 11 each trimmed from a snapshot without the other's answers: a case window kept 22 answers of 20).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_WINDOW } from '../../electron/room/room-schema-case-steps.ts';
import { connect, freshRoom, NO_PG_REASON, PASSWORDS, PG_URL, type Room } from './room-fixture.ts';

const TRAINEE = 'shared-trainee';
const TAGS = ['p0-b1', 'p2-b3', 'p4-b5', 'p6-b7', 'p8-b9', 'p1-b0'];
const KINDS = ['third-card', 'payout'];
const ROUNDS = 25;
const PER_PUSH = 12;
/** Steps a skill's window keeps (room-schema-skill-windows.ts). */
const SKILL_WINDOW = 50;

/** One push of a station: a session and its answers in one transaction, as push.ts sends them. */
async function push(client: pg.Client, station: string, round: number, reversed: boolean): Promise<void> {
  const session = `${station}-${round}`;
  const tags = reversed ? [...TAGS].reverse() : TAGS;
  const rows = Array.from({ length: PER_PUSH }, (_, seq) => ({
    session_id: session,
    seq,
    trainee_id: TRAINEE,
    item_id: `item-${seq}`,
    step: 0,
    kind: KINDS[(seq + (reversed ? 1 : 0)) % KINDS.length],
    response: { type: 'draw', draw: true },
    response_ms: 900 + seq,
    correct: seq % 3 !== 0,
    credit: 1,
    feedback: { key: { cases: [tags[seq % tags.length], tags[(seq + 1) % tags.length]] } },
    timed_out: false,
    answered_at: new Date(Date.UTC(2026, 0, 1, 10, round, seq)).toISOString(),
    station_seq: round * 1000 + seq + 1,
  }));
  await client.query('BEGIN');
  try {
    await client.query(
      `INSERT INTO room.sessions (id, trainee_id, title, mode, spec, seed, seeding, total, started_at, station_id,
         station_seq) VALUES ($1, $2, 'Both', 'practice', '{}', '1', 2, $3, $4, $5, $6)`,
      [
        session,
        TRAINEE,
        PER_PUSH,
        new Date(Date.UTC(2026, 0, 1, 10, round)).toISOString(),
        station,
        round * 1000,
      ],
    );
    await client.query(
      `INSERT INTO room.responses (session_id, seq, trainee_id, item_id, step, kind, response, response_ms, correct,
         credit, feedback, timed_out, answered_at, station_id, station_seq)
       SELECT session_id, seq, trainee_id, item_id, step, kind, response, response_ms, correct, credit, feedback,
         timed_out, answered_at, $2::uuid, station_seq
       FROM jsonb_populate_recordset(NULL::room.responses, $1::jsonb) ORDER BY station_seq ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows), station],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

describe.skipIf(!PG_URL)(
  `Concurrent pushes into the same windows (${PG_URL ? 'PostgreSQL' : NO_PG_REASON})`,
  () => {
    let room: Room;
    const stations = [randomUUID(), randomUUID()];
    const clients: pg.Client[] = [];

    beforeAll(async () => {
      room = await freshRoom('p_concurrent_windows');
      const admin = await room.admin();
      try {
        for (const [n, id] of stations.entries())
          await admin.query(`INSERT INTO room.stations (id, name) VALUES ($1, $2)`, [id, `Station ${n}`]);
      } finally {
        await admin.end();
      }
      const url = new URL(PG_URL);
      url.pathname = `/${room.database}`;
      url.username = 'bdt_station';
      url.password = PASSWORDS.bdt_station;
      for (let i = 0; i < 2; i++) clients.push(await connect(url));
    });

    afterAll(async () => {
      await Promise.all(clients.map((c) => c.end()));
      await room?.drop();
    });

    it('pushes of two stations touching the same windows in different orders never deadlock, and count every answer', async () => {
      const failures: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const results = await Promise.allSettled(
          stations.map((station, n) => push(clients[n]!, station, round, n === 1)),
        );
        for (const r of results)
          if (r.status === 'rejected')
            failures.push(`${(r.reason as { code?: string }).code}: ${String(r.reason)}`);
      }
      expect(failures).toEqual([]);

      const admin = await room.admin();
      try {
        const totals = await admin.query<{ responses: string; sessions: string }>(
          `SELECT sum(responses)::text AS responses, sum(sessions)::text AS sessions FROM room.trainee_totals
         WHERE trainee_id = $1`,
          [TRAINEE],
        );
        expect(totals.rows[0]).toEqual({
          responses: String(2 * ROUNDS * PER_PUSH),
          sessions: String(2 * ROUNDS),
        });
        // Each case window holds the newest CASE_WINDOW answers of the case in the record's order, as built afresh.
        const windows = await admin.query<{ kind: string; tag: string; kept: string[]; expected: string[] }>(
          `WITH answers AS (
           SELECT r.kind, c AS tag, r.session_id || '/' || r.seq AS step,
             row_number() OVER (PARTITION BY r.kind, c ORDER BY s.started_at DESC, r.session_id COLLATE "C" DESC,
               r.seq DESC) AS n
           FROM room.responses r JOIN room.sessions s ON s.id = r.session_id
           CROSS JOIN LATERAL room.case_tags(r.feedback) c WHERE r.trainee_id = $1)
         SELECT a.kind, a.tag, array_agg(a.step ORDER BY a.step) AS expected,
           (SELECT array_agg(k.session_id || '/' || k.seq ORDER BY k.session_id || '/' || k.seq)
              FROM room.case_steps k WHERE k.trainee_id = $1 AND k.kind = a.kind AND k.tag = a.tag) AS kept
         FROM answers a WHERE a.n <= ${CASE_WINDOW} GROUP BY a.kind, a.tag ORDER BY a.kind, a.tag`,
          [TRAINEE],
        );
        expect(windows.rows.length).toBeGreaterThan(0);
        for (const w of windows.rows) expect(w.kept, `${w.kind} ${w.tag}`).toEqual(w.expected);
        const kept = await admin.query<{ kind: string; tag: string; steps: number; expected: number }>(
          `SELECT w.kind, w.tag, json_array_length(w.steps) AS steps,
           (SELECT count(*)::int FROM room.case_steps k
            WHERE k.trainee_id = w.trainee_id AND k.kind = w.kind AND k.tag = w.tag) AS expected
         FROM room.case_windows w WHERE w.trainee_id = $1`,
          [TRAINEE],
        );
        expect(kept.rows.length).toBe(windows.rows.length);
        for (const w of kept.rows) expect(w.steps, `${w.kind} ${w.tag}`).toBe(w.expected);
        // Each skill's window: its newest SKILL_WINDOW steps, no more.
        const skills = await admin.query<{ kind: string; kept: number; expected: number }>(
          `SELECT k.kind, (SELECT count(*)::int FROM room.skill_steps s WHERE s.trainee_id = $1 AND s.kind = k.kind) AS kept,
           least(${SKILL_WINDOW}, (SELECT count(*)::int FROM room.responses r WHERE r.trainee_id = $1 AND r.kind = k.kind))
             AS expected
         FROM unnest($2::text[]) k (kind)`,
          [TRAINEE, KINDS],
        );
        for (const w of skills.rows) expect(w.kept, w.kind).toBe(w.expected);
      } finally {
        await admin.end();
      }
    });
  },
);
