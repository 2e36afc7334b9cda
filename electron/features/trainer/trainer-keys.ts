// The trainer's key store at the trainer session's edges (issue 20, guarantees 3 and 5): the passcode opens DK on
// unlock (and creates the store on the first unlock of a passcode set before it existed); DK is held only while the
// session is open; the audit trail is checked and its head authenticated at unlock, after each trainer action and
// at lock. trainer.ts calls these with one line each, so its passcode rules stay its own.
import { failure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../../contract/index.ts';
import { checkAuditTrail, sealAuditHead } from '../../integrity/audit-head.ts';
import {
  hasKeyStore,
  newDataKey,
  openWithPasscode,
  purposeKey,
  storedBlobs,
  storeKeyStore,
  storePasscodeWrap,
  wrapForPasscode,
} from '../../../node-shared/keystore/key-store.ts';
import { dropDataKey, heldDataKey, holdDataKey } from '../../keystore/key-vault.ts';
import { readTrust, settleSigningKey } from '../../../node-shared/keystore/signing-store.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { auditTrainer } from './passcode.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { appTrust } from './report-trust.ts';
import { settleSealKey } from './trainer-seal.ts';
import { settleUnsealedAttempts } from '../../integrity/unsealed-attempts.ts';
import { checkLedgerAtUnlock, sealLedgerWhileOpen } from '../audit/attempt-ledger.ts';
import { issueRecoveryCode, prepareRecoveryCode, type RecoveryMaterial } from './trainer-recovery.ts';

export const KEYS_REFUSED_FAILURE = failure(ref('main_keys_refused', {}));
export const KEYS_REFUSED = KEYS_REFUSED_FAILURE.error;

/** The key that authenticates the audit trail's head, while trainer mode is open. */
export function auditHeadKey(ctx: ServiceContext): Buffer | null {
  const dk = heldDataKey(ctx.trainer);
  return dk ? purposeKey(dk, 'audit-head') : null;
}

/**
 * Checks the trail as it is now and records any fault as a row of its own (so moving the head on does not hide it),
 * then authenticates the new head. Only with DK held.
 */
function checkAndSeal(db: DatabaseSync, dk: Buffer, at: string, headVerifiable: boolean): void {
  const key = purposeKey(dk, 'audit-head');
  const check = checkAuditTrail(db, headVerifiable ? key : null, headVerifiable);
  if (!check.ok) auditTrainer(db, at, 'audit-check-failed', check.problem);
  checkLedgerAtUnlock(db, dk, at, headVerifiable);
  sealAuditHead(db, key);
}

/** What a new or rewrapped store needs, derived (scrypt) before the transaction that stores it. */
export interface KeyMaterial {
  readonly dk: Buffer;
  /** DK wrapped for a new passcode, to store; null: the stored wrapping stays. */
  readonly byPasscode: string | null;
  /** A new store (none could be opened). */
  readonly fresh: boolean;
  /** A recovery code to issue (a new store, or one without a code yet). */
  readonly recovery: RecoveryMaterial | null;
}

async function material(
  dk: Buffer,
  passcode: string | null,
  fresh: boolean,
  hasCode: boolean,
): Promise<KeyMaterial> {
  const [byPasscode, recovery] = await Promise.all([
    passcode === null ? null : wrapForPasscode(dk, passcode),
    fresh || !hasCode ? prepareRecoveryCode(dk) : null,
  ]);
  return { dk, byPasscode, fresh, recovery };
}

/**
 * On unlock, after the passcode matched: opens (or, on an older install, creates) DK, checks the trail, settles the
 * signing key and holds DK. An error when the passcode opens the gate but not the store.
 */
export async function openTrainerKeys(ctx: ServiceContext, passcode: string): Promise<Result<true>> {
  const blobs = withDb(ctx, (db) => ({ ok: true, value: storedBlobs(db) }));
  if (!blobs.ok) return blobs;
  const opened = await openWithPasscode(blobs.value, passcode);
  const at = ctx.now().toISOString();
  if (opened.state === 'refused') {
    withDb(ctx, (db) => {
      inTransaction(db, () =>
        auditTrainer(db, at, 'key-store-refused', 'the passcode did not open the key store'),
      );
      return { ok: true, value: null };
    });
    return KEYS_REFUSED_FAILURE;
  }
  const m =
    opened.state === 'open'
      ? await material(opened.dk, null, false, blobs.value?.byRecovery != null)
      : await material(newDataKey(), passcode, true, false);
  const settled = withDb(ctx, (db) => {
    const settling = inTransaction(db, (): Settling => {
      if (!m.fresh) {
        // Checked before the unlock's own row, so rows cut off the end are counted from where they were cut.
        checkAndSeal(db, m.dk, at, true);
        auditTrainer(db, at, 'trainer-unlocked');
        return settleKeys(ctx, db, m, at);
      }
      // A trail that already records a key store means this one was removed outside the app, not never made.
      if (keyStoresRecorded(db) > 0)
        auditTrainer(db, at, 'audit-check-failed', 'the trainer key store was removed outside the app');
      storeKeyStore(db, m.byPasscode!, at);
      auditTrainer(db, at, 'key-store-created', 'first unlock since the key store was added');
      checkAndSeal(db, m.dk, at, false);
      return settleKeys(ctx, db, m, at);
    });
    return { ok: true, value: settling };
  });
  if (!settled.ok) return settled;
  finishSettling(ctx, settled.value);
  return { ok: true, value: true };
}

function keyStoresRecorded(db: DatabaseSync): number {
  return (
    db.prepare("SELECT count(*) AS n FROM trainer_events WHERE event = 'key-store-created'").get() as {
      n: number;
    }
  ).n;
}

interface Settling {
  readonly dk: Buffer;
  readonly afterCommit: () => void;
}

/**
 * In the unlock's transaction: the signing key wrapped (or made), a changed trust list recorded, a recovery code
 * issued if due, the head sealed. A clear signing-key.pem is deleted only after the wrapped copy is committed
 * (afterCommit). The trusted-keys file is taken over only by the first store this trail records (an upgrade), never
 * by one made after a store was removed (the file may have been edited meanwhile).
 */
function settleKeys(ctx: ServiceContext, db: DatabaseSync, m: KeyMaterial, at: string): Settling {
  const { settled, afterCommit } = settleSigningKey(db, m.dk, ctx.keyDir, keyStoresRecorded(db) <= 1);
  if (settled.event) auditTrainer(db, at, settled.event, settled.fingerprint);
  const trust = readTrust(db, m.dk);
  if (trust && !trust.ok) auditTrainer(db, at, 'trusted-keys-tampered', trust.problem);
  if (m.recovery) issueRecoveryCode(ctx, db, m.recovery, at);
  settleSealKey(ctx, db, m.dk, at);
  settleUnsealedAttempts(db, m.dk);
  sealAuditHead(db, purposeKey(m.dk, 'audit-head'));
  return { dk: m.dk, afterCommit };
}

function finishSettling(ctx: ServiceContext, settling: Settling): void {
  settling.afterCommit();
  holdDataKey(ctx.trainer, settling.dk);
  // Remembered for this run, so a report can be verified on the locked screen.
  appTrust(ctx);
}

/**
 * Before a passcode is stored (set for the first time, or changed with the current one): DK (held, or opened with
 * the current passcode) wrapped for the new one, or a new store when there is none to open.
 */
export async function keysForPasscode(
  ctx: ServiceContext,
  passcode: string,
  current: string | undefined,
): Promise<Result<KeyMaterial>> {
  const blobs = withDb(ctx, (db) => ({ ok: true, value: storedBlobs(db) }));
  if (!blobs.ok) return blobs;
  const opened = current === undefined ? null : await openWithPasscode(blobs.value, current);
  const held = heldDataKey(ctx.trainer) ?? (opened?.state === 'open' ? opened.dk : null);
  const m =
    held && blobs.value
      ? await material(held, passcode, false, blobs.value.byRecovery !== null)
      : await material(newDataKey(), passcode, true, false);
  return { ok: true, value: m };
}

/** In the transaction that stored the passcode: DK rewrapped (or a new store made), then held. */
export function storeKeysForPasscode(ctx: ServiceContext, db: DatabaseSync, m: KeyMaterial): void {
  const at = ctx.now().toISOString();
  const settling = inTransaction(db, (): Settling => {
    if (!m.fresh && hasKeyStore(db)) {
      storePasscodeWrap(db, m.byPasscode!);
      auditTrainer(db, at, 'key-store-rewrapped', 'for the new passcode');
      return settleKeys(ctx, db, m, at);
    }
    const replaced = hasKeyStore(db);
    storeKeyStore(db, m.byPasscode!, at);
    auditTrainer(
      db,
      at,
      replaced ? 'key-store-replaced' : 'key-store-created',
      replaced ? 'the old one was not open' : '',
    );
    checkAndSeal(db, m.dk, at, false);
    return settleKeys(ctx, db, { ...m, recovery: m.recovery }, at);
  });
  finishSettling(ctx, settling);
}

/** Before the session closes: the lock is recorded and the head authenticated through it; then DK is wiped. */
export function closeTrainerKeys(ctx: ServiceContext): void {
  try {
    withDb(ctx, (db) => {
      const dk = heldDataKey(ctx.trainer);
      if (dk)
        inTransaction(db, () => {
          auditTrainer(db, ctx.now().toISOString(), 'trainer-locked');
          sealAuditHead(db, purposeKey(dk, 'audit-head'));
          sealLedgerWhileOpen(ctx, db);
        });
      return { ok: true, value: null };
    });
  } finally {
    // Whatever the store said, the key does not outlive the session.
    dropDataKey(ctx.trainer);
  }
}

/** After an audit row written while trainer mode is open: the head moves with it. */
export function sealWhileOpen(ctx: ServiceContext, db: DatabaseSync): void {
  const key = auditHeadKey(ctx);
  if (key) sealAuditHead(db, key);
  sealLedgerWhileOpen(ctx, db);
}

/** Trainer mode does not stay open without its keys: a failure opening them (a busy store) closes it again. */
export function withClosedOnThrow<T>(ctx: ServiceContext, work: () => T): T {
  try {
    return work();
  } catch (error) {
    ctx.trainer.close();
    dropDataKey(ctx.trainer);
    throw error;
  }
}
