// An assessment attempt's clock: each step is timed on the monotonic clock from the moment main hands out its prompt
// (so a changed system clock changes nothing), and the step's start is stored durably for crash recovery.
import type { DatabaseSync } from 'node:sqlite';
import { currentPrompt, type SessionState } from '../../../core/drills/session.ts';
import { MAX_DEAL_MS } from '../sessions/deal-allowance.ts';
import type { ServiceContext } from '../context.ts';
import type { AttemptRow } from './attempt-store.ts';
import { recordStepStart } from '../../integrity/step-clock.ts';
import { sealedWrite } from '../../integrity/attempt-reseal.ts';

// The step's clock starts when the screen says its cards are dealt (assessment.shown), and at the latest MAX_DEAL_MS
// (deal-allowance.ts) after main sent the prompt.

/*
 * Resuming: a certification step has one time limit, however often the attempt is left. The step that was on screen
 * when the attempt was left keeps the time it had used (stored as step_used_ms when it is left, carried into the
 * resumed run), so it resumes with what remained, not a fresh limit: leaving cannot buy time to think, and the step's
 * recorded response time is all the time it was on screen. Its cards are dealt again on resuming, and the deal is
 * not counted (MAX_DEAL_MS). A step whose time had run out when it was left is recorded as timed out on resuming.
 * After a crash or kill the monotonic clock is gone: the step's start is stored on the wall clock with each prompt
 * (step_started_wall, before the prompt reaches the screen), and recovery charges the step everything since
 * (electron/integrity/step-clock.ts), so a kill buys no time.
 */

/** The step on screen and this run's clock: kept in memory only (a restart begins a new run). */
export interface AttemptRun {
  itemId: string;
  step: number;
  /** Time this step used in earlier runs, before the attempt was left; its limit counts it. */
  carriedMs: number;
  /** When main sent the prompt. */
  issuedAt: number;
  /** When the step's clock starts (monotonic ms): issuedAt + MAX_DEAL_MS until the screen says it is shown. */
  shownAt: number;
  runStartMono: number;
  runStartWall: number;
  activeAtRunStart: number;
}

export function elapsedRun(ctx: ServiceContext, live: AttemptRun): number {
  return Math.max(0, ctx.monotonicMs() - live.runStartMono);
}

/** Wall time now, as the run's start plus monotonic time since: moving the system clock does not move it. */
export function runWallNow(ctx: ServiceContext, live: AttemptRun): string {
  return new Date(live.runStartWall + elapsedRun(ctx, live)).toISOString();
}

/** The step's own time so far: what earlier runs used, plus this run's from its clock start, never negative. */
export function stepElapsed(ctx: ServiceContext, live: AttemptRun): number {
  return Math.round(live.carriedMs + Math.max(0, ctx.monotonicMs() - live.shownAt));
}

/** The wall time at which the step on screen started using its time: its clock start, less what it carried. */
export function stepStartWall(live: AttemptRun): number {
  return live.runStartWall + (live.shownAt - live.runStartMono) - live.carriedMs;
}

/** Stores the step's start durably (the handler's write is fsynced before its answer reaches the screen). */
export function persistStepStart(
  ctx: ServiceContext,
  db: DatabaseSync,
  sessionId: string,
  live: AttemptRun,
): void {
  sealedWrite(ctx, db, sessionId, () => recordStepStart(db, sessionId, stepStartWall(live)));
}

/** A new prompt goes out now. */
export function issue(ctx: ServiceContext, live: AttemptRun): void {
  live.carriedMs = 0;
  live.issuedAt = ctx.monotonicMs();
  live.shownAt = live.issuedAt + MAX_DEAL_MS;
}

export function newRun(ctx: ServiceContext, row: AttemptRow, state: SessionState): AttemptRun {
  const prompt = currentPrompt(state);
  const mono = ctx.monotonicMs();
  return {
    itemId: prompt?.itemId ?? '',
    step: prompt?.step ?? 0,
    carriedMs: row.step_used_ms,
    issuedAt: mono,
    shownAt: mono + MAX_DEAL_MS,
    runStartMono: mono,
    runStartWall: ctx.now().getTime(),
    activeAtRunStart: row.active_ms,
  };
}
