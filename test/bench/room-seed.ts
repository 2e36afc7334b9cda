// The room bench's generated room (issue 22: 50 stations, 500 trainees, 5,000,000 responses), written by SQL on the
// server as the database's administrator, bench only (no test uses it). Fast: the rows go in with the triggers off
// (session_replication_role = replica: neither the summaries' triggers nor the foreign keys' checks fire, the rows
// being valid by construction), then every summary is filled in bulk by the same SQL the migrations fill a room's
// existing history with, so the room reads exactly as if each row had been pushed.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { CASE_STEPS_FILL } from '../../electron/room/room-schema-case-steps.ts';
import { CASE_WEEKS_FILL } from '../../electron/room/room-schema-case-weeks.ts';
import { CASE_WINDOWS_FILL } from '../../electron/room/room-schema-case-windows.ts';
import { SKILL_WINDOWS_FILL } from '../../electron/room/room-schema-skill-windows.ts';

export interface RoomShape {
  readonly stations: number;
  readonly trainees: number;
  readonly responses: number;
}

/** trainee_totals of the whole history, as the responses' and sessions' triggers (room migration 1) count it. */
const TOTALS_FILL = `
  INSERT INTO room.trainee_totals (trainee_id, station_id, sessions, responses, correct, response_ms, last_at)
    SELECT trainee_id, station_id, sum(sessions), sum(responses), sum(correct), sum(response_ms), max(last_at) FROM (
      SELECT trainee_id, station_id, 0 AS sessions, count(*) AS responses, count(*) FILTER (WHERE correct) AS correct,
        sum(response_ms) AS response_ms, max(answered_at) AS last_at
      FROM room.responses GROUP BY trainee_id, station_id
      UNION ALL
      SELECT trainee_id, station_id, count(*), 0, 0, 0, max(started_at) FROM room.sessions GROUP BY trainee_id, station_id
    ) t GROUP BY trainee_id, station_id`;

/** Responses per session; every tenth session is an assessment that ended. */
const PER_SESSION = 100;
/** Sessions per INSERT of their responses (500,000 rows). */
const CHUNK = 5_000;

/** Fills the prepared, empty room `admin` (a superuser's connection) is on; returns the time it took, ms. */
export async function generateRoom(admin: pg.Client, shape: RoomShape): Promise<number> {
  const started = performance.now();
  const { stations, trainees, responses } = shape;
  const sessions = Math.ceil(responses / PER_SESSION);
  // Room to sort the fills' windows in memory (this session only).
  await admin.query(`SET work_mem = '256MB'`);
  await admin.query(`SET maintenance_work_mem = '256MB'`);
  await admin.query('SET session_replication_role = replica');
  try {
    await admin.query(
      `INSERT INTO room.stations (id, name) SELECT md5('station' || s)::uuid, 'Station ' || s FROM generate_series(1, $1) s`,
      [stations],
    );
    await admin.query(
      `INSERT INTO room.trainees (id, name, staff_number, created_at)
         SELECT 't' || i, 'Trainee ' || i, 'S-' || i, now() FROM generate_series(1, $1) i`,
      [trainees],
    );
    await admin.query(`INSERT INTO room.trainee_aliases SELECT id, id FROM room.trainees`);
    await admin.query(
      `INSERT INTO room.sessions (id, trainee_id, title, mode, spec, seed, seeding, total, started_at, station_id, station_seq)
         SELECT 's' || k, 't' || (1 + k % $2), 'Practice', CASE WHEN k % 10 = 0 THEN 'assessment' ELSE 'practice' END,
           '{}', k::text, 2, $3,
           now() - make_interval(mins => k), md5('station' || (1 + k % $4))::uuid, k
         FROM generate_series(1, $1) k`,
      [sessions, trainees, PER_SESSION, stations],
    );
    for (let from = 1; from <= sessions; from += CHUNK) {
      const to = Math.min(sessions, from + CHUNK - 1);
      await admin.query(
        `INSERT INTO room.responses (session_id, seq, trainee_id, item_id, step, kind, response, response_ms, correct,
           credit, feedback, timed_out, answered_at, station_id, station_seq)
         SELECT 's' || k, q, 't' || (1 + k % $3), 'i' || q, 0, 'call-hand', '{"type":"draw","draw":true}', 900 + q,
           (k + q) % 4 <> 0, 1, jsonb_build_object('key', jsonb_build_object('cases', jsonb_build_array('points-' || q % 10))),
           false, now() - make_interval(mins => k), md5('station' || (1 + k % $4))::uuid, k * 1000 + q
         FROM generate_series($1::int, $2::int) k, generate_series(0, $5 - 1) q`,
        [from, to, trainees, stations, PER_SESSION],
      );
    }
    // Every tenth session an assessment attempt that ended, so the candidate history and the cohort have rows to read.
    await admin.query(
      `INSERT INTO room.assessment_attempts (session_id, trainee_id, drill_set_id, set_version, attempt, assessor,
         profile, policy, station_id, station_seq)
       SELECT 's' || k, 't' || (1 + k % $2), 'bench-set', '1', k, 'Bench', '{}', '{"practical":null}', md5('station' || (1 + k % $3))::uuid, k
       FROM generate_series(10, $1, 10) k`,
      [sessions, trainees, stations],
    );
    await admin.query(
      `INSERT INTO room.session_ends (session_id, event, at, answered, summary, station_id, station_seq)
       SELECT 's' || k, 'finished', now() - make_interval(mins => k), $3, '{"passed":true,"accuracy":0.75,"skills":[{"kind":"call-hand","passed":true}]}',
         md5('station' || (1 + k % $2))::uuid, k
       FROM generate_series(10, $1, 10) k`,
      [sessions, stations, PER_SESSION],
    );
  } finally {
    await admin.query('RESET session_replication_role');
  }
  await admin.query('ANALYZE');
  for (const fill of [TOTALS_FILL, CASE_WEEKS_FILL, SKILL_WINDOWS_FILL, CASE_STEPS_FILL, CASE_WINDOWS_FILL])
    await admin.query(fill);
  await admin.query('VACUUM ANALYZE');
  return performance.now() - started;
}
