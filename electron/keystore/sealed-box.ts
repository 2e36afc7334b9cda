// Sealing a secret to the trainer (issue 20, for guarantees 1 and 2: a per-attempt key sealed while the candidate sits,
// opened only by the trainer). An X25519 sealed box: a fresh ephemeral key pair, ECDH with the trainer's public key,
// HKDF-SHA256 over the shared secret (bound to both public keys), AES-256-GCM. Anyone may seal with the public key;
// only the holder of the private key (kept in the key store, wrapped by DK) opens.
import { createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, type KeyObject } from 'node:crypto';
import { unwrap, wrap, type Wrapped } from '../../node-shared/keystore/key-wrap.ts';

const INFO = 'trainer/sealed-box/v1';

export interface SealedBox extends Wrapped {
  /** The ephemeral public key (SPKI DER, base64). */
  readonly epk: string;
}

function boxKey(shared: Buffer, epk: Buffer, recipient: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', shared, Buffer.concat([epk, recipient]), INFO, 32));
}

function der(key: KeyObject): Buffer {
  return key.export({ type: 'spki', format: 'der' });
}

export function sealTo(recipient: KeyObject, plain: Buffer): SealedBox {
  const eph = generateKeyPairSync('x25519');
  const shared = diffieHellman({ privateKey: eph.privateKey, publicKey: recipient });
  const epk = der(eph.publicKey);
  return { ...wrap(boxKey(shared, epk, der(recipient)), plain, INFO), epk: epk.toString('base64') };
}

/** The plain bytes, or null when the box is not for this key or was changed. */
export function openBox(privateKey: KeyObject, box: SealedBox): Buffer | null {
  try {
    const epk = Buffer.from(box.epk, 'base64');
    const ephemeral = createPublicKey({ key: epk, format: 'der', type: 'spki' });
    const shared = diffieHellman({ privateKey, publicKey: ephemeral });
    return unwrap(boxKey(shared, epk, der(createPublicKey(privateKey))), box, INFO);
  } catch {
    return null;
  }
}
