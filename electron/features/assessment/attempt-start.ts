// Starting an assessment attempt (trainer only): the retake and wait policy checked (with the ledger), the items
// dealt from a fresh seed, and the attempt stored sealed with its chain and ledger entry.
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import { resolvePolicy, type AssessmentPolicy } from '../../../core/assessment/policy.ts';
import { resolveProfile, type DrillSet } from '../../../core/drills/spec.ts';
import type { TableProfile } from '../../../core/profiles.ts';
import type { AttemptView, TrainerRequest } from '../../../contract/assessment.ts';
import type { Result } from '../../../contract/index.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { findDrillSet } from '../sessions/drill-sets.ts';
import { dealNew, storeNew } from '../sessions/session-store.ts';
import { traineeHistory } from '../sessions/session-history.ts';
import { keepRun, keepState } from '../sessions/live-sessions.ts';
import { newRun, persistStepStart } from './attempt-clock.ts';
import { load, openAttempts, setVersion } from './attempt-store.ts';
import { viewOf } from './attempt-view.ts';
import type { HistoryEntry } from '../../../core/drills/mastery.ts';
import { requireTrainer } from '../trainer/trainer.ts';
import { auditTrainer } from '../trainer/passcode.ts';
import { newSeal, storeSeal } from '../../integrity/attempt-seal.ts';
import { startChain } from '../../integrity/response-chain.ts';
import { ledgerAttempts, recordAttemptStart } from '../audit/attempt-ledger.ts';

/** The candidate with this staff number (null if none yet); refused when the number is someone else's. */
export function findCandidate(db: DatabaseSync, name: string, staffNumber: string): Result<string | null> {
  const row = db.prepare('SELECT id, name FROM trainees WHERE identifier = ?').get(staffNumber) as
    { id: string; name: string } | undefined;
  if (!row) return { ok: true, value: null };
  if (row.name.trim().toLowerCase() !== name.trim().toLowerCase())
    return fieldFailure(
      'candidate.staffNumber',
      ref('main_staff_number_other', { staffNumber, owner: row.name, name }),
    );
  return { ok: true, value: row.id };
}

export function findOrCreateCandidate(
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

export interface StartPlan {
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
export function checkStart(
  ctx: ServiceContext,
  db: DatabaseSync,
  request: TrainerRequest<'assessment.start'>,
): Result<StartPlan> {
  const gate = requireTrainer(ctx, db);
  if (!gate.ok) return gate;
  const open = openAttempts(db)[0];
  if (open) {
    return failure(ref('main_attempt_still_open', {}));
  }
  const entry = findDrillSet(ctx, db, request.drillSetId);
  if (!entry) return fieldFailure('drillSetId', ref('main_no_drill_set_bare', { id: request.drillSetId }));
  if (entry.set.mode !== 'assessment')
    return fieldFailure('drillSetId', ref('main_practice_not_assessment', { title: entry.set.title }));
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
    return failure(
      ref('main_attempts_used', {
        name: request.candidate.name,
        attempts: policy.attempts,
        title: entry.set.title,
      }),
    );
  }
  const ends = [Date.parse(earlier.at(-1)?.ended_at ?? ''), ledger.lastMs ?? NaN].filter(Number.isFinite);
  const lastEnd = ends.length > 0 ? Math.max(...ends) : null;
  if (lastEnd !== null && policy.waitMinutes > 0) {
    const allowedAt = lastEnd + policy.waitMinutes * 60_000;
    if (ctx.now().getTime() < allowedAt) {
      return failure(
        ref('main_retake_wait', {
          name: request.candidate.name,
          title: entry.set.title,
          at: new Date(allowedAt).toISOString(),
          minutes: policy.waitMinutes,
        }),
      );
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
  if (used.has(seed)) return failure(ref('main_no_fresh_seed', {}));
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
    if (plan.earlier.some((e) => e.seed === seed)) return failure(ref('main_no_fresh_seed', {}));
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
    keepState(db, session.id, state);
    // The candidate has the keyboard now: trainer actions need the passcode again.
    ctx.trainer.close();
    const l = load(db, session.id, state);
    if (!l.ok) return l;
    const live = newRun(ctx, l.value.row, l.value.state);
    keepRun(db, session.id, live);
    persistStepStart(ctx, db, session.id, live);
    return { ok: true, value: viewOf(ctx, db, l.value, 0) };
  });
}
