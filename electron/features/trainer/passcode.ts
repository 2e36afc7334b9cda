// The trainer passcode: a scrypt hash with its own salt and cost parameters (never the passcode itself), checked in
// constant time. Recovery (README "Forgotten trainer passcode"): the recovery code (trainer-recovery.ts); a file named
// RESET-TRAINER-PASSCODE in the data folder clears the hash at the next start only on an install whose key store was
// never made (a passcode set before it, never unlocked since); it is written to the trainer's audit trail either way.
// The hash runs on libuv's thread pool, never on the main thread: at 0.25 s or more a guess would freeze the app.
import { fieldMessage } from '../../../core/i18n/failure.ts';
import { english } from '../../../core/i18n/phrase.ts';
import { ref, type MessageRef } from '../../../core/i18n/say.ts';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../../node-shared/storage/transaction.ts';
import { appendAuditRow } from '../../../node-shared/integrity/audit-chain.ts';
import { hasKeyStore } from '../../../node-shared/keystore/key-store.ts';
import { COMMON_PASSCODES } from './common-passcodes.ts';
import { scryptCost, type ScryptParams } from '../../../node-shared/passcode/scrypt-cost.ts';

export { SCRYPT_PARAMS, type ScryptParams } from '../../../node-shared/passcode/scrypt-cost.ts';
export const RESET_FILE = 'RESET-TRAINER-PASSCODE';
/** A new passcode's least length (issue 20, guarantee 6); a stored shorter one still unlocks. */
export const MIN_PASSCODE_LENGTH = 8;

/** A stored secret: its scrypt hash, salt and cost parameters (the trainer passcode, a trainee's PIN). */
export interface AuthRow {
  hash: string;
  salt: string;
  params_json: string;
}

function derive(passcode: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(passcode.normalize('NFC'), salt, params.keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A fresh salt and the slow hash of `secret` under it, ready to store. */
export async function hashSecret(secret: string): Promise<AuthRow> {
  const salt = randomBytes(16);
  const params = scryptCost();
  return {
    hash: (await derive(secret, salt, params)).toString('base64'),
    salt: salt.toString('base64'),
    params_json: JSON.stringify(params),
  };
}

/** Whether `secret` hashes to the stored row, compared in constant time. */
export async function secretMatches(row: AuthRow, secret: string): Promise<boolean> {
  const params = JSON.parse(row.params_json) as ScryptParams;
  const expected = Buffer.from(row.hash, 'base64');
  const actual = await derive(secret, Buffer.from(row.salt, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made at a lower cost than new ones are (an older version's N = 2^15, say). */
export function belowCost(row: AuthRow): boolean {
  const params = JSON.parse(row.params_json) as ScryptParams;
  const now = scryptCost();
  return params.N * params.r * params.p < now.N * now.r * now.p;
}

export function hasPasscode(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM trainer_auth WHERE id = 1').get() !== undefined;
}

/** The stored passcode's hash, if one is set. */
export function passcodeRow(db: DatabaseSync): AuthRow | undefined {
  return db.prepare('SELECT hash, salt, params_json FROM trainer_auth WHERE id = 1').get() as
    AuthRow | undefined;
}

/** Why `passcode` may not be set as the trainer passcode, or null when it may. */
export function passcodeProblemMessage(passcode: string): MessageRef | null {
  const shortfall = passcodeShortfall(passcode);
  if (shortfall === 'short')
    return fieldMessage('passcode', ref('main_passcode_short', { min: MIN_PASSCODE_LENGTH }));
  if (shortfall === 'common') return fieldMessage('passcode', ref('main_passcode_common', {}));
  return null;
}

/** The same, in English. */
export function passcodeProblem(passcode: string): string | null {
  const problem = passcodeProblemMessage(passcode);
  return problem && english(problem);
}

/** How a passcode falls short of today's rules: too short, among the commonest, or not at all (null). */
export function passcodeShortfall(passcode: string): 'short' | 'common' | null {
  const trimmed = passcode.trim();
  if (trimmed.length < MIN_PASSCODE_LENGTH) return 'short';
  if (COMMON_PASSCODES.has(trimmed.toLowerCase())) return 'common';
  return null;
}

/** An older passcode's shortfall, as trainer mode says it until the passcode is changed. */
export function shortfallWords(shortfall: 'short' | 'common' | null): MessageRef | null {
  if (shortfall === 'short') return ref('passcode_short', { min: MIN_PASSCODE_LENGTH });
  if (shortfall === 'common') return ref('passcode_common', {});
  return null;
}

/** Stores the passcode's hash (hashSecret), with its audit row. */
export function storePasscode(db: DatabaseSync, row: AuthRow, at: string, event: string): void {
  inTransaction(db, () => writePasscode(db, row, at, event));
}

/** storePasscode inside the caller's transaction (with what else must change with it: the key store's wrap). */
export function writePasscode(db: DatabaseSync, row: AuthRow, at: string, event: string): void {
  db.prepare(
    `INSERT INTO trainer_auth (id, hash, salt, params_json, set_at) VALUES (1, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, salt = excluded.salt,
         params_json = excluded.params_json, set_at = excluded.set_at`,
  ).run(row.hash, row.salt, row.params_json, at);
  auditTrainer(db, at, event);
}

/** One row of the trainer's audit trail, chained to the one before (node-shared/integrity/audit-chain.ts). */
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
