// The trainer passcode: a scrypt hash with its own salt and cost parameters (never the passcode itself), checked in
// constant time. Recovery (README "Forgotten trainer passcode"): a file named RESET-TRAINER-PASSCODE in the data
// folder clears the hash at the next start; every result stays, and the reset is written to the trainer's audit trail.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../storage/transaction.ts';

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

interface AuthRow {
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

export function hasPasscode(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM trainer_auth WHERE id = 1').get() !== undefined;
}

export function checkPasscode(db: DatabaseSync, passcode: string): boolean {
  const row = db.prepare('SELECT hash, salt, params_json FROM trainer_auth WHERE id = 1').get() as
    AuthRow | undefined;
  if (!row) return false;
  const params = JSON.parse(row.params_json) as ScryptParams;
  const expected = Buffer.from(row.hash, 'base64');
  const actual = derive(passcode, Buffer.from(row.salt, 'base64'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function passcodeProblem(passcode: string): string | null {
  if (passcode.trim().length < MIN_PASSCODE_LENGTH)
    return `passcode: must be at least ${MIN_PASSCODE_LENGTH} characters`;
  return null;
}

export function storePasscode(db: DatabaseSync, passcode: string, at: string, event: string): void {
  const salt = randomBytes(16);
  const hash = derive(passcode, salt, SCRYPT_PARAMS);
  inTransaction(db, () => {
    db.prepare(
      `INSERT INTO trainer_auth (id, hash, salt, params_json, set_at) VALUES (1, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, salt = excluded.salt,
         params_json = excluded.params_json, set_at = excluded.set_at`,
    ).run(hash.toString('base64'), salt.toString('base64'), JSON.stringify(SCRYPT_PARAMS), at);
    auditTrainer(db, at, event);
  });
}

export function auditTrainer(db: DatabaseSync, at: string, event: string, detail = ''): void {
  db.prepare('INSERT INTO trainer_events (at, event, detail) VALUES (?, ?, ?)').run(at, event, detail);
}

/** The documented recovery: when the reset file is in the data folder, forget the passcode (results are kept). */
export function applyPasscodeReset(db: DatabaseSync, dataDir: string, at: string): boolean {
  const file = join(dataDir, RESET_FILE);
  if (!existsSync(file)) return false;
  inTransaction(db, () => {
    db.prepare('DELETE FROM trainer_auth WHERE id = 1').run();
    auditTrainer(db, at, 'passcode-reset', `by ${RESET_FILE} in the data folder`);
  });
  rmSync(file, { force: true });
  return true;
}
