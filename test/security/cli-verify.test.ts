// The candidate's tools against the command line's verify (issue 20, guarantee 3): a key pair the candidate writes into
// the data folder (the public key file and trusted-keys.json) signs a forged report that verify does not trust; the
// app's real key is trusted only by a key given with --trust or by the app's sealed list, opened with the trainer
// passcode from stdin; a wrong passcode exits 2 and is counted in the app's durable wrong-try store, with its waits.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_TAMPERED } from '../../node-shared/keystore/signing-store.ts';
import { signRecord } from '../../node-shared/reports/signed-report.ts';
import { fromPrivate, PUBLIC_KEY_FILE } from '../../node-shared/reports/signing-key.ts';
import { TRUSTED_KEYS_FILE } from '../../node-shared/reports/trusted-keys.ts';
import { reportFiles } from '../../electron/features/assessment/reports.ts';
import { MAX_TRIES } from '../../node-shared/passcode/wrong-tries.ts';
import { dumpDatabase, removeDir, tempDir, testBackend } from '../electron/helpers.ts';
import { runAttempt, type AttemptRun } from '../support/assessment-run.ts';
import { ASSESS_APP } from './attempt-helpers.ts';

const REPO = join(import.meta.dirname, '..', '..');
const PASSCODE = 'sample-passcode';
let dir: string;
let data: string;
let run: AttemptRun;
const files = { genuine: '', forged: '', candidatePub: '', realPub: '' };
let candidateFingerprint = '';

beforeAll(async () => {
  dir = tempDir('cli-verify-');
  data = join(dir, 'data');
  run = await runAttempt({
    dataDir: data,
    appRoot: ASSESS_APP,
    drillSetId: 'timed-assessment',
    seed: '2d4f6a8c0e1b3d5f7a9c1e3b5d7f9a1c',
    candidate: { name: 'Dana', staffNumber: 'D-7' },
    assessor: 'Pat',
  });
  files.genuine = join(dir, 'genuine.json');
  writeFileSync(files.genuine, (await reportFiles(run.record, run.key)).json);
  files.realPub = join(dir, 'casino-records.pub');
  writeFileSync(files.realPub, run.key.publicPem);
  await run.backend.close();
  // The candidate's key pair: a failed record turned into a pass, signed with it, its public key planted in the data
  // folder both as this PC's own key and as a registered one.
  const key = fromPrivate(generateKeyPairSync('ed25519').privateKey);
  candidateFingerprint = key.fingerprint;
  const record = { ...run.record, knowledge: { ...run.record.knowledge, passed: true } };
  files.forged = join(dir, 'forged.json');
  writeFileSync(files.forged, `${JSON.stringify(signRecord(record, key), null, 2)}\n`);
  files.candidatePub = join(data, PUBLIC_KEY_FILE);
  writeFileSync(files.candidatePub, key.publicPem);
  writeFileSync(
    join(data, TRUSTED_KEYS_FILE),
    JSON.stringify([
      { fingerprint: key.fingerprint, label: 'Head office', publicKey: key.publicPem, addedAt: '' },
    ]),
  );
}, 120_000);
afterAll(() => removeDir(dir));

function verify(args: readonly string[], stdin?: string) {
  const r = spawnSync(process.execPath, [join(REPO, 'cli', 'main.ts'), 'verify', ...args], {
    encoding: 'utf8',
    input: stdin ?? '',
    env: { ...process.env, TRAINER_DATA_DIR: data },
  });
  const out = r.stdout.trim() === '' ? null : (JSON.parse(r.stdout) as { status: string; message: string });
  return { status: r.status, out, stderr: r.stderr };
}

function wrongTries(): number {
  const db = new DatabaseSync(join(data, 'trainer.db'), { readOnly: true });
  try {
    const row = db.prepare("SELECT failures FROM wrong_tries WHERE subject = 'trainer'").get() as
      { failures: number } | undefined;
    return row?.failures ?? 0;
  } finally {
    db.close();
  }
}

describe('verify trusts nothing found on disk', () => {
  it('the forged report, with the candidate key in the data folder: not trusted (3), naming the signer', () => {
    const r = verify([files.forged]);
    expect(r.status).toBe(3);
    expect(r.out?.status).toBe('untrusted');
    expect(r.out?.message).toContain(candidateFingerprint);
    expect(r.out?.message).toContain('--trust KEY.pub');
    expect(r.out?.message).toContain('--passcode-stdin');
  });

  it('the genuine report without --trust or the passcode: not trusted either (the files on disk say nothing)', () => {
    const r = verify([files.genuine]);
    expect(r.status).toBe(3);
    expect(r.out?.message).toContain(run.key.fingerprint);
  });

  it("with the trainer passcode the app's sealed list decides: the forgery stays untrusted, the real key is", () => {
    const forged = verify([files.forged, '--passcode-stdin'], `${PASSCODE}\n`);
    expect([forged.status, forged.out?.status]).toEqual([3, 'untrusted']);
    expect(forged.out?.message).toContain('not in the trust list of this PC');
    const genuine = verify([files.genuine, '--passcode-stdin'], `${PASSCODE}\n`);
    expect([genuine.status, genuine.out?.status]).toEqual([0, 'trusted']);
    expect(wrongTries()).toBe(0);
  });

  it('a key given with --trust is trusted; the candidate key file given with --trust only trusts the forgery', () => {
    expect(verify([files.genuine, '--trust', files.realPub]).status).toBe(0);
    expect(verify([files.forged, '--trust', files.realPub]).status).toBe(3);
    // The one way a forgery passes: a person hands verify the key from the data folder. The docs say not to.
    expect(verify([files.forged, '--trust', files.candidatePub]).status).toBe(0);
  });

  // Casinos check certificates with verify: its verdict in the reader's language, the verdict's data the same.
  it('--lang: the same status, exit code, signer and subject in every language; the verdict in that language', () => {
    for (const args of [[files.genuine, '--trust', files.realPub], [files.forged]]) {
      const en = verify(args);
      const english = JSON.parse(JSON.stringify(en.out)) as Record<string, unknown>;
      expect(verify([...args, '--lang', 'en'])).toEqual(en);
      for (const [lang, han] of [
        ['zh-Hant', /完整/],
        ['zh-Hans', /完整/],
      ] as const) {
        const said = verify([...args, '--lang', lang]);
        expect(said.status).toBe(en.status);
        expect({ ...said.out, message: '' }).toEqual({ ...english, message: '' });
        expect(said.out?.message).toMatch(han);
        // Only the commands, flags and the fingerprint are in Latin letters.
        const rest = (said.out?.message ?? '')
          .replace(run.key.fingerprint, ' ')
          .replace(candidateFingerprint, ' ')
          .replace(/verify FILE|--[\w-]+|KEY\.pub/g, ' ');
        expect(rest.match(/\b[A-Za-z]{2,}\b/g), rest).toBeNull();
      }
    }
    expect(verify([files.forged, '--lang', 'zh-Hant']).out?.message).toContain(candidateFingerprint);
  });

  it("--lang: the passcode's refusals in that language, exit 2 as ever", () => {
    const args = [files.genuine, '--passcode-stdin', '--data-dir', join(dir, 'no-such-folder')];
    const en = verify(args, 'x\n');
    expect([en.status, en.stderr]).toEqual([
      2,
      `engine verify: --passcode-stdin: no trainer database at ${join(dir, 'no-such-folder', 'trainer.db')}: give --data-dir, the folder the app keeps its data in.\n`,
    ]);
    const said = verify([...args, '--lang', 'zh-Hant'], 'x\n');
    expect([said.status, said.stderr]).toEqual([
      2,
      `engine verify: --passcode-stdin: ${join(dir, 'no-such-folder', 'trainer.db')} 沒有導師資料庫：請用 --data-dir 指定程式存放資料的資料夾。\n`,
    ]);
  });

  it("--lang: a data folder whose database cannot be read: the database's words in English, the project's in Chinese", () => {
    const broken = join(dir, 'broken-data');
    mkdirSync(broken, { recursive: true });
    writeFileSync(join(broken, 'trainer.db'), 'not a database, only text'.repeat(200));
    const args = [files.genuine, '--passcode-stdin', '--data-dir', broken];
    const path = join(broken, 'trainer.db');
    const en = verify(args, 'x\n');
    expect([en.status, en.stderr]).toEqual([
      2,
      `engine verify: --passcode-stdin: could not read ${path}: file is not a database\n`,
    ]);
    for (const [lang, words] of [
      ['zh-Hant', '這個檔案不是本程式能讀取的資料庫'],
      ['zh-Hans', '这个文件不是本程序能读取的数据库'],
    ] as const) {
      const said = verify([...args, '--lang', lang], 'x\n');
      expect(said.status).toBe(2);
      expect(said.stderr).toContain(words);
      const rest = said.stderr.replace(path, ' ').replace(/engine verify|--[\w-]+/g, ' ');
      expect(rest.match(/\b[A-Za-z]{2,}\b/g), rest).toBeNull();
    }
  });

  it('the passcode is never taken from the arguments', () => {
    const r = verify([files.genuine, '--passcode', PASSCODE]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('stdin');
    expect(verify([files.genuine, `--passcode=${PASSCODE}`]).status).toBe(2);
  });

  it('an empty stdin is bad input (2), and no try is counted', () => {
    const r = verify([files.genuine, '--passcode-stdin'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no passcode');
    expect(wrongTries()).toBe(0);
  });

  it('an edited trust list opens, trusts nothing, and says so in the --lang language', () => {
    const db = new DatabaseSync(join(data, 'trainer.db'));
    const row = db.prepare('SELECT trust_json FROM trainer_keys').get() as { trust_json: string };
    try {
      const trust = JSON.parse(row.trust_json) as { own: string[] };
      // Any change breaks its seal: here a field added.
      db.prepare('UPDATE trainer_keys SET trust_json = ?').run(JSON.stringify({ ...trust, x: 1 }));
      const r = verify([files.genuine, '--passcode-stdin'], PASSCODE);
      expect(r.status).toBe(3);
      expect(r.out?.message).toContain(TRUST_TAMPERED);
      // Said in --lang too, as the app says it (it stayed English inside the Chinese verdict).
      for (const [lang, words] of [
        ['zh-Hant', '受信任的金鑰在程式以外被更改'],
        ['zh-Hans', '受信任的密钥在程序以外被更改'],
      ] as const) {
        const said = verify([files.genuine, '--passcode-stdin', '--lang', lang], PASSCODE);
        expect(said.status).toBe(3);
        expect(said.out?.message).toContain(words);
        expect(said.out?.message).not.toContain(TRUST_TAMPERED);
      }
    } finally {
      db.prepare('UPDATE trainer_keys SET trust_json = ?').run(row.trust_json);
      db.close();
    }
  });
});

describe('a wrong passcode', () => {
  it('exits 2, is counted durably as the app counts it, and the waits apply to the app and to verify', async () => {
    for (let i = 1; i <= MAX_TRIES; i++) {
      const r = verify([files.genuine, '--passcode-stdin'], 'not-the-passcode\n');
      expect(r.status).toBe(2);
      expect(r.out).toBeNull();
      expect(r.stderr).toContain('not the trainer passcode');
      expect(wrongTries()).toBe(i);
    }
    // The next try waits, even with the right passcode; it is refused before any hash, and not counted again.
    const waiting = verify([files.genuine, '--passcode-stdin'], PASSCODE);
    expect(waiting.status).toBe(2);
    expect(waiting.stderr).toMatch(/Too many wrong passcodes: try again in \d+ s/);
    expect(wrongTries()).toBe(MAX_TRIES);
    // The app, started afterwards, sees the same count and wait; the refusals are rows of its audit trail.
    const b = testBackend(data, { appRoot: ASSESS_APP });
    try {
      expect((await b.value('trainer.status')).retryInMs).toBeGreaterThan(0);
      const refused = await b.call('trainer.unlock', { passcode: PASSCODE });
      expect(refused.ok).toBe(false);
      const events = (
        dumpDatabase(data, true)['trainer_events'] as { event: string; detail: string }[]
      ).filter((r) => r.event === 'unlock-refused');
      expect(events.map((r) => r.detail)).toEqual(Array(MAX_TRIES).fill('by the command line (verify)'));
    } finally {
      await b.close();
    }
  });
});
