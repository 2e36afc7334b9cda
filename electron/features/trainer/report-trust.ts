// What the app signs with and trusts (issue 20, guarantee 3): the signing key only while trainer mode is open (from
// the key store), and the trusted keys only as authenticated by the key store. The authenticated list is remembered
// in memory from the last unlock of this run, so a report can be verified on the locked screen; after a restart,
// before any unlock, no key is trusted (nothing on disk is taken on its word).
import { english } from '../../../core/i18n/phrase.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import type { Result } from '../../../contract/index.ts';
import { heldDataKey } from '../../keystore/key-vault.ts';
import {
  readTrust,
  storedSigningKey,
  trustList,
  writeTrust,
  type Trust,
  type TrustRead,
} from '../../../node-shared/keystore/signing-store.ts';
import type { SigningKey } from '../../../node-shared/reports/signing-key.ts';
import type { TrustedKey } from '../../../node-shared/reports/trusted-keys.ts';
import type { TrainerGate } from '../../../node-shared/passcode/trainer-gate.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { auditTrainer } from './passcode.ts';
import { sealWhileOpen } from './trainer-keys.ts';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';

const SIGN_NEEDS_TRAINER = failure(ref('err_trainer_sign_needs_trainer', {}));
export const TRUST_UNKNOWN_SAID = ref('main_trust_unknown', {});
export const TRUST_UNKNOWN = english(TRUST_UNKNOWN_SAID);

const remembered = new WeakMap<TrainerGate, TrustRead>();

/** The authenticated trust list (read afresh while trainer mode is open), or null when none is known. */
export function appTrust(ctx: ServiceContext): TrustRead | null {
  const dk = heldDataKey(ctx.trainer);
  if (dk) {
    const read = withDb(ctx, (db) => ({ ok: true, value: readTrust(db, dk) }));
    if (read.ok && read.value) remembered.set(ctx.trainer, read.value);
  }
  return remembered.get(ctx.trainer) ?? null;
}

/** The trust list as verifyReport takes it (kept with the key store, which the command line opens too). */
export { trustList };

export function unlockedSigningKey(ctx: ServiceContext): Result<SigningKey> {
  const dk = heldDataKey(ctx.trainer);
  if (!dk) return SIGN_NEEDS_TRAINER;
  return withDb(ctx, (db) => {
    const key = storedSigningKey(db, dk);
    return key ? { ok: true, value: key } : failure(ref('err_trainer_signing_key_wont_open', {}));
  });
}

/** Adds a registered key to the authenticated list (trainer mode open). */
export function addAuthenticatedKey(ctx: ServiceContext, entry: TrustedKey): Result<TrustedKey> {
  const dk = heldDataKey(ctx.trainer);
  if (!dk) return failure(ref('err_trainer_trust_locked', {}));
  return withDb(ctx, (db) => {
    const read = readTrust(db, dk);
    // A list that does not check is replaced by this PC's key and the new key: nothing of the edited list is kept.
    const own = storedSigningKey(db, dk);
    const base: Trust = read?.ok ? read.trust : { own: own ? [own.publicPem] : [], registered: [] };
    const next: Trust = {
      own: base.own,
      registered: [...base.registered.filter((k) => k.fingerprint !== entry.fingerprint), entry],
    };
    inTransaction(db, () => {
      writeTrust(db, dk, next, ctx.keyDir);
      auditTrainer(db, ctx.now().toISOString(), 'trusted-key-added', `${entry.fingerprint} ${entry.label}`);
      sealWhileOpen(ctx, db);
    });
    remembered.set(ctx.trainer, { ok: true, trust: next });
    return { ok: true, value: entry };
  });
}
