// Trainees: a name and an optional identifier (staff number), unique when given. The trainer adds, renames, archives
// (hidden from the trainee picker, every result kept) and deletes them (with the passcode again and the name typed:
// every result goes too); a trainee may change their own name (issue 10).
import { failure, fieldFailure, type StatedFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { ManagedTrainee, RequestOf, Result, Trainee, TraineeDeletion } from '../../../contract/index.ts';
import type { TraineesRequest } from '../../../contract/trainees.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { guess, passcodeCount } from '../trainer/guess.ts';
import { auditTrainer, passcodeRow } from '../trainer/passcode.ts';
import { NO_PASSCODE_FAILURE } from '../trainer/trainer.ts';
import { catchUpFacts } from '../progress/progress-facts.ts';
import { forget } from '../sessions/live-sessions.ts';
import { recordTraineeAttemptsRemoved } from '../audit/attempt-ledger.ts';
import { allRows } from '../../../node-shared/storage/rows.ts';

interface TraineeRow {
  id: string;
  name: string;
  identifier: string;
  created_at: string;
  archived_at: string | null;
}

const toTrainee = (r: TraineeRow): Trainee => ({
  id: r.id,
  name: r.name,
  identifier: r.identifier,
  createdAt: r.created_at,
  archived: r.archived_at !== null,
});

export function findTrainee(db: DatabaseSync, id: string): Trainee | null {
  const row = db.prepare('SELECT * FROM trainees WHERE id = ?').get(id) as TraineeRow | undefined;
  return row ? toTrainee(row) : null;
}

const noTrainee = (id: string) => fieldFailure('traineeId', ref('main_trainee_missing', { id }));

export function listTrainees(ctx: ServiceContext): Result<Trainee[]> {
  return withDb(ctx, (db) => {
    const rows = allRows<TraineeRow>(
      db.prepare('SELECT * FROM trainees ORDER BY name COLLATE NOCASE, created_at'),
    );
    return { ok: true, value: rows.map(toTrainee) };
  });
}

/** Inside the caller's transaction (a staff list is imported whole, in one). */
export function insertTrainee(db: DatabaseSync, trainee: Trainee): void {
  db.prepare('INSERT INTO trainees (id, name, identifier, created_at) VALUES (?, ?, ?, ?)').run(
    trainee.id,
    trainee.name,
    trainee.identifier,
    trainee.createdAt,
  );
}

/** A staff number someone else already has, as a message naming them; null when it is free (or empty). */
export function identifierClash(
  db: DatabaseSync,
  identifier: string,
  except: string | null,
): StatedFailure | null {
  if (identifier === '') return null;
  const clash = db
    .prepare('SELECT name FROM trainees WHERE identifier = ? AND id IS NOT ?')
    .get(identifier, except) as { name: string } | undefined;
  return clash
    ? fieldFailure('identifier', ref('main_identifier_taken', { identifier, name: clash.name }))
    : null;
}

export function createTrainee(
  ctx: ServiceContext,
  request: RequestOf<'trainees.create'>,
): Promise<Result<Trainee>> {
  return withDbWrite(ctx, (db) => {
    const name = request.name.trim();
    const identifier = (request.identifier ?? '').trim();
    const clash = identifierClash(db, identifier, null);
    if (clash) return clash;
    const trainee: Trainee = {
      id: ctx.newId(),
      name,
      identifier,
      createdAt: ctx.now().toISOString(),
      archived: false,
    };
    inTransaction(db, () => insertTrainee(db, trainee));
    return { ok: true, value: trainee };
  });
}

const MANAGED = `
  SELECT t.*, (SELECT MAX(started_at) FROM sessions s WHERE s.trainee_id = t.id) AS last_activity,
    (SELECT COUNT(*) FROM sessions s WHERE s.trainee_id = t.id) AS sessions,
    (SELECT COUNT(*) FROM assignments a WHERE a.trainee_id = t.id AND NOT EXISTS (SELECT 1 FROM sessions s
       WHERE s.trainee_id = a.trainee_id AND s.drill_set_id = a.drill_set_id AND s.started_at >= a.assigned_at
         AND s.finished_at IS NOT NULL)) AS open_assignments
  FROM trainees t`;

interface ManagedRow extends TraineeRow {
  last_activity: string | null;
  sessions: number;
  open_assignments: number;
}

const toManaged = (r: ManagedRow): ManagedTrainee => ({
  ...toTrainee(r),
  lastActivity: r.last_activity,
  sessions: r.sessions,
  openAssignments: r.open_assignments,
});

function managed(db: DatabaseSync, id: string): ManagedTrainee | null {
  const row = db.prepare(`${MANAGED} WHERE t.id = ?`).get(id) as ManagedRow | undefined;
  return row ? toManaged(row) : null;
}

/** Trainer: everyone, archived last, by name. */
export function manageTrainees(ctx: ServiceContext): Result<ManagedTrainee[]> {
  return withDb(ctx, (db) => {
    const rows = allRows<ManagedRow>(
      db.prepare(`${MANAGED} ORDER BY t.archived_at IS NOT NULL, t.name COLLATE NOCASE, t.created_at`),
    );
    return { ok: true, value: rows.map(toManaged) };
  });
}

/** Trainer: a new name and staff number. Records already exported keep the name they were signed with. */
export function updateTrainee(
  ctx: ServiceContext,
  request: TraineesRequest<'trainees.update'>,
): Promise<Result<ManagedTrainee>> {
  return withDbWrite(ctx, (db) => {
    if (!findTrainee(db, request.traineeId)) return noTrainee(request.traineeId);
    const name = request.name.trim();
    const identifier = request.identifier.trim();
    const clash = identifierClash(db, identifier, request.traineeId);
    if (clash) return clash;
    inTransaction(db, () => {
      db.prepare('UPDATE trainees SET name = ?, identifier = ? WHERE id = ?').run(
        name,
        identifier,
        request.traineeId,
      );
    });
    return { ok: true, value: managed(db, request.traineeId) as ManagedTrainee };
  });
}

export function archiveTrainee(
  ctx: ServiceContext,
  request: TraineesRequest<'trainees.archive'>,
): Promise<Result<ManagedTrainee>> {
  return withDbWrite(ctx, (db) => {
    if (!findTrainee(db, request.traineeId)) return noTrainee(request.traineeId);
    inTransaction(db, () => {
      // Archiving again keeps the first date.
      if (request.archived)
        db.prepare('UPDATE trainees SET archived_at = COALESCE(archived_at, ?) WHERE id = ?').run(
          ctx.now().toISOString(),
          request.traineeId,
        );
      else db.prepare('UPDATE trainees SET archived_at = NULL WHERE id = ?').run(request.traineeId);
    });
    return { ok: true, value: managed(db, request.traineeId) as ManagedTrainee };
  });
}

/** The trainee's own name, from their home screen. The staff number and a name on an assessment record are the trainer's. */
export function renameSelf(
  ctx: ServiceContext,
  request: TraineesRequest<'trainees.renameSelf'>,
): Promise<Result<ManagedTrainee>> {
  return withDbWrite(ctx, (db) => {
    const trainee = findTrainee(db, request.traineeId);
    if (!trainee) return noTrainee(request.traineeId);
    if (trainee.archived) return failure(ref('main_trainee_archived_name', { name: trainee.name }));
    const assessed = db
      .prepare('SELECT 1 FROM assessment_attempts WHERE trainee_id = ? LIMIT 1')
      .get(trainee.id);
    if (assessed) return failure(ref('main_name_on_record', {}));
    inTransaction(db, () => {
      db.prepare('UPDATE trainees SET name = ? WHERE id = ?').run(request.name.trim(), trainee.id);
    });
    return { ok: true, value: managed(db, trainee.id) as ManagedTrainee };
  });
}

function count(db: DatabaseSync, sql: string, id: string): number {
  return (db.prepare(sql).get(id) as { n: number }).n;
}

function deletion(db: DatabaseSync, trainee: Trainee): TraineeDeletion {
  const open = db
    .prepare(
      `SELECT status FROM assessment_attempts WHERE trainee_id = ? AND status IN ('running', 'abandoned') LIMIT 1`,
    )
    .get(trainee.id) as { status: string } | undefined;
  return {
    traineeId: trainee.id,
    name: trainee.name,
    sessions: count(db, 'SELECT COUNT(*) AS n FROM sessions WHERE trainee_id = ?', trainee.id),
    answers: count(
      db,
      'SELECT COUNT(*) AS n FROM responses WHERE session_id IN (SELECT id FROM sessions WHERE trainee_id = ?)',
      trainee.id,
    ),
    attempts: count(db, 'SELECT COUNT(*) AS n FROM assessment_attempts WHERE trainee_id = ?', trainee.id),
    assignments: count(db, 'SELECT COUNT(*) AS n FROM assignments WHERE trainee_id = ?', trainee.id),
    blocked: open
      ? ref(open.status === 'running' ? 'main_delete_blocked_running' : 'main_delete_blocked_abandoned', {
          name: trainee.name,
        })
      : null,
  };
}

export function traineeDeletion(
  ctx: ServiceContext,
  request: TraineesRequest<'trainees.deletePlan'>,
): Result<TraineeDeletion> {
  return withDb(ctx, (db) => {
    const trainee = findTrainee(db, request.traineeId);
    return trainee ? { ok: true, value: deletion(db, trainee) } : noTrainee(request.traineeId);
  });
}

/**
 * Removes the trainee and everything stored for them, in one transaction: sessions, answers, assessment attempts and
 * their practical grades, assignments, and their share of every progress summary (migration 5), the cohort's weekly
 * case counts included. Reports already exported stay verifiable: they carry their own signature, and the signing
 * key is not touched.
 */
export async function deleteTrainee(
  ctx: ServiceContext,
  request: TraineesRequest<'trainees.delete'>,
): Promise<Result<TraineeDeletion>> {
  const checks = (db: DatabaseSync): Result<{ trainee: Trainee; plan: TraineeDeletion }> => {
    const trainee = findTrainee(db, request.traineeId);
    if (!trainee) return noTrainee(request.traineeId);
    const plan = deletion(db, trainee);
    if (plan.blocked) return failure(plan.blocked);
    if (request.confirm.trim().normalize('NFC') !== trainee.name.trim().normalize('NFC'))
      return fieldFailure('confirm', ref('main_delete_confirm_name', { name: trainee.name }));
    return { ok: true, value: { trainee, plan } };
  };
  // The passcode again, counted with the other tries at it (guess.ts); the hash runs off the main thread.
  const right = await guess(
    ctx,
    passcodeCount(ctx),
    request.passcode,
    (ms) => ref('main_delete_passcode_wait', { seconds: Math.ceil(ms / 1000) }),
    (db) => {
      const checked = checks(db);
      if (!checked.ok) return checked;
      const row = passcodeRow(db);
      return row ? { ok: true, value: row } : NO_PASSCODE_FAILURE;
    },
  );
  if (!right.ok) return right;
  if (!right.value) return fieldFailure('passcode', ref('main_delete_passcode_wrong', {}));
  return withDbWrite(ctx, (db) => {
    // Checked again: the trainee may have changed while the passcode was being hashed.
    const checked = checks(db);
    if (!checked.ok) return checked;
    const { trainee, plan } = checked.value;
    const sessionIds = (
      db.prepare('SELECT id FROM sessions WHERE trainee_id = ?').all(trainee.id) as { id: string }[]
    ).map((r) => r.id);
    inTransaction(db, () => {
      // Every answer already given reaches the summaries first, so what is taken away below is all of theirs.
      catchUpFacts(db);
      db.prepare(
        `UPDATE case_weeks SET answered = case_weeks.answered - m.answered, wrong = case_weeks.wrong - m.wrong
         FROM (SELECT date(f.answered_at, 'weekday 0', '-6 days') AS week, f.kind AS kind, j.value AS tag,
                 COUNT(*) AS answered, SUM(1 - f.correct) AS wrong
               FROM progress_facts f, json_each(f.cases) j WHERE f.trainee_id = ? GROUP BY 1, 2, 3) AS m
         WHERE case_weeks.week = m.week AND case_weeks.kind = m.kind AND case_weeks.tag = m.tag`,
      ).run(trainee.id);
      db.exec('DELETE FROM case_weeks WHERE answered <= 0');
      const bySession = (table: string, column = 'session_id') =>
        db
          .prepare(`DELETE FROM ${table} WHERE ${column} IN (SELECT id FROM sessions WHERE trainee_id = ?)`)
          .run(trainee.id);
      // Deleted by the trainer, not removed quietly: the attempts ledger says so (issue 20, guarantee 4).
      recordTraineeAttemptsRemoved(ctx, db, trainee.id, 'the trainer deleted the trainee');
      bySession('attempt_skills');
      bySession('practical_grades');
      bySession('responses');
      for (const table of [
        'case_reviews',
        'skill_recent',
        'skill_totals',
        'case_schedules',
        'last_assessments',
        'attempts',
        'progress_facts',
        'assignments',
        'assessment_attempts',
        'sessions',
      ])
        db.prepare(`DELETE FROM ${table} WHERE trainee_id = ?`).run(trainee.id);
      db.prepare('DELETE FROM trainees WHERE id = ?').run(trainee.id);
      // New answers must land above the high-water mark: with the newest answers deleted, SQLite would hand their
      // rowids out again, below it, and the summaries would never see those answers.
      db.exec(
        `UPDATE progress_meta SET value = (SELECT COALESCE(MAX(rowid), 0) FROM responses) WHERE key = 'facts_through'`,
      );
      auditTrainer(
        db,
        ctx.now().toISOString(),
        'trainee-deleted',
        `${trainee.id}: ${plan.sessions} sessions, ${plan.answers} answers, ${plan.attempts} assessment attempts, ${plan.assignments} assignments`,
      );
    });
    for (const id of sessionIds) forget(db, id);
    return { ok: true, value: plan };
  });
}
