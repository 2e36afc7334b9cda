// What the trainer's Dashboard reads from the room for each trainee's flagged and due cases (issue 22): the windows of
// last answers per case the room's triggers keep (room migration 8, room-schema-case-steps.ts), the other stations'
// part only (this PC counts its own), per person (the room's trainee with every id it is known by), skill and case.
// At most a window per person and case comes back, never every response. Every row is checked: one that is not what
// it should be is refused and counted, never passed on.
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { DRILL_KINDS, type DrillKind } from '../../core/drills/types.ts';
import { CASE_WINDOW } from './room-schema-case-steps.ts';

/** One answer to a case, with its place in the record: its session's start (ms), its session, its sequence. */
export interface CaseStep {
  readonly startedAt: number;
  readonly sessionId: string;
  readonly seq: number;
  readonly correct: boolean;
  readonly ms: number;
  readonly late: boolean;
  /** When it was answered, epoch ms: the schedule's time, never its order. */
  readonly at: number;
}

export interface RoomCaseWindow {
  /** Every id the person is known by in the room (the room's and each PC's). */
  readonly ids: readonly string[];
  readonly kind: DrillKind;
  readonly tag: string;
  /** Oldest first (the record's order), at most CASE_WINDOW. */
  readonly steps: readonly CaseStep[];
}

export interface RoomCaseWindows {
  readonly windows: readonly RoomCaseWindow[];
  readonly refused: number;
}

const ident = z.string().min(1).max(200);
const windowRow = z.object({
  id: ident,
  kind: z.enum(DRILL_KINDS),
  tag: z.string().min(1).max(200),
  // Each answer as [session start in ms, session, seq, right, time, late, answered in ms]; checked one by one.
  steps: z
    .array(z.unknown())
    .min(1)
    .max(10 * CASE_WINDOW),
});

const isTime = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 8.64e15;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** An answer of a window as the room gave it, or null when it is not what it should be (by hand: many of them). */
function stepOf(raw: unknown): CaseStep | null {
  if (!Array.isArray(raw) || raw.length !== 7) return null;
  const [startedAt, sessionId, seq, correct, ms, late, at] = raw as unknown[];
  if (!isTime(startedAt) || !isTime(at)) return null;
  if (typeof sessionId !== 'string' || sessionId.length < 1 || sessionId.length > 200) return null;
  if (!isCount(seq) || typeof correct !== 'boolean' || !isCount(ms) || typeof late !== 'boolean') return null;
  return { startedAt, sessionId, seq, correct, ms, late, at };
}

/** The record's order: the session's start, the session (byte order), its sequence. */
export function caseStepOrder(a: CaseStep, b: CaseStep): number {
  if (a.startedAt !== b.startedAt) return a.startedAt - b.startedAt;
  if (a.sessionId !== b.sessionId) return a.sessionId < b.sessionId ? -1 : 1;
  return a.seq - b.seq;
}

/** Each person's window per case on every station but `stationId`. */
export async function roomCaseWindows(client: ClientBase, stationId: string): Promise<RoomCaseWindows> {
  // Unsorted (sorting here costs more than the rest); one person's ids are put together, and sorted, below.
  const windows = await client.query(
    `SELECT k.trainee_id AS id, k.kind, k.tag, json_agg(json_build_array(
         (extract(epoch FROM k.started_at) * 1000)::float8, k.session_id, k.seq, k.correct, k.response_ms, k.late,
         (extract(epoch FROM k.answered_at) * 1000)::float8)) AS steps
     FROM room.case_steps k WHERE k.station_id <> $1::uuid GROUP BY k.trainee_id, k.kind, k.tag`,
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
  let refused = 0;
  const byPerson = new Map<string, { person: string; kind: DrillKind; tag: string; steps: CaseStep[] }>();
  for (const raw of windows.rows) {
    const r = windowRow.safeParse(raw);
    const steps = r.success ? r.data.steps.map(stepOf) : [];
    if (!r.success || steps.some((x) => x === null)) {
      refused += 1;
      continue;
    }
    const person = personOf.get(r.data.id) ?? r.data.id;
    const key = JSON.stringify([person, r.data.kind, r.data.tag]);
    const w = byPerson.get(key) ?? { person, kind: r.data.kind, tag: r.data.tag, steps: [] };
    byPerson.set(key, w);
    w.steps.push(...(steps as CaseStep[]));
  }
  // One person's ids each keep a window: together, the newest CASE_WINDOW of them.
  return {
    windows: [...byPerson.values()].map((w) => ({
      ids: [...(idsOf.get(w.person) ?? [w.person])],
      kind: w.kind,
      tag: w.tag,
      steps: w.steps.sort(caseStepOrder).slice(-CASE_WINDOW),
    })),
    refused,
  };
}
