// What the trainer's Dashboard reads from the room besides each trainee's totals (issue 22): the cohort over a period
// and each trainee's assessment attempts, as the other stations recorded them. Counted in PostgreSQL (a few hundred
// rows come back, never every response): attempts from the sessions and their ends (their summaries, as a PC's
// attempts table reads them), missed cases from the weeks' tallies the room's triggers keep (room-schema-case-weeks.ts).
// Trainees come as the room's person ids with every id they are known by, so this PC can count each person once
// with its own rows. Every row is checked: one that is not what it should be is refused and counted.
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { checkedRows } from './checked-rows.ts';
import { roomText } from './progress-read.ts';

/**
 * A cohort's rate (per set or per skill) before it is merged, as one source holds it (this PC, or the room's other
 * stations): the persons who made the attempts, by id (for the room, its trainee ids).
 */
export interface CohortRatePart {
  readonly key: string;
  readonly label: string;
  readonly attempts: number;
  readonly passed: number;
  readonly persons: readonly string[];
}

/** The cohort as one source holds it, to be merged with the others (features/progress/dashboard.ts mergeCohort). */
export interface CohortPart {
  readonly bySet: readonly CohortRatePart[];
  readonly bySkill: readonly CohortRatePart[];
  readonly cases: readonly { kind: string; tag: string; answered: number; wrong: number }[];
  /** The persons who started a session in the period. */
  readonly active: readonly string[];
}

/** The other stations' part, with what merging it with this PC's needs. */
export interface RoomCohort extends CohortPart {
  /** Every id a person is known by (the room's and each PC's), for the persons above and this PC's trainees. */
  readonly personOf: ReadonlyMap<string, string>;
  readonly refused: number;
}

/** An assessment attempt on another station, as a PC's attempts table keeps one. */
export interface RoomAttempt {
  readonly sessionId: string;
  readonly drillSetId: string | null;
  readonly title: string;
  readonly startedAt: string;
  readonly endedAt: string;
  readonly finished: boolean;
  readonly passed: boolean;
  readonly accuracy: number | null;
  readonly redLineFailures: number;
  readonly station: string;
}

export interface RoomPersonAttempts {
  readonly ids: readonly string[];
  readonly total: number;
  readonly passed: number;
  /** The newest, at most the limit asked. */
  readonly latest: readonly RoomAttempt[];
}

/** SQL: the assessment attempts recorded on stations other than $1, as a PC's attempts table keeps them. */
const ATTEMPTS = `attempts AS (
    SELECT s.id AS session_id, coalesce(x.trainee_id, s.trainee_id) AS person, s.drill_set_id, s.title, s.started_at,
      coalesce(f.at, s.started_at) AS ended_at, f.at IS NOT NULL AS finished, e.summary, st.name AS station,
      coalesce(e.summary -> 'passed' = 'true', false) AS passed
    FROM room.sessions s
    JOIN LATERAL (SELECT summary FROM room.session_ends WHERE session_id = s.id
                  ORDER BY (event = 'finished') DESC LIMIT 1) e ON jsonb_typeof(e.summary) = 'object'
    LEFT JOIN room.session_ends f ON f.session_id = s.id AND f.event = 'finished'
    LEFT JOIN room.trainee_aliases x ON x.alias_id = s.trainee_id
    LEFT JOIN room.stations st ON st.id = s.station_id
    WHERE s.mode = 'assessment' AND s.station_id <> $1::uuid
  )`;

const ident = z.string().min(1).max(200);
const tally = z.union([
  z.number().int().min(0),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);
const rateRow = z
  .object({
    key: ident,
    label: z.string(),
    attempts: tally,
    passed: tally,
    persons: z.array(ident).max(100_000),
  })
  .refine((r) => r.passed <= r.attempts, { message: 'more passed than attempts' });
const caseRow = z
  .object({ kind: ident, tag: ident, answered: tally, wrong: tally })
  .refine((r) => r.wrong <= r.answered, { message: 'more wrong than answered' });

/** A cohort's period: attempts and sessions in [start, end) (ISO instants), missed cases in weeks [fromWeek, toWeek]. */
export interface CohortPeriod {
  readonly start: string;
  readonly end: string;
  readonly fromWeek: string;
  readonly toWeek: string;
}

/** The cohort over `period` on every station but `stationId`. */
export async function roomCohort(
  client: ClientBase,
  stationId: string,
  period: CohortPeriod,
  localTrainees: readonly string[],
): Promise<RoomCohort> {
  const bounds = [stationId, period.start, period.end];
  // One query after another (a connection runs one at a time). Per set and per skill in one pass over the attempts.
  const rates = await client.query(
    `WITH ${ATTEMPTS}, period AS MATERIALIZED (SELECT * FROM attempts WHERE ended_at >= $2 AND ended_at < $3)
       SELECT 'set' AS what, coalesce(drill_set_id, title) AS key, max(title) AS label, count(*) AS attempts,
         count(*) FILTER (WHERE passed) AS passed, array_agg(DISTINCT person) AS persons
       FROM period GROUP BY 2
       UNION ALL
       SELECT 'skill', k ->> 'kind', k ->> 'kind', count(*),
         count(*) FILTER (WHERE coalesce(k -> 'passed', a.summary -> 'passed') = 'true'),
         array_agg(DISTINCT a.person)
       FROM period a CROSS JOIN LATERAL jsonb_array_elements(
         CASE WHEN jsonb_typeof(a.summary -> 'skills') = 'array' THEN a.summary -> 'skills' ELSE '[]' END) k
       WHERE jsonb_typeof(k -> 'kind') = 'string' GROUP BY 2`,
    bounds,
  );
  const cases = await client.query(
    `SELECT kind, tag, sum(answered) AS answered, sum(wrong) AS wrong FROM room.case_weeks
       WHERE week >= $2::date AND week <= $3::date AND station_id <> $1::uuid GROUP BY kind, tag`,
    [stationId, period.fromWeek, period.toWeek],
  );
  const active = await client.query<{ person: string }>(
    `SELECT DISTINCT coalesce(x.trainee_id, s.trainee_id) AS person FROM room.sessions s
       LEFT JOIN room.trainee_aliases x ON x.alias_id = s.trainee_id
       WHERE s.started_at >= $2 AND s.started_at < $3 AND s.station_id <> $1::uuid`,
    bounds,
  );
  const aliases = await client.query<{ alias_id: string; trainee_id: string }>(
    'SELECT alias_id, trainee_id FROM room.trainee_aliases WHERE alias_id = ANY($1::text[])',
    [localTrainees],
  );
  let refused = 0;
  const checked = <T>(rows: unknown[], schema: z.ZodType<T>): T[] =>
    rows.flatMap((raw) => {
      const r = schema.safeParse(raw);
      if (!r.success) refused += 1;
      return r.success ? [r.data] : [];
    });
  const rate = (r: z.output<typeof rateRow>): CohortRatePart => ({
    ...r,
    label: roomText(r.label, 'Untitled set'),
  });
  return {
    bySet: checked(
      rates.rows.filter((r) => r.what === 'set'),
      rateRow,
    ).map(rate),
    bySkill: checked(
      rates.rows.filter((r) => r.what === 'skill'),
      rateRow,
    ).map(rate),
    cases: checked(cases.rows, caseRow),
    active: checked(
      active.rows.map((r) => r.person),
      ident,
    ),
    personOf: new Map(aliases.rows.map((r) => [r.alias_id, r.trainee_id])),
    refused,
  };
}

const attemptRow = z.object({
  session_id: ident,
  drill_set_id: ident.nullable(),
  title: z.string(),
  started_at: z.date(),
  ended_at: z.date(),
  finished: z.boolean(),
  passed: z.boolean(),
  accuracy: z.number().min(0).max(1).nullable(),
  red_line: z.number().int().min(0).max(1_000_000),
  station: z.string().nullable(),
});
const personRow = z.object({
  ids: z.array(ident).min(1).max(1000),
  total: tally,
  passed: tally,
  latest: z.array(z.unknown()).max(100),
});

/** Each person's assessment attempts on every station but `stationId`: how many, how many passed, the `limit` newest. */
export async function roomPersonAttempts(
  client: ClientBase,
  stationId: string,
  limit: number,
): Promise<{ persons: RoomPersonAttempts[]; refused: number }> {
  const rows = await client.query(
    `WITH ${ATTEMPTS}, ranked AS (
       SELECT *, row_number() OVER (PARTITION BY person ORDER BY ended_at DESC, session_id) AS n FROM attempts
     )
     SELECT (SELECT array_agg(a.alias_id) FROM room.trainee_aliases a WHERE a.trainee_id = r.person) || r.person AS ids,
       count(*) AS total, count(*) FILTER (WHERE passed) AS passed,
       coalesce(jsonb_agg(jsonb_build_object('session_id', session_id, 'drill_set_id', drill_set_id, 'title', title,
           'started_at', started_at, 'ended_at', ended_at, 'finished', finished, 'passed', passed,
           'accuracy', CASE WHEN jsonb_typeof(summary -> 'accuracy') = 'number' THEN summary -> 'accuracy' END,
           'red_line', CASE WHEN jsonb_typeof(summary -> 'redLineFailures') = 'number'
             THEN summary -> 'redLineFailures' ELSE '0' END, 'station', station)
         ORDER BY n) FILTER (WHERE n <= $2), '[]') AS latest
     FROM ranked r GROUP BY person`,
    [stationId, limit],
  );
  // A person's row and each attempt inside it are checked apart: a bad attempt leaves the person's others shown.
  let refusedAttempts = 0;
  const persons = checkedRows(personRow, rows.rows, (p): RoomPersonAttempts => {
    const latest = checkedRows(attemptRow, p.latest.map(dated), (a): RoomAttempt => ({
      sessionId: a.session_id,
      drillSetId: a.drill_set_id,
      title: roomText(a.title, 'Untitled set'),
      startedAt: a.started_at.toISOString(),
      endedAt: a.ended_at.toISOString(),
      finished: a.finished,
      passed: a.passed,
      accuracy: a.accuracy,
      redLineFailures: a.red_line,
      station: roomText(a.station, 'unknown station'),
    }));
    refusedAttempts += latest.refused;
    return { ids: [...new Set(p.ids)], total: p.total, passed: p.passed, latest: latest.rows };
  });
  return { persons: persons.rows, refused: persons.refused + refusedAttempts };
}

/** A JSON attempt's two instants as dates (jsonb gives them as text); anything else is left for the check to refuse. */
function dated(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const o = item as Record<string, unknown>;
  const at = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : v);
  return { ...o, started_at: at(o['started_at']), ended_at: at(o['ended_at']) };
}
