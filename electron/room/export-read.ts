// What a progress export reads from the room (issue 22): the revealed answers and the assessment attempts recorded on
// the room's other stations, each with its station and its trainee (one trainee's, or every trainee's), in the
// export's period. Every row is checked; a row that is not what it should be is left out and counted (the export says
// how many).
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { checkedRows } from './checked-rows.ts';
import { DRILL_KINDS, type DrillKind } from '../../core/drills/types.ts';
import { roomText } from './progress-read.ts';
import { TRAINEE_IDS } from './read.ts';

/** Who a row is about: the room's trainee (the person behind every station's id for them). */
export interface RoomExportTrainee {
  /** The room's id of the trainee (a station's own id where the room has no person for it). */
  readonly traineeId: string;
  readonly traineeName: string;
  readonly staffNumber: string | null;
}

export interface RoomExportResponse extends RoomExportTrainee {
  readonly sessionId: string;
  readonly title: string;
  readonly mode: 'practice' | 'assessment';
  readonly drillSetId: string | null;
  readonly seq: number;
  readonly step: number;
  readonly kind: DrillKind;
  readonly itemId: string;
  readonly correct: boolean;
  readonly credit: number;
  readonly responseMs: number;
  readonly answeredAt: string;
  /** The response as the station recorded it (JSON text). */
  readonly response: string;
  readonly station: string;
}

export interface RoomExportAttempt extends RoomExportTrainee {
  readonly sessionId: string;
  readonly drillSetId: string;
  readonly title: string;
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly finished: boolean;
  readonly passed: boolean | null;
  readonly accuracy: number | null;
  readonly redLineFailures: number | null;
  readonly station: string;
}

export interface RoomExport {
  readonly responses: readonly RoomExportResponse[];
  readonly attempts: readonly RoomExportAttempt[];
  readonly refused: number;
  /** The room's trainee id of each of the ids asked about (`localIds`), where the room knows them. */
  readonly personOf: ReadonlyMap<string, string>;
}

/** The export's period: ISO times, `from` inclusive, `until` exclusive. */
export interface Period {
  readonly from: string | null;
  readonly until: string | null;
}

const ident = z.string().min(1).max(200);
const traineeCols = {
  person_id: ident,
  person_name: z.string().nullable(),
  staff_number: z.string().nullable(),
};
/** SQL: the room's trainee of session `s` (person_id, person_name, staff_number). */
const PERSON = `coalesce(al.trainee_id, s.trainee_id) AS person_id, p.name AS person_name, p.staff_number`;
const PERSON_JOIN = `LEFT JOIN room.trainee_aliases al ON al.alias_id = s.trainee_id
     LEFT JOIN room.trainees p ON p.id = al.trainee_id`;
const traineeOf = (d: { person_id: string; person_name: string | null; staff_number: string | null }) => ({
  traineeId: d.person_id,
  traineeName: roomText(d.person_name, d.person_id),
  staffNumber: d.staff_number === null ? null : roomText(d.staff_number, ''),
});
const responseRow = z.object({
  ...traineeCols,
  session_id: ident,
  title: z.string(),
  mode: z.enum(['practice', 'assessment']),
  drill_set_id: z.string().nullable(),
  seq: z.number().int().min(0),
  step: z.number().int().min(0),
  kind: z.enum(DRILL_KINDS),
  item_id: ident,
  correct: z.boolean(),
  credit: z.number(),
  response_ms: z.number().int().min(0),
  answered_at: z.date(),
  response: z.string().max(100_000),
  station: z.string().nullable(),
});
const attemptRow = z.object({
  ...traineeCols,
  session_id: ident,
  drill_set_id: ident,
  title: z.string(),
  started_at: z.date(),
  ended_at: z.date().nullable(),
  finished: z.boolean(),
  passed: z.boolean().nullable(),
  accuracy: z.number().min(0).max(1).nullable(),
  red_line: z.number().int().min(0).nullable(),
  station: z.string().nullable(),
});

/**
 * The rows recorded on stations other than `stationId`, oldest first: the trainee's (any of their ids), or every
 * trainee's when `traineeId` is null. `localIds` are this PC's trainee ids, matched to the room's trainees.
 */
export async function roomExport(
  client: ClientBase,
  traineeId: string | null,
  stationId: string,
  period: Period,
  localIds: readonly string[] = [],
): Promise<RoomExport> {
  const aliases = await client.query<{ alias_id: string; trainee_id: string }>(
    'SELECT alias_id, trainee_id FROM room.trainee_aliases WHERE alias_id = ANY($1::text[])',
    [localIds],
  );
  const personOf = new Map(aliases.rows.map((r) => [r.alias_id, r.trainee_id]));
  const whose = `($1::text IS NULL OR s.trainee_id IN (SELECT id FROM ids))`;
  const responses = await client.query(
    `${TRAINEE_IDS}
     SELECT r.session_id, s.title, s.mode, s.drill_set_id, r.seq, r.step, r.kind, r.item_id, r.correct,
       r.credit::float8 AS credit, r.response_ms, r.answered_at, r.response::text AS response, st.name AS station, ${PERSON}
     FROM room.responses r JOIN room.sessions s ON s.id = r.session_id LEFT JOIN room.stations st ON st.id = s.station_id
     ${PERSON_JOIN}
     WHERE ${whose} AND s.station_id <> $2::uuid
       AND (s.mode = 'practice' OR EXISTS (SELECT 1 FROM room.session_ends e WHERE e.session_id = s.id))
       AND ($3::timestamptz IS NULL OR r.answered_at >= $3) AND ($4::timestamptz IS NULL OR r.answered_at < $4)
     ORDER BY r.answered_at, r.session_id, r.seq`,
    [traineeId, stationId, period.from, period.until],
  );
  const outResponses = checkedRows(responseRow, responses.rows, (d): RoomExportResponse => ({
    ...traineeOf(d),
    sessionId: d.session_id,
    title: roomText(d.title, 'Untitled session'),
    mode: d.mode,
    drillSetId: d.drill_set_id,
    seq: d.seq,
    step: d.step,
    kind: d.kind,
    itemId: d.item_id,
    correct: d.correct,
    credit: d.credit,
    responseMs: d.response_ms,
    answeredAt: d.answered_at.toISOString(),
    response: d.response,
    station: roomText(d.station, 'unknown station'),
  }));
  const attempts = await client.query(
    `${TRAINEE_IDS}
     SELECT a.session_id, a.drill_set_id, s.title, s.started_at, e.at AS ended_at, e.event = 'finished' AS finished,
       CASE WHEN jsonb_typeof(e.summary -> 'passed') = 'boolean' THEN (e.summary ->> 'passed')::boolean END AS passed,
       CASE WHEN jsonb_typeof(e.summary -> 'accuracy') = 'number' THEN (e.summary ->> 'accuracy')::float8 END
         AS accuracy,
       CASE WHEN jsonb_typeof(e.summary -> 'redLineFailures') = 'number'
         THEN (e.summary ->> 'redLineFailures')::int END AS red_line,
       st.name AS station, ${PERSON}
     FROM room.assessment_attempts a JOIN room.sessions s ON s.id = a.session_id
     JOIN LATERAL (SELECT event, at, summary FROM room.session_ends WHERE session_id = a.session_id
                   ORDER BY (event = 'finished') DESC LIMIT 1) e ON true
     LEFT JOIN room.stations st ON st.id = a.station_id ${PERSON_JOIN}
     WHERE ($1::text IS NULL OR a.trainee_id IN (SELECT id FROM ids)) AND a.station_id <> $2::uuid
       AND ($3::timestamptz IS NULL OR e.at >= $3) AND ($4::timestamptz IS NULL OR e.at < $4)
     ORDER BY e.at, a.session_id`,
    [traineeId, stationId, period.from, period.until],
  );
  const outAttempts = checkedRows(attemptRow, attempts.rows, (d): RoomExportAttempt => ({
    ...traineeOf(d),
    sessionId: d.session_id,
    drillSetId: d.drill_set_id,
    title: roomText(d.title, 'Untitled set'),
    startedAt: d.started_at.toISOString(),
    endedAt: d.ended_at?.toISOString() ?? null,
    finished: d.finished,
    passed: d.passed,
    accuracy: d.accuracy,
    redLineFailures: d.red_line,
    station: roomText(d.station, 'unknown station'),
  }));
  return {
    responses: outResponses.rows,
    attempts: outAttempts.rows,
    refused: outResponses.refused + outAttempts.refused,
    personOf,
  };
}
