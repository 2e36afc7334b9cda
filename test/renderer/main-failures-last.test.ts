// Issue 24: the last English main said to its users, produced for real by the functions and the backend that say it:
// the room's trainee page, the attempt's tampered details (its state, its chain of answers, its seal, the list of
// attempts stored before sealing, a crash recovery's time), the xAPI placeholder warning and the export dialog, the
// station's name while it has none, the room pulls' refused rows with zod's words, a refused table profile; and what
// an earlier change made messages: the audition's reasons, the room's push notices, the practical grading
// refusals, the house-rules form's problems and the attempts ledger's problem. English is what main wrote before,
// byte for byte (written out here); a zh-Hant reader gets Chinese with no English word but names and ids.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { call } from '../../renderer/lib/bridge.ts';
import { english, sayPhrase, type Phrase } from '../../core/i18n/phrase.ts';
import { ref } from '../../core/i18n/say.ts';
import { BUILT_IN_PROFILES, validateProfile } from '../../core/profiles.ts';
import { auditionBand, defaultAudition } from '../../core/drills/audition.ts';
import { countersignProblem, practicalProblem } from '../../core/assessment/practical.ts';
import { plainMessage } from '../../renderer/lib/profile-read.ts';
import { profileSchema } from '../../core/profiles.ts';
import type { Result } from '../../contract/index.ts';
import { roomPageFrame } from '../../electron/features/progress/progress-room-local.ts';
import {
  stateProblem,
  stateText,
  SEAL_FAILS,
  type CoveredState,
} from '../../electron/integrity/attempt-state.ts';
import { appendLink } from '../../electron/integrity/response-chain.ts';
import { attemptChainOf, CHAIN_ATTEMPT_ID, CHAIN_KEYS, checkAttemptChain } from '../support/attempt-chain.ts';
import { settleUnsealedAttempts, unsealedProblem } from '../../electron/integrity/unsealed-attempts.ts';
import { tamperedError } from '../../electron/integrity/attempt-check.ts';
import { thisStationName } from '../../electron/features/languages/station-language.ts';
import { takeWrongTries } from '../../electron/room/wrong-tries-pull.ts';
import { takeProfiles } from '../../electron/room/pull-profiles.ts';
import { staleNotice } from '../../electron/room/documents.ts';
import { removeDir, tempDir, testBackend, type TestBackend } from '../electron/helpers.ts';
import { answerToEnd, ASSESS_APP, PASSCODE, tamper } from '../security/attempt-helpers.ts';
import { CHINESE, englishWords, inLanguage, readerLanguageEachTest } from './main-failures-language.ts';

readerLanguageEachTest();

const backends: TestBackend[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const b of backends.splice(0)) await b.close();
  for (const d of dirs.splice(0)) removeDir(d);
});
function backend(appRoot?: string): TestBackend {
  const dir = tempDir('last-words-');
  dirs.push(dir);
  const b = testBackend(dir, appRoot ? { appRoot } : {});
  backends.push(b);
  return b;
}
function dbOf(b: TestBackend): DatabaseSync {
  const d = b.store.db();
  if (!d.ok) throw new Error(d.error);
  return d.value;
}

/** The phrase in English as before, and for a zh-Hant reader in Chinese with no English but `allowed`. */
function saysBoth(phrase: Phrase | null | undefined, before: string, allowed: readonly string[] = []): void {
  if (phrase === null || phrase === undefined) throw new Error('nothing was said');
  expect(english(phrase)).toBe(before);
  const zh = sayPhrase(phrase, 'zh-Hant');
  expect(zh).toMatch(CHINESE);
  expect(englishWords(zh, allowed)).toEqual([]);
}

/** A failure through the renderer's bridge: English as before, and Chinese for a zh-Hant reader. */
async function failsBoth(
  run: () => Promise<Result<unknown>>,
  before: string,
  allowed: readonly string[] = [],
) {
  inLanguage('en');
  expect(await call(run)).toMatchObject({ ok: false, error: before });
  inLanguage('zh-Hant');
  const zh = await call(run);
  expect(zh.ok).toBe(false);
  const words = zh.ok ? '' : zh.error;
  expect(words).toMatch(CHINESE);
  expect(englishWords(words, allowed)).toEqual([]);
}

test("the room's trainee page for a trainee this PC does not have", async () => {
  const db = dbOf(backend());
  await failsBoth(async () => roomPageFrame(db, 'nobody'), 'There is no trainee "nobody".', ['nobody']);
});

describe("an attempt's sealed state, each field that changed", () => {
  const sealed: CoveredState = {
    status: 'finished',
    endedAt: '2026-01-01T10:00:00.000Z',
    activeMs: 5000,
    abandonments: 0,
    stepUsedMs: 300,
    stepStartedWall: null,
    finishedAt: '2026-01-01T10:00:00.000Z',
    closed: 0,
    summary: 'a',
    grades: null,
  };
  const text = stateText(sealed);
  const ISO = ['2026-01-01T10:00:00.000Z'];
  test.each([
    [
      'status, end time and grades',
      { ...sealed, status: 'abandoned', endedAt: null, grades: 'g' },
      null,
      'its status was changed (sealed: finished, now: abandoned); its end time was removed; its practical grades or ' +
        'countersignature were added',
    ],
    [
      'duration, step clock, summary',
      { ...sealed, activeMs: 1, stepStartedWall: 1700000000000, summary: 'b', closed: 1 },
      null,
      'its duration was changed (sealed: 5000, now: 1); the stored start of its step on screen (the step clock) was ' +
        'added; whether the trainer closed it was changed (sealed: 0, now: 1); its summary was changed',
    ],
    [
      'a crash recorded for an attempt that was not running',
      sealed,
      1700000000000,
      'a restart after a crash is recorded for it, but it was finished, not running (the record was changed)',
    ],
  ] as const)('%s', (_name, live, recoveredAt, before) => {
    saysBoth(stateProblem(text, live, recoveredAt), before, ISO);
  });
  test('unreadable, its row removed', () => {
    saysBoth(stateProblem('{', sealed, null), 'its sealed state is not readable');
    saysBoth(stateProblem(text, null, null), 'its attempt row was removed');
  });
  test('its seal does not check: the whole tampered message', () => {
    saysBoth(
      tamperedError('a-1', SEAL_FAILS),
      'The record of assessment attempt a-1 has been tampered with: its seal does not check (its answers, their ' +
        'count or its state were rewritten). It cannot be shown as a result, signed or exported.',
      ['a-1'],
    );
  });
});

describe("an attempt's chain of answers", () => {
  const chain = (answers: number): DatabaseSync =>
    attemptChainOf(Array.from({ length: answers }, (_, seq) => ({ ms: seq * 10, response: '"r"' })));
  const problem = (db: DatabaseSync): Phrase | null => {
    const verdict = checkAttemptChain(db);
    return verdict.ok ? null : verdict.problem;
  };
  test.each([
    [
      'an answer edited',
      (db: DatabaseSync) => db.exec('UPDATE responses SET response_ms = 9 WHERE seq = 1'),
      'answer 2 was edited',
    ],
    [
      'one missing',
      (db: DatabaseSync) => db.exec('DELETE FROM responses WHERE seq = 1'),
      'answer 2 is missing',
    ],
    [
      'two missing',
      (db: DatabaseSync) => db.exec('DELETE FROM responses WHERE seq IN (1, 2)'),
      'answers 2 to 3 are missing',
    ],
    [
      'the last missing',
      (db: DatabaseSync) => db.exec('DELETE FROM responses WHERE seq = 3'),
      'answer 4 (the last) is missing',
    ],
    [
      'the last two missing',
      (db: DatabaseSync) => db.exec('DELETE FROM responses WHERE seq >= 2'),
      'the last 2 answers are missing',
    ],
    [
      'one added after the sealed head',
      (db: DatabaseSync) => {
        const head = db
          .prepare('SELECT chain_count, chain_head, chain_mac FROM assessment_attempts')
          .get() as {
          chain_count: number;
          chain_head: string;
          chain_mac: string;
        };
        db.exec(`INSERT INTO responses (session_id, seq, item_id, step, kind, response_json, response_ms, answered_at,
          timed_out) VALUES ('${CHAIN_ATTEMPT_ID}', 4, 'item-4', 0, 'payout', '"r"', 1, '2026-01-01T00:00:00Z', 0)`);
        appendLink(db, CHAIN_ATTEMPT_ID, 4, {
          ...CHAIN_KEYS,
          head: { count: head.chain_count, hash: head.chain_head },
        });
        db.prepare('UPDATE assessment_attempts SET chain_count = ?, chain_head = ?, chain_mac = ?').run(
          head.chain_count,
          head.chain_head,
          head.chain_mac,
        );
      },
      '1 answer(s) were added after answer 4',
    ],
    [
      'its seal removed',
      (db: DatabaseSync) => db.exec('UPDATE assessment_attempts SET chain_count = NULL'),
      'its seal (the count and last link of its answers) was removed',
    ],
    [
      'its seal rewritten',
      (db: DatabaseSync) => db.exec("UPDATE assessment_attempts SET chain_mac = 'x'"),
      'its seal does not check (its answers or their count were rewritten)',
    ],
  ])('%s', (_name, edit, before) => {
    const db = chain(4);
    expect(problem(db)).toBeNull();
    edit(db);
    saysBoth(problem(db), before);
  });
});

test('the list of attempts stored before sealing', () => {
  const db = new DatabaseSync(':memory:');
  db.exec(`CREATE TABLE attempts_before_seal (session_id TEXT PRIMARY KEY);
    CREATE TABLE attempts_before_seal_mac (id INTEGER PRIMARY KEY, mac TEXT);
    INSERT INTO attempts_before_seal VALUES ('old-1');`);
  const dk = Buffer.alloc(32, 3);
  saysBoth(unsealedProblem(db, null, 'new-1'), 'only the trainer can check it: unlock trainer mode');
  settleUnsealedAttempts(db, dk);
  expect(unsealedProblem(db, dk, 'old-1')).toBeNull();
  saysBoth(
    unsealedProblem(db, dk, 'new-1'),
    'its seal was removed (it is not one of the attempts stored before sealing)',
  );
  db.exec("INSERT INTO attempts_before_seal VALUES ('new-1')");
  saysBoth(unsealedProblem(db, dk, 'new-1'), 'the list of attempts stored before sealing was changed');
});

// A whole timed attempt is sat for each: slow on a loaded machine.
describe(
  'through the backend: a sealed attempt, tampered with, and the attempts ledger',
  { timeout: 180_000 },
  () => {
    const START = {
      drillSetId: 'timed-assessment',
      candidate: { name: 'Dana Cheat', staffNumber: 'S-77' },
      assessor: 'Assessor One',
    };
    async function sat(): Promise<{ b: TestBackend; attemptId: string }> {
      const b = backend(ASSESS_APP);
      await b.value('trainer.setPasscode', { passcode: PASSCODE });
      const view = await b.value('assessment.start', START);
      await answerToEnd(b, view);
      await b.value('trainer.unlock', { passcode: PASSCODE });
      return { b, attemptId: view.attemptId };
    }

    test('an answer edited: the record refuses with what was done', async () => {
      const { b, attemptId } = await sat();
      tamper(b.dir, (db) =>
        db.prepare('UPDATE responses SET response_ms = 1 WHERE session_id = ? AND seq = 0').run(attemptId),
      );
      await failsBoth(
        () => b.call('assessment.record', { attemptId }),
        `The record of assessment attempt ${attemptId} has been tampered with: answer 1 was edited. It cannot be ` +
          'shown as a result, signed or exported.',
        [attemptId],
      );
    });

    test('its status changed after it ended: the sealed state names it', async () => {
      const { b, attemptId } = await sat();
      tamper(b.dir, (db) =>
        db.prepare("UPDATE assessment_attempts SET status = 'abandoned' WHERE session_id = ?").run(attemptId),
      );
      await failsBoth(
        () => b.call('assessment.record', { attemptId }),
        `The record of assessment attempt ${attemptId} has been tampered with: its status was changed (sealed: ` +
          'finished, now: abandoned). It cannot be shown as a result, signed or exported.',
        [attemptId],
      );
    });

    test("the ledger's problem: a row changed", async () => {
      const { b } = await sat();
      backends.splice(backends.indexOf(b), 1);
      await b.close();
      const db = new DatabaseSync(join(b.dir, 'trainer.db'));
      const triggers = db
        .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'attempt_ledger'")
        .all() as { name: string; sql: string }[];
      for (const t of triggers) db.exec(`DROP TRIGGER ${t.name}`);
      db.prepare("UPDATE attempt_ledger SET detail = replace(detail, 'S-77', 'S-78') WHERE seq = 1").run();
      for (const t of triggers) db.exec(t.sql);
      db.close();
      const later = testBackend(b.dir, { appRoot: ASSESS_APP });
      backends.push(later);
      await later.value('trainer.unlock', { passcode: PASSCODE });
      const view = await later.value('audit.attempts');
      saysBoth(view.problem, 'ledger row 1 was changed or replaced');
      saysBoth(
        ref('left_ledger_does_not_check', { problem: view.problem ?? '' }),
        'The attempts ledger does not check: ledger row 1 was changed or replaced.',
      );
    });
  },
);

describe('the xAPI export: its dialog and the placeholder warning', () => {
  test('exported while the IRI base is the placeholder', async () => {
    const b = backend();
    await b.value('trainer.setPasscode', { passcode: 'last-words-passcode' });
    const titles: Phrase[] = [];
    const out = tempDir('last-words-out-');
    dirs.push(out);
    b.dialogs.saveFile = async (o) => (titles.push(o.title), join(out, 'statements.json'));
    const result = await b.value('dashboard.exportXapi', {});
    saysBoth(titles[0], 'Export xAPI statements', ['xAPI']);
    saysBoth(
      result?.warning,
      "The statements' ids are under the placeholder https://baccarat-dealer-trainer.invalid/xapi, which resolves " +
        "nowhere: set your school's IRI base on the trainer dashboard (xAPI IRI base) before sending them to a " +
        'learning record store.',
      ['https://baccarat-dealer-trainer.invalid/xapi', 'xAPI', 'IRI', 'ID'],
    );
  });
});

test("this PC's name in the room's views while the room has none, in the station's language", async () => {
  const b = backend();
  expect(thisStationName(b.context, 'Pit 3')).toBe('Pit 3');
  expect(thisStationName(b.context, null)).toBe('this PC');
  await b.value('languages.setDefault', { interface: 'zh-Hant', call: 'zh-Hant' });
  expect(thisStationName(b.context, null)).toBe('這部電腦');
});

describe("the room pulls' refused rows, zod's words included", () => {
  test('PIN tries: one not an object, one naming no trainee', () => {
    const db = dbOf(backend());
    const refused = takeWrongTries(
      db,
      [
        'text',
        {
          id: '00000000-0000-4000-8000-0000000000ff',
          room_seq: 9,
          station_id: 's',
          secret: 'pin',
          age_ms: 0,
          trainee_id: null,
          staff_number: null,
          aliases: [],
        },
      ],
      Date.parse('2026-01-01T00:00:00Z'),
    );
    expect(refused.map((r) => english(r))[0]).toBe(
      'room.wrong_tries row "?" refused: : Invalid input: expected object, received string',
    );
    saysBoth(
      refused[0],
      'room.wrong_tries row "?" refused: : Invalid input: expected object, received string',
      ['room.wrong_tries'],
    );
  });

  test('house profiles: a built-in id, a profile that is not one, another id inside', () => {
    const db = dbOf(backend());
    const tasmania = BUILT_IN_PROFILES[0]!;
    const row = (id: string, body: unknown) => ({ id, revision: 1, title: id, body, removed: false });
    const { refused } = takeProfiles(
      db,
      [
        row('tasmania', tasmania),
        row('club', { ...tasmania, id: 'club', name: 5 }),
        row('other', { ...tasmania, id: 'club', name: 'Club' }),
      ],
      '2026-01-01T00:00:00.000Z',
    );
    saysBoth(
      refused[0],
      'room.documents row "tasmania" refused: "tasmania" is a built-in profile of the app',
      ['room.documents', 'tasmania'],
    );
    saysBoth(
      refused[1],
      'room.documents row "club" refused: invalid table profile: name: Invalid input: expected string, received number',
      ['room.documents', 'club', 'name'],
    );
    saysBoth(
      refused[2],
      'room.documents row "other" refused: the profile inside is "club", not this row\'s id',
      ['room.documents', 'other', 'club', 'ID'],
    );
  });

  test("a table profile refused for zod's own words: too small, unknown key", () => {
    const tasmania = BUILT_IN_PROFILES[0]!;
    const checked = validateProfile({ ...tasmania, id: 'x1', name: '', extra: 1 });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    saysBoth(checked.phrase, checked.error, ['x1', 'name', 'extra', '(root)']);
    expect(checked.error).toMatch(
      /Too small: expected string to have >=1 characters|Unrecognized key: "extra"/,
    );
  });
});

describe('what an earlier change made messages', () => {
  test("the audition's reasons", () => {
    const bands = defaultAudition(100);
    const labels = [bands.bands[0]!.label, bands.bands[1]!.label, bands.below];
    const zhLabels = ['Ready', 'Nearly', 'Not yet'];
    expect(labels).toEqual(zhLabels);
    const top = auditionBand(bands, { coupsPerHour: 120, accuracy: 0.98 });
    const short = auditionBand(bands, { coupsPerHour: 60, accuracy: 0.5 });
    saysBoth(
      top.reason,
      "Ready: 120 coups an hour and 98% accuracy meet Ready's 100 coups an hour and 95%.",
      labels,
    );
    saysBoth(
      short.reason,
      "Not yet: 60 coups an hour and 50% accuracy meet no band; 60 coups an hour is below Nearly's 80, and " +
        "accuracy 50% is below Nearly's 90%.",
      labels,
    );
  });

  test("the room's push notice: another trainer's save kept", () => {
    saysBoth(
      staleNotice(ref('left_room_doc_assignment', { title: 'Naturals' }), 4),
      'The assignment of “Naturals” was saved in the room by another trainer while you edited it here: your save is ' +
        'kept as revision 4, after theirs (theirs is revision 3; nothing was overwritten).',
      ['Naturals'],
    );
  });

  test('the practical grading refusals', () => {
    const areas = ['Pitching', 'Payouts'];
    const input = {
      assessor: 'Ann',
      areas: [{ area: 'Dice', grade: 'A' as const }],
      redLines: [],
      comment: '',
    };
    saysBoth(
      practicalProblem(areas, input)?.message,
      '"Dice" is not an area of this set (Pitching, Payouts)',
      ['Dice', 'Pitching', 'Payouts'],
    );
    const graded = { ...input, areas: [{ area: 'Pitching', grade: 'A' as const }] };
    saysBoth(practicalProblem(areas, graded)?.message, '"Payouts" is not graded', ['Payouts']);
    const grades = {
      standardId: 'standard',
      assessor: 'Ann',
      areas: [],
      redLines: [],
      comment: '',
      outcome: 'pass',
      gradedAt: '2026-01-01T00:00:00Z',
      countersign: null,
    } as never;
    saysBoth(
      countersignProblem(grades, 'Ann')?.message,
      'the countersigning assessor must be someone other than Ann, who graded the practical part',
      ['Ann'],
    );
  });

  test("the house-rules form's problems", () => {
    const tasmania = BUILT_IN_PROFILES[0]!;
    const parsed = profileSchema.safeParse({
      ...tasmania,
      name: '',
      limits: { ...tasmania.limits, main: { min: 100000, max: 10 } },
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.success ? [] : parsed.error.issues;
    const name = issues.find((i) => i.path.join('.') === 'name')!;
    const min = issues.find((i) => i.path.join('.') === 'limits.main.min')!;
    inLanguage('en');
    expect([plainMessage(name, 'name'), plainMessage(min, 'limits.main.min')]).toEqual([
      'fill this in',
      'the minimum is above the maximum',
    ]);
    inLanguage('zh-Hant');
    const zh = [plainMessage(name, 'name'), plainMessage(min, 'limits.main.min')];
    for (const words of zh) {
      expect(words).toMatch(CHINESE);
      expect(englishWords(words)).toEqual([]);
    }
  });
});
