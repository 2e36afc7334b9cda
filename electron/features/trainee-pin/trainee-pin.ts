// A trainee's optional personal PIN (issue 11): stored only as a slow salted hash (passcode.ts), checked in the main
// process. A trainee with a PIN has their own practice and results read or changed only while they are the one
// signed in, or while the trainer session is open; a trainee without one works as before.
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../../contract/index.ts';
import type { PinStatus, TraineePinRequest } from '../../../contract/trainee-pin.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { guess, pinCount } from '../trainer/guess.ts';
import { auditTrainer, hashSecret, type AuthRow } from '../trainer/passcode.ts';
import { pinProblemMessage, pinRuleClause } from './pin-rules.ts';
import { requireTrainer } from '../trainer/trainer.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';

export const PIN_LOCKED_FAILURE = failure(ref('main_pin_locked', {}));
export const PIN_LOCKED = PIN_LOCKED_FAILURE.error;

function pinRow(db: DatabaseSync, traineeId: string): AuthRow | undefined {
  return db
    .prepare('SELECT hash, salt, params_json FROM trainee_pins WHERE trainee_id = ?')
    .get(traineeId) as AuthRow | undefined;
}

function status(ctx: ServiceContext, db: DatabaseSync, asked: string | null = null): PinStatus {
  const rows = db.prepare('SELECT trainee_id FROM trainee_pins ORDER BY trainee_id').all() as {
    trainee_id: string;
  }[];
  const who = asked ?? ctx.traineeSignIn.signedIn;
  return {
    signedIn: ctx.traineeSignIn.signedIn,
    withPin: rows.map((r) => r.trainee_id),
    retryInMs: who === null ? 0 : ctx.traineeSignIn.retryInMs(who),
    pinToChange: ctx.traineeSignIn.pinToChange,
  };
}

/** Said to a trainee whose right PIN no longer meets the rules (set before them, or shorter). */
function changeAsk(rule: MessageRef): MessageRef {
  return ref('pin_change_ask', { rule });
}

const waitMessage = (ms: number) => ref('main_pin_wait', { seconds: Math.ceil(ms / 1000) });

/** The one check every channel that reads or changes one trainee's own records makes. */
export function traineeAccess(ctx: ServiceContext, db: DatabaseSync, traineeId: string): Result<true> {
  if (ctx.trainer.isOpen || ctx.traineeSignIn.signedIn === traineeId || !pinRow(db, traineeId))
    return { ok: true, value: true };
  return PIN_LOCKED_FAILURE;
}

export function pinStatus(ctx: ServiceContext): Result<PinStatus> {
  return withDb(ctx, (db) => ({ ok: true, value: status(ctx, db) }));
}

export async function signIn(
  ctx: ServiceContext,
  request: TraineePinRequest<'traineePin.signIn'>,
): Promise<Result<PinStatus>> {
  const { traineeId, pin } = request;
  const withPin = withDb(ctx, (db) => {
    if (db.prepare('SELECT 1 FROM trainees WHERE id = ?').get(traineeId) === undefined)
      return fieldFailure('traineeId', ref('main_no_such_trainee', {}));
    return { ok: true, value: pinRow(db, traineeId) !== undefined };
  });
  if (!withPin.ok) return withPin;
  let toChange: MessageRef | null = null;
  if (withPin.value) {
    const right = await guess(
      ctx,
      pinCount(ctx, traineeId),
      pin ?? '',
      waitMessage,
      (db) => {
        const row = pinRow(db, traineeId);
        if (!row) return fieldFailure('pin', ref('main_pin_cleared_pick_again', {}));
        if (pin === undefined) return fieldFailure('pin', ref('main_pin_needed', {}));
        return { ok: true, value: row };
      },
      // A PIN hashed at an older, lower cost, hashed again at the current one.
      (db, old, fresh) =>
        db
          .prepare(
            'UPDATE trainee_pins SET hash = ?, salt = ?, params_json = ? WHERE trainee_id = ? AND hash = ?',
          )
          .run(fresh.hash, fresh.salt, fresh.params_json, traineeId, old.hash),
    );
    if (!right.ok) return right;
    if (!right.value) return fieldFailure('pin', ref('main_pin_wrong', {}));
    // A PIN stored before the rules (4 digits, 123456) still signs in; the trainee is asked to change it.
    const rule = pinRuleClause(pin ?? '');
    toChange = rule === null ? null : changeAsk(rule);
  }
  return withDb(ctx, (db) => {
    ctx.traineeSignIn.signIn(traineeId, toChange);
    return { ok: true, value: status(ctx, db) };
  });
}

export function signOut(ctx: ServiceContext): Result<PinStatus> {
  ctx.traineeSignIn.signOut();
  return pinStatus(ctx);
}

const NOT_SIGNED_IN = failure(ref('main_pin_not_signed_in', {}));

/**
 * The signed-in trainee sets their PIN; changing it needs the current one (a wrong one counts as a wrong try).
 * Acknowledged once it is on disk (withDbWrite).
 */
export async function setPin(
  ctx: ServiceContext,
  request: TraineePinRequest<'traineePin.set'>,
): Promise<Result<PinStatus>> {
  const { traineeId } = request;
  if (ctx.traineeSignIn.signedIn !== traineeId) return NOT_SIGNED_IN;
  const problem = pinProblemMessage(request.pin);
  if (problem) return failure(problem);
  const had = withDb(ctx, (db) => ({ ok: true, value: pinRow(db, traineeId) !== undefined }));
  if (!had.ok) return had;
  if (had.value) {
    const right = await guess(ctx, pinCount(ctx, traineeId), request.current ?? '', waitMessage, (db) => {
      const row = pinRow(db, traineeId);
      return row ? { ok: true, value: row } : fieldFailure('current', ref('main_pin_cleared', {}));
    });
    if (!right.ok) return right;
    if (!right.value) return fieldFailure('current', ref('main_pin_not_changed', {}));
  }
  const hashed = await hashSecret(request.pin);
  return withDbWrite(ctx, (db) => {
    // Signed out, or a PIN set, by another request while this one was hashing.
    if (ctx.traineeSignIn.signedIn !== traineeId) return NOT_SIGNED_IN;
    if (!had.value && pinRow(db, traineeId))
      return fieldFailure('current', ref('main_pin_set_meanwhile', {}));
    inTransaction(db, () =>
      db
        .prepare(
          `INSERT INTO trainee_pins (trainee_id, hash, salt, params_json, set_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (trainee_id) DO UPDATE SET hash = excluded.hash, salt = excluded.salt,
             params_json = excluded.params_json, set_at = excluded.set_at`,
        )
        .run(traineeId, hashed.hash, hashed.salt, hashed.params_json, ctx.now().toISOString()),
    );
    ctx.traineeSignIn.pinChanged(traineeId);
    return { ok: true, value: status(ctx, db) };
  });
}

/** Trainer: forgets a trainee's PIN (written to the trainer's audit trail); their results stay. */
export function clearPin(
  ctx: ServiceContext,
  request: TraineePinRequest<'traineePin.clear'>,
): Result<PinStatus> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    inTransaction(db, () => {
      const removed = db.prepare('DELETE FROM trainee_pins WHERE trainee_id = ?').run(request.traineeId);
      if (removed.changes > 0)
        auditTrainer(db, ctx.now().toISOString(), 'trainee-pin-cleared', `trainee ${request.traineeId}`);
    });
    ctx.traineeSignIn.pinChanged(request.traineeId);
    return { ok: true, value: status(ctx, db, request.traineeId) };
  });
}
