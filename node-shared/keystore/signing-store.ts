// The report signing key and the trusted keys, kept by the trainer's key store (issue 20, guarantee 3). The Ed25519
// private key is stored only wrapped by DK (trainer_keys.signing_key), so it signs only while trainer mode is open.
// The keys a report may be trusted under (this PC's own, current and earlier, and the registered ones) are stored
// with an HMAC under a key from DK (trust_json, trust_mac): a list edited outside the app does not check, and is not
// trusted. signing-key.pub stays on disk as a copy of the public key to hand to another PC (whose trainer compares its
// fingerprint before registering it); nothing trusts it as found. trusted-keys.json is no longer written: an older
// version's is read once, when its installation's key store is first made (settleSigningKey), and then removed.
import { english } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { TrustList } from '../reports/signed-report.ts';
import {
  fingerprintOf,
  fromPrivate,
  PRIVATE_KEY_FILE,
  PUBLIC_KEY_FILE,
  type SigningKey,
} from '../reports/signing-key.ts';
import { readTrustedKeys, TRUSTED_KEYS_FILE, type TrustedKey } from '../reports/trusted-keys.ts';
import { purposeKey } from './key-store.ts';
import { unwrap, wrap, type Wrapped } from './key-wrap.ts';

const SIGNING_LABEL = 'trainer/signing-key/v1';

export interface Trust {
  /** This PC's own public keys (PEM), oldest first; the last is the current one. */
  readonly own: readonly string[];
  readonly registered: readonly TrustedKey[];
}

export type TrustRead =
  { readonly ok: true; readonly trust: Trust } | { readonly ok: false; readonly problem: string };

export const TRUST_TAMPERED_SAID = ref('main_trust_tampered', {});
export const TRUST_TAMPERED = english(TRUST_TAMPERED_SAID);

function macOf(dk: Buffer, json: string): string {
  return createHmac('sha256', purposeKey(dk, 'trusted-keys')).update(json).digest('hex');
}

function row(db: DatabaseSync): {
  signing_key: string | null;
  trust_json: string | null;
  trust_mac: string | null;
} {
  return (
    (db.prepare('SELECT signing_key, trust_json, trust_mac FROM trainer_keys WHERE id = 1').get() as
      { signing_key: string | null; trust_json: string | null; trust_mac: string | null } | undefined) ?? {
      signing_key: null,
      trust_json: null,
      trust_mac: null,
    }
  );
}

/** The authenticated trust list, or what is wrong with it; null when none was stored yet. */
export function readTrust(db: DatabaseSync, dk: Buffer): TrustRead | null {
  const r = row(db);
  if (r.trust_json === null && r.trust_mac === null) return null;
  const expected = Buffer.from(macOf(dk, r.trust_json ?? ''), 'hex');
  const actual = Buffer.from(r.trust_mac ?? '', 'hex');
  if (r.trust_json === null || actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, problem: TRUST_TAMPERED };
  return { ok: true, trust: JSON.parse(r.trust_json) as Trust };
}

function writeFileAtomic(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** Stores the list with its seal; the public key file is refreshed as a copy to hand on. */
export function writeTrust(db: DatabaseSync, dk: Buffer, trust: Trust, keyDir: string): void {
  const json = JSON.stringify(trust);
  db.prepare('UPDATE trainer_keys SET trust_json = ?, trust_mac = ? WHERE id = 1').run(json, macOf(dk, json));
  writeTrustFiles(trust, keyDir);
}

/** The public key's copy, from the authenticated list (an edited copy is put back at each unlock). */
function writeTrustFiles(trust: Trust, keyDir: string): void {
  mkdirSync(keyDir, { recursive: true });
  const current = trust.own.at(-1);
  if (current) writeFileAtomic(join(keyDir, PUBLIC_KEY_FILE), current);
}

/** The signing key, unwrapped with DK; null when none is stored, or it does not open (changed outside the app). */
export function storedSigningKey(db: DatabaseSync, dk: Buffer): SigningKey | null {
  const wrapped = row(db).signing_key;
  if (!wrapped) return null;
  try {
    const pem = unwrap(purposeKey(dk, 'signing-key'), JSON.parse(wrapped) as Wrapped, SIGNING_LABEL);
    return pem ? fromPrivate(createPrivateKey(pem.toString('utf8'))) : null;
  } catch {
    return null;
  }
}

function storeSigningKey(db: DatabaseSync, dk: Buffer, key: SigningKey): void {
  const pem = Buffer.from(key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  db.prepare('UPDATE trainer_keys SET signing_key = ? WHERE id = 1').run(
    JSON.stringify(wrap(purposeKey(dk, 'signing-key'), pem, SIGNING_LABEL)),
  );
  pem.fill(0);
}

export type Settled =
  | { readonly event: null }
  | { readonly event: 'signing-key-wrapped' | 'signing-key-created'; readonly fingerprint: string };

/**
 * With DK open: makes sure a wrapped signing key and a sealed trust list exist. An install from before the key store
 * has its clear signing-key.pem wrapped (its public key stays trusted) and the clear file deleted once the wrapped copy
 * is committed (`afterCommit`); its registered keys are taken over as they are at that moment. Only for the first store
 * (`adoptFiles`): a store made after one was removed takes nothing from the files, which may have been edited.
 */
export function settleSigningKey(
  db: DatabaseSync,
  dk: Buffer,
  keyDir: string,
  adoptFiles: boolean,
): { settled: Settled; afterCommit: () => void } {
  const trust = readTrust(db, dk);
  const existing = storedSigningKey(db, dk);
  if (existing) {
    if (trust === null) writeTrust(db, dk, { own: [existing.publicPem], registered: [] }, keyDir);
    else if (trust.ok) writeTrustFiles(trust.trust, keyDir);
    // An older version's list, long taken over (or planted): a list on disk that nothing reads would only mislead.
    return {
      settled: { event: null },
      afterCommit: () => rmSync(join(keyDir, TRUSTED_KEYS_FILE), { force: true }),
    };
  }
  const pemFile = join(keyDir, PRIVATE_KEY_FILE);
  let key: SigningKey;
  let event: 'signing-key-wrapped' | 'signing-key-created';
  if (adoptFiles && existsSync(pemFile)) {
    key = fromPrivate(createPrivateKey(readFileSync(pemFile, 'utf8')));
    event = 'signing-key-wrapped';
  } else {
    key = fromPrivate(generateKeyPairSync('ed25519').privateKey);
    event = 'signing-key-created';
  }
  storeSigningKey(db, dk, key);
  const before: Trust =
    trust?.ok === true
      ? trust.trust
      : // First time: the registered keys as they are now (the list the trainer had been using).
        { own: [], registered: trust === null && adoptFiles ? readTrustedKeys(keyDir) : [] };
  writeTrust(
    db,
    dk,
    { own: [...before.own.filter((p) => p !== key.publicPem), key.publicPem], registered: before.registered },
    keyDir,
  );
  return {
    settled: { event, fingerprint: key.fingerprint },
    afterCommit: () => {
      rmSync(pemFile, { force: true });
      rmSync(`${pemFile}.tmp`, { force: true });
      // Taken over into the sealed list (when adopted): the file is no longer read or written.
      rmSync(join(keyDir, TRUSTED_KEYS_FILE), { force: true });
    },
  };
}

/** After a recovery: a new signing key; the earlier public keys stay trusted, so earlier reports still verify. */
export function replaceSigningKey(db: DatabaseSync, dk: Buffer, keyDir: string): SigningKey {
  const key = fromPrivate(generateKeyPairSync('ed25519').privateKey);
  const trust = readTrust(db, dk);
  const before: Trust = trust?.ok ? trust.trust : { own: [], registered: [] };
  storeSigningKey(db, dk, key);
  writeTrust(db, dk, { own: [...before.own, key.publicPem], registered: before.registered }, keyDir);
  return key;
}

/** The trust list as verifyReport takes it: this PC's current key as its own, earlier ones as registered. */
export function trustList(trust: TrustRead | null): TrustList {
  if (!trust?.ok) return { own: null, registered: [], given: [] };
  const own = trust.trust.own;
  const current = own.at(-1);
  const earlier: TrustedKey[] = own.slice(0, -1).map((pem) => ({
    fingerprint: fingerprintOf(createPublicKey(pem)),
    label: 'This PC (an earlier signing key)',
    publicKey: pem,
    // When it was this PC's own key is not recorded; the list shows label and fingerprint.
    addedAt: new Date(0).toISOString(),
  }));
  return {
    own: current ? createPublicKey(current) : null,
    registered: [...earlier, ...trust.trust.registered],
    given: [],
  };
}
