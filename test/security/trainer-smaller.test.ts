// Issue 20, "Smaller": the candidate's small tools against the sender check, the signed JSON's bytes, the command
// line's readers, the data folder's modes and DevTools in an installed app.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AssessmentRecord } from '../../core/assessment/record.ts';
import { signRecord, verifyReport } from '../../node-shared/reports/signed-report.ts';
import { fromPrivate, type SigningKey } from '../../node-shared/reports/signing-key.ts';
import { isAppUrl } from '../../electron/security.ts';
import { openDatabase } from '../../electron/storage/database.ts';
import { devToolsAllowed } from '../../electron/window.ts';

const REPO = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'trainer-smaller-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const newKey = (): SigningKey => fromPrivate(generateKeyPairSync('ed25519').privateKey);

// Only the fields verify reads to name the subject; the signature covers whatever the record holds.
const record = {
  attemptId: 'a-1',
  candidate: { name: 'Ana', staffNumber: 'S1' },
  set: { title: 'Starter' },
  result: 'fail',
  endedAt: '2026-11-27T00:00:00.000Z',
} as unknown as AssessmentRecord;

describe('the IPC sender check compares the parsed URL exactly', () => {
  it.each([
    ['app://trainer/index.html', true],
    ['app://trainer/index.html ', false],
    [' app://trainer/index.html', false],
    ['app://trainer/index.html\n', false],
    ['app://trainer/index.html\t', false],
    ['APP://trainer/index.html', false],
    ['app://TRAINER/index.html', false],
  ])('%j → %s', (url, trusted) => expect(isAppUrl(url)).toBe(trusted));
});

describe('verify accepts only the canonical signed bytes', () => {
  const key = newKey();
  const trust = { own: key.publicKey, registered: [], given: [] };
  const text = `${JSON.stringify(signRecord(record, key), null, 2)}\n`;

  it('the bytes as written verify as trusted', () => {
    expect(verifyReport(Buffer.from(text), trust).status).toBe('trusted');
  });

  it.each([
    ['an extra top-level field', text.replace('{\n', '{\n  "note": "passed",\n')],
    ['a field written twice (the last one wins in JSON.parse)', text.replace('{\n', '{\n  "version": 2,\n')],
    ['the same fields, reformatted', JSON.stringify(JSON.parse(text))],
  ])('%s: tampered', (_what, forged) => {
    expect(verifyReport(Buffer.from(forged), trust).status).toBe('tampered');
  });
});

describe('the command line refuses special files quickly (exit 2)', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(REPO, 'cli', 'main.ts'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, TRAINER_DATA_DIR: join(dir, 'cli-data') },
      // A hang or an endless read would be the bug: the test fails instead of waiting for the suite's timeout.
      timeout: 20_000,
    });
  const fifo = join(dir, 'pipe');
  const made = spawnSync('mkfifo', [fifo]).status === 0;

  it.each(['/dev/zero', ...(made ? [fifo] : [])])('verify %s', (file) => {
    const r = cli('verify', file);
    expect(r.signal).toBeNull();
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('not a file');
  });

  it.each(['/dev/zero', ...(made ? [fifo] : [])])('score --responses %s', (file) => {
    const spec = join(REPO, 'assets', 'drill-sets', 'casino-guide-coup-calls.json');
    const r = cli('score', '--spec', spec, '--seed', '1', '--responses', file);
    expect(r.signal).toBeNull();
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('not a file');
  });

  it('made the FIFO it tests (mkfifo is there)', () => expect(made).toBe(true));
});

describe.runIf(process.platform !== 'win32')('the data folder and database are owner-only', () => {
  it('a new folder is 0700 and the database 0600', () => {
    const data = join(dir, 'fresh', 'data');
    const opened = openDatabase(data);
    expect(opened.ok).toBe(true);
    if (opened.ok) opened.db.close();
    expect(statSync(data).mode & 0o777).toBe(0o700);
    expect(statSync(join(data, 'trainer.db')).mode & 0o777).toBe(0o600);
  });

  it('an older world-readable database is narrowed to 0600 when opened', () => {
    const data = join(dir, 'old');
    const first = openDatabase(data);
    if (first.ok) first.db.close();
    const file = join(data, 'trainer.db');
    spawnSync('chmod', ['644', file]);
    const again = openDatabase(data);
    if (again.ok) again.db.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('TRAINER_DEVTOOLS=1 never opens DevTools in a packaged build', () => {
  it.each([
    [true, '1', false],
    [true, undefined, false],
    [false, '1', true],
    [false, undefined, false],
  ])('packaged %s, TRAINER_DEVTOOLS=%s → %s', (packaged, value, allowed) => {
    const env = value === undefined ? {} : { TRAINER_DEVTOOLS: value };
    expect(devToolsAllowed(packaged, env)).toBe(allowed);
  });
});
