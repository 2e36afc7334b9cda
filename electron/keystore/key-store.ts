// The trainer's key store (issue 20, guarantees 3 and 5): one random data key DK, stored only wrapped by a key derived
// from the trainer passcode (table trainer_keys). The keys that protect records (the audit trail's head MAC, ...) are
// derived from DK, so they are as hard to get as the passcode. Changing the passcode rewraps DK only.
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

export function hasKeyStore(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM trainer_keys WHERE id = 1').get() !== undefined;
}

/** A fresh DK, stored wrapped under `passcode`. */
export function createKeyStore(db: DatabaseSync, passcode: string, at: string): Buffer {
  const dk = randomBytes(32);
  db.prepare(
    `INSERT INTO trainer_keys (id, dk_by_passcode, created_at) VALUES (1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET dk_by_passcode = excluded.dk_by_passcode, created_at = excluded.created_at`,
  ).run(JSON.stringify(wrapWithSecret(passcode, dk, DK_BY_PASSCODE)), at);
  return dk;
}

export function openKeyStore(db: DatabaseSync, passcode: string): KeyOpen {
  const row = db.prepare('SELECT dk_by_passcode FROM trainer_keys WHERE id = 1').get() as
    { dk_by_passcode: string } | undefined;
  if (!row) return { state: 'none' };
  const blob = parseSecretWrapped(row.dk_by_passcode);
  const dk = blob ? unwrapWithSecret(passcode, blob, DK_BY_PASSCODE) : null;
  return dk && dk.length === 32 ? { state: 'open', dk } : { state: 'refused' };
}

/** A new passcode: DK stays, only its wrapping changes (everything DK protects stays readable). */
export function rewrapForPasscode(db: DatabaseSync, dk: Buffer, passcode: string): void {
  db.prepare('UPDATE trainer_keys SET dk_by_passcode = ? WHERE id = 1').run(
    JSON.stringify(wrapWithSecret(passcode, dk, DK_BY_PASSCODE)),
  );
}

/** A key for one purpose, derived from DK (HKDF-SHA256), so no two uses share a key. */
export function purposeKey(dk: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dk, Buffer.alloc(0), `trainer/${purpose}/v1`, 32));
}

/** DK wrapped by the recovery code as well (a new code replaces the old one). `code` is normalized. */
export function wrapForRecovery(db: DatabaseSync, dk: Buffer, code: string): void {
  db.prepare('UPDATE trainer_keys SET dk_by_recovery = ? WHERE id = 1').run(
    JSON.stringify(wrapWithSecret(code, dk, DK_BY_RECOVERY)),
  );
}

export function hasRecoveryCode(db: DatabaseSync): boolean {
  return (
    db.prepare('SELECT 1 FROM trainer_keys WHERE id = 1 AND dk_by_recovery IS NOT NULL').get() !== undefined
  );
}

/** DK opened by the recovery code (normalized), or null when it is not the code (or none was issued). */
export function openWithRecovery(db: DatabaseSync, code: string): Buffer | null {
  const row = db.prepare('SELECT dk_by_recovery FROM trainer_keys WHERE id = 1').get() as
    { dk_by_recovery: string | null } | undefined;
  const blob = parseSecretWrapped(row?.dk_by_recovery);
  const dk = blob ? unwrapWithSecret(code, blob, DK_BY_RECOVERY) : null;
  return dk && dk.length === 32 ? dk : null;
}
