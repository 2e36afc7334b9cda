// Trainer channels: the passcode (set on first use, changeable) and the trainer session it opens. requireTrainer is
// the one check every trainer-only service makes before it touches anything.
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../../contract/index.ts';
import type { TrainerRequest, TrainerStatus } from '../../../contract/assessment.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { guess, passcodeCount, type Upgrade } from './guess.ts';
import { passcodeWait } from '../../../node-shared/passcode/trainer-gate.ts';
import {
  applyPasscodeReset,
  auditTrainer,
  hashSecret,
  hasPasscode,
  passcodeProblemMessage,
  passcodeShortfall,
  passcodeRow,
  shortfallWords,
  storePasscode,
  type AuthRow,
} from './passcode.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { followRoomPasscode, sealToRoom, shareTrainerPasscode } from '../../room/trainer-passcode.ts';
import {
  closeTrainerKeys,
  keysForPasscode,
  openTrainerKeys,
  storeKeysForPasscode,
  withClosedOnThrow,
} from './trainer-keys.ts';

export const LOCKED_FAILURE = failure(ref('main_trainer_locked', {}));
export const NO_PASSCODE_FAILURE = failure(ref('main_no_passcode', {}));
export const LOCKED = LOCKED_FAILURE.error;
export const NO_PASSCODE = NO_PASSCODE_FAILURE.error;

function status(ctx: ServiceContext, db: DatabaseSync): TrainerStatus {
  return {
    passcodeSet: hasPasscode(db),
    unlocked: ctx.trainer.isOpen,
    expiresInMs: ctx.trainer.expiresInMs,
    retryInMs: ctx.trainer.retryInMs,
    changePasscode: ctx.trainer.passcodeProblem,
  };
}

/** Trainer-only work: refused unless the passcode is set and a trainer session is open. */
export function requireTrainer(ctx: ServiceContext, db: DatabaseSync): Result<true> {
  if (!hasPasscode(db)) return NO_PASSCODE_FAILURE;
  if (!ctx.trainer.use()) return LOCKED_FAILURE;
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

/** The stored passcode's hash, for a guess at it (guess.ts). */
function storedPasscode(db: DatabaseSync): Result<AuthRow> {
  const row = passcodeRow(db);
  return row ? { ok: true, value: row } : NO_PASSCODE_FAILURE;
}

/**
 * Sets the passcode, or changes it with the current one (a wrong one counts as a wrong try); acknowledged once it is
 * on disk (withDbWrite).
 */
export async function setPasscode(
  ctx: ServiceContext,
  request: TrainerRequest<'trainer.setPasscode'>,
): Promise<Result<TrainerStatus>> {
  const problem = passcodeProblemMessage(request.passcode);
  if (problem) return failure(problem);
  const had = withDb(ctx, (db) => ({ ok: true, value: hasPasscode(db) }));
  if (!had.ok) return had;
  if (had.value) {
    const right = await guess(ctx, passcodeCount(ctx), request.current ?? '', passcodeWait, storedPasscode);
    if (!right.ok) return right;
    if (!right.value) return fieldFailure('current', ref('main_passcode_not_changed', {}));
  }
  const [row, keys] = await Promise.all([
    hashSecret(request.passcode),
    keysForPasscode(ctx, request.passcode, request.current),
  ]);
  if (!keys.ok) return keys;
  const stored = await withDbWrite(ctx, (db): Result<true> => {
    // Set by another request while this one was hashing: only a change with the current passcode may replace it.
    if (!had.value && hasPasscode(db)) return failure(ref('main_passcode_set_meanwhile', {}));
    storePasscode(db, row, ctx.now().toISOString(), had.value ? 'passcode-changed' : 'passcode-set');
    ctx.trainer.open();
    ctx.trainer.notePasscode(null);
    withClosedOnThrow(ctx, () => storeKeysForPasscode(ctx, db, keys.value));
    return { ok: true, value: true };
  });
  if (!stored.ok) return stored;
  // In a training room: sent to the room, so every station follows it (room/trainer-passcode.ts).
  await shareTrainerPasscode(ctx, request.passcode, row);
  return trainerStatus(ctx);
}

/** A passcode hashed at an older, lower cost, hashed again at the current one (the same passcode: not audited). */
const upgradePasscode: Upgrade = (db, old, fresh) =>
  db
    .prepare('UPDATE trainer_auth SET hash = ?, salt = ?, params_json = ? WHERE id = 1 AND hash = ?')
    .run(fresh.hash, fresh.salt, fresh.params_json, old.hash);

export async function unlockTrainer(
  ctx: ServiceContext,
  request: TrainerRequest<'trainer.unlock'>,
): Promise<Result<TrainerStatus>> {
  const right = await guess(
    ctx,
    passcodeCount(ctx),
    request.passcode,
    passcodeWait,
    storedPasscode,
    upgradePasscode,
  );
  if (!right.ok) return right;
  // In a training room, a newer passcode of the room replaces this station's (room/trainer-passcode.ts).
  const adopted = await followRoomPasscode(ctx, request.passcode, right.value);
  if (!adopted.ok) return adopted;
  const refused = withDb(ctx, (db): Result<true> => {
    if (adopted.value) return { ok: true, value: true };
    inTransaction(db, () => auditTrainer(db, ctx.now().toISOString(), 'unlock-refused'));
    return failure(ref('main_passcode_wrong', {}));
  });
  if (!refused.ok) return refused;
  // The passcode must also open the key store (trainer-keys.ts): trainer mode opens only with its keys.
  ctx.trainer.open();
  const keys = await openTrainerKeys(ctx, request.passcode).catch((error: unknown) =>
    withClosedOnThrow(ctx, () => {
      throw error;
    }),
  );
  if (!keys.ok) {
    ctx.trainer.close();
    return keys;
  }
  ctx.trainer.notePasscode(shortfallWords(passcodeShortfall(request.passcode)));
  const auth = withDb(ctx, (db) => {
    const row = passcodeRow(db);
    return row ? { ok: true, value: row } : NO_PASSCODE_FAILURE;
  });
  if (auth.ok) await sealToRoom(ctx, request.passcode, auth.value);
  return trainerStatus(ctx);
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
