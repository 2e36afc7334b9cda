// The trainer passcode: a scrypt hash with its own salt and cost parameters (never the passcode itself), checked in
// constant time. Recovery (README "Forgotten trainer passcode"): the recovery code (trainer-recovery.ts); a file named
// RESET-TRAINER-PASSCODE in the data folder clears the hash at the next start only on an install whose key store was
// never made (a passcode set before it, never unlocked since); it is written to the trainer's audit trail either way.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../storage/transaction.ts';
import { appendAuditRow } from '../integrity/audit-chain.ts';
import { hasKeyStore } from '../keystore/key-store.ts';

export const RESET_FILE = 'RESET-TRAINER-PASSCODE';
export const MIN_PASSCODE_LENGTH = 6;

/** scrypt cost: N = 2^15 takes about 50-100 ms on a laptop, slow enough to make guessing a stolen hash costly. */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly keylen: number;
}
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keylen: 32 };

/** A stored secret: its scrypt hash, salt and cost parameters (the trainer passcode, a trainee's PIN). */
export interface AuthRow {
  hash: string;
  salt: string;
  params_json: string;
}

function derive(passcode: string, salt: Buffer, params: ScryptParams): Buffer {
  return scryptSync(passcode.normalize('NFC'), salt, params.keylen, {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r,
  });
}

/** A fresh salt and the slow hash of `secret` under it, ready to store. */
export function hashSecret(secret: string): AuthRow {
  const salt = randomBytes(16);
  return {
    hash: derive(secret, salt, SCRYPT_PARAMS).toString('base64'),
    salt: salt.toString('base64'),
    params_json: JSON.stringify(SCRYPT_PARAMS),
  };
}

/** Whether `secret` hashes to the stored row, compared in constant time. */
export function secretMatches(row: AuthRow, secret: string): boolean {
  const params = JSON.parse(row.params_json) as ScryptParams;
  const expected = Buffer.from(row.hash, 'base64');
  const actual = derive(secret, Buffer.from(row.salt, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function hasPasscode(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM trainer_auth WHERE id = 1').get() !== undefined;
}

export function checkPasscode(db: DatabaseSync, passcode: string): boolean {
  const row = db.prepare('SELECT hash, salt, params_json FROM trainer_auth WHERE id = 1').get() as
    AuthRow | undefined;
  return row !== undefined && secretMatches(row, passcode);
}

export function passcodeProblem(passcode: string): string | null {
  if (passcode.trim().length < MIN_PASSCODE_LENGTH)
    return `passcode: must be at least ${MIN_PASSCODE_LENGTH} characters`;
  return null;
}

export function storePasscode(db: DatabaseSync, passcode: string, at: string, event: string): void {
  const row = hashSecret(passcode);
  inTransaction(db, () => {
    db.prepare(
      `INSERT INTO trainer_auth (id, hash, salt, params_json, set_at) VALUES (1, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, salt = excluded.salt,
         params_json = excluded.params_json, set_at = excluded.set_at`,
    ).run(row.hash, row.salt, row.params_json, at);
    auditTrainer(db, at, event);
  });
}

/** One row of the trainer's audit trail, chained to the one before (electron/integrity/audit-chain.ts). */
export function auditTrainer(db: DatabaseSync, at: string, event: string, detail = ''): void {
  appendAuditRow(db, at, event, detail);
}

/** The documented recovery: when the reset file is in the data folder, forget the passcode (results are kept). */
export function applyPasscodeReset(db: DatabaseSync, dataDir: string, at: string): boolean {
  const file = join(dataDir, RESET_FILE);
  if (!existsSync(file)) return false;
  // Issue 20, guarantee 5: once the key store exists, only the recovery code recovers the passcode; the file is
  // written to the audit trail and removed, and changes nothing.
  if (hasKeyStore(db)) {
    inTransaction(db, () =>
      auditTrainer(
        db,
        at,
        'passcode-reset-refused',
        `${RESET_FILE} found: only the recovery code recovers it`,
      ),
    );
    rmSync(file, { force: true });
    return false;
  }
  inTransaction(db, () => {
    db.prepare('DELETE FROM trainer_auth WHERE id = 1').run();
    auditTrainer(db, at, 'passcode-reset', `by ${RESET_FILE} in the data folder`);
  });
  rmSync(file, { force: true });
  return true;
}
