// The first run's channels (issue 21; contract/first-run.ts), spread into features/index.ts's table: whether the
// installation is set up, and a staff list read and imported (the trainer's, by their access rules).
import type { Handler } from '../../ipc/registry.ts';
import type { FirstRunChannel } from '../../../contract/first-run.ts';
import type { ServiceContext } from '../context.ts';
import { setupStatus } from './first-run.ts';
import { importStaffList, previewStaffCsv } from './staff-import.ts';

export function firstRunHandlers(ctx: ServiceContext): { readonly [C in FirstRunChannel]: Handler<C> } {
  return {
    'setup.status': () => setupStatus(ctx),
    'trainees.previewCsv': () => previewStaffCsv(ctx),
    'trainees.importList': (r) => importStaffList(ctx, r),
  };
}
