// Grading an attempt's practical part against the school's standard (issue 21), and a second assessor's countersign.
// Grading adds to the record (the attempt keeps its ID) and replaces earlier grades, with their countersign: the
// second assessor confirms the grades as they now stand.
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import {
  countersignProblem,
  practicalProblem,
  type PracticalGrades,
} from '../../../core/assessment/practical.ts';
import { gradeAgainst } from '../../../core/assessment/practical-standard.ts';
import type { AssessmentRecord } from '../../../core/assessment/record.ts';
import type { Result, TrainerRequest } from '../../../contract/index.ts';
import { sealedWrite } from '../../integrity/attempt-reseal.ts';
import { buildRecord } from '../assessment/attempt-record.ts';
import { attemptRow, audit, policyOf } from '../assessment/attempt-store.ts';
import { withTrainerAttempt } from '../assessment/attempt-turns.ts';
import type { ServiceContext } from '../context.ts';
import { currentStandard } from './practical-standards.ts';
import { parseStored } from '../../storage/stored-json.ts';

/** Stored and sealed with the attempt (issue 20: grades are given in trainer mode, which opens its key). */
function store(ctx: ServiceContext, db: DatabaseSync, sessionId: string, grades: PracticalGrades): void {
  sealedWrite(ctx, db, sessionId, () =>
    db
      .prepare(
        `INSERT INTO practical_grades (session_id, assessor, grades_json, graded_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (session_id) DO UPDATE SET assessor = excluded.assessor, grades_json = excluded.grades_json,
           graded_at = excluded.graded_at`,
      )
      .run(sessionId, grades.assessor, JSON.stringify(grades), grades.gradedAt),
  );
}

export async function gradePractical(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.gradePractical'>,
): Promise<Result<AssessmentRecord>> {
  return withTrainerAttempt(ctx, request.attemptId, true, (db, state) => {
    const row = attemptRow(db, request.attemptId);
    if (!row) return failure(ref('main_no_attempt', { id: request.attemptId }));
    const stored = policyOf(row);
    if (!stored.ok) return stored;
    const policy = stored.value;
    if (!policy.practical) return failure(ref('main_no_practical_part', {}));
    const problem = practicalProblem(policy.practical.areas, request.grades);
    if (problem) return fieldFailure(`grades.${problem.field}`, problem.message);
    const saved = currentStandard(db);
    if (!saved.ok) return saved;
    const { standard, revision } = saved.value;
    const graded = gradeAgainst(standard, request.grades.areas, request.grades.redLines);
    if (!graded.ok) return fieldFailure(`grades.${graded.problem.field}`, graded.problem.message);
    const grades: PracticalGrades = {
      assessor: request.grades.assessor,
      areas: graded.value.areas,
      redLineObservations: graded.value.redLines.map((r) => r.label),
      redLines: graded.value.redLines.map((r) => ({
        id: r.id,
        label: r.label,
        fails: r.fails,
        ...(r.area === undefined ? {} : { area: r.area }),
      })),
      comment: request.grades.comment,
      gradedAt: ctx.now().toISOString(),
      standard: { title: standard.title, revision },
      outcome: graded.value.outcome,
      countersign: null,
    };
    store(ctx, db, row.session_id, grades);
    audit(
      ctx,
      db,
      'practical-graded',
      `${row.session_id} by ${grades.assessor} against standard revision ${revision}: ${graded.value.outcome}`,
    );
    return buildRecord(ctx, db, row.session_id, state);
  });
}

export async function countersignPractical(
  ctx: ServiceContext,
  request: TrainerRequest<'assessment.countersignPractical'>,
): Promise<Result<AssessmentRecord>> {
  return withTrainerAttempt(ctx, request.attemptId, true, (db, state) => {
    const row = db
      .prepare('SELECT grades_json FROM practical_grades WHERE session_id = ?')
      .get(request.attemptId) as { grades_json: string } | undefined;
    if (!row) return failure(ref('err_practical_not_graded', { id: request.attemptId }));
    const stored = parseStored<PracticalGrades>(row.grades_json, 'its practical grades');
    if (!stored.ok)
      return failure(ref('err_practical_attempt_damaged', { id: request.attemptId, error: stored.error }));
    const name = request.countersign.name;
    const problem = countersignProblem(stored.value, name);
    if (problem) return fieldFailure(`countersign.${problem.field}`, problem.message);
    const grades: PracticalGrades = { ...stored.value, countersign: { name, at: ctx.now().toISOString() } };
    store(ctx, db, request.attemptId, grades);
    audit(ctx, db, 'practical-countersigned', `${request.attemptId} by ${name}`);
    return buildRecord(ctx, db, request.attemptId, state);
  });
}
