// What the trainer's Dashboard reads from the room for each trainee's skill trends, floor readiness and held-back
// skills (issue 22): the windows and last outcomes the room's triggers keep (room migration 6,
// room-schema-skill-windows.ts), the other stations' part only (this PC counts its own), per person (the room's trainee
// with every id it is known by) and skill. At most a window per person and skill comes back, never every response.
// Every row is checked: one that is not what it should be is refused and counted, never passed on.
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { MASTERY_WINDOW } from '../../core/drills/mastery.ts';

/** One step of a window, with its place in the record: its session's start (ms), its session, its sequence. */
export interface WindowStep {
  readonly startedAt: number;
  readonly sessionId: string;
  readonly seq: number;
  /** Its place in its item (0 first). */
  readonly step: number;
  readonly correct: boolean;
  readonly ms: number;
}

export interface RoomSkillWindow {
  /** Every id the person is known by in the room (the room's and each PC's). */
  readonly ids: readonly string[];
  readonly kind: string;
  /** Oldest first (the record's order), at most MASTERY_WINDOW. */
  readonly steps: readonly WindowStep[];
}

export interface RoomSkillOutcome {
  readonly ids: readonly string[];
  readonly kind: string;
  readonly endedAt: string;
  readonly passed: boolean;
}

export interface RoomSkillWindows {
  readonly windows: readonly RoomSkillWindow[];
  readonly outcomes: readonly RoomSkillOutcome[];
  readonly refused: number;
}

const ident = z.string().min(1).max(200);
const ids = z.array(ident).min(1).max(1000);
const column = <T extends z.ZodTypeAny>(item: T) => z.array(item).min(1).max(MASTERY_WINDOW);
const windowRow = z
  .object({
    ids,
    kind: z.string().min(1).max(50),
    at: column(z.number().finite()),
    sessions: column(ident),
    seqs: column(z.number().int().min(0)),
    steps: column(z.number().int().min(0).max(1000)),
    correct: column(z.boolean()),
    ms: column(z.number().int().min(0)),
  })
  .refine((r) => [r.sessions, r.seqs, r.steps, r.correct, r.ms].every((c) => c.length === r.at.length), {
    message: 'columns of different lengths',
  });
const outcomeRow = z.object({
  ids,
  kind: z.string().min(1).max(50),
  ended_at: z.date(),
  passed: z.boolean(),
});

/** SQL: the ids person `w.person` is known by. */
const IDS = `(SELECT array_agg(a.alias_id) FROM room.trainee_aliases a WHERE a.trainee_id = w.person) || w.person`;

/** Each person's window per skill and last assessment outcome per skill on every station but `stationId`. */
export async function roomSkillWindows(client: ClientBase, stationId: string): Promise<RoomSkillWindows> {
  // The windows are kept per id a station used; a person's ids' windows together, the newest MASTERY_WINDOW kept.
  const windows = await client.query(
    `WITH w AS (
       SELECT coalesce(x.trainee_id, k.trainee_id) AS person, k.*, row_number() OVER (
           PARTITION BY coalesce(x.trainee_id, k.trainee_id), k.kind
           ORDER BY k.started_at DESC, k.session_id DESC, k.seq DESC) AS n
       FROM room.skill_steps k LEFT JOIN room.trainee_aliases x ON x.alias_id = k.trainee_id
       WHERE k.station_id <> $1::uuid
     )
     SELECT ${IDS} AS ids, w.kind,
       array_agg((extract(epoch FROM w.started_at) * 1000)::float8 ORDER BY w.n DESC) AS at,
       array_agg(w.session_id ORDER BY w.n DESC) AS sessions, array_agg(w.seq ORDER BY w.n DESC) AS seqs,
       array_agg(w.step ORDER BY w.n DESC) AS steps, array_agg(w.correct ORDER BY w.n DESC) AS correct,
       array_agg(w.response_ms ORDER BY w.n DESC) AS ms
     FROM w WHERE w.n <= $2 GROUP BY w.person, w.kind`,
    [stationId, MASTERY_WINDOW],
  );
  const outcomes = await client.query(
    `SELECT ${IDS} AS ids, w.kind, w.ended_at, w.passed FROM (
       SELECT DISTINCT ON (1, o.kind) coalesce(x.trainee_id, o.trainee_id) AS person, o.kind, o.ended_at, o.passed
       FROM room.skill_outcomes o LEFT JOIN room.trainee_aliases x ON x.alias_id = o.trainee_id
       WHERE o.station_id <> $1::uuid ORDER BY 1, o.kind, o.ended_at DESC, o.passed
     ) w`,
    [stationId],
  );
  let refused = 0;
  const out: RoomSkillWindow[] = [];
  for (const raw of windows.rows) {
    const r = windowRow.safeParse(raw);
    if (!r.success) {
      refused += 1;
      continue;
    }
    const { at, sessions, seqs, steps, correct, ms } = r.data;
    out.push({
      ids: [...new Set(r.data.ids)],
      kind: r.data.kind,
      steps: at.map((startedAt, i) => ({
        startedAt,
        sessionId: sessions[i] as string,
        seq: seqs[i] as number,
        step: steps[i] as number,
        correct: correct[i] as boolean,
        ms: ms[i] as number,
      })),
    });
  }
  const last: RoomSkillOutcome[] = [];
  for (const raw of outcomes.rows) {
    const r = outcomeRow.safeParse(raw);
    if (!r.success) {
      refused += 1;
      continue;
    }
    last.push({
      ids: [...new Set(r.data.ids)],
      kind: r.data.kind,
      endedAt: r.data.ended_at.toISOString(),
      passed: r.data.passed,
    });
  }
  return { windows: out, outcomes: last, refused };
}
