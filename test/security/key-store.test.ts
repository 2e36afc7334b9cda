// The candidate's tools against the report signing keys (issue 20, guarantee 3): the signing key is on disk only
// wrapped by the trainer's key store, a key the candidate plants in signing-key.pub or trusted-keys.json is not trusted,
// an edited trust list is shown as changed and trusts nothing, and an install from before the key store has its clear
// signing-key.pem wrapped and deleted at its first unlock (its public key still trusted).
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_TAMPERED } from '../../node-shared/keystore/signing-store.ts';
import { english } from '../../core/i18n/phrase.ts';
import { signRecord } from '../../node-shared/reports/signed-report.ts';
import {
  fromPrivate,
  loadOrCreateSigningKey,
  PRIVATE_KEY_FILE,
  PUBLIC_KEY_FILE,
} from '../../node-shared/reports/signing-key.ts';
import { TRUSTED_KEYS_FILE } from '../../node-shared/reports/trusted-keys.ts';
import { reportFiles } from '../../electron/features/assessment/reports.ts';
import { hashSecret } from '../../electron/features/trainer/passcode.ts';
import { TRUST_UNKNOWN } from '../../electron/features/trainer/report-trust.ts';
import { MIGRATIONS } from '../../electron/storage/migrations.ts';
import { runAttempt, type AttemptRun } from '../support/assessment-run.ts';
import { removeDir, tempDir, testBackend } from '../electron/helpers.ts';
import { ASSESS_APP } from './attempt-helpers.ts';

const PASSCODE = 'sample-passcode';
let dir: string;
let data: string;
let run: AttemptRun;
let genuine: Buffer;

beforeAll(async () => {
  dir = tempDir('keys-');
  data = join(dir, 'data');
  run = await runAttempt({
    dataDir: data,
    appRoot: ASSESS_APP,
    drillSetId: 'timed-assessment',
    seed: '8c1f0e6a52d94b7e9f3a1c2d4e5f6a7b',
    candidate: { name: 'Dana', staffNumber: 'D-7' },
    assessor: 'Pat',
  });
  genuine = Buffer.from((await reportFiles(run.record, run.key)).json);
  await run.backend.close();
});
afterAll(() => removeDir(dir));

/** Every file under the folder, as text, for "nothing in clear" checks. */
function everyFile(folder: string): [string, string][] {
  return readdirSync(folder).flatMap((name): [string, string][] => {
    const path = join(folder, name);
    return statSync(path).isFile() ? [[name, readFileSync(path, 'latin1')]] : everyFile(path);
  });
}

/** The candidate's forgery: the real record, passed, signed with a key of their own. */
function forged(): { bytes: Buffer; publicPem: string } {
  const key = fromPrivate(generateKeyPairSync('ed25519').privateKey);
  const record = { ...run.record, knowledge: { ...run.record.knowledge, passed: true } };
  return {
    bytes: Buffer.from(`${JSON.stringify(signRecord(record, key), null, 2)}\n`),
    publicPem: key.publicPem,
  };
}

describe('a report signed with anything found on disk is not trusted', () => {
  it('no private key is on disk in clear: not in a file, not in the database or its WAL', () => {
    const secret = run.key.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    for (const [name, text] of everyFile(data)) {
      expect(text, name).not.toContain('PRIVATE KEY');
      expect(text, name).not.toContain(secret);
    }
    expect(existsSync(join(data, PRIVATE_KEY_FILE))).toBe(false);
  });

  it('a key planted in signing-key.pub and trusted-keys.json signs nothing the app trusts', async () => {
    const forgery = forged();
    writeFileSync(join(data, PUBLIC_KEY_FILE), forgery.publicPem);
    writeFileSync(
      join(data, TRUSTED_KEYS_FILE),
      JSON.stringify([{ fingerprint: 'x', label: 'Head office', publicKey: forgery.publicPem, addedAt: '' }]),
    );
    const b = testBackend(data, { appRoot: ASSESS_APP });
    try {
      // Before any unlock nothing is trusted, and the screen says why.
      const locked = await b.value('reports.verify', { bytes: new Uint8Array(forgery.bytes) });
      expect(locked.status).toBe('untrusted');
      expect(english(locked.message)).toContain(TRUST_UNKNOWN);
      await b.value('trainer.unlock', { passcode: PASSCODE });
      const outcome = await b.value('reports.verify', { bytes: new Uint8Array(forgery.bytes) });
      expect(outcome.status).toBe('untrusted');
      // The genuine report still is, also once trainer mode is locked again (remembered for this run).
      await b.value('trainer.lock');
      const real = await b.value('reports.verify', { bytes: new Uint8Array(genuine) });
      expect([real.status, real.signer?.whose]).toEqual(['trusted', 'own']);
      // And the public key file was put back from the authenticated copy at the unlock; a trusted-keys.json is
      // removed (nothing reads it: the command line's verify neither, test/security/cli-verify.test.ts).
      expect(readFileSync(join(data, PUBLIC_KEY_FILE), 'utf8')).toBe(run.key.publicPem);
      expect(existsSync(join(data, TRUSTED_KEYS_FILE))).toBe(false);
    } finally {
      await b.close();
    }
  });

  it('an edited trust list is shown as changed, trusts nothing, and the unlock is audited', async () => {
    const forgery = forged();
    const db = new DatabaseSync(join(data, 'trainer.db'));
    try {
      const row = db.prepare('SELECT trust_json FROM trainer_keys').get() as { trust_json: string };
      const trust = JSON.parse(row.trust_json) as { own: string[]; registered: unknown[] };
      trust.own.push(forgery.publicPem);
      db.prepare('UPDATE trainer_keys SET trust_json = ?').run(JSON.stringify(trust));
    } finally {
      db.close();
    }
    const b = testBackend(data, { appRoot: ASSESS_APP });
    try {
      await b.value('trainer.unlock', { passcode: PASSCODE });
      const keys = await b.value('reports.keys');
      expect(english(keys.problem ?? '')).toBe(TRUST_TAMPERED);
      expect(keys.trusted).toEqual([]);
      expect((await b.value('reports.verify', { bytes: new Uint8Array(forgery.bytes) })).status).toBe(
        'untrusted',
      );
      expect((await b.value('reports.verify', { bytes: new Uint8Array(genuine) })).status).toBe('untrusted');
      const events = (await b.value('audit.trail')).rows.map((r) => r.event);
      expect(events).toContain('trusted-keys-tampered');
      // The trainer registers this PC's key again: the list is sealed anew, with an audit row.
      await b.value('reports.trustKey', { publicKey: run.key.publicPem, label: 'This PC' });
      expect((await b.value('reports.keys')).problem).toBeNull();
      expect((await b.value('reports.verify', { bytes: new Uint8Array(genuine) })).status).toBe('trusted');
      expect((await b.value('audit.trail')).rows.map((r) => r.event)).toContain('trusted-key-added');
    } finally {
      await b.close();
    }
  });

  it('signing needs trainer mode: locked, the export refuses', async () => {
    const b = testBackend(data, { appRoot: ASSESS_APP });
    try {
      b.dialogs.saveQueue.push(join(dir, 'out.json'));
      expect(
        (await b.call('assessment.export', { attemptId: run.record.attemptId, format: 'json' })).ok,
      ).toBe(false);
      expect(existsSync(join(dir, 'out.json'))).toBe(false);
    } finally {
      await b.close();
    }
  });
});

describe('an install from before the key store', () => {
  it('has its clear signing key wrapped and deleted at the first unlock; its public key stays trusted', async () => {
    const old = tempDir('keys-old-');
    try {
      const before = loadOrCreateSigningKey(old);
      const body = before.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
      const db = new DatabaseSync(join(old, 'trainer.db'));
      const chainVersion = MIGRATIONS.findIndex((m) => m.includes('ADD COLUMN prev_hash'));
      for (const m of MIGRATIONS.slice(0, chainVersion)) db.exec(m);
      db.exec(`PRAGMA user_version = ${chainVersion}`);
      const p = await hashSecret(PASSCODE);
      db.prepare("INSERT INTO trainer_auth VALUES (1, ?, ?, ?, '2026-01-01T00:00:00Z')").run(
        p.hash,
        p.salt,
        p.params_json,
      );
      db.close();
      // Its registered keys were in trusted-keys.json then: taken over into the sealed list, then the file removed.
      const other = fromPrivate(generateKeyPairSync('ed25519').privateKey);
      writeFileSync(
        join(old, TRUSTED_KEYS_FILE),
        JSON.stringify([
          {
            fingerprint: other.fingerprint,
            label: 'PC 2',
            publicKey: other.publicPem,
            addedAt: '2025-06-01T00:00:00.000Z',
          },
        ]),
      );
      const record = signRecord(run.record, before);
      const oldReport = new Uint8Array(Buffer.from(`${JSON.stringify(record, null, 2)}\n`));
      const b = testBackend(old, { appRoot: ASSESS_APP });
      try {
        // Nothing changes until the passcode opens the key store.
        expect(existsSync(join(old, PRIVATE_KEY_FILE))).toBe(true);
        await b.value('trainer.unlock', { passcode: PASSCODE });
        expect(existsSync(join(old, PRIVATE_KEY_FILE))).toBe(false);
        for (const [name, text] of everyFile(old)) {
          expect(text, name).not.toContain('PRIVATE KEY');
          expect(text, name).not.toContain(body);
        }
        expect((await b.value('reports.keys')).own?.fingerprint).toBe(before.fingerprint);
        expect((await b.value('reports.keys')).trusted.map((k) => k.label)).toEqual(['PC 2']);
        expect(existsSync(join(old, TRUSTED_KEYS_FILE))).toBe(false);
        expect((await b.value('reports.verify', { bytes: oldReport })).status).toBe('trusted');
        const events = (await b.value('audit.trail')).rows.map((r) => r.event);
        expect(events).toContain('signing-key-wrapped');
        // A passcode change rewraps the data key only: the same signing key afterwards.
        await b.value('trainer.setPasscode', { passcode: 'a-new-passcode', current: PASSCODE });
        await b.value('trainer.lock');
        await b.value('trainer.unlock', { passcode: 'a-new-passcode' });
        expect((await b.value('reports.keys')).own?.fingerprint).toBe(before.fingerprint);
      } finally {
        await b.close();
      }
    } finally {
      removeDir(old);
    }
  });
});
