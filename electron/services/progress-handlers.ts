// The progress and dashboard channels' services (issue 13), spread into services/index.ts's table.
import type { Handlers } from '../ipc/registry.ts';
import { withDb, type ServiceContext } from './context.ts';
import { requireTrainer } from './trainer.ts';
import { assignWeakCases, cohort, dashboard } from './dashboard.ts';
import { drillCases, gatedMastery, practiseDue, progressDue } from './progress.ts';
import { progressWithRoom } from './progress-room.ts';
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
    'progress.due': (r) => progressDue(ctx, r),
    'progress.drill': (r) => drillCases(ctx, r),
    'progress.practiseDue': (r) => practiseDue(ctx, r),
    'dashboard.trainees': trainerOnly<'dashboard.trainees'>(ctx, () => dashboard(ctx)),
    'dashboard.cohort': trainerOnly<'dashboard.cohort'>(ctx, (r) => cohort(ctx, r)),
    'dashboard.trainee': trainerOnly<'dashboard.trainee'>(ctx, (r) => progressWithRoom(ctx, r.traineeId)),
    'dashboard.assignWeakCases': trainerOnly<'dashboard.assignWeakCases'>(ctx, (r) =>
      assignWeakCases(ctx, r),
    ),
    'dashboard.exportCsv': trainerOnly<'dashboard.exportCsv'>(ctx, (r) => exportCsvWithRoom(ctx, r)),
    'dashboard.exportXapi': trainerOnly<'dashboard.exportXapi'>(ctx, (r) => exportXapiWithRoom(ctx, r)),
  };
}
