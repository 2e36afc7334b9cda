// What the trainer's Dashboard reads from the room for each trainee's skill trends, floor readiness and held-back
// skills (issue 22): the windows and last outcomes the room's triggers keep (room migration 6,
// room-schema-skill-windows.ts), the other stations' part only (this PC counts its own), per person (the room's trainee
// with every id it is known by) and skill. At most a window per person and skill comes back, never every response.
// Every row is checked: one that is not what it should be is refused and counted, never passed on.
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { checkedRows } from './checked-rows.ts';
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
const windowRow = z.object({
  id: ident,
  kind: z.string().min(1).max(50),
  // Each step as [session start in ms, session, seq, step, right, time]; checked one by one (stepOf).
  steps: z
    .array(z.unknown())
    .min(1)
    .max(10 * MASTERY_WINDOW),
});

const isCount = (v: unknown, most = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= most;

/** A step of a window as the room gave it, or null when it is not what it should be (by hand: 25,000 of them). */
function stepOf(raw: unknown): WindowStep | null {
  if (!Array.isArray(raw) || raw.length !== 6) return null;
  const [startedAt, sessionId, seq, step, correct, ms] = raw as unknown[];
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return null;
  if (typeof sessionId !== 'string' || sessionId.length < 1 || sessionId.length > 200) return null;
  if (!isCount(seq) || !isCount(step, 1000) || typeof correct !== 'boolean' || !isCount(ms)) return null;
  return { startedAt, sessionId, seq, step, correct, ms };
}
const outcomeRow = z.object({
  ids,
  kind: z.string().min(1).max(50),
  ended_at: z.date(),
  passed: z.boolean(),
});

/** SQL: the ids person `w.person` is known by. */
const IDS = `(SELECT array_agg(a.alias_id) FROM room.trainee_aliases a WHERE a.trainee_id = w.person) || w.person`;

/** The record's order: the session's start, the session (byte order), its sequence. */
export function byRecord(a: WindowStep, b: WindowStep): number {
  if (a.startedAt !== b.startedAt) return a.startedAt - b.startedAt;
  if (a.sessionId !== b.sessionId) return a.sessionId < b.sessionId ? -1 : 1;
  return a.seq - b.seq;
}

/** Each person's window per skill and last assessment outcome per skill on every station but `stationId`. */
export async function roomSkillWindows(client: ClientBase, stationId: string): Promise<RoomSkillWindows> {
  // The windows as the triggers keep them, per id a station used, unsorted (sorting here costs more than all the
  // rest); the ids of one person are put together, and each window sorted in the record's order, here.
  const windows = await client.query(
    `SELECT k.trainee_id AS id, k.kind, json_agg(json_build_array(
         (extract(epoch FROM k.started_at) * 1000)::float8, k.session_id, k.seq, k.step, k.correct, k.response_ms)) AS steps
     FROM room.skill_steps k WHERE k.station_id <> $1::uuid GROUP BY k.trainee_id, k.kind`,
    [stationId],
  );
  const aliases = await client.query<{ alias_id: string; trainee_id: string }>(
    'SELECT alias_id, trainee_id FROM room.trainee_aliases',
  );
  const personOf = new Map(aliases.rows.map((r) => [r.alias_id, r.trainee_id]));
  const idsOf = new Map<string, Set<string>>();
  for (const [alias, person] of personOf) {
    const known = idsOf.get(person) ?? new Set([person]);
    idsOf.set(person, known.add(alias));
  }
  const outcomes = await client.query(
    `SELECT ${IDS} AS ids, w.kind, w.ended_at, w.passed FROM (
       SELECT DISTINCT ON (1, o.kind) coalesce(x.trainee_id, o.trainee_id) AS person, o.kind, o.ended_at, o.passed
       FROM room.skill_outcomes o LEFT JOIN room.trainee_aliases x ON x.alias_id = o.trainee_id
       WHERE o.station_id <> $1::uuid ORDER BY 1, o.kind, o.ended_at DESC, o.passed
     ) w`,
    [stationId],
  );
  let refused = 0;
  const byPerson = new Map<string, { person: string; kind: string; steps: WindowStep[] }>();
  for (const raw of windows.rows) {
    const r = windowRow.safeParse(raw);
    if (!r.success) {
      refused += 1;
      continue;
    }
    const steps = r.data.steps.map(stepOf);
    if (steps.some((x) => x === null)) {
      refused += 1;
      continue;
    }
    const person = personOf.get(r.data.id) ?? r.data.id;
    const key = JSON.stringify([person, r.data.kind]);
    const w = byPerson.get(key) ?? { person, kind: r.data.kind, steps: [] };
    byPerson.set(key, w);
    w.steps.push(...(steps as WindowStep[]));
  }
  // One person's ids each keep a window: together, the newest MASTERY_WINDOW of them.
  const out: RoomSkillWindow[] = [...byPerson.values()].map((w) => ({
    ids: [...(idsOf.get(w.person) ?? [w.person])],
    kind: w.kind,
    steps: w.steps.sort(byRecord).slice(-MASTERY_WINDOW),
  }));
  const last = checkedRows(outcomeRow, outcomes.rows, (d): RoomSkillOutcome => ({
    ids: [...new Set(d.ids)],
    kind: d.kind,
    endedAt: d.ended_at.toISOString(),
    passed: d.passed,
  }));
  return { windows: out, outcomes: last.rows, refused: refused + last.refused };
}
