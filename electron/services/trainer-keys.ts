// The trainer's key store at the trainer session's edges (issue 20, guarantees 3 and 5): the passcode opens DK on
// unlock (and creates the store on the first unlock of a passcode set before it existed); DK is held only while the
// session is open; the audit trail is checked and its head authenticated at unlock, after each trainer action and
// at lock. trainer.ts calls these with one line each, so its passcode rules stay its own.
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../ipc/contract.ts';
import { checkAuditTrail, sealAuditHead } from '../integrity/audit-head.ts';
import {
  createKeyStore,
  hasKeyStore,
  hasRecoveryCode,
  openKeyStore,
  purposeKey,
  rewrapForPasscode,
} from '../keystore/key-store.ts';
import { dropDataKey, heldDataKey, holdDataKey } from '../keystore/key-vault.ts';
import { readTrust, settleSigningKey } from '../keystore/signing-store.ts';
import { withDb, type ServiceContext } from './context.ts';
import { auditTrainer } from './passcode.ts';
import { inTransaction } from '../storage/transaction.ts';
import { appTrust } from './report-trust.ts';
import { issueRecoveryCode } from './trainer-recovery.ts';

export const KEYS_REFUSED =
  'The trainer passcode was accepted but it does not open the trainer key store: the passcode record or the key ' +
  'store was changed outside the app. Trainer mode stays locked.';

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
  sealAuditHead(db, key);
}

/** On unlock, after the passcode matched: opens (or, on an older install, creates) DK and holds it. */
export function openTrainerKeys(ctx: ServiceContext, db: DatabaseSync, passcode: string): Result<true> {
  const at = ctx.now().toISOString();
  const opened = openKeyStore(db, passcode);
  if (opened.state === 'refused') {
    inTransaction(db, () =>
      auditTrainer(db, at, 'key-store-refused', 'the passcode did not open the key store'),
    );
    return { ok: false, error: KEYS_REFUSED };
  }
  const settling = inTransaction(db, (): Settling => {
    if (opened.state === 'open') {
      // Checked before the unlock's own row, so rows cut off the end are counted from where they were cut.
      checkAndSeal(db, opened.dk, at, true);
      auditTrainer(db, at, 'trainer-unlocked');
      return settleKeys(ctx, db, opened.dk, at);
    }
    // A trail that already records a key store means this one was removed outside the app, not never made.
    const removed = db
      .prepare("SELECT 1 FROM trainer_events WHERE event = 'key-store-created' LIMIT 1")
      .get();
    if (removed)
      auditTrainer(db, at, 'audit-check-failed', 'the trainer key store was removed outside the app');
    const created = createKeyStore(db, passcode, at);
    auditTrainer(db, at, 'key-store-created', 'first unlock since the key store was added');
    checkAndSeal(db, created, at, false);
    return settleKeys(ctx, db, created, at);
  });
  finishSettling(ctx, settling);
  return { ok: true, value: true };
}

interface Settling {
  readonly dk: Buffer;
  readonly afterCommit: () => void;
}

/**
 * In the unlock's transaction: the signing key wrapped (or made), a changed trust list recorded, the head sealed.
 * A clear signing-key.pem is deleted only after the wrapped copy is committed (afterCommit).
 */
function settleKeys(ctx: ServiceContext, db: DatabaseSync, dk: Buffer, at: string): Settling {
  const { settled, afterCommit } = settleSigningKey(db, dk, ctx.keyDir);
  if (settled.event) auditTrainer(db, at, settled.event, settled.fingerprint);
  const trust = readTrust(db, dk);
  if (trust && !trust.ok) auditTrainer(db, at, 'trusted-keys-tampered', trust.problem);
  // A store without a recovery code (new, or made before codes existed) gets one, shown once.
  if (!hasRecoveryCode(db)) issueRecoveryCode(ctx, db, dk, at);
  sealAuditHead(db, purposeKey(dk, 'audit-head'));
  return { dk, afterCommit };
}

function finishSettling(ctx: ServiceContext, settling: Settling): void {
  settling.afterCommit();
  holdDataKey(ctx.trainer, settling.dk);
  // Remembered for this run, so a report can be verified on the locked screen.
  appTrust(ctx);
}

/**
 * A passcode was just stored (set for the first time, or changed with the current one): DK is rewrapped under it, or
 * a new store is made when there was none to open.
 */
export function keysForNewPasscode(
  ctx: ServiceContext,
  db: DatabaseSync,
  passcode: string,
  current: string | undefined,
): void {
  const at = ctx.now().toISOString();
  const open = current === undefined ? null : openKeyStore(db, current);
  const held = heldDataKey(ctx.trainer) ?? (open?.state === 'open' ? open.dk : null);
  const settling = inTransaction(db, (): Settling => {
    if (held && hasKeyStore(db)) {
      rewrapForPasscode(db, held, passcode);
      auditTrainer(db, at, 'key-store-rewrapped', 'for the new passcode');
      return settleKeys(ctx, db, held, at);
    }
    const replaced = hasKeyStore(db);
    const created = createKeyStore(db, passcode, at);
    auditTrainer(
      db,
      at,
      replaced ? 'key-store-replaced' : 'key-store-created',
      replaced ? 'the old one was not open' : '',
    );
    checkAndSeal(db, created, at, false);
    return settleKeys(ctx, db, created, at);
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
