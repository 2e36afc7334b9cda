// What the trainer's Dashboard reads from the room for each trainee's flagged and due cases (issue 22): the windows of
// last answers per case the room's triggers keep (room migration 8, room-schema-case-steps.ts), the other stations'
// part only (this PC counts its own), per person (the room's trainee with every id it is known by), skill and case.
// At most a window per person and case comes back, never every response. Every row is checked: one that is not what
// it should be is refused and counted, never passed on.
import type { ClientBase } from 'pg';
import { z } from 'zod';
import { DRILL_KINDS, type DrillKind } from '../../core/drills/types.ts';
import { CASE_WINDOW } from './room-schema-case-steps.ts';
import { CASE_STEP_JSON } from './room-schema-case-windows.ts';

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

/** A window as the room gave it, checked: its id's (not yet its person's), or refused. */
type CheckedWindow = {
  readonly id: string;
  readonly kind: DrillKind;
  readonly tag: string;
  readonly steps: CaseStep[];
};

/**
 * The windows read so far, per id, skill and case, checked (null: refused); the room they are of, and the oldest
 * transaction still running when they were read (every change kept by an older one is in them): the next read asks
 * only for the windows changed since. One per station.
 */
export interface KnownCaseWindows {
  room: string;
  since: string;
  readonly windows: Map<string, CheckedWindow | null>;
  /** The windows per person last given, and the ids they were put together by: given again when nothing changed. */
  last?: { readonly aliases: string; readonly read: RoomCaseWindows };
}

export const knownCaseWindows = (): KnownCaseWindows => ({ room: '', since: '', windows: new Map() });

/**
 * The windows kept ready (room migration 9) changed by a transaction from `$2` on (all with '0'), each without this
 * station's answers: a window holding some is built afresh from case_steps without them (none left: steps null).
 */
const SELECT_WINDOWS = `SELECT w.trainee_id AS id, w.kind, w.tag, w.steps FROM room.case_windows w
    WHERE w.kept_by >= $2::xid8 AND NOT ($1::uuid = ANY (w.stations))
  UNION ALL
  SELECT w.trainee_id, w.kind, w.tag, json_agg(${CASE_STEP_JSON}) FILTER (WHERE k.seq IS NOT NULL)
    FROM room.case_windows w LEFT JOIN room.case_steps k
      ON k.trainee_id = w.trainee_id AND k.kind = w.kind AND k.tag = w.tag AND k.station_id <> $1::uuid
    WHERE w.kept_by >= $2::xid8 AND $1::uuid = ANY (w.stations)
    GROUP BY w.trainee_id, w.kind, w.tag`;

const keyOf = (id: unknown, kind: unknown, tag: unknown) => JSON.stringify([id, kind, tag]);

/**
 * Each person's window per case on every station but `stationId`. With `known` (this station's last read), only the
 * windows changed since are read and checked again: the first read of a big room moves 100,000 answers, later ones
 * what was answered since.
 */
export async function roomCaseWindows(
  client: ClientBase,
  stationId: string,
  known: KnownCaseWindows = knownCaseWindows(),
): Promise<RoomCaseWindows> {
  const now = await client.query<{ room: string | null; since: string }>(
    `SELECT (SELECT value FROM room.meta WHERE key = 'room_id') AS room,
       pg_snapshot_xmin(pg_current_snapshot())::text AS since`,
  );
  const room = now.rows[0]?.room ?? '';
  const since = now.rows[0]?.since ?? '';
  // A room made again starts afresh: what was kept is of another.
  if (room !== known.room || known.since === '') {
    known.windows.clear();
    known.since = '';
  }
  const windows = await client.query(SELECT_WINDOWS, [stationId, known.since === '' ? '0' : known.since]);
  // Every window changed since comes back (with no steps: only this station's answers left); none: nothing changed.
  const unchanged = known.since !== '' && windows.rows.length === 0;
  known.room = room;
  known.since = since;
  for (const raw of windows.rows as { id?: unknown; kind?: unknown; tag?: unknown; steps?: unknown }[]) {
    if (raw.steps === null) {
      known.windows.delete(keyOf(raw.id, raw.kind, raw.tag));
      continue;
    }
    const r = windowRow.safeParse(raw);
    const steps = r.success ? r.data.steps.map(stepOf) : [];
    known.windows.set(
      keyOf(raw.id, raw.kind, raw.tag),
      !r.success || steps.some((x) => x === null) ? null : { ...r.data, steps: steps as CaseStep[] },
    );
  }
  const aliases = await client.query<{ alias_id: string; trainee_id: string }>(
    'SELECT alias_id, trainee_id FROM room.trainee_aliases',
  );
  const aliasKey = JSON.stringify(aliases.rows.map((r) => [r.alias_id, r.trainee_id]));
  if (unchanged && known.last?.aliases === aliasKey) return known.last.read;
  const personOf = new Map(aliases.rows.map((r) => [r.alias_id, r.trainee_id]));
  const idsOf = new Map<string, Set<string>>();
  for (const [alias, person] of personOf) {
    const ids = idsOf.get(person) ?? new Set([person]);
    idsOf.set(person, ids.add(alias));
  }
  let refused = 0;
  const byPerson = new Map<string, { person: string; kind: DrillKind; tag: string; steps: CaseStep[] }>();
  for (const w of known.windows.values()) {
    if (!w) {
      refused += 1;
      continue;
    }
    const person = personOf.get(w.id) ?? w.id;
    const key = JSON.stringify([person, w.kind, w.tag]);
    const into = byPerson.get(key) ?? { person, kind: w.kind, tag: w.tag, steps: [] };
    byPerson.set(key, into);
    into.steps.push(...w.steps);
  }
  // One person's ids each keep a window: together, the newest CASE_WINDOW of them.
  const read: RoomCaseWindows = {
    windows: [...byPerson.values()].map((w) => ({
      ids: [...(idsOf.get(w.person) ?? [w.person])],
      kind: w.kind,
      tag: w.tag,
      steps: [...w.steps].sort(caseStepOrder).slice(-CASE_WINDOW),
    })),
    refused,
  };
  known.last = { aliases: aliasKey, read };
  return read;
}
