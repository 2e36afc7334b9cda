// The trainer's sealing key (issue 20, the interface for guarantees 1 and 2): a secret sealed to trainerPublicKey()
// opens with openSealed() only while trainer mode is open; a changed box, or one sealed to a key planted by the
// candidate, does not open; the private key is on disk only wrapped.
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBox, sealTo } from '../../electron/keystore/sealed-box.ts';
import { openSealed, trainerPublicKey } from '../../electron/features/trainer/trainer-seal.ts';
import { removeDir, tempDir, testBackend, type TestBackend } from '../electron/helpers.ts';

const PASSCODE = 'open-sesame';
let dir: string;
let b: TestBackend;

beforeEach(() => {
  dir = tempDir('seal-');
  b = testBackend(dir);
});
afterEach(async () => {
  await b.close();
  removeDir(dir);
});

describe("the trainer's sealing key", () => {
  it('is known once trainer mode was unlocked; a sealed secret opens only while it is open', async () => {
    expect(trainerPublicKey(b.context)).toBeNull();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const publicKey = trainerPublicKey(b.context);
    expect(publicKey?.asymmetricKeyType).toBe('x25519');
    await b.value('trainer.lock');
    // Sealing needs no passcode: the candidate's attempt can be sealed while trainer mode is locked.
    const secret = Buffer.from('attempt key K');
    const box = sealTo(publicKey!, secret);
    expect(openSealed(b.context, box).ok).toBe(false);
    await b.value('trainer.unlock', { passcode: PASSCODE });
    const opened = openSealed(b.context, box);
    expect(opened.ok && opened.value.toString()).toBe('attempt key K');
    // The same key pair after a restart and an unlock.
    await b.close();
    b = testBackend(dir);
    await b.value('trainer.unlock', { passcode: PASSCODE });
    expect(trainerPublicKey(b.context)?.export({ type: 'spki', format: 'pem' })).toBe(
      publicKey!.export({ type: 'spki', format: 'pem' }),
    );
    expect(openSealed(b.context, box).ok).toBe(true);
  });

  it('a changed box, or one for another key, does not open', async () => {
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const box = sealTo(trainerPublicKey(b.context)!, Buffer.from('K'));
    const data = Buffer.from(box.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(openSealed(b.context, { ...box, data: data.toString('base64') }).ok).toBe(false);
    const planted = generateKeyPairSync('x25519');
    const forOther = sealTo(planted.publicKey, Buffer.from('K'));
    expect(openSealed(b.context, forOther).ok).toBe(false);
    expect(openBox(planted.privateKey, forOther)?.toString()).toBe('K');
  });

  it('no private key is on disk in clear', async () => {
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    await b.close();
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isFile()) expect(readFileSync(path, 'latin1'), name).not.toContain('PRIVATE KEY');
    }
    b = testBackend(dir);
  });
});
