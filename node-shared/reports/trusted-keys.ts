// Public keys of other installations the trainer has registered as trusted (another training PC). They are kept in
// the trainer's key store, sealed (node-shared/keystore/signing-store.ts). Versions before it kept them in
// trusted-keys.json in the data folder; that file is read only to take an older installation's list over at its first
// unlock.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
