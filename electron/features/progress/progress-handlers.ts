// The progress and dashboard channels' services (issue 13), spread into features/index.ts's table.
import type { Handlers } from '../../ipc/registry.ts';
import type { ServiceContext } from '../context.ts';
import { assignWeakCases } from './dashboard.ts';
import { cohortWithRoom } from './dashboard-cohort-room.ts';
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
import { traineeSessions } from '../sessions/session-history.ts';

type ProgressChannel = Extract<keyof Handlers, `${'progress' | 'dashboard'}.${string}`>;

export function progressHandlers(ctx: ServiceContext): Pick<Handlers, ProgressChannel> {
  return {
    // Levels held back while a skill's last assessment failed (issue 13).
    'progress.mastery': (r) => gatedMastery(ctx, r),
    'progress.history': (r) => traineeSessions(ctx, r),
    'progress.page': (r) => progressWithRoom(ctx, r.traineeId),
    // In a training room, what is due counts every station's answers (this PC's list when the room cannot be read).
    'progress.due': async (r) => {
      const room = await roomDueToday(ctx, r.traineeId, DUE_LIST_LIMIT);
      return room ? { ok: true, value: room } : progressDue(ctx, r);
    },
    'progress.drill': (r) => drillCases(ctx, r),
    'progress.practiseDue': async (r) =>
      practiseDue(ctx, r, await roomDueToday(ctx, r.traineeId, DUE_DRILL_LOOK_AT)),
    // The trainer's (the access rules in contract/progress.ts): every trainee's results.
    'dashboard.trainees': () => dashboardWithRoom(ctx),
    'dashboard.cohort': (r) => cohortWithRoom(ctx, r),
    'dashboard.trainee': (r) => progressWithRoom(ctx, r.traineeId),
    'dashboard.assignWeakCases': (r) => assignWeakCases(ctx, r),
    'dashboard.exportCsv': (r) => exportCsvWithRoom(ctx, r),
    'dashboard.exportXapi': (r) => exportXapiWithRoom(ctx, r),
  };
}
