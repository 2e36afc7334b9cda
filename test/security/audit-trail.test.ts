// The candidate's tools against the trainer's audit trail (issue 20, guarantee 5): a second program with the same
// account opens trainer.db, drops the append-only triggers and edits, deletes or rewrites rows. Trainer mode's Audit
// view names the first row that does not hold; the export refuses the data folder and carries every link.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRowHash, GENESIS } from '../../node-shared/integrity/audit-chain.ts';
import { KEYS_REFUSED } from '../../electron/features/trainer/trainer-keys.ts';
import { hashSecret } from '../../electron/features/trainer/passcode.ts';
import { MIGRATIONS } from '../../electron/storage/migrations.ts';
import { removeDir, tempDir, testBackend, type TestBackend } from '../electron/helpers.ts';

const PASSCODE = 'open-sesame';
let dir: string;
let b: TestBackend;

beforeEach(async () => {
  dir = tempDir('audit-');
  b = testBackend(dir);
  await b.value('trainer.setPasscode', { passcode: PASSCODE });
  for (const name of ['Ann', 'Bea', 'Cy']) await b.value('trainees.create', { name });
  await b.value('trainer.lock');
});
afterEach(async () => {
  await b.close();
  removeDir(dir);
});

/** The candidate's own program on the data folder, without the app's triggers in the way. */
function candidate(work: (db: DatabaseSync) => void): void {
  const db = new DatabaseSync(join(dir, 'trainer.db'));
  try {
    db.exec(
      'DROP TRIGGER IF EXISTS trainer_events_no_delete; DROP TRIGGER IF EXISTS trainer_events_no_update;',
    );
    work(db);
  } finally {
    db.close();
  }
}

async function trail() {
  await b.value('trainer.unlock', { passcode: PASSCODE });
  return b.value('audit.trail');
}

describe('the audit trail is append-only, chained and authenticated', () => {
  it('untouched, it checks; the app itself cannot delete or change a row', async () => {
    const view = await trail();
    expect(view.check).toMatchObject({ ok: true });
    expect(view.rows[0]?.event).toBe('audit.trail');
    const db = new DatabaseSync(join(dir, 'trainer.db'));
    try {
      expect(() => db.exec('DELETE FROM trainer_events WHERE seq = 1')).toThrow(/append-only/);
      expect(() => db.exec("UPDATE trainer_events SET detail = 'x' WHERE seq = 1")).toThrow(/append-only/);
    } finally {
      db.close();
    }
  });

  it('an edited row is named', async () => {
    candidate((db) => db.exec("UPDATE trainer_events SET event = 'nothing' WHERE seq = 3"));
    const view = await trail();
    expect(view.check).toMatchObject({ ok: false, row: 3, problem: 'row 3 has been changed' });
    // The fault is kept as a row of its own, so later rows do not hide it.
    expect(view.earlierFaults.map((r) => r.detail)).toEqual(['row 3 has been changed']);
  });

  it('a row deleted from the middle is named as missing', async () => {
    candidate((db) => db.exec('DELETE FROM trainer_events WHERE seq = 2'));
    const view = await trail();
    expect(view.check).toMatchObject({ ok: false, row: 2, problem: 'row 2 is missing' });
  });

  it('rows cut off the end are named as missing', async () => {
    candidate((db) => db.exec('DELETE FROM trainer_events WHERE seq >= 4'));
    await b.value('trainer.unlock', { passcode: PASSCODE });
    const view = await b.value('audit.trail');
    expect(view.check.ok).toBe(true); // the head was moved on at unlock ...
    // ... but only after the fault was recorded as a row of its own.
    expect(view.earlierFaults[0]?.detail).toMatch(/^rows 4 to \d+ are missing from the end$/);
  });

  it('a whole trail rewritten with correct hashes does not match its authenticated head', async () => {
    candidate((db) => {
      const rows = db.prepare('SELECT seq, at, event, detail FROM trainer_events ORDER BY seq').all() as {
        seq: number;
        at: string;
        event: string;
        detail: string;
      }[];
      let prev = GENESIS;
      for (const row of rows) {
        const changed = { ...row, detail: row.seq === 3 ? 'forged' : row.detail };
        const hash = auditRowHash(prev, changed);
        db.prepare('UPDATE trainer_events SET detail = ?, prev_hash = ?, hash = ? WHERE seq = ?').run(
          changed.detail,
          prev,
          hash,
          row.seq,
        );
        prev = hash;
      }
      // And the head moved to the forged last row: only its MAC is beyond the candidate.
      db.prepare('UPDATE audit_head SET hash = ?').run(prev);
    });
    const view = await trail();
    expect(view.earlierFaults[0]?.detail).toMatch(/authenticated head does not check/);
  });

  it('a removed head is reported', async () => {
    candidate((db) => db.exec('DELETE FROM audit_head'));
    const view = await trail();
    expect(view.earlierFaults[0]?.detail).toMatch(/head is missing/);
  });

  it('a removed key store is reported at the next unlock', async () => {
    candidate((db) => db.exec('DELETE FROM trainer_keys'));
    const view = await trail();
    expect(view.earlierFaults.map((r) => r.detail)).toContain(
      'the trainer key store was removed outside the app',
    );
  });

  it('the passcode hash replaced by the candidate does not open trainer mode, and the try is a row', async () => {
    const theirs = await hashSecret('candidate-passcode');
    candidate((db) =>
      db
        .prepare('UPDATE trainer_auth SET hash = ?, salt = ?, params_json = ?')
        .run(theirs.hash, theirs.salt, theirs.params_json),
    );
    const r = await b.call('trainer.unlock', { passcode: 'candidate-passcode' });
    expect(r).toMatchObject({ ok: false, error: KEYS_REFUSED });
    expect((await b.value('trainer.status')).unlocked).toBe(false);
    expect((await b.call('dashboard.trainees')).ok).toBe(false);
    const db = new DatabaseSync(join(dir, 'trainer.db'), { readOnly: true });
    try {
      const last = db.prepare('SELECT event FROM trainer_events ORDER BY seq DESC LIMIT 1').get() as {
        event: string;
      };
      expect(last.event).toBe('key-store-refused');
    } finally {
      db.close();
    }
  });

  it('the export refuses the data folder and writes every row with its links', async () => {
    await b.value('trainer.unlock', { passcode: PASSCODE });
    b.dialogs.saveQueue.push(join(dir, 'trainer.db'));
    const refused = await b.call('audit.exportCsv');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/training data folder.*Nothing was written/);
    const out = join(tempDir('audit-out-'), 'trail.csv');
    b.dialogs.saveQueue.push(out);
    const saved = await b.value('audit.exportCsv');
    const lines = readFileSync(out, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('seq,at,event,detail,prev_hash,hash');
    expect(lines).toHaveLength((saved?.rows ?? 0) + 1);
    expect(lines[1]).toMatch(new RegExp(`^1,.*,passcode-set,,${GENESIS},[0-9a-f]{64}$`));
    removeDir(join(out, '..'));
  });

  it('the trail needs trainer mode', async () => {
    expect((await b.call('audit.trail')).ok).toBe(false);
    expect((await b.call('audit.exportCsv')).ok).toBe(false);
  });
});

describe('an audit trail stored before the chain', () => {
  it('is chained once when the app opens it, and checks', async () => {
    const old = tempDir('audit-old-');
    mkdirSync(old, { recursive: true });
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
    for (const event of ['passcode-set', 'assessment-started', 'trainee-pin-cleared'])
      db.prepare("INSERT INTO trainer_events (at, event, detail) VALUES ('2026-01-01T00:00:00Z', ?, '')").run(
        event,
      );
    db.close();
    const app = testBackend(old);
    try {
      await app.value('trainer.unlock', { passcode: PASSCODE });
      const view = await app.value('audit.trail');
      expect(view.check).toMatchObject({ ok: true });
      expect(view.earlierFaults).toEqual([]);
      expect(view.rows.map((r) => r.event).reverse()).toEqual([
        'passcode-set',
        'assessment-started',
        'trainee-pin-cleared',
        'key-store-created',
        'signing-key-created',
        'recovery-code-issued',
        'seal-key-created',
        'audit.trail',
      ]);
    } finally {
      await app.close();
      removeDir(old);
    }
  });
});
