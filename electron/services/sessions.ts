// Drill sessions held in the main process: the renderer gets one prompt at a time, and an answer key only with the
// feedback on its response (in an assessment, only when the set ends). A session is stored as its set (spec JSON),
// seed and mode; every response is committed as it is given, and a session is resumed by replaying them.
import { mockExamSet } from '../../core/assessment/mock-exam.ts';
import type { DatabaseSync } from 'node:sqlite';
import { adaptiveSet } from '../../core/drills/adaptive.ts';
import { SEEDINGS } from '../../core/rng.ts';
import { mastery, type HistoryEntry } from '../../core/drills/mastery.ts';
import {
  answer,
  currentPrompt,
  isFinished,
  summarise,
  type SessionState,
} from '../../core/drills/session.ts';
import { parseDrillSet, type DrillSet } from '../../core/drills/spec.ts';
import { timeOutRest } from '../../core/drills/time-out-item.ts';
import type { Feedback, Response } from '../../core/drills/types.ts';
import type {
  AnswerOutcome,
  MasteryBySkill,
  RequestOf,
  Result,
  SessionRecord,
  SessionSummary,
  SessionView,
  UnfinishedSession,
} from '../ipc/contract.ts';
import { NO_MISTAKES, type DealJob, type ReplayJob } from '../engine/deal-jobs.ts';
import { inTransaction } from '../storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from './context.ts';
import { parseStored } from './stored-json.ts';
import { findDrillSet } from './drill-sets.ts';
import { findProfile } from './profiles.ts';
import { findTrainee } from './trainees.ts';
import { issueStep, stepShown, stepUsedMs } from './practice-step-clock.ts';
import { livePace, recordedMs, timedByMain } from './pace-lab-clock.ts';
import { promptForRenderer, withoutSeed } from './redact.ts';
import { insertResponse } from './response-writer.ts';

export interface SessionRow {
  id: string;
  trainee_id: string;
  drill_set_id: string | null;
  title: string;
  mode: 'practice' | 'assessment';
  spec_json: string;
  seed: string;
  /** core/rng.ts SEEDINGS: 1 for sessions stored before seeding 2 (storage migration 2). */
  seeding: number;
  total: number;
  started_at: string;
  finished_at: string | null;
  closed: number;
  summary_json: string | null;
  /** Items completely answered (migration 2); null in rows written before it. */
  answered: number | null;
  /** The revision of the trainer's set it was dealt from (issue 12); null: built in, adaptive or older. */
  set_revision?: number | null;
}

interface ResponseRow {
  response_json: string;
  response_ms: number;
  feedback_json: string;
}

/** Live sessions by id, tagged with the database they belong to (a folder change invalidates them). */
const live = new WeakMap<DatabaseSync, Map<string, SessionState>>();

/** Also used by assessments.ts, which answers attempts through its own timed path. */
export function cache(db: DatabaseSync): Map<string, SessionState> {
  let map = live.get(db);
  if (!map) live.set(db, (map = new Map()));
  return map;
}

export function sessionRow(db: DatabaseSync, id: string): SessionRow | null {
  return (db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined) ?? null;
}

function responseRows(db: DatabaseSync, sessionId: string): ResponseRow[] {
  return db
    .prepare(
      'SELECT response_json, response_ms, feedback_json FROM responses WHERE session_id = ? ORDER BY seq',
    )
    .all(sessionId) as unknown as ResponseRow[];
}

/**
 * A trainee's marked responses, oldest first; `before` limits them to sessions started earlier. An assessment still
 * running is left out: its marks (and the cases of its keys) must not reach the renderer before it ends.
 */
export function traineeHistory(db: DatabaseSync, traineeId: string, before?: string): HistoryEntry[] {
  const rows = db
    .prepare(
      `SELECT r.step, r.kind, r.correct, r.response_ms, r.feedback_json FROM responses r
       JOIN sessions s ON s.id = r.session_id
       WHERE s.trainee_id = ? AND (? IS NULL OR s.started_at < ?)
         AND NOT (s.mode = 'assessment' AND s.finished_at IS NULL AND s.closed = 0)
       ORDER BY s.started_at, s.id, r.seq`,
    )
    .all(traineeId, before ?? null, before ?? null) as {
    step: number;
    kind: HistoryEntry['kind'];
    correct: number;
    response_ms: number;
    feedback_json: string;
  }[];
  // A damaged feedback row loses only its cases (for the suggestion); its mark and time still count.
  return rows.map((r) => {
    const feedback = parseStored<Feedback>(r.feedback_json, 'a stored answer');
    const cases = feedback.ok && Array.isArray(feedback.value?.key?.cases) ? feedback.value.key.cases : [];
    const late = feedback.ok && feedback.value?.mark?.late === true;
    return {
      kind: r.kind,
      cases,
      correct: r.correct === 1,
      responseMs: r.response_ms,
      ...(late ? { late: true } : {}),
      step: r.step,
    };
  });
}

/** One operation at a time per session: an answer must not be replayed and recorded twice at once. */
const busySessions = new Map<string, Promise<unknown>>();

export function oneAtATime<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
  const before = busySessions.get(sessionId) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  busySessions.set(sessionId, settled);
  void settled.then(() => {
    if (busySessions.get(sessionId) === settled) busySessions.delete(sessionId);
  });
  return run;
}

/**
 * What the dealing thread needs to rebuild a stored session from its responses. A damaged row (its set, a response)
 * makes this session unreadable, and says so by its title; nothing else is affected.
 */
function replayJob(db: DatabaseSync, row: SessionRow): Result<ReplayJob> {
  const damaged = `The stored session "${row.title}" (${row.id}) is damaged`;
  const spec = parseStored(row.spec_json, 'its drill set');
  if (!spec.ok) return { ok: false, error: `${damaged}: ${spec.error}` };
  const parsed = parseDrillSet(spec.value);
  if (!parsed.ok) return { ok: false, error: `The stored session ${row.id} cannot be read: ${parsed.error}` };
  const responses: { response: Response; responseMs: number }[] = [];
  for (const [i, r] of responseRows(db, row.id).entries()) {
    const response = parseStored<Response>(r.response_json, `its answer ${i + 1}`);
    if (!response.ok) return { ok: false, error: `${damaged}: ${response.error}` };
    responses.push({ response: response.value, responseMs: r.response_ms });
  }
  const seeding = SEEDINGS.find((s) => s === row.seeding);
  if (seeding === undefined) {
    return {
      ok: false,
      error: `The stored session ${row.id} cannot be replayed: it was dealt with seeding ${row.seeding}, which this version of the app does not know`,
    };
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
  const cached = cache(db).get(row.id);
  if (cached) return { ok: true, value: cached };
  const job = replayJob(db, row);
  if (!job.ok) return job;
  const replayed = await ctx.dealer.run(job.value);
  if (!replayed.ok)
    return { ok: false, error: `The stored session ${row.id} cannot be replayed: ${replayed.error}` };
  // The store may have moved to another folder while the thread worked: the state belongs to the old database.
  if (ctx.store.db().ok && (ctx.store.db() as { value: DatabaseSync }).value !== db) {
    return { ok: false, error: 'The training data folder changed meanwhile; try again.' };
  }
  const now = cache(db).get(row.id) ?? replayed.state;
  cache(db).set(row.id, now);
  return { ok: true, value: now };
}

/** The session as the page sees it; the prompt goes out now, so its step's clock is issued. */
function view(ctx: ServiceContext, db: DatabaseSync, row: SessionRow, state: SessionState): SessionView {
  issueStep(db, row.id, currentPrompt(state), ctx.monotonicMs());
  return {
    sessionId: row.id,
    title: row.title,
    mode: row.mode,
    total: state.items.length,
    answered: state.item,
    prompt: promptForRenderer(currentPrompt(state)),
    pace: livePace(state),
  };
}

/** Every step's feedback, in answer order, rebuilt from the state (keys included). */
function allFeedback(state: SessionState): Feedback[] {
  return state.answers.map((a) => ({
    itemId: a.itemId,
    step: a.step,
    mark: a.mark,
    response: a.response,
    key: state.items[a.item]?.steps[a.step]?.key as Feedback['key'],
  }));
}

export function fullSummary(row: SessionRow, state: SessionState, ended: boolean): SessionSummary {
  // An assessment's keys are shown only once it has ended.
  const showKeys = row.mode === 'practice' || ended;
  // The seed stays in main even once the session has ended: with it a practice session could be dealt again.
  const { seed: _seed, ...core } = summarise(state);
  return {
    ...core,
    mistakes: showKeys ? core.mistakes : [],
    sessionId: row.id,
    feedback: showKeys ? allFeedback(state) : [],
  };
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
    return { ok: false, error: `The drill set "${set.title}" cannot be dealt: ${started.error}` };
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

/** Deals a session on the dealing thread (a set, or the mistakes of a stored session) and stores it. */
async function begin(
  ctx: ServiceContext,
  traineeId: string,
  job: Extract<DealJob, { type: 'start' | 'start-replay' }>,
  drillSetId: string | null,
  failed: (error: string) => string,
): Promise<Result<SessionView>> {
  const seed = job.seed;
  const started = await ctx.dealer.run(job);
  if (!started.ok) return { ok: false, error: failed(started.error) };
  const set = started.state.set;
  const state = started.state;
  return withDbWrite(ctx, (db) => {
    if (!findTrainee(db, traineeId)) return { ok: false, error: `There is no trainee "${traineeId}".` };
    const row = inTransaction(db, () => storeNew(ctx, db, traineeId, set, drillSetId, seed, state));
    cache(db).set(row.id, state);
    return { ok: true, value: view(ctx, db, row, state) };
  });
}

export async function startDrillSession(
  ctx: ServiceContext,
  request: RequestOf<'sessions.start'>,
): Promise<Result<SessionView>> {
  if ('replayOf' in request) return startReplay(ctx, request.traineeId, request.replayOf);
  const chosen = withDb(
    ctx,
    (db): Result<{ set: DrillSet; drillSetId: string | null; seed: string; history: HistoryEntry[] }> => {
      if (!findTrainee(db, request.traineeId)) {
        return { ok: false, error: `There is no trainee "${request.traineeId}".` };
      }
      const history = traineeHistory(db, request.traineeId);
      const seed = String(ctx.randomSeed());
      if ('adaptive' in request) {
        const profile = findProfile(db, request.adaptive.profileId);
        if (!profile)
          return {
            ok: false,
            error: `adaptive.profileId: there is no table profile "${request.adaptive.profileId}"`,
          };
        const set = adaptiveSet(history, profile, request.adaptive.count, seed);
        return { ok: true, value: { set, drillSetId: null, seed, history } };
      }
      const entry = findDrillSet(ctx, db, request.drillSetId);
      if (!entry) return { ok: false, error: `There is no drill set "${request.drillSetId}".` };
      if (request.mock === true) {
        if (entry.set.mode !== 'assessment')
          return {
            ok: false,
            error: `mock: "${entry.set.title}" is not an assessment set; practise it directly.`,
          };
        return { ok: true, value: { set: mockExamSet(entry.set), drillSetId: entry.id, seed, history } };
      }
      return { ok: true, value: { set: entry.set, drillSetId: entry.id, seed, history } };
    },
  );
  if (!chosen.ok) return chosen;
  const { set, drillSetId, seed, history } = chosen.value;
  return beginSession(ctx, request.traineeId, set, drillSetId, seed, history);
}

/** Starts a session on a set; progress drills (electron/services/progress.ts) start sets built for them. */
export async function beginSession(
  ctx: ServiceContext,
  traineeId: string,
  set: DrillSet,
  drillSetId: string | null,
  seed: string,
  history: readonly HistoryEntry[],
): Promise<Result<SessionView>> {
  return begin(
    ctx,
    traineeId,
    { type: 'start', set, seed, history },
    drillSetId,
    (error) => `The drill set "${set.title}" cannot be dealt: ${error}`,
  );
}

/**
 * A replay of an ended session's mistakes (core/drills/replay.ts), started as a session of its own. The session is
 * rebuilt, its replay set probed and dealt on the dealing thread, like any other.
 */
async function startReplay(
  ctx: ServiceContext,
  traineeId: string,
  sessionId: string,
): Promise<Result<SessionView>> {
  const found = withDb(ctx, (db): Result<{ title: string; of: ReplayJob; history: HistoryEntry[] }> => {
    if (!findTrainee(db, traineeId)) return { ok: false, error: `There is no trainee "${traineeId}".` };
    const row = sessionRow(db, sessionId);
    if (!row || row.trainee_id !== traineeId)
      return { ok: false, error: `There is no session "${sessionId}".` };
    // A running assessment's mistakes are its marks: they stay in main until it ends.
    if (row.mode === 'assessment' && row.finished_at === null && row.closed === 0)
      return {
        ok: false,
        error: `The assessment "${row.title}" is still running: replay its mistakes when it ends.`,
      };
    const of = replayJob(db, row);
    if (!of.ok) return of;
    return { ok: true, value: { title: row.title, of: of.value, history: traineeHistory(db, traineeId) } };
  });
  if (!found.ok) return found;
  const { title, of, history } = found.value;
  return begin(
    ctx,
    traineeId,
    { type: 'start-replay', of, seed: String(ctx.randomSeed()), history },
    null,
    (error) =>
      error === NO_MISTAKES
        ? `The session "${title}" has no mistakes to replay.`
        : `The mistakes of "${title}" cannot be replayed: ${error}`,
  );
}

function openRow(db: DatabaseSync, sessionId: string): Result<SessionRow> {
  const row = sessionRow(db, sessionId);
  if (!row) return { ok: false, error: `There is no session "${sessionId}".` };
  if (row.closed === 1 || row.finished_at !== null) {
    return { ok: false, error: `The session "${row.title}" has ended; start a new one.` };
  }
  return { ok: true, value: row };
}

export function answerStep(
  ctx: ServiceContext,
  request: RequestOf<'sessions.answer'>,
): Promise<Result<AnswerOutcome>> {
  return oneAtATime(request.sessionId, async () => {
    const row = withDb(ctx, (db) => openRow(db, request.sessionId));
    if (!row.ok) return row;
    const state = await loadState(ctx, row.value);
    if (!state.ok) return state;
    return withDbWrite(ctx, (db) => recordAnswer(ctx, db, request, row, state));
  });
}

function recordAnswer(
  ctx: ServiceContext,
  db: DatabaseSync,
  request: RequestOf<'sessions.answer'>,
  row: { value: SessionRow },
  state: { value: SessionState },
): Result<AnswerOutcome> {
  {
    const current = currentPrompt(state.value);
    const meant = { itemId: request.itemId ?? current?.itemId, step: request.step ?? current?.step };
    if (current && (meant.itemId !== current.itemId || meant.step !== current.step)) {
      return {
        ok: false,
        error: `This answer is for ${meant.itemId} step ${(meant.step ?? 0) + 1}, but the session is at ${current.itemId} step ${current.step + 1}: it was not recorded (was it sent twice?).`,
      };
    }
    // A hard limit is timed on main's clock too (practice-step-clock.ts): the page's time can make a step later (its
    // own timer gave the step up), never earlier. A pace-lab step is main's time alone (pace-lab-clock.ts). A soft
    // limit is the page's time, measured from the cards dealt.
    const hard = current?.hardLimit === true ? current : null;
    const mainMs =
      current && timedByMain(current) ? stepUsedMs(db, row.value.id, current, ctx.monotonicMs()) : null;
    const responseMs = recordedMs(current, request.responseMs, mainMs);
    const result = answer(state.value, request.response as Response, responseMs);
    if (!result.ok) return { ok: false, error: `response: ${result.error}` };
    // The time each stored step is recorded with: this answer's, then any steps its item timed out.
    const stored = [responseMs];
    let next = result.state;
    // The hard limit ran out: the item is over (its later steps timed out too) and the next item comes.
    if (hard && result.feedback.mark.late) {
      const rest = timeOutRest(next, state.value.item);
      next = rest.state;
      stored.push(...rest.added.map((a) => a.responseMs));
    }
    const finished = isFinished(next);
    const now = ctx.now().toISOString();
    const summary = finished ? fullSummary(row.value, next, true) : null;
    inTransaction(db, () => {
      for (const [i, ms] of stored.entries()) {
        insertResponse(db, row.value.id, state.value.answers.length + i, next, ms, false, now);
      }
      db.prepare('UPDATE sessions SET answered = ? WHERE id = ?').run(next.item, row.value.id);
      if (summary) {
        db.prepare('UPDATE sessions SET finished_at = ?, summary_json = ? WHERE id = ?').run(
          now,
          JSON.stringify(summary),
          row.value.id,
        );
      }
    });
    cache(db).set(row.value.id, next);
    issueStep(db, row.value.id, currentPrompt(next), ctx.monotonicMs());
    return {
      ok: true,
      value: {
        feedback: row.value.mode === 'practice' ? result.feedback : null,
        next: promptForRenderer(currentPrompt(next)),
        summary,
        answered: next.item,
        pace: livePace(next),
      },
    };
  }
}

export function unfinishedSessions(
  ctx: ServiceContext,
  request: RequestOf<'sessions.unfinished'>,
): Result<UnfinishedSession[]> {
  return withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId))
      return { ok: false, error: `There is no trainee "${request.traineeId}".` };
    const rows = db
      .prepare(
        `SELECT * FROM sessions WHERE trainee_id = ? AND finished_at IS NULL AND closed = 0
         ORDER BY started_at DESC, id`,
      )
      .all(request.traineeId) as unknown as SessionRow[];
    const out: UnfinishedSession[] = [];
    for (const row of rows) {
      // Listed from the row alone (nothing is dealt to list it), so a damaged session is listed and can be closed.
      out.push({
        sessionId: row.id,
        title: row.title,
        mode: row.mode,
        startedAt: row.started_at,
        answered: row.answered ?? cache(db).get(row.id)?.item ?? answeredBefore(db, row.id),
        total: row.total,
      });
    }
    return { ok: true, value: out };
  });
}

/** Sessions stored before migration 2: items with an answer, less the one being answered. */
function answeredBefore(db: DatabaseSync, sessionId: string): number {
  const r = db
    .prepare('SELECT COUNT(DISTINCT item_id) AS n FROM responses WHERE session_id = ?')
    .get(sessionId) as { n: number } | undefined;
  return Math.max(0, (r?.n ?? 0) - 1);
}

export function resumeSession(
  ctx: ServiceContext,
  request: RequestOf<'sessions.resume'>,
): Promise<Result<SessionView>> {
  return oneAtATime(request.sessionId, async () => {
    const row = withDb(ctx, (db) => openRow(db, request.sessionId));
    if (!row.ok) return row;
    const state = await loadState(ctx, row.value);
    if (!state.ok) return state;
    const opened = ctx.store.db();
    if (!opened.ok) return opened;
    return { ok: true, value: view(ctx, opened.value, row.value, state.value) };
  });
}

export function closeSession(
  ctx: ServiceContext,
  request: RequestOf<'sessions.close'>,
): Promise<Result<SessionSummary>> {
  return oneAtATime(request.sessionId, async () => {
    const found = withDb(ctx, (db): Result<SessionRow> => {
      const row = sessionRow(db, request.sessionId);
      return row
        ? { ok: true, value: row }
        : { ok: false, error: `There is no session "${request.sessionId}".` };
    });
    if (!found.ok) return found;
    const row = found.value;
    if (row.summary_json !== null && (row.closed === 1 || row.finished_at !== null)) {
      return withDbWrite(ctx, (db) => {
        if (row.closed === 0)
          inTransaction(db, () => db.prepare('UPDATE sessions SET closed = 1 WHERE id = ?').run(row.id));
        const stored = parseStored<SessionSummary>(row.summary_json as string, 'its summary');
        if (!stored.ok)
          return {
            ok: false,
            error: `The session "${row.title}" is closed, but ${stored.error}; its answers are kept.`,
          };
        return { ok: true, value: withoutSeed(stored.value) };
      });
    }
    const state = await loadState(ctx, row);
    return withDbWrite(ctx, (db) => {
      if (!state.ok) {
        // Otherwise it would stay on the unfinished list for good, neither resumable nor closable.
        inTransaction(db, () => {
          db.prepare(
            'UPDATE sessions SET closed = 1, finished_at = COALESCE(finished_at, ?) WHERE id = ?',
          ).run(ctx.now().toISOString(), row.id);
        });
        return {
          ok: false,
          error: `${state.error}. It has no summary, but it is closed and its answers are kept.`,
        };
      }
      const summary = fullSummary(row, state.value, true);
      inTransaction(db, () => {
        db.prepare(
          'UPDATE sessions SET closed = 1, finished_at = COALESCE(finished_at, ?), summary_json = ? WHERE id = ?',
        ).run(ctx.now().toISOString(), JSON.stringify(summary), row.id);
      });
      cache(db).delete(row.id);
      return { ok: true, value: summary };
    });
  });
}

export async function sessionSummary(
  ctx: ServiceContext,
  request: RequestOf<'sessions.summary'>,
): Promise<Result<SessionSummary>> {
  const found = withDb(ctx, (db): Result<SessionRow> => {
    const row = sessionRow(db, request.sessionId);
    return row
      ? { ok: true, value: row }
      : { ok: false, error: `There is no session "${request.sessionId}".` };
  });
  if (!found.ok) return found;
  const row = found.value;
  if (row.summary_json !== null) {
    const stored = parseStored<SessionSummary>(row.summary_json, 'its summary');
    if (!stored.ok) return { ok: false, error: `The session "${row.title}" is damaged: ${stored.error}.` };
    return { ok: true, value: withoutSeed(stored.value) };
  }
  // Even without its keys, a running assessment's summary gives away marks (correct, accuracy, fail reasons) and
  // the cases of the keys it got wrong (the suggestion).
  if (row.mode === 'assessment' && row.closed === 0 && row.finished_at === null) {
    return {
      ok: false,
      error: `The assessment "${row.title}" is still running: its results come when it ends.`,
    };
  }
  const state = await loadState(ctx, row);
  if (!state.ok) return state;
  return { ok: true, value: fullSummary(row, state.value, false) };
}

export function traineeMastery(
  ctx: ServiceContext,
  request: RequestOf<'progress.mastery'>,
): Result<MasteryBySkill> {
  return withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId))
      return { ok: false, error: `There is no trainee "${request.traineeId}".` };
    return { ok: true, value: mastery(traineeHistory(db, request.traineeId)) };
  });
}

export const HISTORY_LIMIT = 50;

function storedSummary(json: string | null): SessionSummary | null {
  if (json === null) return null;
  const stored = parseStored<SessionSummary>(json, 'a summary');
  return stored.ok ? withoutSeed(stored.value) : null;
}

export function traineeSessions(
  ctx: ServiceContext,
  request: RequestOf<'progress.history'>,
): Result<SessionRecord[]> {
  return withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId))
      return { ok: false, error: `There is no trainee "${request.traineeId}".` };
    const rows = db
      .prepare('SELECT * FROM sessions WHERE trainee_id = ? ORDER BY started_at DESC, id LIMIT ?')
      .all(request.traineeId, HISTORY_LIMIT) as unknown as SessionRow[];
    return {
      ok: true,
      value: rows.map((r) => ({
        sessionId: r.id,
        title: r.title,
        mode: r.mode,
        drillSetId: r.drill_set_id,
        setRevision: r.set_revision ?? null,
        seeding: r.seeding,
        startedAt: r.started_at,
        finishedAt: r.finished_at,
        // A damaged summary leaves this one record without it; the rest of the history is listed.
        summary: storedSummary(r.summary_json),
      })),
    };
  });
}

/** The page has dealt the step's cards (sessions.shown): a hard-limited step's clock starts now. */
export function showStep(ctx: ServiceContext, request: RequestOf<'sessions.shown'>): Result<boolean> {
  return withDb(ctx, (db) => {
    const row = openRow(db, request.sessionId);
    if (!row.ok) return row;
    return { ok: true, value: stepShown(db, request.sessionId, request, ctx.monotonicMs()) };
  });
}
