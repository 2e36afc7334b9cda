// The house-rules channels' services (issue 12), spread into services/index.ts's table. Every write needs the
// trainer session (the passcode set and unlocked) and is refused while an assessment attempt runs.
import type { ProfileChannel } from '../ipc/profile-contract.ts';
import type { Handler } from '../ipc/registry.ts';
import type { Channel, Result } from '../ipc/contract.ts';
import { attemptRunning, LOCKED_BY_ATTEMPT } from './attempt-store.ts';
import { withDb, type ServiceContext } from './context.ts';
import {
  deleteProfile,
  duplicateProfile,
  getHouse,
  profileUsage,
  setHouse,
  updateProfile,
} from './profiles.ts';
import { requireTrainer } from './trainer.ts';

function trainerOnly<C extends Channel>(ctx: ServiceContext, handler: Handler<C>): Handler<C> {
  return (request) => {
    if (attemptRunning(ctx)) return { ok: false, error: LOCKED_BY_ATTEMPT };
    const gate = withDb(ctx, (db) => requireTrainer(ctx, db));
    return gate.ok ? handler(request) : (gate as Result<never>);
  };
}

export function profileHandlers(ctx: ServiceContext): { readonly [C in ProfileChannel]: Handler<C> } {
  return {
    'profiles.update': trainerOnly<'profiles.update'>(ctx, (r) => updateProfile(ctx, r)),
    'profiles.duplicate': trainerOnly<'profiles.duplicate'>(ctx, (r) => duplicateProfile(ctx, r)),
    'profiles.delete': trainerOnly<'profiles.delete'>(ctx, (r) => deleteProfile(ctx, r)),
    'profiles.usage': trainerOnly<'profiles.usage'>(ctx, (r) => profileUsage(ctx, r)),
    'profiles.house': () => getHouse(ctx),
    'profiles.setHouse': trainerOnly<'profiles.setHouse'>(ctx, (r) => setHouse(ctx, r)),
  };
}
