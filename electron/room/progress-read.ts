// What a trainee's progress page reads from the room (issue 22): the trainee's sessions on every station, each with the
// station that recorded it, and the revealed answers that other stations recorded (practice, and assessments once
// ended, as the PC's own progress counts them). Every row is checked here: a row that is not what it should be is
// refused and counted, never passed on; text from the room is only ever text, cut to a length a page can show.
import type { ClientBase } from 'pg';
import { ANSWER_FIELDS, checkedAnswer, ROOM_TEXT_MAX, type RoomAnswer } from './progress-answer-check.ts';
import { roomTraineeHistory, TRAINEE_IDS, type RoomSessionRow } from './read.ts';

export { ROOM_TEXT_MAX, type RoomAnswer } from './progress-answer-check.ts';

/** A trainee's answers read from the room, at most (the newest): a page never reads an unbounded history. */
export const ROOM_ANSWERS_LIMIT = 50_000;
export const ROOM_SESSIONS_LIMIT = 500;
/**
 * Answers the room sends as one row (a JSON array of arrays, made by the server): parsed and checked a row per turn of
 * the main process's event loop. One row per answer cost node-postgres most of the read (every field parsed apart).
 */
const ANSWERS_PER_ROW = 1_000;

export interface RoomProgressHistory {
  /** Every session of the trainee on every station, newest first. */
  readonly sessions: readonly RoomSessionRow[];
  /** Revealed answers recorded on other stations than this one, oldest first. */
  readonly answers: readonly RoomAnswer[];
  /** Rows the room gave that were refused (not what they should be). */
  readonly refused: number;
  /** What the room holds of the answers: figures built from them are still right while it is the same. */
  readonly answersKey: string;
}

/** Text from the room, safe to show: a string, cut to ROOM_TEXT_MAX. */
export function roomText(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0) return fallback;
  return value.length > ROOM_TEXT_MAX ? `${value.slice(0, ROOM_TEXT_MAX - 1)}…` : value;
}

/**
 * SQL: a timestamptz as Date's toISOString gives it, in UTC (milliseconds truncated, as node-postgres's own parsing
 * does), made by the server: parsing 10,000 of them in JavaScript was a tenth of the main thread's work. NULL (the
 * row refused) outside years 1 to 9999, which toISOString writes otherwise.
 */
export const isoOf = (column: string) =>
  `CASE WHEN extract(year FROM ${column} AT TIME ZONE 'UTC') BETWEEN 1 AND 9999
     THEN to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`;

/** SQL: the other stations' revealed answers of the trainee: practice as answered, an assessment once it ended. */
const REVEALED_ELSEWHERE = `FROM room.responses r JOIN room.sessions s ON s.id = r.session_id
  WHERE s.trainee_id IN (SELECT id FROM ids) AND s.station_id IS DISTINCT FROM $2::uuid
    AND (s.mode = 'practice' OR EXISTS (SELECT 1 FROM room.session_ends e WHERE e.session_id = s.id))`;

/** SQL: what the room holds of the answers REVEALED_ELSEWHERE selects (`key`): it changes whenever they do. */
const ANSWERS_KEY = `count(*) || ':' || coalesce(sum(r.station_seq), 0) || ':' || coalesce(max(r.received_at)::text, '') AS key`;

/** The answers last read per trainee, with what they were read at (the room's history only grows). */
export type KnownAnswers = Map<string, { key: string; answers: RoomAnswer[]; refused: number }>;
/** Trainees whose answers a station keeps between page reads. */
export const KNOWN_TRAINEES = 8;

/**
 * A trainee's history in the room; `stationId` is this PC's (its own answers it already has). The answers are read
 * again only when what the room holds of them changed (`known`: the last read), so a page read with nothing new in
 * the room transfers a count, not every answer.
 */
export async function roomProgressHistory(
  client: ClientBase,
  traineeId: string,
  stationId: string,
  known: KnownAnswers = new Map(),
): Promise<RoomProgressHistory> {
  // Text from the room, cut to what a page shows (the room's own checks bound the rest of a session row).
  const sessionRows = (await roomTraineeHistory(client, traineeId, ROOM_SESSIONS_LIMIT)).map((r) => ({
    ...r,
    title: roomText(r.title, 'Untitled session'),
    station: roomText(r.station, 'unknown station'),
  }));
  let last = known.get(traineeId);
  known.delete(traineeId);
  if (last === undefined) {
    // Not read yet: the answers with their key, in one statement (one round trip, one snapshot).
    last = await readAnswers(client, traineeId, stationId);
  } else {
    const now = await client.query<{ key: string }>(
      `${TRAINEE_IDS} SELECT ${ANSWERS_KEY} ${REVEALED_ELSEWHERE}`,
      [traineeId, stationId],
    );
    if (last.key !== (now.rows[0]?.key ?? '')) last = await readAnswers(client, traineeId, stationId);
  }
  known.set(traineeId, last);
  for (const id of known.keys()) if (known.size > KNOWN_TRAINEES) known.delete(id);
  return { sessions: sessionRows, answers: last.answers, refused: last.refused, answersKey: last.key };
}

/**
 * The other stations' answers, the newest ROOM_ANSWERS_LIMIT, oldest first, each checked (refused when not right), and
 * the key of what the room held of them, read in the same statement.
 */
async function readAnswers(
  client: ClientBase,
  traineeId: string,
  stationId: string,
): Promise<{ key: string; answers: RoomAnswer[]; refused: number }> {
  // The key's row comes first (part -1), then the answers' rows in order; one statement, so both are of one snapshot.
  const chunks = await client.query<{ key: string | null; answers: string | null }>(
    `${TRAINEE_IDS}, keyed AS (SELECT ${ANSWERS_KEY} ${REVEALED_ELSEWHERE})
     SELECT -1 AS part, (SELECT key FROM keyed) AS key, NULL AS answers
     UNION ALL
     SELECT n / ${ANSWERS_PER_ROW}, NULL, json_agg(json_build_array(${ANSWER_FIELDS.join(', ')}) ORDER BY n)::text FROM (
       SELECT *, row_number() OVER (ORDER BY answered, session_id, seq) - 1 AS n FROM (
         SELECT r.session_id, r.item_id, r.seq, r.step, r.kind, r.correct, r.response_ms,
           ${isoOf('r.answered_at')} AS answered_at, ${isoOf('s.started_at')} AS started_at, r.answered_at AS answered,
           s.mode, r.credit, r.feedback #> '{key,cases}' AS cases,
           r.feedback #>> '{key,expected,type}' AS expected_type, r.feedback #> '{key,expected,amount}' AS expected_amount,
           r.feedback #> '{key,stake}' AS stake, r.feedback #> '{key,rule}' AS rule, r.feedback #> '{mark,late}' AS late
         ${REVEALED_ELSEWHERE}
         ORDER BY r.answered_at DESC, r.session_id, r.seq DESC LIMIT $3
       ) newest
     ) numbered GROUP BY n / ${ANSWERS_PER_ROW}
     ORDER BY part`,
    [traineeId, stationId, ROOM_ANSWERS_LIMIT],
  );
  let refused = 0;
  let key = '';
  const answers: RoomAnswer[] = [];
  for (const [n, chunk] of chunks.rows.entries()) {
    if (chunk.answers === null) {
      key = chunk.key ?? '';
      continue;
    }
    // Up to ROOM_ANSWERS_LIMIT answers: parsed and checked a row at a time, the window's process answering in between.
    if (n > 1) await new Promise((resolve) => setImmediate(resolve));
    for (const raw of JSON.parse(chunk.answers) as unknown[]) {
      const answer = checkedAnswer(raw);
      if (answer) answers.push(answer);
      else refused += 1;
    }
  }
  return { key, answers, refused };
}
