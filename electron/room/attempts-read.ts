// A candidate's assessment attempts recorded on the room's other stations (issue 22), for the candidate history. The
// room keeps each attempt's session, its end and summary, its policy and its practical grades, not the station's
// sealed record: the result shown is read from those (the knowledge part's pass as its station summed it up, then the
// latest practical grade where the policy has a practical part), and the record itself opens, replays and is signed
// only on the station that ran it. Every row is checked; a row that is not what it should be is left out and counted.
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { checkedRows } from './checked-rows.ts';
import { practicalOutcome } from '../../core/assessment/practical.ts';
import type { AssessmentRecord, AttemptStatus } from '../../core/assessment/record.ts';
import { roomText } from './progress-read.ts';
import { TRAINEE_IDS } from './read.ts';

export interface RoomAttemptRow {
  readonly attemptId: string;
  readonly set: string;
  readonly attempt: number;
  readonly status: AttemptStatus;
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly result: AssessmentRecord['result'];
  readonly station: string;
}

const ROOM_ATTEMPTS_LIMIT = 500;

const row = z.object({
  id: z.string().min(1).max(200),
  title: z.string(),
  attempt: z.number().int().min(1),
  started_at: z.date(),
  station: z.string().nullable(),
  end_event: z.enum(['finished', 'closed']).nullable(),
  ended_at: z.date().nullable(),
  passed: z.boolean().nullable(),
  practical: z.boolean(),
  grades: z
    .object({
      outcome: z.enum(['pass', 'fail', 'retake']).optional(),
      areas: z.array(z.object({ grade: z.string() }).passthrough()),
      redLineObservations: z.array(z.unknown()),
    })
    .passthrough()
    .nullable(),
});

/** The attempt's result from what the room holds (as core's overallResult judges a record). */
function resultOf(r: z.output<typeof row>): AssessmentRecord['result'] {
  if (r.end_event === null) return 'in-progress';
  if (r.passed !== true) return 'fail';
  if (!r.practical) return 'pass';
  if (r.grades === null) return 'pending-practical';
  const outcome = practicalOutcome(r.grades);
  return outcome === 'retake' ? 'pending-practical' : outcome === 'pass' ? 'pass' : 'fail';
}

/** The candidate's attempts on stations other than `stationId` (any of the candidate's ids), newest first. */
export async function roomAttempts(
  client: ClientBase,
  traineeId: string,
  stationId: string,
): Promise<{ attempts: RoomAttemptRow[]; refused: number }> {
  const rows = await client.query(
    `${TRAINEE_IDS}
     SELECT s.id, s.title, a.attempt, s.started_at, st.name AS station,
       e.event AS end_event, e.at AS ended_at,
       CASE WHEN jsonb_typeof(e.summary -> 'passed') = 'boolean' THEN (e.summary ->> 'passed')::boolean END AS passed,
       jsonb_typeof(a.policy -> 'practical') = 'object' AS practical,
       (SELECT g.grades FROM room.practical_grades g WHERE g.session_id = a.session_id
        ORDER BY g.graded_at DESC LIMIT 1) AS grades
     FROM room.assessment_attempts a JOIN room.sessions s ON s.id = a.session_id
     LEFT JOIN room.stations st ON st.id = a.station_id
     LEFT JOIN LATERAL (SELECT event, at, summary FROM room.session_ends WHERE session_id = a.session_id
                        ORDER BY (event = 'finished') DESC LIMIT 1) e ON true
     WHERE a.trainee_id IN (SELECT id FROM ids) AND a.station_id <> $2::uuid
     ORDER BY s.started_at DESC, a.attempt DESC LIMIT $3`,
    [traineeId, stationId, ROOM_ATTEMPTS_LIMIT],
  );
  const checked = checkedRows(row, rows.rows, (d): RoomAttemptRow => ({
    attemptId: d.id,
    set: roomText(d.title, 'Untitled set'),
    attempt: d.attempt,
    status: d.end_event ?? 'running',
    startedAt: d.started_at.toISOString(),
    endedAt: d.ended_at?.toISOString() ?? null,
    result: resultOf(d),
    station: roomText(d.station, 'unknown station'),
  }));
  return { attempts: checked.rows, refused: checked.refused };
}
