// The trainer studio's drill-set channels, each a trainer channel refused while an attempt runs (their access rules
// in contract/studio-sets.ts): they read and change the library and hand answer keys to the trainer's preview.
import type { Handler } from '../../ipc/registry.ts';
import type { StudioSetsChannel } from '../../../contract/studio-sets.ts';
import type { ServiceContext } from '../context.ts';
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

export function studioSetHandlers(ctx: ServiceContext): { readonly [C in StudioSetsChannel]: Handler<C> } {
  return {
    'studioSets.list': () => listStudioSets(ctx),
    'studioSets.get': (r) => getStudioSet(ctx, r),
    'studioSets.check': (r) => checkDraft(ctx, r),
    'studioSets.preview': (r) => previewDraft(ctx, r),
    'studioSets.save': (r) => saveStudioSet(ctx, r),
    'studioSets.duplicate': (r) => duplicateStudioSet(ctx, r),
    'studioSets.rename': (r) => renameStudioSet(ctx, r),
    'studioSets.delete': (r) => deleteStudioSet(ctx, r),
    'studioSets.importFile': () => importStudioSet(ctx),
    'studioSets.resolveImport': (r) => resolveImport(ctx, r),
    'studioSets.exportFile': (r) => exportStudioSet(ctx, r),
  };
}
