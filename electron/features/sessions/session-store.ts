// The stored side of every session, practice or assessment: its row, how a new one is dealt and stored, and how a
// running one's state is brought into memory (the live store, live-sessions.ts) by replaying its stored responses on
// the dealing thread. A session is stored as its set (spec JSON), seed and mode; every response is committed as it is
// given (response-writer.ts).
import type { DatabaseSync } from 'node:sqlite';
import { SEEDINGS } from '../../../core/rng.ts';
import type { HistoryEntry } from '../../../core/drills/mastery.ts';
import type { SessionState } from '../../../core/drills/session.ts';
import { parseDrillSet, type DrillSet } from '../../../core/drills/spec.ts';
import type { Response } from '../../../core/drills/types.ts';
import type { Result } from '../../../contract/index.ts';
import type { Failure } from '../../../core/result.ts';
import { failure, failurePhrase } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { ReplayJob } from '../../engine/deal-jobs.ts';
import type { ServiceContext } from '../context.ts';
import { keepState, liveState } from './live-sessions.ts';
import type { SessionRow } from './session-row.ts';
import { traineeHistory } from './session-history.ts';
import { parseStored } from '../../storage/stored-json.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

interface ResponseRow {
  response_json: string;
  response_ms: number;
  feedback_json: string;
}

function responseRows(db: DatabaseSync, sessionId: string): ResponseRow[] {
  return allRows<ResponseRow>(
    db.prepare(
      'SELECT response_json, response_ms, feedback_json FROM responses WHERE session_id = ? ORDER BY seq',
    ),
    sessionId,
  );
}

/**
 * What the dealing thread needs to rebuild a stored session from its responses. A damaged row (its set, a response)
 * makes this session unreadable, and says so by its title; nothing else is affected.
 */
export function replayJob(db: DatabaseSync, row: SessionRow): Result<ReplayJob> {
  const damaged = (problem: Failure) =>
    failure(ref('err_sess_damaged', { title: row.title, id: row.id, problem: failurePhrase(problem) }));
  const spec = parseStored(row.spec_json, 'its drill set');
  if (!spec.ok) return damaged(spec);
  const parsed = parseDrillSet(spec.value);
  if (!parsed.ok) return failure(ref('err_sess_unreadable', { id: row.id, problem: failurePhrase(parsed) }));
  const responses: { response: Response; responseMs: number }[] = [];
  for (const [i, r] of responseRows(db, row.id).entries()) {
    const response = parseStored<Response>(r.response_json, `its answer ${i + 1}`);
    if (!response.ok) return damaged(response);
    responses.push({ response: response.value, responseMs: r.response_ms });
  }
  const seeding = SEEDINGS.find((s) => s === row.seeding);
  if (seeding === undefined) {
    return failure(ref('err_sess_unknown_seeding', { id: row.id, seeding: row.seeding }));
  }
  const history = traineeHistory(db, row.trainee_id, row.started_at);
  return {
    ok: true,
    value: { type: 'replay', set: parsed.value, seed: row.seed, seeding, responses, history },
  };
}

/**
 * The session's state: from memory, or rebuilt by replaying its stored responses on the dealing thread. A damaged
 * row (its set, a response) makes this session unreadable, and says so by its title; nothing else is affected.
 */
export async function loadState(ctx: ServiceContext, row: SessionRow): Promise<Result<SessionState>> {
  const opened = ctx.store.db();
  if (!opened.ok) return opened;
  const db = opened.value;
  const cached = liveState(db, row.id);
  if (cached) return { ok: true, value: cached };
  const job = replayJob(db, row);
  if (!job.ok) return job;
  const replayed = await ctx.dealer.run(job.value);
  if (!replayed.ok)
    return failure(ref('err_sess_cannot_replay', { id: row.id, problem: failurePhrase(replayed) }));
  // The store may have moved to another folder while the thread worked: the state belongs to the old database.
  if (ctx.store.db().ok && (ctx.store.db() as { value: DatabaseSync }).value !== db) {
    return failure(ref('err_sess_folder_changed', {}));
  }
  const now = liveState(db, row.id) ?? replayed.state;
  keepState(db, row.id, now);
  return { ok: true, value: now };
}

/** Deals a new session's items from a set on the dealing thread (the main thread keeps answering the window meanwhile). */
export async function dealNew(
  ctx: ServiceContext,
  set: DrillSet,
  seed: string,
  history: readonly HistoryEntry[],
): Promise<Result<SessionState>> {
  const started = await ctx.dealer.run({ type: 'start', set, seed, history });
  if (!started.ok)
    return failure(ref('main_set_cannot_deal', { title: set.title, error: failurePhrase(started) }));
  return { ok: true, value: started.state };
}

/**
 * Stores a session just dealt, with its seed and the seeding it was dealt with, inside the caller's transaction (an
 * assessment attempt stores its own row with it). The caller keeps the state live once the transaction commits.
 */
export function storeNew(
  ctx: ServiceContext,
  db: DatabaseSync,
  traineeId: string,
  set: DrillSet,
  drillSetId: string | null,
  seed: string,
  state: SessionState,
): SessionRow {
  const startedAt = ctx.now().toISOString();
  const row: SessionRow = {
    id: ctx.newId(),
    trainee_id: traineeId,
    drill_set_id: drillSetId,
    title: set.title,
    mode: set.mode,
    spec_json: JSON.stringify(set),
    seed,
    seeding: state.seeding,
    total: state.items.length,
    started_at: startedAt,
    finished_at: null,
    closed: 0,
    summary_json: null,
    answered: 0,
  };
  db.prepare(
    // The set's revision is recorded only when the stored set is the one dealt (issue 12: a result names its version).
    `INSERT INTO sessions (id, trainee_id, drill_set_id, title, mode, spec_json, seed, seeding, total, started_at, answered,
                           set_revision)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, (SELECT revision FROM drill_sets WHERE id = ? AND json = ?))`,
  ).run(
    row.id,
    traineeId,
    drillSetId,
    row.title,
    row.mode,
    row.spec_json,
    seed,
    row.seeding,
    row.total,
    startedAt,
    drillSetId,
    row.spec_json,
  );
  return row;
}
