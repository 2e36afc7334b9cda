// Assessment attempts, run in the main process. The trainer starts one for a named candidate; the app chooses the seed
// and keeps it here. Each step's time is measured on the monotonic clock from the moment main hands out its prompt, so
// a changed system clock changes nothing; when a step's limit runs out, the rest of its item is recorded as timed out
// (wrong) and the next item comes. Leaving, closing the window or a crash leaves the attempt abandoned with every answer
// kept; only the trainer resumes or closes it. The record (record.ts) is rebuilt from the stored rows and the seed.
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { canonicalJson } from '../../core/assessment/canonical.ts';
import { resolvePolicy, type AssessmentPolicy } from '../../core/assessment/policy.ts';
import { practicalProblem, type PracticalGrades } from '../../core/assessment/practical.ts';
import {
  knowledgeResult,
  overallResult,
  RECORD_FORMAT,
  RECORD_VERSION,
  responseText,
  type AssessmentRecord,
  type AttemptStatus,
  type ResponseLine,
} from '../../core/assessment/record.ts';
import { redLinesCrossed } from '../../core/assessment/red-lines.ts';
import {
  answer,
  currentPrompt,
  isFinished,
  replay,
  summarise,
  type SessionState,
} from '../../core/drills/session.ts';
import { parseDrillSet, resolveProfile, type DrillSet } from '../../core/drills/spec.ts';
import type { AnswerForm, Response } from '../../core/drills/types.ts';
import type { TableProfile } from '../../core/profiles.ts';
import type { AttemptListItem, AttemptView, ReplayStep, TrainerRequest } from '../ipc/assessment-contract.ts';
import type { Result } from '../ipc/contract.ts';
import { inTransaction } from '../storage/transaction.ts';
import { withDb, type ServiceContext } from './context.ts';
import { findDrillSet } from './drill-sets.ts';
import { begin, cache, fullSummary, loadState, sessionRow, type SessionRow } from './sessions.ts';
import { requireTrainer } from './trainer.ts';
import { auditTrainer } from './passcode.ts';
import { subjectOf } from '../reports/signed-report.ts';

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
}

/**
 * The step's clock starts when the screen says its cards are dealt (assessment.shown), and at the latest this long
 * after main sent the prompt: the deal animation is not the candidate's time, and a screen that never says so cannot
 * stop the clock.
 */
export const MAX_DEAL_MS = 4000;

/** The step on screen and this run's clock: kept in memory only (a restart begins a new run). */
interface Live {
  itemId: string;
  step: number;
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

function policyOf(row: AttemptRow): AssessmentPolicy {
  return JSON.parse(row.policy_json) as AssessmentPolicy;
}

/** A response that answers `form` and is marked wrong by its lateness: what a timed-out step records. */
export function timedOutResponse(form: AnswerForm): Response {
  switch (form.type) {
    case 'points':
      return { type: 'points', player: 0, banker: 0, natural: false };
    case 'draw':
      return { type: 'draw', draw: false };
    case 'result':
      return { type: 'result', winner: 'player' };
    case 'amount':
      return { type: 'amount', amount: 0 };
    case 'choice':
      return { type: 'choice', choice: form.options[0]?.key ?? 'A' };
    case 'settle-table':
      return { type: 'settle-table', actions: [] };
  }
}

function elapsedRun(ctx: ServiceContext, live: Live): number {
  return Math.max(0, ctx.monotonicMs() - live.runStartMono);
}

/** Wall time now, as the run's start plus monotonic time since: moving the system clock does not move it. */
function runWallNow(ctx: ServiceContext, live: Live): string {
  return new Date(live.runStartWall + elapsedRun(ctx, live)).toISOString();
}

/** The step's own time so far: from its clock start, never negative. */
function stepElapsed(ctx: ServiceContext, live: Live): number {
  return Math.max(0, Math.round(ctx.monotonicMs() - live.shownAt));
}

/** A new prompt goes out now. */
function issue(ctx: ServiceContext, live: Live): void {
  live.issuedAt = ctx.monotonicMs();
  live.shownAt = live.issuedAt + MAX_DEAL_MS;
}

function newLive(ctx: ServiceContext, row: AttemptRow, state: SessionState): Live {
  const prompt = currentPrompt(state);
  const mono = ctx.monotonicMs();
  return {
    itemId: prompt?.itemId ?? '',
    step: prompt?.step ?? 0,
    issuedAt: mono,
    shownAt: mono + MAX_DEAL_MS,
    runStartMono: mono,
    runStartWall: ctx.now().getTime(),
    activeAtRunStart: row.active_ms,
  };
}

function insertResponse(
  db: DatabaseSync,
  sessionId: string,
  seq: number,
  next: SessionState,
  responseMs: number,
  timedOut: boolean,
  at: string,
): void {
  const a = next.answers[next.answers.length - 1];
  if (!a) throw new Error('no answer to store');
  const key = next.items[a.item]?.steps[a.step]?.key;
  db.prepare(
    `INSERT INTO responses
       (session_id, seq, item_id, step, kind, response_json, response_ms, correct, credit, feedback_json, answered_at, timed_out)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sessionId,
    seq,
    a.itemId,
    a.step,
    a.kind,
    JSON.stringify(a.response),
    responseMs,
    a.mark.correct ? 1 : 0,
    a.mark.credit,
    JSON.stringify({ itemId: a.itemId, step: a.step, mark: a.mark, response: a.response, key }),
    at,
    timedOut ? 1 : 0,
  );
}

interface Loaded {
  row: AttemptRow;
  session: SessionRow;
  state: SessionState;
}

function load(db: DatabaseSync, attemptId: string): Result<Loaded> {
  const row = attemptRow(db, attemptId);
  const session = sessionRow(db, attemptId);
  if (!row || !session) return { ok: false, error: `There is no assessment attempt "${attemptId}".` };
  const state = loadState(db, session);
  if (!state.ok) return state;
  return { ok: true, value: { row, session, state: state.value } };
}

/** Ends the attempt: every step answered (finished) or closed by the trainer as it stands. */
function finish(
  db: DatabaseSync,
  l: Loaded,
  status: 'finished' | 'closed',
  activeMs: number,
  endedAt: string,
): void {
  const summary = fullSummary(l.session, l.state, true);
  db.prepare(
    'UPDATE assessment_attempts SET status = ?, ended_at = ?, active_ms = ? WHERE session_id = ?',
  ).run(status, endedAt, activeMs, l.row.session_id);
  db.prepare(
    'UPDATE sessions SET finished_at = COALESCE(finished_at, ?), closed = ?, summary_json = ? WHERE id = ?',
  ).run(endedAt, status === 'closed' ? 1 : 0, JSON.stringify(summary), l.row.session_id);
  liveMap(db).delete(l.row.session_id);
  cache(db).delete(l.row.session_id);
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
  let state = l.state;
  let count = 0;
  const at = runWallNow(ctx, live);
  const itemIndex = state.item;
  inTransaction(db, () => {
    while (!isFinished(state) && state.item === itemIndex) {
      const p = currentPrompt(state);
      if (!p) break;
      // The step on screen used its whole time; the later steps of the item were never shown.
      const ms = count === 0 ? elapsed : (p.timeLimitMs ?? 0) + 1;
      const next = answer(state, timedOutResponse(p.form), ms);
      if (!next.ok) throw new Error(`timed-out step ${p.itemId}/${p.step}: ${next.error}`);
      insertResponse(db, l.row.session_id, state.answers.length, next.state, ms, true, at);
      state = next.state;
      count++;
    }
    const active = live.activeAtRunStart + elapsedRun(ctx, live);
    db.prepare('UPDATE assessment_attempts SET active_ms = ? WHERE session_id = ?').run(
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
  if (isFinished(state)) {
    inTransaction(db, () =>
      finish(db, l, 'finished', live.activeAtRunStart + elapsedRun(ctx, live), runWallNow(ctx, live)),
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
  const live = liveMap(db).get(l.row.session_id);
  const remainingMs =
    prompt && prompt.timeLimitMs !== null && live
      ? Math.max(0, prompt.timeLimitMs - stepElapsed(ctx, live))
      : null;
  const ended = l.row.status === 'finished' || l.row.status === 'closed';
  return {
    attemptId: l.row.session_id,
    title: l.session.title,
    candidate: { name: trainee?.name ?? '', staffNumber: trainee?.identifier ?? '' },
    attempt: l.row.attempt,
    status: l.row.status,
    total: l.state.items.length,
    answered: l.state.item,
    prompt,
    remainingMs,
    timedOut,
    message:
      timedOut > 0 && running
        ? `Time ran out: ${timedOut === 1 ? 'that step is' : `${timedOut} steps are`} recorded as timed out. Next item.`
        : MESSAGES[l.row.status],
    summary: ended ? fullSummary(l.session, l.state, true) : null,
  };
}

function findOrCreateCandidate(
  ctx: ServiceContext,
  db: DatabaseSync,
  name: string,
  staffNumber: string,
): Result<string> {
  const row = db.prepare('SELECT id, name FROM trainees WHERE identifier = ?').get(staffNumber) as
    { id: string; name: string } | undefined;
  if (row) {
    if (row.name.trim().toLowerCase() !== name.trim().toLowerCase())
      return {
        ok: false,
        error: `candidate.staffNumber: ${staffNumber} already belongs to ${row.name}, not ${name}`,
      };
    return { ok: true, value: row.id };
  }
  const id = ctx.newId();
  inTransaction(db, () =>
    db
      .prepare('INSERT INTO trainees (id, name, identifier, created_at) VALUES (?, ?, ?, ?)')
      .run(id, name.trim(), staffNumber.trim(), ctx.now().toISOString()),
  );
  return { ok: true, value: id };
}

export function startAssessment(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.start'>,
): Result<AttemptView> {
  return withDb(ctx, (db) => {
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
    const candidate = findOrCreateCandidate(ctx, db, request.candidate.name, request.candidate.staffNumber);
    if (!candidate.ok) return candidate;
    const earlier = db
      .prepare(
        `SELECT a.ended_at, s.seed FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id
         WHERE a.trainee_id = ? AND a.drill_set_id = ? ORDER BY a.attempt`,
      )
      .all(candidate.value, entry.id) as { ended_at: string | null; seed: string }[];
    if (earlier.length >= policy.attempts) {
      return {
        ok: false,
        error: `${request.candidate.name} has used all ${policy.attempts} attempts at "${entry.set.title}".`,
      };
    }
    const lastEnd = earlier.at(-1)?.ended_at;
    if (lastEnd && policy.waitMinutes > 0) {
      const allowedAt = Date.parse(lastEnd) + policy.waitMinutes * 60_000;
      if (ctx.now().getTime() < allowedAt) {
        return {
          ok: false,
          error: `${request.candidate.name} may retake "${entry.set.title}" from ${new Date(allowedAt).toISOString()} (the set asks for ${policy.waitMinutes} minutes between attempts).`,
        };
      }
    }
    // Each attempt deals fresh items: a seed no earlier attempt used.
    const used = new Set(earlier.map((e) => e.seed));
    let seed = String(ctx.randomSeed());
    for (let i = 0; i < 10 && used.has(seed); i++) seed = String(ctx.randomSeed());
    if (used.has(seed)) return { ok: false, error: 'Could not choose a fresh seed for this attempt.' };
    const started = begin(ctx, db, candidate.value, entry.set, entry.id, seed);
    if (!started.ok) return started;
    const id = started.value.sessionId;
    inTransaction(db, () =>
      db
        .prepare(
          `INSERT INTO assessment_attempts
             (session_id, trainee_id, drill_set_id, set_version, attempt, assessor, profile_json, policy_json, status)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running')`,
        )
        .run(
          id,
          candidate.value,
          entry.id,
          setVersion(entry.set),
          earlier.length + 1,
          request.assessor.trim(),
          JSON.stringify(profile.profile),
          JSON.stringify(policy),
        ),
    );
    audit(
      ctx,
      db,
      'assessment-started',
      `${id}: ${request.candidate.name} (${request.candidate.staffNumber}), "${entry.set.title}", attempt ${earlier.length + 1}, assessor ${request.assessor.trim()}`,
    );
    // The candidate has the keyboard now: trainer actions need the passcode again.
    ctx.trainer.close();
    const l = load(db, id);
    if (!l.ok) return l;
    liveMap(db).set(id, newLive(ctx, l.value.row, l.value.state));
    return { ok: true, value: viewOf(ctx, db, l.value, 0) };
  });
}

function runningAttempt(
  ctx: ServiceContext,
  db: DatabaseSync,
  attemptId: string,
): Result<Loaded & { live: Live }> {
  const l = load(db, attemptId);
  if (!l.ok) return l;
  if (l.value.row.status !== 'running') return { ok: false, error: MESSAGES[l.value.row.status] };
  let live = liveMap(db).get(attemptId);
  if (!live) {
    live = newLive(ctx, l.value.row, l.value.state);
    liveMap(db).set(attemptId, live);
  }
  return { ok: true, value: { ...l.value, live } };
}

export function viewAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.view'>,
): Result<AttemptView> {
  return withDb(ctx, (db) => {
    const l = load(db, request.attemptId);
    if (!l.ok) return l;
    if (l.value.row.status !== 'running') return { ok: true, value: viewOf(ctx, db, l.value, 0) };
    const r = runningAttempt(ctx, db, request.attemptId);
    if (!r.ok) return r;
    const timedOut = enforceTimeLimit(ctx, db, r.value, r.value.live);
    return { ok: true, value: viewOf(ctx, db, r.value, timedOut) };
  });
}

export function answerAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.answer'>,
): Result<AttemptView> {
  return withDb(ctx, (db) => {
    const r = runningAttempt(ctx, db, request.attemptId);
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
    inTransaction(db, () => {
      insertResponse(db, l.row.session_id, l.state.answers.length, next.state, ms, false, at);
      db.prepare('UPDATE assessment_attempts SET active_ms = ? WHERE session_id = ?').run(
        active,
        l.row.session_id,
      );
      l.state = next.state;
      if (isFinished(next.state)) finish(db, l, 'finished', active, at);
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
    }
    return { ok: true, value: viewOf(ctx, db, l, 0) };
  });
}

/** The screen has dealt the step's cards: its clock starts now (never later than MAX_DEAL_MS after it was sent). */
export function stepShown(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.shown'>,
): Result<AttemptView> {
  return withDb(ctx, (db) => {
    const r = runningAttempt(ctx, db, request.attemptId);
    if (!r.ok) return r;
    const { live } = r.value;
    if (live.itemId === request.itemId && live.step === request.step) {
      live.shownAt = Math.min(live.shownAt, Math.max(live.issuedAt, ctx.monotonicMs()));
    }
    const timedOut = enforceTimeLimit(ctx, db, r.value, live);
    return { ok: true, value: viewOf(ctx, db, r.value, timedOut) };
  });
}

function abandon(ctx: ServiceContext, db: DatabaseSync, row: AttemptRow): void {
  const live = liveMap(db).get(row.session_id);
  const active = live ? live.activeAtRunStart + elapsedRun(ctx, live) : row.active_ms;
  inTransaction(db, () =>
    db
      .prepare(
        `UPDATE assessment_attempts SET status = 'abandoned', active_ms = ?, abandoned_count = abandoned_count + 1
         WHERE session_id = ? AND status = 'running'`,
      )
      .run(active, row.session_id),
  );
  liveMap(db).delete(row.session_id);
}

export function leaveAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.leave'>,
): Result<AttemptView> {
  return withDb(ctx, (db) => {
    const r = runningAttempt(ctx, db, request.attemptId);
    if (!r.ok) return r;
    enforceTimeLimit(ctx, db, r.value, r.value.live);
    const row = attemptRow(db, request.attemptId);
    if (row?.status === 'running') abandon(ctx, db, row);
    const l = load(db, request.attemptId);
    if (!l.ok) return l;
    return { ok: true, value: viewOf(ctx, db, l.value, 0) };
  });
}

/** The window is closing: a running attempt is recorded as abandoned (it stays, with every answer). */
export function abandonRunningAttempts(ctx: ServiceContext): void {
  const db = ctx.store.db();
  if (!db.ok) return;
  for (const row of openAttempts(db.value)) if (row.status === 'running') abandon(ctx, db.value, row);
}

/** At start: an attempt still marked running was cut short by a crash or kill. */
export function recoverAssessments(ctx: ServiceContext): void {
  const db = ctx.store.db();
  if (!db.ok) return;
  try {
    inTransaction(db.value, () =>
      db.value
        .prepare(
          `UPDATE assessment_attempts SET status = 'abandoned', abandoned_count = abandoned_count + 1
           WHERE status = 'running'`,
        )
        .run(),
    );
  } catch {
    // A read-only store: the attempt is reported as running until the store can be written.
  }
}

export function currentAttempt(ctx: ServiceContext): Result<AttemptView | null> {
  return withDb(ctx, (db) => {
    const row = openAttempts(db)[0];
    if (!row) return { ok: true, value: null };
    if (row.status === 'running') {
      const r = runningAttempt(ctx, db, row.session_id);
      if (!r.ok) return r;
      const timedOut = enforceTimeLimit(ctx, db, r.value, r.value.live);
      return { ok: true, value: viewOf(ctx, db, r.value, timedOut) };
    }
    const l = load(db, row.session_id);
    if (!l.ok) return l;
    return { ok: true, value: viewOf(ctx, db, l.value, 0) };
  });
}

export function resumeAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.resume'>,
): Result<AttemptView> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const l = load(db, request.attemptId);
    if (!l.ok) return l;
    if (l.value.row.status !== 'abandoned')
      return {
        ok: false,
        error: `Only an abandoned attempt can be resumed; this one is ${l.value.row.status}.`,
      };
    inTransaction(db, () =>
      db
        .prepare(`UPDATE assessment_attempts SET status = 'running' WHERE session_id = ?`)
        .run(request.attemptId),
    );
    l.value.row = { ...l.value.row, status: 'running' };
    audit(ctx, db, 'assessment-resumed', request.attemptId);
    liveMap(db).set(request.attemptId, newLive(ctx, l.value.row, l.value.state));
    ctx.trainer.close();
    return { ok: true, value: viewOf(ctx, db, l.value, 0) };
  });
}

export function closeAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.close'>,
): Result<AssessmentRecord> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const l = load(db, request.attemptId);
    if (!l.ok) return l;
    if (l.value.row.status === 'running') abandon(ctx, db, l.value.row);
    const row = attemptRow(db, request.attemptId);
    if (row?.status === 'abandoned') {
      inTransaction(db, () =>
        finish(db, { ...l.value, row }, 'closed', row.active_ms, ctx.now().toISOString()),
      );
      audit(ctx, db, 'assessment-closed', request.attemptId);
    }
    return buildRecord(ctx, db, request.attemptId);
  });
}

export function gradePractical(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.gradePractical'>,
): Result<AssessmentRecord> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const row = attemptRow(db, request.attemptId);
    if (!row) return { ok: false, error: `There is no assessment attempt "${request.attemptId}".` };
    const policy = policyOf(row);
    if (!policy.practical) return { ok: false, error: 'This assessment set has no practical part.' };
    const problem = practicalProblem(policy.practical.areas, request.grades);
    if (problem) return { ok: false, error: `grades.${problem}` };
    const grades: PracticalGrades = { ...request.grades, gradedAt: ctx.now().toISOString() };
    inTransaction(db, () =>
      db
        .prepare(
          `INSERT INTO practical_grades (session_id, assessor, grades_json, graded_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (session_id) DO UPDATE SET assessor = excluded.assessor, grades_json = excluded.grades_json,
             graded_at = excluded.graded_at`,
        )
        .run(row.session_id, grades.assessor, JSON.stringify(grades), grades.gradedAt),
    );
    audit(ctx, db, 'practical-graded', `${row.session_id} by ${grades.assessor}`);
    return buildRecord(ctx, db, row.session_id);
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
      answer: timedOut ? '' : responseText(a.response, symbol),
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
): Result<AssessmentRecord> {
  const l = load(db, attemptId);
  if (!l.ok) return l;
  const { row, session, state } = l.value;
  const trainee = db.prepare('SELECT id, name, identifier FROM trainees WHERE id = ?').get(row.trainee_id) as
    { id: string; name: string; identifier: string } | undefined;
  const profile = JSON.parse(row.profile_json) as TableProfile;
  const policy = policyOf(row);
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
  const grades = gradesRow ? (JSON.parse(gradesRow.grades_json) as PracticalGrades) : null;
  const practical = policy.practical
    ? {
        areas: policy.practical.areas,
        grades,
        passed: grades
          ? grades.areas.every((a) => a.grade !== 'fail') && grades.redLineObservations.length === 0
          : null,
      }
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
      set: { id: row.drill_set_id, title: session.title, version: row.set_version },
      attempt: { number: row.attempt, allowed: policy.attempts, waitMinutes: policy.waitMinutes },
      house: { profileId: profile.id, name: profile.name, currency: profile.currency.symbol },
      profile,
      seed: session.seed,
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
    },
  };
}

export function attemptRecord(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.record'>,
): Result<AssessmentRecord> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    return buildRecord(ctx, db, request.attemptId);
  });
}

export function replayAttempt(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.replay'>,
): Result<ReplayStep[]> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const record = buildRecord(ctx, db, request.attemptId);
    if (!record.ok) return record;
    const session = sessionRow(db, request.attemptId);
    if (!session) return { ok: false, error: `There is no assessment attempt "${request.attemptId}".` };
    const set = parseDrillSet(JSON.parse(session.spec_json));
    if (!set.ok) return set;
    // Regenerated from the seed alone: the items must be the ones the candidate saw, or the replay says so.
    const stored = db
      .prepare('SELECT response_json, response_ms FROM responses WHERE session_id = ? ORDER BY seq')
      .all(request.attemptId) as { response_json: string; response_ms: number }[];
    const replayed = replay(
      set.value,
      session.seed,
      stored.map((r) => ({ response: JSON.parse(r.response_json) as Response, responseMs: r.response_ms })),
    );
    if (!replayed.ok)
      return { ok: false, error: `The attempt cannot be replayed from its seed: ${replayed.error}` };
    const state = replayed.state;
    return {
      ok: true,
      value: state.answers.map((a, i) => {
        const s = state.items[a.item]?.steps[a.step];
        const line = record.value.responses[i];
        if (!s || !line) throw new Error(`replay: no step ${i + 1}`);
        return {
          seq: i + 1,
          prompt: { ...s.prompt, index: a.item, total: state.items.length },
          key: s.key,
          line,
        };
      }),
    };
  });
}

export function candidateHistory(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.history'>,
): Result<AttemptListItem[]> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const ids = db
      .prepare(
        `SELECT a.session_id FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id
         WHERE a.trainee_id = ? ORDER BY s.started_at DESC, a.attempt DESC`,
      )
      .all(request.traineeId) as { session_id: string }[];
    const out: AttemptListItem[] = [];
    for (const { session_id } of ids) {
      const r = buildRecord(ctx, db, session_id);
      if (!r.ok) return r;
      out.push({
        attemptId: session_id,
        set: r.value.set.title,
        attempt: r.value.attempt.number,
        status: r.value.status,
        startedAt: r.value.startedAt,
        endedAt: r.value.endedAt,
        result: r.value.result,
        verificationId: subjectOf(r.value).verificationId,
      });
    }
    return { ok: true, value: out };
  });
}

/** The record of an attempt for export (the trainer check is made by the caller). */
export function recordForExport(ctx: ServiceContext, attemptId: string): Result<AssessmentRecord> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    return buildRecord(ctx, db, attemptId);
  });
}

/** Used by the wrapped session channels: an attempt is answered, resumed and closed through assessment.*. */
export const ATTEMPT_ONLY =
  'This session is an assessment attempt: it is answered, resumed and closed on the assessment screen.';
