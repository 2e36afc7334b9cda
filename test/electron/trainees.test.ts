// Managing trainees and assigning work (issue 12) through the real registry and store: add, rename, archive, delete
// with the passcode and the name typed (every result goes, the summaries stay right for everyone else, reports
// already exported stay verifiable), a trainee renaming themself, and sets assigned with a due date.
import { english } from '../../core/i18n/phrase.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionView } from '../../contract/index.ts';
import { verifyReport } from '../../node-shared/reports/signed-report.ts';
import { signingKey } from '../../electron/features/assessment/reports.ts';
import { LOCKED, NO_PASSCODE } from '../../electron/features/trainer/trainer.ts';
import { LOCKED_BY_ATTEMPT } from '../../electron/features/assessment/attempt-store.ts';
import { playSession } from '../support/play.ts';
import { backendWithFiles, removeBackendWithFiles, type TestBackend } from './helpers.ts';

const APP = join(import.meta.dirname, 'fixtures', 'assess-app');
const PASSCODE = 'trainees-passcode';

let dir: string;
/** Where exports are saved: outside the data folder, which an export refuses (issue 20). */
let out: string;
let b: TestBackend;
let wall: number;

beforeEach(() => {
  wall = Date.parse('2026-03-10T09:00:00.000Z');
  const now = () => new Date((wall += 1000));
  ({ dir, files: out, b } = backendWithFiles({ appRoot: APP, now }, 'trainer-export-'));
});
afterEach(() => removeBackendWithFiles({ dir, files: out, b }));

function db(): DatabaseSync {
  const d = b.store.db();
  if (!d.ok) throw new Error(d.error);
  return d.value;
}

async function unlock(): Promise<void> {
  const status = await b.value('trainer.status');
  if (!status.passcodeSet) await b.value('trainer.setPasscode', { passcode: PASSCODE });
  else if (!status.unlocked) await b.value('trainer.unlock', { passcode: PASSCODE });
}

async function practise(traineeId: string, wrongEvery = 0): Promise<void> {
  const view: SessionView = await b.value('sessions.start', { traineeId, drillSetId: 'practice' });
  await playSession(db(), view, (r) => b.call('sessions.answer', r), {
    right: (_k, n) => wrongEvery === 0 || n % wrongEvery !== 0,
    responseMs: () => 1200,
  });
}

const rows = (sql: string, ...args: string[]) =>
  db()
    .prepare(sql)
    .all(...args);

describe('trainer channels need the trainer session', () => {
  it('refuses every trainer action before a passcode is set, and when trainer mode is locked', async () => {
    const ada = await b.value('trainees.create', { name: 'Ada' });
    const attempts = [
      () => b.call('trainees.manage'),
      () => b.call('trainees.update', { traineeId: ada.id, name: 'Eve', identifier: '' }),
      () => b.call('trainees.archive', { traineeId: ada.id, archived: true }),
      () => b.call('trainees.deletePlan', { traineeId: ada.id }),
      () => b.call('trainees.delete', { traineeId: ada.id, passcode: PASSCODE, confirm: 'Ada' }),
      () => b.call('assignments.assign', { drillSetId: 'practice', traineeIds: [ada.id] }),
      () => b.call('assignments.list', {}),
    ];
    for (const a of attempts) expect(await a()).toMatchObject({ ok: false, error: NO_PASSCODE });
    await unlock();
    await b.value('trainer.lock');
    for (const a of attempts) expect(await a()).toMatchObject({ ok: false, error: LOCKED });
    expect(await b.value('trainees.list')).toEqual([ada]);
  });
});

describe('adding, renaming and archiving', () => {
  it('renames and changes the staff number; a staff number already used is refused, naming its owner', async () => {
    await unlock();
    const ada = await b.value('trainees.create', { name: 'Ada', identifier: 'S-1' });
    const bo = await b.value('trainees.create', { name: 'Bo', identifier: 'S-2' });
    expect(await b.call('trainees.create', { name: 'Cy', identifier: 'S-2' })).toMatchObject({
      ok: false,
      error: 'identifier: "S-2" already belongs to Bo',
    });
    expect(
      await b.call('trainees.update', { traineeId: ada.id, name: 'Ada L', identifier: 'S-2' }),
    ).toMatchObject({
      ok: false,
      error: 'identifier: "S-2" already belongs to Bo',
    });
    const renamed = await b.value('trainees.update', {
      traineeId: ada.id,
      name: '  Ada Lovelace ',
      identifier: ' S-1 ',
    });
    expect(renamed).toMatchObject({ name: 'Ada Lovelace', identifier: 'S-1', archived: false });
    // Keeping one's own number is no clash; clearing it is allowed.
    expect(await b.value('trainees.update', { traineeId: bo.id, name: 'Bo', identifier: '' })).toMatchObject({
      identifier: '',
    });
    expect(await b.call('trainees.update', { traineeId: 'nobody', name: 'X', identifier: '' })).toMatchObject(
      {
        ok: false,
        error: expect.stringMatching(/^traineeId: there is no trainee "nobody"/),
      },
    );
    expect(await b.call('trainees.update', { traineeId: ada.id, name: ' ', identifier: '' })).toMatchObject({
      ok: false,
      error: 'Invalid request to trainees.update: name: must not be empty',
    });
  });

  it('archiving hides nobody from the trainer and keeps every result; unarchiving brings the trainee back', async () => {
    await unlock();
    const ada = await b.value('trainees.create', { name: 'Ada' });
    const zed = await b.value('trainees.create', { name: 'Zed' });
    await practise(ada.id);
    const before = rows('SELECT COUNT(*) AS n FROM responses');
    const archived = await b.value('trainees.archive', { traineeId: ada.id, archived: true });
    expect(archived).toMatchObject({ archived: true, sessions: 1 });
    expect((await b.value('trainees.list')).map((t) => [t.name, t.archived])).toEqual([
      ['Ada', true],
      ['Zed', false],
    ]);
    // The trainer's list puts the archived last.
    expect((await b.value('trainees.manage')).map((t) => t.name)).toEqual(['Zed', 'Ada']);
    expect(rows('SELECT COUNT(*) AS n FROM responses')).toEqual(before);
    expect((await b.value('progress.history', { traineeId: ada.id })).length).toBe(1);
    expect(await b.value('trainees.archive', { traineeId: ada.id, archived: false })).toMatchObject({
      archived: false,
    });
    expect((await b.value('trainees.manage')).map((t) => t.name)).toEqual(['Ada', 'Zed']);
    void zed;
  });
});

describe('a trainee renames themself (issue 10)', () => {
  it('the auto-created "Trainee" takes their own name, with no passcode; the staff number is not theirs to change', async () => {
    await unlock();
    const me = await b.value('trainees.create', { name: 'Trainee', identifier: 'S-9' });
    await b.value('trainer.lock');
    const renamed = await b.value('trainees.renameSelf', { traineeId: me.id, name: ' Mia ' });
    expect(renamed).toMatchObject({ name: 'Mia', identifier: 'S-9' });
    expect(await b.call('trainees.renameSelf', { traineeId: me.id, name: '' })).toMatchObject({
      ok: false,
      error: 'Invalid request to trainees.renameSelf: name: must not be empty',
    });
    // The request has no staff number at all: an added field is refused.
    expect(
      await b.call('trainees.renameSelf', { traineeId: me.id, name: 'Mia', identifier: 'X' } as never),
    ).toMatchObject({ ok: false });
  });

  it('an archived trainee, or one whose name is on an assessment record, asks the trainer instead', async () => {
    await unlock();
    const old = await b.value('trainees.create', { name: 'Old' });
    await b.value('trainees.archive', { traineeId: old.id, archived: true });
    expect(await b.call('trainees.renameSelf', { traineeId: old.id, name: 'New' })).toMatchObject({
      ok: false,
      error: 'Old is archived: only the trainer can change the name.',
    });
    const view = await b.value('assessment.start', {
      drillSetId: 'timed-assessment',
      candidate: { name: 'Kim', staffNumber: 'D-1' },
      assessor: 'Pat',
    });
    await b.value('assessment.leave', { attemptId: view.attemptId });
    const kim = (await b.value('trainees.list')).find((t) => t.name === 'Kim');
    expect(
      await b.call('trainees.renameSelf', { traineeId: kim?.id ?? '', name: 'Someone else' }),
    ).toMatchObject({
      ok: false,
      error:
        'Your name is on an assessment record, so only your trainer can change it (Trainer mode, Trainees).',
    });
  });
});

const TRAINEE_TABLES = [
  'sessions',
  'assessment_attempts',
  'assignments',
  'progress_facts',
  'case_reviews',
  'skill_totals',
  'skill_recent',
  'case_schedules',
  'attempts',
  'last_assessments',
];

function stored(traineeId: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of TRAINEE_TABLES)
    out[t] = (
      db().prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE trainee_id = ?`).get(traineeId) as { n: number }
    ).n;
  out['responses'] = (
    db()
      .prepare(
        'SELECT COUNT(*) AS n FROM responses WHERE session_id IN (SELECT id FROM sessions WHERE trainee_id = ?)',
      )
      .get(traineeId) as { n: number }
  ).n;
  return out;
}

const caseWeeks = () =>
  rows('SELECT week, kind, tag, answered, wrong FROM case_weeks ORDER BY week, kind, tag');

describe('deleting a trainee', () => {
  it('needs the passcode again and the name typed; says how much goes; then every result of theirs is gone', async () => {
    await unlock();
    const zed = await b.value('trainees.create', { name: 'Zed' });
    await practise(zed.id, 2);
    await b.value('dashboard.trainees'); // the summaries catch up: the cohort's counts are Zed's alone
    const zedOnly = caseWeeks();
    const ada = await b.value('trainees.create', { name: 'Ada Lovelace', identifier: 'S-1' });
    await practise(ada.id, 3);
    await practise(ada.id);
    const exam = await b.value('assessment.start', {
      drillSetId: 'timed-assessment',
      candidate: { name: 'Ada Lovelace', staffNumber: 'S-1' },
      assessor: 'Pat',
    });
    // While it runs, the app is locked to it: no trainer action at all.
    const running = stored(ada.id);
    expect(
      await b.call('trainees.delete', { traineeId: ada.id, passcode: PASSCODE, confirm: 'Ada Lovelace' }),
    ).toMatchObject({ ok: false, error: LOCKED_BY_ATTEMPT });
    expect(stored(ada.id)).toEqual(running);
    await b.value('assessment.leave', { attemptId: exam.attemptId });
    await unlock();
    await b.value('assignments.assign', { drillSetId: 'practice', traineeIds: [ada.id, zed.id] });

    // An attempt left open blocks it, with the way out.
    const blocked = await b.value('trainees.deletePlan', { traineeId: ada.id });
    expect(blocked.blocked && english(blocked.blocked)).toBe(
      'Ada Lovelace has an assessment attempt left open (abandoned): let it end, or close it from the Assessments tab, before deleting. Nothing was deleted.',
    );
    expect(
      await b.call('trainees.delete', { traineeId: ada.id, passcode: PASSCODE, confirm: 'Ada Lovelace' }),
    ).toMatchObject({
      ok: false,
      error: blocked.blocked && english(blocked.blocked),
      phrase: blocked.blocked,
    });
    await b.value('assessment.close', { attemptId: exam.attemptId });

    const plan = await b.value('trainees.deletePlan', { traineeId: ada.id });
    expect(plan).toEqual({
      traineeId: ada.id,
      name: 'Ada Lovelace',
      sessions: 3,
      answers: stored(ada.id)['responses'],
      attempts: 1,
      assignments: 1,
      blocked: null,
    });
    expect(plan.answers).toBeGreaterThanOrEqual(4);

    const kept = stored(ada.id);
    for (const [request, error] of [
      [
        { confirm: 'ada lovelace', passcode: PASSCODE },
        `confirm: type the trainee's name exactly ("Ada Lovelace") to delete them; nothing was deleted.`,
      ],
      [
        { confirm: 'Ada Lovelace', passcode: 'wrong-passcode' },
        'passcode: that is not the trainer passcode; nothing was deleted.',
      ],
    ] as const) {
      expect(await b.call('trainees.delete', { traineeId: ada.id, ...request })).toMatchObject({
        ok: false,
        error,
      });
      expect(stored(ada.id)).toEqual(kept);
    }

    const done = await b.value('trainees.delete', {
      traineeId: ada.id,
      passcode: PASSCODE,
      confirm: ' Ada Lovelace ',
    });
    expect(done).toEqual(plan);
    expect(Object.values(stored(ada.id)).every((n) => n === 0)).toBe(true);
    expect(rows('SELECT * FROM trainees WHERE id = ?', ada.id)).toEqual([]);
    expect(rows('SELECT * FROM practical_grades')).toEqual([]);
    expect(rows('SELECT * FROM attempt_skills')).toEqual([]);
    // The cohort's weekly counts are Zed's again, as if Ada had never practised.
    expect(caseWeeks()).toEqual(zedOnly);
    expect((await b.value('dashboard.trainees')).map((r) => r.name)).toEqual(['Zed']);
    const audit = rows("SELECT detail FROM trainer_events WHERE event = 'trainee-deleted'") as {
      detail: string;
    }[];
    expect(audit).toEqual([
      { detail: `${ada.id}: 3 sessions, ${plan.answers} answers, 1 assessment attempts, 1 assignments` },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Ada');
    // A staff number freed by the deletion can be given again.
    expect(await b.value('trainees.create', { name: 'New', identifier: 'S-1' })).toMatchObject({
      identifier: 'S-1',
    });
  });

  it("answers given after a deletion still reach the summaries (the deleted answers' row ids are not reused below the mark)", async () => {
    await unlock();
    const zed = await b.value('trainees.create', { name: 'Zed' });
    await practise(zed.id);
    const ada = await b.value('trainees.create', { name: 'Ada' });
    await practise(ada.id);
    await practise(ada.id); // Ada's answers are the newest rows
    await b.value('dashboard.trainees');
    await b.value('trainees.delete', { traineeId: ada.id, passcode: PASSCODE, confirm: 'Ada' });
    const answered = () =>
      (
        db().prepare('SELECT SUM(answered) AS n FROM skill_totals WHERE trainee_id = ?').get(zed.id) as {
          n: number;
        }
      ).n;
    const before = answered();
    await practise(zed.id);
    await practise(zed.id);
    await b.value('dashboard.trainees');
    expect(answered()).toBe(before + 4);
  });

  it('a wrong passcode counts towards the lock-out, as at the unlock prompt', async () => {
    await unlock();
    const ada = await b.value('trainees.create', { name: 'Ada' });
    let last = '';
    for (let i = 0; i < 8; i++) {
      const r = await b.call('trainees.delete', { traineeId: ada.id, passcode: 'nope-nope', confirm: 'Ada' });
      last = r.ok ? '' : r.error;
    }
    expect(last).toMatch(/^Too many wrong passcodes: try again in \d+ s\. Nothing was deleted\.$/);
    expect(await b.value('trainees.list')).toHaveLength(1);
  });
});

describe('reports already exported stay verifiable', () => {
  it("the candidate's signed JSON and PDF still verify as this installation's after the candidate is deleted", async () => {
    await unlock();
    const view = await b.value('assessment.start', {
      drillSetId: 'timed-assessment',
      candidate: { name: 'Kim', staffNumber: 'D-1' },
      assessor: 'Pat',
    });
    await b.value('assessment.leave', { attemptId: view.attemptId });
    await unlock();
    await b.value('assessment.close', { attemptId: view.attemptId });
    const files = { json: join(out, 'kim.json'), pdf: join(out, 'kim.pdf') };
    for (const format of ['json', 'pdf'] as const) {
      b.dialogs.saveQueue.push(files[format]);
      await b.value('assessment.export', { attemptId: view.attemptId, format });
    }
    const kim = (await b.value('trainees.list'))[0];
    await b.value('trainees.delete', { traineeId: kim?.id ?? '', passcode: PASSCODE, confirm: 'Kim' });
    expect(await b.value('trainees.list')).toEqual([]);
    for (const file of Object.values(files)) {
      const outcome = await b.value('reports.verify', { bytes: new Uint8Array(readFileSync(file)) });
      expect([outcome.status, outcome.signer?.whose, outcome.subject?.candidate]).toEqual([
        'trusted',
        'own',
        expect.stringContaining('Kim'),
      ]);
      const key = signingKey(b.context);
      if (!key.ok) throw new Error(key.error);
      const own = { own: key.value.publicKey, registered: [], given: [] };
      expect(verifyReport(readFileSync(file), own).status).toBe('trusted');
    }
  });
});

describe('assignments', () => {
  it('assigns one set to several trainees with a due date; the home list puts open work first and marks it overdue', async () => {
    await unlock();
    const ada = await b.value('trainees.create', { name: 'Ada' });
    const bo = await b.value('trainees.create', { name: 'Bo' });
    const given = await b.value('assignments.assign', {
      drillSetId: 'practice',
      traineeIds: [ada.id, bo.id, ada.id],
      dueOn: '2026-03-12',
    });
    expect(given.map((a) => [a.traineeId, a.title, a.dueOn, a.done, a.overdue, a.available])).toEqual([
      [ada.id, 'Fixture: practice', '2026-03-12', false, false, true],
      [bo.id, 'Fixture: practice', '2026-03-12', false, false, true],
    ]);
    // Assigned again: no second row, the new date.
    const again = await b.value('assignments.assign', {
      drillSetId: 'practice',
      traineeIds: [ada.id],
      dueOn: null,
    });
    expect(again.map((a) => [a.id, a.dueOn])).toEqual([[given[0]?.id, null]]);
    expect(await b.value('assignments.list', { traineeId: ada.id })).toHaveLength(1);
    await b.value('assignments.assign', {
      drillSetId: 'practice',
      traineeIds: [ada.id],
      dueOn: '2026-03-12',
    });

    // Bo does it; Ada lets the day pass.
    await practise(bo.id);
    wall = Date.parse('2026-03-13T12:00:00.000Z');
    const adaHome = await b.value('assignments.mine', { traineeId: ada.id });
    expect(adaHome.map((a) => [a.title, a.done, a.overdue])).toEqual([['Fixture: practice', false, true]]);
    const boHome = await b.value('assignments.mine', { traineeId: bo.id });
    expect(boHome.map((a) => [a.done, a.overdue])).toEqual([[true, false]]);
    // The dashboard counts the same.
    const dash = await b.value('dashboard.trainees');
    expect(
      dash.map((r) => [r.name, r.assignments.filter((a) => a.done).length, r.assignments.length]),
    ).toEqual([
      ['Ada', 0, 1],
      ['Bo', 1, 1],
    ]);
    expect(dash[0]?.assignments[0]?.dueOn).toBe('2026-03-12');

    const removed = await b.value('assignments.unassign', { assignmentId: given[0]?.id ?? '' });
    expect(removed.traineeId).toBe(ada.id);
    expect(await b.value('assignments.mine', { traineeId: ada.id })).toEqual([]);
  });

  it('names what is wrong and assigns nothing: a past due date, an unknown set, an assessment, an archived or unknown trainee', async () => {
    await unlock();
    const ada = await b.value('trainees.create', { name: 'Ada' });
    const old = await b.value('trainees.create', { name: 'Old' });
    await b.value('trainees.archive', { traineeId: old.id, archived: true });
    const cases: [Parameters<typeof b.call<'assignments.assign'>>[1], string][] = [
      [
        { drillSetId: 'practice', traineeIds: [ada.id], dueOn: '2026-03-09' },
        'dueOn: 2026-03-09 is in the past (today is 2026-03-10)',
      ],
      [
        { drillSetId: 'no-such-set', traineeIds: [ada.id] },
        'drillSetId: there is no drill set "no-such-set" in the library',
      ],
      [
        { drillSetId: 'timed-assessment', traineeIds: [ada.id] },
        '“Fixture: timed assessment” is an assessment: the trainer starts it for a named candidate (Assessments tab). Assign a practice set.',
      ],
      [
        { drillSetId: 'practice', traineeIds: [ada.id, old.id] },
        'Old is archived: unarchive them first. Nothing was assigned.',
      ],
      [
        { drillSetId: 'practice', traineeIds: [ada.id, 'ghost'] },
        'traineeIds: there is no trainee "ghost"; nothing was assigned',
      ],
      [
        { drillSetId: 'practice', traineeIds: [] },
        'Invalid request to assignments.assign: traineeIds: choose at least one trainee',
      ],
      [
        { drillSetId: 'practice', traineeIds: [ada.id], dueOn: '2026-02-30' },
        'Invalid request to assignments.assign: dueOn: must be a real date',
      ],
    ];
    for (const [request, error] of cases)
      expect(await b.call('assignments.assign', request)).toMatchObject({ ok: false, error });
    expect(rows('SELECT * FROM assignments')).toEqual([]);
  });
});
