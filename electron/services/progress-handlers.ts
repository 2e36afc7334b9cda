// The progress and dashboard channels' services (issue 13), spread into services/index.ts's table.
import type { Handlers } from '../ipc/registry.ts';
import { withDb, type ServiceContext } from './context.ts';
import { requireTrainer } from './trainer.ts';
import { assignWeakCases, cohort } from './dashboard.ts';
import {
  DUE_DRILL_LOOK_AT,
  DUE_LIST_LIMIT,
  drillCases,
  gatedMastery,
  practiseDue,
  progressDue,
} from './progress.ts';
import { progressWithRoom, roomDueToday } from './progress-room.ts';
import { dashboardWithRoom } from './dashboard-room.ts';
import { exportCsvWithRoom, exportXapiWithRoom } from './progress-export-room.ts';

export { gatedMastery };

type ProgressChannel = Extract<
  keyof Handlers,
  `progress.${'page' | 'due' | 'drill' | 'practiseDue'}` | `dashboard.${string}`
>;

/** Every trainee's results are the trainer's: the dashboard needs the passcode and an open trainer session. */
function trainerOnly<C extends ProgressChannel>(ctx: ServiceContext, handler: Handlers[C]): Handlers[C] {
  return ((request: Parameters<Handlers[C]>[0]) => {
    const gate = withDb(ctx, (db) => requireTrainer(ctx, db));
    return gate.ok ? (handler as (r: typeof request) => ReturnType<Handlers[C]>)(request) : gate;
  }) as Handlers[C];
}

export function progressHandlers(ctx: ServiceContext): Pick<Handlers, ProgressChannel> {
  return {
    'progress.page': (r) => progressWithRoom(ctx, r.traineeId),
    // In a training room, what is due counts every station's answers (this PC's list when the room cannot be read).
    'progress.due': async (r) => {
      const room = await roomDueToday(ctx, r.traineeId, DUE_LIST_LIMIT);
      return room ? { ok: true, value: room } : progressDue(ctx, r);
    },
    'progress.drill': (r) => drillCases(ctx, r),
    'progress.practiseDue': async (r) =>
      practiseDue(ctx, r, await roomDueToday(ctx, r.traineeId, DUE_DRILL_LOOK_AT)),
    'dashboard.trainees': trainerOnly<'dashboard.trainees'>(ctx, () => dashboardWithRoom(ctx)),
    'dashboard.cohort': trainerOnly<'dashboard.cohort'>(ctx, (r) => cohort(ctx, r)),
    'dashboard.trainee': trainerOnly<'dashboard.trainee'>(ctx, (r) => progressWithRoom(ctx, r.traineeId)),
    'dashboard.assignWeakCases': trainerOnly<'dashboard.assignWeakCases'>(ctx, (r) =>
      assignWeakCases(ctx, r),
    ),
    'dashboard.exportCsv': trainerOnly<'dashboard.exportCsv'>(ctx, (r) => exportCsvWithRoom(ctx, r)),
    'dashboard.exportXapi': trainerOnly<'dashboard.exportXapi'>(ctx, (r) => exportXapiWithRoom(ctx, r)),
  };
}
