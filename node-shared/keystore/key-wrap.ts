// Wrapping a key under another (AES-256-GCM) and deriving a key-encryption key from a secret the trainer knows
// (scrypt, with its own salt: never the passcode hash that is stored beside it). A wrapped key is JSON of base64
// fields; opening it with the wrong key, or after any byte was changed, fails (the GCM tag).
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { scryptCost, type ScryptParams } from '../passcode/scrypt-cost.ts';

export interface Wrapped {
  readonly iv: string;
  readonly tag: string;
  readonly data: string;
}

/** A key wrapped under a key derived from a secret: the salt and cost travel with it. */
export interface SecretWrapped extends Wrapped {
  readonly salt: string;
  readonly params: ScryptParams;
}

/** `label` is bound in as associated data, so a blob wrapped for one purpose cannot be swapped in for another. */
export function wrap(key: Buffer, plain: Buffer, label: string): Wrapped {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(label));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** The plain bytes, or null when the key is wrong or the blob was changed. */
export function unwrap(key: Buffer, blob: Wrapped, label: string): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(blob.iv, 'base64'));
    decipher.setAAD(Buffer.from(label));
    decipher.setAuthTag(Buffer.from(blob.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(blob.data, 'base64')), decipher.final()]);
  } catch {
    return null;
  }
}

/** scrypt on libuv's thread pool, as the passcode's own hash: at its cost it would freeze the main thread. */
function kek(secret: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      secret.normalize('NFC'),
      salt,
      32,
      { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export async function wrapWithSecret(secret: string, plain: Buffer, label: string): Promise<SecretWrapped> {
  const salt = randomBytes(16);
  const params = scryptCost();
  return { ...wrap(await kek(secret, salt, params), plain, label), salt: salt.toString('base64'), params };
}

export async function unwrapWithSecret(
  secret: string,
  blob: SecretWrapped,
  label: string,
): Promise<Buffer | null> {
  return unwrap(await kek(secret, Buffer.from(blob.salt, 'base64'), blob.params), blob, label);
}

/** Parses a stored blob, or null when it is not one (a hand edit). */
export function parseSecretWrapped(json: string | null | undefined): SecretWrapped | null {
  if (!json) return null;
  try {
    const v = JSON.parse(json) as Partial<SecretWrapped>;
    const p = v.params as Partial<ScryptParams> | undefined;
    const ok =
      typeof v.iv === 'string' &&
      typeof v.tag === 'string' &&
      typeof v.data === 'string' &&
      typeof v.salt === 'string' &&
      [p?.N, p?.r, p?.p, p?.keylen].every(
        (n) => Number.isInteger(n) && (n as number) > 0 && (n as number) <= 2 ** 20,
      );
    return ok ? (v as SecretWrapped) : null;
  } catch {
    return null;
  }
}
