// Guarantee 2 (issue 20) for what changes during an attempt, as the candidate would try it: with their own program,
// edit the attempt's status, times, abandonments, step clock, summary or practical grades, the app closed or running.
// The trainer's record names what was changed and is never built, signed or exported; everything the app itself
// writes (start, answer, leave, resume, a crash and its recovery, finish, close, grade, countersign) keeps checking;
// and an attempt sealed before this version is checked as before and labelled so.
import { english } from '../../core/i18n/phrase.ts';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attemptKeys, sealColumns } from '../../electron/integrity/attempt-seal.ts';
import { OLDER_SEAL } from '../../electron/integrity/attempt-check.ts';
import { headMac } from '../../electron/integrity/response-chain.ts';
import type { AttemptView } from '../../contract/index.ts';
import { abandonRunningAttempts } from '../../electron/features/assessment/assessments.ts';
import { anyResponse, removeDir, tempDir, testBackend, type TestBackend } from '../electron/helpers.ts';
import { pdfText } from '../support/pdf-text.ts';
import { answerSteps, answerToEnd, ASSESS_APP, PASSCODE, tamper } from './attempt-helpers.ts';

const dirs: string[] = [];
const backends: TestBackend[] = [];
afterEach(async () => {
  for (const b of backends.splice(0)) await b.close();
  for (const d of dirs.splice(0)) removeDir(d);
});

let clock = Date.parse('2026-04-01T09:00:00.000Z');
const now = () => new Date((clock += 1000));

function open(dir: string): TestBackend {
  const b = testBackend(dir, { appRoot: ASSESS_APP, monotonicMs: () => 0, now });
  backends.push(b);
  return b;
}

/** The app stops (as killed: nothing is abandoned by it) and starts again on the same folder. */
async function restart(b: TestBackend): Promise<TestBackend> {
  backends.splice(backends.indexOf(b), 1);
  await b.close();
  return open(b.dir);
}

function fresh(): TestBackend {
  const dir = tempDir('attempt-state-');
  dirs.push(dir);
  return open(dir);
}

/** The candidate's own program on the data folder (attempt-helpers.ts). */
const candidate = tamper;

function start(b: TestBackend): Promise<AttemptView> {
  return b.value('assessment.start', {
    drillSetId: 'timed-assessment',
    candidate: { name: 'Sam State', staffNumber: 'S-9' },
    assessor: 'Assessor One',
  });
}

const GRADES = {
  assessor: 'Pat',
  areas: [
    { area: 'Shuffle and cut', grade: 'A' as const },
    { area: 'Calls', grade: 'A' as const },
    { area: 'Settlement', grade: 'B' as const },
  ],
  redLines: [],
  comment: 'Steady.',
};

/** Every step the app takes on an attempt, the record checked for the trainer after each. */
async function everyStep(b0: TestBackend): Promise<{ b: TestBackend; attemptId: string }> {
  let b = b0;
  await b.value('trainer.setPasscode', { passcode: PASSCODE });
  const started = await start(b);
  const { attemptId } = started;
  const checks = async () => {
    await b.value('trainer.unlock', { passcode: PASSCODE });
    const record = await b.value('assessment.record', { attemptId });
    expect(record.seal).toBeUndefined();
    return record;
  };
  // Answer, leave (abandoned), resumed by the trainer.
  await answerSteps(b, started, 2);
  await b.value('assessment.leave', { attemptId });
  expect((await checks()).status).toBe('abandoned');
  expect((await answerSteps(b, await b.value('assessment.resume', { attemptId }), 1)).status).toBe('running');
  // The app killed mid-step: its restart abandons it without the attempt's key; that still checks.
  b = await restart(b);
  expect((await b.value('assessment.current'))?.status).toBe('abandoned');
  expect((await checks()).abandonments).toBe(2);
  const view = await b.value('assessment.resume', { attemptId });
  expect((await answerToEnd(b, view)).status).toBe('finished');
  expect((await checks()).status).toBe('finished');
  const graded = await b.value('assessment.gradePractical', { attemptId, grades: GRADES });
  expect(graded.practical?.grades?.assessor).toBe('Pat');
  const signed = await b.value('assessment.countersignPractical', {
    attemptId,
    countersign: { name: 'Second Assessor', confirmed: true },
  });
  expect(signed.practical?.grades?.countersign?.name).toBe('Second Assessor');
  expect((await checks()).result).toBe(signed.result);
  return { b, attemptId };
}

async function expectTampered(b: TestBackend, attemptId: string, says: RegExp): Promise<void> {
  await b.value('trainer.unlock', { passcode: PASSCODE });
  const record = await b.call('assessment.record', { attemptId });
  expect(record.ok ? 'checked' : record.error).toMatch(/has been tampered with/);
  expect(record.ok ? 'checked' : record.error).toMatch(says);
  const out = tempDir('attempt-state-export-');
  dirs.push(out);
  for (const format of ['json', 'pdf', 'csv'] as const) {
    const file = join(out, `report.${format}`);
    b.dialogs.saveQueue.push(file);
    const exported = await b.call('assessment.export', { attemptId, format });
    expect(exported.ok ? 'exported' : exported.error).toMatch(says);
    expect(existsSync(file)).toBe(false);
  }
  const traineeId = (await b.value('trainees.list')).find((t) => t.name === 'Sam State')!.id;
  const { attempts: history } = await b.value('assessment.history', { traineeId });
  expect(english(history.find((h) => h.attemptId === attemptId)?.tampered ?? '')).toMatch(says);
}

/** Each covered field, edited with SQL on an ended (graded, countersigned) attempt with the app closed. */
const ENDED_EDITS: readonly { name: string; sql: string; says: RegExp }[] = [
  {
    name: 'finished made closed',
    sql: `UPDATE assessment_attempts SET status = 'closed' WHERE session_id = ?`,
    says: /its status was changed \(sealed: finished, now: closed\)/,
  },
  {
    name: 'its end time moved',
    sql: `UPDATE assessment_attempts SET ended_at = '2026-04-01T09:00:05.000Z' WHERE session_id = ?`,
    says: /its end time was changed \(sealed: 2026-.*, now: 2026-04-01T09:00:05\.000Z\)/,
  },
  {
    name: 'its finish time moved',
    sql: `UPDATE sessions SET finished_at = '2026-04-01T09:00:05.000Z' WHERE id = ?`,
    says: /its finish time was changed/,
  },
  {
    name: 'its duration shortened',
    sql: `UPDATE assessment_attempts SET active_ms = active_ms + 1 WHERE session_id = ?`,
    says: /its duration was changed/,
  },
  {
    name: 'an abandonment removed',
    sql: `UPDATE assessment_attempts SET abandoned_count = abandoned_count - 1 WHERE session_id = ?`,
    says: /how often it was left \(its abandonments\) was changed \(sealed: 2, now: 1\)/,
  },
  {
    name: 'the step clock moved',
    sql: `UPDATE assessment_attempts SET step_started_wall = step_started_wall + 60000 WHERE session_id = ?`,
    says: /the stored start of its step on screen \(the step clock\) was changed/,
  },
  {
    name: 'made closed by the trainer',
    sql: `UPDATE sessions SET closed = 1 WHERE id = ?`,
    says: /whether the trainer closed it was changed \(sealed: 0, now: 1\)/,
  },
  {
    name: 'its summary rewritten as a pass',
    sql: `UPDATE sessions SET summary_json = json_set(summary_json, '$.passed', json('true')) WHERE id = ?`,
    says: /its summary was changed/,
  },
  {
    name: 'a grade changed',
    sql: `UPDATE practical_grades SET grades_json = json_set(grades_json, '$.outcome', 'pass', '$.comment', 'Fine.')
            WHERE session_id = ?`,
    says: /its practical grades or countersignature were changed/,
  },
  {
    name: 'the countersignature removed',
    sql: `UPDATE practical_grades SET grades_json = json_set(grades_json, '$.countersign', json('null')) WHERE session_id = ?`,
    says: /its practical grades or countersignature were changed/,
  },
  {
    name: 'the grades deleted',
    sql: `DELETE FROM practical_grades WHERE session_id = ?`,
    says: /its practical grades or countersignature were removed/,
  },
  {
    name: 'a crash recovery made up',
    sql: `UPDATE assessment_attempts SET recovered_at = 0 WHERE session_id = ?`,
    says: /a restart after a crash is recorded for it, but it was finished/,
  },
  {
    name: 'its sealed state removed, to pass for an older seal',
    sql: `UPDATE assessment_attempts SET state_json = NULL WHERE session_id = ?`,
    says: /its seal does not check/,
  },
  {
    name: 'its sealed state rewritten to match an edit',
    sql: `UPDATE assessment_attempts SET abandoned_count = 0,
            state_json = json_set(state_json, '$.abandonments', 0) WHERE session_id = ?`,
    says: /its seal does not check/,
  },
];

describe('what changes during an attempt is sealed with it', () => {
  it("the app's own flow keeps checking: start, answer, leave, resume, a kill and restart, finish, grade, countersign", async () => {
    const { b, attemptId } = await everyStep(fresh());
    // And after a restart, with nothing held in memory.
    const later = await restart(b);
    await later.value('trainer.unlock', { passcode: PASSCODE });
    const record = await later.value('assessment.record', { attemptId });
    expect(record).toMatchObject({ status: 'finished', abandonments: 2 });
    expect(record.seal).toBeUndefined();
  });

  it('closed by the trainer (left, or cut short by a crash) it checks, and an edit after is found', async () => {
    const b = fresh();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const left = await answerSteps(b, await start(b), 1);
    await b.value('assessment.leave', { attemptId: left.attemptId });
    await b.value('trainer.unlock', { passcode: PASSCODE });
    expect((await b.value('assessment.close', { attemptId: left.attemptId })).status).toBe('closed');
    clock += 2 * 60 * 60_000;
    await b.value('trainer.unlock', { passcode: PASSCODE });
    const cut = await answerSteps(b, await start(b), 1);
    const again = await restart(b);
    await again.value('trainer.unlock', { passcode: PASSCODE });
    expect((await again.value('assessment.close', { attemptId: cut.attemptId })).status).toBe('closed');
    for (const attemptId of [left.attemptId, cut.attemptId])
      expect((await again.value('assessment.record', { attemptId })).status).toBe('closed');
    const closed = await restart(again);
    candidate(closed.dir, (db) =>
      db
        .prepare("UPDATE assessment_attempts SET status = 'finished' WHERE session_id = ?")
        .run(cut.attemptId),
    );
    await expectTampered(closed, cut.attemptId, /its status was changed \(sealed: closed, now: finished\)/);
  });

  describe('an ended attempt, app closed', () => {
    // Every edit starts from the same ended attempt: the app's whole flow (everyStep, checked step by step) runs once
    // for them all, and each edit is made on a copy of that data folder, opened as the app's next start would.
    let ended: { dir: string; attemptId: string } | undefined;
    beforeAll(async () => {
      const { b, attemptId } = await everyStep(fresh());
      backends.splice(backends.indexOf(b), 1);
      await b.close();
      dirs.splice(dirs.indexOf(b.dir), 1);
      ended = { dir: b.dir, attemptId };
      // The project's test limit, not Vitest's 10 s for hooks: this is the flow a test ran (catches a hang only).
    }, 60_000);
    afterAll(() => {
      if (ended) removeDir(ended.dir);
    });

    it.each(ENDED_EDITS)('$name', async ({ sql, says }) => {
      const dir = tempDir('attempt-state-');
      dirs.push(dir);
      const { dir: endedDir, attemptId } = ended!;
      cpSync(endedDir, dir, { recursive: true });
      const closed = open(dir);
      candidate(closed.dir, (db) => db.prepare(sql).run(attemptId));
      await expectTampered(closed, attemptId, says);
    });
  });

  it('an abandoned attempt turned into a finished one is found', async () => {
    const b = fresh();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const view = await answerSteps(b, await start(b), 2);
    await b.value('assessment.leave', { attemptId: view.attemptId });
    const closed = await restart(b);
    candidate(closed.dir, (db) =>
      db
        .prepare(
          `UPDATE assessment_attempts SET status = 'finished', ended_at = '2026-04-01T10:00:00.000Z'
           WHERE session_id = ?`,
        )
        .run(view.attemptId),
    );
    await expectTampered(
      closed,
      view.attemptId,
      /its status was changed \(sealed: abandoned, now: finished\)/,
    );
  });

  it("an abandonment removed after a crash (the app's recovery not yet sealed) is found; so is the time it charged", async () => {
    for (const [sql, says] of [
      [
        `UPDATE assessment_attempts SET abandoned_count = 0 WHERE session_id = ?`,
        /how often it was left \(its abandonments\) was changed \(sealed: 1, now: 0\)/,
      ],
      [
        `UPDATE assessment_attempts SET step_used_ms = 0 WHERE session_id = ?`,
        /the time its step on screen had used \(the step clock\) was changed/,
      ],
      // The running app remembers the restart time it wrote (step-clock.ts), so it names the removal itself.
      [
        `UPDATE assessment_attempts SET recovered_at = NULL WHERE session_id = ?`,
        /the record of its restart after a crash \([^)]+\) was removed/,
      ],
    ] as const) {
      const b = fresh();
      await b.value('trainer.setPasscode', { passcode: PASSCODE });
      const view = await answerSteps(b, await start(b), 2);
      clock += 30_000;
      // Killed mid-step; the restart abandons it and charges the step the time since it started.
      const again = await restart(b);
      expect((await again.value('assessment.current'))?.status).toBe('abandoned');
      const closed = await restart(again);
      candidate(closed.dir, (db) => db.prepare(sql).run(view.attemptId));
      await expectTampered(closed, view.attemptId, says);
      // The trainer cannot resume it either: nothing is sealed over the change.
      const resumed = await closed.call('assessment.resume', { attemptId: view.attemptId });
      expect(resumed.ok ? 'resumed' : resumed.error).toMatch(says);
    }
  });

  it('an abandonment removed while the attempt runs is not sealed in by its next answer', async () => {
    const b = fresh();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const first = await start(b);
    await b.value('assessment.leave', { attemptId: first.attemptId });
    await b.value('trainer.unlock', { passcode: PASSCODE });
    const resumed = await b.value('assessment.resume', { attemptId: first.attemptId });
    // The candidate's program, the app running: the abandonment taken off the live database.
    candidate(b.dir, (db) =>
      db
        .prepare('UPDATE assessment_attempts SET abandoned_count = 0 WHERE session_id = ?')
        .run(first.attemptId),
    );
    const p = resumed.prompt!;
    const answered = await b.call('assessment.answer', {
      attemptId: first.attemptId,
      itemId: p.itemId,
      step: p.step,
      response: anyResponse(p.form),
    });
    expect(answered.ok ? 'answered' : answered.error).toMatch(/how often it was left/);
    await expectTampered(b, first.attemptId, /how often it was left \(its abandonments\) was changed/);
  });

  it('the window closing while such an attempt runs still closes; the attempt stays as it was, tampered', async () => {
    const b = fresh();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const view = await answerSteps(b, await start(b), 1);
    candidate(b.dir, (db) =>
      db.prepare('UPDATE assessment_attempts SET active_ms = 5 WHERE session_id = ?').run(view.attemptId),
    );
    expect(() => abandonRunningAttempts(b.context)).not.toThrow();
    const still = new DatabaseSync(join(b.dir, 'trainer.db'), { readOnly: true });
    try {
      expect(still.prepare('SELECT status FROM assessment_attempts').get()).toEqual({ status: 'running' });
    } finally {
      still.close();
    }
    await expectTampered(
      await restart(b),
      view.attemptId,
      /its duration was changed \(sealed: \d+, now: 5\)/,
    );
  });
});

/** The attempt's head as the previous version sealed it (its MAC over the answers only, no state); the app closed. */
async function sealedAsBefore(b: TestBackend, attemptId: string): Promise<TestBackend> {
  await b.value('trainer.unlock', { passcode: PASSCODE });
  const db = b.context.store.db();
  if (!db.ok) throw new Error(db.error);
  const seal = sealColumns(db.value, attemptId)!;
  const keys = attemptKeys(b.context, db.value, attemptId, seal);
  if (!keys.ok) throw new Error(keys.error);
  const head = { count: seal.chain_count!, hash: seal.chain_head! };
  const olderMac = headMac(keys.value, attemptId, head, null);
  const closed = await restart(b);
  candidate(closed.dir, (d) =>
    d
      .prepare(
        'UPDATE assessment_attempts SET chain_mac = ?, state_json = NULL, recovered_at = NULL WHERE session_id = ?',
      )
      .run(olderMac, attemptId),
  );
  return closed;
}

describe('attempts sealed before this version (no sealed state)', () => {
  it('one still open at the upgrade is sealed in the new form from its resume on', async () => {
    const b = fresh();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const left = await answerSteps(b, await start(b), 1);
    await b.value('assessment.leave', { attemptId: left.attemptId });
    const closed = await sealedAsBefore(b, left.attemptId);
    await closed.value('trainer.unlock', { passcode: PASSCODE });
    expect((await closed.value('assessment.record', { attemptId: left.attemptId })).seal).toBe(OLDER_SEAL);
    const resumed = await closed.value('assessment.resume', { attemptId: left.attemptId });
    expect((await answerToEnd(closed, resumed)).status).toBe('finished');
    await closed.value('trainer.unlock', { passcode: PASSCODE });
    expect((await closed.value('assessment.record', { attemptId: left.attemptId })).seal).toBeUndefined();
    const later = await restart(closed);
    candidate(later.dir, (d) =>
      d
        .prepare('UPDATE assessment_attempts SET abandoned_count = 0 WHERE session_id = ?')
        .run(left.attemptId),
    );
    await expectTampered(later, left.attemptId, /its abandonments\) was changed \(sealed: 1, now: 0\)/);
  });

  it('are checked as before (their answers) and labelled with the older seal', async () => {
    const b = fresh();
    await b.value('trainer.setPasscode', { passcode: PASSCODE });
    const done = await answerToEnd(b, await start(b));
    await b.value('trainer.unlock', { passcode: PASSCODE });
    const closed = await sealedAsBefore(b, done.attemptId);
    await closed.value('trainer.unlock', { passcode: PASSCODE });
    const record = await closed.value('assessment.record', { attemptId: done.attemptId });
    expect(record.seal).toBe(OLDER_SEAL);
    // The label is in the signed report, which verifies.
    const out = tempDir('attempt-state-export-');
    dirs.push(out);
    closed.dialogs.saveQueue.push(join(out, 'older.json'));
    await closed.value('assessment.export', { attemptId: done.attemptId, format: 'json' });
    const bytes = readFileSync(join(out, 'older.json'));
    expect(bytes.toString('utf8')).toContain(OLDER_SEAL);
    expect((await closed.value('reports.verify', { bytes: new Uint8Array(bytes) })).status).toBe('trusted');
    closed.dialogs.saveQueue.push(join(out, 'older.pdf'));
    await closed.value('assessment.export', { attemptId: done.attemptId, format: 'pdf' });
    const { lines } = await pdfText(new Uint8Array(readFileSync(join(out, 'older.pdf'))));
    expect(lines.join(' ')).toMatch(/Seal\s*Sealed by an older version of the app/);
    // Grading it does not seal a state that was never covered: it stays labelled.
    const graded = await closed.value('assessment.gradePractical', {
      attemptId: done.attemptId,
      grades: GRADES,
    });
    expect(graded.seal).toBe(OLDER_SEAL);
    // Its answers are still checked.
    candidate(closed.dir, (d) =>
      d.prepare('UPDATE responses SET response_ms = 1 WHERE session_id = ? AND seq = 0').run(done.attemptId),
    );
    const edited = await closed.call('assessment.record', { attemptId: done.attemptId });
    expect(edited.ok ? 'checked' : edited.error).toMatch(/answer 1 was edited/);
  });
});
