// What the trainer's screens read from the room when one is configured (issue 22): every trainee's totals over every
// station, and a trainee's sessions with the station that recorded each. The dashboard reads the totals the room's
// triggers keep (one row per trainee and station), never every response.
import type { ClientBase } from 'pg';

export interface RoomTraineeRow {
  readonly traineeId: string;
  readonly name: string;
  readonly staffNumber: string | null;
  readonly sessions: number;
  readonly responses: number;
  readonly accuracy: number | null;
  readonly meanResponseMs: number | null;
  readonly lastAt: string | null;
  readonly stations: readonly string[];
}

/** A row of the room's trainee totals as PostgreSQL gives it (sums of bigint come as text). */
export interface RoomTotalsRaw {
  id: string;
  name: string;
  staff_number: string | null;
  sessions: string;
  responses: string;
  correct: string;
  response_ms: string;
  last_at: Date | null;
  stations: string[] | null;
  /** Every id the trainee is known by in the room: the room's and each PC's (those of left-out stations too). */
  ids: string[];
}

/**
 * Every trainee's totals from the summary the room's triggers keep, over every station but `exceptStation` (the
 * reading PC, which counts its own rows itself, pushed or not: so none is counted twice); null: every station.
 */
export async function roomTotals(client: ClientBase, exceptStation: string | null): Promise<RoomTotalsRaw[]> {
  const rows = await client.query<RoomTotalsRaw>(
    `SELECT t.id, t.name, t.staff_number, sum(tt.sessions) AS sessions, sum(tt.responses) AS responses,
       sum(tt.correct) AS correct, sum(tt.response_ms) AS response_ms, max(tt.last_at) AS last_at,
       array_agg(DISTINCT s.name ORDER BY s.name) FILTER (WHERE s.name IS NOT NULL) AS stations,
       (SELECT array_agg(x.alias_id ORDER BY x.alias_id) FROM room.trainee_aliases x WHERE x.trainee_id = t.id) AS ids
     FROM room.trainees t
     JOIN room.trainee_aliases a ON a.trainee_id = t.id
     JOIN room.trainee_totals tt ON tt.trainee_id = a.alias_id AND tt.station_id IS DISTINCT FROM $1::uuid
     LEFT JOIN room.stations s ON s.id = tt.station_id
     WHERE t.archived_at IS NULL
     GROUP BY t.id ORDER BY t.name, t.id`,
    [exceptStation],
  );
  return rows.rows;
}

export async function roomDashboard(client: ClientBase): Promise<RoomTraineeRow[]> {
  return (await roomTotals(client, null)).map((r) => {
    const responses = Number(r.responses);
    return {
      traineeId: r.id,
      name: r.name,
      staffNumber: r.staff_number,
      sessions: Number(r.sessions),
      responses,
      accuracy: responses > 0 ? Number(r.correct) / responses : null,
      meanResponseMs: responses > 0 ? Math.round(Number(r.response_ms) / responses) : null,
      lastAt: r.last_at?.toISOString() ?? null,
      stations: r.stations ?? [],
    };
  });
}

/** SQL: the ids a trainee is known by in the room (`ids`), from any of them ($1): the room's and every PC's. */
export const TRAINEE_IDS = `WITH person AS (
    SELECT coalesce((SELECT trainee_id FROM room.trainee_aliases WHERE alias_id = $1), $1) AS id
  ), ids AS (
    SELECT alias_id AS id FROM room.trainee_aliases WHERE trainee_id = (SELECT id FROM person)
    UNION SELECT $1
  )`;

export interface RoomSessionRow {
  readonly sessionId: string;
  readonly title: string;
  readonly mode: 'practice' | 'assessment';
  readonly startedAt: string;
  readonly station: string;
  readonly answered: number;
  readonly correct: number;
  readonly ended: boolean;
}

/** A trainee's sessions on every station (any of the trainee's ids, local or the room's), newest first. */
export async function roomTraineeHistory(
  client: ClientBase,
  traineeId: string,
  limit = 200,
): Promise<RoomSessionRow[]> {
  const rows = await client.query<{
    id: string;
    title: string;
    mode: 'practice' | 'assessment';
    started_at: Date;
    station: string | null;
    answered: string;
    correct: string;
    ended: boolean;
  }>(
    `${TRAINEE_IDS}
     SELECT s.id, s.title, s.mode, s.started_at, st.name AS station,
       (SELECT count(*) FROM room.responses r WHERE r.session_id = s.id) AS answered,
       (SELECT count(*) FROM room.responses r WHERE r.session_id = s.id AND r.correct) AS correct,
       EXISTS (SELECT 1 FROM room.session_ends e WHERE e.session_id = s.id) AS ended
     FROM room.sessions s LEFT JOIN room.stations st ON st.id = s.station_id
     WHERE s.trainee_id IN (SELECT id FROM ids)
     ORDER BY s.started_at DESC, s.station_seq DESC LIMIT $2`,
    [traineeId, limit],
  );
  return rows.rows.map((r) => ({
    sessionId: r.id,
    title: r.title,
    mode: r.mode,
    startedAt: r.started_at.toISOString(),
    station: r.station ?? 'unknown station',
    answered: Number(r.answered),
    correct: Number(r.correct),
    ended: r.ended,
  }));
}
