// The first run (issue 21): an installation is set up once a trainer passcode exists (the trainer's short setup sets
// it; an installation that had one already is set up). Until then main answers only what the setup needs, so the
// trainee side is closed in the main process itself (every rule but setup refuses: access-policy.ts), not only
// hidden on screen.
import { failure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import { ACCESS, CHANNELS, type Channel, type Result } from '../../../contract/index.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { hasPasscode } from '../trainer/passcode.ts';

export const NOT_SET_UP_FAILURE = failure(ref('main_not_set_up', {}));
export const NOT_SET_UP = NOT_SET_UP_FAILURE.error;

/** What the setup screen needs before the passcode exists: the channels whose access rule is setup (contract/access.ts). */
export const SETUP_CHANNELS: readonly Channel[] = CHANNELS.filter((c) => ACCESS[c][0] === 'setup');

export function isSetUp(ctx: ServiceContext, db: DatabaseSync): boolean {
  return ctx.assumeSetUp === true || hasPasscode(db);
}

export function setupStatus(ctx: ServiceContext): Result<{ done: boolean }> {
  return withDb(ctx, (db) => ({ ok: true, value: { done: isSetUp(ctx, db) } }));
}
