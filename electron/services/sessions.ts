// Drill sessions held in the main process: the renderer gets one prompt at a time, and an answer key only with the
// feedback on its response (in an assessment, only when the set ends). A session is stored as its set (spec JSON),
// seed and mode; every response is committed as it is given, and a session is resumed by replaying them.
import type { DatabaseSync } from 'node:sqlite';
import { adaptiveSet } from '../../core/drills/adaptive.ts';
import { mastery, type HistoryEntry } from '../../core/drills/mastery.ts';
import {
  answer,
  currentPrompt,
  isFinished,
  replay,
  startSession,
  summarise,
  type SessionState,
} from '../../core/drills/session.ts';
import { parseDrillSet, type DrillSet } from '../../core/drills/spec.ts';
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
import { inTransaction } from '../storage/transaction.ts';
import { withDb, type ServiceContext } from './context.ts';
import { findDrillSet } from './drill-sets.ts';
import { findProfile } from './profiles.ts';
import { findTrainee } from './trainees.ts';

interface SessionRow {
  id: string;
  trainee_id: string;
  drill_set_id: string | null;
  title: string;
  mode: 'practice' | 'assessment';
  spec_json: string;
  seed: string;
  total: number;
  started_at: string;
  finished_at: string | null;
  closed: number;
  summary_json: string | null;
}

interface ResponseRow {
  response_json: string;
  response_ms: number;
  feedback_json: string;
}

/** Live sessions by id, tagged with the database they belong to (a folder change invalidates them). */
const live = new WeakMap<DatabaseSync, Map<string, SessionState>>();

function cache(db: DatabaseSync): Map<string, SessionState> {
  let map = live.get(db);
  if (!map) live.set(db, (map = new Map()));
  return map;
}

function sessionRow(db: DatabaseSync, id: string): SessionRow | null {
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
      `SELECT r.kind, r.correct, r.response_ms, r.feedback_json FROM responses r
       JOIN sessions s ON s.id = r.session_id
       WHERE s.trainee_id = ? AND (? IS NULL OR s.started_at < ?)
         AND NOT (s.mode = 'assessment' AND s.finished_at IS NULL AND s.closed = 0)
       ORDER BY s.started_at, s.id, r.seq`,
    )
    .all(traineeId, before ?? null, before ?? null) as {
    kind: HistoryEntry['kind'];
    correct: number;
    response_ms: number;
    feedback_json: string;
  }[];
  return rows.map((r) => ({
    kind: r.kind,
    cases: (JSON.parse(r.feedback_json) as Feedback).key.cases,
    correct: r.correct === 1,
    responseMs: r.response_ms,
  }));
}

/** The session's state: from memory, or rebuilt by replaying its stored responses. */
function loadState(db: DatabaseSync, row: SessionRow): Result<SessionState> {
  const cached = cache(db).get(row.id);
  if (cached) return { ok: true, value: cached };
  const parsed = parseDrillSet(JSON.parse(row.spec_json));
  if (!parsed.ok) return { ok: false, error: `The stored session ${row.id} cannot be read: ${parsed.error}` };
  const responses = responseRows(db, row.id).map((r) => ({
    response: JSON.parse(r.response_json) as Response,
    responseMs: r.response_ms,
  }));
  const replayed = replay(parsed.value, row.seed, responses, {
    history: traineeHistory(db, row.trainee_id, row.started_at),
  });
  if (!replayed.ok)
    return { ok: false, error: `The stored session ${row.id} cannot be replayed: ${replayed.error}` };
  cache(db).set(row.id, replayed.state);
  return { ok: true, value: replayed.state };
}

function view(row: SessionRow, state: SessionState): SessionView {
  return {
    sessionId: row.id,
    title: row.title,
    mode: row.mode,
    // A running assessment's seed stays in main: with it the renderer could regenerate every answer key.
    seed: row.mode === 'assessment' && currentPrompt(state) !== null ? null : row.seed,
    total: state.items.length,
    answered: state.item,
    prompt: currentPrompt(state),
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

function fullSummary(row: SessionRow, state: SessionState, ended: boolean): SessionSummary {
  // An assessment's keys are shown only once it has ended.
  const showKeys = row.mode === 'practice' || ended;
  const core = summarise(state);
  return {
    ...core,
    mistakes: showKeys ? core.mistakes : [],
    sessionId: row.id,
    feedback: showKeys ? allFeedback(state) : [],
  };
}

/** Starts a session on a set; progress drills (electron/services/progress.ts) start sets built for them. */
export function beginSession(
  ctx: ServiceContext,
  db: DatabaseSync,
  traineeId: string,
  set: DrillSet,
  drillSetId: string | null,
  seed: string,
): Result<SessionView> {
  const startedAt = ctx.now().toISOString();
  const history = traineeHistory(db, traineeId);
  const started = startSession(set, seed, { history });
  if (!started.ok)
    return { ok: false, error: `The drill set "${set.title}" cannot be dealt: ${started.error}` };
  const row: SessionRow = {
    id: ctx.newId(),
    trainee_id: traineeId,
    drill_set_id: drillSetId,
    title: set.title,
    mode: set.mode,
    spec_json: JSON.stringify(set),
    seed,
    total: started.state.items.length,
    started_at: startedAt,
    finished_at: null,
    closed: 0,
    summary_json: null,
  };
  inTransaction(db, () => {
    db.prepare(
      `INSERT INTO sessions (id, trainee_id, drill_set_id, title, mode, spec_json, seed, total, started_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(row.id, traineeId, drillSetId, row.title, row.mode, row.spec_json, seed, row.total, startedAt);
  });
  cache(db).set(row.id, started.state);
  return { ok: true, value: view(row, started.state) };
}

export function startDrillSession(
  ctx: ServiceContext,
  request: RequestOf<'sessions.start'>,
): Result<SessionView> {
  return withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId)) {
      return { ok: false, error: `There is no trainee "${request.traineeId}".` };
    }
    if ('adaptive' in request) {
      const profile = findProfile(db, request.adaptive.profileId);
      if (!profile)
        return {
          ok: false,
          error: `adaptive.profileId: there is no table profile "${request.adaptive.profileId}"`,
        };
      const seed = String(ctx.randomSeed());
      const set = adaptiveSet(traineeHistory(db, request.traineeId), profile, request.adaptive.count, seed);
      return beginSession(ctx, db, request.traineeId, set, null, seed);
    }
    const entry = findDrillSet(ctx, db, request.drillSetId);
    if (!entry) return { ok: false, error: `There is no drill set "${request.drillSetId}".` };
    if (entry.set.mode === 'assessment' && request.seed !== undefined) {
      return {
        ok: false,
        error: 'An assessment is dealt from a seed the app chooses, so nobody can know its items in advance.',
      };
    }
    return beginSession(
      ctx,
      db,
      request.traineeId,
      entry.set,
      entry.id,
      request.seed ?? String(ctx.randomSeed()),
    );
  });
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
): Result<AnswerOutcome> {
  return withDb(ctx, (db) => {
    const row = openRow(db, request.sessionId);
    if (!row.ok) return row;
    const state = loadState(db, row.value);
    if (!state.ok) return state;
    const current = currentPrompt(state.value);
    const meant = { itemId: request.itemId ?? current?.itemId, step: request.step ?? current?.step };
    if (current && (meant.itemId !== current.itemId || meant.step !== current.step)) {
      return {
        ok: false,
        error: `This answer is for ${meant.itemId} step ${(meant.step ?? 0) + 1}, but the session is at ${current.itemId} step ${current.step + 1}: it was not recorded (was it sent twice?).`,
      };
    }
    const result = answer(state.value, request.response as Response, request.responseMs);
    if (!result.ok) return { ok: false, error: `response: ${result.error}` };
    const next = result.state;
    const finished = isFinished(next);
    const now = ctx.now().toISOString();
    const summary = finished ? fullSummary(row.value, next, true) : null;
    inTransaction(db, () => {
      db.prepare(
        `INSERT INTO responses
           (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit, feedback_json, answered_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        row.value.id,
        state.value.answers.length,
        result.feedback.itemId,
        result.feedback.step,
        next.answers[next.answers.length - 1]?.kind ?? '',
        JSON.stringify(result.feedback.response),
        request.responseMs,
        result.feedback.mark.correct ? 1 : 0,
        result.feedback.mark.credit,
        JSON.stringify(result.feedback),
        now,
      );
      if (summary) {
        db.prepare('UPDATE sessions SET finished_at = ?, summary_json = ? WHERE id = ?').run(
          now,
          JSON.stringify(summary),
          row.value.id,
        );
      }
    });
    cache(db).set(row.value.id, next);
    return {
      ok: true,
      value: {
        feedback: row.value.mode === 'practice' ? result.feedback : null,
        next: currentPrompt(next),
        summary,
      },
    };
  });
}

export function unfinishedSessions(
  ctx: ServiceContext,
  request: RequestOf<'sessions.unfinished'>,
): Result<UnfinishedSession[]> {
  return withDb(ctx, (db) => {
    const rows = db
      .prepare(
        `SELECT * FROM sessions WHERE trainee_id = ? AND finished_at IS NULL AND closed = 0
         ORDER BY started_at DESC, id`,
      )
      .all(request.traineeId) as unknown as SessionRow[];
    const out: UnfinishedSession[] = [];
    for (const row of rows) {
      // A session that can no longer be replayed is still listed, so it can be closed.
      const state = loadState(db, row);
      out.push({
        sessionId: row.id,
        title: row.title,
        mode: row.mode,
        startedAt: row.started_at,
        answered: state.ok ? state.value.item : 0,
        total: row.total,
      });
    }
    return { ok: true, value: out };
  });
}

export function resumeSession(
  ctx: ServiceContext,
  request: RequestOf<'sessions.resume'>,
): Result<SessionView> {
  return withDb(ctx, (db) => {
    const row = openRow(db, request.sessionId);
    if (!row.ok) return row;
    const state = loadState(db, row.value);
    if (!state.ok) return state;
    return { ok: true, value: view(row.value, state.value) };
  });
}

export function closeSession(
  ctx: ServiceContext,
  request: RequestOf<'sessions.close'>,
): Result<SessionSummary> {
  return withDb(ctx, (db) => {
    const row = sessionRow(db, request.sessionId);
    if (!row) return { ok: false, error: `There is no session "${request.sessionId}".` };
    if (row.summary_json !== null && (row.closed === 1 || row.finished_at !== null)) {
      if (row.closed === 0)
        inTransaction(db, () => db.prepare('UPDATE sessions SET closed = 1 WHERE id = ?').run(row.id));
      return { ok: true, value: JSON.parse(row.summary_json) as SessionSummary };
    }
    const state = loadState(db, row);
    if (!state.ok) {
      // Otherwise it would stay on the unfinished list for good, neither resumable nor closable.
      inTransaction(db, () => {
        db.prepare('UPDATE sessions SET closed = 1, finished_at = COALESCE(finished_at, ?) WHERE id = ?').run(
          ctx.now().toISOString(),
          row.id,
        );
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
}

export function sessionSummary(
  ctx: ServiceContext,
  request: RequestOf<'sessions.summary'>,
): Result<SessionSummary> {
  return withDb(ctx, (db) => {
    const row = sessionRow(db, request.sessionId);
    if (!row) return { ok: false, error: `There is no session "${request.sessionId}".` };
    if (row.summary_json !== null) return { ok: true, value: JSON.parse(row.summary_json) as SessionSummary };
    // Even without its keys, a running assessment's summary gives away marks (correct, accuracy, fail reasons) and
    // the cases of the keys it got wrong (the suggestion).
    if (row.mode === 'assessment' && row.closed === 0 && row.finished_at === null) {
      return {
        ok: false,
        error: `The assessment "${row.title}" is still running: its results come when it ends.`,
      };
    }
    const state = loadState(db, row);
    if (!state.ok) return state;
    return { ok: true, value: fullSummary(row, state.value, false) };
  });
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
        // As in the session view: a running assessment's seed would give away its answer keys.
        seed: r.mode === 'assessment' && r.finished_at === null ? null : r.seed,
        startedAt: r.started_at,
        finishedAt: r.finished_at,
        summary: r.summary_json === null ? null : (JSON.parse(r.summary_json) as SessionSummary),
      })),
    };
  });
}
