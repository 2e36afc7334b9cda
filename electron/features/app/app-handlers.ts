// The app's own channels (contract/app.ts: app.*, storage.*, settings.*) and the trainer's settings
// (contract/trainer-settings.ts), spread into features/index.ts's table.
import type { Handler } from '../../ipc/registry.ts';
import type { Channel } from '../../../contract/index.ts';
import type { ServiceContext } from '../context.ts';
import { getSettings, getTrainerSettings, setSettings, setTrainerSettings } from './settings.ts';
import { chooseStorageFolder, removeDamaged, startFresh, storageStatus } from './storage.ts';

type AppChannel = Extract<Channel, `${'app' | 'storage' | 'settings' | 'trainerSettings'}.${string}`>;

export function appHandlers(ctx: ServiceContext): { readonly [C in AppChannel]: Handler<C> } {
  return {
    'app.info': () => ({
      ok: true,
      value: { version: ctx.app.version, platform: ctx.app.platform, dataDir: ctx.store.dir },
    }),
    'storage.status': () => storageStatus(ctx),
    'storage.chooseFolder': () => chooseStorageFolder(ctx),
    'storage.startFresh': () => startFresh(ctx),
    'storage.removeDamaged': (r) => removeDamaged(ctx, r),
    'settings.get': () => getSettings(ctx),
    'settings.set': (r) => setSettings(ctx, r),
    'trainerSettings.get': () => getTrainerSettings(ctx),
    'trainerSettings.set': (r) => setTrainerSettings(ctx, r),
  };
}
