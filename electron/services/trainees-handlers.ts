// The trainee-management and assignment channels' services (issue 12), spread into services/index.ts's table. The
// trainer's channels need the passcode and an open trainer session; none of them runs while an assessment does.
import type { Handler } from '../ipc/registry.ts';
import type { TraineesChannel } from '../ipc/trainees-contract.ts';
import type { Channel } from '../ipc/contract.ts';
import { importStaffList, previewStaffCsv } from './staff-import.ts';
import { attemptRunning, LOCKED_BY_ATTEMPT } from './attempt-store.ts';
import { assignSet, listAssignments, myAssignments, unassign } from './assignments.ts';
import { withDb, type ServiceContext } from './context.ts';
import { requireTrainer } from './trainer.ts';
import {
  archiveTrainee,
  deleteTrainee,
  manageTrainees,
  renameSelf,
  traineeDeletion,
  updateTrainee,
} from './trainees.ts';

function trainerOnly<C extends Channel>(ctx: ServiceContext, handler: Handler<C>): Handler<C> {
  return (request) => {
    if (attemptRunning(ctx)) return { ok: false, error: LOCKED_BY_ATTEMPT };
    const gate = withDb(ctx, (db) => requireTrainer(ctx, db));
    return gate.ok ? handler(request) : gate;
  };
}

export function traineesHandlers(ctx: ServiceContext): {
  readonly [C in TraineesChannel | 'trainees.previewCsv' | 'trainees.importList']: Handler<C>;
} {
  return {
    'trainees.manage': trainerOnly(ctx, () => manageTrainees(ctx)),
    'trainees.update': trainerOnly(ctx, (r) => updateTrainee(ctx, r)),
    'trainees.archive': trainerOnly(ctx, (r) => archiveTrainee(ctx, r)),
    'trainees.deletePlan': trainerOnly(ctx, (r) => traineeDeletion(ctx, r)),
    'trainees.delete': trainerOnly(ctx, (r) => deleteTrainee(ctx, r)),
    'trainees.previewCsv': trainerOnly(ctx, () => previewStaffCsv(ctx)),
    'trainees.importList': trainerOnly(ctx, (r) => importStaffList(ctx, r)),
    'trainees.renameSelf': (r) =>
      attemptRunning(ctx) ? { ok: false, error: LOCKED_BY_ATTEMPT } : renameSelf(ctx, r),
    'assignments.assign': trainerOnly(ctx, (r) => assignSet(ctx, r)),
    'assignments.unassign': trainerOnly(ctx, (r) => unassign(ctx, r)),
    'assignments.list': trainerOnly(ctx, (r) => listAssignments(ctx, r)),
    'assignments.mine': (r) => myAssignments(ctx, r),
  };
}
