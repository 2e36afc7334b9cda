// Trainer channels: the passcode (set on first use, changeable) and the trainer session it opens. requireTrainer is
// the one check every trainer-only service makes before it touches anything.
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../ipc/contract.ts';
import type { TrainerRequest, TrainerStatus } from '../ipc/assessment-contract.ts';
import { withDb, type ServiceContext } from './context.ts';
import {
  applyPasscodeReset,
  auditTrainer,
  checkPasscode,
  hasPasscode,
  passcodeProblem,
  storePasscode,
} from './passcode.ts';
import { inTransaction } from '../storage/transaction.ts';
import { closeTrainerKeys, keysForNewPasscode, openTrainerKeys, withClosedOnThrow } from './trainer-keys.ts';

export const LOCKED =
  'This is a trainer action: unlock trainer mode with the trainer passcode first (it locks itself after 10 idle minutes).';
export const NO_PASSCODE = 'Set a trainer passcode first: trainer actions are kept behind it.';

function status(ctx: ServiceContext, db: DatabaseSync): TrainerStatus {
  return {
    passcodeSet: hasPasscode(db),
    unlocked: ctx.trainer.isOpen,
    expiresInMs: ctx.trainer.expiresInMs,
    retryInMs: ctx.trainer.retryInMs,
  };
}

/** Trainer-only work: refused unless the passcode is set and a trainer session is open. */
export function requireTrainer(ctx: ServiceContext, db: DatabaseSync): Result<true> {
  if (!hasPasscode(db)) return { ok: false, error: NO_PASSCODE };
  if (!ctx.trainer.use()) return { ok: false, error: LOCKED };
  return { ok: true, value: true };
}

/**
 * For actions that were open to everyone before trainer mode existed (importing sets, saving profiles): gated once a
 * passcode is set, so an installation that never set one works as before.
 */
export function requireTrainerIfSet(ctx: ServiceContext, db: DatabaseSync): Result<true> {
  if (!hasPasscode(db)) return { ok: true, value: true };
  return requireTrainer(ctx, db);
}

export function trainerStatus(ctx: ServiceContext): Result<TrainerStatus> {
  return withDb(ctx, (db) => ({ ok: true, value: status(ctx, db) }));
}

export function setPasscode(
  ctx: ServiceContext,
  request: TrainerRequest<'trainer.setPasscode'>,
): Result<TrainerStatus> {
  return withDb(ctx, (db) => {
    const problem = passcodeProblem(request.passcode);
    if (problem) return { ok: false, error: problem };
    const at = ctx.now().toISOString();
    if (hasPasscode(db)) {
      if (ctx.trainer.retryInMs > 0)
        return {
          ok: false,
          error: `Too many wrong passcodes: try again in ${Math.ceil(ctx.trainer.retryInMs / 1000)} s.`,
        };
      if (request.current === undefined || !checkPasscode(db, request.current)) {
        ctx.trainer.failed();
        return { ok: false, error: 'current: that is not the trainer passcode; it was not changed.' };
      }
      storePasscode(db, request.passcode, at, 'passcode-changed');
    } else {
      storePasscode(db, request.passcode, at, 'passcode-set');
    }
    ctx.trainer.open();
    withClosedOnThrow(ctx, () => keysForNewPasscode(ctx, db, request.passcode, request.current));
    return { ok: true, value: status(ctx, db) };
  });
}

export function unlockTrainer(
  ctx: ServiceContext,
  request: TrainerRequest<'trainer.unlock'>,
): Result<TrainerStatus> {
  return withDb(ctx, (db) => {
    if (!hasPasscode(db)) return { ok: false, error: NO_PASSCODE };
    if (ctx.trainer.retryInMs > 0)
      return {
        ok: false,
        error: `Too many wrong passcodes: try again in ${Math.ceil(ctx.trainer.retryInMs / 1000)} s.`,
      };
    if (!checkPasscode(db, request.passcode)) {
      ctx.trainer.failed();
      inTransaction(db, () => auditTrainer(db, ctx.now().toISOString(), 'unlock-refused'));
      return { ok: false, error: 'That is not the trainer passcode.' };
    }
    ctx.trainer.open();
    const keys = withClosedOnThrow(ctx, () => openTrainerKeys(ctx, db, request.passcode));
    if (!keys.ok) {
      ctx.trainer.close();
      return keys;
    }
    return { ok: true, value: status(ctx, db) };
  });
}

export function lockTrainer(ctx: ServiceContext): Result<TrainerStatus> {
  closeTrainerKeys(ctx);
  ctx.trainer.close();
  return withDb(ctx, (db) => ({ ok: true, value: status(ctx, db) }));
}

/** At start: the documented passcode recovery, if its file is in the data folder. */
export function applyTrainerRecovery(ctx: ServiceContext): void {
  const db = ctx.store.db();
  if (!db.ok) return;
  try {
    applyPasscodeReset(db.value, ctx.store.dir, ctx.now().toISOString());
  } catch {
    // A read-only store: the reset waits for the next start.
  }
}
