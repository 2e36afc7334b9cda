// The trainee PIN channels (issue 11), spread into services/index.ts's table, and the guard on every channel that
// reads or changes one trainee's own records: found by the request (a traineeId, or a practice session's id).
import type { Channel, Result } from '../ipc/contract.ts';
import type { Handler, Handlers } from '../ipc/registry.ts';
import { TRAINEE_PIN_CHANNELS, type TraineePinChannel } from '../ipc/trainee-pin-contract.ts';
import { withDb, type ServiceContext } from './context.ts';
import { clearPin, pinStatus, setPin, signIn, signOut, traineeAccess } from './trainee-pin.ts';

export function traineePinHandlers(ctx: ServiceContext): { readonly [C in TraineePinChannel]: Handler<C> } {
  return {
    'traineePin.status': () => pinStatus(ctx),
    'traineePin.signIn': (r) => signIn(ctx, r),
    'traineePin.signOut': () => signOut(ctx),
    'traineePin.set': (r) => setPin(ctx, r),
    'traineePin.clear': (r) => clearPin(ctx, r),
  };
}

/** The trainee whose records a request reads or changes, if any. */
function ownerOf(ctx: ServiceContext, channel: Channel, request: unknown): string | null {
  if (typeof request !== 'object' || request === null) return null;
  const fields = request as { traineeId?: unknown; sessionId?: unknown };
  if (typeof fields.traineeId === 'string') return fields.traineeId;
  if (channel.startsWith('sessions.') && typeof fields.sessionId === 'string') {
    const db = ctx.store.db();
    if (!db.ok) return null;
    const row = db.value.prepare('SELECT trainee_id FROM sessions WHERE id = ?').get(fields.sessionId) as
      { trainee_id: string } | undefined;
    return row?.trainee_id ?? null;
  }
  return null;
}

/** Every channel but the PIN's own: refused for a trainee with a PIN who is not the one signed in (issue 11). */
export function guardTraineeRecords(ctx: ServiceContext, all: Handlers): Handlers {
  const open = new Set<Channel>(TRAINEE_PIN_CHANNELS);
  const guarded: Record<string, Handler<Channel>> = { ...all } as Record<string, Handler<Channel>>;
  for (const channel of Object.keys(all) as Channel[]) {
    if (open.has(channel)) continue;
    const handler = all[channel] as Handler<Channel>;
    guarded[channel] = (request) => {
      const owner = ownerOf(ctx, channel, request);
      if (owner === null) return handler(request);
      const access = withDb(ctx, (db) => traineeAccess(ctx, db, owner));
      return access.ok ? handler(request) : (access as Result<never>);
    };
  }
  return guarded as unknown as Handlers;
}
