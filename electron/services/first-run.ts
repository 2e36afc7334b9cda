// The first run (issue 21): an installation is set up once a trainer passcode exists (the trainer's short setup sets
// it; an installation that had one already is set up). Until then main answers only what the setup needs, so the
// trainee side is closed in the main process itself, not only hidden on screen.
import type { DatabaseSync } from 'node:sqlite';
import type { Channel, Result } from '../ipc/contract.ts';
import type { Handler, Handlers } from '../ipc/registry.ts';
import { withDb, type ServiceContext } from './context.ts';
import { hasPasscode } from './passcode.ts';

export const NOT_SET_UP =
  'This app is not set up yet: a trainer sets it up first (the house, the trainer passcode and the trainees), ' +
  'and then the trainee side opens.';

/** What the setup screen needs before the passcode exists: the data folder, the houses, the passcode itself. */
export const SETUP_CHANNELS = [
  'app.info',
  'storage.status',
  'storage.chooseFolder',
  'storage.startFresh',
  'setup.status',
  'profiles.list',
  'profiles.house',
  'trainer.status',
  'trainer.setPasscode',
  'trainer.unlock',
  'trainer.lock',
  'trainer.recover',
] as const satisfies readonly Channel[];

export function isSetUp(ctx: ServiceContext, db: DatabaseSync): boolean {
  return ctx.assumeSetUp === true || hasPasscode(db);
}

export function setupStatus(ctx: ServiceContext): Result<{ done: boolean }> {
  return withDb(ctx, (db) => ({ ok: true, value: { done: isSetUp(ctx, db) } }));
}

function untilSetUp<C extends Channel>(ctx: ServiceContext, handler: Handler<C>): Handler<C> {
  return (request) => {
    const gate = withDb(ctx, (db): Result<true> =>
      isSetUp(ctx, db) ? { ok: true, value: true } : { ok: false, error: NOT_SET_UP },
    );
    return gate.ok ? handler(request) : gate;
  };
}

/** Every channel but the setup's refuses until the installation is set up. */
export function guardUntilSetUp(ctx: ServiceContext, handlers: Handlers): Handlers {
  const open = new Set<string>(SETUP_CHANNELS);
  const out: Record<string, unknown> = { ...handlers };
  for (const channel of Object.keys(handlers) as Channel[])
    if (!open.has(channel)) out[channel] = untilSetUp(ctx, handlers[channel] as Handler<Channel>);
  return out as unknown as Handlers;
}
