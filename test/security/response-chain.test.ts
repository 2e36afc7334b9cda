// Guarantee 2 (issue 20), as the candidate would try it: edit, delete, reorder or rewrite an attempt's stored answers
// (or strip its seal, or change its seed) with a program of their own. The trainer's record names what was done and
// is never built, shown as a result, signed or exported. A crash in the middle still resumes to a record that checks,
// and attempts stored before sealing still show and export.
import { english } from '../../core/i18n/phrase.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { chainGenesis, linkHash, type ChainedRow } from '../../electron/integrity/response-chain.ts';
import type { AttemptView } from '../../contract/index.ts';
import { removeDir, tempDir, testBackend, type TestBackend } from '../electron/helpers.ts';
import { answerSteps, answerToEnd, ASSESS_APP as APP, PASSCODE as PASS, tamper } from './attempt-helpers.ts';

const dirs: string[] = [];
const backends: TestBackend[] = [];
afterEach(async () => {
  for (const b of backends.splice(0)) await b.close();
  for (const d of dirs.splice(0)) removeDir(d);
});

function folder(): string {
  const dir = tempDir();
  dirs.push(dir);
  return dir;
}

function open(dir: string): TestBackend {
  const b = testBackend(dir, { appRoot: APP, monotonicMs: () => 0 });
  backends.push(b);
  return b;
}

/** The candidate's own program: a writable connection to the database. */
/** How many steps of the attempt are stored (each its own response row). */
function peekSteps(dir: string, attemptId: string): number {
  const db = new DatabaseSync(join(dir, 'trainer.db'), { readOnly: true });
  try {
    const row = db.prepare('SELECT COUNT(*) AS n FROM responses WHERE session_id = ?').get(attemptId) as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}

async function start(b: TestBackend, staffNumber = 'C-1'): Promise<AttemptView> {
  return b.value('assessment.start', {
    drillSetId: 'timed-assessment',
    candidate: { name: 'Chain Test', staffNumber },
    assessor: 'Assessor One',
  });
}

async function finishedAttempt(dir: string): Promise<{ b: TestBackend; attemptId: string; steps: number }> {
  const b = open(dir);
  await b.value('trainer.setPasscode', { passcode: PASS });
  const done = await answerToEnd(b, await start(b));
  expect(done.status).toBe('finished');
  const steps = peekSteps(b.dir, done.attemptId);
  expect(steps).toBeGreaterThan(0);
  return { b, attemptId: done.attemptId, steps };
}

function rows(db: DatabaseSync, id: string): ChainedRow[] {
  return db
    .prepare(
      `SELECT seq, item_id, step, kind, response_json, response_ms, answered_at, timed_out, chain_prev, chain_hash
       FROM responses WHERE session_id = ? ORDER BY seq`,
    )
    .all(id) as unknown as ChainedRow[];
}

const TAMPERING: readonly {
  name: string;
  edit: (db: DatabaseSync, id: string, steps: number) => void;
  says: RegExp;
}[] = [
  {
    name: 'an answer edited (its time made shorter)',
    edit: (db, id) =>
      db.prepare('UPDATE responses SET response_ms = 1 WHERE session_id = ? AND seq = 1').run(id),
    says: /answer 2 was edited/,
  },
  {
    name: 'an answer edited (a timed-out step made answered)',
    edit: (db, id) =>
      db.prepare('UPDATE responses SET timed_out = 1 - timed_out WHERE session_id = ? AND seq = 2').run(id),
    says: /answer 3 was edited/,
  },
  {
    name: 'an answer deleted',
    edit: (db, id) => db.prepare('DELETE FROM responses WHERE session_id = ? AND seq = 1').run(id),
    says: /answer 2 is missing/,
  },
  {
    name: 'the last answer deleted',
    edit: (db, id, steps) =>
      db.prepare('DELETE FROM responses WHERE session_id = ? AND seq = ?').run(id, steps - 1),
    says: /answer \d+ \(the last\) is missing/,
  },
  {
    name: 'two answers swapped',
    edit: (db, id) => {
      const move = db.prepare('UPDATE responses SET seq = ? WHERE session_id = ? AND seq = ?');
      move.run(-1, id, 1);
      move.run(1, id, 2);
      move.run(2, id, -1);
    },
    says: /reordered/,
  },
  {
    name: 'an answer edited and every link recomputed',
    edit: (db, id) => {
      db.prepare('UPDATE responses SET response_ms = 1 WHERE session_id = ? AND seq = 0').run(id);
      const commitment = (
        db.prepare('SELECT seed_commitment AS c FROM assessment_attempts WHERE session_id = ?').get(id) as {
          c: string;
        }
      ).c;
      let prev = chainGenesis(id, commitment);
      const relink = db.prepare(
        'UPDATE responses SET chain_prev = ?, chain_hash = ? WHERE session_id = ? AND seq = ?',
      );
      for (const r of rows(db, id)) {
        const hash = linkHash(prev, r);
        relink.run(prev, hash, id, r.seq);
        prev = hash;
      }
      db.prepare('UPDATE assessment_attempts SET chain_head = ? WHERE session_id = ?').run(prev, id);
    },
    says: /seal does not check/,
  },
  {
    name: 'its seal stripped, to pass it off as an attempt stored before sealing',
    edit: (db, id) =>
      db
        .prepare(
          `UPDATE assessment_attempts SET seed_commitment = NULL, seed_nonce = NULL, seed_box = NULL, key_box = NULL,
             chain_count = NULL, chain_head = NULL, chain_mac = NULL WHERE session_id = ?`,
        )
        .run(id),
    says: /seal was removed/,
  },
  {
    name: "the stored set's pass mark lowered",
    edit: (db, id) =>
      db
        .prepare("UPDATE sessions SET spec_json = json_set(spec_json, '$.passMarks.overall', 0) WHERE id = ?")
        .run(id),
    says: /set, table profile, policy, candidate or assessor is not what it was/,
  },
  {
    name: 'the assessor changed',
    edit: (db, id) =>
      db.prepare("UPDATE assessment_attempts SET assessor = 'Someone Else' WHERE session_id = ?").run(id),
    says: /set, table profile, policy, candidate or assessor is not what it was/,
  },
  {
    name: 'its seed changed',
    edit: (db, id) => db.prepare("UPDATE sessions SET seed = 'another-seed' WHERE id = ?").run(id),
    says: /seed does not match what was committed/,
  },
];

describe('an attempt whose answers were changed is shown as tampered and never signed or exported', () => {
  it.each(TAMPERING)('$name', async ({ edit, says }) => {
    const dir = folder();
    const { b, attemptId, steps } = await finishedAttempt(dir);
    await b.value('trainer.unlock', { passcode: PASS });
    // Before: the record checks.
    const checked = await b.value('assessment.record', { attemptId });
    expect(checked.responses).toHaveLength(steps);
    tamper(dir, (db) => edit(db, attemptId, steps));

    const record = await b.call('assessment.record', { attemptId });
    expect(record.ok).toBe(false);
    if (!record.ok) {
      expect(record.error).toMatch(/has been tampered with/);
      expect(record.error).toMatch(says);
    }
    const out = tempDir('trainer-export-');
    dirs.push(out);
    for (const format of ['json', 'pdf', 'csv'] as const) {
      const file = join(out, `report.${format}`);
      b.dialogs.saveQueue.push(file);
      const exported = await b.call('assessment.export', { attemptId, format });
      expect(exported.ok ? 'exported' : exported.error).toMatch(/has been tampered with/);
      expect(existsSync(file)).toBe(false);
    }
    const replayed = await b.call('assessment.replay', { attemptId });
    expect(replayed.ok ? 'replayed' : replayed.error).toMatch(says);
    // The candidate's history still lists it, with no result, saying what was done.
    const { attempts: history } = await b.value('assessment.history', {
      traineeId: checked.candidate.id,
    });
    expect(history).toHaveLength(1);
    expect(history[0]?.result).toBeNull();
    expect(english(history[0]?.tampered ?? '')).toMatch(says);
  });
});

describe('a crash in the middle of a sealed attempt', () => {
  it('leaves it shown to the candidate by its counts; the trainer resumes it and its record checks', async () => {
    const dir = folder();
    const first = open(dir);
    await first.value('trainer.setPasscode', { passcode: PASS });
    const before = await answerSteps(first, await start(first), 2);
    expect(before.status).toBe('running');
    // The process dies: nothing is abandoned by the app, the attempt's key is gone with its memory.
    await first.close();
    backends.splice(backends.indexOf(first), 1);

    const again = open(dir);
    const seen = await again.value('assessment.current');
    expect(seen).toMatchObject({
      attemptId: before.attemptId,
      status: 'abandoned',
      prompt: null,
      summary: null,
    });
    expect(seen?.total).toBe(before.total);
    // The candidate cannot bring it back; the trainer can.
    expect((await again.call('assessment.resume', { attemptId: before.attemptId })).ok).toBe(false);
    await again.value('trainer.unlock', { passcode: PASS });
    const resumed = await again.value('assessment.resume', { attemptId: before.attemptId });
    expect(resumed.prompt).toEqual(before.prompt);
    const done = await answerToEnd(again, resumed);
    expect(done.status).toBe('finished');

    await again.value('trainer.unlock', { passcode: PASS });
    const record = await again.value('assessment.record', { attemptId: before.attemptId });
    expect(record.status).toBe('finished');
    expect(record.responses).toHaveLength(peekSteps(again.dir, before.attemptId));
    expect(record.abandonments).toBe(1);
  });

  it('an answer deleted while the app was down stops the resume, naming what was done', async () => {
    const dir = folder();
    const first = open(dir);
    await first.value('trainer.setPasscode', { passcode: PASS });
    const before = await answerSteps(first, await start(first), 3);
    await first.close();
    backends.splice(backends.indexOf(first), 1);
    tamper(dir, (db) =>
      db.prepare('DELETE FROM responses WHERE session_id = ? AND seq = 2').run(before.attemptId),
    );
    const again = open(dir);
    await again.value('trainer.unlock', { passcode: PASS });
    const resumed = await again.call('assessment.resume', { attemptId: before.attemptId });
    expect(resumed.ok ? 'resumed' : resumed.error).toMatch(/tampered with: answer 3 \(the last\) is missing/);
  });
});

describe('attempts stored before sealing (before migration 16)', () => {
  it('still show and export, unchained', async () => {
    const dir = folder();
    const { b, attemptId } = await finishedAttempt(dir);
    await b.close();
    backends.splice(backends.indexOf(b), 1);
    // The folder as the previous version left it: no seal columns, no list, schema 15.
    tamper(dir, (db) => {
      for (const column of [
        'seed_commitment',
        'seed_nonce',
        'seed_box',
        'key_box',
        'chain_count',
        'chain_head',
        'chain_mac',
        'bound_digest',
        'state_json',
        'recovered_at',
      ])
        db.exec(`ALTER TABLE assessment_attempts DROP COLUMN ${column}`);
      db.exec('ALTER TABLE responses DROP COLUMN chain_prev');
      db.exec('ALTER TABLE responses DROP COLUMN chain_hash');
      db.exec('DROP TABLE attempts_before_seal');
      db.exec('DROP TABLE attempts_before_seal_mac');
      db.exec('DROP TABLE trainee_languages'); // migration 18's
      db.exec('PRAGMA user_version = 15');
    });

    const after = open(dir);
    await after.value('trainer.unlock', { passcode: PASS });
    const record = await after.value('assessment.record', { attemptId });
    expect(record.status).toBe('finished');
    const out = tempDir('trainer-export-');
    dirs.push(out);
    after.dialogs.saveQueue.push(join(out, 'old.json'));
    expect(await after.value('assessment.export', { attemptId, format: 'json' })).toEqual({
      path: join(out, 'old.json'),
    });
  });
});
