// Every channel's handler, in one table the registry dispatches to (after the sender check, the channel's request
// schema and its access rule). Each feature folder serves its own area's channels (contract/<area>.ts) and is spread
// in here; this file only joins them.
import type { Handlers } from '../ipc/registry.ts';
import type { ServiceContext } from './context.ts';
import { appHandlers } from './app/app-handlers.ts';
import { sessionsHandlers } from './sessions/sessions-handlers.ts';
import { progressHandlers } from './progress/progress-handlers.ts';
import { assessmentHandlers } from './assessment/assessment-handlers.ts';
import { languagesHandlers } from './languages/languages-handlers.ts';
import { traineesHandlers } from './trainees/trainees-handlers.ts';
import { profileHandlers } from './profiles/profile-handlers.ts';
import { studioSetHandlers } from './studio-sets/studio-sets-handlers.ts';
import { traineePinHandlers } from './trainee-pin/trainee-pin-handlers.ts';
import { auditHandlers } from './audit/audit-handlers.ts';
import { practicalHandlers } from './practical/practical-handlers.ts';
import { recoveryHandlers } from './trainer/recovery-handlers.ts';
import { firstRunHandlers } from './first-run/first-run-handlers.ts';
import { roomHandlers } from '../room/handlers.ts';
import { RoomStation } from '../room/station.ts';

export function createHandlers(ctx: ServiceContext): Handlers {
  // Who may call each channel is its access rule, applied by the registry (ipc/access-policy.ts), not here.
  return {
    ...appHandlers(ctx),
    ...sessionsHandlers(ctx),
    ...progressHandlers(ctx),
    ...assessmentHandlers(ctx),
    ...recoveryHandlers(ctx),
    ...traineesHandlers(ctx),
    ...firstRunHandlers(ctx),
    ...profileHandlers(ctx),
    ...studioSetHandlers(ctx),
    ...traineePinHandlers(ctx),
    ...auditHandlers(ctx),
    ...practicalHandlers(ctx),
    ...languagesHandlers(ctx),
    ...roomHandlers(ctx, ctx.room ?? idleRoom(ctx)),
  };
}

/** A context built without a room (some tests) still answers the room's channels: not in a room. */
function idleRoom(ctx: ServiceContext): RoomStation {
  return new RoomStation({
    db: () => {
      const db = ctx.store.db();
      return db.ok ? db.value : null;
    },
    secrets: null,
    publicKey: () => null,
    log: () => {},
  });
}
