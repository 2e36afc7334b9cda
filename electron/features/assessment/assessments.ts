// Assessment attempts, run in the main process. The trainer starts one for a named candidate; the app chooses the seed
// and keeps it here. Each step's time is measured on the monotonic clock from the moment main hands out its prompt, so
// a changed system clock changes nothing; when a step's limit runs out, the rest of its item is recorded as timed out
// (wrong) and the next item comes. Leaving, closing the window or a crash leaves the attempt abandoned with every answer
// kept; only the trainer resumes or closes it. The record (record.ts) is rebuilt from the stored rows and the seed.
import { failure, failurePhrase } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import { type AssessmentRecord } from '../../../core/assessment/record.ts';
import { answer, currentPrompt, isFinished, type SessionState } from '../../../core/drills/session.ts';
import type { Response } from '../../../core/drills/types.ts';
import { timedOutResponse } from '../../../core/drills/timed-out.ts';
import { timeOutRest } from '../../../core/drills/time-out-item.ts';
import type { AttemptView, TrainerRequest } from '../../../contract/assessment.ts';
import type { Result } from '../../../contract/index.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { sessionRow } from '../sessions/session-row.ts';
import { fullSummary } from '../sessions/session-visibility.ts';
import { endRun, forget, keepRun, keepState, liveRun } from '../sessions/live-sessions.ts';
import {
  type AttemptRun,
  elapsedRun,
  issue,
  newRun,
  persistStepStart,
  runWallNow,
  stepElapsed,
} from './attempt-clock.ts';
import { attemptRow, audit, load, openAttempts, type AttemptRow, type Loaded } from './attempt-store.ts';
import { statusWord } from './attempt-status-word.ts';
import { withAttempt, withTrainerAttempt } from './attempt-turns.ts';
import { MESSAGES, orLeftView, viewOf } from './attempt-view.ts';
import { buildRecord } from './attempt-record.ts';
import { abandonCutShort } from '../../integrity/step-clock.ts';
import { revealSeal } from '../../integrity/attempt-seal.ts';
import { insertResponse } from '../sessions/response-writer.ts';
import { resumeSealed } from './attempt-sealing.ts';
import { changeAttempt, sealedWrite, tamperedStays } from '../../integrity/attempt-reseal.ts';
import { recordAttemptEnd } from '../audit/attempt-ledger.ts';

/** Ends the attempt: every step answered (finished) or closed by the trainer as it stands. */
function finish(
  ctx: ServiceContext,
  db: DatabaseSync,
  l: Loaded,
  status: 'finished' | 'closed',
  activeMs: number,
  endedAt: string,
): void {
  const summary = fullSummary(l.session, l.state, true);
  changeAttempt(ctx, db, l.row.session_id, () => {
    revealSeal(ctx, db, l.row.session_id, l.state);
    db.prepare(
      'UPDATE assessment_attempts SET status = ?, ended_at = ?, active_ms = ? WHERE session_id = ?',
    ).run(status, endedAt, activeMs, l.row.session_id);
    db.prepare(
      'UPDATE sessions SET finished_at = COALESCE(finished_at, ?), closed = ?, summary_json = ? WHERE id = ?',
    ).run(endedAt, status === 'closed' ? 1 : 0, JSON.stringify(summary), l.row.session_id);
  });
  recordAttemptEnd(db, l.row.session_id, { status, endedAt, passed: summary.passed });
  forget(db, l.row.session_id);
  l.justEnded = status === 'finished';
}

/**
 * If the step on screen ran past its limit, records it and the rest of its item as timed out (wrong) and shows the
 * next item. Returns how many steps timed out.
 */
function enforceTimeLimit(ctx: ServiceContext, db: DatabaseSync, l: Loaded, live: AttemptRun): number {
  const prompt = currentPrompt(l.state);
  if (!prompt || prompt.timeLimitMs === null) return 0;
  const elapsed = stepElapsed(ctx, live);
  if (elapsed <= prompt.timeLimitMs) return 0;
  const at = runWallNow(ctx, live);
  const from = l.state.answers.length;
  // The step on screen used its whole time; the later steps of the item were never shown (core/drills/time-out-item.ts).
  const first = answer(l.state, timedOutResponse(prompt.form), elapsed);
  if (!first.ok) throw new Error(`timed-out step ${prompt.itemId}/${prompt.step}: ${first.error}`);
  const state = timeOutRest(first.state, l.state.item).state;
  const count = state.answers.length - from;
  sealedWrite(ctx, db, l.row.session_id, () => {
    for (let seq = from; seq < state.answers.length; seq++) {
      insertResponse(db, l.row.session_id, seq, state, state.answers[seq]?.responseMs ?? 0, true, at);
    }
    const active = live.activeAtRunStart + elapsedRun(ctx, live);
    db.prepare('UPDATE assessment_attempts SET active_ms = ?, step_used_ms = 0 WHERE session_id = ?').run(
      active,
      l.row.session_id,
    );
  });
  l.state = state;
  keepState(db, l.row.session_id, state);
  const next = currentPrompt(state);
  live.itemId = next?.itemId ?? '';
  live.step = next?.step ?? 0;
  issue(ctx, live);
  if (!isFinished(state)) persistStepStart(ctx, db, l.row.session_id, live);
  if (isFinished(state)) {
    inTransaction(db, () =>
      finish(ctx, db, l, 'finished', live.activeAtRunStart + elapsedRun(ctx, live), runWallNow(ctx, live)),
    );
    l.row = attemptRow(db, l.row.session_id) ?? l.row;
  }
  return count;
}

function runningAttempt(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  state: SessionState,
): Result<Loaded & { live: AttemptRun }> {
  const l = load(db, attemptId, state);
  if (!l.ok) return l;
  if (l.value.row.status !== 'running') return failure(MESSAGES[l.value.row.status]);
  let live = liveRun(db, attemptId);
  if (!live) {
    live = newRun(ctx, l.value.row, l.value.state);
    keepRun(db, attemptId, live);
    persistStepStart(ctx, db, attemptId, live);
  }
  return { ok: true, value: { ...l.value, live } };
}

export async function viewAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.view'>,
): Promise<Result<AttemptView>> {
  const viewed = await withAttempt(ctx, request.attemptId, true, (db, state) => {
    const l = load(db, request.attemptId, state);
    if (!l.ok) return l;
    if (l.value.row.status !== 'running') return { ok: true, value: viewOf(ctx, db, l.value, 0) };
    const r = runningAttempt(ctx, db, request.attemptId, state);
    if (!r.ok) return r;
    const timedOut = enforceTimeLimit(ctx, db, r.value, r.value.live);
    return { ok: true, value: viewOf(ctx, db, r.value, timedOut) };
  });
  return orLeftView(ctx, request.attemptId, viewed);
}

export function answerAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.answer'>,
): Promise<Result<AttemptView>> {
  return withAttempt(ctx, request.attemptId, true, (db, state) => {
    const r = runningAttempt(ctx, db, request.attemptId, state);
    if (!r.ok) return r;
    const l = r.value;
    const timedOut = enforceTimeLimit(ctx, db, l, l.live);
    if (timedOut > 0) return { ok: true, value: viewOf(ctx, db, l, timedOut) };
    const current = currentPrompt(l.state);
    if (!current) return failure(ref('err_attempt_finished', {}));
    if (current.itemId !== request.itemId || current.step !== request.step) {
      return failure(
        ref('err_attempt_out_of_step', {
          item: request.itemId,
          step: request.step + 1,
          currentItem: current.itemId,
          currentStep: current.step + 1,
        }),
      );
    }
    const ms = stepElapsed(ctx, l.live);
    const next = answer(l.state, request.response as Response, ms);
    if (!next.ok)
      return failure(ref('main_field_problem', { field: 'response', problem: failurePhrase(next) }));
    const at = runWallNow(ctx, l.live);
    const active = l.live.activeAtRunStart + elapsedRun(ctx, l.live);
    sealedWrite(ctx, db, l.row.session_id, () => {
      insertResponse(db, l.row.session_id, l.state.answers.length, next.state, ms, false, at);
      db.prepare('UPDATE assessment_attempts SET active_ms = ?, step_used_ms = 0 WHERE session_id = ?').run(
        active,
        l.row.session_id,
      );
      l.state = next.state;
      if (isFinished(next.state)) finish(ctx, db, l, 'finished', active, at);
    });
    keepState(db, l.row.session_id, next.state);
    if (isFinished(next.state)) {
      forget(db, l.row.session_id);
      l.row = attemptRow(db, l.row.session_id) ?? l.row;
      l.session = sessionRow(db, l.row.session_id) ?? l.session;
    } else {
      const p = currentPrompt(next.state);
      l.live.itemId = p?.itemId ?? '';
      l.live.step = p?.step ?? 0;
      issue(ctx, l.live);
      persistStepStart(ctx, db, l.row.session_id, l.live);
    }
    return { ok: true, value: viewOf(ctx, db, l, 0) };
  });
}

/** The screen has dealt the step's cards: its clock starts now (never later than MAX_DEAL_MS after it was sent). */
export function stepShown(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.shown'>,
): Promise<Result<AttemptView>> {
  return withAttempt(ctx, request.attemptId, true, (db, state) => {
    const r = runningAttempt(ctx, db, request.attemptId, state);
    if (!r.ok) return r;
    const { live } = r.value;
    if (live.itemId === request.itemId && live.step === request.step) {
      const before = live.shownAt;
      live.shownAt = Math.min(live.shownAt, Math.max(live.issuedAt, ctx.monotonicMs()));
      if (live.shownAt !== before) persistStepStart(ctx, db, request.attemptId, live);
    }
    const timedOut = enforceTimeLimit(ctx, db, r.value, live);
    return { ok: true, value: viewOf(ctx, db, r.value, timedOut) };
  });
}

function abandon(ctx: ServiceContext, db: DatabaseSync, row: AttemptRow): void {
  const live = liveRun(db, row.session_id);
  const active = live ? live.activeAtRunStart + elapsedRun(ctx, live) : row.active_ms;
  // The step on screen keeps the time it used (see "Resuming" above).
  const stepUsed = live ? stepElapsed(ctx, live) : row.step_used_ms;
  sealedWrite(ctx, db, row.session_id, () =>
    db
      .prepare(
        `UPDATE assessment_attempts SET status = 'abandoned', active_ms = ?, step_used_ms = ?,
             abandoned_count = abandoned_count + 1
           WHERE session_id = ? AND status = 'running'`,
      )
      .run(active, stepUsed, row.session_id),
  );
  endRun(db, row.session_id);
}

export function leaveAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.leave'>,
): Promise<Result<AttemptView>> {
  return withAttempt(ctx, request.attemptId, true, (db, state) => {
    const r = runningAttempt(ctx, db, request.attemptId, state);
    if (!r.ok) return r;
    enforceTimeLimit(ctx, db, r.value, r.value.live);
    const row = attemptRow(db, request.attemptId);
    if (row?.status === 'running') abandon(ctx, db, row);
    const l = load(db, request.attemptId, r.value.state);
    if (!l.ok) return l;
    return { ok: true, value: viewOf(ctx, db, l.value, 0) };
  });
}

/** The window is closing: a running attempt is recorded as abandoned (it stays, with every answer). */
export function abandonRunningAttempts(ctx: ServiceContext): void {
  const db = ctx.store.db();
  if (!db.ok) return;
  for (const row of openAttempts(db.value)) {
    // One whose record was changed meanwhile stays as it is (its check says so): the window still closes.
    if (row.status === 'running') tamperedStays(() => abandon(ctx, db.value, row));
  }
  void ctx.store.durable();
}

/** At start: an attempt still marked running was cut short by a crash or kill; its step is charged the time since. */
export function recoverAssessments(ctx: ServiceContext): void {
  const db = ctx.store.db();
  if (!db.ok) return;
  try {
    inTransaction(db.value, () => abandonCutShort(db.value, ctx.now().getTime()));
  } catch {
    // A read-only store: the attempt is reported as running until the store can be written.
  }
}

export async function currentAttempt(ctx: ServiceContext): Promise<Result<AttemptView | null>> {
  const open = withDb(ctx, (db): Result<string | null> => ({
    ok: true,
    value: openAttempts(db)[0]?.session_id ?? null,
  }));
  if (!open.ok) return open;
  const attemptId = open.value;
  if (attemptId === null) return { ok: true, value: null };
  const viewed = await withAttempt(ctx, attemptId, true, (db, state) => {
    const row = attemptRow(db, attemptId);
    if (row?.status === 'running') {
      const r = runningAttempt(ctx, db, attemptId, state);
      if (!r.ok) return r;
      const timedOut = enforceTimeLimit(ctx, db, r.value, r.value.live);
      return { ok: true, value: viewOf(ctx, db, r.value, timedOut) };
    }
    const l = load(db, attemptId, state);
    if (!l.ok) return l;
    return { ok: true, value: viewOf(ctx, db, l.value, 0) };
  });
  return orLeftView(ctx, attemptId, viewed);
}

export async function resumeAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.resume'>,
): Promise<Result<AttemptView>> {
  return withTrainerAttempt(ctx, request.attemptId, true, (db, state) => {
    const l = load(db, request.attemptId, state);
    if (!l.ok) return l;
    if (l.value.row.status !== 'abandoned')
      return failure(ref('err_attempt_resume_abandoned_only', { status: statusWord(l.value.row.status) }));
    const sealed = resumeSealed(ctx, db, request.attemptId, l.value.session.seed);
    if (!sealed.ok) return sealed;
    sealedWrite(ctx, db, request.attemptId, () =>
      db
        .prepare(`UPDATE assessment_attempts SET status = 'running' WHERE session_id = ?`)
        .run(request.attemptId),
    );
    l.value.row = { ...l.value.row, status: 'running' };
    audit(ctx, db, 'assessment-resumed', request.attemptId);
    const live = newRun(ctx, l.value.row, l.value.state);
    keepRun(db, request.attemptId, live);
    persistStepStart(ctx, db, request.attemptId, live);
    ctx.trainer.close();
    return { ok: true, value: viewOf(ctx, db, l.value, 0) };
  });
}

export async function closeAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.close'>,
): Promise<Result<AssessmentRecord>> {
  return withTrainerAttempt(ctx, request.attemptId, true, (db, state) => {
    const l = load(db, request.attemptId, state);
    if (!l.ok) return l;
    if (l.value.row.status === 'running') abandon(ctx, db, l.value.row);
    const row = attemptRow(db, request.attemptId);
    if (row?.status === 'abandoned') {
      inTransaction(db, () =>
        finish(ctx, db, { ...l.value, row }, 'closed', row.active_ms, ctx.now().toISOString()),
      );
      audit(ctx, db, 'assessment-closed', request.attemptId);
    }
    return buildRecord(ctx, db, request.attemptId, state);
  });
}
