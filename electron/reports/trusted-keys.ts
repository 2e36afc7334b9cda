// Public keys of other installations the trainer has registered as trusted (another training PC), kept as a JSON
// file in the user-data folder so the command line's verify reads the same list as the app.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprintOf, publicKeyFromPem } from './signing-key.ts';

export const TRUSTED_KEYS_FILE = 'trusted-keys.json';

export interface TrustedKey {
  readonly fingerprint: string;
  readonly label: string;
  readonly publicKey: string;
  readonly addedAt: string;
}

export function readTrustedKeys(dir: string): TrustedKey[] {
  const file = join(dir, TRUSTED_KEYS_FILE);
  if (!existsSync(file)) return [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (k): k is TrustedKey =>
        typeof k === 'object' &&
        k !== null &&
        typeof (k as TrustedKey).publicKey === 'string' &&
        typeof (k as TrustedKey).fingerprint === 'string',
    );
  } catch {
    return [];
  }
}

export function addTrustedKey(
  dir: string,
  pem: string,
  label: string,
  at: string,
): { ok: true; value: TrustedKey } | { ok: false; error: string } {
  const key = publicKeyFromPem(pem);
  if (!key.ok) return { ok: false, error: `publicKey: ${key.error}` };
  const entry: TrustedKey = {
    fingerprint: fingerprintOf(key.key),
    label,
    publicKey: key.key.export({ type: 'spki', format: 'pem' }).toString(),
    addedAt: at,
  };
  const keys = readTrustedKeys(dir).filter((k) => k.fingerprint !== entry.fingerprint);
  keys.push(entry);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, TRUSTED_KEYS_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(keys, null, 2));
  renameSync(`${file}.tmp`, file);
  return { ok: true, value: entry };
}
