// The training room channels (issue 22), spread into features/index.ts's table: every one a trainer channel
// (its access rule in contract/room.ts: the room's address and the station's role are a trainer's business).
import type { Handler } from '../ipc/registry.ts';
import type { RoomChannel } from '../../contract/room.ts';
import type { ServiceContext } from '../features/context.ts';
import { documentNote } from './document-note.ts';
import type { RoomStation } from './station.ts';

export function roomHandlers(
  ctx: ServiceContext,
  room: RoomStation,
): { readonly [C in RoomChannel]: Handler<C> } {
  return {
    'room.status': () => ({ ok: true, value: room.view() }),
    'room.test': async (r) => ({ ok: true, value: await room.test(r.settings, r.password) }),
    'room.join': (r) => room.join(r.settings, r.password),
    'room.preview': (r) => room.preview(r.settings, r.password),
    'room.leave': async () => ({ ok: true, value: await room.leave() }),
    'room.pushNow': async () => ({ ok: true, value: await room.pushNow() }),
    'room.dashboard': () => room.dashboard(),
    'room.traineeHistory': (r) => room.traineeHistory(r.traineeId),
    'room.documentNote': (r) => documentNote(ctx, r),
  };
}
