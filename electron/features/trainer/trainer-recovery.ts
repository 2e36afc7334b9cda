// Recovering a forgotten trainer passcode (issue 20, guarantee 5). A recovery code is issued when the key store is
// made (the passcode set for the first time, or an older install's first unlock) and shown once; it wraps the data
// key DK too. Recovery needs that code: it sets the new passcode, rewraps DK, makes a new signing key (the earlier
// public keys stay trusted), issues a new code, writes an audit row, and trainer mode says "The passcode was recovered
// on <date>" until the trainer acknowledges it. The RESET-TRAINER-PASSCODE file no longer resets anything (passcode.ts).
import { failure, fieldFailure } from '../../../core/i18n/failure.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../../contract/index.ts';
import type { RecoveryNotice, RecoveryRequest } from '../../../contract/recovery.ts';
import { sealAuditHead } from '../../integrity/audit-head.ts';

import {
  hasKeyStore,
  openWithRecovery,
  purposeKey,
  storedBlobs,
  storePasscodeWrap,
  storeRecoveryWrap,
  wrapForPasscode,
  wrapForRecoveryCode,
} from '../../../node-shared/keystore/key-store.ts';
import { heldDataKey, holdDataKey } from '../../keystore/key-vault.ts';
import { newRecoveryCode, normalizeRecoveryCode } from '../../keystore/recovery-code.ts';
import { replaceSigningKey } from '../../../node-shared/keystore/signing-store.ts';
import type { TrainerGate } from '../../../node-shared/passcode/trainer-gate.ts';
import { withDb, withDbWrite, type ServiceContext } from '../context.ts';
import { shareTrainerPasscode } from '../../room/trainer-passcode.ts';
import { auditTrainer, hashSecret, passcodeProblemMessage } from './passcode.ts';
import { requireTrainer } from './trainer.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';

/** A code issued and not yet shown: handed out once, to the trainer session that made it. */
const pending = new WeakMap<TrainerGate, string>();

export const WRONG_RECOVERY_FAILURE = fieldFailure('recoveryCode', ref('err_trainer_wrong_recovery', {}));
export const WRONG_RECOVERY = WRONG_RECOVERY_FAILURE.error;
/** Said to someone at an installed app: what to do, and in which folder (this app's own), without a README to hand. */
export function noRecovery(dataDir: string): MessageRef {
  return ref('err_trainer_no_recovery', { dataDir });
}

export interface RecoveryMaterial {
  readonly code: string;
  /** DK wrapped for it, as stored. */
  readonly wrapped: string;
}

/** A fresh code and DK wrapped for it (scrypt, off the main thread), before the transaction that stores it. */
export async function prepareRecoveryCode(dk: Buffer): Promise<RecoveryMaterial> {
  const code = newRecoveryCode();
  return { code, wrapped: await wrapForRecoveryCode(dk, normalizeRecoveryCode(code)!) };
}

/** In a transaction: the code replaces any earlier one, and waits to be shown once. */
export function issueRecoveryCode(
  ctx: ServiceContext,
  db: DatabaseSync,
  m: RecoveryMaterial,
  at: string,
): void {
  storeRecoveryWrap(db, m.wrapped);
  auditTrainer(db, at, 'recovery-code-issued');
  pending.set(ctx.trainer, m.code);
}

/** The code just issued, once (null after it was shown, or when none was issued in this session). */
export function takeRecoveryCode(ctx: ServiceContext): Result<{ code: string | null }> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const code = pending.get(ctx.trainer) ?? null;
    pending.delete(ctx.trainer);
    return { ok: true, value: { code } };
  });
}

export async function recoverPasscode(
  ctx: ServiceContext,
  request: RecoveryRequest,
): Promise<Result<{ recovered: true }>> {
  const problem = passcodeProblemMessage(request.passcode);
  if (problem) return failure(problem);
  const code = normalizeRecoveryCode(request.recoveryCode);
  if (code === null) return fieldFailure('recoveryCode', ref('main_recovery_code_shape', {}));
  // Counted as a wrong try before the slow check, as a passcode guess is (guess.ts), and cleared when right.
  const blobs = withDb(ctx, (db) => {
    if (!hasKeyStore(db)) return failure(noRecovery(ctx.store.dir));
    const wait = ctx.trainer.retryInMs;
    if (wait > 0) return failure(ref('err_trainer_recovery_wait', { seconds: Math.ceil(wait / 1000) }));
    ctx.trainer.failed();
    return { ok: true, value: storedBlobs(db) };
  });
  if (!blobs.ok) return blobs;
  const dk = await openWithRecovery(blobs.value, code);
  if (!dk) {
    withDb(ctx, (db) => {
      inTransaction(db, () =>
        auditTrainer(db, ctx.now().toISOString(), 'recovery-refused', 'a wrong recovery code'),
      );
      return { ok: true, value: null };
    });
    return WRONG_RECOVERY_FAILURE;
  }
  const [row, byPasscode, next] = await Promise.all([
    hashSecret(request.passcode),
    wrapForPasscode(dk, request.passcode),
    prepareRecoveryCode(dk),
  ]);
  const done = await withDbWrite(ctx, (db) => {
    const at = ctx.now().toISOString();
    ctx.trainer.passed();
    inTransaction(db, () => {
      db.prepare(
        `INSERT INTO trainer_auth (id, hash, salt, params_json, set_at) VALUES (1, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, salt = excluded.salt,
           params_json = excluded.params_json, set_at = excluded.set_at`,
      ).run(row.hash, row.salt, row.params_json, at);
      storePasscodeWrap(db, byPasscode);
      const key = replaceSigningKey(db, dk, ctx.keyDir);
      db.prepare('UPDATE trainer_keys SET recovered_at = ? WHERE id = 1').run(at);
      auditTrainer(
        db,
        at,
        'passcode-recovered',
        `with the recovery code; new signing key ${key.fingerprint}`,
      );
      issueRecoveryCode(ctx, db, next, at);
      sealAuditHead(db, purposeKey(dk, 'audit-head'));
    });
    return { ok: true, value: { recovered: true as const } };
  });
  if (!done.ok) return done;
  ctx.trainer.open();
  holdDataKey(ctx.trainer, dk);
  // In a training room, the recovered passcode is the room's new one, as a change is (room/trainer-passcode.ts).
  await shareTrainerPasscode(ctx, request.passcode, row);
  return done;
}

/** When the passcode was recovered, until the trainer acknowledges it. */
export function recoveryNotice(ctx: ServiceContext): Result<RecoveryNotice> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const row = db.prepare('SELECT recovered_at FROM trainer_keys WHERE id = 1').get() as
      { recovered_at: string | null } | undefined;
    return { ok: true, value: { recoveredAt: row?.recovered_at ?? null } };
  });
}

export function acknowledgeRecovery(ctx: ServiceContext): Result<RecoveryNotice> {
  return withDb(ctx, (db) => {
    const gate = requireTrainer(ctx, db);
    if (!gate.ok) return gate;
    const dk = heldDataKey(ctx.trainer);
    inTransaction(db, () => {
      db.prepare('UPDATE trainer_keys SET recovered_at = NULL WHERE id = 1').run();
      auditTrainer(db, ctx.now().toISOString(), 'recovery-acknowledged');
      if (dk) sealAuditHead(db, purposeKey(dk, 'audit-head'));
    });
    return { ok: true, value: { recoveredAt: null } };
  });
}
