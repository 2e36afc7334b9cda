// Assessment attempts, run in the main process. The trainer starts one for a named candidate; the app chooses the seed
// and keeps it here. Each step's time is measured on the monotonic clock from the moment main hands out its prompt, so
// a changed system clock changes nothing; when a step's limit runs out, the rest of its item is recorded as timed out
// (wrong) and the next item comes. Leaving, closing the window or a crash leaves the attempt abandoned with every answer
// kept; only the trainer resumes or closes it. The record (record.ts) is rebuilt from the stored rows and the seed.
import { createHash } from 'node:crypto';
import { pushWord } from '../../core/push-word.ts';
import type { DatabaseSync } from 'node:sqlite';
import { canonicalJson } from '../../core/assessment/canonical.ts';
import { resolvePolicy, type AssessmentPolicy } from '../../core/assessment/policy.ts';
import { practicalOutcome, type PracticalGrades } from '../../core/assessment/practical.ts';
import {
  knowledgeResult,
  overallResult,
  RECORD_FORMAT,
  RECORD_VERSION,
  responseText,
  cardsInWords,
  type AssessmentRecord,
  type AttemptStatus,
  type ResponseLine,
} from '../../core/assessment/record.ts';
import { redLinesCrossed } from '../../core/assessment/red-lines.ts';
import {
  answer,
  currentPrompt,
  isFinished,
  summarise,
  type SessionState,
} from '../../core/drills/session.ts';
import { parseDrillSet, resolveProfile, type DrillSet } from '../../core/drills/spec.ts';
import type { Response } from '../../core/drills/types.ts';
import { timedOutResponse } from '../../core/drills/timed-out.ts';
import { timeOutRest } from '../../core/drills/time-out-item.ts';
import { MAX_DEAL_MS } from './deal-allowance.ts';
import type { TableProfile } from '../../core/profiles.ts';
import type { AttemptListItem, AttemptView, ReplayStep, TrainerRequest } from '../ipc/assessment-contract.ts';
import type { Result } from '../ipc/contract.ts';
import { inTransaction } from '../storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from './context.ts';
import { findDrillSet } from './drill-sets.ts';
import {
  cache,
  dealNew,
  fullSummary,
  loadState,
  oneAtATime,
  sessionRow,
  storeNew,
  traineeHistory,
  type SessionRow,
} from './sessions.ts';
import { parseStored } from './stored-json.ts';
import { promptForRenderer } from './redact.ts';
import type { DealJob } from '../engine/deal-jobs.ts';
import type { HistoryEntry } from '../../core/drills/mastery.ts';
import { SEEDINGS } from '../../core/rng.ts';
import { requireTrainer } from './trainer.ts';
import { sittingId } from '../reports/sitting-id.ts';
import { auditTrainer } from './passcode.ts';
import { subjectOf } from '../reports/signed-report.ts';
import { abandonCutShort, recordStepStart } from '../integrity/step-clock.ts';
import { attemptSeed, newSeal, revealSeal, storeSeal, TRAINER_OPENS } from '../integrity/attempt-seal.ts';
import { checkAttemptSeal, checkBeforeReplay, OLDER_SEAL, TAMPERED } from '../integrity/attempt-check.ts';
import { startChain } from '../integrity/response-chain.ts';
import { insertResponse } from './response-writer.ts';
import { countsOnly, resumeSealed, tamperedListItem } from './attempt-sealing.ts';
import { changeAttempt, sealedWrite, tamperedStays } from '../integrity/attempt-reseal.ts';
import { ledgerAttempts, recordAttemptEnd, recordAttemptStart } from './attempt-ledger.ts';

interface AttemptRow {
  session_id: string;
  trainee_id: string;
  drill_set_id: string;
  set_version: string;
  attempt: number;
  assessor: string;
  profile_json: string;
  policy_json: string;
  status: AttemptStatus;
  ended_at: string | null;
  active_ms: number;
  abandoned_count: number;
  /** The time the step on screen had used when the attempt was last left (0 once that step is recorded). */
  step_used_ms: number;
}

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
interface Live {
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

const lives = new WeakMap<DatabaseSync, Map<string, Live>>();
function liveMap(db: DatabaseSync): Map<string, Live> {
  let map = lives.get(db);
  if (!map) lives.set(db, (map = new Map()));
  return map;
}

/** The trainer's audit trail (trainer_events): who started, resumed, closed and graded which attempt, and when. */
export function audit(ctx: ServiceContext, db: DatabaseSync, event: string, detail: string): void {
  inTransaction(db, () => auditTrainer(db, ctx.now().toISOString(), event, detail));
}

export function attemptRow(db: DatabaseSync, id: string): AttemptRow | null {
  return (
    (db.prepare('SELECT * FROM assessment_attempts WHERE session_id = ?').get(id) as
      AttemptRow | undefined) ?? null
  );
}

/** True for a session that is an assessment attempt: the plain session channels leave those alone. */
export function isAttempt(ctx: ServiceContext, sessionId: string): boolean {
  const db = ctx.store.db();
  return db.ok && attemptRow(db.value, sessionId) !== null;
}

/** True while an attempt is running: the app is locked to it (no other session, no settings, no trainer changes). */
export function attemptRunning(ctx: ServiceContext): boolean {
  const db = ctx.store.db();
  return (
    db.ok &&
    db.value.prepare("SELECT 1 FROM assessment_attempts WHERE status = 'running' LIMIT 1").get() !== undefined
  );
}

export const LOCKED_BY_ATTEMPT =
  'An assessment is running: nothing else can be done until it ends (leaving it ends it as abandoned).';

function openAttempts(db: DatabaseSync): AttemptRow[] {
  return db
    .prepare(
      `SELECT a.* FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id
       WHERE a.status IN ('running', 'abandoned') ORDER BY s.started_at DESC`,
    )
    .all() as unknown as AttemptRow[];
}

export function setVersion(set: DrillSet): string {
  return createHash('sha256').update(canonicalJson(set)).digest('hex').slice(0, 12);
}

export function policyOf(row: AttemptRow): Result<AssessmentPolicy> {
  const policy = parseStored<AssessmentPolicy>(row.policy_json, 'its retake and red-line policy');
  return policy.ok
    ? policy
    : { ok: false, error: `The stored assessment attempt ${row.session_id} is damaged: ${policy.error}` };
}

/** A response that answers `form` and is marked wrong by its lateness: what a timed-out step records. */

function elapsedRun(ctx: ServiceContext, live: Live): number {
  return Math.max(0, ctx.monotonicMs() - live.runStartMono);
}

/** Wall time now, as the run's start plus monotonic time since: moving the system clock does not move it. */
function runWallNow(ctx: ServiceContext, live: Live): string {
  return new Date(live.runStartWall + elapsedRun(ctx, live)).toISOString();
}

/** The step's own time so far: what earlier runs used, plus this run's from its clock start, never negative. */
function stepElapsed(ctx: ServiceContext, live: Live): number {
  return Math.round(live.carriedMs + Math.max(0, ctx.monotonicMs() - live.shownAt));
}

/** The wall time at which the step on screen started using its time: its clock start, less what it carried. */
function stepStartWall(live: Live): number {
  return live.runStartWall + (live.shownAt - live.runStartMono) - live.carriedMs;
}

/** Stores the step's start durably (the handler's write is fsynced before its answer reaches the screen). */
function persistStepStart(ctx: ServiceContext, db: DatabaseSync, sessionId: string, live: Live): void {
  sealedWrite(ctx, db, sessionId, () => recordStepStart(db, sessionId, stepStartWall(live)));
}

/** A new prompt goes out now. */
function issue(ctx: ServiceContext, live: Live): void {
  live.carriedMs = 0;
  live.issuedAt = ctx.monotonicMs();
  live.shownAt = live.issuedAt + MAX_DEAL_MS;
}

function newLive(ctx: ServiceContext, row: AttemptRow, state: SessionState): Live {
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

interface Loaded {
  row: AttemptRow;
  session: SessionRow;
  state: SessionState;
  /** This call ended the attempt: the candidate at the screen may see the result it gave (issue 20). */
  justEnded?: boolean;
}

function load(db: DatabaseSync, attemptId: string, state: SessionState): Result<Loaded> {
  const row = attemptRow(db, attemptId);
  const session = sessionRow(db, attemptId);
  if (!row || !session) return { ok: false, error: `There is no assessment attempt "${attemptId}".` };
  return { ok: true, value: { row, session, state } };
}

/** The attempt's state: from memory, or replayed from its seed (with its own seeding) on the dealing thread. */
async function attemptState(ctx: ServiceContext, attemptId: string): Promise<Result<SessionState>> {
  const session = withDb(ctx, (db): Result<SessionRow> => {
    const row = attemptRow(db, attemptId) ? sessionRow(db, attemptId) : null;
    return row
      ? { ok: true, value: row }
      : { ok: false, error: `There is no assessment attempt "${attemptId}".` };
  });
  if (!session.ok) return session;
  const seed = withDb(ctx, (db) => attemptSeed(ctx, db, attemptId, session.value.seed));
  if (!seed.ok) return seed;
  return loadState(ctx, { ...session.value, seed: seed.value });
}

/**
 * Runs `work` on one attempt, one operation at a time (an answer and a time-out must not both record a step), with
 * its state brought into memory first. `write` work goes through withDbWrite: a database locked by another program is
 * waited for, and a retry starts from what was committed (the live state, not the one read before).
 */
function withAttempt<T>(
  ctx: ServiceContext,
  attemptId: string,
  write: boolean,
  work: (db: DatabaseSync, state: SessionState) => Result<T>,
): Promise<Result<T>> {
  return oneAtATime(attemptId, async () => {
    const state = await attemptState(ctx, attemptId);
    if (!state.ok) return state;
    const run = (db: DatabaseSync) => work(db, cache(db).get(attemptId) ?? state.value);
    return write ? withDbWrite(ctx, run) : withDb(ctx, run);
  });
}

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
  liveMap(db).delete(l.row.session_id);
  cache(db).delete(l.row.session_id);
  l.justEnded = status === 'finished';
}

/**
 * If the step on screen ran past its limit, records it and the rest of its item as timed out (wrong) and shows the
 * next item. Returns how many steps timed out.
 */
function enforceTimeLimit(ctx: ServiceContext, db: DatabaseSync, l: Loaded, live: Live): number {
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
  cache(db).set(l.row.session_id, state);
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

const MESSAGES: Record<AttemptStatus, string> = {
  running: 'Assessment in progress: no feedback until the end. Leaving ends the attempt as abandoned.',
  abandoned:
    'This assessment was left before the end (window closed, left or the app stopped). It is recorded as abandoned with every answer given. Only the trainer can resume or close it.',
  finished: 'The assessment is finished. Your trainer has the full record.',
  closed: 'The trainer closed this attempt as it stood.',
};

function viewOf(ctx: ServiceContext, db: DatabaseSync, l: Loaded, timedOut: number): AttemptView {
  const trainee = db.prepare('SELECT name, identifier FROM trainees WHERE id = ?').get(l.row.trainee_id) as
    { name: string; identifier: string } | undefined;
  const running = l.row.status === 'running';
  const prompt = running ? currentPrompt(l.state) : null;
  const shown = promptForRenderer(prompt);
  const live = liveMap(db).get(l.row.session_id);
  const remainingMs =
    prompt && prompt.timeLimitMs !== null && live
      ? Math.max(0, prompt.timeLimitMs - stepElapsed(ctx, live))
      : null;
  const ended = l.row.status === 'finished' || l.row.status === 'closed';
  // An ended attempt's summary carries its seed, keys and marks: the trainer's, or the candidate's own in the reply
  // to the step that finished it (the finished screen), never to a later look without the trainer (issue 20).
  const showResult = ended && (l.justEnded === true || requireTrainer(ctx, db).ok);
  return {
    attemptId: l.row.session_id,
    sittingId: sittingId(l.row.session_id),
    title: l.session.title,
    candidate: { name: trainee?.name ?? '', staffNumber: trainee?.identifier ?? '' },
    attempt: l.row.attempt,
    status: l.row.status,
    total: l.state.items.length,
    answered: l.state.item,
    prompt: shown,
    remainingMs,
    timedOut,
    message:
      timedOut > 0 && running
        ? `Time ran out: ${timedOut === 1 ? 'that step is' : `${timedOut} steps are`} recorded as timed out. Next item.`
        : MESSAGES[l.row.status],
    summary: showResult ? fullSummary(l.session, l.state, true) : null,
  };
}

/** The candidate with this staff number (null if none yet); refused when the number is someone else's. */
function findCandidate(db: DatabaseSync, name: string, staffNumber: string): Result<string | null> {
  const row = db.prepare('SELECT id, name FROM trainees WHERE identifier = ?').get(staffNumber) as
    { id: string; name: string } | undefined;
  if (!row) return { ok: true, value: null };
  if (row.name.trim().toLowerCase() !== name.trim().toLowerCase())
    return {
      ok: false,
      error: `candidate.staffNumber: ${staffNumber} already belongs to ${row.name}, not ${name}`,
    };
  return { ok: true, value: row.id };
}

function findOrCreateCandidate(
  ctx: ServiceContext,
  db: DatabaseSync,
  name: string,
  staffNumber: string,
): Result<string> {
  const found = findCandidate(db, name, staffNumber);
  if (!found.ok) return found;
  if (found.value !== null) return { ok: true, value: found.value };
  const id = ctx.newId();
  inTransaction(db, () =>
    db
      .prepare('INSERT INTO trainees (id, name, identifier, created_at) VALUES (?, ?, ?, ?)')
      .run(id, name.trim(), staffNumber.trim(), ctx.now().toISOString()),
  );
  return { ok: true, value: id };
}

interface StartPlan {
  readonly set: DrillSet;
  readonly drillSetId: string;
  readonly profile: TableProfile;
  readonly policy: AssessmentPolicy;
  /** null for a candidate not yet on the list (added when the attempt is stored). */
  readonly candidateId: string | null;
  readonly earlier: readonly { ended_at: string | null; seed: string }[];
  /** Attempts used, by the records or the ledger, whichever knows more. */
  readonly used: number;
  readonly history: HistoryEntry[];
}

/** Whether the trainer may start this attempt now; checked before dealing and again when it is stored. */
function checkStart(
  ctx: ServiceContext,
  db: DatabaseSync,
  request: TrainerRequest<'assessment.start'>,
): Result<StartPlan> {
  const gate = requireTrainer(ctx, db);
  if (!gate.ok) return gate;
  const open = openAttempts(db)[0];
  if (open) {
    return {
      ok: false,
      error: 'Another assessment attempt is still open: resume or close it before starting a new one.',
    };
  }
  const entry = findDrillSet(ctx, db, request.drillSetId);
  if (!entry) return { ok: false, error: `drillSetId: there is no drill set "${request.drillSetId}"` };
  if (entry.set.mode !== 'assessment')
    return { ok: false, error: `drillSetId: "${entry.set.title}" is a practice set, not an assessment` };
  const profile = resolveProfile(entry.set);
  if (!profile.ok) return profile;
  const policy = resolvePolicy(entry.set.assessment, entry.set.redLineFailsAssessment);
  const candidate = findCandidate(db, request.candidate.name, request.candidate.staffNumber);
  if (!candidate.ok) return candidate;
  const earlier =
    candidate.value === null
      ? []
      : (db
          .prepare(
            `SELECT a.ended_at, s.seed FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id
             WHERE a.trainee_id = ? AND a.drill_set_id = ? ORDER BY a.attempt`,
          )
          .all(candidate.value, entry.id) as { ended_at: string | null; seed: string }[]);
  // The ledger's attempts count too: deleting an attempt's rows gives no attempt back and lifts no wait.
  const ledger = ledgerAttempts(
    db,
    { id: candidate.value, staffNumber: request.candidate.staffNumber },
    entry.id,
  );
  const used = Math.max(earlier.length, ledger.count);
  if (used >= policy.attempts) {
    return {
      ok: false,
      error: `${request.candidate.name} has used all ${policy.attempts} attempts at "${entry.set.title}".`,
    };
  }
  const ends = [Date.parse(earlier.at(-1)?.ended_at ?? ''), ledger.lastMs ?? NaN].filter(Number.isFinite);
  const lastEnd = ends.length > 0 ? Math.max(...ends) : null;
  if (lastEnd !== null && policy.waitMinutes > 0) {
    const allowedAt = lastEnd + policy.waitMinutes * 60_000;
    if (ctx.now().getTime() < allowedAt) {
      return {
        ok: false,
        error: `${request.candidate.name} may retake "${entry.set.title}" from ${new Date(allowedAt).toISOString()} (the set asks for ${policy.waitMinutes} minutes between attempts).`,
      };
    }
  }
  return {
    ok: true,
    value: {
      set: entry.set,
      drillSetId: entry.id,
      profile: profile.profile,
      policy,
      candidateId: candidate.value,
      earlier,
      used,
      history: candidate.value === null ? [] : traineeHistory(db, candidate.value),
    },
  };
}

/**
 * Trainer: starts an attempt. Its items are dealt on the dealing thread from a seed the app chooses (one no earlier
 * attempt used, so a retake deals fresh items); the attempt is stored with the seeding it was dealt with.
 */
export async function startAssessment(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.start'>,
): Promise<Result<AttemptView>> {
  const planned = withDb(ctx, (db) => checkStart(ctx, db, request));
  if (!planned.ok) return planned;
  const used = new Set(planned.value.earlier.map((e) => e.seed));
  let seed = String(ctx.randomSeed());
  for (let i = 0; i < 10 && used.has(seed); i++) seed = String(ctx.randomSeed());
  if (used.has(seed)) return { ok: false, error: 'Could not choose a fresh seed for this attempt.' };
  const dealt = await dealNew(ctx, planned.value.set, seed, planned.value.history);
  if (!dealt.ok) return dealt;
  const state = dealt.value;
  // The seed is stored only as a commitment, and under the attempt's key sealed to the trainer (guarantee 1).
  const seal = newSeal(ctx, seed);
  if (!seal.ok) return seal;
  return withDbWrite(ctx, (db) => {
    // Checked again: the trainer session, the open attempts or the candidate's attempts may have changed meanwhile.
    const again = checkStart(ctx, db, request);
    if (!again.ok) return again;
    const plan = again.value;
    if (plan.earlier.some((e) => e.seed === seed))
      return { ok: false, error: 'Could not choose a fresh seed for this attempt.' };
    const candidate = findOrCreateCandidate(ctx, db, request.candidate.name, request.candidate.staffNumber);
    if (!candidate.ok) return candidate;
    const attemptNo = plan.used + 1;
    const assessor = request.assessor.trim();
    const session = inTransaction(db, () => {
      const row = storeNew(ctx, db, candidate.value, plan.set, plan.drillSetId, seal.value.commitment, state);
      db.prepare(
        `INSERT INTO assessment_attempts
           (session_id, trainee_id, drill_set_id, set_version, attempt, assessor, profile_json, policy_json, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running')`,
      ).run(
        row.id,
        candidate.value,
        plan.drillSetId,
        setVersion(plan.set),
        attemptNo,
        assessor,
        JSON.stringify(plan.profile),
        JSON.stringify(plan.policy),
      );
      const keys = storeSeal(db, row.id, seal.value);
      startChain(db, row.id, keys);
      recordAttemptStart(ctx, db, row.id, {
        candidateId: candidate.value,
        name: request.candidate.name.trim(),
        staffNumber: request.candidate.staffNumber.trim(),
        setId: plan.drillSetId,
        setTitle: plan.set.title,
        attempt: attemptNo,
        startedAt: row.started_at,
      });
      auditTrainer(
        db,
        ctx.now().toISOString(),
        'assessment-started',
        `${row.id}: ${request.candidate.name} (${request.candidate.staffNumber}), "${plan.set.title}", attempt ${attemptNo}, assessor ${assessor}`,
      );
      return row;
    });
    cache(db).set(session.id, state);
    // The candidate has the keyboard now: trainer actions need the passcode again.
    ctx.trainer.close();
    const l = load(db, session.id, state);
    if (!l.ok) return l;
    const live = newLive(ctx, l.value.row, l.value.state);
    liveMap(db).set(session.id, live);
    persistStepStart(ctx, db, session.id, live);
    return { ok: true, value: viewOf(ctx, db, l.value, 0) };
  });
}

function runningAttempt(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  state: SessionState,
): Result<Loaded & { live: Live }> {
  const l = load(db, attemptId, state);
  if (!l.ok) return l;
  if (l.value.row.status !== 'running') return { ok: false, error: MESSAGES[l.value.row.status] };
  let live = liveMap(db).get(attemptId);
  if (!live) {
    live = newLive(ctx, l.value.row, l.value.state);
    liveMap(db).set(attemptId, live);
    persistStepStart(ctx, db, attemptId, live);
  }
  return { ok: true, value: { ...l.value, live } };
}

/** A left sealed attempt that only the trainer can open: its screen from its counts (issue 20, guarantee 1). */
function orLeftView(ctx: ServiceContext, attemptId: string, r: Result<AttemptView>): Result<AttemptView> {
  if (r.ok || r.error !== TRAINER_OPENS) return r;
  return withDb(ctx, (db) => {
    const row = attemptRow(db, attemptId);
    const session = sessionRow(db, attemptId);
    if (!row || !session || row.status !== 'abandoned') return r;
    const state = countsOnly(session.total, session.answered ?? 0);
    return { ok: true, value: viewOf(ctx, db, { row, session, state }, 0) };
  });
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
    if (!current) return { ok: false, error: 'The attempt is finished: there is nothing to answer.' };
    if (current.itemId !== request.itemId || current.step !== request.step) {
      return {
        ok: false,
        error: `This answer is for ${request.itemId} step ${request.step + 1}, but the attempt is at ${current.itemId} step ${current.step + 1}: it was not recorded.`,
      };
    }
    const ms = stepElapsed(ctx, l.live);
    const next = answer(l.state, request.response as Response, ms);
    if (!next.ok) return { ok: false, error: `response: ${next.error}` };
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
    cache(db).set(l.row.session_id, next.state);
    if (isFinished(next.state)) {
      cache(db).delete(l.row.session_id);
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
  const live = liveMap(db).get(row.session_id);
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
  liveMap(db).delete(row.session_id);
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

/**
 * A trainer action on an attempt: the passcode session is checked before anything is replayed for it, and again
 * inside the attempt's turn (the session may have locked while the attempt was replayed).
 */
export async function withTrainerAttempt<T>(
  ctx: ServiceContext,
  attemptId: string,
  write: boolean,
  work: (db: DatabaseSync, state: SessionState) => Result<T>,
): Promise<Result<T>> {
  const first = withDb(ctx, (db) => requireTrainer(ctx, db));
  if (!first.ok) return first;
  return withAttempt(ctx, attemptId, write, (db, state) => {
    const gate = requireTrainer(ctx, db);
    return gate.ok ? work(db, state) : gate;
  });
}

export async function resumeAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.resume'>,
): Promise<Result<AttemptView>> {
  return withTrainerAttempt(ctx, request.attemptId, true, (db, state) => {
    const l = load(db, request.attemptId, state);
    if (!l.ok) return l;
    if (l.value.row.status !== 'abandoned')
      return {
        ok: false,
        error: `Only an abandoned attempt can be resumed; this one is ${l.value.row.status}.`,
      };
    const sealed = resumeSealed(ctx, db, request.attemptId, l.value.session.seed);
    if (!sealed.ok) return sealed;
    sealedWrite(ctx, db, request.attemptId, () =>
      db
        .prepare(`UPDATE assessment_attempts SET status = 'running' WHERE session_id = ?`)
        .run(request.attemptId),
    );
    l.value.row = { ...l.value.row, status: 'running' };
    audit(ctx, db, 'assessment-resumed', request.attemptId);
    const live = newLive(ctx, l.value.row, l.value.state);
    liveMap(db).set(request.attemptId, live);
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

/** Every step's line of the record, from the state and the stored timed-out flags. */
function responseLines(
  db: DatabaseSync,
  state: SessionState,
  sessionId: string,
  symbol: string,
): ResponseLine[] {
  const flags = db
    .prepare('SELECT timed_out FROM responses WHERE session_id = ? ORDER BY seq')
    .all(sessionId) as { timed_out: number }[];
  return state.answers.map((a, i): ResponseLine => {
    const s = state.items[a.item]?.steps[a.step];
    if (!s) throw new Error(`no step ${a.itemId}/${a.step}`);
    const timedOut = flags[i]?.timed_out === 1;
    return {
      seq: i + 1,
      item: a.item + 1,
      itemId: a.itemId,
      step: a.step + 1,
      kind: a.kind,
      question: s.prompt.question,
      cards: cardsInWords(s.prompt.scene),
      answer: timedOut ? '' : responseText(a.response, symbol, s.prompt, pushWord(s.key)),
      correctAnswer: s.key.answerText,
      correct: a.mark.correct,
      timedOut,
      responseMs: a.responseMs,
      timeLimitMs: s.prompt.timeLimitMs,
      redLines: redLinesCrossed({
        kind: a.kind,
        response: a.response,
        correct: a.mark.correct,
        timedOut,
        key: s.key,
      }),
      errors: a.mark.errors,
      rule: s.key.rule,
    };
  });
}

export function buildRecord(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
  attemptState: SessionState,
): Result<AssessmentRecord> {
  const l = load(db, attemptId, attemptState);
  if (!l.ok) return l;
  const { row, session, state } = l.value;
  // Nothing is built from answers that do not check (issue 20, guarantee 2): so nothing tampered is signed.
  const sealed = checkAttemptSeal(ctx, db, attemptId, session.seed);
  if (!sealed.ok) return sealed;
  const trainee = db.prepare('SELECT id, name, identifier FROM trainees WHERE id = ?').get(row.trainee_id) as
    { id: string; name: string; identifier: string } | undefined;
  const damaged = `The stored assessment attempt ${attemptId} is damaged`;
  const storedProfile = parseStored<TableProfile>(row.profile_json, 'its table profile');
  if (!storedProfile.ok) return { ok: false, error: `${damaged}: ${storedProfile.error}` };
  const profile = storedProfile.value;
  const storedPolicy = policyOf(row);
  if (!storedPolicy.ok) return storedPolicy;
  const policy = storedPolicy.value;
  const lines = responseLines(db, state, attemptId, profile.currency.symbol);
  const knowledge = knowledgeResult({
    summary: summarise(state),
    overallPassMark: state.set.passMarks.overall,
    lines,
    policy,
  });
  const gradesRow = db
    .prepare('SELECT grades_json FROM practical_grades WHERE session_id = ?')
    .get(attemptId) as { grades_json: string } | undefined;
  const storedGrades = gradesRow
    ? parseStored<PracticalGrades>(gradesRow.grades_json, 'its practical grades')
    : null;
  if (storedGrades && !storedGrades.ok) return { ok: false, error: `${damaged}: ${storedGrades.error}` };
  const grades = storedGrades ? storedGrades.value : null;
  const outcome = grades ? practicalOutcome(grades) : null;
  const practical = policy.practical
    ? { areas: policy.practical.areas, grades, passed: outcome && outcome === 'pass', outcome }
    : null;
  const live = liveMap(db).get(attemptId);
  const durationMs =
    live && row.status === 'running' ? live.activeAtRunStart + elapsedRun(ctx, live) : row.active_ms;
  return {
    ok: true,
    value: {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      attemptId,
      candidate: {
        id: trainee?.id ?? row.trainee_id,
        name: trainee?.name ?? '',
        staffNumber: trainee?.identifier ?? '',
      },
      assessor: row.assessor,
      set: {
        id: row.drill_set_id,
        title: session.title,
        version: row.set_version,
        ...(session.set_revision ? { revision: session.set_revision } : {}),
      },
      attempt: { number: row.attempt, allowed: policy.attempts, waitMinutes: policy.waitMinutes },
      house: { profileId: profile.id, name: profile.name, currency: profile.currency.symbol },
      profile,
      seed: state.seed,
      seeding: session.seeding,
      status: row.status,
      startedAt: session.started_at,
      endedAt: row.ended_at,
      durationMs: Math.round(durationMs),
      abandonments: row.abandoned_count,
      knowledge,
      practical,
      result: overallResult(row.status, knowledge, practical),
      responses: lines,
      appVersion: ctx.app.version,
      ...(sealed.value === 'answers' ? { seal: OLDER_SEAL } : {}),
    },
  };
}

export async function attemptRecord(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.record'>,
): Promise<Result<AssessmentRecord>> {
  return recordForExport(ctx, request.attemptId);
}

/** Trainer: every step dealt again from the attempt's seed with its own seeding, beside the recorded response. */
export async function replayAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.replay'>,
): Promise<Result<ReplayStep[]>> {
  const record = await recordForExport(ctx, request.attemptId);
  if (!record.ok) return record;
  const job = withDb(ctx, (db): Result<Extract<DealJob, { type: 'replay' }>> => {
    const session = sessionRow(db, request.attemptId);
    if (!session) return { ok: false, error: `There is no assessment attempt "${request.attemptId}".` };
    const damaged = `The stored assessment attempt ${request.attemptId} is damaged`;
    const spec = parseStored(session.spec_json, 'its drill set');
    if (!spec.ok) return { ok: false, error: `${damaged}: ${spec.error}` };
    const set = parseDrillSet(spec.value);
    if (!set.ok) return set;
    const seeding = SEEDINGS.find((k) => k === session.seeding);
    if (seeding === undefined)
      return {
        ok: false,
        error: `The attempt was dealt with seeding ${session.seeding}, which this version of the app does not know.`,
      };
    const seed = attemptSeed(ctx, db, request.attemptId, session.seed);
    if (!seed.ok) return seed;
    const stored = db
      .prepare('SELECT response_json, response_ms FROM responses WHERE session_id = ? ORDER BY seq')
      .all(request.attemptId) as { response_json: string; response_ms: number }[];
    const responses: { response: Response; responseMs: number }[] = [];
    for (const [i, r] of stored.entries()) {
      const response = parseStored<Response>(r.response_json, `its answer ${i + 1}`);
      if (!response.ok) return { ok: false, error: `${damaged}: ${response.error}` };
      responses.push({ response: response.value, responseMs: r.response_ms });
    }
    return {
      ok: true,
      value: {
        type: 'replay',
        set: set.value,
        seed: seed.value,
        seeding,
        responses,
        history: traineeHistory(db, session.trainee_id, session.started_at),
      },
    };
  });
  if (!job.ok) return job;
  // Regenerated from the seed alone: the items must be the ones the candidate saw, or the replay says so.
  const replayed = await ctx.dealer.run(job.value);
  if (!replayed.ok)
    return { ok: false, error: `The attempt cannot be replayed from its seed: ${replayed.error}` };
  const state = replayed.state;
  const steps: ReplayStep[] = [];
  for (const [i, a] of state.answers.entries()) {
    const s = state.items[a.item]?.steps[a.step];
    const line = record.value.responses[i];
    if (!s || !line) return { ok: false, error: `The attempt's replay has no step ${i + 1}.` };
    steps.push({
      seq: i + 1,
      prompt: { ...s.prompt, index: a.item, total: state.items.length },
      key: s.key,
      line,
    });
  }
  return { ok: true, value: steps };
}

export async function candidateHistory(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.history'>,
): Promise<Result<AttemptListItem[]>> {
  const ids = withDb(ctx, (db): Result<string[]> => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const rows = db
      .prepare(
        `SELECT a.session_id FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id
         WHERE a.trainee_id = ? ORDER BY s.started_at DESC, a.attempt DESC`,
      )
      .all(request.traineeId) as { session_id: string }[];
    return { ok: true, value: rows.map((r) => r.session_id) };
  });
  if (!ids.ok) return ids;
  const out: AttemptListItem[] = [];
  for (const attemptId of ids.value) {
    const r = await recordForExport(ctx, attemptId);
    if (!r.ok && r.error.includes(TAMPERED)) {
      const listed = withDb(ctx, (db) => tamperedListItem(db, attemptId, r.error));
      if (!listed.ok) return listed;
      out.push(listed.value);
      continue;
    }
    if (!r.ok) return r;
    out.push({
      attemptId,
      set: r.value.set.title,
      attempt: r.value.attempt.number,
      status: r.value.status,
      startedAt: r.value.startedAt,
      endedAt: r.value.endedAt,
      result: r.value.result,
      verificationId: subjectOf(r.value).verificationId,
      tampered: null,
    });
  }
  return { ok: true, value: out };
}

/** The record of an attempt, for the trainer (the record screen, the history, an export). */
export async function recordForExport(
  ctx: ServiceContext,
  attemptId: string,
): Promise<Result<AssessmentRecord>> {
  const sealed = withDb(ctx, (db) => checkBeforeReplay(ctx, db, attemptId));
  if (!sealed.ok) return sealed;
  return withTrainerAttempt(ctx, attemptId, false, (db, state) => {
    return buildRecord(ctx, db, attemptId, state);
  });
}

/** Used by the wrapped session channels: an attempt is answered, resumed and closed through assessment.*. */
export const ATTEMPT_ONLY =
  'This session is an assessment attempt: it is answered, resumed and closed on the assessment screen.';
