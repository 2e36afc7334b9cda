// An assessment attempt's stored side: its row in assessment_attempts beside its session row, and the small questions
// every attempt service asks of it (is this session an attempt, is one running, which are open).
import { failure, failurePhrase, type StatedFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { Failure } from '../../../core/result.ts';
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { canonicalJson } from '../../../core/assessment/canonical.ts';
import { type AssessmentPolicy } from '../../../core/assessment/policy.ts';
import { type AttemptStatus } from '../../../core/assessment/record.ts';
import { type SessionState } from '../../../core/drills/session.ts';
import { type DrillSet } from '../../../core/drills/spec.ts';
import type { Result } from '../../../contract/index.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import type { ServiceContext } from '../context.ts';
import { sessionRow, type SessionRow } from '../sessions/session-row.ts';
import { sessionFacts } from '../sessions/live-sessions.ts';
import { parseStored } from '../../storage/stored-json.ts';
import { auditTrainer } from '../trainer/passcode.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

export interface AttemptRow {
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
  return db.ok && sessionFacts(db.value, sessionId)?.attempt === true;
}

/** True while an attempt is running: the app is locked to it (no other session, no settings, no trainer changes). */
export function attemptRunning(ctx: ServiceContext): boolean {
  const db = ctx.store.db();
  return (
    db.ok &&
    db.value.prepare("SELECT 1 FROM assessment_attempts WHERE status = 'running' LIMIT 1").get() !== undefined
  );
}

export const LOCKED_BY_ATTEMPT_FAILURE = failure(ref('main_attempt_running', {}));
export const LOCKED_BY_ATTEMPT = LOCKED_BY_ATTEMPT_FAILURE.error;

export function openAttempts(db: DatabaseSync): AttemptRow[] {
  return allRows<AttemptRow>(
    db.prepare(
      `SELECT a.* FROM assessment_attempts a JOIN sessions s ON s.id = a.session_id
       WHERE a.status IN ('running', 'abandoned') ORDER BY s.started_at DESC`,
    ),
  );
}

export function setVersion(set: DrillSet): string {
  return createHash('sha256').update(canonicalJson(set)).digest('hex').slice(0, 12);
}

export function policyOf(row: AttemptRow): Result<AssessmentPolicy> {
  const policy = parseStored<AssessmentPolicy>(row.policy_json, 'its retake and red-line policy');
  return policy.ok ? policy : attemptDamaged(row.session_id, policy);
}

/** "The stored assessment attempt … is damaged: …", with what could not be read. */
export function attemptDamaged(attemptId: string, problem: Failure): StatedFailure {
  return failure(ref('err_attempt_damaged', { id: attemptId, problem: failurePhrase(problem) }));
}

export interface Loaded {
  row: AttemptRow;
  session: SessionRow;
  state: SessionState;
  /** This call ended the attempt: the candidate at the screen may see the result it gave (issue 20). */
  justEnded?: boolean;
}

export function load(db: DatabaseSync, attemptId: string, state: SessionState): Result<Loaded> {
  const row = attemptRow(db, attemptId);
  const session = sessionRow(db, attemptId);
  if (!row || !session) return failure(ref('main_no_attempt', { id: attemptId }));
  return { ok: true, value: { row, session, state } };
}

/** Used by the wrapped session channels: an attempt is answered, resumed and closed through assessment.*. */
export const ATTEMPT_ONLY_FAILURE = failure(ref('main_attempt_only', {}));
export const ATTEMPT_ONLY = ATTEMPT_ONLY_FAILURE.error;
