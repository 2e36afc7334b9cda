// The house-rules channels' services (issue 12), spread into features/index.ts's table. Every write is a trainer
// channel refused while an assessment attempt runs (the access rules in contract/profiles.ts).
import type { ProfileChannel } from '../../../contract/profiles.ts';
import type { Handler } from '../../ipc/registry.ts';
import type { ServiceContext } from '../context.ts';
import {
  deleteProfile,
  duplicateProfile,
  getHouse,
  listProfiles,
  profileUsage,
  saveProfile,
  setHouse,
  updateProfile,
} from './profiles.ts';

export function profileHandlers(ctx: ServiceContext): { readonly [C in ProfileChannel]: Handler<C> } {
  return {
    'profiles.list': () => listProfiles(ctx),
    'profiles.save': (r) => saveProfile(ctx, r),
    'profiles.update': (r) => updateProfile(ctx, r),
    'profiles.duplicate': (r) => duplicateProfile(ctx, r),
    'profiles.delete': (r) => deleteProfile(ctx, r),
    'profiles.usage': (r) => profileUsage(ctx, r),
    'profiles.house': () => getHouse(ctx),
    'profiles.setHouse': (r) => setHouse(ctx, r),
  };
}
