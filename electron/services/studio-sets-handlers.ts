// The trainer studio's drill-set channels, each behind the trainer session (requireTrainer: the passcode is set and
// the session open): they read and change the library and hand answer keys to the trainer's preview.
import type { Result } from '../ipc/contract.ts';
import type { Handler } from '../ipc/registry.ts';
import type { StudioSetsChannel } from '../ipc/studio-sets-contract.ts';
import { withDb, type ServiceContext } from './context.ts';
import { exportStudioSet, importStudioSet, resolveImport } from './studio-sets-files.ts';
import {
  checkDraft,
  deleteStudioSet,
  duplicateStudioSet,
  getStudioSet,
  listStudioSets,
  previewDraft,
  renameStudioSet,
  saveStudioSet,
} from './studio-sets.ts';
import { requireTrainer } from './trainer.ts';
import { attemptRunning, LOCKED_BY_ATTEMPT } from './attempt-store.ts';

function trainerOnly<C extends StudioSetsChannel>(ctx: ServiceContext, handler: Handler<C>): Handler<C> {
  return (request) => {
    if (attemptRunning(ctx)) return { ok: false, error: LOCKED_BY_ATTEMPT };
    const gate = withDb(ctx, (db) => requireTrainer(ctx, db));
    return gate.ok ? handler(request) : (gate as Result<never>);
  };
}

export function studioSetHandlers(ctx: ServiceContext): { readonly [C in StudioSetsChannel]: Handler<C> } {
  return {
    'studioSets.list': trainerOnly(ctx, () => listStudioSets(ctx)),
    'studioSets.get': trainerOnly(ctx, (r) => getStudioSet(ctx, r)),
    'studioSets.check': trainerOnly(ctx, (r) => checkDraft(ctx, r)),
    'studioSets.preview': trainerOnly(ctx, (r) => previewDraft(ctx, r)),
    'studioSets.save': trainerOnly(ctx, (r) => saveStudioSet(ctx, r)),
    'studioSets.duplicate': trainerOnly(ctx, (r) => duplicateStudioSet(ctx, r)),
    'studioSets.rename': trainerOnly(ctx, (r) => renameStudioSet(ctx, r)),
    'studioSets.delete': trainerOnly(ctx, (r) => deleteStudioSet(ctx, r)),
    'studioSets.importFile': trainerOnly(ctx, () => importStudioSet(ctx)),
    'studioSets.resolveImport': trainerOnly(ctx, (r) => resolveImport(ctx, r)),
    'studioSets.exportFile': trainerOnly(ctx, (r) => exportStudioSet(ctx, r)),
  };
}
