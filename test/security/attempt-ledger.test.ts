// The candidate's tools against the attempts ledger (issue 20, guarantee 4): with the app closed, a program of their
// own deletes a failed attempt's rows, or edits, deletes or rewrites ledger rows. The next unlock names what is gone
// (the Assessments tab's check, and a row in the audit trail), and the retake rules still count the deleted attempt.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { appendLedgerRow } from '../../electron/integrity/attempt-ledger.ts';
import { LEDGER_FAULT } from '../../electron/features/audit/attempt-ledger.ts';
import { english } from '../../core/i18n/phrase.ts';
import { removeDir, tempDir, testBackend, type TestBackend } from '../electron/helpers.ts';
import { answerToEnd, ASSESS_APP, PASSCODE } from './attempt-helpers.ts';

const dirs: string[] = [];
const backends: TestBackend[] = [];
afterEach(async () => {
  for (const b of backends.splice(0)) await b.close();
  for (const d of dirs.splice(0)) removeDir(d);
});

/** One clock for every run on the folder, moved by hand: a restart does not take time back. */
let clock = Date.parse('2026-03-02T09:00:00.000Z');
const now = () => new Date(clock);

function open(dir: string): TestBackend {
  const b = testBackend(dir, { appRoot: ASSESS_APP, monotonicMs: () => 0, now });
  backends.push(b);
  return b;
}

async function reopen(b: TestBackend): Promise<TestBackend> {
  backends.splice(backends.indexOf(b), 1);
  await b.close();
  return open(b.dir);
}

const START = {
  drillSetId: 'timed-assessment',
  candidate: { name: 'Dana Cheat', staffNumber: 'S-77' },
  assessor: 'Assessor One',
};

/** A first attempt (timed-assessment: 2 attempts, 60 minutes between), answered to its end, trainer mode locked. */
async function sitOnce(): Promise<{ b: TestBackend; attemptId: string }> {
  const dir = tempDir('ledger-');
  dirs.push(dir);
  const b = open(dir);
  await b.value('trainer.setPasscode', { passcode: PASSCODE });
  const view = await b.value('assessment.start', START);
  const done = await answerToEnd(b, view);
  expect(done.status).toBe('finished');
  return { b, attemptId: view.attemptId };
}

/**
 * The candidate's own program on the data folder, the app closed: the append-only triggers dropped for the edit and
 * put back after it (a database without them is reported as damaged when the app opens it).
 */
function candidate(dir: string, work: (db: DatabaseSync) => void): void {
  const db = new DatabaseSync(join(dir, 'trainer.db'));
  try {
    const triggers = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'attempt_ledger'")
      .all() as { name: string; sql: string }[];
    for (const t of triggers) db.exec(`DROP TRIGGER ${t.name}`);
    work(db);
    for (const t of triggers) db.exec(t.sql);
  } finally {
    db.close();
  }
}

function deleteAttempt(db: DatabaseSync, attemptId: string): void {
  db.exec('PRAGMA foreign_keys = OFF');
  for (const table of ['responses', 'practical_grades', 'assessment_attempts'])
    db.prepare(`DELETE FROM ${table} WHERE session_id = ?`).run(attemptId);
  db.prepare('DELETE FROM sessions WHERE id = ?').run(attemptId);
}

async function unlockedCheck(b: TestBackend) {
  await b.value('trainer.unlock', { passcode: PASSCODE });
  const view = await b.value('audit.attempts');
  // A finding is a message (issue 24); its English is what the trail records, compared here.
  return { ...view, findings: view.findings.map((f) => ({ ...f, message: english(f.message) })) };
}

async function faultsInTrail(b: TestBackend): Promise<string[]> {
  const trail = await b.value('audit.trail');
  return trail.rows.filter((r) => r.event === LEDGER_FAULT).map((r) => r.detail);
}

describe('the attempts ledger', () => {
  it('untouched, it checks and names nothing; the app itself cannot delete or change a row', async () => {
    const { b } = await sitOnce();
    expect(await unlockedCheck(b)).toEqual({ problem: null, findings: [], recorded: [] });
    const db = new DatabaseSync(join(b.dir, 'trainer.db'));
    try {
      expect(() => db.exec('DELETE FROM attempt_ledger WHERE seq = 1')).toThrow(/append-only/);
      expect(() => db.exec("UPDATE attempt_ledger SET detail = '{}' WHERE seq = 1")).toThrow(/append-only/);
    } finally {
      db.close();
    }
  });

  it('a failed attempt deleted with the app closed is named at the next unlock, and its retake wait still holds', async () => {
    const first = await sitOnce();
    clock += 5 * 60_000;
    await first.b.value('trainer.unlock', { passcode: PASSCODE });
    const refused = await first.b.call('assessment.start', START);
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/may retake .* from/) });
    const dir = first.b.dir;
    await first.b.close();
    backends.splice(backends.indexOf(first.b), 1);
    candidate(dir, (db) => deleteAttempt(db, first.attemptId));
    const b = open(dir);

    const check = await unlockedCheck(b);
    const named = `An attempt by Dana Cheat (S-77) on 2026-03-02 09:00 UTC at "Fixture: timed assessment" (attempt 1) was removed from the records.`;
    expect(check.problem).toBeNull();
    expect(check.findings).toEqual([{ attemptId: first.attemptId, staffNumber: 'S-77', message: named }]);
    expect(check.recorded).toEqual([{ at: expect.any(String), message: named }]);
    expect(await faultsInTrail(b)).toEqual([named]);
    expect((await b.value('audit.attempts')).findings[0]!.message).toMatchObject({
      id: 'err_audit_attempt_removed',
    });

    // Ten minutes after it ended: the wait (60 minutes) is not lifted by the deletion.
    const again = await b.call('assessment.start', START);
    expect(again).toMatchObject({
      ok: false,
      error: expect.stringMatching(/may retake "Fixture: timed assessment" from/),
    });

    // A second unlock does not write the same fault again; the check still names it.
    await b.value('trainer.lock');
    expect((await unlockedCheck(b)).findings).toHaveLength(1);
    expect(await faultsInTrail(b)).toEqual([named]);

    // After the wait the retake is attempt 2 (the deleted one counts), and it is the last one allowed.
    clock += 60 * 60_000;
    const retake = await b.value('assessment.start', START);
    expect(retake.attempt).toBe(2);
    await answerToEnd(b, retake);
    clock += 61 * 60_000;
    await b.value('trainer.unlock', { passcode: PASSCODE });
    expect(await b.call('assessment.start', START)).toMatchObject({
      ok: false,
      error: 'Dana Cheat has used all 2 attempts at "Fixture: timed assessment".',
    });
  });

  it('a trainee the trainer deletes (with the passcode) takes their attempts out of the ledger, said so, not missing', async () => {
    const { b } = await sitOnce();
    await b.value('trainer.unlock', { passcode: PASSCODE });
    const dana = (await b.value('trainees.list')).find((t) => t.name === 'Dana Cheat')!;
    await b.value('trainees.delete', { traineeId: dana.id, passcode: PASSCODE, confirm: 'Dana Cheat' });
    await b.value('trainer.lock');
    expect(await unlockedCheck(b)).toEqual({ problem: null, findings: [], recorded: [] });
    // Not counted any more: the same staff number may sit the set again at once.
    expect((await b.value('assessment.start', START)).attempt).toBe(1);
  });

  it('an attempt deleted while trainer mode is open is recorded when the Assessments tab next looks', async () => {
    const { b, attemptId } = await sitOnce();
    await b.value('trainer.unlock', { passcode: PASSCODE });
    candidate(b.dir, (db) => deleteAttempt(db, attemptId));
    const check = await b.value('audit.attempts');
    expect(check.findings).toHaveLength(1);
    const finding = english(check.findings[0]!.message);
    expect(check.recorded.map((r) => r.message)).toEqual([finding]);
    expect(await faultsInTrail(b)).toEqual([finding]);
    // The audit trail still checks with the fault row in it (its head moved past the row).
    expect((await b.value('audit.trail')).check).toMatchObject({ ok: true });
  });

  it('answers deleted from an ended attempt are counted', async () => {
    const { b, attemptId } = await sitOnce();
    const closed = await reopen(b);
    candidate(closed.dir, (db) =>
      db
        .prepare('DELETE FROM responses WHERE session_id = ? AND seq = (SELECT max(seq) FROM responses)')
        .run(attemptId),
    );
    const check = await unlockedCheck(closed);
    expect(check.findings).toEqual([
      {
        attemptId,
        staffNumber: 'S-77',
        message: expect.stringMatching(
          /\(attempt 1\): 1 of its \d+ answers were removed from the records\.$/,
        ),
      },
    ]);
  });

  it('a ledger row edited is found', async () => {
    const { b } = await sitOnce();
    const later = await reopen(b);
    candidate(later.dir, (db) =>
      db.prepare("UPDATE attempt_ledger SET detail = replace(detail, 'S-77', 'S-78') WHERE seq = 1").run(),
    );
    const check = await unlockedCheck(later);
    expect(english(check.problem ?? '')).toBe('ledger row 1 was changed or replaced');
    expect(await faultsInTrail(later)).toEqual([
      'The attempts ledger does not check: ledger row 1 was changed or replaced.',
    ]);
  });

  it('a ledger row deleted is found, from the middle or cut off the authenticated end', async () => {
    const { b, attemptId } = await sitOnce();
    // The unlock authenticates the end row written while locked.
    await b.value('trainer.unlock', { passcode: PASSCODE });
    await b.value('trainer.lock');
    const later = await reopen(b);
    candidate(later.dir, (db) => db.exec('DELETE FROM attempt_ledger WHERE seq = 2'));
    await unlockedCheck(later);
    // Recorded, and which attempt's end it was (its sealed record says it ended); the end row is then written again
    // from the attempt's records, which still hold it.
    const faults = await faultsInTrail(later);
    expect(faults).toHaveLength(2);
    expect(faults).toEqual(
      expect.arrayContaining([
        'The attempts ledger does not check: ledger row 2 was cut off the end.',
        expect.stringMatching(
          /^An attempt by Dana Cheat \(S-77\) .* ended finished on .* by its sealed record, but its end row was removed from the attempts ledger\.$/,
        ),
      ]),
    );

    // Its start row deleted with the attempt itself: the ledger says a row is missing, the audit trail's row of its
    // start says whose.
    candidate(later.dir, (db) => {
      db.exec('DELETE FROM attempt_ledger WHERE seq = 1');
      deleteAttempt(db, attemptId);
    });
    await later.value('trainer.lock');
    const check = await unlockedCheck(later);
    expect(english(check.problem ?? '')).toBe('ledger row 1 is missing (an attempt’s row was deleted)');
    expect(check.findings).toEqual([
      {
        attemptId,
        staffNumber: 'S-77',
        message: expect.stringMatching(
          /^An attempt started on 2026-03-02 \d\d:\d\d UTC \(Dana Cheat \(S-77\), "Fixture: timed assessment", attempt 1, assessor Assessor One\) was removed from the records and from the attempts ledger\.$/,
        ),
      },
    ]);
  });

  it('a ledger rewritten whole, with hashes that link, does not pass the authenticated head', async () => {
    const { b, attemptId } = await sitOnce();
    const later = await reopen(b);
    candidate(later.dir, (db) => {
      // A ledger without the attempt, linked from the first row, and the head moved onto it (its MAC kept).
      db.exec('DELETE FROM attempt_ledger');
      deleteAttempt(db, attemptId);
      appendLedgerRow(db, '2026-03-02T08:00:00.000Z', 'practice-1', {
        kind: 'start',
        detail: {
          candidateId: 'x',
          name: 'Someone Else',
          staffNumber: 'S-1',
          setId: 'other',
          setTitle: 'Other',
          attempt: 1,
          startedAt: '2026-03-02T08:00:00.000Z',
        },
      });
      db.exec('UPDATE ledger_head SET seq = 1, hash = (SELECT hash FROM attempt_ledger WHERE seq = 1)');
    });
    await unlockedCheck(later);
    expect(await faultsInTrail(later)).toContain(
      'The attempts ledger does not check: the ledger’s authenticated head does not check (the ledger was rewritten).',
    );
  });
});

describe('an end row written while trainer mode is locked (issue 20, guarantee 4)', () => {
  /** The attempt ended with trainer mode locked; the app closed before any unlock authenticated its end row. */
  async function endRowCut(edit?: (db: DatabaseSync, attemptId: string) => void) {
    const { b, attemptId } = await sitOnce();
    const closed = await reopen(b);
    candidate(closed.dir, (db) => {
      db.prepare("DELETE FROM attempt_ledger WHERE kind = 'end' AND attempt_id = ?").run(attemptId);
      edit?.(db, attemptId);
    });
    return { b: closed, attemptId };
  }

  it('cut off before the next unlock, is named at that unlock by the attempt’s sealed record', async () => {
    const { b, attemptId } = await endRowCut();
    const check = await unlockedCheck(b);
    const named = expect.stringMatching(
      /^An attempt by Dana Cheat \(S-77\) on .* \(attempt 1\) ended finished on 2026-.* by its sealed record, but its end row was removed from the attempts ledger\.$/,
    );
    // The ledger itself still links (the row was its last, not yet authenticated): only the sealed record tells.
    expect(check.problem).toBeNull();
    expect(check.recorded).toEqual([{ at: expect.any(String), message: named }]);
    expect(await faultsInTrail(b)).toEqual([named]);
    // The end row is written again from the record, so the next look names nothing new, and the wait holds.
    await b.value('trainer.lock');
    expect((await unlockedCheck(b)).findings).toEqual([]);
    expect(await faultsInTrail(b)).toHaveLength(1);
    expect(await b.call('assessment.start', START)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/may retake .* from/),
    });
    expect((await b.value('assessment.record', { attemptId })).status).toBe('finished');
  });

  it('cut, with the attempt made to look unfinished, is named as tampered at the next unlock', async () => {
    const { b } = await endRowCut((db, attemptId) =>
      db
        .prepare("UPDATE assessment_attempts SET status = 'abandoned', ended_at = NULL WHERE session_id = ?")
        .run(attemptId),
    );
    const check = await unlockedCheck(b);
    expect(check.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(
        /\(attempt 1\) has no end row in the attempts ledger, and its record has been tampered with: its status was changed \(sealed: finished, now: abandoned\); its end time was removed\.$/,
      ),
    ]);
    expect(await faultsInTrail(b)).toEqual(check.findings.map((f) => f.message));
  });

  it('an attempt left (abandoned) with no end row is not named: it has not ended', async () => {
    const dir = tempDir('ledger-');
    dirs.push(dir);
    const b = open(dir);
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const view = await b.value('assessment.start', START);
    await b.value('assessment.leave', { attemptId: view.attemptId });
    const later = await reopen(b);
    expect(await unlockedCheck(later)).toEqual({ problem: null, findings: [], recorded: [] });
  });
});
