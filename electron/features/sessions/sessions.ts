// The practice channels (sessions.*): the renderer gets one prompt at a time, and an answer key only with the feedback
// on its response (session-visibility.ts says what a running session may reveal). Rows and replay: session-store.ts;
// the live state: live-sessions.ts; a trainee's history: session-history.ts.
import { failure, failurePhrase, fieldFailure } from '../../../core/i18n/failure.ts';
import type { Failure } from '../../../core/result.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import { ASSESSMENT_BY_TRAINER_ONLY, mockExamSet } from '../../../core/assessment/mock-exam.ts';
import type { DatabaseSync } from 'node:sqlite';
import { adaptiveSet } from '../../../core/drills/adaptive.ts';
import type { HistoryEntry } from '../../../core/drills/mastery.ts';
import { answer, currentPrompt, isFinished, type SessionState } from '../../../core/drills/session.ts';
import type { DrillSet } from '../../../core/drills/spec.ts';
import { timeOutRest } from '../../../core/drills/time-out-item.ts';
import type { Response } from '../../../core/drills/types.ts';
import type {
  AnswerOutcome,
  RequestOf,
  Result,
  SessionSummary,
  SessionView,
  UnfinishedSession,
} from '../../../contract/index.ts';
import { NO_MISTAKES, type DealJob, type ReplayJob } from '../../engine/deal-jobs.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { parseStored } from '../../storage/stored-json.ts';
import { findDrillSet } from './drill-sets.ts';
import { findProfile } from '../profiles/profiles.ts';
import { hasPasscode } from '../trainer/passcode.ts';
import { findTrainee } from '../trainees/trainees.ts';
import { issueStep, stepShown, stepUsedMs } from './practice-step-clock.ts';
import { livePace, recordedMs, timedByMain } from './pace-lab-clock.ts';
import { promptForRenderer, withoutSeed } from './redact.ts';
import { insertResponse } from './response-writer.ts';
import { forget, keepState, liveState, oneAtATime } from './live-sessions.ts';
import { traineeHistory } from './session-history.ts';
import { isOpen, openSql } from './session-status.ts';
import { loadState, replayJob, storeNew } from './session-store.ts';
import { sessionRow, type SessionRow } from './session-row.ts';
import { sessionTable } from './session-table.ts';
import { feedbackOnAnswer, fullSummary, replayRefused, summaryRefused } from './session-visibility.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

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
    profile: sessionTable(state.set),
  };
}

/** Deals a session on the dealing thread (a set, or the mistakes of a stored session) and stores it. */
async function begin(
  ctx: ServiceContext,
  traineeId: string,
  job: Extract<DealJob, { type: 'start' | 'start-replay' }>,
  drillSetId: string | null,
  /** What to say when the set is not dealt (its failure is a message: said in the reader's language). */
  failed: (dealt: Failure) => MessageRef,
): Promise<Result<SessionView>> {
  const seed = job.seed;
  const started = await ctx.dealer.run(job);
  if (!started.ok) return failure(failed(started));
  const set = started.state.set;
  const state = started.state;
  return withDbWrite(ctx, (db) => {
    if (!findTrainee(db, traineeId)) return failure(ref('main_no_trainee', { id: traineeId }));
    const row = inTransaction(db, () => storeNew(ctx, db, traineeId, set, drillSetId, seed, state));
    keepState(db, row.id, state);
    return { ok: true, value: view(ctx, db, row, state) };
  });
}

const BY_TRAINER = { ok: false, error: ASSESSMENT_BY_TRAINER_ONLY } as const;

export async function startDrillSession(
  ctx: ServiceContext,
  request: RequestOf<'sessions.start'>,
): Promise<Result<SessionView>> {
  if ('replayOf' in request) return startReplay(ctx, request.traineeId, request.replayOf);
  const chosen = withDb(
    ctx,
    (db): Result<{ set: DrillSet; drillSetId: string | null; seed: string; history: HistoryEntry[] }> => {
      if (!findTrainee(db, request.traineeId)) {
        return failure(ref('main_no_trainee', { id: request.traineeId }));
      }
      const history = traineeHistory(db, request.traineeId);
      const entry = 'drillSetId' in request ? findDrillSet(ctx, db, request.drillSetId) : undefined;
      // Once a passcode is set, an assessment set is the trainer's; a trainee takes it as a mock exam (no seed drawn).
      const asTrainee = 'drillSetId' in request && request.mock !== true;
      if (asTrainee && entry?.set.mode === 'assessment' && hasPasscode(db)) return BY_TRAINER;
      const seed = String(ctx.randomSeed());
      if ('adaptive' in request) {
        const profile = findProfile(db, request.adaptive.profileId);
        if (!profile)
          return fieldFailure(
            'adaptive.profileId',
            ref('main_no_profile', { id: request.adaptive.profileId }),
          );
        const set = adaptiveSet(history, profile, request.adaptive.count, seed);
        return { ok: true, value: { set, drillSetId: null, seed, history } };
      }
      if (!entry) return failure(ref('main_no_drill_set', { id: request.drillSetId }));
      if (request.mock === true) {
        if (entry.set.mode !== 'assessment')
          return fieldFailure('mock', ref('main_mock_not_assessment', { title: entry.set.title }));
        return { ok: true, value: { set: mockExamSet(entry.set), drillSetId: entry.id, seed, history } };
      }
      return { ok: true, value: { set: entry.set, drillSetId: entry.id, seed, history } };
    },
  );
  if (!chosen.ok) return chosen;
  const { set, drillSetId, seed, history } = chosen.value;
  return beginSession(ctx, request.traineeId, set, drillSetId, seed, history);
}

/** Starts a session on a set; progress drills (electron/features/progress/progress.ts) start sets built for them. */
export async function beginSession(
  ctx: ServiceContext,
  traineeId: string,
  set: DrillSet,
  drillSetId: string | null,
  seed: string,
  history: readonly HistoryEntry[],
): Promise<Result<SessionView>> {
  return begin(ctx, traineeId, { type: 'start', set, seed, history }, drillSetId, (dealt) =>
    ref('main_set_cannot_deal', { title: set.title, error: failurePhrase(dealt) }),
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
    if (!findTrainee(db, traineeId)) return failure(ref('main_no_trainee', { id: traineeId }));
    const row = sessionRow(db, sessionId);
    if (!row || row.trainee_id !== traineeId) return failure(ref('main_no_session', { id: sessionId }));
    const refused = replayRefused(row);
    if (refused !== null) return failure(refused);
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
    (dealt) =>
      dealt.error === NO_MISTAKES
        ? ref('main_no_mistakes', { title })
        : ref('main_replay_cannot_deal', { title, error: failurePhrase(dealt) }),
  );
}

/** The stored session, or an error naming the id that has none. */
function storedRow(db: DatabaseSync, sessionId: string): Result<SessionRow> {
  const row = sessionRow(db, sessionId);
  return row ? { ok: true, value: row } : failure(ref('main_no_session', { id: sessionId }));
}

function openRow(db: DatabaseSync, sessionId: string): Result<SessionRow> {
  const row = storedRow(db, sessionId);
  if (row.ok && !isOpen(row.value)) {
    return failure(ref('main_session_ended', { title: row.value.title }));
  }
  return row;
}

/** One call at a time per session: the open session's row and its live state, then `then` with both. */
function withOpenSession<T>(
  ctx: ServiceContext,
  sessionId: string,
  then: (row: SessionRow, state: SessionState) => Result<T> | Promise<Result<T>>,
): Promise<Result<T>> {
  return oneAtATime(sessionId, async () => {
    const row = withDb(ctx, (db) => openRow(db, sessionId));
    if (!row.ok) return row;
    const state = await loadState(ctx, row.value);
    if (!state.ok) return state;
    return then(row.value, state.value);
  });
}

export function answerStep(
  ctx: ServiceContext,
  request: RequestOf<'sessions.answer'>,
): Promise<Result<AnswerOutcome>> {
  return withOpenSession(ctx, request.sessionId, (row, state) =>
    withDbWrite(ctx, (db) => recordAnswer(ctx, db, request, row, state)),
  );
}

function recordAnswer(
  ctx: ServiceContext,
  db: DatabaseSync,
  request: RequestOf<'sessions.answer'>,
  row: SessionRow,
  state: SessionState,
): Result<AnswerOutcome> {
  const current = currentPrompt(state);
  const meant = { itemId: request.itemId ?? current?.itemId, step: request.step ?? current?.step };
  if (current && (meant.itemId !== current.itemId || meant.step !== current.step)) {
    return failure(
      ref('main_answer_out_of_step', {
        item: String(meant.itemId),
        step: (meant.step ?? 0) + 1,
        currentItem: current.itemId,
        currentStep: current.step + 1,
      }),
    );
  }
  // A hard limit is timed on main's clock too (practice-step-clock.ts): the page's time can make a step later (its
  // own timer gave the step up), never earlier. A pace-lab step is main's time alone (pace-lab-clock.ts). A soft
  // limit is the page's time, measured from the cards dealt.
  const hard = current?.hardLimit === true ? current : null;
  const mainMs = current && timedByMain(current) ? stepUsedMs(db, row.id, current, ctx.monotonicMs()) : null;
  const responseMs = recordedMs(current, request.responseMs, mainMs);
  const result = answer(state, request.response as Response, responseMs);
  if (!result.ok)
    return failure(ref('main_field_problem', { field: 'response', problem: failurePhrase(result) }));
  // The time each stored step is recorded with: this answer's, then any steps its item timed out.
  const stored = [responseMs];
  let next = result.state;
  // The hard limit ran out: the item is over (its later steps timed out too) and the next item comes.
  if (hard && result.feedback.mark.late) {
    const rest = timeOutRest(next, state.item);
    next = rest.state;
    stored.push(...rest.added.map((a) => a.responseMs));
  }
  const finished = isFinished(next);
  const now = ctx.now().toISOString();
  const summary = finished ? fullSummary(row, next, true) : null;
  inTransaction(db, () => {
    for (const [i, ms] of stored.entries()) {
      insertResponse(db, row.id, state.answers.length + i, next, ms, false, now);
    }
    db.prepare('UPDATE sessions SET answered = ? WHERE id = ?').run(next.item, row.id);
    if (summary) {
      db.prepare('UPDATE sessions SET finished_at = ?, summary_json = ? WHERE id = ?').run(
        now,
        JSON.stringify(summary),
        row.id,
      );
    }
  });
  keepState(db, row.id, next);
  issueStep(db, row.id, currentPrompt(next), ctx.monotonicMs());
  return {
    ok: true,
    value: {
      feedback: feedbackOnAnswer(row, result.feedback),
      next: promptForRenderer(currentPrompt(next)),
      summary,
      answered: next.item,
      pace: livePace(next),
    },
  };
}

export function unfinishedSessions(
  ctx: ServiceContext,
  request: RequestOf<'sessions.unfinished'>,
): Result<UnfinishedSession[]> {
  return withDb(ctx, (db) => {
    if (!findTrainee(db, request.traineeId))
      return failure(ref('main_no_trainee', { id: request.traineeId }));
    const rows = allRows<SessionRow>(
      db.prepare(
        // An attempt is not a practice session to resume: it reopens as an attempt (assessment.current).
        `SELECT * FROM sessions WHERE trainee_id = ? AND ${openSql()}
         AND id NOT IN (SELECT session_id FROM assessment_attempts) ORDER BY started_at DESC, id`,
      ),
      request.traineeId,
    );
    const out: UnfinishedSession[] = [];
    for (const row of rows) {
      // Listed from the row alone (nothing is dealt to list it), so a damaged session is listed and can be closed.
      out.push({
        sessionId: row.id,
        title: row.title,
        mode: row.mode,
        startedAt: row.started_at,
        answered: row.answered ?? liveState(db, row.id)?.item ?? answeredBefore(db, row.id),
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
  return withOpenSession(ctx, request.sessionId, (row, state) => {
    const opened = ctx.store.db();
    if (!opened.ok) return opened;
    return { ok: true, value: view(ctx, opened.value, row, state) };
  });
}

export function closeSession(
  ctx: ServiceContext,
  request: RequestOf<'sessions.close'>,
): Promise<Result<SessionSummary>> {
  return oneAtATime(request.sessionId, async () => {
    const found = withDb(ctx, (db) => storedRow(db, request.sessionId));
    if (!found.ok) return found;
    const row = found.value;
    if (row.summary_json !== null && !isOpen(row)) {
      return withDbWrite(ctx, (db) => {
        if (row.closed === 0)
          inTransaction(db, () => db.prepare('UPDATE sessions SET closed = 1 WHERE id = ?').run(row.id));
        const stored = parseStored<SessionSummary>(row.summary_json as string, 'its summary');
        if (!stored.ok)
          return failure(ref('main_closed_summary_unreadable', { title: row.title, error: stored.error }));
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
        return failure(ref('main_closed_without_summary', { error: state.error }));
      }
      const summary = fullSummary(row, state.value, true);
      inTransaction(db, () => {
        db.prepare(
          'UPDATE sessions SET closed = 1, finished_at = COALESCE(finished_at, ?), summary_json = ? WHERE id = ?',
        ).run(ctx.now().toISOString(), JSON.stringify(summary), row.id);
      });
      forget(db, row.id);
      return { ok: true, value: summary };
    });
  });
}

export async function sessionSummary(
  ctx: ServiceContext,
  request: RequestOf<'sessions.summary'>,
): Promise<Result<SessionSummary>> {
  const found = withDb(ctx, (db) => storedRow(db, request.sessionId));
  if (!found.ok) return found;
  const row = found.value;
  if (row.summary_json !== null) {
    const stored = parseStored<SessionSummary>(row.summary_json, 'its summary');
    if (!stored.ok) return failure(ref('main_session_damaged', { title: row.title, error: stored.error }));
    return { ok: true, value: withoutSeed(stored.value) };
  }
  const refused = summaryRefused(row);
  if (refused !== null) return failure(refused);
  const state = await loadState(ctx, row);
  if (!state.ok) return state;
  return { ok: true, value: fullSummary(row, state.value, false) };
}

/** The page has dealt the step's cards (sessions.shown): a hard-limited step's clock starts now. */
export function showStep(ctx: ServiceContext, request: RequestOf<'sessions.shown'>): Result<boolean> {
  return withDb(ctx, (db) => {
    const row = openRow(db, request.sessionId);
    if (!row.ok) return row;
    return { ok: true, value: stepShown(db, request.sessionId, request, ctx.monotonicMs()) };
  });
}
