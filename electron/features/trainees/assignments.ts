// Assigned work (issue 12): the trainer hands a practice set to one or more trainees, with a due date if wanted; the
// trainee's home screen shows it first. Done when a session of the set was finished after it was assigned
// (progress-queries.ts), the same rule the dashboard's "n of m done" counts with.
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import { localDay } from '../../../core/calendar.ts';
import type { AssignmentRecord } from '../../../contract/progress-types.ts';
import type { Result } from '../../../contract/index.ts';
import type { AssignedWork, TraineesRequest } from '../../../contract/trainees.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { findDrillSet, listDrillSets } from '../sessions/drill-sets.ts';
import { assignments } from '../progress/progress-queries.ts';
import { findTrainee } from './trainees.ts';

function withStatus(ctx: ServiceContext, list: readonly AssignmentRecord[]): AssignedWork[] {
  const sets = listDrillSets(ctx);
  const inLibrary = new Set(sets.ok ? sets.value.map((s) => s.id) : []);
  const today = localDay(ctx.now());
  return list.map((a) => ({
    ...a,
    overdue: !a.done && a.dueOn !== null && a.dueOn < today,
    available: inLibrary.has(a.drillSetId),
  }));
}

/** Not done first; among those, the soonest due first (no date last), then the newest. */
function homeOrder(a: AssignedWork, b: AssignedWork): number {
  if (a.done !== b.done) return a.done ? 1 : -1;
  const due = (x: AssignedWork) => x.dueOn ?? '9999-12-31';
  return due(a).localeCompare(due(b)) || b.assignedAt.localeCompare(a.assignedAt);
}

export function assignSet(
  ctx: ServiceContext,
  request: TraineesRequest<'assignments.assign'>,
): Promise<Result<AssignedWork[]>> {
  return withDbWrite(ctx, (db) => {
    const entry = findDrillSet(ctx, db, request.drillSetId);
    if (!entry)
      return fieldFailure('drillSetId', ref('main_no_drill_set_in_library', { id: request.drillSetId }));
    if (entry.set.mode === 'assessment')
      return failure(ref('main_assign_assessment', { title: entry.set.title }));
    const dueOn = request.dueOn ?? null;
    const today = localDay(ctx.now());
    if (dueOn !== null && dueOn < today)
      return fieldFailure('dueOn', ref('main_due_in_past', { dueOn, today }));
    const ids = [...new Set(request.traineeIds)];
    for (const id of ids) {
      const trainee = findTrainee(db, id);
      if (!trainee) return fieldFailure('traineeIds', ref('main_assign_no_trainee', { id }));
      if (trainee.archived) return failure(ref('main_assign_archived', { name: trainee.name }));
    }
    const at = ctx.now().toISOString();
    const touched: string[] = [];
    inTransaction(db, () => {
      for (const id of ids) {
        // An open assignment of the same set is not doubled: it gets the new due date.
        const open = assignments(db, id).find((a) => a.drillSetId === entry.id && !a.done);
        if (open) {
          db.prepare('UPDATE assignments SET due_on = ? WHERE id = ?').run(dueOn, open.id);
          touched.push(open.id);
          continue;
        }
        const assignmentId = ctx.newId();
        db.prepare(
          'INSERT INTO assignments (id, trainee_id, drill_set_id, title, assigned_at, due_on) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(assignmentId, id, entry.id, entry.set.title, at, dueOn);
        touched.push(assignmentId);
      }
    });
    const all = assignments(db, null);
    return {
      ok: true,
      value: withStatus(
        ctx,
        touched.map((t) => all.find((a) => a.id === t) as AssignmentRecord),
      ),
    };
  });
}

export function unassign(
  ctx: ServiceContext,
  request: TraineesRequest<'assignments.unassign'>,
): Promise<Result<AssignedWork>> {
  return withDbWrite(ctx, (db) => {
    const found = assignments(db, null).find((a) => a.id === request.assignmentId);
    if (!found) return fieldFailure('assignmentId', ref('main_no_assignment', { id: request.assignmentId }));
    inTransaction(db, () => db.prepare('DELETE FROM assignments WHERE id = ?').run(found.id));
    return { ok: true, value: withStatus(ctx, [found])[0] as AssignedWork };
  });
}

export function listAssignments(
  ctx: ServiceContext,
  request: TraineesRequest<'assignments.list'>,
): Result<AssignedWork[]> {
  return withDb(ctx, (db) => {
    if (request.traineeId !== undefined && !findTrainee(db, request.traineeId))
      return fieldFailure('traineeId', ref('main_no_trainee_bare', { id: request.traineeId }));
    return { ok: true, value: withStatus(ctx, assignments(db, request.traineeId ?? null)) };
  });
}

export function myAssignments(
  ctx: ServiceContext,
  request: TraineesRequest<'assignments.mine'>,
): Result<AssignedWork[]> {
  return withDb(ctx, (db: DatabaseSync) => {
    if (!findTrainee(db, request.traineeId))
      return fieldFailure('traineeId', ref('main_no_trainee_bare', { id: request.traineeId }));
    return { ok: true, value: withStatus(ctx, assignments(db, request.traineeId)).sort(homeOrder) };
  });
}
