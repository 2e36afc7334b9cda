// The trainer's key store (issue 20, guarantees 3 and 5): one random data key DK, stored only wrapped by a key derived
// from the trainer passcode (table trainer_keys), and by one derived from the recovery code. The keys that protect
// records (the audit trail's head MAC, the signing key, the trusted keys' seal) are derived from DK, so they are as
// hard to get as the passcode. Changing the passcode rewraps DK only. The derivations (scrypt) are asynchronous, off
// the main thread; reading and writing the rows is synchronous, inside the caller's transaction.
import { hkdfSync, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { parseSecretWrapped, unwrapWithSecret, wrapWithSecret } from './key-wrap.ts';

const DK_BY_PASSCODE = 'trainer-data-key/passcode/v1';
const DK_BY_RECOVERY = 'trainer-data-key/recovery/v1';

export type KeyOpen =
  | { readonly state: 'open'; readonly dk: Buffer }
  /** No key store yet: a passcode set before it existed (its first unlock creates it). */
  | { readonly state: 'none' }
  /** The passcode does not open the stored DK: the passcode's hash or the key store was replaced. */
  | { readonly state: 'refused' };

interface StoredBlobs {
  readonly byPasscode: string | null;
  readonly byRecovery: string | null;
}

export function hasKeyStore(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM trainer_keys WHERE id = 1').get() !== undefined;
}

export function hasRecoveryCode(db: DatabaseSync): boolean {
  return (
    db.prepare('SELECT 1 FROM trainer_keys WHERE id = 1 AND dk_by_recovery IS NOT NULL').get() !== undefined
  );
}

/** The wrapped copies of DK as stored (null: none). */
export function storedBlobs(db: DatabaseSync): StoredBlobs | null {
  const row = db.prepare('SELECT dk_by_passcode, dk_by_recovery FROM trainer_keys WHERE id = 1').get() as
    { dk_by_passcode: string; dk_by_recovery: string | null } | undefined;
  return row ? { byPasscode: row.dk_by_passcode, byRecovery: row.dk_by_recovery } : null;
}

export function newDataKey(): Buffer {
  return randomBytes(32);
}

/** DK wrapped for the passcode, as stored (JSON). */
export async function wrapForPasscode(dk: Buffer, passcode: string): Promise<string> {
  return JSON.stringify(await wrapWithSecret(passcode, dk, DK_BY_PASSCODE));
}

/** DK wrapped for a recovery code (normalized), as stored (JSON). */
export async function wrapForRecoveryCode(dk: Buffer, code: string): Promise<string> {
  return JSON.stringify(await wrapWithSecret(code, dk, DK_BY_RECOVERY));
}

async function openBlob(json: string | null, secret: string, label: string): Promise<Buffer | null> {
  const blob = parseSecretWrapped(json);
  const dk = blob ? await unwrapWithSecret(secret, blob, label) : null;
  return dk && dk.length === 32 ? dk : null;
}

export async function openWithPasscode(blobs: StoredBlobs | null, passcode: string): Promise<KeyOpen> {
  if (!blobs) return { state: 'none' };
  const dk = await openBlob(blobs.byPasscode, passcode, DK_BY_PASSCODE);
  return dk ? { state: 'open', dk } : { state: 'refused' };
}

/** DK opened by the recovery code (normalized), or null when it is not the code (or none was issued). */
export async function openWithRecovery(blobs: StoredBlobs | null, code: string): Promise<Buffer | null> {
  return blobs ? openBlob(blobs.byRecovery, code, DK_BY_RECOVERY) : null;
}

/** A new store: DK as wrapped for the passcode (any earlier store's other columns are cleared). */
export function storeKeyStore(db: DatabaseSync, byPasscode: string, at: string): void {
  db.prepare(
    `INSERT INTO trainer_keys (id, dk_by_passcode, created_at) VALUES (1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET dk_by_passcode = excluded.dk_by_passcode, created_at = excluded.created_at,
       signing_key = NULL, trust_json = NULL, trust_mac = NULL, dk_by_recovery = NULL, recovered_at = NULL`,
  ).run(byPasscode, at);
}

export function storePasscodeWrap(db: DatabaseSync, byPasscode: string): void {
  db.prepare('UPDATE trainer_keys SET dk_by_passcode = ? WHERE id = 1').run(byPasscode);
}

export function storeRecoveryWrap(db: DatabaseSync, byRecovery: string): void {
  db.prepare('UPDATE trainer_keys SET dk_by_recovery = ? WHERE id = 1').run(byRecovery);
}

/** A key for one purpose, derived from DK (HKDF-SHA256), so no two uses share a key. */
export function purposeKey(dk: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dk, Buffer.alloc(0), `trainer/${purpose}/v1`, 32));
}
