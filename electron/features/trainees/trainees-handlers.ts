// The trainee-management and assignment channels' services (issue 12), spread into features/index.ts's table. Who may
// call each (the trainer; none while an assessment runs) is its access rule in contract/trainees.ts.
import type { Handler } from '../../ipc/registry.ts';
import type { TraineesChannel } from '../../../contract/trainees.ts';
import { assignSet, listAssignments, myAssignments, unassign } from './assignments.ts';
import type { ServiceContext } from '../context.ts';
import {
  archiveTrainee,
  createTrainee,
  deleteTrainee,
  listTrainees,
  manageTrainees,
  renameSelf,
  traineeDeletion,
  updateTrainee,
} from './trainees.ts';

export function traineesHandlers(ctx: ServiceContext): { readonly [C in TraineesChannel]: Handler<C> } {
  return {
    'trainees.list': () => listTrainees(ctx),
    'trainees.create': (r) => createTrainee(ctx, r),
    'trainees.manage': () => manageTrainees(ctx),
    'trainees.update': (r) => updateTrainee(ctx, r),
    'trainees.archive': (r) => archiveTrainee(ctx, r),
    'trainees.deletePlan': (r) => traineeDeletion(ctx, r),
    'trainees.delete': (r) => deleteTrainee(ctx, r),
    'trainees.renameSelf': (r) => renameSelf(ctx, r),
    'assignments.assign': (r) => assignSet(ctx, r),
    'assignments.unassign': (r) => unassign(ctx, r),
    'assignments.list': (r) => listAssignments(ctx, r),
    'assignments.mine': (r) => myAssignments(ctx, r),
  };
}
