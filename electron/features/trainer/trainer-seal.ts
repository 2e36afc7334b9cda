// The trainer's sealing key (issue 20, the interface guarantees 1 and 2 build on, docs/SECURITY-attempts.md): an X25519
// key pair whose private key is stored only wrapped by DK. trainerPublicKey() seals without the passcode (known from
// the last unlock of this run: it is read from the key store, so a key planted on disk is never used);
// openSealed() opens only while trainer mode is open.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Result } from '../../../contract/index.ts';
import { failure } from '../../../core/i18n/failure.ts';
import { ref } from '../../../core/i18n/say.ts';
import { purposeKey } from '../../../node-shared/keystore/key-store.ts';
import { heldDataKey } from '../../keystore/key-vault.ts';
import { unwrap, wrap, type Wrapped } from '../../../node-shared/keystore/key-wrap.ts';
import { openBox, type SealedBox } from '../../keystore/sealed-box.ts';
import type { TrainerGate } from '../../../node-shared/passcode/trainer-gate.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { auditTrainer } from './passcode.ts';

const LABEL = 'trainer/seal-key/v1';
const publics = new WeakMap<TrainerGate, KeyObject>();

function storedSealKey(db: DatabaseSync, dk: Buffer): KeyObject | null {
  const row = db.prepare('SELECT seal_key FROM trainer_keys WHERE id = 1').get() as
    { seal_key: string | null } | undefined;
  if (!row?.seal_key) return null;
  try {
    const der = unwrap(purposeKey(dk, 'seal-key'), JSON.parse(row.seal_key) as Wrapped, LABEL);
    return der ? createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }) : null;
  } catch {
    return null;
  }
}

/** In the unlock's transaction: the sealing key pair exists (made once), and its public key is known for this run. */
export function settleSealKey(ctx: ServiceContext, db: DatabaseSync, dk: Buffer, at: string): void {
  let key = storedSealKey(db, dk);
  if (!key) {
    const had = (
      db.prepare('SELECT seal_key FROM trainer_keys WHERE id = 1').get() as { seal_key: string | null }
    ).seal_key;
    key = generateKeyPairSync('x25519').privateKey;
    const der = key.export({ type: 'pkcs8', format: 'der' });
    db.prepare('UPDATE trainer_keys SET seal_key = ? WHERE id = 1').run(
      JSON.stringify(wrap(purposeKey(dk, 'seal-key'), der, LABEL)),
    );
    der.fill(0);
    auditTrainer(
      db,
      at,
      had ? 'seal-key-replaced' : 'seal-key-created',
      had ? 'the stored one did not open' : '',
    );
  }
  publics.set(ctx.trainer, createPublicKey(key));
}

/** The key to seal to, or null before trainer mode was first unlocked in this run. */
export function trainerPublicKey(ctx: ServiceContext): KeyObject | null {
  return publics.get(ctx.trainer) ?? null;
}

/** A sealed secret opened with DK itself: in the unlock's transaction, before trainer mode is open. */
export function openSealedWith(db: DatabaseSync, dk: Buffer, box: SealedBox): Buffer | null {
  const key = storedSealKey(db, dk);
  return key ? openBox(key, box) : null;
}

/** A sealed secret, opened: only while trainer mode is open. */
export function openSealed(ctx: ServiceContext, box: SealedBox): Result<Buffer> {
  const dk = heldDataKey(ctx.trainer);
  if (!dk) return failure(ref('err_trainer_opens_only', {}));
  return withDb(ctx, (db) => {
    const key = storedSealKey(db, dk);
    const plain = key ? openBox(key, box) : null;
    return plain ? { ok: true, value: plain } : failure(ref('err_trainer_seal_wont_open', {}));
  });
}
