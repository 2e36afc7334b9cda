// The training room channels (issue 22), spread into services/index.ts's table: every one behind the trainer
// passcode and an open trainer session (the room's address and the station's role are a trainer's business).
import type { Handler } from '../ipc/registry.ts';
import type { RoomChannel } from '../ipc/room-contract.ts';
import { withDb, type ServiceContext } from '../services/context.ts';
import { requireTrainer } from '../services/trainer.ts';
import { documentNote } from './document-note.ts';
import type { RoomStation } from './station.ts';

function trainerOnly<C extends RoomChannel>(ctx: ServiceContext, handler: Handler<C>): Handler<C> {
  return (request) => {
    const gate = withDb(ctx, (db) => requireTrainer(ctx, db));
    return gate.ok ? handler(request) : gate;
  };
}

export function roomHandlers(
  ctx: ServiceContext,
  room: RoomStation,
): { readonly [C in RoomChannel]: Handler<C> } {
  return {
    'room.status': trainerOnly(ctx, () => ({ ok: true, value: room.view() })),
    'room.test': trainerOnly(ctx, async (r) => ({
      ok: true,
      value: await room.test(r.settings, r.password),
    })),
    'room.join': trainerOnly(ctx, (r) => room.join(r.settings, r.password)),
    'room.preview': trainerOnly(ctx, (r) => room.preview(r.settings, r.password)),
    'room.leave': trainerOnly(ctx, async () => ({ ok: true, value: await room.leave() })),
    'room.pushNow': trainerOnly(ctx, async () => ({ ok: true, value: await room.pushNow() })),
    'room.dashboard': trainerOnly(ctx, () => room.dashboard()),
    'room.traineeHistory': trainerOnly(ctx, (r) => room.traineeHistory(r.traineeId)),
    'room.documentNote': trainerOnly(ctx, (r) => documentNote(ctx, r)),
  };
}
