// The progress and dashboard channels' services (issue 13), spread into services/index.ts's table.
import type { Handlers } from '../ipc/registry.ts';
import type { ServiceContext } from './context.ts';
import { assignWeakCases, cohort, dashboard, dashboardTrainee } from './dashboard.ts';
import { drillCases, gatedMastery, practiseDue, progressDue, progressPage } from './progress.ts';
import { exportCsv, exportXapi } from './progress-export.ts';

export { gatedMastery };

type ProgressChannel = Extract<
  keyof Handlers,
  `progress.${'page' | 'due' | 'drill' | 'practiseDue'}` | `dashboard.${string}`
>;

export function progressHandlers(ctx: ServiceContext): Pick<Handlers, ProgressChannel> {
  return {
    'progress.page': (r) => progressPage(ctx, r),
    'progress.due': (r) => progressDue(ctx, r),
    'progress.drill': (r) => drillCases(ctx, r),
    'progress.practiseDue': (r) => practiseDue(ctx, r),
    'dashboard.trainees': () => dashboard(ctx),
    'dashboard.cohort': (r) => cohort(ctx, r),
    'dashboard.trainee': (r) => dashboardTrainee(ctx, r),
    'dashboard.assignWeakCases': (r) => assignWeakCases(ctx, r),
    'dashboard.exportCsv': (r) => exportCsv(ctx, r),
    'dashboard.exportXapi': (r) => exportXapi(ctx, r),
  };
}
