// The Ed25519 signing key pair's helpers. The private key is kept by the trainer's key store, wrapped
// (node-shared/keystore/signing-store.ts); signing-key.pub beside the data is a copy of the public key for other
// installations. loadOrCreateSigningKey is the clear-file format of installs from before the key store (their first
// unlock wraps and deletes signing-key.pem), kept to read and test that upgrade.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { failure, type StatedFailure } from '../../core/i18n/failure.ts';
import { libraryWords } from '../../core/i18n/library-words.ts';
import { ref } from '../../core/i18n/say.ts';

export const PRIVATE_KEY_FILE = 'signing-key.pem';
export const PUBLIC_KEY_FILE = 'signing-key.pub';

export interface SigningKey {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  /** The public key as PEM (SPKI). */
  readonly publicPem: string;
  readonly fingerprint: string;
}

/** "SHA256:" and the first 128 bits of the SHA-256 of the public key's DER, in groups of four hex digits. */
export function fingerprintOf(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const hex = createHash('sha256').update(der).digest('hex').slice(0, 32);
  return `SHA256:${hex.match(/.{4}/g)?.join(':') ?? hex}`;
}

/** The key, or why it is not one (a message: English in `error` as it always was; crypto's own words kept in English,
 *  said in the project's words in another language). */
export function publicKeyFromPem(pem: string): { ok: true; key: KeyObject } | StatedFailure {
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== 'ed25519')
      return failure(ref('cli24_key_not_ed25519', { type: String(key.asymmetricKeyType) }));
    return { ok: true, key };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return failure(
      ref('cli24_key_not_pem', { detail: libraryWords(detail, ref('cli24_pem_unreadable', {})) }),
    );
  }
}

/** The key pair and its fingerprint, from the private key. */
export function fromPrivate(privateKey: KeyObject): SigningKey {
  const publicKey = createPublicKey(privateKey);
  return {
    privateKey,
    publicKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: fingerprintOf(publicKey),
  };
}

/** Reads the key pair from `dir`, or creates it there (private key mode 0600). */
export function loadOrCreateSigningKey(dir: string): SigningKey {
  const file = join(dir, PRIVATE_KEY_FILE);
  if (existsSync(file)) {
    const key = fromPrivate(createPrivateKey(readFileSync(file, 'utf8')));
    if (!existsSync(join(dir, PUBLIC_KEY_FILE))) writeFileSync(join(dir, PUBLIC_KEY_FILE), key.publicPem);
    return key;
  }
  mkdirSync(dir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // Written under a temporary name with the mode set at creation, then renamed: no moment where it is world-readable.
  writeFileSync(`${file}.tmp`, pem, { mode: 0o600 });
  chmodSync(`${file}.tmp`, 0o600);
  renameSync(`${file}.tmp`, file);
  const key = fromPrivate(privateKey);
  writeFileSync(join(dir, PUBLIC_KEY_FILE), key.publicPem);
  return key;
}

/** This installation's public key only (for the command line), or null when none was created yet. */
export function readOwnPublicKey(dir: string): KeyObject | null {
  const pub = join(dir, PUBLIC_KEY_FILE);
  try {
    if (existsSync(pub)) return createPublicKey(readFileSync(pub, 'utf8'));
  } catch {
    return null;
  }
  return null;
}
